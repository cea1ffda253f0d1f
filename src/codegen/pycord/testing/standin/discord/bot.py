# Stand-in of py-cord 2.8.1, discord/bot.py (github.com/Pycord-Development/pycord, tag v2.8.1,
# commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its docstrings and
# typing-only imports taken out: add_application_command, register_commands, sync_commands (the
# bulk overwrite it builds, in its order), process_application_commands and the command
# decorators are py-cord's. Stand-in changes: no cogs (CogMixin is empty), no AutoShardedBot, no
# autocomplete runner, and on_application_command_error re-raises the command's exception (py-cord
# prints it) so that the check sees it.
from __future__ import annotations
import collections
import collections.abc
import copy
import inspect
import logging
import sys
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, Callable, Coroutine, Generator, Literal, Mapping, TypeVar
from .client import Client


class CogMixin:

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
from .commands import ApplicationCommand, ApplicationContext, AutocompleteContext, MessageCommand, SlashCommand, SlashCommandGroup, UserCommand, command
from .enums import IntegrationType, InteractionContextType, InteractionType
from .errors import CheckFailure, DiscordException
from .interactions import Interaction
from .user import User
from .utils import MISSING, async_all, find, get
C = TypeVar('C', bound=MessageCommand | SlashCommand | UserCommand)
CoroFunc = Callable[..., Coroutine[Any, Any, Any]]
CFT = TypeVar('CFT', bound=CoroFunc)
__all__ = ('ApplicationCommandMixin', 'Bot')
_log = logging.getLogger(__name__)

