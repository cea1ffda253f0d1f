# Stand-in of py-cord 2.8.1, discord/enums.py (github.com/Pycord-Development/pycord, tag v2.8.1,
# commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the enums a bot needs for the sample designs,
# with py-cord's member names, aliases, values and __int__, and
# SlashCommandOptionType.from_datatype verbatim. py-cord's own fast Enum is Python's enum.Enum here.
from __future__ import annotations

import types
from enum import Enum
from typing import Any, Union

__all__ = ('Enum', 'ChannelType', 'InteractionType', 'InteractionResponseType', 'ComponentType', 'ButtonStyle',
           'InputTextStyle', 'SlashCommandOptionType', 'IntegrationType', 'InteractionContextType',
           'PollLayoutType', 'SeparatorSpacingSize', 'SelectDefaultValueType')


class ChannelType(Enum):
    text = 0
    private = 1
    voice = 2
    group = 3
    category = 4
    news = 5
    news_thread = 10
    public_thread = 11
    private_thread = 12
    stage_voice = 13
    directory = 14
    forum = 15
    media = 16

    def __str__(self):
        return self.name


class InteractionType(Enum):
    ping = 1
    application_command = 2
    component = 3
    auto_complete = 4
    modal_submit = 5


class InteractionResponseType(Enum):
    pong = 1
    channel_message = 4
    deferred_channel_message = 5
    deferred_message_update = 6
    message_update = 7
    auto_complete_result = 8
    modal = 9
    premium_required = 10


class ComponentType(Enum):
    action_row = 1
    button = 2
    string_select = 3
    select = string_select
    input_text = 4
    user_select = 5
    role_select = 6
    mentionable_select = 7
    channel_select = 8
    section = 9
    text_display = 10
    thumbnail = 11
    media_gallery = 12
    file = 13
    separator = 14
    content_inventory_entry = 16
    container = 17
    label = 18
    file_upload = 19
    radio_group = 21
    checkbox_group = 22
    checkbox = 23

    def __int__(self):
        return self.value


class ButtonStyle(Enum):
    primary = 1
    secondary = 2
    success = 3
    danger = 4
    link = 5
    premium = 6
    blurple = 1
    grey = 2
    gray = 2
    green = 3
    red = 4
    url = 5

    def __int__(self):
        return self.value


class InputTextStyle(Enum):
    short = 1
    singleline = 1
    paragraph = 2
    multiline = 2
    long = 2


class SlashCommandOptionType(Enum):
    sub_command = 1
    sub_command_group = 2
    string = 3
    integer = 4
    boolean = 5
    user = 6
    channel = 7
    role = 8
    mentionable = 9
    number = 10
    attachment = 11

    @classmethod
    def from_datatype(cls, datatype):
        if isinstance(datatype, tuple):
            datatypes = [cls.from_datatype(op) for op in datatype]
            if all((x == cls.channel for x in datatypes)):
                return cls.channel
            elif set(datatypes) <= {cls.role, cls.user}:
                return cls.mentionable
            else:
                raise TypeError('Invalid usage of typing.Union')
        py_3_10_union_type = hasattr(types, 'UnionType') and isinstance(datatype, types.UnionType)
        if py_3_10_union_type or getattr(datatype, '__origin__', None) is Union:
            return cls.from_datatype(datatype.__args__)
        if isinstance(datatype, str):
            datatype_name = datatype
        else:
            datatype_name = datatype.__name__
        if datatype_name in ['Member', 'User']:
            return cls.user
        if datatype_name in ['GuildChannel', 'TextChannel', 'VoiceChannel', 'StageChannel', 'CategoryChannel',
                             'ThreadOption', 'Thread', 'ForumChannel', 'MediaChannel', 'DMChannel']:
            return cls.channel
        if datatype_name == 'Role':
            return cls.role
        if datatype_name == 'Attachment':
            return cls.attachment
        if datatype_name == 'Mentionable':
            return cls.mentionable
        if isinstance(datatype, str) or issubclass(datatype, str):
            return cls.string
        if issubclass(datatype, bool):
            return cls.boolean
        if issubclass(datatype, int):
            return cls.integer
        if issubclass(datatype, float):
            return cls.number
        from .commands.context import ApplicationContext
        if not issubclass(datatype, ApplicationContext):
            raise TypeError(f'Invalid class {datatype} used as an input type for an Option')


class IntegrationType(Enum):
    guild_install = 0
    user_install = 1


class InteractionContextType(Enum):
    guild = 0
    bot_dm = 1
    private_channel = 2


class PollLayoutType(Enum):
    default = 1


class SeparatorSpacingSize(Enum):
    small = 1
    large = 2

    def __int__(self):
        return self.value


class SelectDefaultValueType(Enum):
    channel = 'channel'
    role = 'role'
    user = 'user'


def try_enum(cls, val: Any):
    try:
        return cls(val)
    except (KeyError, TypeError, AttributeError, ValueError):
        return val
