# Stand-in of py-cord 2.8.1, discord/ui/view.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its
# docstrings, typing-only imports and @overload stubs taken out (same classes, signatures and logic).
# Stand-in changes: an item's callback runs at once (driven without asyncio) instead of as a task;
# timeouts never fire.
from __future__ import annotations
from .. import _standin
import contextlib
import logging
import os
import sys
import time
from functools import partial
from itertools import groupby
from typing import TYPE_CHECKING, Any, ClassVar, Iterator, Sequence, TypeVar
from typing import Self
from ..components import ActionRow as ActionRowComponent
from ..components import Button as ButtonComponent
from ..components import Checkbox as CheckboxComponent
from ..components import CheckboxGroup as CheckboxGroupComponent
from ..components import Component
from ..components import Container as ContainerComponent
from ..components import FileComponent
from ..components import FileUpload as FileUploadComponent
from ..components import InputText as InputTextComponent
from ..components import Label as LabelComponent
from ..components import MediaGallery as MediaGalleryComponent
from ..components import RadioGroup as RadioGroupComponent
from ..components import Section as SectionComponent
from ..components import SelectMenu as SelectComponent
from ..components import Separator as SeparatorComponent
from ..components import TextDisplay as TextDisplayComponent
from ..components import Thumbnail as ThumbnailComponent
from ..components import _component_factory
from ..enums import ChannelType, SeparatorSpacingSize
from ..errors import Forbidden, NotFound
from ..utils import find
from .core import ItemInterface
from .item import Item, ItemCallbackType, ModalItem, ViewItem
__all__ = ('BaseView', 'View', 'DesignerView', '_component_to_item', '_walk_all_components')
_log = logging.getLogger(__name__)
V = TypeVar('V', bound='BaseView', covariant=True)

def _walk_all_components(components: list[Component]) -> Iterator[Component]:
    for item in components:
        if isinstance(item, ActionRowComponent):
            yield from item.children
        else:
            yield item

def _walk_all_components_v2(components: list[Component]) -> Iterator[Component]:
    for item in components:
        if isinstance(item, ActionRowComponent):
            yield from item.children
        elif isinstance(item, (SectionComponent, ContainerComponent)):
            yield from item.walk_components()
        else:
            yield item

def _component_to_item(component: Component) -> ViewItem[V] | ModalItem | Item:
    if isinstance(component, ButtonComponent):
        from .button import Button
        return Button.from_component(component)
    if isinstance(component, SelectComponent):
        from .select import Select
        return Select.from_component(component)
    if isinstance(component, SectionComponent):
        from .section import Section
        return Section.from_component(component)
    if isinstance(component, TextDisplayComponent):
        from .text_display import TextDisplay
        return TextDisplay.from_component(component)
    if isinstance(component, ThumbnailComponent):
        from .thumbnail import Thumbnail
        return Thumbnail.from_component(component)
    if isinstance(component, MediaGalleryComponent):
        from .media_gallery import MediaGallery
        return MediaGallery.from_component(component)
    if isinstance(component, FileComponent):
        from .file import File
        return File.from_component(component)
    if isinstance(component, SeparatorComponent):
        from .separator import Separator
        return Separator.from_component(component)
    if isinstance(component, ContainerComponent):
        from .container import Container
        return Container.from_component(component)
    if isinstance(component, ActionRowComponent):
        from .action_row import ActionRow
        return ActionRow.from_component(component)
    if isinstance(component, LabelComponent):
        from .label import Label
        return Label.from_component(component)
    if isinstance(component, InputTextComponent):
        from .input_text import InputText
        return InputText.from_component(component)
    if isinstance(component, FileUploadComponent):
        from .file_upload import FileUpload
        return FileUpload.from_component(component)
    if isinstance(component, RadioGroupComponent):
        from .radio_group import RadioGroup
        return RadioGroup.from_component(component)
    if isinstance(component, CheckboxGroupComponent):
        from .checkbox_group import CheckboxGroup
        return CheckboxGroup.from_component(component)
    if isinstance(component, CheckboxComponent):
        from .checkbox import Checkbox
        return Checkbox.from_component(component)
    return Item.from_component(component)

