# Stand-in of hikari 2.6.0, hikari/impl/special_endpoints.py (github.com/hikari-py/hikari, tag
# 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): the component, modal, poll and command
# builders a bot uses, with the same constructor keywords (attrs aliases; keyword-only where the
# real class is kw_only), the same add_* helpers and the same build() output, defaults included
# (hikari sends disabled/spoiler/default/required and min/max values even when left at their
# defaults). 2.6.0 has no builder for Label, File Upload, Radio Group, Checkbox Group or Checkbox.
from hikari import channels as _channels
from hikari import colors as _colors
from hikari import commands as _commands
from hikari import emojis as _emojis
from hikari import files
from hikari import undefined
from hikari.components import ButtonStyle, ComponentType, TextInputStyle
from hikari.internal import data_binding

_U = undefined.UNDEFINED


def _build_emoji(emoji=_U):
    if emoji is not _U:
        if isinstance(emoji, (int, _emojis.CustomEmoji)):
            return str(int(emoji)), _U
        return _U, str(emoji)
    return _U, _U


def _build_media_resource(resource):
    return {'url': resource.url}


class ComponentBuilder:
    pass


class _ButtonBuilder(ComponentBuilder):
    def __init__(self, *, id=_U, emoji=_U, label=_U, is_disabled=False):
        self._id = id
        self._emoji = emoji
        self._label = label
        self._is_disabled = is_disabled
        self._emoji_id, self._emoji_name = _build_emoji(emoji)

    type = property(lambda self: ComponentType.BUTTON)
    id = property(lambda self: self._id)
    emoji = property(lambda self: self._emoji)
    label = property(lambda self: self._label)
    is_disabled = property(lambda self: self._is_disabled)

    def set_emoji(self, emoji, /):
        self._emoji_id, self._emoji_name = _build_emoji(emoji)
        self._emoji = emoji
        return self

    def set_label(self, label, /):
        self._label = label
        return self

    def set_is_disabled(self, state, /):
        self._is_disabled = state
        return self

    def build(self):
        data = data_binding.JSONObjectBuilder()
        data['type'] = ComponentType.BUTTON
        data['style'] = self.style
        data['disabled'] = self._is_disabled
        data.put('id', self._id)
        data.put('label', self._label)
        if self._emoji_id is not _U:
            data['emoji'] = {'id': self._emoji_id}
        elif self._emoji_name is not _U:
            data['emoji'] = {'name': self._emoji_name}
        return data, []


class LinkButtonBuilder(_ButtonBuilder):
    def __init__(self, *, url, id=_U, emoji=_U, label=_U, is_disabled=False):
        super().__init__(id=id, emoji=emoji, label=label, is_disabled=is_disabled)
        self._custom_id = _U
        self._url = url

    url = property(lambda self: self._url)
    style = property(lambda self: ButtonStyle.LINK)

    def build(self):
        data, attachments = super().build()
        data['url'] = self._url
        return data, attachments


class PremiumButtonBuilder(_ButtonBuilder):
    def __init__(self, *, sku_id, id=_U, emoji=_U, label=_U, is_disabled=False):
        super().__init__(id=id, emoji=emoji, label=label, is_disabled=is_disabled)
        self._sku_id = sku_id

    sku_id = property(lambda self: self._sku_id)
    style = property(lambda self: ButtonStyle.PREMIUM)

    def build(self):
        data, attachments = super().build()
        data['sku_id'] = self._sku_id
        return data, attachments


class InteractiveButtonBuilder(_ButtonBuilder):
    def __init__(self, *, style, custom_id, id=_U, emoji=_U, label=_U, is_disabled=False):
        super().__init__(id=id, emoji=emoji, label=label, is_disabled=is_disabled)
        self._style = style
        self._custom_id = custom_id

    style = property(lambda self: self._style)
    custom_id = property(lambda self: self._custom_id)

    def set_custom_id(self, custom_id, /):
        self._custom_id = custom_id
        return self

    def build(self):
        data, attachments = super().build()
        data['custom_id'] = self._custom_id
        return data, attachments