class ApplicationCommandMixin(ABC):

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._pending_application_commands = []
        self._application_commands = {}

    @property
    def all_commands(self):
        return self._application_commands

    @property
    def pending_application_commands(self):
        return self._pending_application_commands

    @property
    def commands(self) -> list[ApplicationCommand | Any]:
        commands = self.application_commands
        if self._bot._supports_prefixed_commands and hasattr(self._bot, 'prefixed_commands'):
            commands += getattr(self._bot, 'prefixed_commands')
        return commands

    @property
    def application_commands(self) -> list[ApplicationCommand]:
        return list(self._application_commands.values())

    def add_application_command(self, command: ApplicationCommand) -> None:
        if isinstance(command, SlashCommand) and command.is_subcommand:
            raise TypeError('The provided command is a sub-command of group')
        if self._bot.debug_guilds and command.guild_ids is None:
            command.guild_ids = self._bot.debug_guilds
        if self._bot.default_command_contexts and command.contexts is None:
            command.contexts = self._bot.default_command_contexts
        if self._bot.default_command_integration_types and command.integration_types is None:
            command.integration_types = self._bot.default_command_integration_types
        for cmd in self.pending_application_commands:
            if cmd == command:
                command.id = cmd.id
                self._application_commands[command.id] = command
                break
        self._pending_application_commands.append(command)

    def remove_application_command(self, command: ApplicationCommand) -> ApplicationCommand | None:
        if command.id:
            self._application_commands.pop(command.id, None)
        if command in self._pending_application_commands:
            self._pending_application_commands.remove(command)
            return command

    @property
    def get_command(self):
        return self.get_application_command

    def get_application_command(self, name: str, guild_ids: list[int] | None=None, type: type[ApplicationCommand]=ApplicationCommand) -> ApplicationCommand | None:
        commands = self._application_commands.values()
        for command in commands:
            if command.name == name and isinstance(command, type):
                if guild_ids is not None and command.guild_ids != guild_ids:
                    return
                return command
            elif (names := name.split())[0] == command.name and isinstance(command, SlashCommandGroup):
                while len(names) > 1:
                    command = get(commands, name=names.pop(0))
                    if not isinstance(command, SlashCommandGroup) or (guild_ids is not None and command.guild_ids != guild_ids):
                        return
                    commands = command.subcommands
                command = get(commands, name=names.pop())
                if not isinstance(command, type) or (guild_ids is not None and command.guild_ids != guild_ids):
                    return
                return command

    async def get_desynced_commands(self, guild_id: int | None=None, prefetched: list[interactions.ApplicationCommand] | None=None) -> list[dict[str, Any]]:

        def _check_command(cmd: ApplicationCommand, match: Mapping[str, Any]) -> bool:
            if isinstance(cmd, SlashCommandGroup):
                if len(cmd.subcommands) != len(match.get('options', [])):
                    return True
                for i, subcommand in enumerate(cmd.subcommands):
                    match_ = next((data for data in match['options'] if data['name'] == subcommand.name), MISSING)
                    if match_ is not MISSING and _check_command(subcommand, match_):
                        return True
            else:
                as_dict = cmd.to_dict()
                to_check = {'nsfw': None, 'default_member_permissions': None, 'name': None, 'description': None, 'name_localizations': None, 'description_localizations': None, 'options': ['type', 'name', 'description', 'autocomplete', 'choices', 'name_localizations', 'description_localizations'], 'contexts': None, 'integration_types': None}
                for check, value in to_check.items():
                    if type(to_check[check]) == list:
                        falsy_vals = (False, [])
                        for opt in value:
                            cmd_vals = [val.get(opt, MISSING) for val in as_dict[check]] if check in as_dict else []
                            for i, val in enumerate(cmd_vals):
                                if val in falsy_vals:
                                    cmd_vals[i] = MISSING
                            if match.get(check, MISSING) is not MISSING and cmd_vals != [val.get(opt, MISSING) for val in match[check]]:
                                return True
                    elif (attr := getattr(cmd, check, None)) != (found := match.get(check)):
                        if 'localizations' in check and bool(attr) == bool(found):
                            continue
                        elif check == 'default_permission' and attr is True and (found is None):
                            continue
                        return True
            return False
        return_value = []
        cmds = self.pending_application_commands.copy()
        if guild_id is None:
            pending = [cmd for cmd in cmds if cmd.guild_ids is None]
        else:
            pending = [cmd for cmd in cmds if cmd.guild_ids is not None and guild_id in cmd.guild_ids]
        registered_commands: list[interactions.ApplicationCommand] = []
        if prefetched is not None:
            registered_commands = prefetched
        elif self._bot.user:
            if guild_id is None:
                registered_commands = await self._bot.http.get_global_commands(self._bot.user.id)
            else:
                registered_commands = await self._bot.http.get_guild_commands(self._bot.user.id, guild_id)
        registered_commands_dict = {cmd['name']: cmd for cmd in registered_commands}
        for cmd in pending:
            match = registered_commands_dict.get(cmd.name)
            if match is None:
                return_value.append({'command': cmd, 'action': 'upsert'})
            elif _check_command(cmd, match):
                return_value.append({'command': cmd, 'action': 'edit', 'id': int(registered_commands_dict[cmd.name]['id'])})
            else:
                return_value.append({'command': cmd, 'action': None, 'id': int(match['id'])})
        for cmd, value_ in registered_commands_dict.items():
            match = get(pending, name=registered_commands_dict[cmd]['name'])
            if match is None:
                return_value.append({'command': registered_commands_dict[cmd]['name'], 'id': int(value_['id']), 'action': 'delete'})
                continue
        return return_value

    async def register_command(self, command: ApplicationCommand, force: bool=True, guild_ids: list[int] | None=None) -> None:
        raise NotImplementedError

    async def register_commands(self, commands: list[ApplicationCommand] | None=None, guild_id: int | None=None, method: Literal['individual', 'bulk', 'auto']='bulk', force: bool=False, delete_existing: bool=True) -> list[interactions.ApplicationCommand]:
        if commands is None:
            commands = self.pending_application_commands
        commands = [copy.copy(cmd) for cmd in commands]
        if guild_id is not None:
            for cmd in commands:
                to_rep_with = [guild_id]
                cmd.guild_ids = to_rep_with
        is_global = guild_id is None
        registered = []
        if is_global:
            pending = list(filter(lambda c: c.guild_ids is None, commands))
            registration_methods = {'bulk': self._bot.http.bulk_upsert_global_commands, 'upsert': self._bot.http.upsert_global_command, 'delete': self._bot.http.delete_global_command, 'edit': self._bot.http.edit_global_command}

            def _register(method: Literal['bulk', 'upsert', 'delete', 'edit'], *args, **kwargs):
                return registration_methods[method](self._bot.user and self._bot.user.id, *args, **kwargs)
        else:
            pending = list(filter(lambda c: c.guild_ids is not None and guild_id in c.guild_ids, commands))
            registration_methods = {'bulk': self._bot.http.bulk_upsert_guild_commands, 'upsert': self._bot.http.upsert_guild_command, 'delete': self._bot.http.delete_guild_command, 'edit': self._bot.http.edit_guild_command}

            def _register(method: Literal['bulk', 'upsert', 'delete', 'edit'], *args, **kwargs):
                return registration_methods[method](self._bot.user and self._bot.user.id, guild_id, *args, **kwargs)

        def register(method: Literal['bulk', 'upsert', 'delete', 'edit'], *args, cmd_name: str=None, guild_id: int | None=None, **kwargs):
            if kwargs.pop('_log', True):
                if method == 'bulk':
                    _log.debug(f"Bulk updating commands {[c['name'] for c in args[0]]} for guild {guild_id}")
                elif method == 'upsert':
                    _log.debug(f'Creating command {cmd_name} for guild {guild_id}')
                elif method == 'edit':
                    _log.debug(f'Editing command {cmd_name} for guild {guild_id}')
                elif method == 'delete':
                    _log.debug(f'Deleting command {cmd_name} for guild {guild_id}')
            return _register(method, *args, **kwargs)
        pending_actions = []
        if not force:
            prefetched_commands: list[interactions.ApplicationCommand] = []
            if self._bot.user:
                if guild_id is None:
                    prefetched_commands = await self._bot.http.get_global_commands(self._bot.user.id)
                else:
                    prefetched_commands = await self._bot.http.get_guild_commands(self._bot.user.id, guild_id)
            desynced = await self.get_desynced_commands(guild_id=guild_id, prefetched=prefetched_commands)
            for cmd in desynced:
                if cmd['action'] == 'delete':
                    pending_actions.append({'action': 'delete' if delete_existing else None, 'command': collections.namedtuple('Command', ['name'])(name=cmd['command']), 'id': cmd['id']})
                    continue
                match = get(pending, name=cmd['command'].name, type=cmd['command'].type)
                if match is None:
                    continue
                if cmd['action'] == 'edit':
                    pending_actions.append({'action': 'edit', 'command': match, 'id': cmd['id']})
                elif cmd['action'] == 'upsert':
                    pending_actions.append({'action': 'upsert', 'command': match})
                elif cmd['action'] is None:
                    pending_actions.append({'action': None, 'command': match})
                else:
                    raise ValueError(f"Unknown action: {cmd['action']}")
            filtered_no_action = list(filter(lambda c: c['action'] is not None, pending_actions))
            filtered_deleted = list(filter(lambda a: a['action'] != 'delete', pending_actions))
            if method == 'bulk' or (method == 'auto' and len(filtered_deleted) == len(pending)):
                data = [cmd['command'].to_dict() for cmd in filtered_deleted]
                if len(filtered_no_action) == 0:
                    _log.debug('Skipping bulk command update: Commands are up to date')
                    registered = prefetched_commands
                else:
                    _log.debug('Bulk updating commands %s for guild %s', {c['command'].name: c['action'] for c in pending_actions}, guild_id)
                    registered = await register('bulk', data, _log=False)
            else:
                if not filtered_no_action:
                    registered = []
                for cmd in filtered_no_action:
                    if cmd['action'] == 'delete':
                        await register('delete', cmd['id'], cmd_name=cmd['command'].name, guild_id=guild_id)
                        continue
                    if cmd['action'] == 'edit':
                        registered.append(await register('edit', cmd['id'], cmd['command'].to_dict(), cmd_name=cmd['command'].name, guild_id=guild_id))
                    elif cmd['action'] == 'upsert':
                        registered.append(await register('upsert', cmd['command'].to_dict(), cmd_name=cmd['command'].name, guild_id=guild_id))
                    else:
                        raise ValueError(f"Unknown action: {cmd['action']}")
            if method != 'bulk':
                if self._bot.user:
                    if guild_id is None:
                        registered = await self._bot.http.get_global_commands(self._bot.user.id)
                    else:
                        registered = await self._bot.http.get_guild_commands(self._bot.user.id, guild_id)
        else:
            data = [cmd.to_dict() for cmd in pending]
            registered = await register('bulk', data, guild_id=guild_id)
        for i in registered:
            cmd = get(self.pending_application_commands, name=i['name'], type=i.get('type'))
            if not cmd:
                raise ValueError(f"Registered command {i['name']}, type {i.get('type')} not found in pending commands")
            cmd.id = i['id']
            self._application_commands[cmd.id] = cmd
        return registered

    async def sync_commands(self, commands: list[ApplicationCommand] | None=None, method: Literal['individual', 'bulk', 'auto']='bulk', force: bool=False, guild_ids: list[int] | None=None, register_guild_commands: bool=True, check_guilds: list[int] | None=[], delete_existing: bool=True) -> None:
        check_guilds = list(set((check_guilds or []) + (self._bot.debug_guilds or [])))
        if commands is None:
            commands = self.pending_application_commands
        if guild_ids is not None:
            for cmd in commands:
                cmd.guild_ids = guild_ids
        global_commands = [cmd for cmd in commands if cmd.guild_ids is None]
        registered_commands = await self.register_commands(global_commands, method=method, force=force, delete_existing=delete_existing)
        registered_guild_commands: dict[int, list[interactions.ApplicationCommand]] = {}
        if register_guild_commands:
            cmd_guild_ids: list[int] = []
            for cmd in commands:
                if cmd.guild_ids is not None:
                    cmd_guild_ids.extend(cmd.guild_ids)
            if check_guilds is not None:
                cmd_guild_ids.extend(check_guilds)
            for guild_id in set(cmd_guild_ids):
                guild_commands = [cmd for cmd in commands if cmd.guild_ids is not None and guild_id in cmd.guild_ids]
                app_cmds = await self.register_commands(guild_commands, guild_id=guild_id, method=method, force=force, delete_existing=delete_existing)
                registered_guild_commands[guild_id] = app_cmds
        for i in registered_commands:
            cmd = get(self.pending_application_commands, name=i['name'], guild_ids=None, type=i.get('type'))
            if cmd:
                cmd.id = i['id']
                self._application_commands[cmd.id] = cmd
        if register_guild_commands and registered_guild_commands:
            for guild_id, guild_cmds in registered_guild_commands.items():
                for i in guild_cmds:
                    cmd = find(lambda cmd: cmd.name == i['name'] and cmd.type == i.get('type') and (cmd.guild_ids is not None) and (guild_id := i.get('guild_id')) and (guild_id in cmd.guild_ids), self.pending_application_commands)
                    if not cmd:
                        continue
                    cmd.id = i['id']
                    self._application_commands[cmd.id] = cmd

    async def process_application_commands(self, interaction: Interaction, auto_sync: bool | None=None) -> None:
        if auto_sync is None:
            auto_sync = self._bot.auto_sync_commands
        if interaction.type not in (InteractionType.application_command, InteractionType.auto_complete):
            return
        command: ApplicationCommand | None = None
        try:
            if interaction.data:
                command = self._application_commands[interaction.data['id']]
        except KeyError:
            for cmd in self.application_commands + self.pending_application_commands:
                if interaction.data:
                    guild_id = interaction.data.get('guild_id')
                    if guild_id:
                        guild_id = int(guild_id)
                    if cmd.name == interaction.data['name'] and (guild_id == cmd.guild_ids or (isinstance(cmd.guild_ids, list) and guild_id in cmd.guild_ids)):
                        command = cmd
                        break
            else:
                if auto_sync and interaction.data:
                    guild_id = interaction.data.get('guild_id')
                    if guild_id is None:
                        await self.sync_commands()
                    else:
                        await self.sync_commands(check_guilds=[guild_id])
                return self._bot.dispatch('unknown_application_command', interaction)
        if interaction.type is InteractionType.auto_complete:
            return self._bot.dispatch('application_command_auto_complete', interaction, command)
        ctx = await self.get_application_context(interaction)
        if command:
            interaction.command = command
        await self.invoke_application_command(ctx)


    def slash_command(self, *, checks: list[Callable[[ApplicationContext], bool]] | None=MISSING, cog: Cog | None=MISSING, contexts: set[InteractionContextType] | None=MISSING, cooldown: Cooldown | None=MISSING, default_member_permissions: Permissions | None=MISSING, description: str | None=MISSING, description_localizations: dict[str, str] | None=MISSING, guild_ids: list[int] | None=MISSING, guild_only: bool | None=MISSING, integration_types: set[IntegrationType] | None=MISSING, name: str | None=MISSING, name_localizations: dict[str, str] | None=MISSING, nsfw: bool | None=MISSING, options: list[Option] | None=MISSING, parent: SlashCommandGroup | None=MISSING, **kwargs: Never) -> Callable[..., SlashCommand]:
        return self.application_command(cls=SlashCommand, checks=checks, cog=cog, contexts=contexts, cooldown=cooldown, default_member_permissions=default_member_permissions, description=description, description_localizations=description_localizations, guild_ids=guild_ids, guild_only=guild_only, integration_types=integration_types, name=name, name_localizations=name_localizations, nsfw=nsfw, options=options, parent=parent, **kwargs)

    def user_command(self, *, checks: list[Callable[[ApplicationContext], bool]] | None=MISSING, cog: Cog | None=MISSING, contexts: set[InteractionContextType] | None=MISSING, cooldown: Cooldown | None=MISSING, default_member_permissions: Permissions | None=MISSING, guild_ids: list[int] | None=MISSING, guild_only: bool | None=MISSING, integration_types: set[IntegrationType] | None=MISSING, name: str | None=MISSING, name_localizations: dict[str, str] | None=MISSING, nsfw: bool | None=MISSING, **kwargs: Never) -> Callable[..., UserCommand]:
        return self.application_command(cls=UserCommand, checks=checks, cog=cog, contexts=contexts, cooldown=cooldown, default_member_permissions=default_member_permissions, guild_ids=guild_ids, guild_only=guild_only, integration_types=integration_types, name=name, name_localizations=name_localizations, nsfw=nsfw, **kwargs)

    def message_command(self, *, checks: list[Callable[[ApplicationContext], bool]] | None=MISSING, cog: Cog | None=MISSING, contexts: set[InteractionContextType] | None=MISSING, cooldown: Cooldown | None=MISSING, default_member_permissions: Permissions | None=MISSING, guild_ids: list[int] | None=MISSING, guild_only: bool | None=MISSING, integration_types: set[IntegrationType] | None=MISSING, name: str | None=MISSING, name_localizations: dict[str, str] | None=MISSING, nsfw: bool | None=MISSING, **kwargs: Never) -> Callable[..., MessageCommand]:
        return self.application_command(cls=MessageCommand, checks=checks, cog=cog, contexts=contexts, cooldown=cooldown, default_member_permissions=default_member_permissions, guild_ids=guild_ids, guild_only=guild_only, integration_types=integration_types, name=name, name_localizations=name_localizations, nsfw=nsfw, **kwargs)

    def application_command(self, *, cls: type[C]=SlashCommand, checks: list[Callable[[ApplicationContext], bool]] | None=MISSING, cog: Cog | None=MISSING, contexts: set[InteractionContextType] | None=MISSING, cooldown: Cooldown | None=MISSING, default_member_permissions: Permissions | None=MISSING, description: str | None=MISSING, description_localizations: dict[str, str] | None=MISSING, guild_ids: list[int] | None=MISSING, guild_only: bool | None=MISSING, integration_types: set[IntegrationType] | None=MISSING, name: str | None=MISSING, name_localizations: dict[str, str] | None=MISSING, nsfw: bool | None=MISSING, options: list[Option] | None=MISSING, parent: SlashCommandGroup | None=MISSING, **kwargs: Any) -> Callable[..., C]:
        params = {'checks': checks, 'cog': cog, 'contexts': contexts, 'cooldown': cooldown, 'default_member_permissions': default_member_permissions, 'description': description, 'description_localizations': description_localizations, 'guild_ids': guild_ids, 'guild_only': guild_only, 'integration_types': integration_types, 'name': name, 'name_localizations': name_localizations, 'nsfw': nsfw, 'options': options, 'parent': parent, **kwargs}
        kwargs = {k: v for k, v in params.items() if v is not MISSING}

        def decorator(func) -> C:
            result = command(cls=cls, **kwargs)(func)
            self.add_application_command(result)
            return result
        return decorator

    def command(self, **kwargs):
        return self.application_command(**kwargs)

    def create_group(self, name: str, description: str | None=None, guild_ids: list[int] | None=None, **kwargs) -> SlashCommandGroup:
        description = description or 'No description provided.'
        group = SlashCommandGroup(name, description, guild_ids, **kwargs)
        self.add_application_command(group)
        return group

    def group(self, name: str | None=None, description: str | None=None, guild_ids: list[int] | None=None) -> Callable[[type[SlashCommandGroup]], SlashCommandGroup]:

        def inner(cls: type[SlashCommandGroup]) -> SlashCommandGroup:
            group = cls(name or cls.__name__, description or inspect.cleandoc(cls.__doc__).splitlines()[0] if cls.__doc__ is not None else 'No description provided', guild_ids=guild_ids)
            self.add_application_command(group)
            return group
        return inner
    slash_group = group

    def walk_application_commands(self) -> Generator[ApplicationCommand]:
        for command in self.application_commands:
            if isinstance(command, SlashCommandGroup):
                yield from command.walk_commands()
            yield command

    async def get_application_context(self, interaction: Interaction, cls: Any=ApplicationContext) -> ApplicationContext:
        return cls(self, interaction)

    async def get_autocomplete_context(self, interaction: Interaction, cls: Any=AutocompleteContext) -> AutocompleteContext:
        return cls(self, interaction)

    async def invoke_application_command(self, ctx: ApplicationContext) -> None:
        self._bot.dispatch('application_command', ctx)
        try:
            if await self._bot.can_run(ctx, call_once=True):
                await ctx.command.invoke(ctx)
            else:
                raise CheckFailure('The global check once functions failed.')
        except DiscordException as exc:
            await ctx.command.dispatch_error(ctx, exc)
        else:
            self._bot.dispatch('application_command_completion', ctx)

    @property
    @abstractmethod
    def _bot(self) -> Bot | AutoShardedBot:
        ...

