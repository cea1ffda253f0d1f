# Stand-in of py-cord 2.8.1, discord/client.py (github.com/Pycord-Development/pycord, tag v2.8.1,
# commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): Client's constructor options it reads
# (intents, allowed_mentions), event, listen, dispatch, user, get_channel, fetch_channel,
# get_partial_messageable, add_view and persistent_views with their real signatures and checks.
# run() connects to nothing: it dispatches connect (py-cord's Bot syncs its commands there) and
# ready, then plays one interaction per registered command (required options filled in), one per
# interactive custom_id sent or stored, and one submit per modal shown, through py-cord's own
# process_application_commands, ViewStore.dispatch and ModalStore.dispatch. An exception in a
# handler is not logged and swallowed as py-cord would: it stops the run, so the check sees it.
from __future__ import annotations

import inspect

from . import _standin
from .enums import ChannelType, ComponentType, SlashCommandOptionType
from .flags import Intents
from .http import HTTPClient
from .interactions import Interaction
from .mentions import AllowedMentions
from .models import PartialMessageable, User
from .state import ConnectionState
from .ui.view import BaseView
from .utils import MISSING

__all__ = ('Client',)


class ClientUser(User):
    pass


class Client:
    def __init__(self, *, loop=None, **options):
        intents = options.get('intents', Intents.default())
        if not isinstance(intents, Intents):
            raise TypeError(f'intents parameter must be Intent not {type(intents)!r}')
        allowed_mentions = options.get('allowed_mentions')
        if allowed_mentions is not None and not isinstance(allowed_mentions, AllowedMentions):
            raise TypeError('allowed_mentions parameter must be AllowedMentions')
        self.http = HTTPClient()
        self._listeners = {}
        self.extra_events = {}
        self._connection = ConnectionState(dispatch=self.dispatch, http=self.http, allowed_mentions=allowed_mentions)
        self._connection._get_client = lambda: self
        self._user = None

    @property
    def user(self):
        return self._user

    @property
    def application_id(self):
        return _standin.APPLICATION_ID

    def dispatch(self, event, *args, **kwargs):
        method = 'on_' + event
        coro = getattr(self, method, None)
        if coro is not None:
            _standin.drive(coro(*args, **kwargs))
        for listener in self.extra_events.get(method, []):
            _standin.drive(listener(*args, **kwargs))

    def event(self, coro):
        if not inspect.iscoroutinefunction(coro):
            raise TypeError('event registered must be a coroutine function')
        setattr(self, coro.__name__, coro)
        return coro

    def add_listener(self, func, name=MISSING):
        name = func.__name__ if name is MISSING else name
        if not inspect.iscoroutinefunction(func):
            raise TypeError('Listeners must be coroutines')
        self.extra_events.setdefault(name, []).append(func)

    def listen(self, name=MISSING, once=False):
        def decorator(func):
            self.add_listener(func, name)
            return func
        return decorator

    def get_channel(self, id, /):
        return self._connection.get_channel(id)

    async def fetch_channel(self, channel_id, /):
        return self._connection.get_channel(channel_id)

    def get_partial_messageable(self, id, *, type=None):
        return PartialMessageable(state=self._connection, id=id, type=type)

    def add_view(self, view, *, message_id=None):
        if not isinstance(view, BaseView):
            raise TypeError(f'expected an instance of BaseView not {view.__class__!r}')
        if not view.is_persistent():
            raise ValueError('View is not persistent. Items need to have a custom_id set and View must have no timeout')
        self._connection.store_view(view, message_id)

    @property
    def persistent_views(self):
        return self._connection.persistent_views

    async def on_view_error(self, error, item, interaction):
        raise error

    async def on_modal_error(self, error, interaction):
        raise error

    def run(self, *args, **kwargs):
        self._user = ClientUser(state=self._connection, data={'id': str(_standin.APPLICATION_ID), 'username': 'bot'})
        self.dispatch('connect')
        self.dispatch('ready')
        for command in list(self.http._global_commands):
            for data, resolved in _command_invocations(command):
                self._interact(2, dict(data, id=command['id'], resolved=resolved))
        seen = set()
        for component_type, custom_id, message_id in list(_standin.sent):
            if (component_type, custom_id) in seen:
                continue
            seen.add((component_type, custom_id))
            self._interact(3, {'custom_id': custom_id, 'component_type': component_type,
                               **({'values': []} if component_type != 2 else {})}, message_id=message_id)
        store = self._connection._modal_store
        for (user_id, custom_id), modal in list(store._modals.items()):
            data, resolved = _submitted(modal)
            self._interact(5, {'custom_id': custom_id, 'components': data, 'resolved': resolved}, modal=modal)

    def _interact(self, kind, data, message_id=None, modal=None):
        payload = {'id': str(_standin.snowflake()), 'type': kind, 'data': data, 'token': 'token', 'version': 1,
                   'application_id': str(_standin.APPLICATION_ID), 'guild_id': str(_standin.GUILD_ID),
                   'channel_id': str(_standin.GUILD_ID + 1),
                   'member': {'user': {'id': str(_standin.USER_ID), 'username': 'user'}, 'roles': []}}
        if message_id is not None:
            payload['_message'] = self._connection.create_message(
                channel=None, data={'id': str(message_id), 'channel_id': str(_standin.GUILD_ID + 1)})
        interaction = Interaction(data=payload, state=self._connection)
        if kind == 2:
            self.dispatch('interaction', interaction)
        elif kind == 3:
            self._connection._view_store.dispatch(data['component_type'], data['custom_id'], interaction)
        else:
            for component, child in zip(data['components'], modal.children):
                _mark(child, modal.custom_id)
            _standin.drive(self._connection._modal_store.dispatch(interaction.user.id, data['custom_id'], interaction))


