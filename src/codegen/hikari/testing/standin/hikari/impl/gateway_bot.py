# Stand-in of hikari 2.6.0, hikari/impl/gateway_bot.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): GatewayBot with its real constructor
# keywords, rest, listen(*event_types) (the type taken from the callback's annotation when none
# is given), subscribe and run(). run() connects to nothing: it fires StartingEvent and
# StartedEvent, then one CommandInteraction per registered command, one ComponentInteraction per
# interactive custom_id sent, and one ModalInteraction per modal shown, each to the listeners of
# its event class or a base of it. A listener's exception is not logged and swallowed as hikari
# would: it stops the run, so the check sees it.
from hikari import _standin
from hikari import undefined
from hikari.events import interaction_events, lifetime_events
from hikari.impl import rest as rest_impl
from hikari.interactions import command_interactions, component_interactions, modal_interactions
from hikari.interactions.base_interactions import InteractionType


class GatewayBot:
    def __init__(self, token, *, allow_color=True, banner='hikari', suppress_optimization_warning=False,
                 executor=None, force_color=False, cache_settings=None, http_settings=None, dumps=None, loads=None,
                 intents=None, capabilities=None, auto_chunk_members=True, logs='INFO', max_rate_limit=300.0,
                 max_retries=3, proxy_settings=None, rest_url=None):
        if not isinstance(token, str):
            raise TypeError('token must be a str')
        self._rest = rest_impl.RESTClientImpl(token=token)
        self._listeners = []

    @property
    def rest(self):
        return self._rest

    def subscribe(self, event_type, callback):
        self._listeners.append((event_type, callback))

    def listen(self, *event_types):
        def decorator(callback):
            types = event_types
            if not types:
                params = callback.__code__.co_varnames[: callback.__code__.co_argcount]
                hint = callback.__annotations__.get(params[0]) if params else None
                if isinstance(hint, str):
                    hint = eval(hint, callback.__globals__)
                if hint is None:
                    raise TypeError('Please provide the event type either as an argument to the decorator '
                                    'or as a type hint.')
                types = (hint,)
            for t in types:
                self.subscribe(t, callback)
            return callback

        return decorator

    def _dispatch(self, event):
        for event_type, callback in list(self._listeners):
            if isinstance(event, event_type):
                _standin.drive(callback(event))

    def run(self, *, activity=None, afk=False, asyncio_debug=None, check_for_updates=True,
            close_passed_executor=False, close_loop=True, coroutine_tracking_depth=None, enable_signal_handlers=None,
            idle_since=None, ignore_session_start_limit=False, large_threshold=250, propagate_interrupts=False,
            status=None, shard_ids=None, shard_count=None, startup_window_delay=5):
        self._dispatch(lifetime_events.StartingEvent(app=self))
        self._dispatch(lifetime_events.StartedEvent(app=self))
        n = 0

        def base(kind):
            nonlocal n
            n += 1
            return dict(app=self, id=200000000000000000 + n, application_id=_standin.APPLICATION_ID, type=kind,
                        token=f'token-{n}')

        for name, command_type in list(_standin._commands):
            i = command_interactions.CommandInteraction(command_name=name, command_type=command_type,
                                                        **base(InteractionType.APPLICATION_COMMAND))
            self._dispatch(interaction_events.CommandInteractionCreateEvent(shard=None, interaction=i))
        for component_type, custom_id in list(_standin._interactive):
            i = component_interactions.ComponentInteraction(component_type=component_type, custom_id=custom_id,
                                                            values=[], **base(InteractionType.MESSAGE_COMPONENT))
            self._dispatch(interaction_events.ComponentInteractionCreateEvent(shard=None, interaction=i))
        for modal in list(_standin._modals):
            i = modal_interactions.ModalInteraction(custom_id=modal['custom_id'],
                                                    components=_standin.submitted_rows(modal),
                                                    **base(InteractionType.MODAL_SUBMIT))
            self._dispatch(interaction_events.ModalInteractionCreateEvent(shard=None, interaction=i))


__all__ = ('GatewayBot',)
