# Stand-in of py-cord 2.8.1, discord/ui/file.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its
# docstrings, typing-only imports and @overload stubs taken out (same classes, signatures and logic).
# Stand-in change: urllib is not in python3-minimal; from_component splits the URL itself.
from __future__ import annotations
from typing import TYPE_CHECKING, TypeVar
from ..components import FileComponent, UnfurledMediaItem, _component_factory
from ..enums import ComponentType
from .item import ViewItem
__all__ = ('File',)
F = TypeVar('F', bound='File')
V = TypeVar('V', bound='DesignerView', covariant=True)

class File(ViewItem[V]):
    __item_repr_attributes__: tuple[str, ...] = ('file', 'spoiler', 'id')

    def __init__(self, url: str, *, spoiler: bool=False, id: int | None=None):
        super().__init__()
        file = UnfurledMediaItem(url)
        self._underlying = self._generate_underlying(id=id, file=file, spoiler=spoiler)

    def _generate_underlying(self, file: UnfurledMediaItem | None=None, spoiler: bool | None=None, id: int | None=None) -> FileComponent:
        super()._generate_underlying(FileComponent)
        return FileComponent._raw_construct(type=ComponentType.file, id=id or self.id, file=file or self.file, spoiler=spoiler if spoiler is not None else self.spoiler)

    @property
    def file(self) -> UnfurledMediaItem:
        return self.underlying.file

    @file.setter
    def file(self, value: UnfurledMediaItem) -> None:
        self.underlying.file = value

    @property
    def url(self) -> str:
        return self.underlying.file and self.underlying.file.url

    @url.setter
    def url(self, value: str) -> None:
        self.underlying.file.url = value

    @property
    def spoiler(self) -> bool:
        return self.underlying.spoiler

    @spoiler.setter
    def spoiler(self, spoiler: bool) -> None:
        self.underlying.spoiler = spoiler

    @property
    def name(self) -> str | None:
        return self.underlying.name

    @property
    def size(self) -> int | None:
        return self.underlying.size

    def refresh_component(self, component: FileComponent) -> None:
        original = self.underlying.file
        component.file._static_url = original._static_url
        self.underlying = component

    def to_component_dict(self) -> FileComponentPayload:
        return super().to_component_dict()

    @classmethod
    def from_component(cls: type[F], component: FileComponent) -> F:
        url = component.file and component.file.url
        if not url.startswith('attachment://'):
            url = 'attachment://' + url.split('?', 1)[0].rsplit('/', 1)[-1]
        return cls(url, spoiler=component.spoiler, id=component.id)
    callback = None