def _mark(item, modal_id):
    item._standin_modal = modal_id
    inner = getattr(item, 'item', None)
    if inner is not None:
        inner._standin_modal = modal_id


_USER = {'id': '100000000000000004', 'username': 'someone'}
_ROLE = {'id': '100000000000000005', 'name': 'Staff'}
_CHANNEL = {'id': '100000000000000006', 'name': 'general', 'type': 0}
_ATTACHMENT = {'id': '100000000000000007', 'filename': 'upload.png', 'size': 3, 'url': 'https://cdn/upload.png'}


def _resolved_for(kind):
    if kind in (SlashCommandOptionType.user.value, SlashCommandOptionType.mentionable.value):
        return _USER['id'], {'users': {_USER['id']: dict(_USER)}, 'members': {_USER['id']: {'roles': []}}}
    if kind == SlashCommandOptionType.role.value:
        return _ROLE['id'], {'roles': {_ROLE['id']: dict(_ROLE)}}
    if kind == SlashCommandOptionType.channel.value:
        return _CHANNEL['id'], {'channels': {_CHANNEL['id']: dict(_CHANNEL)}}
    if kind == SlashCommandOptionType.attachment.value:
        return _ATTACHMENT['id'], {'attachments': {_ATTACHMENT['id']: dict(_ATTACHMENT)}}
    return None, {}


def _filled(options):
    """What Discord sends for a leaf command's required options, and their resolved objects."""
    given, resolved = [], {}
    for o in options or ():
        if not o.get('required'):
            continue
        kind = o['type']
        if o.get('choices'):
            value = o['choices'][0]['value']
        elif kind == 3:
            value = 'text'
        elif kind == 4:
            value = o.get('min_value', 1)
        elif kind == 5:
            value = True
        elif kind == 10:
            value = o.get('min_value', 1.5)
        else:
            value, more = _resolved_for(kind)
            for k, v in more.items():
                resolved.setdefault(k, {}).update(v)
        given.append({'type': kind, 'name': o['name'], 'value': value})
    return given, resolved


def _command_invocations(command):
    """One interaction's data per leaf of a registered command (a subcommand, or the command)."""
    base = {'name': command['name'], 'type': command.get('type', 1)}
    if command.get('type', 1) != 1:
        target, resolved = _resolved_for(6) if command['type'] == 2 else ('100000000000000008', {
            'messages': {'100000000000000008': {'id': '100000000000000008', 'channel_id': str(_standin.GUILD_ID + 1),
                                                'content': ''}}})
        yield dict(base, target_id=target), resolved
        return
    options = command.get('options') or []
    subs = [o for o in options if o['type'] in (1, 2)]
    if not subs:
        given, resolved = _filled(options)
        yield dict(base, options=given), resolved
        return
    for sub in subs:
        if sub['type'] == 1:
            given, resolved = _filled(sub.get('options'))
            yield dict(base, options=[{'type': 1, 'name': sub['name'], 'options': given}]), resolved
        else:
            for leaf in sub.get('options') or []:
                given, resolved = _filled(leaf.get('options'))
                yield dict(base, options=[{'type': 2, 'name': sub['name'], 'options': [
                    {'type': 1, 'name': leaf['name'], 'options': given}]}]), resolved


def _submitted(modal):
    """What Discord sends back when the shown modal is submitted: one entry per top-level component."""
    resolved = {}
    out = []
    for c in modal.to_components():
        if c['type'] != 18:
            out.append({'type': c['type'], 'id': c.get('id') or 0})
            continue
        inner = c['component']
        kind = inner['type']
        entry = {'type': kind, 'id': inner.get('id') or 0, 'custom_id': inner['custom_id']}
        if kind == ComponentType.input_text.value:
            entry['value'] = inner.get('value') or 'typed text'
        elif kind == ComponentType.string_select.value:
            entry['values'] = [inner['options'][0]['value']] if inner.get('options') else []
        elif kind == ComponentType.radio_group.value:
            chosen = [o for o in inner.get('options', []) if o.get('default')] or inner.get('options', [])
            entry['value'] = chosen[0]['value'] if chosen else None
        elif kind == ComponentType.checkbox_group.value:
            entry['values'] = [o['value'] for o in inner.get('options', [])][: max(1, inner.get('min_values') or 1)]
        elif kind == ComponentType.checkbox.value:
            entry['value'] = True
        else:
            option_kind = {5: 6, 6: 8, 7: 9, 8: 7, 19: 11}[kind]
            value, more = _resolved_for(option_kind)
            entry['values'] = [value]
            for k, v in more.items():
                resolved.setdefault(k, {}).update(v)
        out.append({'type': 18, 'id': c.get('id') or 0, 'component': entry})
    return out, resolved
