# Stand-in of py-cord 2.8.1, discord/ui/button.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its
# docstrings, typing-only imports and @overload stubs taken out (same classes, signatures and logic).
from __future__ import annotations
import inspect
import os
from typing import TYPE_CHECKING, Callable, TypeVar
from ..components import Button as ButtonComponent
from ..enums import ButtonStyle, ComponentType
from ..partial_emoji import PartialEmoji, _EmojiTag
from .item import ItemCallbackType, ViewItem
__all__ = ('Button', 'button')
B = TypeVar('B', bound='Button')
V = TypeVar('V', bound='BaseView', covariant=True)

class Button(ViewItem[V]):
    __item_repr_attributes__: tuple[str, ...] = ('style', 'url', 'disabled', 'label', 'emoji', 'sku_id', 'row', 'custom_id', 'id')

    def __init__(self, *, style: ButtonStyle=ButtonStyle.secondary, label: str | None=None, disabled: bool=False, custom_id: str | None=None, url: str | None=None, emoji: str | GuildEmoji | AppEmoji | PartialEmoji | None=None, sku_id: int | None=None, row: int | None=None, id: int | None=None):
        self._row: int | None = None
        self._rendered_row: int | None = None
        super().__init__()
        if label and len(str(label)) > 80:
            raise ValueError('label must be 80 characters or fewer')
        if custom_id is not None and len(str(custom_id)) > 100:
            raise ValueError('custom_id must be 100 characters or fewer')
        if custom_id is not None and url is not None:
            raise TypeError('cannot mix both url and custom_id with Button')
        if sku_id is not None and url is not None:
            raise TypeError('cannot mix both url and sku_id with Button')
        if custom_id is not None and sku_id is not None:
            raise TypeError('cannot mix both sku_id and custom_id with Button')
        if not isinstance(custom_id, str) and custom_id is not None:
            raise TypeError(f'expected custom_id to be str, not {custom_id.__class__.__name__}')
        self._provided_custom_id = custom_id is not None
        if url is None and custom_id is None and (sku_id is None):
            custom_id = os.urandom(16).hex()
        if url is not None:
            style = ButtonStyle.link
        if sku_id is not None:
            style = ButtonStyle.premium
        if emoji is not None:
            if isinstance(emoji, str):
                emoji = PartialEmoji.from_str(emoji)
            elif isinstance(emoji, _EmojiTag):
                emoji = emoji._to_partial()
            else:
                raise TypeError(f'expected emoji to be str, GuildEmoji, AppEmoji, or PartialEmoji not {emoji.__class__}')
        self.row = row
        self._underlying = self._generate_underlying(custom_id=custom_id, url=url, disabled=disabled, label=label, style=style, emoji=emoji, sku_id=sku_id, id=id)

    def _generate_underlying(self, style: ButtonStyle | None=None, label: str | None=None, disabled: bool | None=None, custom_id: str | None=None, url: str | None=None, emoji: str | GuildEmoji | AppEmoji | PartialEmoji | None=None, sku_id: int | None=None, id: int | None=None) -> ButtonComponent:
        super()._generate_underlying(ButtonComponent)
        return ButtonComponent._raw_construct(type=ComponentType.button, custom_id=custom_id or self.custom_id, url=url or self.url, disabled=disabled if disabled is not None else self.disabled, label=label or self.label, style=style or self.style, emoji=emoji or self.emoji, sku_id=sku_id or self.sku_id, id=id or self.id)

    @property
    def style(self) -> ButtonStyle:
        return self.underlying.style

    @style.setter
    def style(self, value: ButtonStyle):
        self.underlying.style = value

    @property
    def custom_id(self) -> str | None:
        return self.underlying.custom_id

    @custom_id.setter
    def custom_id(self, value: str | None):
        if value is not None and (not isinstance(value, str)):
            raise TypeError('custom_id must be None or str')
        if value and len(value) > 100:
            raise ValueError('custom_id must be 100 characters or fewer')
        self.underlying.custom_id = value
        self._provided_custom_id = value is not None

    @property
    def url(self) -> str | None:
        return self.underlying.url

    @url.setter
    def url(self, value: str | None):
        if value is not None and (not isinstance(value, str)):
            raise TypeError('url must be None or str')
        self.underlying.url = value

    @property
    def disabled(self) -> bool:
        return self.underlying.disabled

    @disabled.setter
    def disabled(self, value: bool):
        self.underlying.disabled = bool(value)

    @property
    def label(self) -> str | None:
        return self.underlying.label

    @label.setter
    def label(self, value: str | None):
        if value and len(str(value)) > 80:
            raise ValueError('label must be 80 characters or fewer')
        self.underlying.label = str(value) if value is not None else value

    @property
    def emoji(self) -> PartialEmoji | None:
        return self.underlying.emoji

    @emoji.setter
    def emoji(self, value: str | GuildEmoji | AppEmoji | PartialEmoji | None):
        if value is None:
            self.underlying.emoji = None
        elif isinstance(value, str):
            self.underlying.emoji = PartialEmoji.from_str(value)
        elif isinstance(value, _EmojiTag):
            self.underlying.emoji = value._to_partial()
        else:
            raise TypeError(f'expected str, GuildEmoji, AppEmoji, or PartialEmoji, received {value.__class__} instead')

    @property
    def sku_id(self) -> int | None:
        return self.underlying.sku_id

    @sku_id.setter
    def sku_id(self, value: int | None):
        if value is None:
            self.underlying.sku_id = None
        elif isinstance(value, int):
            self.underlying.sku_id = value
        else:
            raise TypeError(f'expected int or None, received {value.__class__} instead')

    @property
    def width(self) -> int:
        return 1

    @property
    def row(self) -> int | None:
        return self._row

    @row.setter
    def row(self, value: int | None):
        if value is None or 5 > value >= 0:
            self._row = value
        else:
            raise ValueError('row cannot be negative or greater than or equal to 5')

    @classmethod
    def from_component(cls: type[B], button: ButtonComponent) -> B:
        return cls(style=button.style, label=button.label, disabled=button.disabled, custom_id=button.custom_id, url=button.url, emoji=button.emoji, sku_id=button.sku_id, row=None, id=button.id)

    def to_component_dict(self) -> ButtonComponentPayload:
        return super().to_component_dict()

    def is_dispatchable(self) -> bool:
        return self.custom_id is not None and (bool(self.view._store) if self.view else True)

    def is_storable(self) -> bool:
        return self.is_dispatchable()

    def is_persistent(self) -> bool:
        if self.style is ButtonStyle.link:
            return self.url is not None
        return super().is_persistent()

    def refresh_component(self, button: ButtonComponent) -> None:
        self.underlying = button

def button(*, label: str | None=None, custom_id: str | None=None, disabled: bool=False, style: ButtonStyle=ButtonStyle.secondary, emoji: str | GuildEmoji | AppEmoji | PartialEmoji | None=None, row: int | None=None, id: int | None=None) -> Callable[[ItemCallbackType[Button[V]]], Button[V]]:

    def decorator(func: ItemCallbackType) -> ItemCallbackType:
        if not inspect.iscoroutinefunction(func):
            raise TypeError('button function must be a coroutine function')
        func.__discord_ui_model_type__ = Button
        func.__discord_ui_model_kwargs__ = {'style': style, 'custom_id': custom_id, 'url': None, 'disabled': disabled, 'label': label, 'emoji': emoji, 'row': row, 'id': id}
        return func
    return decorator
