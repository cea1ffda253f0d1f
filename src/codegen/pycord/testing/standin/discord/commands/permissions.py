# Stand-in of py-cord 2.8.1, discord/commands/permissions.py (github.com/Pycord-Development/pycord, tag
# v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its docstrings,
# typing-only imports and @overload stubs taken out (same classes, signatures and serialisation).

from typing import Callable
from ..enums import InteractionContextType
from ..permissions import Permissions
from .core import ApplicationCommand
__all__ = ('default_permissions', 'guild_only', 'is_nsfw')

def default_permissions(**perms: bool) -> Callable:
    invalid = set(perms) - set(Permissions.VALID_FLAGS)
    if invalid:
        raise TypeError(f"Invalid permission(s): {', '.join(invalid)}")

    def inner(command: Callable):
        if isinstance(command, ApplicationCommand):
            if command.parent is not None:
                raise RuntimeError('Permission restrictions can only be set on top-level commands')
            command.default_member_permissions = Permissions(**perms)
        else:
            command.__default_member_permissions__ = Permissions(**perms)
        return command
    return inner

def guild_only() -> Callable:

    def inner(command: Callable):
        if isinstance(command, ApplicationCommand):
            command.contexts = {InteractionContextType.guild}
        else:
            command.__contexts__ = {InteractionContextType.guild}
        return command
    return inner

def is_nsfw() -> Callable:

    def inner(command: Callable):
        if isinstance(command, ApplicationCommand):
            command.nsfw = True
        else:
            command.__nsfw__ = True
        return command
    return inner
