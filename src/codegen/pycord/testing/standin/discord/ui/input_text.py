# Stand-in of py-cord 2.8.1, discord/ui/input_text.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its
# docstrings, typing-only imports and @overload stubs taken out (same classes, signatures and logic).
from __future__ import annotations
import os
from typing import TYPE_CHECKING
from ..components import InputText as InputTextComponent
from ..enums import ComponentType, InputTextStyle
from .item import ModalItem
__all__ = ('InputText', 'TextInput')

class InputText(ModalItem):
    __item_repr_attributes__: tuple[str, ...] = ('label', 'placeholder', 'value', 'required', 'style', 'min_length', 'max_length', 'custom_id', 'id')

    def __init__(self, *, style: InputTextStyle=InputTextStyle.short, custom_id: str | None=None, label: str | None=None, placeholder: str | None=None, min_length: int | None=None, max_length: int | None=None, required: bool | None=True, value: str | None=None, row: int | None=None, id: int | None=None):
        super().__init__()
        if label and len(str(label)) > 45:
            raise ValueError('label must be 45 characters or fewer')
        if min_length and (min_length < 0 or min_length > 4000):
            raise ValueError('min_length must be between 0 and 4000')
        if max_length and (max_length < 0 or max_length > 4000):
            raise ValueError('max_length must be between 1 and 4000')
        if value and len(str(value)) > 4000:
            raise ValueError('value must be 4000 characters or fewer')
        if placeholder and len(str(placeholder)) > 100:
            raise ValueError('placeholder must be 100 characters or fewer')
        if not isinstance(custom_id, str) and custom_id is not None:
            raise TypeError(f'expected custom_id to be str, not {custom_id.__class__.__name__}')
        custom_id = os.urandom(16).hex() if custom_id is None else custom_id
        self._input_value = False
        self.row = row
        self._rendered_row: int | None = None
        self._underlying = self._generate_underlying(style=style, custom_id=custom_id, label=label, placeholder=placeholder, min_length=min_length, max_length=max_length, required=required, value=value, id=id)

    def _generate_underlying(self, style: InputTextStyle | None=None, custom_id: str | None=None, label: str | None=None, placeholder: str | None=None, min_length: int | None=None, max_length: int | None=None, required: bool | None=None, value: str | None=None, id: int | None=None) -> InputTextComponent:
        super()._generate_underlying(InputTextComponent)
        return InputTextComponent._raw_construct(type=ComponentType.input_text, style=style or self.style, custom_id=custom_id or self.custom_id, label=label or self.label, placeholder=placeholder or self.placeholder, min_length=min_length if min_length is not None else self.min_length, max_length=max_length if max_length is not None else self.max_length, required=required if required is not None else self.required, value=value or self.value, id=id or self.id)

    @property
    def style(self) -> InputTextStyle:
        return self.underlying.style

    @style.setter
    def style(self, value: InputTextStyle):
        if not isinstance(value, InputTextStyle):
            raise TypeError(f'style must be of type InputTextStyle not {value.__class__.__name__}')
        self.underlying.style = value

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
    def label(self) -> str:
        return self.underlying.label

    @label.setter
    def label(self, value: str):
        if not isinstance(value, str):
            raise TypeError(f'label should be str not {value.__class__.__name__}')
        if len(value) > 45:
            raise ValueError('label must be 45 characters or fewer')
        self.underlying.label = value

    @property
    def placeholder(self) -> str | None:
        return self.underlying.placeholder

    @placeholder.setter
    def placeholder(self, value: str | None):
        if value and (not isinstance(value, str)):
            raise TypeError(f'placeholder must be None or str not {value.__class__.__name__}')
        if value and len(value) > 100:
            raise ValueError('placeholder must be 100 characters or fewer')
        self.underlying.placeholder = value

    @property
    def min_length(self) -> int | None:
        return self.underlying.min_length

    @min_length.setter
    def min_length(self, value: int | None):
        if value and (not isinstance(value, int)):
            raise TypeError(f'min_length must be None or int not {value.__class__.__name__}')
        if value and (value < 0 or value) > 4000:
            raise ValueError('min_length must be between 0 and 4000')
        self.underlying.min_length = value

    @property
    def max_length(self) -> int | None:
        return self.underlying.max_length

    @max_length.setter
    def max_length(self, value: int | None):
        if value and (not isinstance(value, int)):
            raise TypeError(f'min_length must be None or int not {value.__class__.__name__}')
        if value and (value <= 0 or value > 4000):
            raise ValueError('max_length must be between 1 and 4000')
        self.underlying.max_length = value

    @property
    def required(self) -> bool | None:
        return self.underlying.required

    @required.setter
    def required(self, value: bool | None):
        if not isinstance(value, bool):
            raise TypeError(f'required must be bool not {value.__class__.__name__}')
        self.underlying.required = bool(value)

    @property
    def value(self) -> str | None:
        if self._input_value is not False:
            return self._input_value
        return self.underlying.value

    @value.setter
    def value(self, value: str | None):
        if value and (not isinstance(value, str)):
            raise TypeError(f'value must be None or str not {value.__class__.__name__}')
        if value and len(str(value)) > 4000:
            raise ValueError('value must be 4000 characters or fewer')
        self.underlying.value = value

    @property
    def width(self) -> int:
        return 5

    def to_component_dict(self) -> InputTextComponentPayload:
        return super().to_component_dict()

    def refresh_state(self, data) -> None:
        self._input_value = data.get('value', None)

    def refresh_from_modal(self, interaction: Interaction, data: InputTextComponentPayload) -> None:
        return self.refresh_state(data)

    @classmethod
    def from_component(cls: type[InputText], component: InputTextComponent) -> InputText:
        return cls(style=component.style, custom_id=component.custom_id, label=component.label, placeholder=component.placeholder, min_length=component.min_length, max_length=component.max_length, required=component.required, value=component.value, id=component.id)
TextInput = InputText