class BotBase(ApplicationCommandMixin, CogMixin, ABC):
    _supports_prefixed_commands = False

    def __init__(self, description=None, *args, **options):
        super().__init__(*args, **options)
        self.__cogs = {}
        self.__extensions = {}
        self._checks = []
        self._check_once = []
        self._before_invoke = None
        self._after_invoke = None
        self.description = inspect.cleandoc(description) if description else ''
        self.owner_id = options.get('owner_id')
        self.owner_ids = options.get('owner_ids', set())
        self.auto_sync_commands = options.get('auto_sync_commands', True)
        self.debug_guilds = options.pop('debug_guilds', None)
        self.default_command_contexts = options.pop('default_command_contexts', {InteractionContextType.guild, InteractionContextType.bot_dm, InteractionContextType.private_channel})
        self.default_command_integration_types = options.pop('default_command_integration_types', {IntegrationType.guild_install})
        if self.owner_id and self.owner_ids:
            raise TypeError('Both owner_id and owner_ids are set.')
        if self.owner_ids and (not isinstance(self.owner_ids, collections.abc.Collection)):
            raise TypeError(f'owner_ids must be a collection not {self.owner_ids.__class__!r}')
        if not isinstance(self.default_command_contexts, collections.abc.Collection):
            raise TypeError(f'default_command_contexts must be a collection not {self.default_command_contexts.__class__!r}')
        if not isinstance(self.default_command_integration_types, collections.abc.Collection):
            raise TypeError(f'default_command_integration_types must be a collection not {self.default_command_integration_types.__class__!r}')
        self.default_command_contexts = set(self.default_command_contexts)
        self.default_command_integration_types = set(self.default_command_integration_types)
        self._checks = []
        self._check_once = []
        self._before_invoke = None
        self._after_invoke = None

    async def on_connect(self):
        if self.auto_sync_commands:
            await self.sync_commands()

    async def on_interaction(self, interaction):
        await self.process_application_commands(interaction)

    async def on_application_command_error(self, context: ApplicationContext, exception: DiscordException) -> None:
        command = context.command
        if command and command.has_error_handler():
            return
        cog = context.cog
        if cog and cog.has_error_handler():
            return
        raise getattr(exception, 'original', exception)

    def check(self, func):
        self.add_check(func)
        return func

    def add_check(self, func, *, call_once: bool=False) -> None:
        if call_once:
            self._check_once.append(func)
        else:
            self._checks.append(func)

    def remove_check(self, func, *, call_once: bool=False) -> None:
        checks = self._check_once if call_once else self._checks
        try:
            checks.remove(func)
        except ValueError:
            pass

    def check_once(self, func):
        self.add_check(func, call_once=True)
        return func

    async def can_run(self, ctx: ApplicationContext, *, call_once: bool=False) -> bool:
        data = self._check_once if call_once else self._checks
        if not data:
            return True
        return await async_all((f(ctx) for f in data))

    def before_invoke(self, coro):
        if not inspect.iscoroutinefunction(coro):
            raise TypeError('The pre-invoke hook must be a coroutine.')
        self._before_invoke = coro
        return coro

    def after_invoke(self, coro):
        if not inspect.iscoroutinefunction(coro):
            raise TypeError('The post-invoke hook must be a coroutine.')
        self._after_invoke = coro
        return coro

    async def is_owner(self, user: User | Member) -> bool:
        if self.owner_id:
            return user.id == self.owner_id
        elif self.owner_ids:
            return user.id in self.owner_ids
        else:
            app = await self.application_info()
            if app.team:
                self.owner_ids = ids = {m.id for m in app.team.members if m.role is not TeamRole.read_only}
                return user.id in ids
            else:
                self.owner_id = owner_id = app.owner.id
                return user.id == owner_id

class Bot(BotBase, Client):

    @property
    def _bot(self) -> Bot:
        return self

