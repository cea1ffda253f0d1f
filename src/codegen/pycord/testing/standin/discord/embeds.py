# Stand-in of py-cord 2.8.1, discord/embeds.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit
# f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its docstrings and typing-only
# imports taken out (same classes, signatures and serialisation).
from __future__ import annotations
import datetime
from typing import TYPE_CHECKING, Any, Mapping, TypeVar
from . import utils
from .colour import Colour
__all__ = ('Embed', 'EmbedField', 'EmbedAuthor', 'EmbedFooter', 'EmbedMedia', 'EmbedProvider')
E = TypeVar('E', bound='Embed')

class EmbedAuthor:

    def __init__(self, name: str, url: str | None=None, icon_url: str | None=None) -> None:
        self.name: str = name
        self.url: str | None = url
        self.icon_url: str | None = icon_url
        self.proxy_icon_url: str | None = None

    @classmethod
    def from_dict(cls, data: dict[str, str | None]) -> EmbedAuthor:
        self = cls.__new__(cls)
        name = data.get('name')
        if not name:
            raise ValueError('name field is required')
        self.name = name
        self.url = data.get('url')
        self.icon_url = data.get('icon_url')
        self.proxy_icon_url = data.get('proxy_icon_url')
        return self

    def to_dict(self) -> dict[str, str]:
        d = {'name': str(self.name)}
        if self.url:
            d['url'] = str(self.url)
        if self.icon_url:
            d['icon_url'] = str(self.icon_url)
        return d

    def __len__(self) -> int:
        return len(self.name)

    def __repr__(self) -> str:
        return f'<EmbedAuthor name={self.name!r} url={self.url!r} icon_url={self.icon_url!r}>'

class EmbedFooter:

    def __init__(self, text: str, icon_url: str | None=None) -> None:
        self.text: str = text
        self.icon_url: str | None = icon_url
        self.proxy_icon_url: str | None = None

    @classmethod
    def from_dict(cls, data: dict[str, str | None]) -> EmbedFooter:
        self = cls.__new__(cls)
        text = data.get('text')
        if not text:
            raise ValueError('text field is required')
        self.text = text
        self.icon_url = data.get('icon_url')
        self.proxy_icon_url = data.get('proxy_icon_url')
        return self

    def to_dict(self) -> dict[str, Any]:
        d = {'text': str(self.text)}
        if self.icon_url:
            d['icon_url'] = str(self.icon_url)
        return d

    def __len__(self) -> int:
        return len(self.text)

    def __repr__(self) -> str:
        return f'<EmbedFooter text={self.text!r} icon_url={self.icon_url!r}>'

class EmbedMedia:
    url: str
    proxy_url: str | None
    height: int | None
    width: int | None

    def __init__(self, url: str):
        self.url = url
        self.proxy_url = None
        self.height = None
        self.width = None

    @classmethod
    def from_dict(cls, data: dict[str, str | int]) -> EmbedMedia:
        self = cls.__new__(cls)
        self.url = str(data.get('url'))
        self.proxy_url = str(proxy_url) if (proxy_url := data.get('proxy_url')) else None
        self.height = int(height) if (height := data.get('height')) else None
        self.width = int(width) if (width := data.get('width')) else None
        return self

    def __repr__(self) -> str:
        return f'<EmbedMedia url={self.url!r} proxy_url={self.proxy_url!r}> height={self.height!r} width={self.width!r}>'

class EmbedProvider:
    name: str | None
    url: str | None

    @classmethod
    def from_dict(cls, data: dict[str, str | None]) -> EmbedProvider:
        self = cls.__new__(cls)
        self.name = data.get('name')
        self.url = data.get('url')
        return self

    def __repr__(self) -> str:
        return f'<EmbedProvider name={self.name!r} url={self.url!r}>'

class EmbedField:

    def __init__(self, name: str, value: str, inline: bool | None=False):
        self.name = name
        self.value = value
        self.inline = inline

    @classmethod
    def from_dict(cls, data: dict[str, str | bool]) -> EmbedField:
        self = cls.__new__(cls)
        self.name = data['name']
        self.value = data['value']
        self.inline = data.get('inline', False)
        return self

    def to_dict(self) -> dict[str, str | bool | None]:
        return {'name': self.name, 'value': self.value, 'inline': self.inline}

    def __repr__(self) -> str:
        return f'<EmbedField name={self.name!r} value={self.value!r} inline={self.inline!r}>'

