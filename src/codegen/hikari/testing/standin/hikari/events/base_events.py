# Stand-in of hikari 2.6.0, hikari/events/base_events.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): Event.


class Event:
    pass


__all__ = ('Event',)
