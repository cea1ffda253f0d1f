# Stand-in of py-cord 2.8.1, discord/ui/section.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its
# docstrings, typing-only imports and @overload stubs taken out (same classes, signatures and logic).
from __future__ import annotations
from functools import partial
from typing import TYPE_CHECKING, ClassVar, Iterator, TypeVar
from ..components import Section as SectionComponent
from ..components import _component_factory
from ..enums import ComponentType
from ..utils import find, get
from .button import Button
from .item import ItemCallbackType, ViewItem
from .text_display import TextDisplay
from .thumbnail import Thumbnail
__all__ = ('Section',)
S = TypeVar('S', bound='Section')
V = TypeVar('V', bound='DesignerView', covariant=True)

class Section(ViewItem[V]):
    __item_repr_attributes__: tuple[str, ...] = ('items', 'accessory', 'id')
    __section_accessory_item__: ClassVar[ItemCallbackType] = []

    def __init_subclass__(cls) -> None:
        accessory: list[ItemCallbackType] = []
        for base in reversed(cls.__mro__):
            for member in base.__dict__.values():
                if hasattr(member, '__discord_ui_model_type__'):
                    accessory.append(member)
        cls.__section_accessory_item__ = accessory

    def __init__(self, *items: ViewItem, accessory: ViewItem=None, id: int | None=None):
        super().__init__()
        self.items: list[ViewItem] = []
        self.accessory: ViewItem | None = None
        self._underlying = self._generate_underlying(id=id)
        for func in self.__section_accessory_item__:
            item: ViewItem = func.__discord_ui_model_type__(**func.__discord_ui_model_kwargs__)
            item.callback = partial(func, self, item)
            self.set_accessory(item)
            setattr(self, func.__name__, item)
        if accessory:
            self.set_accessory(accessory)
        for i in items:
            self.add_item(i)

    def _add_component_from_item(self, item: ViewItem):
        self.underlying.components.append(item.underlying)

    def _set_components(self, items: list[ViewItem]):
        self.underlying.components.clear()
        for item in items:
            self._add_component_from_item(item)

    def _generate_underlying(self, id: int | None=None) -> SectionComponent:
        super()._generate_underlying(SectionComponent)
        section = SectionComponent._raw_construct(type=ComponentType.section, id=id or self.id, components=[], accessory=None)
        for i in self.items:
            section.components.append(i._generate_underlying())
        if self.accessory:
            section.accessory = self.accessory._generate_underlying()
        return section

    def add_item(self, item: ViewItem) -> Self:
        if len(self.items) >= 3:
            raise ValueError('maximum number of children exceeded')
        if not isinstance(item, ViewItem):
            raise TypeError(f'expected ViewItem not {item.__class__!r}')
        item.parent = self
        self.items.append(item)
        self._add_component_from_item(item)
        return self

    def remove_item(self, item: ViewItem | str | int) -> Self:
        if isinstance(item, (str, int)):
            item = self.get_item(item)
        try:
            if item is self.accessory:
                self.accessory = None
            else:
                self.items.remove(item)
            item.parent = None
        except ValueError:
            pass
        return self

    def get_item(self, id: int | str) -> ViewItem | None:
        if not id:
            return None
        attr = 'id' if isinstance(id, int) else 'custom_id'
        if self.accessory and id == getattr(self.accessory, attr, None):
            return self.accessory
        child = find(lambda i: getattr(i, attr, None) == id, self.items)
        return child

    def add_text(self, content: str, *, id: int | None=None) -> Self:
        if len(self.items) >= 3:
            raise ValueError('maximum number of children exceeded')
        text = TextDisplay(content, id=id)
        return self.add_item(text)

    def set_accessory(self, item: ViewItem) -> Self:
        if not isinstance(item, ViewItem):
            raise TypeError(f'expected ViewItem not {item.__class__!r}')
        item.parent = self
        self.accessory = item
        self.underlying.accessory = item._generate_underlying()
        return self

    def set_thumbnail(self, url: str, *, description: str | None=None, spoiler: bool=False, id: int | None=None) -> Self:
        thumbnail = Thumbnail(url, description=description, spoiler=spoiler, id=id)
        return self.set_accessory(thumbnail)

    def copy_text(self) -> str:
        return '\n'.join((t for i in self.items if (t := i.copy_text())))

    def is_dispatchable(self) -> bool:
        return self.accessory and self.accessory.is_dispatchable()

    def is_persistent(self) -> bool:
        if not isinstance(self.accessory, Button):
            return True
        return self.accessory.is_persistent()

    def refresh_component(self, component: SectionComponent) -> None:
        self.underlying = component
        for x, y in zip(self.items, component.components):
            x.refresh_component(y)
        if self.accessory and component.accessory:
            self.accessory.refresh_component(component.accessory)

    def disable_all_items(self, *, exclusions: list[ViewItem] | None=None) -> Self:
        for item in self.walk_items():
            if hasattr(item, 'disabled') and (exclusions is None or item not in exclusions):
                item.disabled = True
        return self

    def enable_all_items(self, *, exclusions: list[ViewItem] | None=None) -> Self:
        for item in self.walk_items():
            if hasattr(item, 'disabled') and (exclusions is None or item not in exclusions):
                item.disabled = False
        return self

    def walk_items(self) -> Iterator[ViewItem]:
        r = self.items
        if self.accessory:
            yield from (r + [self.accessory])
        else:
            yield from r

    def to_component_dict(self) -> SectionComponentPayload:
        self._underlying = self._generate_underlying()
        return super().to_component_dict()

    @classmethod
    def from_component(cls: type[S], component: SectionComponent) -> S:
        from .view import _component_to_item
        items = [_component_to_item(c) for c in component.components]
        accessory = _component_to_item(component.accessory)
        return cls(*items, accessory=accessory, id=component.id)
    callback = None
