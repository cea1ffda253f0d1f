# Stand-in of py-cord 2.8.1, discord/ui/text_display.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its
# docstrings, typing-only imports and @overload stubs taken out (same classes, signatures and logic).
from __future__ import annotations
from typing import TYPE_CHECKING, TypeVar
from ..components import TextDisplay as TextDisplayComponent
from ..components import _component_factory
from ..enums import ComponentType
from .item import ModalItem, ViewItem
__all__ = ('TextDisplay',)
T = TypeVar('T', bound='TextDisplay')
V = TypeVar('V', bound='DesignerView', covariant=True)
M = TypeVar('M', bound='DesignerModal', covariant=True)

class TextDisplay(ViewItem[V], ModalItem[M]):
    __item_repr_attributes__: tuple[str, ...] = ('content', 'id')

    def __init__(self, content: str, id: int | None=None):
        super().__init__()
        self._underlying = self._generate_underlying(id=id, content=content)

    def _generate_underlying(self, content: str | None=None, id: int | None=None) -> TextDisplayComponent:
        super()._generate_underlying(TextDisplayComponent)
        return TextDisplayComponent._raw_construct(type=ComponentType.text_display, id=id or self.id, content=content or self.content)

    @property
    def content(self) -> str:
        return self.underlying.content

    @content.setter
    def content(self, value: str) -> None:
        self.underlying.content = value

    def to_component_dict(self) -> TextDisplayComponentPayload:
        return super().to_component_dict()

    def copy_text(self) -> str:
        return self.content

    @classmethod
    def from_component(cls: type[T], component: TextDisplayComponent) -> T:
        return cls(component.content, id=component.id)
    callback = None
