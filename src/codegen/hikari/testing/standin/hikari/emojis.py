# Stand-in of hikari 2.6.0, hikari/emojis.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): Emoji, UnicodeEmoji (a str) and
# CustomEmoji (keyword-only id, name, is_animated; int() of it is its id).
from hikari import files, snowflakes


class Emoji(files.WebResource):
    pass


class UnicodeEmoji(str, Emoji):
    __slots__ = ()

    @property
    def name(self):
        return self

    @property
    def url(self):
        return 'https://cdn.jsdelivr.net/gh/twitter/twemoji@latest/assets/72x72/unicode.png'

    @property
    def filename(self):
        return 'unicode.png'

    @classmethod
    def parse(cls, string, /):
        return cls(string)

    def __str__(self):
        return str.__str__(self)

    __eq__ = str.__eq__
    __hash__ = str.__hash__


class CustomEmoji(snowflakes.Unique, Emoji):
    __slots__ = ('id', 'name', 'is_animated')

    def __init__(self, *, id, name, is_animated):
        self.id = snowflakes.Snowflake(id)
        self.name = name
        self.is_animated = is_animated

    @property
    def url(self):
        ext = 'gif' if self.is_animated else 'png'
        return f'https://cdn.discordapp.com/emojis/{self.id}.{ext}'

    @property
    def filename(self):
        return f'{self.id}.png'

    def __str__(self):
        return f'<{"a" if self.is_animated else ""}:{self.name}:{self.id}>'

    def __eq__(self, other):
        return isinstance(other, CustomEmoji) and self.id == other.id

    def __hash__(self):
        return hash(self.id)


__all__ = ('Emoji', 'UnicodeEmoji', 'CustomEmoji')
