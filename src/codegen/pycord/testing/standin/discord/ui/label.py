# Stand-in of py-cord 2.8.1, discord/ui/label.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its
# docstrings, typing-only imports and @overload stubs taken out (same classes, signatures and logic).
from __future__ import annotations
from collections.abc import Sequence
from typing import TYPE_CHECKING, Iterator, Literal, TypeVar, overload
from ..components import CheckboxGroupOption
from ..components import Label as LabelComponent
from ..components import RadioGroupOption, SelectDefaultValue, SelectOption, _component_factory
from ..enums import ButtonStyle, ChannelType, ComponentType, InputTextStyle
from ..utils import find, get
from .button import Button
from .checkbox import Checkbox
from .checkbox_group import CheckboxGroup
from .file_upload import FileUpload
from .input_text import InputText
from .item import ItemCallbackType, ModalItem
from .radio_group import RadioGroup
from .select import Select
__all__ = ('Label',)
L = TypeVar('L', bound='Label')
M = TypeVar('M', bound='DesignerModal', covariant=True)

class Label(ModalItem[M]):
    __item_repr_attributes__: tuple[str, ...] = ('item', 'id', 'label', 'description')

    def __init__(self, label: str, item: ModalItem=None, *, description: str | None=None, id: int | None=None):
        super().__init__()
        self.item: ModalItem = None
        self._underlying = self._generate_underlying(id=id, label=label, description=description)
        if item:
            self.set_item(item)

    @ModalItem.modal.setter
    def modal(self, value):
        self._modal = value
        if self.item:
            self.item.modal = value

    def _set_component_from_item(self, item: ModalItem):
        self.underlying.component = item._generate_underlying()

    def _generate_underlying(self, label: str | None=None, description: str | None=None, id: int | None=None) -> LabelComponent:
        super()._generate_underlying(LabelComponent)
        label = LabelComponent._raw_construct(type=ComponentType.label, id=id or self.id, component=None, label=label or self.label, description=description or self.description)
        if self.item:
            label.component = self.item._generate_underlying()
        return label

    def set_item(self, item: ModalItem) -> Self:
        if not isinstance(item, ModalItem):
            raise TypeError(f'expected ModalItem not {item.__class__!r}')
        if isinstance(item, InputText) and item.label:
            raise ValueError(f'InputText.label cannot be set inside Label')
        if self.modal:
            item.modal = self.modal
        item.parent = self
        self.item = item
        self._set_component_from_item(item)
        return self

    def get_item(self, id: str | int) -> ModalItem | None:
        if not id:
            return None
        attr = 'id' if isinstance(id, int) else 'custom_id'
        if getattr(self.item, attr, None) != id:
            return None
        return self.item

    def set_input_text(self, *, style: InputTextStyle=InputTextStyle.short, custom_id: str | None=None, placeholder: str | None=None, min_length: int | None=None, max_length: int | None=None, required: bool | None=True, value: str | None=None, id: int | None=None) -> Self:
        text = InputText(style=style, custom_id=custom_id, placeholder=placeholder, min_length=min_length, max_length=max_length, required=required, value=value, id=id)
        return self.set_item(text)

    def set_select(self, select_type: ComponentType=ComponentType.string_select, *, custom_id: str | None=None, placeholder: str | None=None, min_values: int=1, max_values: int=1, options: list[SelectOption] | None=None, channel_types: list[ChannelType] | None=None, required: bool=True, id: int | None=None, default_values: Sequence[SelectDefaultValue] | None=None) -> Self:
        select = Select(select_type=select_type, custom_id=custom_id, placeholder=placeholder, min_values=min_values, max_values=max_values, options=options or [], channel_types=channel_types or [], required=required, id=id, default_values=default_values)
        return self.set_item(select)

    def set_file_upload(self, *, custom_id: str | None=None, min_values: int | None=None, max_values: int | None=None, required: bool | None=True, id: int | None=None) -> Self:
        upload = FileUpload(custom_id=custom_id, min_values=min_values, max_values=max_values, required=required, id=id)
        return self.set_item(upload)

    def set_radio_group(self, *, custom_id: str | None=None, options: list[RadioGroupOption] | None=None, required: bool | None=True, id: int | None=None) -> Self:
        radio = RadioGroup(custom_id=custom_id, option=options, required=required, id=id)
        return self.set_item(radio)

    def set_checkbox_group(self, *, custom_id: str | None=None, options: list[CheckboxGroupOption] | None=None, min_values: int | None=None, max_values: int | None=None, required: bool | None=True, id: int | None=None) -> Self:
        checkboxes = CheckboxGroup(custom_id=custom_id, option=options, min_values=min_values, max_values=max_values, required=required, id=id)
        return self.set_item(checkboxes)

    def set_checkbox(self, *, custom_id: str | None=None, default: bool | None=False, id: int | None=None) -> Self:
        checkbox = Checkbox(custom_id=custom_id, default=default, id=id)
        return self.set_item(checkbox)

    @property
    def label(self) -> str:
        return self.underlying.label

    @label.setter
    def label(self, value: str) -> None:
        self.underlying.label = value

    @property
    def description(self) -> str | None:
        return self.underlying.description

    @description.setter
    def description(self, value: str | None) -> None:
        self.underlying.description = value

    def is_dispatchable(self) -> bool:
        return self.item.is_dispatchable()

    def is_persistent(self) -> bool:
        return self.item.is_persistent()

    def refresh_component(self, component: LabelComponent) -> None:
        self.underlying = component
        self.item.refresh_component(component.component)

    def walk_items(self) -> Iterator[ModalItem]:
        yield from [self.item]

    def to_component_dict(self) -> LabelComponentPayload:
        self._set_component_from_item(self.item)
        return super().to_component_dict()

    def refresh_from_modal(self, interaction: Interaction, data: LabelComponentPayload) -> None:
        return self.item.refresh_from_modal(interaction, data.get('component', {}))

    @classmethod
    def from_component(cls: type[L], component: LabelComponent) -> L:
        from .view import _component_to_item
        item = _component_to_item(component.component)
        return cls(label=component.label, item=item, id=component.id, description=component.description)
