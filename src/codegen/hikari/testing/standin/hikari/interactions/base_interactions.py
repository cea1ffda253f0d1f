# Stand-in of hikari 2.6.0, hikari/interactions/base_interactions.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): ResponseType,
# InteractionType, PartialInteraction and the two response mixins with their real signatures.
# create_initial_response records that the interaction was answered (a route); the modal
# response goes through RESTClientImpl.create_modal_response, which records the modal.
import enum as _enum

from hikari import _standin
from hikari import undefined

_U = undefined.UNDEFINED


class InteractionType(int, _enum.Enum):
    APPLICATION_COMMAND = 2
    MESSAGE_COMPONENT = 3
    AUTOCOMPLETE = 4
    MODAL_SUBMIT = 5


class ResponseType(int, _enum.Enum):
    MESSAGE_CREATE = 4
    DEFERRED_MESSAGE_CREATE = 5
    DEFERRED_MESSAGE_UPDATE = 6
    MESSAGE_UPDATE = 7
    AUTOCOMPLETE = 8
    MODAL = 9


class PartialInteraction:
    def __init__(self, *, app, id, application_id, type, token):
        self.app = app
        self.id = id
        self.application_id = application_id
        self.type = type
        self.token = token

    def __int__(self):
        return int(self.id)

    def _answered(self):
        _standin.answered(self)


class MessageResponseMixin(PartialInteraction):
    async def create_initial_response(self, response_type, content=_U, *, flags=_U, tts=_U, attachment=_U,
                                      attachments=_U, component=_U, components=_U, embed=_U, embeds=_U, poll=_U,
                                      mentions_everyone=_U, user_mentions=_U, role_mentions=_U):
        self.app.rest._build_message_payload(
            content=content, attachment=attachment, attachments=attachments, component=component,
            components=components, embed=embed, embeds=embeds, poll=poll, tts=tts, flags=flags,
            mentions_everyone=mentions_everyone, user_mentions=user_mentions, role_mentions=role_mentions)
        ResponseType(response_type)
        self._answered()


class ModalResponseMixin(PartialInteraction):
    async def create_modal_response(self, title, custom_id, component=_U, components=_U):
        await self.app.rest.create_modal_response(self, self.token, title=title, custom_id=custom_id,
                                                  component=component, components=components)
        self._answered()

    def build_modal_response(self, title, custom_id):
        from hikari.impl import special_endpoints

        return special_endpoints.InteractionModalBuilder(title=title, custom_id=custom_id)


__all__ = ('InteractionType', 'ResponseType', 'PartialInteraction', 'MessageResponseMixin', 'ModalResponseMixin')
