# Stand-in of py-cord 2.8.1, discord/utils.py (github.com/Pycord-Development/pycord, tag v2.8.1,
# commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): MISSING, find, get, get_slots,
# _get_as_snowflake, warn_deprecated and the helpers the stand-in's modules import. EMOJIS_MAP
# (emojis.json, ":name:" to unicode) is left empty: pass emoji as the unicode character itself.
from __future__ import annotations

import datetime
import warnings
from operator import attrgetter
from typing import Any

__all__ = ('find', 'get', 'utcnow', 'MISSING')


class _MissingSentinel:
    __slots__ = ()

    def __eq__(self, other):
        return False

    def __bool__(self):
        return False

    def __hash__(self):
        return 0

    def __repr__(self):
        return '...'


MISSING: Any = _MissingSentinel()
EMOJIS_MAP: dict[str, str] = {}


def find(predicate, seq):
    for element in seq:
        if predicate(element):
            return element
    return None


def get(iterable, **attrs):
    _all = all
    attrget = attrgetter
    if len(attrs) == 1:
        k, v = attrs.popitem()
        pred = attrget(k.replace('__', '.'))
        for elem in iterable:
            if pred(elem) == v:
                return elem
        return None
    converted = [(attrget(attr.replace('__', '.')), value) for attr, value in attrs.items()]
    for elem in iterable:
        if _all(pred(elem) == value for pred, value in converted):
            return elem
    return None


def get_slots(cls):
    for mro in reversed(cls.__mro__):
        try:
            yield from mro.__slots__
        except AttributeError:
            continue


def _get_as_snowflake(data, key):
    try:
        value = data[key]
    except KeyError:
        return None
    else:
        return value and int(value)


def utcnow() -> datetime.datetime:
    return datetime.datetime.now(datetime.timezone.utc)


def warn_deprecated(name, instead=None, since=None, removed=None, reference=None, stacklevel=3):
    message = f'{name} is deprecated'
    if since:
        message += f' since version {since}'
    if removed:
        message += f' and will be removed in version {removed}'
    if instead:
        message += f', consider using {instead} instead'
    warnings.warn(message + '.', DeprecationWarning, stacklevel=stacklevel)


async def maybe_coroutine(f, *args, **kwargs):
    value = f(*args, **kwargs)
    if hasattr(value, '__await__'):
        return await value
    return value


async def async_all(gen, *, check=None):
    for elem in gen:
        if hasattr(elem, '__await__'):
            elem = await elem
        if not elem:
            return False
    return True


def basic_autocomplete(values):
    async def autocomplete_callback(ctx):
        return values
    return autocomplete_callback


def parse_time(timestamp):
    if timestamp:
        return datetime.datetime.fromisoformat(timestamp)
    return None