class SelectOptionBuilder:
    def __init__(self, label, value, *, description=_U, emoji=_U, is_default=False):
        self._label = label
        self._value = value
        self._description = description
        self._emoji = emoji
        self._is_default = is_default
        self._emoji_id, self._emoji_name = _build_emoji(emoji)

    label = property(lambda self: self._label)
    value = property(lambda self: self._value)
    description = property(lambda self: self._description)
    emoji = property(lambda self: self._emoji)
    is_default = property(lambda self: self._is_default)

    def set_label(self, label, /):
        self._label = label
        return self

    def set_value(self, value, /):
        self._value = value
        return self

    def set_description(self, value, /):
        self._description = value
        return self

    def set_emoji(self, emoji, /):
        self._emoji_id, self._emoji_name = _build_emoji(emoji)
        self._emoji = emoji
        return self

    def set_is_default(self, state, /):
        self._is_default = state
        return self

    def build(self):
        data = data_binding.JSONObjectBuilder()
        data['label'] = self._label
        data['value'] = self._value
        data['default'] = self._is_default
        data.put('description', self._description)
        if self._emoji_id is not _U:
            data['emoji'] = {'id': self._emoji_id}
        elif self._emoji_name is not _U:
            data['emoji'] = {'name': self._emoji_name}
        return data


class SelectMenuBuilder(ComponentBuilder):
    def __init__(self, *, type, custom_id, id=_U, placeholder=_U, min_values=0, max_values=1, is_disabled=False):
        self._id = id
        self._type = type
        self._custom_id = custom_id
        self._placeholder = placeholder
        self._min_values = min_values
        self._max_values = max_values
        self._is_disabled = is_disabled

    type = property(lambda self: self._type)
    id = property(lambda self: self._id)
    custom_id = property(lambda self: self._custom_id)
    is_disabled = property(lambda self: self._is_disabled)
    placeholder = property(lambda self: self._placeholder)
    min_values = property(lambda self: self._min_values)
    max_values = property(lambda self: self._max_values)

    def set_custom_id(self, custom_id, /):
        self._custom_id = custom_id
        return self

    def set_is_disabled(self, state, /):
        self._is_disabled = state
        return self

    def set_placeholder(self, value, /):
        self._placeholder = value
        return self

    def set_min_values(self, value, /):
        self._min_values = value
        return self

    def set_max_values(self, value, /):
        self._max_values = value
        return self

    def build(self):
        data = data_binding.JSONObjectBuilder()
        data['type'] = self._type
        data['custom_id'] = self._custom_id
        data.put('id', self._id)
        data.put('placeholder', self._placeholder)
        data.put('min_values', self._min_values)
        data.put('max_values', self._max_values)
        data.put('disabled', self._is_disabled)
        return data, []


class TextSelectMenuBuilder(SelectMenuBuilder):
    def __init__(self, *, custom_id, id=_U, parent=None, options=(), placeholder=_U, min_values=0, max_values=1,
                 is_disabled=False):
        super().__init__(type=ComponentType.TEXT_SELECT_MENU, id=id, custom_id=custom_id, placeholder=placeholder,
                         min_values=min_values, max_values=max_values, is_disabled=is_disabled)
        self._options = list(options)
        self._parent = parent

    @property
    def parent(self):
        if self._parent is None:
            raise RuntimeError('This menu has no parent')
        return self._parent

    options = property(lambda self: self._options.copy())

    def add_option(self, label, value, /, *, description=_U, emoji=_U, is_default=False):
        return self.add_raw_option(
            SelectOptionBuilder(label=label, value=value, description=description, emoji=emoji, is_default=is_default)
        )

    def add_raw_option(self, option, /):
        self._options.append(option)
        return self

    def build(self):
        payload, attachments = super().build()
        payload['options'] = [option.build() for option in self._options]
        return payload, attachments


