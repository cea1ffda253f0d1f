# Stand-in of hikari 2.6.0, hikari/channels.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): ChannelType.
import enum as _enum


class ChannelType(int, _enum.Enum):
    GUILD_TEXT = 0
    DM = 1
    GUILD_VOICE = 2
    GROUP_DM = 3
    GUILD_CATEGORY = 4
    GUILD_NEWS = 5
    GUILD_NEWS_THREAD = 10
    GUILD_PUBLIC_THREAD = 11
    GUILD_PRIVATE_THREAD = 12
    GUILD_STAGE = 13
    GUILD_FORUM = 15
    GUILD_MEDIA = 16


__all__ = ('ChannelType',)
