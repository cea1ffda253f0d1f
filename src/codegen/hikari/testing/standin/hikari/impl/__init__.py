# Stand-in of hikari 2.6.0, hikari/impl/__init__.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c) (only the modules a bot needs).
from hikari.impl.entity_factory import *
from hikari.impl.gateway_bot import *
from hikari.impl.rest import *
from hikari.impl.special_endpoints import *
