# Stand-in of py-cord 2.8.1, discord/ui/container.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its
# docstrings, typing-only imports and @overload stubs taken out (same classes, signatures and logic).
from __future__ import annotations
from typing import TYPE_CHECKING, Iterator, TypeVar
from ..colour import Colour
from ..components import Container as ContainerComponent
from ..components import MediaGalleryItem, _component_factory
from ..enums import ComponentType, SeparatorSpacingSize
from ..utils import find, get
from .action_row import ActionRow
from .button import Button
from .file import File
from .item import ItemCallbackType, ViewItem
from .media_gallery import MediaGallery
from .section import Section
from .select import Select
from .separator import Separator
from .text_display import TextDisplay
__all__ = ('Container',)
C = TypeVar('C', bound='Container')
V = TypeVar('V', bound='DesignerView', covariant=True)

class Container(ViewItem[V]):
    __item_repr_attributes__: tuple[str, ...] = ('items', 'colour', 'spoiler', 'id')

    def __init_subclass__(cls) -> None:
        for base in reversed(cls.__mro__):
            for member in base.__dict__.values():
                if hasattr(member, '__discord_ui_model_type__'):
                    raise ValueError('The @button and @select decorators are incompatible with Container. Use ActionRow instead.')

    def __init__(self, *items: ViewItem, colour: int | Colour | None=None, color: int | Colour | None=None, spoiler: bool=False, id: int | None=None):
        super().__init__()
        self.items: list[ViewItem] = []
        self._underlying = self._generate_underlying(id=id, accent_color=colour or color, spoiler=spoiler)
        for i in items:
            self.add_item(i)

    def _add_component_from_item(self, item: ViewItem):
        self.underlying.components.append(item._generate_underlying())

    def _set_components(self, items: list[ViewItem]):
        self.underlying.components.clear()
        for item in items:
            self._add_component_from_item(item)

    def _generate_underlying(self, accent_color: int | Colour | None=None, spoiler: bool | None=None, id: int | None=None) -> ContainerComponent:
        super()._generate_underlying(ContainerComponent)
        container = ContainerComponent._raw_construct(type=ComponentType.container, id=id or self.id, components=[], accent_color=Colour.resolve_value(accent_color or self.colour), spoiler=spoiler if spoiler is not None else self.spoiler)
        for i in self.items:
            container.components.append(i._generate_underlying())
        return container

    def add_item(self, item: ViewItem) -> Self:
        if not isinstance(item, ViewItem):
            raise TypeError(f'expected ViewItem not {item.__class__!r}')
        if isinstance(item, (Button, Select)):
            raise TypeError(f'{item.__class__!r} cannot be added directly. Use ActionRow instead.')
        item.parent = self
        self.items.append(item)
        self._add_component_from_item(item)
        return self

    def remove_item(self, item: ViewItem | str | int) -> Self:
        if isinstance(item, (str, int)):
            item = self.get_item(item)
        try:
            if item.parent is self:
                self.items.remove(item)
                item.parent = None
            else:
                item.parent.remove_item(item)
        except ValueError:
            pass
        return self

    def get_item(self, id: str | int) -> ViewItem | None:
        if not id:
            return None
        attr = 'id' if isinstance(id, int) else 'custom_id'
        child = find(lambda i: getattr(i, attr, None) == id, self.items)
        if not child:
            for i in self.items:
                if hasattr(i, 'get_item'):
                    if (child := i.get_item(id)):
                        return child
        return child

    def add_row(self, *items: ViewItem, id: int | None=None) -> Self:
        row = ActionRow(*items, id=id)
        return self.add_item(row)

    def add_section(self, *items: ViewItem, accessory: ViewItem, id: int | None=None) -> Self:
        section = Section(*items, accessory=accessory, id=id)
        return self.add_item(section)

    def add_text(self, content: str, id: int | None=None) -> Self:
        text = TextDisplay(content, id=id)
        return self.add_item(text)

    def add_gallery(self, *items: MediaGalleryItem, id: int | None=None) -> Self:
        g = MediaGallery(*items, id=id)
        return self.add_item(g)

    def add_file(self, url: str, spoiler: bool=False, id: int | None=None) -> Self:
        f = File(url, spoiler=spoiler, id=id)
        return self.add_item(f)

    def add_separator(self, *, divider: bool=True, spacing: SeparatorSpacingSize=SeparatorSpacingSize.small, id: int | None=None) -> Self:
        s = Separator(divider=divider, spacing=spacing, id=id)
        return self.add_item(s)

    def copy_text(self) -> str:
        return '\n'.join((t for i in self.items if (t := i.copy_text())))

    @property
    def spoiler(self) -> bool:
        return self.underlying.spoiler

    @spoiler.setter
    def spoiler(self, spoiler: bool) -> None:
        self.underlying.spoiler = spoiler

    @property
    def colour(self) -> Colour | None:
        return self.underlying.accent_color

    @colour.setter
    def colour(self, value: int | Colour | None):
        self.underlying.accent_color = Colour.resolve_value(value)
    color = colour

    def is_dispatchable(self) -> bool:
        return any((item.is_dispatchable() for item in self.items))

    def is_persistent(self) -> bool:
        return all((item.is_persistent() for item in self.items))

    def refresh_component(self, component: ContainerComponent) -> None:
        self.underlying = component
        i = 0
        for y in component.components:
            x = self.items[i]
            x.refresh_component(y)
            i += 1

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
        for item in self.items:
            if hasattr(item, 'walk_items'):
                yield from item.walk_items()
            else:
                yield item

    def to_component_dict(self) -> ContainerComponentPayload:
        self._underlying = self._generate_underlying()
        return super().to_component_dict()

    @classmethod
    def from_component(cls: type[C], component: ContainerComponent) -> C:
        from .view import _component_to_item
        items = [_component_to_item(c) for c in component.components]
        return cls(*items, colour=component.accent_color, spoiler=component.spoiler, id=component.id)
    callback = None
