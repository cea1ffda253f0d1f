# Stand-in of hikari 2.6.0, hikari/events/__init__.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c).
from hikari.events.base_events import Event
from hikari.events.interaction_events import *
from hikari.events.lifetime_events import *