class Embed:
    __slots__ = ('title', 'url', 'type', '_timestamp', '_colour', '_footer', '_image', '_thumbnail', '_video', '_provider', '_author', '_fields', 'description')

    def __init__(self, *, colour: int | Colour | None=None, color: int | Colour | None=None, title: Any | None=None, type: EmbedType='rich', url: Any | None=None, description: Any | None=None, timestamp: datetime.datetime | None=None, fields: list[EmbedField] | None=None, author: EmbedAuthor | None=None, footer: EmbedFooter | None=None, image: str | EmbedMedia | None=None, thumbnail: str | EmbedMedia | None=None):
        self.colour = colour if colour is not None else color
        self.title = title
        self.type = type
        self.url = url
        self.description = description
        if self.title:
            self.title = str(self.title)
        if self.description:
            self.description = str(self.description)
        if self.url:
            self.url = str(self.url)
        if timestamp:
            self.timestamp = timestamp
        self._fields: list[EmbedField] = fields if fields is not None else []
        self.author = author
        self.footer = footer
        self.image = image
        self.thumbnail = thumbnail

    @classmethod
    def from_dict(cls: type[E], data: Mapping[str, Any]) -> E:
        self: E = cls.__new__(cls)
        self.title = data.get('title', None)
        self.type = data.get('type', None)
        self.description = data.get('description', None)
        self.url = data.get('url', None)
        if self.title:
            self.title = str(self.title)
        if self.description:
            self.description = str(self.description)
        if self.url:
            self.url = str(self.url)
        try:
            self._colour = Colour(value=data['color'])
        except KeyError:
            pass
        try:
            self._timestamp = utils.parse_time(data['timestamp'])
        except KeyError:
            pass
        for attr in ('thumbnail', 'video', 'provider', 'author', 'fields', 'image', 'footer'):
            if attr == 'fields':
                value = data.get(attr, [])
                self._fields = [EmbedField.from_dict(d) for d in value] if value else []
            else:
                try:
                    value = data[attr]
                except KeyError:
                    continue
                else:
                    setattr(self, f'_{attr}', value)
        return self

    def copy(self: E) -> E:
        return self.__class__.from_dict(self.to_dict())

    def __len__(self) -> int:
        total = 0
        if self.title:
            total += len(self.title)
        if self.description:
            total += len(self.description)
        for field in getattr(self, '_fields', []):
            total += len(field.name) + len(field.value)
        try:
            footer_text = self._footer['text']
        except (AttributeError, KeyError):
            pass
        else:
            total += len(footer_text)
        try:
            author = self._author
        except AttributeError:
            pass
        else:
            total += len(author['name'])
        return total

    def __bool__(self) -> bool:
        return any((self.title, self.url, self.description, self.colour, self.fields, self.timestamp, self.author, self.thumbnail, self.footer, self.image, self.provider, self.video))

    @property
    def colour(self) -> Colour | None:
        return getattr(self, '_colour', None)

    @colour.setter
    def colour(self, value: int | Colour | None):
        self._colour = Colour.resolve_value(value)
    color = colour

    @property
    def timestamp(self) -> datetime.datetime | None:
        return getattr(self, '_timestamp', None)

    @timestamp.setter
    def timestamp(self, value: datetime.datetime | None):
        if isinstance(value, datetime.datetime):
            if value.tzinfo is None:
                value = value.astimezone()
            self._timestamp = value
        elif value is None:
            self._timestamp = value
        else:
            raise TypeError(f'Expected datetime.datetime or None. Received {value.__class__.__name__} instead')

    @property
    def footer(self) -> EmbedFooter | None:
        foot = getattr(self, '_footer', None)
        if not foot:
            return None
        return EmbedFooter.from_dict(foot)

    @footer.setter
    def footer(self, value: EmbedFooter | None):
        if value is None:
            self.remove_footer()
        elif isinstance(value, EmbedFooter):
            self._footer = value.to_dict()
        else:
            raise TypeError(f'Expected EmbedFooter or None. Received {value.__class__.__name__} instead')

    def set_footer(self: E, *, text: Any | None=None, icon_url: Any | None=None) -> E:
        self._footer = {}
        if text:
            self._footer['text'] = str(text)
        if icon_url:
            self._footer['icon_url'] = str(icon_url)
        return self

    def remove_footer(self: E) -> E:
        try:
            del self._footer
        except AttributeError:
            pass
        return self

    @property
    def image(self) -> EmbedMedia | None:
        img = getattr(self, '_image', None)
        if not img:
            return None
        return EmbedMedia.from_dict(img)

    @image.setter
    def image(self, value: str | EmbedMedia | None):
        if value is None:
            self.remove_image()
        elif isinstance(value, str):
            self.set_image(url=value)
        elif isinstance(value, EmbedMedia):
            self.set_image(url=value.url)
        else:
            raise TypeError(f'Expected discord.EmbedMedia, or None but received {value.__class__.__name__} instead.')

    def set_image(self: E, *, url: Any | None) -> E:
        if url is None:
            try:
                del self._image
            except AttributeError:
                pass
        else:
            self._image = {'url': str(url)}
        return self

    def remove_image(self: E) -> E:
        try:
            del self._image
        except AttributeError:
            pass
        return self

    @property
    def thumbnail(self) -> EmbedMedia | None:
        thumb = getattr(self, '_thumbnail', None)
        if not thumb:
            return None
        return EmbedMedia.from_dict(thumb)

    @thumbnail.setter
    def thumbnail(self, value: str | EmbedMedia | None):
        if value is None:
            self.remove_thumbnail()
        elif isinstance(value, str):
            self.set_thumbnail(url=value)
        elif isinstance(value, EmbedMedia):
            self.set_thumbnail(url=value.url)
        else:
            raise TypeError(f'Expected discord.EmbedMedia, or None but received {value.__class__.__name__} instead.')

    def set_thumbnail(self: E, *, url: Any | None) -> E:
        if url is None:
            try:
                del self._thumbnail
            except AttributeError:
                pass
        else:
            self._thumbnail = {'url': str(url)}
        return self

    def remove_thumbnail(self: E) -> E:
        try:
            del self._thumbnail
        except AttributeError:
            pass
        return self

    @property
    def video(self) -> EmbedMedia | None:
        vid = getattr(self, '_video', None)
        if not vid:
            return None
        return EmbedMedia.from_dict(vid)

    @property
    def provider(self) -> EmbedProvider | None:
        prov = getattr(self, '_provider', None)
        if not prov:
            return None
        return EmbedProvider.from_dict(prov)

    @property
    def author(self) -> EmbedAuthor | None:
        auth = getattr(self, '_author', None)
        if not auth:
            return None
        return EmbedAuthor.from_dict(auth)

    @author.setter
    def author(self, value: EmbedAuthor | None):
        if value is None:
            self.remove_author()
        elif isinstance(value, EmbedAuthor):
            self._author = value.to_dict()
        else:
            raise TypeError(f'Expected discord.EmbedAuthor, or None but received {value.__class__.__name__} instead.')

    def set_author(self: E, *, name: Any, url: Any | None=None, icon_url: Any | None=None) -> E:
        self._author = {'name': str(name)}
        if url:
            self._author['url'] = str(url)
        if icon_url:
            self._author['icon_url'] = str(icon_url)
        return self

    def remove_author(self: E) -> E:
        try:
            del self._author
        except AttributeError:
            pass
        return self

    @property
    def fields(self) -> list[EmbedField]:
        return self._fields

    @fields.setter
    def fields(self, value: list[EmbedField]) -> None:
        if not all((isinstance(x, EmbedField) for x in value)):
            raise TypeError('Expected a list of EmbedField objects.')
        self._fields = value

    def append_field(self, field: EmbedField) -> None:
        if not isinstance(field, EmbedField):
            raise TypeError('Expected an EmbedField object.')
        self._fields.append(field)

    def add_field(self: E, *, name: str, value: str, inline: bool=True) -> E:
        self._fields.append(EmbedField(name=str(name), value=str(value), inline=inline))
        return self

    def insert_field_at(self: E, index: int, *, name: Any, value: Any, inline: bool=True) -> E:
        field = EmbedField(name=str(name), value=str(value), inline=inline)
        self._fields.insert(index, field)
        return self

    def clear_fields(self) -> None:
        self._fields.clear()

    def remove_field(self, index: int) -> None:
        try:
            del self._fields[index]
        except IndexError:
            pass

    def set_field_at(self: E, index: int, *, name: Any, value: Any, inline: bool=True) -> E:
        try:
            field = self._fields[index]
        except (TypeError, IndexError):
            raise IndexError('field index out of range')
        field.name = str(name)
        field.value = str(value)
        field.inline = inline
        return self

    def to_dict(self) -> EmbedData:
        result = {key[1:]: getattr(self, key) for key in self.__slots__ if key != '_fields' and key[0] == '_' and hasattr(self, key)}
        result['fields'] = [field.to_dict() for field in self._fields]
        try:
            colour = result.pop('colour')
        except KeyError:
            pass
        else:
            if colour:
                result['color'] = colour.value
        try:
            timestamp = result.pop('timestamp')
        except KeyError:
            pass
        else:
            if timestamp:
                if timestamp.tzinfo:
                    result['timestamp'] = timestamp.astimezone(tz=datetime.timezone.utc).isoformat()
                else:
                    result['timestamp'] = timestamp.replace(tzinfo=datetime.timezone.utc).isoformat()
        if self.type:
            result['type'] = self.type
        if self.description:
            result['description'] = self.description
        if self.url:
            result['url'] = self.url
        if self.title:
            result['title'] = self.title
        return result