class ChannelSelectMenuBuilder(SelectMenuBuilder):
    def __init__(self, *, custom_id, id=_U, placeholder=_U, min_values=0, max_values=1, is_disabled=False,
                 channel_types=None):
        super().__init__(type=ComponentType.CHANNEL_SELECT_MENU, id=id, custom_id=custom_id,
                         placeholder=placeholder, min_values=min_values, max_values=max_values,
                         is_disabled=is_disabled)
        self._channel_types = [] if channel_types is None else channel_types

    channel_types = property(lambda self: self._channel_types)

    def set_channel_types(self, value, /):
        self._channel_types = value
        return self

    def build(self):
        payload, attachments = super().build()
        payload['channel_types'] = self._channel_types
        return payload, attachments


class TextInputBuilder(ComponentBuilder):
    def __init__(self, *, custom_id, label, id=_U, style=TextInputStyle.SHORT, placeholder=_U, value=_U,
                 required=True, min_length=0, max_length=4000):
        self._id = id
        self._custom_id = custom_id
        self._label = label
        self._style = style
        self._placeholder = placeholder
        self._value = value
        self._required = required
        self._min_length = min_length
        self._max_length = max_length

    type = property(lambda self: ComponentType.TEXT_INPUT)
    id = property(lambda self: self._id)
    custom_id = property(lambda self: self._custom_id)
    label = property(lambda self: self._label)
    style = property(lambda self: self._style)
    placeholder = property(lambda self: self._placeholder)
    value = property(lambda self: self._value)
    is_required = property(lambda self: self._required)
    min_length = property(lambda self: self._min_length)
    max_length = property(lambda self: self._max_length)

    def set_style(self, style, /):
        self._style = TextInputStyle(style)
        return self

    def set_custom_id(self, custom_id, /):
        self._custom_id = custom_id
        return self

    def set_label(self, label, /):
        self._label = label
        return self

    def set_placeholder(self, placeholder, /):
        self._placeholder = placeholder
        return self

    def set_value(self, value, /):
        self._value = value
        return self

    def set_required(self, required, /):
        self._required = required
        return self

    def set_min_length(self, min_length, /):
        self._min_length = min_length
        return self

    def set_max_length(self, max_length, /):
        self._max_length = max_length
        return self

    def build(self):
        data = data_binding.JSONObjectBuilder()
        data['type'] = ComponentType.TEXT_INPUT
        data['style'] = self._style
        data['custom_id'] = self._custom_id
        data['label'] = self._label
        data.put('id', self._id)
        data.put('placeholder', self._placeholder)
        data.put('value', self._value)
        data.put('required', self._required)
        data.put('min_length', self._min_length)
        data.put('max_length', self._max_length)
        return data, []


class _RowBuilder(ComponentBuilder):
    def __init__(self, *, id=_U, components=None):
        self._id = id
        self._components = [] if components is None else components
        self._stored_type = None

    type = property(lambda self: ComponentType.ACTION_ROW)
    id = property(lambda self: self._id)
    components = property(lambda self: self._components.copy())

    def _assert_can_add_type(self, type_, /):
        if self._stored_type is not None and self._stored_type != type_:
            raise ValueError(
                f'{type_} component type cannot be added to a container which already holds {self._stored_type}'
            )
        self._stored_type = type_

    def add_component(self, component, /):
        self._assert_can_add_type(component.type)
        self._components.append(component)
        return self


