# Stand-in of py-cord 2.8.1, discord/ui/checkbox.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its
# docstrings, typing-only imports and @overload stubs taken out (same classes, signatures and logic).
from __future__ import annotations
import os
from typing import TYPE_CHECKING
from ..components import Checkbox as CheckboxComponent
from ..enums import ComponentType
from .item import ModalItem
__all__ = ('Checkbox',)

class Checkbox(ModalItem):
    __item_repr_attributes__: tuple[str, ...] = ('default', 'custom_id', 'id')

    def __init__(self, *, custom_id: str | None=None, default: bool=False, id: int | None=None):
        super().__init__()
        if custom_id is not None and (not isinstance(custom_id, str)):
            raise TypeError(f'expected custom_id to be str, not {custom_id.__class__.__name__}')
        if not isinstance(default, bool):
            raise TypeError(f'default must be bool, not {default.__class__.__name__}')
        custom_id = os.urandom(16).hex() if custom_id is None else custom_id
        self._value: bool | None = None
        self._underlying: CheckboxComponent = self._generate_underlying(custom_id=custom_id, default=default, id=id)

    def _generate_underlying(self, custom_id: str | None=None, default: bool | None=None, id: int | None=None) -> CheckboxComponent:
        super()._generate_underlying(CheckboxComponent)
        return CheckboxComponent._raw_construct(type=ComponentType.checkbox, custom_id=custom_id or self.custom_id, default=default if default is not None else self.default, id=id or self.id)

    @property
    def custom_id(self) -> str:
        return self.underlying.custom_id

    @custom_id.setter
    def custom_id(self, value: str):
        if not isinstance(value, str):
            raise TypeError(f'custom_id must be str not {value.__class__.__name__}')
        if len(value) > 100:
            raise ValueError('custom_id must be 100 characters or fewer')
        self.underlying.custom_id = value

    @property
    def default(self) -> bool:
        return self.underlying.default

    @default.setter
    def default(self, value: bool):
        if not isinstance(value, bool):
            raise TypeError(f'default must be bool, not {value.__class__.__name__}')
        self.underlying.default = bool(value)

    @property
    def value(self) -> bool | None:
        return self._value

    def to_component_dict(self) -> CheckboxComponentPayload:
        return self.underlying.to_dict()

    def refresh_state(self, data) -> None:
        self._value = data.get('value', None)

    def refresh_from_modal(self, interaction: Interaction, data: CheckboxComponentPayload) -> None:
        return self.refresh_state(data)
