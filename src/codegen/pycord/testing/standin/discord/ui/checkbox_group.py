# Stand-in of py-cord 2.8.1, discord/ui/checkbox_group.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its
# docstrings, typing-only imports and @overload stubs taken out (same classes, signatures and logic).
from __future__ import annotations
import os
from typing import TYPE_CHECKING
from typing import Self
from ..components import CheckboxGroup as CheckboxGroupComponent
from ..components import CheckboxGroupOption
from ..enums import ComponentType
from ..utils import MISSING
from .item import ModalItem
__all__ = ('CheckboxGroup',)

class CheckboxGroup(ModalItem):
    __item_repr_attributes__: tuple[str, ...] = ('options', 'required', 'min_values', 'max_values', 'custom_id', 'id')

    def __init__(self, *, custom_id: str | None=None, options: list[CheckboxGroupOption] | None=None, min_values: int | None=None, max_values: int | None=None, required: bool=True, id: int | None=None):
        super().__init__()
        if min_values and (min_values < 0 or min_values > 10):
            raise ValueError('min_values must be between 0 and 10')
        if max_values and (max_values < 1 or max_values > 10):
            raise ValueError('max_values must be between 1 and 10')
        if custom_id is not None and (not isinstance(custom_id, str)):
            raise TypeError(f'expected custom_id to be str, not {custom_id.__class__.__name__}')
        if not isinstance(required, bool):
            raise TypeError(f'required must be bool not {required.__class__.__name__}')
        custom_id = os.urandom(16).hex() if custom_id is None else custom_id
        self._selected_values: list[str] | None = None
        self._underlying: CheckboxGroupComponent = self._generate_underlying(custom_id=custom_id, options=[], min_values=min_values, max_values=max_values, required=required, id=id)
        if options:
            self.options = options

    def _generate_underlying(self, custom_id: str | None=None, options: list[CheckboxGroupOption] | None=None, min_values: int | None=None, max_values: int | None=None, required: bool | None=None, id: int | None=None) -> CheckboxGroupComponent:
        super()._generate_underlying(CheckboxGroupComponent)
        return CheckboxGroupComponent._raw_construct(type=ComponentType.checkbox_group, custom_id=custom_id or self.custom_id, options=options if options is not None else self.options, min_values=min_values if min_values is not None else self.min_values, max_values=max_values if max_values is not None else self.max_values, required=required if required is not None else self.required, id=id or self.id)

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
    def min_values(self) -> int | None:
        return self.underlying.min_values

    @min_values.setter
    def min_values(self, value: int | None):
        if value and (not isinstance(value, int)):
            raise TypeError(f'min_values must be None or int not {value.__class__.__name__}')
        if value and (value < 0 or value > 10):
            raise ValueError('min_values must be between 0 and 10')
        self.underlying.min_values = value

    @property
    def max_values(self) -> int | None:
        return self.underlying.max_values

    @max_values.setter
    def max_values(self, value: int | None):
        if value and (not isinstance(value, int)):
            raise TypeError(f'max_values must be None or int not {value.__class__.__name__}')
        if value and (value < 1 or value > 10):
            raise ValueError('max_values must be between 1 and 10')
        self.underlying.max_values = value

    @property
    def required(self) -> bool:
        return self.underlying.required

    @required.setter
    def required(self, value: bool):
        if not isinstance(value, bool):
            raise TypeError(f'required must be bool, not {value.__class__.__name__}')
        self.underlying.required = bool(value)

    @property
    def values(self) -> list[str] | None:
        return self._selected_values

    @property
    def options(self) -> list[CheckboxGroupOption]:
        return self.underlying.options

    @options.setter
    def options(self, value: list[CheckboxGroupOption]):
        if not isinstance(value, list):
            raise TypeError('options must be a list of CheckboxGroupOption')
        if len(value) > 10:
            raise ValueError('you may only provide up to 10 options.')
        if not all((isinstance(obj, CheckboxGroupOption) for obj in value)):
            raise TypeError('all list items must subclass CheckboxGroupOption')
        self.underlying.options = value

    def add_option(self, *, label: str, value: str=MISSING, description: str | None=None, default: bool=False) -> Self:
        option = CheckboxGroupOption(label=label, value=value, description=description, default=default)
        return self.append_option(option)

    def append_option(self, option: CheckboxGroupOption) -> Self:
        if len(self.underlying.options) >= 10:
            raise ValueError('maximum number of options already provided')
        self.underlying.options.append(option)
        return self

    def clear_options(self) -> Self:
        self.underlying.options.clear()
        return self

    def to_component_dict(self) -> CheckboxGroupComponentPayload:
        return self.underlying.to_dict()

    def refresh_state(self, data) -> None:
        self._selected_values = data.get('values', [])

    def refresh_from_modal(self, interaction: Interaction, data: CheckboxGroupComponentPayload) -> None:
        return self.refresh_state(data)
