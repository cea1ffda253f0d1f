# Stand-in only (no such module in hikari): how the stand-in records what hikari would send to
# Discord and what it answered. The JSON lines and the driving of coroutines are every stand-in's
# (standin_record, src/codegen/testing/standin_record.py, which the check copies beside hikari).
import standin_record


def dumps(v):
    return standin_record.dumps(v)


def record(kind, **fields):
    standin_record.record(kind, fields)


def drive(value):
    """Runs a coroutine to its end without an event loop (nothing here ever suspends)."""
    return standin_record.drive(value, 'hikari')


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
