# Stand-in of hikari 2.6.0, hikari/polls.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): PollLayoutType.
import enum as _enum


class PollLayoutType(int, _enum.Enum):
    DEFAULT = 1


__all__ = ('PollLayoutType',)
