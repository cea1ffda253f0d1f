# Stand-in of py-cord 2.8.1, discord/object.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit
# f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its docstrings and typing-only
# imports taken out (same classes, signatures and serialisation).
from __future__ import annotations
from typing import TYPE_CHECKING, SupportsInt, Union
from . import utils
from .mixins import Hashable
__all__ = ('Object',)

class Object(Hashable):

    def __init__(self, id: SupportsIntCast, type: type[Snowflake]=utils.MISSING):
        try:
            id = int(id)
        except ValueError:
            raise TypeError(f'id parameter must be convertible to int not {id.__class__!r}') from None
        else:
            self.id = id
        self.type: type[Snowflake] = type or self.__class__

    def __repr__(self) -> str:
        return f'<Object id={self.id!r}>'

    @property
    def created_at(self) -> datetime.datetime:
        return utils.snowflake_time(self.id)

    @property
    def worker_id(self) -> int:
        return (self.id & 4063232) >> 17

    @property
    def process_id(self) -> int:
        return (self.id & 126976) >> 12

    @property
    def increment_id(self) -> int:
        return self.id & 4095
