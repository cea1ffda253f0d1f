# Stand-in of hikari 2.6.0, hikari/impl/rest.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): RESTClientImpl's create_message
# (through _build_message_payload, verbatim in behaviour), set_application_commands,
# create_modal_response, fetch_application and the builder factories. Instead of a request, each
# records the JSON body hikari would send (attachments as their {id, filename} entries; the file
# bytes themselves are not recorded).
from hikari import _standin
from hikari import applications as applications_
from hikari import commands as commands_
from hikari import embeds as embeds_
from hikari import files
from hikari import messages as messages_
from hikari import undefined
from hikari.components import COMPONENT_V2_TYPES
from hikari.impl import entity_factory as entity_factory_impl
from hikari.impl import special_endpoints as special_endpoints_impl
from hikari.internal import data_binding, mentions

_U = undefined.UNDEFINED


class RESTClientImpl:
    def __init__(self, *, entity_factory=None, token=None):
        self._entity_factory = entity_factory or entity_factory_impl.EntityFactoryImpl()
        self._token = token

    @property
    def entity_factory(self):
        return self._entity_factory

    @staticmethod
    def _filter_web_resources(resources):
        return [r for r in resources if not isinstance(r, files.WebResource)]

    def _build_message_payload(self, /, *, content=_U, nonce=_U, attachment=_U, attachments=_U, component=_U,
                               components=_U, embed=_U, embeds=_U, poll=_U, sticker=_U, stickers=_U, flags=_U,
                               tts=_U, mentions_everyone=_U, mentions_reply=_U, user_mentions=_U, role_mentions=_U,
                               edit=False):
        if not undefined.any_undefined(attachment, attachments):
            raise ValueError("You may only specify one of 'attachment' or 'attachments', not both")
        if not undefined.any_undefined(component, components):
            raise ValueError("You may only specify one of 'component' or 'components', not both")
        if not undefined.any_undefined(embed, embeds):
            raise ValueError("You may only specify one of 'embed' or 'embeds', not both")
        if not undefined.any_undefined(sticker, stickers):
            raise ValueError("You may only specify one of 'sticker' or 'stickers', not both")
        if undefined.all_undefined(embed, embeds) and isinstance(content, embeds_.Embed):
            embed = content
            content = _U
        elif undefined.all_undefined(attachment, attachments) and isinstance(content, (files.Resource, bytes)):
            attachment = content
            content = _U

        resources = []
        final_attachments = []
        if attachment:
            final_attachments.append(attachment)
        elif attachments:
            final_attachments.extend(attachments)

        serialized_components = _U
        if component is not _U:
            if component is not None:
                component_payload, component_attachments = component.build()
                serialized_components = [component_payload]
                resources.extend(component_attachments)
                if component.type in COMPONENT_V2_TYPES:
                    if flags is _U:
                        flags = 0
                    flags |= messages_.MessageFlag.IS_COMPONENTS_V2
            else:
                serialized_components = []
        elif components is not _U:
            serialized_components = []
            if components is not None:
                for comp in components:
                    component_payload, component_attachments = comp.build()
                    serialized_components.append(component_payload)
                    resources.extend(component_attachments)
                    if comp.type in COMPONENT_V2_TYPES:
                        if flags is _U:
                            flags = 0
                        flags |= messages_.MessageFlag.IS_COMPONENTS_V2

        serialized_embeds = _U
        if embed is not _U:
            if embed is not None:
                embed_payload, embed_attachments = self._entity_factory.serialize_embed(embed)
                resources.extend(embed_attachments)
                serialized_embeds = [embed_payload]
            else:
                serialized_embeds = []
        elif embeds is not _U:
            serialized_embeds = []
            if embeds is not None:
                for e in embeds:
                    embed_payload, embed_attachments = self._entity_factory.serialize_embed(e)
                    resources.extend(embed_attachments)
                    serialized_embeds.append(embed_payload)

        body = data_binding.JSONObjectBuilder()
        body.put('content', content, conversion=lambda v: v if v is None else str(v))
        body.put('nonce', nonce)
        body.put('tts', tts)
        body.put('flags', flags)
        body.put('embeds', serialized_embeds)
        body.put('components', serialized_components)
        body.put('poll', poll, conversion=lambda p: p.build())
        body.put('allowed_mentions',
                 mentions.generate_allowed_mentions(mentions_everyone, mentions_reply, user_mentions, role_mentions))
        body.put_snowflake_array('sticker_ids', (sticker,) if sticker else stickers)
        if nonce:
            body.put('enforce_nonce', True)

        if resources or final_attachments:
            attachments_payload = []
            attachment_id = 0
            final_attachments.extend(list(dict.fromkeys(self._filter_web_resources(resources))))
            for f in final_attachments:
                resource = files.ensure_resource(f)
                attachments_payload.append({'id': attachment_id, 'filename': resource.filename})
                attachment_id += 1
            body.put('attachments', attachments_payload)
        elif attachment is None or attachments is None:
            body.put('attachments', [])
        return body

    async def create_message(self, channel, content=_U, *, attachment=_U, attachments=_U, component=_U,
                             components=_U, embed=_U, embeds=_U, poll=_U, sticker=_U, stickers=_U, tts=_U,
                             nonce=_U, reply=_U, reply_must_exist=_U, mentions_everyone=_U, mentions_reply=_U,
                             user_mentions=_U, role_mentions=_U, flags=_U):
        body = self._build_message_payload(
            content=content, attachment=attachment, attachments=attachments, component=component,
            components=components, embed=embed, embeds=embeds, poll=poll, sticker=sticker, stickers=stickers,
            nonce=nonce, tts=tts, mentions_everyone=mentions_everyone, mentions_reply=mentions_reply,
            user_mentions=user_mentions, role_mentions=role_mentions, flags=flags,
        )
        if reply:
            message_reference = data_binding.JSONObjectBuilder()
            message_reference.put_snowflake('message_id', reply)
            message_reference.put('fail_if_not_exists', reply_must_exist)
            body.put('message_reference', message_reference)
        _standin.record('message', channel=str(int(channel)), body=body)
        _standin.sent_components(body.get('components'))
        return messages_.Message(id=0, channel_id=int(channel))

    async def fetch_application(self):
        return applications_.Application(id=_standin.APPLICATION_ID, name='Component Studio')

    async def set_application_commands(self, application, commands, guild=_U):
        body = [command.build(self._entity_factory) for command in commands]
        _standin.record('commands', application=str(int(application)),
                        guild=None if guild is _U else str(int(guild)), body=body)
        _standin.registered(body)
        return []

    async def create_modal_response(self, interaction, token, *, title, custom_id, component=_U, components=_U):
        if undefined.all_undefined(component, components) or not undefined.any_undefined(component, components):
            raise ValueError("Must specify exactly only one of 'component' or 'components'")
        if component:
            components = (component,)
        data = data_binding.JSONObjectBuilder()
        data.put('title', title)
        data.put('custom_id', custom_id)
        data.put_array('components', components, conversion=lambda c: c.build()[0])
        _standin.record('modal', body=data)
        _standin.shown_modal(data)

    def slash_command_builder(self, name, description):
        return special_endpoints_impl.SlashCommandBuilder(name, description)

    def context_menu_command_builder(self, type, name):
        return special_endpoints_impl.ContextMenuCommandBuilder(commands_.CommandType(type), name)

    def interaction_modal_builder(self, title, custom_id):
        return special_endpoints_impl.InteractionModalBuilder(title=title, custom_id=custom_id)

    def build_message_action_row(self):
        return special_endpoints_impl.MessageActionRowBuilder()

    def build_modal_action_row(self):
        return special_endpoints_impl.ModalActionRowBuilder()


__all__ = ('RESTClientImpl',)
