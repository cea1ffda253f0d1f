# Stand-in of hikari 2.6.0, hikari/embeds.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): Embed with its keyword-only constructor,
# set_author / set_footer / set_image / set_thumbnail / add_field, and the resources they hold.
# Serialised by EntityFactoryImpl.serialize_embed (impl/entity_factory.py), mirrored in
# impl/rest.py of this stand-in.
import datetime as _datetime

from hikari import colors, files


class EmbedResource(files.Resource):
    def __init__(self, *, resource):
        self.resource = resource

    @property
    def url(self):
        return self.resource.url

    @property
    def filename(self):
        return self.resource.filename


class EmbedResourceWithProxy(EmbedResource):
    def __init__(self, *, resource, proxy_resource=None):
        super().__init__(resource=resource)
        self.proxy_resource = proxy_resource


class EmbedImage(EmbedResourceWithProxy):
    pass


class EmbedFooter:
    def __init__(self, *, text=None, icon=None):
        self.text = text
        self.icon = icon


class EmbedAuthor:
    def __init__(self, *, name=None, url=None, icon=None):
        self.name = name
        self.url = url
        self.icon = icon


class EmbedField:
    def __init__(self, *, name, value, inline=False):
        self.name = name
        self.value = value
        self._inline = inline

    @property
    def is_inline(self):
        return self._inline


def _ensure_embed_resource(resource):
    if isinstance(resource, EmbedResource):
        return resource.resource
    return files.ensure_resource(resource)


class Embed:
    def __init__(self, *, title=None, description=None, url=None, color=None, colour=None, timestamp=None):
        if color is not None and colour is not None:
            raise TypeError('Please provide one of color or colour to Embed(). Do not pass both.')
        if colour is not None:
            color = colour
        self._color = colors.Color.of(color) if color is not None else None
        if timestamp is not None and timestamp.tzinfo is None:
            timestamp = timestamp.astimezone()
        self._timestamp = timestamp
        self._title = title
        self._description = description
        self._url = url
        self._author = None
        self._image = None
        self._thumbnail = None
        self._footer = None
        self._fields = None

    title = property(lambda self: self._title, lambda self, v: setattr(self, '_title', v))
    description = property(lambda self: self._description, lambda self, v: setattr(self, '_description', v))
    url = property(lambda self: self._url, lambda self, v: setattr(self, '_url', v))

    @property
    def color(self):
        return self._color

    @color.setter
    def color(self, value):
        self._color = colors.Color.of(value) if value is not None else None

    colour = color

    @property
    def timestamp(self):
        return self._timestamp

    @timestamp.setter
    def timestamp(self, value):
        if value is not None and value.tzinfo is None:
            value = value.astimezone()
        self._timestamp = value

    footer = property(lambda self: self._footer)
    image = property(lambda self: self._image)
    thumbnail = property(lambda self: self._thumbnail)
    author = property(lambda self: self._author)

    @property
    def fields(self):
        if self._fields is None:
            self._fields = []
        return self._fields

    def set_author(self, *, name=None, url=None, icon=None):
        if name is None and url is None and icon is None:
            self._author = None
        else:
            real_icon = EmbedResourceWithProxy(resource=_ensure_embed_resource(icon)) if icon is not None else None
            self._author = EmbedAuthor(name=name, url=url, icon=real_icon)
        return self

    def set_footer(self, text, *, icon=None):
        if text is None:
            if icon is not None:
                raise TypeError(
                    'Cannot specify footer text in embed to be None while setting a non-None icon. '
                    'Set some textual content in order to use a footer icon.'
                )
            self._footer = None
        else:
            real_icon = EmbedResourceWithProxy(resource=_ensure_embed_resource(icon)) if icon is not None else None
            self._footer = EmbedFooter(icon=real_icon, text=text)
        return self

    def set_image(self, image=None, /):
        self._image = EmbedImage(resource=_ensure_embed_resource(image)) if image is not None else None
        return self

    def set_thumbnail(self, image=None, /):
        self._thumbnail = EmbedImage(resource=_ensure_embed_resource(image)) if image is not None else None
        return self

    def add_field(self, name=None, value=None, *, inline=False):
        if self._fields is None:
            self._fields = []
        self._fields.append(EmbedField(name='' if name is None else name, value='' if value is None else value, inline=inline))
        return self


__all__ = ('Embed', 'EmbedResource', 'EmbedResourceWithProxy', 'EmbedImage', 'EmbedFooter', 'EmbedAuthor', 'EmbedField')
