# Stand-in only (no such module in any library): how the Python stand-ins (hikari, py-cord) record
# what their library would send to Discord. python-check.ts copies this file beside the stand-in's
# package, so each library's `_standin` module imports it by this name. Every record is one JSON
# line on stdout, written without the json module (Debian's python3-minimal lacks it). Coroutines
# are driven without asyncio, as nothing here ever suspends.
import sys

_ESC = {'"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f'}


def _str(s):
    out = []
    for c in s:
        if c in _ESC:
            out.append(_ESC[c])
        elif ord(c) < 0x20 or ord(c) > 0x7E:
            n = ord(c)
            if n > 0xFFFF:
                n -= 0x10000
                out.append('\\u%04x\\u%04x' % (0xD800 + (n >> 10), 0xDC00 + (n & 0x3FF)))
            else:
                out.append('\\u%04x' % n)
        else:
            out.append(c)
    return '"' + ''.join(out) + '"'


def dumps(v, keys='str'):
    """JSON text of `v`; a dict key that is no str raises, saying `keys must be <keys>`."""
    if v is None:
        return 'null'
    if v is True:
        return 'true'
    if v is False:
        return 'false'
    if isinstance(v, int):
        return str(int(v))
    if isinstance(v, float):
        if v != v or v in (float('inf'), float('-inf')):
            raise ValueError('Out of range float values are not JSON compliant')
        return repr(float(v))
    if isinstance(v, str):
        return _str(str(v))
    if isinstance(v, (list, tuple)):
        return '[' + ','.join(dumps(x, keys) for x in v) + ']'
    if isinstance(v, dict):
        parts = []
        for k, x in v.items():
            if not isinstance(k, str):
                raise TypeError(f'keys must be {keys}, not {type(k).__name__}')
            parts.append(_str(str(k)) + ':' + dumps(x, keys))
        return '{' + ','.join(parts) + '}'
    raise TypeError(f'Object of type {type(v).__name__} is not JSON serializable')


def record(kind, fields, keys='str'):
    """Writes one record: `{"kind": kind, **fields}` as a JSON line."""
    line = {'kind': kind}
    line.update(fields)
    sys.stdout.write(dumps(line, keys) + '\n')
    sys.stdout.flush()


def drive(value, library):
    """Runs a coroutine to its end without an event loop (nothing here ever suspends)."""
    if hasattr(value, 'send') and hasattr(value, 'close'):
        try:
            while True:
                value.send(None)
        except StopIteration as stop:
            return stop.value
        raise RuntimeError(f'the stand-in cannot wait: the program awaited something outside {library}')
    return value
