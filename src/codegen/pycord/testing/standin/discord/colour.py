# Stand-in of py-cord 2.8.1, discord/colour.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit
# f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its docstrings and typing-only
# imports taken out (same classes, signatures and serialisation).
# Stand-in changes: typing_extensions' override/deprecated decorators are no-ops here, and
# colorsys (not in python3-minimal) is its hsv_to_rgb, copied from CPython; random is optional.
from __future__ import annotations

class colorsys:

    @staticmethod
    def hsv_to_rgb(h, s, v):
        if s == 0.0:
            return (v, v, v)
        i = int(h * 6.0)
        f = h * 6.0 - i
        p, q, t = (v * (1.0 - s), v * (1.0 - s * f), v * (1.0 - s * (1.0 - f)))
        i = i % 6
        return [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
try:
    import random
except ImportError:
    random = None
from typing import Any
from typing import Self

def override(f):
    return f

def deprecated(message):
    return lambda f: f
__all__ = ('Colour', 'Color')

class Colour:
    __slots__ = ('value',)

    def __init__(self, value: int):
        if not isinstance(value, int):
            raise TypeError(f'Expected int parameter, received {value.__class__.__name__} instead.')
        self.value: int = value

    def _get_byte(self, byte: int) -> int:
        return self.value >> 8 * byte & 255

    @override
    def __eq__(self, other: Any) -> bool:
        return isinstance(other, Colour) and self.value == other.value

    @override
    def __str__(self) -> str:
        return f'#{self.value:0>6x}'

    def __int__(self) -> int:
        return self.value

    @override
    def __repr__(self) -> str:
        return f'<Colour value={self.value}>'

    @override
    def __hash__(self) -> int:
        return hash(self.value)

    @property
    def r(self) -> int:
        return self._get_byte(2)

    @property
    def g(self) -> int:
        return self._get_byte(1)

    @property
    def b(self) -> int:
        return self._get_byte(0)

    def to_rgb(self) -> tuple[int, int, int]:
        return (self.r, self.g, self.b)

    @classmethod
    def resolve_value(cls, value: int | Colour | None) -> Self:
        if value is None or isinstance(value, Colour):
            return value
        elif isinstance(value, int):
            return cls(value=value)
        else:
            raise TypeError(f'Expected discord.Colour, int, or None but received {value.__class__.__name__} instead.')

    @classmethod
    def from_rgb(cls, r: int, g: int, b: int) -> Self:
        return cls((r << 16) + (g << 8) + b)

    @classmethod
    def from_hsv(cls, h: float, s: float, v: float) -> Self:
        rgb = colorsys.hsv_to_rgb(h, s, v)
        return cls.from_rgb(*(int(x * 255) for x in rgb))

    @classmethod
    def default(cls) -> Self:
        return cls(0)

    @classmethod
    def random(cls, *, seed: int | str | float | bytes | bytearray | None=None) -> Self:
        rand = random if seed is None else random.Random(seed)
        return cls.from_hsv(rand.random(), 1, 1)

    @classmethod
    def teal(cls) -> Self:
        return cls(1752220)

    @classmethod
    def dark_teal(cls) -> Self:
        return cls(1146986)

    @classmethod
    def brand_green(cls) -> Self:
        return cls(5763719)

    @classmethod
    def green(cls) -> Self:
        return cls(3066993)

    @classmethod
    def dark_green(cls) -> Self:
        return cls(2067276)

    @classmethod
    def blue(cls) -> Self:
        return cls(3447003)

    @classmethod
    def dark_blue(cls) -> Self:
        return cls(2123412)

    @classmethod
    def purple(cls) -> Self:
        return cls(10181046)

    @classmethod
    def dark_purple(cls) -> Self:
        return cls(7419530)

    @classmethod
    def magenta(cls) -> Self:
        return cls(15277667)

    @classmethod
    def dark_magenta(cls) -> Self:
        return cls(11342935)

    @classmethod
    def gold(cls) -> Self:
        return cls(15844367)

    @classmethod
    def dark_gold(cls) -> Self:
        return cls(12745742)

    @classmethod
    def orange(cls) -> Self:
        return cls(15105570)

    @classmethod
    def dark_orange(cls) -> Self:
        return cls(11027200)

    @classmethod
    def brand_red(cls) -> Self:
        return cls(15548997)

    @classmethod
    def red(cls) -> Self:
        return cls(15158332)

    @classmethod
    def dark_red(cls) -> Self:
        return cls(10038562)

    @classmethod
    def lighter_grey(cls) -> Self:
        return cls(9807270)
    lighter_gray = lighter_grey

    @classmethod
    def dark_grey(cls) -> Self:
        return cls(6323595)
    dark_gray = dark_grey

    @classmethod
    def light_grey(cls) -> Self:
        return cls(9936031)
    light_gray = light_grey

    @classmethod
    def darker_grey(cls) -> Self:
        return cls(5533306)
    darker_gray = darker_grey

    @classmethod
    def og_blurple(cls) -> Self:
        return cls(7506394)

    @classmethod
    def blurple(cls) -> Self:
        return cls(5793266)

    @classmethod
    def greyple(cls) -> Self:
        return cls(10070709)

    @classmethod
    def light_theme(cls) -> Self:
        return cls(16514043)

    @classmethod
    def ash_theme(cls) -> Self:
        return cls(3289913)

    @classmethod
    def dark_theme(cls) -> Self:
        return cls(1710622)

    @classmethod
    def onyx_theme(cls) -> Self:
        return cls(460553)

    @classmethod
    def fuchsia(cls) -> Self:
        return cls(15418782)

    @classmethod
    def yellow(cls) -> Self:
        return cls(16705372)

    @classmethod
    def nitro_pink(cls) -> Self:
        return cls(16023551)

    @classmethod
    @deprecated('Colour.embed_background is deprecated since version 2.8 and will be removed in version 3.0. This is not relevant anymore since Discord provides the custom themes feature.')
    def embed_background(cls, theme: str='dark') -> Self:
        themes_cls = {'dark': 2829617, 'light': 15658993, 'amoled': 0}
        if theme not in themes_cls:
            raise TypeError('Theme must be "dark", "light", or "amoled".')
        return cls(themes_cls[theme])
Color = Colour
