# Stand-in only (no such module in hikari): how the stand-in records what hikari would send to
# Discord. Every record is one JSON line on stdout, written without the json module (Debian's
# python3-minimal lacks it). Coroutines are driven without asyncio, as they never suspend here.
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


def dumps(v):
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
        return '[' + ','.join(dumps(x) for x in v) + ']'
    if isinstance(v, dict):
        parts = []
        for k, x in v.items():
            if not isinstance(k, str):
                raise TypeError(f'keys must be str, not {type(k).__name__}')
            parts.append(_str(str(k)) + ':' + dumps(x))
        return '{' + ','.join(parts) + '}'
    raise TypeError(f'Object of type {type(v).__name__} is not JSON serializable')


def record(kind, **fields):
    line = {'kind': kind}
    line.update(fields)
    sys.stdout.write(dumps(line) + '\n')
    sys.stdout.flush()


def drive(value):
    """Runs a coroutine to its end without an event loop (nothing here ever suspends)."""
    if hasattr(value, 'send') and hasattr(value, 'close'):
        try:
            while True:
                value.send(None)
        except StopIteration as stop:
            return stop.value
        raise RuntimeError('the stand-in cannot wait: the program awaited something outside hikari')
    return value


class _Done:
    def __await__(self):
        if False:
            yield
        return None


APPLICATION_ID = 100000000000000001
CHANNEL_OR_GUILD = 100000000000000002
_modals = []
_interactive = []  # (component type, custom_id) of every interactive component sent
_commands = []  # (name, type) of every registered top-level command

_INTERACTIVE_TYPES = (2, 3, 5, 6, 7, 8)


def shown_modal(data):
    _modals.append(data)


def sent_components(components):
    for c in components or ():
        if int(c.get('type', 0)) in _INTERACTIVE_TYPES and 'custom_id' in c:
            _interactive.append((int(c['type']), c['custom_id']))
        sent_components(c.get('components'))
        if isinstance(c.get('accessory'), dict):
            sent_components([c['accessory']])


def registered(body):
    for command in body:
        _commands.append((command['name'], int(command.get('type', 1))))


def answered(interaction):
    if hasattr(interaction, 'custom_id'):
        record('route', custom_id=interaction.custom_id)
    else:
        record('route', command=interaction.command_name)


def submitted_rows(modal):
    """What Discord sends back for a modal hikari 2.6.0 built: its action rows of text inputs."""
    from hikari.components import ActionRowComponent, ComponentType, TextInputComponent

    rows = []
    for row in modal.get('components') or ():
        if int(row['type']) != 1:
            continue  # hikari 2.6.0's deserialiser skips every other top-level kind
        inputs = []
        for c in row.get('components') or ():
            if int(c['type']) == 4:
                t = TextInputComponent(type=ComponentType.TEXT_INPUT, id=0, custom_id=c['custom_id'],
                                       value=c.get('value', 'typed text'))
                t._modal = modal['custom_id']
                inputs.append(t)
        if inputs:
            rows.append(ActionRowComponent(type=ComponentType.ACTION_ROW, id=0, components=inputs))
    return rows