class _ViewWeights:
    __slots__ = ('weights',)

    def __init__(self, children: list[ViewItem[V]]):
        self.weights: list[int] = [0, 0, 0, 0, 0]
        key = lambda i: sys.maxsize if i.row is None else i.row
        children = sorted(children, key=key)
        for row, group in groupby(children, key=key):
            for item in group:
                self.add_item(item)

    def find_open_space(self, item: ViewItem[V]) -> int:
        for index, weight in enumerate(self.weights):
            if weight + item.width <= 5 and (index < len(self.weights) - 1 and self.weights[index + 1] == 0 or index == len(self.weights) - 1):
                return index
        raise ValueError('could not find open space for item')

    def add_item(self, item: ViewItem[V]) -> None:
        if item.row is not None:
            total = self.weights[item.row] + item.width
            if total > 5:
                raise ValueError(f'item would not fit at row {item.row} ({total} > 5 width)')
            self.weights[item.row] = total
            item._rendered_row = item.row
        else:
            index = self.find_open_space(item)
            self.weights[index] += item.width
            item._rendered_row = index

    def remove_item(self, item: ViewItem[V]) -> None:
        if item._rendered_row is not None:
            self.weights[item._rendered_row] -= item.width
            item._rendered_row = None

    def clear(self) -> None:
        self.weights = [0, 0, 0, 0, 0]

class BaseView(ItemInterface):
    __discord_ui_view__: ClassVar[bool] = True
    MAX_ITEMS: int

    def __init__(self, *items: ViewItem[V], timeout: float | None=180.0, disable_on_timeout: bool=False, store: bool=True):
        super().__init__(*items, timeout=timeout, store=store)
        self.disable_on_timeout = disable_on_timeout
        self.id: str = os.urandom(16).hex()
        self._message: Message | InteractionMessage | None = None
        self.parent: Interaction | None = None

    def add_item(self, item: ViewItem[V]) -> Self:
        if len(self.children) >= self.MAX_ITEMS:
            raise ValueError('maximum number of children exceeded')
        if not isinstance(item, ViewItem):
            raise TypeError(f'expected ViewItem not {item.__class__!r}')
        item.parent = self
        self.children.append(item)
        return self

    def remove_item(self, item: ViewItem[V] | int | str) -> Self:
        if isinstance(item, (str, int)):
            item = self.get_item(item)
        try:
            if item.parent is self:
                self.children.remove(item)
                item.parent = None
            else:
                item.parent.remove_item(item)
        except ValueError:
            pass
        return self

    def clear_items(self) -> Self:
        for child in self.children:
            child.parent = None
        self.children.clear()
        return self

    async def interaction_check(self, interaction: Interaction) -> bool:
        return True

    async def on_timeout(self) -> None:
        if self.disable_on_timeout:
            self.disable_all_items()
            if not self._message or self._message.flags.ephemeral or self._message.channel.type == ChannelType.private:
                message = self.parent
            else:
                message = self.message
            if message:
                with contextlib.suppress(NotFound, Forbidden):
                    m = await message.edit(view=self)
                    if m:
                        self._message = m

    async def on_check_failure(self, interaction: Interaction) -> None:
        pass

    async def on_error(self, error: Exception, item: ViewItem[V], interaction: Interaction) -> None:
        interaction.client.dispatch('view_error', error, item, interaction)

    def is_components_v2(self) -> bool:
        return any([item.underlying.is_v2() for item in self.children])

    async def _scheduled_task(self, item: ViewItem[V], interaction: Interaction):
        try:
            if self.timeout:
                self._timeout_expiry = time.monotonic() + self.timeout
            allow = await self.interaction_check(interaction)
            if not allow:
                return await self.on_check_failure(interaction)
            await item.callback(interaction)
        except Exception as e:
            return await self.on_error(e, item, interaction)

    def _start_listening_from_store(self, store: ViewStore) -> None:
        self._cancel_callback = partial(store.remove_view)
        if self.timeout:
            self._timeout_expiry = time.monotonic() + self.timeout

    def _dispatch_timeout(self):
        if self._stopped.done():
            return
        self._stopped.set_result(True)
        _standin.drive(self.on_timeout())

    def _dispatch_item(self, item: ViewItem[V], interaction: Interaction):
        if self._stopped.done():
            return
        if interaction.message:
            self.message = interaction.message
        _standin.drive(self._scheduled_task(item, interaction))

    def is_finished(self) -> bool:
        return self._stopped.done()

    def is_dispatchable(self) -> bool:
        return any((item.is_dispatchable() for item in self.children))

    def is_dispatching(self) -> bool:
        return self._cancel_callback is not None

    def is_persistent(self) -> bool:
        return self.timeout is None and all((item.is_persistent() for item in self.children))

    def stop(self) -> None:
        if not self._stopped.done():
            self._stopped.set_result(False)
        self._timeout_expiry = None
        if self._timeout_task is not None:
            self._timeout_task.cancel()
            self._timeout_task = None
        if self._cancel_callback:
            self._cancel_callback(self)
            self._cancel_callback = None

    async def wait(self) -> bool:
        return await self._stopped

    def disable_all_items(self, *, exclusions: list[ViewItem[V]] | None=None) -> Self:
        for child in self.children:
            if hasattr(child, 'disabled') and (exclusions is None or child not in exclusions):
                child.disabled = True
            if hasattr(child, 'disable_all_items'):
                child.disable_all_items(exclusions=exclusions)
        return self

    def enable_all_items(self, *, exclusions: list[ViewItem[V]] | None=None) -> Self:
        for child in self.children:
            if hasattr(child, 'disabled') and (exclusions is None or child not in exclusions):
                child.disabled = False
            if hasattr(child, 'enable_all_items'):
                child.enable_all_items(exclusions=exclusions)
        return self

    def copy_text(self) -> str:
        return '\n'.join((t for i in self.children if (t := i.copy_text())))

    def walk_children(self) -> Iterator[ViewItem]:
        for item in self.children:
            if hasattr(item, 'walk_items'):
                yield from item.walk_items()
            else:
                yield item

    @property
    def message(self):
        return self._message

    @message.setter
    def message(self, value):
        self._message = value

