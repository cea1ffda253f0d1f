# Stand-in only: the Discord objects py-cord builds from what Discord sends, trimmed to what a bot
# reading a component or modal submit touches. Each class keeps its real constructor keywords and
# module (re-exported from discord/user.py, member.py, role.py, channel.py, threads.py,
# message.py, emoji.py and guild.py of py-cord 2.8.1, github.com/Pycord-Development/pycord, tag
# v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b).
from __future__ import annotations

from . import abc
from .enums import ChannelType
from .mixins import Hashable
from .partial_emoji import _EmojiTag, PartialEmoji


class User(Hashable, abc.User):
    def __init__(self, *, state, data):
        self._state = state
        self.id = int(data['id'])
        self.name = data.get('username', '')
        self.global_name = data.get('global_name')

    @property
    def mention(self):
        return f'<@{self.id}>'

    @property
    def display_name(self):
        return self.global_name or self.name


class Member(User):
    def __init__(self, *, data, guild, state):
        super().__init__(state=state, data=data['user'])
        self.guild = guild
        self.nick = data.get('nick')

    @property
    def display_name(self):
        return self.nick or super().display_name


class Role(Hashable):
    def __init__(self, *, guild, state, data):
        self.guild = guild
        self._state = state
        self.id = int(data['id'])
        self.name = data.get('name', '')

    @property
    def mention(self):
        return f'<@&{self.id}>'


class Attachment(Hashable):
    def __init__(self, *, data, state):
        self._state = state
        self.id = int(data['id'])
        self.filename = data['filename']
        self.size = data.get('size', 0)
        self.url = data.get('url', '')
        self.content_type = data.get('content_type')
        self.description = data.get('description')


class Guild(Hashable):
    def __init__(self, *, data, state):
        self._state = state
        self.id = int(data['id'])
        self.name = data.get('name', '')
        self._channels = {}
        self._threads = {}
        self._members = {}

    def get_channel_or_thread(self, channel_id):
        return self._channels.get(channel_id) or self._threads.get(channel_id)

    def _get_and_update_member(self, payload, user_id, cache_flag):
        member = Member(data=payload, guild=self, state=self._state)
        self._members[user_id] = member
        return member


class TextChannel(abc.Messageable, abc.GuildChannel, Hashable):
    __slots__ = ('id', 'name', 'guild', '_state', 'type')

    def __init__(self, *, state, guild, data):
        self._state = state
        self.guild = guild
        self.id = int(data['id'])
        self.name = data.get('name', '')
        self.type = ChannelType(data.get('type', 0))

    async def _get_channel(self):
        return self

    @property
    def mention(self):
        return f'<#{self.id}>'


class VoiceChannel(TextChannel):
    __slots__ = ()


class StageChannel(TextChannel):
    __slots__ = ()


class CategoryChannel(abc.GuildChannel, Hashable):
    __slots__ = ()


class ForumChannel(TextChannel):
    __slots__ = ()


class MediaChannel(ForumChannel):
    __slots__ = ()


class DMChannel(abc.Messageable, abc.PrivateChannel, Hashable):
    __slots__ = ()


class Thread(TextChannel):
    __slots__ = ()


class PartialMessageable(abc.Messageable, Hashable):
    def __init__(self, state, id, guild_id=None, type=None):
        self._state = state
        self.id = id
        self.guild_id = guild_id
        self.type = type

    async def _get_channel(self):
        return self


class Message(Hashable):
    def __init__(self, *, state, channel, data):
        self._state = state
        self.channel = channel
        self.id = int(data['id'])
        self.content = data.get('content', '')
        self.components = []

    async def delete(self, *, delay=None, reason=None):
        return None


class GuildEmoji(_EmojiTag):
    def _to_partial(self):
        return PartialEmoji(name=self.name, animated=self.animated, id=self.id)


class AppEmoji(GuildEmoji):
    pass


def _threaded_guild_channel_factory(channel_type):
    value = ChannelType(channel_type)
    if value in (ChannelType.public_thread, ChannelType.private_thread, ChannelType.news_thread):
        return (Thread, value)
    return ({ChannelType.voice: VoiceChannel, ChannelType.stage_voice: StageChannel,
             ChannelType.forum: ForumChannel, ChannelType.media: MediaChannel}.get(value, TextChannel), value)
