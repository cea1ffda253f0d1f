# Stand-in of hikari 2.6.0, hikari/colours.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): the British spelling.
from hikari.colors import Color as Colour
from hikari.colors import Colorish as Colourish

__all__ = ('Colour', 'Colourish')
