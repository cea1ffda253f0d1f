# Stand-in of py-cord 2.8.1, discord/ui/media_gallery.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its
# docstrings, typing-only imports and @overload stubs taken out (same classes, signatures and logic).
from __future__ import annotations
from typing import TYPE_CHECKING, TypeVar
from ..components import MediaGallery as MediaGalleryComponent
from ..components import MediaGalleryItem
from ..enums import ComponentType
from .item import ViewItem
__all__ = ('MediaGallery',)
M = TypeVar('M', bound='MediaGallery')
V = TypeVar('V', bound='DesignerView', covariant=True)

class MediaGallery(ViewItem[V]):
    __item_repr_attributes__: tuple[str, ...] = ('items', 'id')

    def __init__(self, *items: MediaGalleryItem, id: int | None=None):
        super().__init__()
        self._underlying = self._generate_underlying(id=id, items=items)

    def _generate_underlying(self, id: int | None=None, items: list[MediaGalleryItem] | None=None) -> MediaGalleryComponent:
        super()._generate_underlying(MediaGalleryComponent)
        return MediaGalleryComponent._raw_construct(type=ComponentType.media_gallery, id=id or self.id, items=[i for i in items] if items else [i for i in self.items or []])

    @property
    def items(self) -> list[MediaGalleryItem]:
        return self.underlying.items

    @items.setter
    def items(self, value: list[MediaGalleryItem]) -> None:
        if len(value) > 10:
            raise ValueError('may not set more than 10 items in a gallery.')
        if not all((isinstance(i, MediaGalleryItem) for i in value)):
            raise TypeError(f'items must be a list of MediaGalleryItem.')
        self.underlying.items = value

    def append_item(self, item: MediaGalleryItem) -> Self:
        if len(self.items) >= 10:
            raise ValueError('maximum number of items exceeded')
        if not isinstance(item, MediaGalleryItem):
            raise TypeError(f'expected MediaGalleryItem not {item.__class__!r}')
        self.underlying.items.append(item)
        return self

    def add_item(self, url: str, *, description: str=None, spoiler: bool=False) -> Self:
        if len(self.items) >= 10:
            raise ValueError('maximum number of items exceeded')
        item = MediaGalleryItem(url, description=description, spoiler=spoiler)
        return self.append_item(item)

    def remove_item(self, index: int) -> Self:
        try:
            self.items.pop(index)
        except IndexError:
            pass
        return self

    def to_component_dict(self) -> MediaGalleryComponentPayload:
        self._underlying = self._generate_underlying()
        return super().to_component_dict()

    @classmethod
    def from_component(cls: type[M], component: MediaGalleryComponent) -> M:
        return cls(*component.items, id=component.id)
    callback = None