class View(BaseView):
    __view_children_items__: ClassVar[list[ItemCallbackType]] = []
    MAX_ITEMS: int = 25

    def __init_subclass__(cls) -> None:
        children: list[ItemCallbackType] = []
        for base in reversed(cls.__mro__):
            for member in base.__dict__.values():
                if hasattr(member, '__discord_ui_model_type__'):
                    children.append(member)
        if len(children) > 40:
            raise TypeError('View cannot have more than 40 children')
        cls.__view_children_items__ = children

    def __init__(self, *items: ViewItem[V], timeout: float | None=180.0, disable_on_timeout: bool=False, store: bool=True):
        super().__init__(timeout=timeout, disable_on_timeout=disable_on_timeout, store=store)
        for func in self.__view_children_items__:
            item: ViewItem[V] = func.__discord_ui_model_type__(**func.__discord_ui_model_kwargs__)
            item.callback = partial(func, self, item)
            item.parent = self
            setattr(self, func.__name__, item)
            self.children.append(item)
        self.__weights = _ViewWeights(self.children)
        for item in items:
            self.add_item(item)

    def to_components(self) -> list[dict[str, Any]]:

        def key(item: ViewItem[V]) -> int:
            return item._rendered_row or 0
        children = sorted(self.children, key=key)
        components: list[dict[str, Any]] = []
        for _, group in groupby(children, key=key):
            items = list(group)
            children = [item.to_component_dict() for item in items]
            if not children:
                continue
            components.append({'type': 1, 'components': children})
        return components

    @classmethod
    def from_message(cls, message: Message, /, *, timeout: float | None=180.0) -> View:
        view = View(timeout=timeout)
        for component in _walk_all_components(message.components):
            view.add_item(_component_to_item(component))
        return view

    @classmethod
    def from_dict(cls, data: list[Component], /, *, timeout: float | None=180.0) -> View:
        view = View(timeout=timeout)
        components = [_component_factory(d) for d in data]
        for component in _walk_all_components(components):
            view.add_item(_component_to_item(component))
        return view

    def add_item(self, item: ViewItem[V]) -> Self:
        if item.underlying.is_v2():
            raise ValueError('cannot use V2 components in View. Use DesignerView instead.')
        if isinstance(item.underlying, ActionRowComponent):
            for i in item.children:
                self.add_item(i)
            return self
        super().add_item(item)
        self.__weights.add_item(item)
        return self

    def remove_item(self, item: ViewItem[V] | int | str) -> Self:
        super().remove_item(item)
        try:
            self.__weights.remove_item(item)
        except ValueError:
            pass
        return self

    def clear_items(self) -> Self:
        super().clear_items()
        self.__weights.clear()
        return self

    def _refresh(self, components: list[Component]):
        old_state: dict[tuple[int, str], ViewItem[V]] = {(item.type.value, item.custom_id): item for item in self.children if item.is_dispatchable()}
        children: list[ViewItem[V]] = [item for item in self.children if not item.is_dispatchable()]
        for component in _walk_all_components(components):
            try:
                older = old_state[component.type.value, component.custom_id]
            except (KeyError, AttributeError):
                item = _component_to_item(component)
                if not item.is_dispatchable():
                    continue
                children.append(item)
            else:
                older.refresh_component(component)
                children.append(older)
        self.children = children

    def is_components_v2(self) -> bool:
        return False

