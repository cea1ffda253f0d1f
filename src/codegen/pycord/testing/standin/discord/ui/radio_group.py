# Stand-in of py-cord 2.8.1, discord/ui/radio_group.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its
# docstrings, typing-only imports and @overload stubs taken out (same classes, signatures and logic).
from __future__ import annotations
import os
from typing import TYPE_CHECKING
from typing import Self
from ..components import RadioGroup as RadioGroupComponent
from ..components import RadioGroupOption
from ..enums import ComponentType
from ..utils import MISSING
from .item import ModalItem
__all__ = ('RadioGroup',)

class RadioGroup(ModalItem):
    __item_repr_attributes__: tuple[str, ...] = ('options', 'required', 'custom_id', 'id')

    def __init__(self, *, custom_id: str | None=None, options: list[RadioGroupOption] | None=None, required: bool=True, id: int | None=None):
        super().__init__()
        if custom_id is not None and (not isinstance(custom_id, str)):
            raise TypeError(f'expected custom_id to be str, not {custom_id.__class__.__name__}')
        if not isinstance(required, bool):
            raise TypeError(f'required must be bool not {required.__class__.__name__}')
        custom_id = os.urandom(16).hex() if custom_id is None else custom_id
        self._selected_value: str | None = None
        self._underlying: RadioGroupComponent = self._generate_underlying(custom_id=custom_id, options=[], required=required, id=id)
        if options:
            self.options = options

    def _generate_underlying(self, custom_id: str | None=None, options: list[RadioGroupOption] | None=None, required: bool | None=None, id: int | None=None) -> RadioGroupComponent:
        super()._generate_underlying(RadioGroupComponent)
        return RadioGroupComponent._raw_construct(type=ComponentType.radio_group, custom_id=custom_id or self.custom_id, options=options if options is not None else self.options, required=required if required is not None else self.required, id=id or self.id)

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
    def required(self) -> bool:
        return self.underlying.required

    @required.setter
    def required(self, value: bool):
        if not isinstance(value, bool):
            raise TypeError(f'required must be bool, not {value.__class__.__name__}')
        self.underlying.required = bool(value)

    @property
    def value(self) -> str | None:
        return self._selected_value

    @property
    def options(self) -> list[RadioGroupOption]:
        return self.underlying.options

    @options.setter
    def options(self, value: list[RadioGroupOption]):
        if not isinstance(value, list):
            raise TypeError('options must be a list of RadioGroupOption')
        if not 2 <= len(value) <= 10 and len(value) != 0:
            raise ValueError('you must provide between 2 and 10 options.')
        if not all((isinstance(obj, RadioGroupOption) for obj in value)):
            raise TypeError('all list items must subclass RadioGroupOption')
        if len([o for o in value if o.default]) > 1:
            raise ValueError('only 1 option can be set as default.')
        self.underlying.options = value

    def add_option(self, *, label: str, value: str=MISSING, description: str | None=None, default: bool=False) -> Self:
        option = RadioGroupOption(label=label, value=value, description=description, default=default)
        return self.append_option(option)

    def append_option(self, option: RadioGroupOption) -> Self:
        if len(self.underlying.options) >= 10:
            raise ValueError('maximum number of options already provided')
        self.underlying.options.append(option)
        return self

    def clear_options(self) -> Self:
        self.underlying.options.clear()
        return self

    def to_component_dict(self) -> RadioGroupComponentPayload:
        return self.underlying.to_dict()

    def refresh_state(self, data) -> None:
        self._selected_value = data.get('value', None)

    def refresh_from_modal(self, interaction: Interaction, data: RadioGroupComponentPayload) -> None:
        return self.refresh_state(data)
