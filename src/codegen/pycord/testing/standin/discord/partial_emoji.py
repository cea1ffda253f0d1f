# Stand-in of py-cord 2.8.1, discord/partial_emoji.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit
# f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its docstrings and typing-only
# imports taken out (same classes, signatures and serialisation).
from __future__ import annotations
import re
from typing import TYPE_CHECKING, Any, Literal, TypedDict, TypeVar
from . import utils
from .asset import Asset, AssetMixin
from .errors import InvalidArgument
__all__ = ('PartialEmoji',)

class _EmojiTag:
    __slots__ = ()
    id: int

    def _to_partial(self) -> PartialEmoji:
        raise NotImplementedError
PE = TypeVar('PE', bound='PartialEmoji')

class PartialEmoji(_EmojiTag, AssetMixin):
    __slots__ = ('animated', 'name', 'id', '_state')
    _CUSTOM_EMOJI_RE = re.compile('<?(?P<animated>a)?:?(?P<name>\\w+):(?P<id>[0-9]{13,20})>?')

    def __init__(self, *, name: str | None, animated: bool=False, id: int | None=None):
        self.animated = animated
        self.name = name
        self.id = id
        self._state: ConnectionState | None = None

    @classmethod
    def from_dict(cls: type[PE], data: PartialEmojiPayload | dict[str, Any]) -> PE:
        return cls(animated=data.get('animated', False), id=utils._get_as_snowflake(data, 'id'), name=data.get('name') or '')

    @classmethod
    def from_str(cls: type[PE], value: str) -> PE:
        if (unicode_emoji := utils.EMOJIS_MAP.get(value.removeprefix(':').removesuffix(':'))):
            return cls(name=unicode_emoji, id=None, animated=False)
        match = cls._CUSTOM_EMOJI_RE.match(value)
        if match is not None:
            groups = match.groupdict()
            animated = bool(groups['animated'])
            emoji_id = int(groups['id'])
            name = groups['name']
            return cls(name=name, animated=animated, id=emoji_id)
        return cls(name=value, id=None, animated=False)

    def to_dict(self) -> dict[str, Any]:
        o: dict[str, Any] = {'name': self.name}
        if self.id:
            o['id'] = self.id
        if self.animated:
            o['animated'] = self.animated
        return o

    def _to_partial(self) -> PartialEmoji:
        return self

    def _to_forum_reaction_payload(self) -> TypedDict('ReactionPayload', {'emoji_id': int, 'emoji_name': None}) | TypedDict('ReactionPayload', {'emoji_id': None, 'emoji_name': str}):
        if self.id is None:
            return {'emoji_id': None, 'emoji_name': self.name}
        else:
            return {'emoji_id': self.id, 'emoji_name': None}

    @classmethod
    def with_state(cls: type[PE], state: ConnectionState, *, name: str, animated: bool=False, id: int | None=None) -> PE:
        self = cls(name=name, animated=animated, id=id)
        self._state = state
        return self

    def __str__(self) -> str:
        name = self.name or '_'
        if self.id is None:
            return name
        animated_tag = 'a' if self.animated else ''
        return f'<{animated_tag}:{name}:{self.id}>'

    def __repr__(self):
        return f'<{self.__class__.__name__} animated={self.animated} name={self.name!r} id={self.id}>'

    def __eq__(self, other: Any) -> bool:
        if self.is_unicode_emoji():
            return isinstance(other, PartialEmoji) and self.name == other.name
        if isinstance(other, _EmojiTag):
            return self.id == other.id
        return False

    def __hash__(self) -> int:
        return hash((self.id, self.name))

    def is_custom_emoji(self) -> bool:
        return self.id is not None

    def is_unicode_emoji(self) -> bool:
        return self.id is None

    def _as_reaction(self) -> str:
        if self.id is None:
            return self.name
        return f'{self.name}:{self.id}'

    @property
    def created_at(self) -> datetime | None:
        if self.id is None:
            return None
        return utils.snowflake_time(self.id)

    @property
    def url(self) -> str:
        if self.is_unicode_emoji():
            return ''
        url = f'{Asset.BASE}/emojis/{self.id}.{self.extension}'
        if self.animated:
            url += '?animated=true'
        return url

    @property
    def extension(self) -> Literal['webp', 'png']:
        return 'webp' if self.animated else 'png'

    async def read(self) -> bytes:
        if self.is_unicode_emoji():
            raise InvalidArgument('PartialEmoji is not a custom emoji')
        return await super().read()
