# Stand-in of py-cord 2.8.1, discord/ui/select.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its
# docstrings, typing-only imports and @overload stubs taken out (same classes, signatures and logic).
# Stand-in change: TypeVar(default=) (typing_extensions only) is dropped.
from __future__ import annotations
import inspect
import os
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, Callable, Generic, Literal, overload
from typing import Self
from typing import TypeVar as _TypeVar

def TypeVar(name, *constraints, default=None, **kwargs):
    return _TypeVar(name, *constraints, **kwargs)
from ..channel import _threaded_guild_channel_factory
from ..components import SelectDefaultValue, SelectMenu, SelectOption
from ..emoji import AppEmoji, GuildEmoji
from ..enums import ChannelType, ComponentType, SelectDefaultValueType
from ..errors import InvalidArgument
from ..interactions import Interaction
from ..member import Member
from ..partial_emoji import PartialEmoji
from ..role import Role
from ..threads import Thread
from ..user import User
from ..utils import MISSING
from .item import ItemCallbackType, ModalItem, ViewItem
__all__ = ('Select', 'select', 'string_select', 'user_select', 'role_select', 'mentionable_select', 'channel_select', 'StringSelect', 'UserSelect', 'RoleSelect', 'MentionableSelect', 'ChannelSelect')
ST = TypeVar('ST', bound='Snowflake | str', covariant=True, default=Any)
S = TypeVar('S', bound='Select')
V = TypeVar('V', bound='BaseView', covariant=True, default='BaseView')
M = TypeVar('M', bound='DesignerModal', covariant=True, default='DesignerModal')