class DesignerView(BaseView):
    MAX_ITEMS: int = 40

    def __init_subclass__(cls) -> None:
        for base in reversed(cls.__mro__):
            for member in base.__dict__.values():
                if hasattr(member, '__discord_ui_model_type__'):
                    raise ValueError('The @button and @select decorators are incompatible with DesignerView. Use ActionRow instead.')

    def __init__(self, *items: ViewItem[V], timeout: float | None=180.0, disable_on_timeout: bool=False, store: bool=True):
        super().__init__(*items, timeout=timeout, disable_on_timeout=disable_on_timeout, store=store)

    @property
    def items(self) -> list[ViewItem[V]]:
        return self.children

    @items.setter
    def items(self, value: list[ViewItem[V]]) -> None:
        self.children = value

    @classmethod
    def from_message(cls, message: Message, /, *, timeout: float | None=180.0) -> View:
        view = DesignerView(timeout=timeout)
        for component in message.components:
            view.add_item(_component_to_item(component))
        return view

    @classmethod
    def from_dict(cls, data: list[Component], /, *, timeout: float | None=180.0) -> View:
        view = DesignerView(timeout=timeout)
        components = [_component_factory(d) for d in data]
        for component in components:
            view.add_item(_component_to_item(component))
        return view

    def add_item(self, item: ViewItem[V]) -> Self:
        if isinstance(item._underlying, (SelectComponent, ButtonComponent)):
            raise ValueError(f'cannot add Select or Button to DesignerView directly. Use ActionRow instead.')
        super().add_item(item)
        return self

    def _refresh(self, components: list[Component]):
        if not components:
            return
        i = 0
        for c in components:
            try:
                item = self.children[i]
            except:
                break
            else:
                item.refresh_component(c)
                i += 1

    def is_components_v2(self) -> bool:
        return len(self.children) > 5 or super().is_components_v2()

class ViewStore:

    def __init__(self, state: ConnectionState):
        self._views: dict[tuple[int, int | None, str], tuple[BaseView, ViewItem[V]]] = {}
        self._synced_message_views: dict[int, BaseView] = {}
        self._state: ConnectionState = state

    @property
    def persistent_views(self) -> Sequence[BaseView]:
        views = {view.id: view for _, (view, _) in self._views.items() if view.is_persistent()}
        return list(views.values())

    def __verify_integrity(self):
        to_remove: list[tuple[int, int | None, str]] = []
        for k, (view, _) in self._views.items():
            if view.is_finished():
                to_remove.append(k)
        for k in to_remove:
            del self._views[k]

    def add_view(self, view: BaseView, message_id: int | None=None):
        if not view._store:
            return
        self.__verify_integrity()
        view._start_listening_from_store(self)
        for item in view.walk_children():
            if item.is_storable():
                self._views[item.type.value, message_id, item.custom_id] = (view, item)
        if message_id is not None:
            self._synced_message_views[message_id] = view

    def remove_view(self, view: BaseView):
        for item in view.walk_children():
            if item.is_storable():
                self._views.pop((item.type.value, item.custom_id), None)
        for key, value in self._synced_message_views.items():
            if value.id == view.id:
                self.remove_message_view(key)
                break

    def remove_message_view(self, message_id):
        del self._synced_message_views[message_id]

    def dispatch(self, component_type: int, custom_id: str, interaction: Interaction):
        self.__verify_integrity()
        message_id: int | None = interaction.message and interaction.message.id
        key = (component_type, message_id, custom_id)
        value = self._views.get(key) or self._views.get((component_type, None, custom_id))
        if value is None:
            return
        view, item = value
        interaction.view = view
        item.refresh_state(interaction)
        view._dispatch_item(item, interaction)

    def is_message_tracked(self, message_id: int):
        return message_id in self._synced_message_views

    def remove_message_tracking(self, message_id: int) -> BaseView | None:
        return self._synced_message_views.pop(message_id, None)

    def update_from_message(self, message_id: int, components: list[ComponentPayload]):
        view = self._synced_message_views[message_id]
        components = [_component_factory(d, state=self._state) for d in components]
        try:
            view._refresh(components)
        except Exception:
            _log.exception(f'Failed to refresh View {view} from Message {message_id} due to mismatched state. Items may not have complete data.')
