# Stand-in of hikari 2.6.0, hikari/components.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): ComponentType (no LABEL, FILE_UPLOAD,
# RADIO_GROUP, CHECKBOX_GROUP or CHECKBOX in 2.6.0), ButtonStyle, TextInputStyle, SpacingType,
# the received ActionRowComponent / TextInputComponent of a modal submit, COMPONENT_V2_TYPES.
import enum as _enum


class ComponentType(int, _enum.Enum):
    ACTION_ROW = 1
    BUTTON = 2
    TEXT_SELECT_MENU = 3
    TEXT_INPUT = 4
    USER_SELECT_MENU = 5
    ROLE_SELECT_MENU = 6
    MENTIONABLE_SELECT_MENU = 7
    CHANNEL_SELECT_MENU = 8
    SECTION = 9
    TEXT_DISPLAY = 10
    THUMBNAIL = 11
    MEDIA_GALLERY = 12
    FILE = 13
    SEPARATOR = 14
    CONTAINER = 17


class ButtonStyle(int, _enum.Enum):
    PRIMARY = 1
    SECONDARY = 2
    SUCCESS = 3
    DANGER = 4
    LINK = 5
    PREMIUM = 6


class TextInputStyle(int, _enum.Enum):
    SHORT = 1
    PARAGRAPH = 2


class SpacingType(int, _enum.Enum):
    SMALL = 1
    LARGE = 2


class PartialComponent:
    def __init__(self, *, type, id):
        self.type = type
        self.id = id


class ActionRowComponent(PartialComponent):
    def __init__(self, *, type, id, components):
        super().__init__(type=type, id=id)
        self.components = components

    def __getitem__(self, index):
        return self.components[index]

    def __iter__(self):
        return iter(self.components)

    def __len__(self):
        return len(self.components)


class TextInputComponent(PartialComponent):
    """What a modal submit holds for a text input; reading .value is recorded by the stand-in."""

    def __init__(self, *, type, id, custom_id, value):
        super().__init__(type=type, id=id)
        self.custom_id = custom_id
        self._value = value
        self._modal = None

    @property
    def value(self):
        from hikari import _standin

        _standin.record('read', modal=self._modal, custom_id=self.custom_id, type='str')
        return self._value


ModalActionRowComponent = MessageActionRowComponent = ActionRowComponent

COMPONENT_V2_TYPES = frozenset(
    (
        ComponentType.SECTION,
        ComponentType.TEXT_DISPLAY,
        ComponentType.THUMBNAIL,
        ComponentType.MEDIA_GALLERY,
        ComponentType.FILE,
        ComponentType.SEPARATOR,
        ComponentType.CONTAINER,
    )
)

__all__ = (
    'ComponentType', 'ButtonStyle', 'TextInputStyle', 'SpacingType', 'PartialComponent',
    'ActionRowComponent', 'TextInputComponent', 'ModalActionRowComponent',
    'MessageActionRowComponent', 'COMPONENT_V2_TYPES',
)
