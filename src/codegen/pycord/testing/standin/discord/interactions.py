# Stand-in of py-cord 2.8.1, discord/interactions.py (github.com/Pycord-Development/pycord, tag
# v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): Interaction (built from an interaction
# payload as py-cord does: id, type, data, custom_id, user, guild, channel, message) and
# InteractionResponse's defer, send_message, edit_message and send_modal with their real
# signatures and checks. Instead of calling Discord each records that the interaction was answered
# (a route record); send_modal also records the modal's JSON (modal.to_dict(), as py-cord sends it)
# and stores the modal for its submit, as py-cord does.
from __future__ import annotations

from . import _standin
from .enums import InteractionResponseType, InteractionType, try_enum
from .errors import InteractionResponded, InvalidArgument
from .file import File
from .flags import MessageFlags
from .models import Member
from .utils import MISSING

__all__ = ('Interaction', 'InteractionResponse', 'InteractionMessage')


class InteractionMessage:
    pass


class Interaction:
    def __init__(self, *, data, state):
        self._state = state
        self.callback = None
        self._original_response = None
        self._from_data(data)

    def _from_data(self, data):
        self._raw_data = data
        self.id = int(data['id'])
        self.type = try_enum(InteractionType, data['type'])
        self.data = data.get('data')
        self.token = data['token']
        self.version = data['version']
        self.channel_id = int(data['channel_id']) if data.get('channel_id') else None
        self.guild_id = int(data['guild_id']) if data.get('guild_id') else None
        self.application_id = int(data['application_id'])
        self.locale = data.get('locale')
        self.guild_locale = data.get('guild_locale')
        self.custom_id = self.data.get('custom_id') if self.data is not None else None
        self.command = None
        self.view = None
        self.modal = None
        self.message = data.get('_message')
        self.user = Member(data=data['member'], guild=self._state.guild, state=self._state) if 'member' in data else None
        self.channel = self._state.get_channel(self.channel_id) if self.channel_id else None
        self._response = None

    @property
    def client(self):
        return self._state._get_client()

    @property
    def guild(self):
        return self._state.guild if self.guild_id else None

    @property
    def response(self):
        if self._response is None:
            self._response = InteractionResponse(self)
        return self._response

    async def respond(self, *args, **kwargs):
        if not self.response.is_done():
            return await self.response.send_message(*args, **kwargs)
        raise RuntimeError('the stand-in sends no followups')

    async def edit(self, *args, **kwargs):
        if not self.response.is_done():
            return await self.response.edit_message(*args, **kwargs)
        raise RuntimeError('the stand-in edits no original response')

    async def original_response(self):
        return None


class InteractionResponse:
    def __init__(self, parent):
        self._parent = parent
        self._responded = False

    def is_done(self):
        return self._responded

    def _answer(self, type, data=None):
        InteractionResponseType(type)
        if data is not None:
            _standin.dumps(data)
        self._responded = True
        _standin.routed(self._parent)

    async def defer(self, *, ephemeral: bool = False, invisible: bool = True) -> None:
        if self._responded:
            raise InteractionResponded(self._parent)
        defer_type = 0
        data = None
        parent = self._parent
        if parent.type is InteractionType.component or parent.type is InteractionType.modal_submit:
            defer_type = (InteractionResponseType.deferred_message_update.value if invisible
                          else InteractionResponseType.deferred_channel_message.value)
            if not invisible and ephemeral:
                data = {'flags': 64}
        elif parent.type is InteractionType.application_command:
            defer_type = InteractionResponseType.deferred_channel_message.value
            if ephemeral:
                data = {'flags': 64}
        if defer_type:
            self._answer(defer_type, data)

    async def send_message(self, content=None, *, embed=None, embeds=None, view=None, tts=False, ephemeral=False,
                           allowed_mentions=None, file=None, files=None, poll=None, delete_after=None, silent=False,
                           suppress_embeds=False):
        if self._responded:
            raise InteractionResponded(self._parent)
        payload = {'tts': tts}
        if embed is not None and embeds is not None:
            raise TypeError('cannot mix embed and embeds keyword arguments')
        if embed is not None:
            embeds = [embed]
        if embeds:
            if len(embeds) > 10:
                raise ValueError('embeds cannot exceed maximum of 10 elements')
            payload['embeds'] = [e.to_dict() for e in embeds]
        if content is not None:
            payload['content'] = str(content)
        flags = MessageFlags(ephemeral=ephemeral, suppress_notifications=silent, suppress_embeds=suppress_embeds)
        if view:
            payload['components'] = view.to_components()
            if view.is_components_v2():
                if embeds or content:
                    raise TypeError('cannot send embeds or content with a view using v2 component logic')
                flags.is_components_v2 = True
        if poll is not None:
            payload['poll'] = poll.to_dict()
        state = self._parent._state
        if allowed_mentions is None:
            payload['allowed_mentions'] = state.allowed_mentions and state.allowed_mentions.to_dict()
        elif state.allowed_mentions is not None:
            payload['allowed_mentions'] = state.allowed_mentions.merge(allowed_mentions).to_dict()
        else:
            payload['allowed_mentions'] = allowed_mentions.to_dict()
        if file is not None and files is not None:
            raise InvalidArgument('cannot pass both file and files parameter to send()')
        if file is not None:
            if not isinstance(file, File):
                raise InvalidArgument('file parameter must be File')
            files = [file]
        if files is not None:
            if len(files) > 10:
                raise InvalidArgument('files parameter must be a list of up to 10 elements')
            elif not all((isinstance(file, File) for file in files)):
                raise InvalidArgument('files parameter must be a list of File')
        payload['flags'] = flags.value
        self._answer(InteractionResponseType.channel_message.value, payload)
        if view:
            view.parent = self._parent
            if not view.is_finished():
                if ephemeral and view.timeout is None:
                    view.timeout = 15 * 60.0
                if view.is_dispatchable():
                    self._parent._state.store_view(view)
        return self._parent

    async def edit_message(self, *, content=MISSING, embed=MISSING, embeds=MISSING, file=MISSING, files=MISSING,
                           attachments=MISSING, view=MISSING, delete_after=None, suppress=MISSING,
                           allowed_mentions=None):
        if self._responded:
            raise InteractionResponded(self._parent)
        if self._parent.type not in (InteractionType.component, InteractionType.modal_submit):
            return
        payload = {}
        if content is not MISSING:
            payload['content'] = None if content is None else str(content)
        if embed is not MISSING and embeds is not MISSING:
            raise TypeError('cannot mix both embed and embeds keyword arguments')
        if embed is not MISSING:
            embeds = [] if embed is None else [embed]
        if embeds is not MISSING:
            payload['embeds'] = [e.to_dict() for e in embeds]
        if view is not MISSING:
            payload['components'] = [] if view is None else view.to_components()
        self._answer(InteractionResponseType.message_update.value, payload)

    async def send_modal(self, modal):
        if self._responded:
            raise InteractionResponded(self._parent)
        payload = modal.to_dict()
        _standin.record('modal', body=payload)
        self._answer(InteractionResponseType.modal.value, payload)
        self._parent._state.store_modal(modal, self._parent.user.id)
        return self._parent
