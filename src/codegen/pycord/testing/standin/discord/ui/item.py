# Stand-in of py-cord 2.8.1, discord/ui/item.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its
# docstrings, typing-only imports and @overload stubs taken out (same classes, signatures and logic).
from __future__ import annotations
from typing import TYPE_CHECKING, Any, Callable, Coroutine, Generic, TypeVar
from ..interactions import Interaction
__all__ = ('Item', 'ViewItem', 'ModalItem')
from ..utils import warn_deprecated
I = TypeVar('I', bound='Item')
T = TypeVar('T', bound='ItemInterface', covariant=True)
V = TypeVar('V', bound='BaseView', covariant=True)
M = TypeVar('M', bound='BaseModal', covariant=True)
ItemCallbackType = Callable[[Any, I, Interaction], Coroutine[Any, Any, Any]]

class Item(Generic[T]):
    __item_repr_attributes__: tuple[str, ...] = ('id',)

    def __init__(self):
        self._underlying: Component | None = None
        self._provided_custom_id: bool = False
        self.parent: Item | ItemInterface | None = None

    def to_component_dict(self) -> dict[str, Any]:
        if not self.underlying:
            raise NotImplementedError
        return self.underlying.to_dict()

    def refresh_component(self, component: Component) -> None:
        self.underlying = component

    def refresh_state(self, interaction: Interaction) -> None:
        return None

    @classmethod
    def from_component(cls: type[I], component: Component) -> I:
        return cls()

    @property
    def underlying(self) -> Component:
        return self._underlying

    @underlying.setter
    def underlying(self, value: Component) -> None:
        self._underlying = value

    @property
    def type(self) -> ComponentType:
        if not self.underlying:
            raise NotImplementedError
        return self.underlying.type

    def _generate_underlying(self, cls: type[Component]) -> Component:
        if not self._underlying:
            self._underlying = cls._raw_construct()
        return self._underlying

    def is_dispatchable(self) -> bool:
        return False

    def is_storable(self) -> bool:
        return False

    def is_persistent(self) -> bool:
        return not self.is_dispatchable() or self._provided_custom_id

    def copy_text(self) -> str:
        return ''

    def __repr__(self) -> str:
        attrs = ' '.join((f'{key}={getattr(self, key)!r}' for key in self.__item_repr_attributes__))
        return f'<{self.__class__.__name__} {attrs}>'

    @property
    def id(self) -> int | None:
        return self.underlying and self.underlying.id

    @id.setter
    def id(self, value) -> None:
        if not self.underlying:
            return
        self.underlying.id = value

class ViewItem(Item[V]):

    def __init__(self):
        super().__init__()
        self._view: V | None = None
        self.parent: ViewItem | BaseView | None = None

    @property
    def row(self) -> int | None:
        warn_deprecated('Accessing .row from CV2 Items', since='2.7.1', removed='3.0')
        return None

    @row.setter
    def row(self, value: int | None) -> None:
        warn_deprecated('Setting .row on CV2 Items', since='2.7.1', removed='3.0')

    @property
    def width(self) -> int:
        return 1

    @property
    def view(self) -> V | None:
        if self._view:
            return self._view
        if self.parent:
            from .view import BaseView
            if isinstance(self.parent, BaseView):
                return self.parent
            return self.parent.view
        return None

    @view.setter
    def view(self, value: V | None) -> None:
        warn_deprecated('Manually setting .view', since='2.7', removed='3.0')
        self._view = value

    async def callback(self, interaction: Interaction):
        pass

class ModalItem(Item[M]):

    def __init__(self):
        super().__init__()
        self._modal: M | None = None
        self.parent: ModalItem | BaseModal | None = self.modal

    def refresh_from_modal(self, interaction: Interaction, data: dict) -> None:
        return None

    @property
    def modal(self) -> M | None:
        return self._modal

    @modal.setter
    def modal(self, value) -> None:
        self._modal = value
