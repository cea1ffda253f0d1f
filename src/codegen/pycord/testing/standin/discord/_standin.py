# Stand-in only (no such module in py-cord 2.8.1, github.com/Pycord-Development/pycord, tag v2.8.1,
# commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): how the stand-in records what py-cord would
# send to Discord and what it answered. The JSON lines and the driving of coroutines are every
# stand-in's (standin_record, src/codegen/testing/standin_record.py, which the check copies beside
# discord).
import standin_record

# What utils._to_json (json.dumps) says of a key it cannot write.
_KEYS = 'str, int, float, bool or None'


def dumps(v):
    """What utils._to_json (json.dumps) writes for the same value; anything else raises like it."""
    return standin_record.dumps(v, _KEYS)


def record(kind, **fields):
    standin_record.record(kind, fields, _KEYS)


def drive(value):
    """Runs a coroutine to its end without an event loop (nothing here ever suspends)."""
    return standin_record.drive(value, 'py-cord')


class Future:
    """asyncio.Future's done/set_result/result and await, for views' and modals' _stopped."""

    def __init__(self):
        self._done = False
        self._result = None

    def done(self):
        return self._done

    def set_result(self, value):
        self._done = True
        self._result = value

    def result(self):
        return self._result

    def cancel(self):
        return False

    def __await__(self):
        if not self._done:
            raise RuntimeError('the stand-in cannot wait for a view or modal to finish')
        if False:
            yield
        return self._result


_ids = [100000000000000100]


def snowflake():
    _ids[0] += 1
    return _ids[0]


APPLICATION_ID = 100000000000000001
GUILD_ID = 100000000000000002
USER_ID = 100000000000000003
sent = []  # (component type, custom_id, message id) of every interactive component sent
_INTERACTIVE = (2, 3, 5, 6, 7, 8)


def sent_components(components, message_id):
    for c in components or ():
        if int(c.get('type', 0)) in _INTERACTIVE and c.get('custom_id'):
            sent.append((int(c['type']), c['custom_id'], message_id))
        sent_components(c.get('components'), message_id)
        if isinstance(c.get('accessory'), dict):
            sent_components([c['accessory']], message_id)


def routed(interaction):
    """An interaction was answered: a route record names what it answered."""
    if interaction.type.value in (3, 5):
        record('route', custom_id=interaction.custom_id)
    elif interaction.type.value == 2:
        record('route', command=(interaction.data or {}).get('name'))


def read(item, value):
    """A submitted modal's field was read: records its custom_id and the Python type read."""
    modal = getattr(item, '_standin_modal', None)
    if modal is not None:
        if isinstance(value, list):
            inner = sorted({type(x).__name__ for x in value})
            kind = 'list[' + '|'.join(inner) + ']' if inner else 'list'
        else:
            kind = type(value).__name__
        record('read', modal=modal, custom_id=item.custom_id, type=kind)
    return value
