# Stand-in of py-cord 2.8.1, discord/ui/action_row.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its
# docstrings, typing-only imports and @overload stubs taken out (same classes, signatures and logic).
from __future__ import annotations
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, ClassVar, Iterator, Literal, TypeVar, overload
from ..components import ActionRow as ActionRowComponent
from ..components import SelectDefaultValue, SelectOption, _component_factory
from ..enums import ButtonStyle, ChannelType, ComponentType
from ..utils import find, get
from .button import Button
from .file import File
from .item import ItemCallbackType, ViewItem
from .select import Select
__all__ = ('ActionRow',)
A = TypeVar('A', bound='ActionRow')
V = TypeVar('V', bound='DesignerView', covariant=True)

class ActionRow(ViewItem[V]):
    __item_repr_attributes__: tuple[str, ...] = ('children', 'id')
    __row_children_items__: ClassVar[list[ItemCallbackType]] = []

    def __init_subclass__(cls) -> None:
        children: list[ItemCallbackType] = []
        for base in reversed(cls.__mro__):
            for member in base.__dict__.values():
                if hasattr(member, '__discord_ui_model_type__'):
                    children.append(member)
        cls.__row_children_items__ = children

    def __init__(self, *items: ViewItem, id: int | None=None):
        super().__init__()
        self.children: list[ViewItem] = []
        self._underlying = self._generate_underlying(id=id)
        for func in self.__row_children_items__:
            item: ViewItem = func.__discord_ui_model_type__(**func.__discord_ui_model_kwargs__)
            item.callback = partial(func, self, item)
            self.add_item(item)
            setattr(self, func.__name__, item)
        for i in items:
            self.add_item(i)

    @property
    def items(self) -> list[ViewItem]:
        return self.children

    @items.setter
    def items(self, value: list[ViewItem]) -> None:
        self.children = value

    def _add_component_from_item(self, item: ViewItem):
        self.underlying.children.append(item._generate_underlying())

    def _set_components(self, items: list[ViewItem]):
        self.underlying.children.clear()
        for item in items:
            self._add_component_from_item(item)

    def _generate_underlying(self, id: int | None=None) -> ActionRowComponent:
        super()._generate_underlying(ActionRowComponent)
        row = ActionRowComponent._raw_construct(type=ComponentType.action_row, id=id or self.id, children=[])
        for i in self.children:
            row.children.append(i._generate_underlying())
        return row

    def add_item(self, item: ViewItem) -> Self:
        if not isinstance(item, (Select, Button)):
            raise TypeError(f'expected Select or Button, not {item.__class__!r}')
        if item.row:
            raise ValueError(f'{item.__class__!r}.row is not supported in ActionRow')
        if self.width + item.width > 5:
            raise ValueError(f'Not enough space left on this ActionRow')
        item.parent = self
        self.children.append(item)
        self._add_component_from_item(item)
        return self

    def remove_item(self, item: ViewItem | str | int) -> Self:
        if isinstance(item, (str, int)):
            item = self.get_item(item)
        try:
            self.children.remove(item)
            item.parent = None
        except ValueError:
            pass
        return self

    def get_item(self, id: str | int) -> ViewItem | None:
        if not id:
            return None
        attr = 'id' if isinstance(id, int) else 'custom_id'
        child = find(lambda i: getattr(i, attr, None) == id, self.children)
        return child

    def add_button(self, *, style: ButtonStyle=ButtonStyle.secondary, label: str | None=None, disabled: bool=False, custom_id: str | None=None, url: str | None=None, emoji: str | GuildEmoji | AppEmoji | PartialEmoji | None=None, sku_id: int | None=None, id: int | None=None) -> Self:
        button = Button(style=style, label=label, disabled=disabled, custom_id=custom_id, url=url, emoji=emoji, sku_id=sku_id, id=id)
        return self.add_item(button)

    def add_select(self, select_type: ComponentType=ComponentType.string_select, *, custom_id: str | None=None, placeholder: str | None=None, min_values: int=1, max_values: int=1, options: list[SelectOption] | None=None, channel_types: list[ChannelType] | None=None, disabled: bool=False, id: int | None=None, default_values: Sequence[SelectDefaultValue] | None=None) -> Self:
        select = Select(select_type=select_type, custom_id=custom_id, placeholder=placeholder, min_values=min_values, max_values=max_values, options=options or [], channel_types=channel_types or [], disabled=disabled, id=id, default_values=default_values)
        return self.add_item(select)

    def is_dispatchable(self) -> bool:
        return any((item.is_dispatchable() for item in self.children))

    def is_persistent(self) -> bool:
        return all((item.is_persistent() for item in self.children))

    def refresh_component(self, component: ActionRowComponent) -> None:
        self.underlying = component
        for i, y in enumerate(component.components):
            x = self.children[i]
            x.refresh_component(y)

    def disable_all_items(self, *, exclusions: list[ViewItem] | None=None) -> Self:
        for item in self.walk_items():
            if exclusions is None or item not in exclusions:
                item.disabled = True
        return self

    def enable_all_items(self, *, exclusions: list[ViewItem] | None=None) -> Self:
        for item in self.walk_items():
            if exclusions is None or item not in exclusions:
                item.disabled = False
        return self

    @property
    def width(self):
        t = 0
        for item in self.children:
            t += 1 if item.underlying.type is ComponentType.button else 5
        return t

    def walk_items(self) -> Iterator[ViewItem]:
        yield from self.children

    def to_component_dict(self) -> ActionRowPayload:
        self._underlying = self._generate_underlying()
        return super().to_component_dict()

    @classmethod
    def from_component(cls: type[A], component: ActionRowComponent) -> A:
        from .view import _component_to_item, _walk_all_components
        items = [_component_to_item(c) for c in _walk_all_components(component.components)]
        return cls(*items, id=component.id)
    callback = None
