# Stand-in of py-cord 2.8.1, discord/flags.py (github.com/Pycord-Development/pycord, tag v2.8.1,
# commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): BaseFlags (verbatim logic), flag_value and
# MessageFlags, AttachmentFlags and Intents with their real bits; the classes are built from a
# table instead of one decorated method per flag.
from __future__ import annotations

__all__ = ('MessageFlags', 'AttachmentFlags', 'Intents')


class flag_value:
    def __init__(self, flag):
        self.flag = flag

    def __get__(self, instance, owner):
        if instance is None:
            return self
        return instance._has_flag(self.flag)

    def __set__(self, instance, value):
        instance._set_flag(self.flag, value)


class alias_flag_value(flag_value):
    pass


class BaseFlags:
    __slots__ = ('value',)
    DEFAULT_VALUE = 0
    VALID_FLAGS: dict = {}

    def __init__(self, **kwargs: bool):
        self.value = self.DEFAULT_VALUE
        for key, value in kwargs.items():
            if key not in self.VALID_FLAGS:
                raise TypeError(f'{key!r} is not a valid flag name.')
            setattr(self, key, value)

    @classmethod
    def _from_value(cls, value):
        self = cls.__new__(cls)
        self.value = value
        return self

    def __eq__(self, other):
        return isinstance(other, self.__class__) and self.value == other.value

    def __hash__(self):
        return hash(self.value)

    def __repr__(self):
        return f'<{self.__class__.__name__} value={self.value}>'

    def __or__(self, other):
        if isinstance(other, self.__class__):
            return self.__class__._from_value(self.value | other.value)
        elif isinstance(other, flag_value):
            return self.__class__._from_value(self.value | other.flag)
        raise TypeError(f"'|' not supported between instances of {type(self)} and {type(other)}")

    def __add__(self, other):
        try:
            return self | other
        except TypeError:
            raise TypeError(f"'+' not supported between instances of {type(self)} and {type(other)}")

    __ror__ = __or__
    __radd__ = __add__

    def _has_flag(self, o):
        return self.value & o == o

    def _set_flag(self, o, toggle):
        if toggle is True:
            self.value |= o
        elif toggle is False:
            self.value &= ~o
        else:
            raise TypeError(f'Value to set for {self.__class__.__name__} must be a bool.')


def _flags(name, table, aliases=(), default=0, base=BaseFlags):
    body = {'__slots__': (), 'DEFAULT_VALUE': default, 'VALID_FLAGS': dict(table)}
    for key, bit in table.items():
        body[key] = (alias_flag_value if key in aliases else flag_value)(bit)
    return type(name, (base,), body)


MessageFlags = _flags('MessageFlags', {
    'crossposted': 1 << 0, 'is_crossposted': 1 << 1, 'suppress_embeds': 1 << 2, 'source_message_deleted': 1 << 3,
    'urgent': 1 << 4, 'has_thread': 1 << 5, 'ephemeral': 1 << 6, 'loading': 1 << 7,
    'failed_to_mention_some_roles_in_thread': 1 << 8, 'suppress_notifications': 1 << 12,
    'is_voice_message': 1 << 13, 'is_components_v2': 1 << 15, 'has_snapshot': 1 << 14})
AttachmentFlags = _flags('AttachmentFlags', {'is_clip': 1 << 0, 'is_thumbnail': 1 << 1, 'is_remix': 1 << 2})
_INTENTS = {
    'guilds': 1 << 0, 'members': 1 << 1, 'bans': 1 << 2, 'moderation': 1 << 2, 'emojis_and_stickers': 1 << 3,
    'emojis': 1 << 3, 'integrations': 1 << 4, 'webhooks': 1 << 5, 'invites': 1 << 6, 'voice_states': 1 << 7,
    'presences': 1 << 8, 'messages': 1 << 9 | 1 << 12, 'guild_messages': 1 << 9, 'dm_messages': 1 << 12,
    'reactions': 1 << 10 | 1 << 13, 'guild_reactions': 1 << 10, 'dm_reactions': 1 << 13,
    'typing': 1 << 11 | 1 << 14, 'guild_typing': 1 << 11, 'dm_typing': 1 << 14, 'message_content': 1 << 15,
    'scheduled_events': 1 << 16, 'auto_moderation_configuration': 1 << 20, 'auto_moderation_execution': 1 << 21,
    'guild_polls': 1 << 24, 'dm_polls': 1 << 25, 'polls': 1 << 24 | 1 << 25}


class Intents(_flags('_IntentsBase', _INTENTS)):
    __slots__ = ()

    @classmethod
    def all(cls):
        self = cls.__new__(cls)
        self.value = sum({1 << flag.bit_length() - 1 for flag in cls.VALID_FLAGS.values()})
        return self

    @classmethod
    def none(cls):
        self = cls.__new__(cls)
        self.value = self.DEFAULT_VALUE
        return self

    @classmethod
    def default(cls):
        self = cls.all()
        self.presences = False
        self.members = False
        self.message_content = False
        return self
