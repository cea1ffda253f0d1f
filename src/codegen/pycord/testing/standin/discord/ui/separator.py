# Stand-in of py-cord 2.8.1, discord/ui/separator.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its
# docstrings, typing-only imports and @overload stubs taken out (same classes, signatures and logic).
from __future__ import annotations
from typing import TYPE_CHECKING, TypeVar
from ..components import Separator as SeparatorComponent
from ..components import _component_factory
from ..enums import ComponentType, SeparatorSpacingSize
from .item import ViewItem
__all__ = ('Separator',)
S = TypeVar('S', bound='Separator')
V = TypeVar('V', bound='DesignerView', covariant=True)

class Separator(ViewItem[V]):
    __item_repr_attributes__: tuple[str, ...] = ('divider', 'spacing', 'id')

    def __init__(self, *, divider: bool=True, spacing: SeparatorSpacingSize=SeparatorSpacingSize.small, id: int | None=None):
        super().__init__()
        self._underlying = self._generate_underlying(id=id, divider=divider, spacing=spacing)

    def _generate_underlying(self, divider: bool | None=None, spacing: SeparatorSpacingSize | None=None, id: int | None=None) -> SeparatorComponent:
        super()._generate_underlying(SeparatorComponent)
        return SeparatorComponent._raw_construct(type=ComponentType.separator, id=id or self.id, divider=divider if divider is not None else self.divider, spacing=spacing or self.spacing)

    @property
    def divider(self) -> bool:
        return self.underlying.divider

    @divider.setter
    def divider(self, value: bool) -> None:
        self.underlying.divider = value

    @property
    def spacing(self) -> SeparatorSpacingSize:
        return self.underlying.spacing

    @spacing.setter
    def spacing(self, value: SeparatorSpacingSize) -> None:
        self.underlying.spacing = value

    def to_component_dict(self) -> SeparatorComponentPayload:
        return super().to_component_dict()

    @classmethod
    def from_component(cls: type[S], component: SeparatorComponent) -> S:
        return cls(divider=component.divider, spacing=component.spacing, id=component.id)
    callback = None