class MessageActionRowBuilder(_RowBuilder):
    def add_interactive_button(self, style, custom_id, /, *, emoji=_U, label=_U, is_disabled=False, id=_U):
        return self.add_component(
            InteractiveButtonBuilder(id=id, style=style, custom_id=custom_id, emoji=emoji, label=label,
                                     is_disabled=is_disabled)
        )

    def add_link_button(self, url, /, *, emoji=_U, label=_U, is_disabled=False, id=_U):
        return self.add_component(LinkButtonBuilder(id=id, url=url, label=label, emoji=emoji, is_disabled=is_disabled))

    def add_premium_button(self, sku_id, /, *, id=_U):
        return self.add_component(PremiumButtonBuilder(id=id, sku_id=sku_id))

    def add_select_menu(self, type_, custom_id, /, *, placeholder=_U, min_values=0, max_values=1, is_disabled=False,
                        id=_U):
        return self.add_component(
            SelectMenuBuilder(type=type_, id=id, custom_id=custom_id, placeholder=placeholder, min_values=min_values,
                              max_values=max_values, is_disabled=is_disabled)
        )

    def add_channel_menu(self, custom_id, /, *, channel_types=(), placeholder=_U, min_values=0, max_values=1,
                         is_disabled=False, id=_U):
        return self.add_component(
            ChannelSelectMenuBuilder(id=id, custom_id=custom_id, placeholder=placeholder,
                                     channel_types=channel_types, min_values=min_values, max_values=max_values,
                                     is_disabled=is_disabled)
        )

    def add_text_menu(self, custom_id, /, *, placeholder=_U, min_values=0, max_values=1, is_disabled=False, id=_U):
        component = TextSelectMenuBuilder(id=id, custom_id=custom_id, parent=self, placeholder=placeholder,
                                          min_values=min_values, max_values=max_values, is_disabled=is_disabled)
        self.add_component(component)
        return component

    def build(self):
        payload = data_binding.JSONObjectBuilder()
        payload.put('id', self._id)
        payload.put('type', ComponentType.ACTION_ROW)
        components_payload = []
        attachments = []
        for component in self.components:
            component_payload, component_attachments = component.build()
            components_payload.append(component_payload)
            attachments.extend(component_attachments)
        payload.put_array('components', components_payload)
        return payload, attachments


class ModalActionRowBuilder(_RowBuilder):
    def add_text_input(self, custom_id, label, /, *, style=TextInputStyle.SHORT, placeholder=_U, value=_U,
                       required=True, min_length=0, max_length=4000):
        return self.add_component(
            TextInputBuilder(custom_id=custom_id, label=label, style=style, placeholder=placeholder, value=value,
                             required=required, min_length=min_length, max_length=max_length)
        )

    def build(self):
        component_payloads = []
        attachments = []
        for component in self.components:
            component_payload, component_attachments = component.build()
            component_payloads.append(component_payload)
            attachments.extend(component_attachments)
        payload = data_binding.JSONObjectBuilder()
        payload['type'] = self.type
        payload['components'] = component_payloads
        payload.put('id', self._id)
        return payload, attachments


class TextDisplayComponentBuilder(ComponentBuilder):
    def __init__(self, *, content, id=_U):
        self._id = id
        self._content = content

    type = property(lambda self: ComponentType.TEXT_DISPLAY)
    id = property(lambda self: self._id)
    content = property(lambda self: self._content)

    def build(self):
        payload = data_binding.JSONObjectBuilder()
        payload['type'] = self.type
        payload['content'] = self._content
        payload.put('id', self._id)
        return payload, ()


class SectionComponentBuilder(ComponentBuilder):
    def __init__(self, *, accessory, id=_U, components=None):
        self._id = id
        self._components = [] if components is None else components
        self._accessory = accessory

    type = property(lambda self: ComponentType.SECTION)
    id = property(lambda self: self._id)
    components = property(lambda self: self._components.copy())
    accessory = property(lambda self: self._accessory)

    def add_component(self, component):
        self._components.append(component)
        return self

    def add_text_display(self, content, *, id=_U):
        self.add_component(TextDisplayComponentBuilder(id=id, content=content))
        return self

    def build(self):
        payload = data_binding.JSONObjectBuilder()
        payload['type'] = self.type
        payload.put('id', self._id)
        accessory_payload, accessory_attachments = self.accessory.build()
        attachments = list(accessory_attachments)
        components_payload = []
        for component in self.components:
            component_payload, component_attachments = component.build()
            components_payload.append(component_payload)
            attachments.extend(component_attachments)
        payload['components'] = components_payload
        payload['accessory'] = accessory_payload
        return payload, attachments


