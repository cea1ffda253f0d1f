# Stand-in of hikari 2.6.0, hikari/colors.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): Color, an int of 0..0xFFFFFF.


class Color(int):
    __slots__ = ()

    def __init__(self, raw_rgb, /):
        if not (0 <= int(raw_rgb) <= 0xFFFFFF):
            raise ValueError(f'raw_rgb must be in the exclusive range of 0 and {0xFFFFFF}')
        super().__init__()

    @classmethod
    def from_int(cls, integer, /):
        return cls(integer)

    @classmethod
    def from_hex_code(cls, hex_code, /):
        hex_code = hex_code.lstrip('#').lstrip('0x') if hex_code.startswith(('#', '0x')) else hex_code
        if len(hex_code) == 3:
            hex_code = ''.join(c * 2 for c in hex_code)
        return cls(int(hex_code, 16))

    @classmethod
    def of(cls, value, /):
        if isinstance(value, cls):
            return value
        if isinstance(value, int):
            return cls.from_int(value)
        if isinstance(value, str):
            return cls.from_hex_code(value)
        raise ValueError(f'Could not transform {value!r} into a {cls.__qualname__} object')


Colour = Color
Colorish = Colourish = object

__all__ = ('Color', 'Colorish')
