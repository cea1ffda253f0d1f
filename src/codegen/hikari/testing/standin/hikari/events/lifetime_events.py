# Stand-in of hikari 2.6.0, hikari/events/lifetime_events.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): StartingEvent, StartedEvent.
from hikari.events.base_events import Event


class StartingEvent(Event):
    def __init__(self, *, app):
        self.app = app


class StartedEvent(Event):
    def __init__(self, *, app):
        self.app = app


__all__ = ('StartingEvent', 'StartedEvent')