class ThumbnailComponentBuilder(ComponentBuilder):
    def __init__(self, *, media, id=_U, description=_U, spoiler=False):
        self._id = id
        self._media = media
        self._description = description
        self._spoiler = spoiler

    type = property(lambda self: ComponentType.THUMBNAIL)
    id = property(lambda self: self._id)
    media = property(lambda self: self._media)
    description = property(lambda self: self._description)
    is_spoiler = property(lambda self: self._spoiler)

    def build(self):
        media_resource = files.ensure_resource(self._media)
        payload = data_binding.JSONObjectBuilder()
        payload['type'] = self.type
        payload['media'] = _build_media_resource(media_resource)
        payload['spoiler'] = self._spoiler
        payload.put('id', self._id)
        payload.put('description', self._description)
        return payload, (media_resource,)


class MediaGalleryItemBuilder:
    def __init__(self, *, media, description=_U, spoiler=False):
        self._media = media
        self._description = description
        self._spoiler = spoiler

    media = property(lambda self: self._media)
    description = property(lambda self: self._description)
    is_spoiler = property(lambda self: self._spoiler)

    def build(self):
        media_resource = files.ensure_resource(self._media)
        payload = data_binding.JSONObjectBuilder()
        payload['media'] = _build_media_resource(media_resource)
        payload['spoiler'] = self._spoiler
        payload.put('description', self._description)
        return payload, (media_resource,)


class MediaGalleryComponentBuilder(ComponentBuilder):
    def __init__(self, *, id=_U, items=None):
        self._id = id
        self._items = [] if items is None else items

    type = property(lambda self: ComponentType.MEDIA_GALLERY)
    id = property(lambda self: self._id)
    items = property(lambda self: self._items.copy())

    def add_item(self, item):
        self._items.append(item)
        return self

    def add_media_gallery_item(self, media, *, description=_U, spoiler=False):
        self.add_item(MediaGalleryItemBuilder(media=media, description=description, spoiler=spoiler))
        return self

    def build(self):
        items_payload = []
        attachments = []
        for item in self.items:
            item_payload, item_attachments = item.build()
            items_payload.append(item_payload)
            attachments.extend(item_attachments)
        payload = data_binding.JSONObjectBuilder()
        payload['type'] = self.type
        payload['items'] = items_payload
        payload.put('id', self._id)
        return payload, attachments


class SeparatorComponentBuilder(ComponentBuilder):
    def __init__(self, *, id=_U, spacing=_U, divider=_U):
        self._id = id
        self._spacing = spacing
        self._divider = divider

    type = property(lambda self: ComponentType.SEPARATOR)
    id = property(lambda self: self._id)
    spacing = property(lambda self: self._spacing)
    divider = property(lambda self: self._divider)

    def build(self):
        payload = data_binding.JSONObjectBuilder()
        payload['type'] = self.type
        payload.put('id', self._id)
        payload.put('spacing', self._spacing)
        payload.put('divider', self._divider)
        return payload, ()


class FileComponentBuilder(ComponentBuilder):
    def __init__(self, *, file, id=_U, spoiler=False):
        self._id = id
        self._file = file
        self._spoiler = spoiler

    type = property(lambda self: ComponentType.FILE)
    id = property(lambda self: self._id)
    file = property(lambda self: self._file)
    is_spoiler = property(lambda self: self._spoiler)

    def build(self):
        file_resource = files.ensure_resource(self._file)
        payload = data_binding.JSONObjectBuilder()
        payload['type'] = self.type
        payload['spoiler'] = self._spoiler
        payload['file'] = _build_media_resource(file_resource)
        payload.put('id', self._id)
        return payload, (file_resource,)


