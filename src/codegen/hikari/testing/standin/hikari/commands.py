# Stand-in of hikari 2.6.0, hikari/commands.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): CommandType, OptionType, and the
# keyword-only attrs classes CommandChoice and CommandOption (same fields, same defaults).
import enum as _enum

_REQUIRED = object()


class CommandType(int, _enum.Enum):
    SLASH = 1
    USER = 2
    MESSAGE = 3


class OptionType(int, _enum.Enum):
    SUB_COMMAND = 1
    SUB_COMMAND_GROUP = 2
    STRING = 3
    INTEGER = 4
    BOOLEAN = 5
    USER = 6
    CHANNEL = 7
    ROLE = 8
    MENTIONABLE = 9
    FLOAT = 10
    ATTACHMENT = 11


class CommandChoice:
    def __init__(self, *, name, value, name_localizations=None):
        self.name = name
        self.name_localizations = {} if name_localizations is None else name_localizations
        self.value = value


class CommandOption:
    def __init__(
        self,
        *,
        type,
        name,
        description,
        is_required=False,
        choices=None,
        options=None,
        channel_types=None,
        autocomplete=False,
        min_value=None,
        max_value=None,
        name_localizations=None,
        description_localizations=None,
        min_length=None,
        max_length=None,
    ):
        self.type = type
        self.name = name
        self.description = description
        self.is_required = is_required
        self.choices = choices
        self.options = options
        self.channel_types = channel_types
        self.autocomplete = autocomplete
        self.min_value = min_value
        self.max_value = max_value
        self.name_localizations = {} if name_localizations is None else name_localizations
        self.description_localizations = {} if description_localizations is None else description_localizations
        self.min_length = min_length
        self.max_length = max_length


__all__ = ('CommandType', 'OptionType', 'CommandChoice', 'CommandOption')