class Select(ViewItem[V], ModalItem[M], Generic[V, M, ST]):
    __item_repr_attributes__: tuple[str, ...] = ('type', 'placeholder', 'min_values', 'max_values', 'options', 'channel_types', 'disabled', 'custom_id', 'id', 'required', 'default_values')

    def __init__(self, select_type: ComponentType=ComponentType.string_select, *, custom_id: str | None=None, placeholder: str | None=None, min_values: int=1, max_values: int=1, options: list[SelectOption] | None=None, channel_types: list[ChannelType] | None=None, disabled: bool=False, row: int | None=None, id: int | None=None, required: bool | None=None, default_values: Sequence[SelectDefaultValue | ST] | None=None) -> None:
        self._row: int | None = None
        self._rendered_row: int | None = None
        if options and select_type is not ComponentType.string_select:
            raise InvalidArgument('options parameter is only valid for string selects')
        if channel_types and select_type is not ComponentType.channel_select:
            raise InvalidArgument('channel_types parameter is only valid for channel selects')
        if required and min_values < 1:
            raise ValueError('min_values must be greater than 0 when required=True')
        super().__init__()
        self._selected_values: list[str] = []
        self._interaction: Interaction | None = None
        if min_values < 0 or min_values > 25:
            raise ValueError('min_values must be between 0 and 25')
        if max_values < 1 or max_values > 25:
            raise ValueError('max_values must be between 1 and 25')
        if placeholder and len(placeholder) > 150:
            raise ValueError('placeholder must be 150 characters or fewer')
        if not isinstance(custom_id, str) and custom_id is not None:
            raise TypeError(f'expected custom_id to be str, not {custom_id.__class__.__name__}')
        self._provided_custom_id = custom_id is not None
        custom_id = os.urandom(16).hex() if custom_id is None else custom_id
        self.row = row
        self._underlying: SelectMenu = self._generate_underlying(custom_id=custom_id, type=select_type, placeholder=placeholder, min_values=min_values, max_values=max_values, disabled=disabled, options=options or [], channel_types=channel_types or [], id=id, required=required, default_values=self._handle_default_values(default_values, select_type))

    def _generate_underlying(self, type: ComponentType | None=None, custom_id: str | None=None, placeholder: str | None=None, min_values: int=None, max_values: int=None, options: list[SelectOption] | None=None, channel_types: list[ChannelType] | None=None, disabled: bool=None, id: int | None=None, required: bool | None=None, default_values: Sequence[SelectDefaultValue | ST] | None=None) -> SelectMenu:
        super()._generate_underlying(SelectMenu)
        return SelectMenu._raw_construct(custom_id=custom_id or self.custom_id, type=type or self.type, placeholder=placeholder or self.placeholder, min_values=min_values if min_values is not None else self.min_values, max_values=max_values if max_values is not None else self.max_values, disabled=disabled if disabled is not None else self.disabled, options=options if options is not None else self.options, channel_types=channel_types if channel_types is not None else self.channel_types, id=id or self.id, required=required if required is not None else self.required, default_values=default_values or self.default_values or [])

    def _handle_default_values(self, default_values: Sequence[Snowflake | ST] | None, select_type: ComponentType) -> list[SelectDefaultValue]:
        if not default_values:
            return []
        ret = []
        valid_default_types = {ComponentType.user_select: (SelectDefaultValueType.user,), ComponentType.role_select: (SelectDefaultValueType.role,), ComponentType.channel_select: (SelectDefaultValueType.channel,), ComponentType.mentionable_select: (SelectDefaultValueType.user, SelectDefaultValueType.role)}
        for dv in default_values:
            if isinstance(dv, SelectDefaultValue):
                try:
                    valid_types = valid_default_types[select_type]
                except KeyError:
                    raise TypeError(f'select default values are not allowed for this select type ({select_type.name})')
                if dv.type not in valid_types:
                    raise TypeError(f'{dv.type.name} is not a valid select default value for selects of type {select_type.name}')
                ret.append(dv)
                continue
            if isinstance(dv, str):
                continue
            ret.append(SelectDefaultValue._handle_model(dv, select_type))
        return ret

    @property
    def custom_id(self) -> str:
        return self.underlying.custom_id

    @custom_id.setter
    def custom_id(self, value: str):
        if not isinstance(value, str):
            raise TypeError('custom_id must be None or str')
        if len(value) > 100:
            raise ValueError('custom_id must be 100 characters or fewer')
        self.underlying.custom_id = value
        self._provided_custom_id = value is not None

    @property
    def placeholder(self) -> str | None:
        return self.underlying.placeholder

    @placeholder.setter
    def placeholder(self, value: str | None):
        if value is not None and (not isinstance(value, str)):
            raise TypeError('placeholder must be None or str')
        if value and len(value) > 150:
            raise ValueError('placeholder must be 150 characters or fewer')
        self.underlying.placeholder = value

    @property
    def min_values(self) -> int:
        return self.underlying.min_values

    @min_values.setter
    def min_values(self, value: int):
        if value < 0 or value > 25:
            raise ValueError('min_values must be between 0 and 25')
        self.underlying.min_values = int(value)

    @property
    def max_values(self) -> int:
        return self.underlying.max_values

    @max_values.setter
    def max_values(self, value: int):
        if value < 1 or value > 25:
            raise ValueError('max_values must be between 1 and 25')
        self.underlying.max_values = int(value)

    @property
    def disabled(self) -> bool:
        return self.underlying.disabled

    @property
    def required(self) -> bool:
        return self.underlying.required

    @required.setter
    def required(self, value: bool):
        self.underlying.required = value

    @disabled.setter
    def disabled(self, value: bool):
        self.underlying.disabled = bool(value)

    @property
    def channel_types(self) -> list[ChannelType]:
        return self.underlying.channel_types

    @channel_types.setter
    def channel_types(self, value: list[ChannelType]):
        if self.underlying.type is not ComponentType.channel_select:
            raise InvalidArgument('channel_types can only be set on channel selects')
        self.underlying.channel_types = value

    @property
    def options(self) -> list[SelectOption]:
        return self.underlying.options

    @options.setter
    def options(self, value: list[SelectOption]):
        if self.underlying.type is not ComponentType.string_select:
            raise InvalidArgument('options can only be set on string selects')
        if not isinstance(value, list):
            raise TypeError('options must be a list of SelectOption')
        if not all((isinstance(obj, SelectOption) for obj in value)):
            raise TypeError('all list items must subclass SelectOption')
        self.underlying.options = value

    @property
    def default_values(self) -> list[SelectDefaultValue]:
        return self.underlying.default_values

    @default_values.setter
    def default_values(self, values: Sequence[SelectDefaultValue | Snowflake] | None) -> None:
        default_values = self._handle_default_values(values, self.type)
        self.underlying.default_values = default_values

    def add_default_value(self, *, id: int, type: SelectDefaultValueType=MISSING) -> Self:
        if type is MISSING and self.type is ComponentType.mentionable_select:
            raise TypeError('type is required when select is of type mentionable_select')
        types = {ComponentType.user_select: SelectDefaultValueType.user, ComponentType.role_select: SelectDefaultValueType.role, ComponentType.channel_select: SelectDefaultValueType.channel}
        def_type = types.get(self.type, type)
        self.append_default_value(SelectDefaultValue(id=id, type=def_type))
        return self

    def append_default_value(self, value: SelectDefaultValue | Snowflake, /) -> Self:
        if self.type is ComponentType.string_select:
            raise TypeError('string_select selects do not allow default_values')
        if len(self.default_values) >= 25:
            raise ValueError('maximum number of default values exceeded (25)')
        if not isinstance(value, SelectDefaultValue):
            value = SelectDefaultValue._handle_model(value)
        if not isinstance(value, SelectDefaultValue):
            raise TypeError(f'expected a SelectDefaultValue object, got {value.__class__.__name__}')
        self.underlying.default_values.append(value)
        return self

    def add_option(self, *, label: str, value: str=MISSING, description: str | None=None, emoji: str | GuildEmoji | AppEmoji | PartialEmoji | None=None, default: bool=False) -> Self:
        if self.underlying.type is not ComponentType.string_select:
            raise Exception('options can only be set on string selects')
        option = SelectOption(label=label, value=value, description=description, emoji=emoji, default=default)
        return self.append_option(option)

    def append_option(self, option: SelectOption) -> Self:
        if self.underlying.type is not ComponentType.string_select:
            raise Exception('options can only be set on string selects')
        if len(self.underlying.options) > 25:
            raise ValueError('maximum number of options already provided')
        self.underlying.options.append(option)
        return self

    @property
    def values(self) -> list[ST] | None:
        if self._interaction is None or self._interaction.data is None:
            return None
        select_type = self.underlying.type
        if select_type is ComponentType.string_select:
            return self._selected_values
        resolved = []
        selected_values = list(self._selected_values)
        state = self._interaction._state
        guild = self._interaction.guild
        if guild is None:
            return []
        resolved_data = self._interaction.data.get('resolved', {})
        if select_type is ComponentType.channel_select:
            for channel_id, _data in resolved_data.get('channels', {}).items():
                if channel_id not in selected_values:
                    continue
                if int(channel_id) in guild._channels or int(channel_id) in guild._threads:
                    result = guild.get_channel_or_thread(int(channel_id))
                    _data['_invoke_flag'] = True
                    result._update(_data) if isinstance(result, Thread) else result._update(guild, _data)
                else:
                    obj_type = _threaded_guild_channel_factory(_data['type'])[0]
                    if obj_type is None:
                        continue
                    result = obj_type(state=state, data=_data, guild=guild)
                resolved.append(result)
        elif select_type in (ComponentType.user_select, ComponentType.mentionable_select):
            cache_flag = state.member_cache_flags.interaction
            resolved_user_data = resolved_data.get('users', {})
            resolved_member_data = resolved_data.get('members', {})
            for _id in selected_values:
                if (_data := resolved_user_data.get(_id)) is not None:
                    if (_member_data := resolved_member_data.get(_id)) is not None:
                        member = dict(_member_data)
                        member['user'] = _data
                        _data = member
                        result = guild._get_and_update_member(_data, int(_id), cache_flag)
                    else:
                        result = User(state=state, data=_data)
                    resolved.append(result)
        if select_type in (ComponentType.role_select, ComponentType.mentionable_select):
            for role_id, _data in resolved_data.get('roles', {}).items():
                if role_id not in selected_values:
                    continue
                resolved.append(Role(guild=guild, state=state, data=_data))
        return resolved

    @property
    def width(self) -> int:
        return 5

    @property
    def row(self) -> int | None:
        return self._row

    @row.setter
    def row(self, value: int | None):
        if value is None or 5 > value >= 0:
            self._row = value
        else:
            raise ValueError('row cannot be negative or greater than or equal to 5')

    def to_component_dict(self) -> SelectMenuPayload:
        return super().to_component_dict()

    def refresh_component(self, component: SelectMenu) -> None:
        self.underlying = component

    def refresh_state(self, interaction: Interaction | dict) -> None:
        data: ComponentInteractionData = interaction.data if isinstance(interaction, Interaction) else interaction
        self._selected_values = data.get('values', [])
        self._interaction = interaction

    def refresh_from_modal(self, interaction: Interaction | dict, data: SelectMenuPayload) -> None:
        self._selected_values = data.get('values', [])
        self._interaction = interaction

    @classmethod
    def from_component(cls: type[S], component: SelectMenu) -> S:
        return cls(select_type=component.type, custom_id=component.custom_id, placeholder=component.placeholder, min_values=component.min_values, max_values=component.max_values, options=component.options, channel_types=component.channel_types, disabled=component.disabled, row=None, id=component.id, required=component.required, default_values=component.default_values)

    def is_dispatchable(self) -> bool:
        return (bool(self.view._store) if self.view else True) and (bool(self.modal._store) if self.modal else True)

    def is_storable(self) -> bool:
        return self.is_dispatchable()
