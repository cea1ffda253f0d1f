# Stand-in of hikari 2.6.0, hikari/__init__.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): the top-level names a bot imports, from the
# same modules as the real package. Only what the sample designs need is here.
from hikari import applications, commands, components, embeds, emojis, events, files, impl, interactions
from hikari import snowflakes, undefined
from hikari.applications import Application, ApplicationContextType, ApplicationIntegrationType
from hikari.channels import *
from hikari.colors import *
from hikari.colours import *
from hikari.commands import *
from hikari.components import *
from hikari.embeds import *
from hikari.emojis import *
from hikari.events.base_events import Event
from hikari.events.interaction_events import *
from hikari.events.lifetime_events import *
from hikari.files import URL, Bytes, File, Resourceish
from hikari.impl import GatewayBot
from hikari.interactions.base_interactions import *
from hikari.interactions.command_interactions import *
from hikari.interactions.component_interactions import *
from hikari.interactions.modal_interactions import *
from hikari.locales import *
from hikari.messages import *
from hikari.permissions import *
from hikari.polls import *
from hikari.snowflakes import Snowflake, Snowflakeish, SnowflakeishOr, Unique
from hikari.undefined import UNDEFINED, UndefinedNoneOr, UndefinedOr, UndefinedType

__version__ = '2.6.0'
