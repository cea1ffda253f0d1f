# Stand-in of py-cord 2.8.1, discord/ui/core.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its
# docstrings, typing-only imports and @overload stubs taken out (same classes, signatures and logic).
# Stand-in changes: no event loop (python3-minimal has no asyncio): _stopped is a plain future
# and timeouts never fire.
from __future__ import annotations
from .. import _standin
import time
from itertools import groupby
from typing import TYPE_CHECKING, Any, Callable
from ..utils import find, get
from .item import Item, ItemCallbackType
__all__ = ('ItemInterface',)

class ItemInterface:

    def __init__(self, *items: Item, timeout: float | None=180.0, store: bool=True):
        self.timeout: float | None = timeout
        self.children: list[Item] = []
        for item in items:
            self.add_item(item)
        self._cancel_callback: Callable[[View], None] | None = None
        self._timeout_expiry: float | None = None
        self._timeout_task = None
        self._stopped = _standin.Future()
        self._store = store

    def __repr__(self) -> str:
        return f'<{self.__class__.__name__} timeout={self.timeout} children={len(self.children)}>'

    async def _timeout_task_impl(self) -> None:
        while True:
            if self.timeout is None:
                return
            if self._timeout_expiry is None:
                return self._dispatch_timeout()
            now = time.monotonic()
            if now >= self._timeout_expiry:
                return self._dispatch_timeout()
            return None

    @property
    def _expires_at(self) -> float | None:
        if self.timeout:
            return time.monotonic() + self.timeout
        return None

    def _dispatch_timeout(self):
        raise NotImplementedError

    def to_components(self) -> list[dict[str, Any]]:
        return [item.to_component_dict() for item in self.children]

    def get_item(self, custom_id: str | int) -> Item | None:
        if not custom_id:
            return None
        attr = 'id' if isinstance(custom_id, int) else 'custom_id'
        child = find(lambda i: getattr(i, attr, None) == custom_id, self.children)
        if not child:
            for i in self.children:
                if hasattr(i, 'get_item'):
                    if (child := i.get_item(custom_id)):
                        return child
        return child

    def add_item(self, item: Item) -> Self:
        raise NotImplementedError

    def remove_item(self, item: Item) -> Self:
        raise NotImplementedError

    def clear_items(self) -> None:
        raise NotImplementedError

    async def on_timeout(self) -> None:
        pass