StringSelect: Select[V, str] = partial(Select, select_type=ComponentType.string_select)
UserSelect: Select[V, User | Member] = partial(Select, select_type=ComponentType.user_select)
RoleSelect: Select[V, Role] = partial(Select, select_type=ComponentType.role_select)
MentionableSelect: Select[V, Role | User | Member] = partial(Select, select_type=ComponentType.mentionable_select)
ChannelSelect: Select[V, GuildChannel | Thread] = partial(Select, select_type=ComponentType.channel_select)
_select_types = (ComponentType.string_select, ComponentType.user_select, ComponentType.role_select, ComponentType.mentionable_select, ComponentType.channel_select)

def select(select_type: ComponentType=ComponentType.string_select, *, placeholder: str | None=None, custom_id: str | None=None, min_values: int=1, max_values: int=1, options: list[SelectOption]=MISSING, channel_types: list[ChannelType]=MISSING, disabled: bool=False, row: int | None=None, id: int | None=None, default_values: Sequence[SelectDefaultValue | Snowflake] | None=None) -> Callable[[ItemCallbackType[Select[V, ST]]], Select[V, ST]]:
    if select_type not in _select_types:
        raise ValueError('select_type must be one of ' + ', '.join([i.name for i in _select_types]))
    if options is not MISSING and select_type not in (ComponentType.select, ComponentType.string_select):
        raise TypeError('options may only be specified for string selects')
    if channel_types is not MISSING and select_type is not ComponentType.channel_select:
        raise TypeError('channel_types may only be specified for channel selects')
    if default_values is not None and select_type is ComponentType.string_select:
        raise TypeError('default_values may only be specified for selects other than string selects')

    def decorator(func: ItemCallbackType) -> ItemCallbackType:
        if not inspect.iscoroutinefunction(func):
            raise TypeError('select function must be a coroutine function')
        model_kwargs = {'select_type': select_type, 'placeholder': placeholder, 'custom_id': custom_id, 'row': row, 'min_values': min_values, 'max_values': max_values, 'disabled': disabled, 'id': id, 'default_values': default_values}
        if options:
            model_kwargs['options'] = options
        if channel_types:
            model_kwargs['channel_types'] = channel_types
        func.__discord_ui_model_type__ = Select
        func.__discord_ui_model_kwargs__ = model_kwargs
        return func
    return decorator

