# Stand-in of py-cord 2.8.1, discord/ui/thumbnail.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its
# docstrings, typing-only imports and @overload stubs taken out (same classes, signatures and logic).
from __future__ import annotations
from typing import TYPE_CHECKING, TypeVar
from ..components import Thumbnail as ThumbnailComponent
from ..components import UnfurledMediaItem, _component_factory
from ..enums import ComponentType
from .item import ViewItem
__all__ = ('Thumbnail',)
T = TypeVar('T', bound='Thumbnail')
V = TypeVar('V', bound='DesignerView', covariant=True)

class Thumbnail(ViewItem[V]):
    __item_repr_attributes__: tuple[str, ...] = ('url', 'description', 'spoiler', 'id')

    def __init__(self, url: str, *, description: str=None, spoiler: bool=False, id: int=None):
        super().__init__()
        media = UnfurledMediaItem(url)
        self._underlying = self._generate_underlying(id=id, media=media, description=description, spoiler=spoiler)

    def _generate_underlying(self, media: UnfurledMediaItem | None=None, description: str | None=None, spoiler: bool | None=False, id: int | None=None) -> ThumbnailComponent:
        super()._generate_underlying(ThumbnailComponent)
        return ThumbnailComponent._raw_construct(type=ComponentType.thumbnail, id=id or self.id, media=media or self.media, description=description or self.description, spoiler=spoiler if spoiler is not None else self.spoiler)

    @property
    def media(self) -> UnfurledMediaItem:
        return self.underlying.media

    @media.setter
    def media(self, value: UnfurledMediaItem) -> None:
        self.underlying.media = value

    @property
    def url(self) -> str:
        return self.underlying.media and self.underlying.media.url

    @url.setter
    def url(self, value: str) -> None:
        self.underlying.media.url = value

    @property
    def description(self) -> str | None:
        return self.underlying.description

    @description.setter
    def description(self, description: str | None) -> None:
        self.underlying.description = description

    @property
    def spoiler(self) -> bool:
        return self.underlying.spoiler

    @spoiler.setter
    def spoiler(self, spoiler: bool) -> None:
        self.underlying.spoiler = spoiler

    def to_component_dict(self) -> ThumbnailComponentPayload:
        return super().to_component_dict()

    @classmethod
    def from_component(cls: type[T], component: ThumbnailComponent) -> T:
        return cls(component.media and component.media.url, description=component.description, spoiler=component.spoiler, id=component.id)
    callback = None