class ContainerComponentBuilder(ComponentBuilder):
    def __init__(self, *, id=_U, accent_color=_U, spoiler=False, components=None):
        self._id = id
        self._accent_color = accent_color
        self._spoiler = spoiler
        self._components = [] if components is None else components

    type = property(lambda self: ComponentType.CONTAINER)
    id = property(lambda self: self._id)
    accent_color = property(lambda self: self._accent_color)
    is_spoiler = property(lambda self: self._spoiler)
    components = property(lambda self: self._components.copy())

    def add_component(self, component):
        self._components.append(component)
        return self

    def add_action_row(self, components, *, id=_U):
        self.add_component(MessageActionRowBuilder(id=id, components=list(components)))
        return self

    def add_text_display(self, content, *, id=_U):
        self.add_component(TextDisplayComponentBuilder(id=id, content=content))
        return self

    def add_media_gallery(self, items, *, id=_U):
        self.add_component(MediaGalleryComponentBuilder(id=id, items=list(items)))
        return self

    def add_separator(self, *, spacing=_U, divider=_U, id=_U):
        self.add_component(SeparatorComponentBuilder(id=id, spacing=spacing, divider=divider))
        return self

    def add_file(self, file, *, spoiler=False, id=_U):
        self.add_component(FileComponentBuilder(id=id, file=file, spoiler=spoiler))
        return self

    def build(self):
        payload = data_binding.JSONObjectBuilder()
        payload['type'] = self.type
        payload['spoiler'] = self._spoiler
        payload.put('id', self._id)
        payload.put('accent_color', self._accent_color)
        components_payload = []
        attachments = []
        for component in self.components:
            component_payload, component_attachments = component.build()
            components_payload.append(component_payload)
            attachments.extend(component_attachments)
        payload.put_array('components', components_payload)
        return payload, attachments


class PollAnswerBuilder:
    def __init__(self, *, text=_U, emoji=_U):
        self._text = text
        self._emoji = emoji

    text = property(lambda self: self._text)
    emoji = property(lambda self: self._emoji)

    def build(self):
        payload = data_binding.JSONObjectBuilder()
        payload.put('text', self._text)
        if self._emoji is not _U:
            emoji_id, emoji_name = _build_emoji(self._emoji)
            if emoji_id is not _U:
                payload['emoji'] = {'id': emoji_id}
            elif emoji_name is not _U:
                payload['emoji'] = {'name': emoji_name}
        return {'poll_media': payload}


class PollBuilder:
    def __init__(self, *, question_text, allow_multiselect, answers=None, duration=_U, layout_type=_U):
        self._question_text = question_text
        self._answers = [] if answers is None else answers
        self._duration = duration
        self._allow_multiselect = allow_multiselect
        self._layout_type = layout_type

    question_text = property(lambda self: self._question_text)
    answers = property(lambda self: self._answers)
    duration = property(lambda self: self._duration)
    allow_multiselect = property(lambda self: self._allow_multiselect)
    layout_type = property(lambda self: self._layout_type)

    def add_answer(self, *, text=_U, emoji=_U):
        self._answers.append(PollAnswerBuilder(text=text, emoji=emoji))
        return self

    def build(self):
        payload = data_binding.JSONObjectBuilder()
        payload.put('question', {'text': self._question_text})
        payload.put('answers', [answer.build() for answer in self._answers])
        payload.put('duration', self._duration)
        payload.put('allow_multiselect', self._allow_multiselect)
        payload.put('layout_type', self._layout_type)
        return payload


class InteractionModalBuilder:
    def __init__(self, title, custom_id, components=None):
        self._title = title
        self._custom_id = custom_id
        self._components = [] if components is None else components

    title = property(lambda self: self._title)
    custom_id = property(lambda self: self._custom_id)
    components = property(lambda self: self._components)

    def set_title(self, title, /):
        self._title = title
        return self

    def set_custom_id(self, custom_id, /):
        self._custom_id = custom_id
        return self

    def add_component(self, component, /):
        self._components.append(component)
        return self


