# Stand-in of py-cord 2.8.1, discord/commands/context.py (github.com/Pycord-Development/pycord, tag
# v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its docstrings,
# typing-only imports and @overload stubs taken out (same classes, signatures and serialisation).
# Stand-in change: no webhook module (followups are not sent).
from __future__ import annotations
from typing import TYPE_CHECKING, Any, TypeVar, overload
import discord.abc
from discord.interactions import Interaction, InteractionMessage, InteractionResponse
T = TypeVar('T')
CogT = TypeVar('CogT', bound='Cog')
P = TypeVar('P')
__all__ = ('ApplicationContext', 'AutocompleteContext')

class ApplicationContext(discord.abc.Messageable):

    def __init__(self, bot: Bot, interaction: Interaction):
        self.bot = bot
        self.interaction = interaction
        self.focused: Option = None
        self.value: str = None
        self.options: dict = None
        self._state: ConnectionState = self.interaction._state

    async def _get_channel(self) -> InteractionChannel | None:
        return self.interaction.channel

    async def invoke(self, command: ApplicationCommand[CogT, P, T], /, *args: P.args, **kwargs: P.kwargs) -> T:
        return await command(self, *args, **kwargs)

    @property
    def command(self) -> ApplicationCommand | None:
        return self.interaction.command

    @command.setter
    def command(self, value: ApplicationCommand | None) -> None:
        self.interaction.command = value

    @property
    def channel(self) -> InteractionChannel | None:
        return self.interaction.channel

    @property
    def channel_id(self) -> int | None:
        return self.interaction.channel_id

    @property
    def guild(self) -> Guild | None:
        return self.interaction.guild

    @property
    def guild_id(self) -> int | None:
        return self.interaction.guild_id

    @property
    def locale(self) -> str | None:
        return self.interaction.locale

    @property
    def guild_locale(self) -> str | None:
        return self.interaction.guild_locale

    @property
    def app_permissions(self) -> Permissions:
        return self.interaction.app_permissions

    @property
    def me(self) -> Member | ClientUser | None:
        return self.interaction.guild.me if self.interaction.guild is not None else self.bot.user

    @property
    def message(self) -> Message | None:
        return self.interaction.message

    @property
    def user(self) -> Member | User:
        return self.interaction.user
    author: Member | User = user

    @property
    def voice_client(self) -> VoiceClient | None:
        if self.interaction.guild is None:
            return None
        return self.interaction.guild.voice_client

    @property
    def response(self) -> InteractionResponse:
        return self.interaction.response

    @property
    def selected_options(self) -> list[dict[str, Any]] | None:
        return self.interaction.data.get('options', None)

    @property
    def unselected_options(self) -> list[Option] | None:
        if self.command.options is not None:
            if self.selected_options:
                return [option for option in self.command.options if option.to_dict()['name'] not in [opt['name'] for opt in self.selected_options]]
            else:
                return self.command.options
        return None

    @property
    def attachment_size_limit(self) -> int:
        return self.interaction.attachment_size_limit

    @property
    def send_modal(self) -> Callable[..., Awaitable[Interaction]]:
        return self.interaction.response.send_modal

    async def respond(self, *args, **kwargs) -> Interaction | WebhookMessage:
        return await self.interaction.respond(*args, **kwargs)

    @property
    def send_response(self) -> Callable[..., Awaitable[Interaction]]:
        if not self.interaction.response.is_done():
            return self.interaction.response.send_message
        else:
            raise RuntimeError(f'Interaction was already issued a response. Try using {type(self).__name__}.send_followup() instead.')

    @property
    def send_followup(self) -> Callable[..., Awaitable[WebhookMessage]]:
        if self.interaction.response.is_done():
            return self.followup.send
        else:
            raise RuntimeError(f'Interaction was not yet issued a response. Try using {type(self).__name__}.respond() first.')

    @property
    def defer(self) -> Callable[..., Awaitable[None]]:
        return self.interaction.response.defer

    @property
    def followup(self) -> Webhook:
        return self.interaction.followup

    async def delete(self, *, delay: float | None=None) -> None:
        if not self.interaction.response.is_done():
            await self.defer()
        return await self.interaction.delete_original_response(delay=delay)

    @property
    def edit(self) -> Callable[..., Awaitable[InteractionMessage]]:
        return self.interaction.edit_original_response

    @property
    def cog(self) -> Cog | None:
        if self.command is None:
            return None
        return self.command.cog

    def is_guild_authorised(self) -> bool:
        return self.interaction.is_guild_authorised()

    def is_user_authorised(self) -> bool:
        return self.interaction.is_user_authorised()

    def is_guild_authorized(self) -> bool:
        return self.is_guild_authorised()

    def is_user_authorized(self) -> bool:
        return self.is_user_authorised()

class AutocompleteContext:
    __slots__ = ('bot', 'interaction', 'focused', 'value', 'options')

    def __init__(self, bot: Bot, interaction: Interaction):
        self.bot = bot
        self.interaction = interaction
        self.focused: Option = None
        self.value: str = None
        self.options: dict = None

    @property
    def cog(self) -> Cog | None:
        if self.command is None:
            return None
        return self.command.cog

    @property
    def command(self) -> ApplicationCommand | None:
        return self.interaction.command

    @command.setter
    def command(self, value: ApplicationCommand | None) -> None:
        self.interaction.command = value
