# Stand-in of hikari 2.6.0, hikari/undefined.py (github.com/hikari-py/hikari, tag 2.6.0,
# commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): the UNDEFINED sentinel.
import enum as _enum


class UndefinedType(_enum.Enum):
    UNDEFINED_VALUE = _enum.auto()

    def __bool__(self):
        return False

    def __repr__(self):
        return 'UNDEFINED'

    def __str__(self):
        return 'UNDEFINED'


UNDEFINED = UndefinedType.UNDEFINED_VALUE
UndefinedOr = UndefinedNoneOr = object


def any_undefined(*values):
    return any(v is UNDEFINED for v in values)


def all_undefined(*values):
    return all(v is UNDEFINED for v in values)


def count(*values):
    return sum(v is UNDEFINED for v in values)