class CommandBuilder:
    def __init__(self, name, *, id=_U, default_member_permissions=_U, is_nsfw=_U, name_localizations=None,
                 integration_types=_U, context_types=_U):
        self._name = name
        self._id = id
        self._default_member_permissions = default_member_permissions
        self._is_nsfw = is_nsfw
        self._name_localizations = {} if name_localizations is None else name_localizations
        self._integration_types = integration_types
        self._context_types = context_types

    id = property(lambda self: self._id)
    default_member_permissions = property(lambda self: self._default_member_permissions)
    is_nsfw = property(lambda self: self._is_nsfw)
    name = property(lambda self: self._name)
    integration_types = property(lambda self: self._integration_types)
    context_types = property(lambda self: self._context_types)
    name_localizations = property(lambda self: self._name_localizations)

    def set_name(self, name, /):
        self._name = name
        return self

    def set_id(self, id_, /):
        self._id = id_
        return self

    def set_default_member_permissions(self, default_member_permissions, /):
        self._default_member_permissions = default_member_permissions
        return self

    def set_is_nsfw(self, state, /):
        self._is_nsfw = state
        return self

    def set_integration_types(self, integration_types):
        self._integration_types = integration_types
        return self

    def set_context_types(self, context_types):
        self._context_types = context_types
        return self

    def set_name_localizations(self, name_localizations, /):
        self._name_localizations = name_localizations
        return self

    def build(self, _, /):
        data = data_binding.JSONObjectBuilder()
        data['name'] = self._name
        data['type'] = self.type
        data.put_snowflake('id', self._id)
        data.put('name_localizations', self._name_localizations)
        data.put('nsfw', self._is_nsfw)
        data.put_array('integration_types', self._integration_types)
        data.put_array('contexts', self._context_types)
        if self._default_member_permissions != 0:
            data.put('default_member_permissions', self._default_member_permissions)
        return data


class SlashCommandBuilder(CommandBuilder):
    def __init__(self, name, description, *, id=_U, default_member_permissions=_U, is_nsfw=_U,
                 name_localizations=None, integration_types=_U, context_types=_U, options=None,
                 description_localizations=None):
        super().__init__(name, id=id, default_member_permissions=default_member_permissions, is_nsfw=is_nsfw,
                         name_localizations=name_localizations, integration_types=integration_types,
                         context_types=context_types)
        self._description = description
        self._options = [] if options is None else options
        self._description_localizations = {} if description_localizations is None else description_localizations

    description = property(lambda self: self._description)
    type = property(lambda self: _commands.CommandType.SLASH)
    options = property(lambda self: self._options.copy())
    description_localizations = property(lambda self: self._description_localizations)

    def set_description(self, description, /):
        self._description = description
        return self

    def set_description_localizations(self, description_localizations, /):
        self._description_localizations = description_localizations
        return self

    def add_option(self, option):
        self._options.append(option)
        return self

    def build(self, entity_factory, /):
        data = super().build(entity_factory)
        data.put('description', self._description)
        data.put_array('options', self._options, conversion=entity_factory.serialize_command_option)
        data.put('description_localizations', self._description_localizations)
        return data


class ContextMenuCommandBuilder(CommandBuilder):
    def __init__(self, type, name, *, id=_U, default_member_permissions=_U, is_nsfw=_U, name_localizations=None,
                 integration_types=_U, context_types=_U):
        super().__init__(name, id=id, default_member_permissions=default_member_permissions, is_nsfw=is_nsfw,
                         name_localizations=name_localizations, integration_types=integration_types,
                         context_types=context_types)
        self._type = type

    type = property(lambda self: self._type)


__all__ = (
    'ChannelSelectMenuBuilder', 'CommandBuilder', 'ContainerComponentBuilder', 'ContextMenuCommandBuilder',
    'FileComponentBuilder', 'InteractionModalBuilder', 'InteractiveButtonBuilder', 'LinkButtonBuilder',
    'MediaGalleryComponentBuilder', 'MediaGalleryItemBuilder', 'MessageActionRowBuilder', 'ModalActionRowBuilder',
    'PollAnswerBuilder', 'PollBuilder', 'PremiumButtonBuilder', 'SectionComponentBuilder', 'SelectMenuBuilder',
    'SelectOptionBuilder', 'SeparatorComponentBuilder', 'SlashCommandBuilder', 'TextDisplayComponentBuilder',
    'TextInputBuilder', 'TextSelectMenuBuilder', 'ThumbnailComponentBuilder',
)
