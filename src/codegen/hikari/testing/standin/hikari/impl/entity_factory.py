# Stand-in of hikari 2.6.0, hikari/impl/entity_factory.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): the two serialisers a
# message and a command set go through, serialize_embed and serialize_command_option.
from hikari import files


__all__ = ("EntityFactoryImpl",)


class EntityFactoryImpl:
    def serialize_embed(self, embed):
        payload = {}
        uploads = []
        if embed.title is not None:
            payload['title'] = embed.title
        if embed.description is not None:
            payload['description'] = embed.description
        if embed.url is not None:
            payload['url'] = embed.url
        if embed.timestamp is not None:
            payload['timestamp'] = embed.timestamp.isoformat()
        if embed.color is not None:
            payload['color'] = int(embed.color)
        if embed.footer is not None:
            footer_payload = {}
            if embed.footer.text is not None:
                footer_payload['text'] = embed.footer.text
            if embed.footer.icon is not None:
                if not isinstance(embed.footer.icon.resource, files.WebResource):
                    uploads.append(embed.footer.icon.resource)
                footer_payload['icon_url'] = embed.footer.icon.url
            payload['footer'] = footer_payload
        if embed.image is not None:
            if not isinstance(embed.image.resource, files.WebResource):
                uploads.append(embed.image.resource)
            payload['image'] = {'url': embed.image.url}
        if embed.thumbnail is not None:
            if not isinstance(embed.thumbnail.resource, files.WebResource):
                uploads.append(embed.thumbnail.resource)
            payload['thumbnail'] = {'url': embed.thumbnail.url}
        if embed.author is not None:
            author_payload = {}
            if embed.author.name is not None:
                author_payload['name'] = embed.author.name
            if embed.author.url is not None:
                author_payload['url'] = embed.author.url
            if embed.author.icon is not None:
                if not isinstance(embed.author.icon.resource, files.WebResource):
                    uploads.append(embed.author.icon.resource)
                author_payload['icon_url'] = embed.author.icon.url
            payload['author'] = author_payload
        if embed.fields:
            field_payloads = []
            for i, field in enumerate(embed.fields):
                name = str(field.name) if field.name is not None else None
                value = str(field.value) if field.value is not None else None
                if name is None:
                    raise TypeError(f'in embed.fields[{i}].name - cannot have `None`')
                if value is None:
                    raise TypeError(f'in embed.fields[{i}].value - cannot have `None`')
                field_payloads.append({'name': name, 'value': value, 'inline': field.is_inline})
            payload['fields'] = field_payloads
        return payload, uploads

    def serialize_command_option(self, option):
        payload = {
            'type': option.type,
            'name': option.name,
            'description': option.description,
            'required': option.is_required,
            'name_localizations': option.name_localizations,
            'description_localizations': option.description_localizations,
        }
        if option.channel_types is not None:
            payload['channel_types'] = option.channel_types
        if option.choices is not None:
            payload['choices'] = [
                {'name': c.name, 'name_localizations': c.name_localizations, 'value': c.value} for c in option.choices
            ]
        if option.options is not None:
            payload['options'] = [self.serialize_command_option(o) for o in option.options]
        if option.autocomplete:
            payload['autocomplete'] = True
        if option.min_value is not None:
            payload['min_value'] = option.min_value
        if option.max_value is not None:
            payload['max_value'] = option.max_value
        if option.min_length is not None:
            payload['min_length'] = option.min_length
        if option.max_length is not None:
            payload['max_length'] = option.max_length
        return payload
