# Stand-in of hikari 2.6.0, hikari/applications.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): ApplicationContextType,
# ApplicationIntegrationType, and an Application (what rest.fetch_application() returns).
import enum as _enum

from hikari import snowflakes


class ApplicationIntegrationType(int, _enum.Enum):
    GUILD_INSTALL = 0
    USER_INSTALL = 1


class ApplicationContextType(int, _enum.Enum):
    GUILD = 0
    BOT_DM = 1
    PRIVATE_CHANNEL = 2


class Application(snowflakes.Unique):
    def __init__(self, *, id, name):
        self.id = snowflakes.Snowflake(id)
        self.name = name


__all__ = ('ApplicationIntegrationType', 'ApplicationContextType', 'Application')