def string_select(*, placeholder: str | None=None, custom_id: str | None=None, min_values: int=1, max_values: int=1, options: list[SelectOption]=MISSING, disabled: bool=False, row: int | None=None, id: int | None=None) -> Callable[[ItemCallbackType[StringSelect[V]]], StringSelect[V]]:
    return select(ComponentType.string_select, placeholder=placeholder, custom_id=custom_id, min_values=min_values, max_values=max_values, options=options, disabled=disabled, row=row, id=id)

def user_select(*, placeholder: str | None=None, custom_id: str | None=None, min_values: int=1, max_values: int=1, disabled: bool=False, row: int | None=None, id: int | None=None, default_values: Sequence[SelectDefaultValue | Snowflake] | None=None) -> Callable[[ItemCallbackType[UserSelect[V]]], UserSelect[V]]:
    return select(ComponentType.user_select, placeholder=placeholder, custom_id=custom_id, min_values=min_values, max_values=max_values, disabled=disabled, row=row, id=id, default_values=default_values)

def role_select(*, placeholder: str | None=None, custom_id: str | None=None, min_values: int=1, max_values: int=1, disabled: bool=False, row: int | None=None, id: int | None=None, default_values: Sequence[SelectDefaultValue | Snowflake] | None=None) -> Callable[[ItemCallbackType[RoleSelect[V]]], RoleSelect[V]]:
    return select(ComponentType.role_select, placeholder=placeholder, custom_id=custom_id, min_values=min_values, max_values=max_values, disabled=disabled, row=row, id=id, default_values=default_values)

def mentionable_select(*, placeholder: str | None=None, custom_id: str | None=None, min_values: int=1, max_values: int=1, disabled: bool=False, row: int | None=None, id: int | None=None, default_values: Sequence[SelectDefaultValue | Snowflake] | None=None) -> Callable[[ItemCallbackType[MentionableSelect[V]]], MentionableSelect[V]]:
    return select(ComponentType.mentionable_select, placeholder=placeholder, custom_id=custom_id, min_values=min_values, max_values=max_values, disabled=disabled, row=row, id=id, default_values=default_values)

def channel_select(*, placeholder: str | None=None, custom_id: str | None=None, min_values: int=1, max_values: int=1, disabled: bool=False, channel_types: list[ChannelType]=MISSING, row: int | None=None, id: int | None=None, default_values: Sequence[SelectDefaultValue | Snowflake] | None=None) -> Callable[[ItemCallbackType[ChannelSelect[V]]], ChannelSelect[V]]:
    return select(ComponentType.channel_select, placeholder=placeholder, custom_id=custom_id, min_values=min_values, max_values=max_values, disabled=disabled, channel_types=channel_types, row=row, id=id, default_values=default_values)
