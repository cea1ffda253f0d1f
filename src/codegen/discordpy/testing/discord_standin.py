# For tests: the parts of discord.py 2.6 that a message's body goes through, with discord.py's own
# signatures (keyword-only where discord.py's are, so a wrong keyword raises TypeError as it would
# there) and the JSON they hand Discord. Written after discord.py's embeds.py, colour.py,
# partial_emoji.py, poll.py, mentions.py and object.py, and the send / send_message /
# edit_message signatures of abc.Messageable, Webhook and InteractionResponse. run-py.ts puts
# these on its stand-in `discord` module; everything else there stays a recording stub.
import datetime as _datetime
import enum as _enum


class _MissingSentinel:
    def __bool__(self):
        return False

    def __repr__(self):
        return '...'


MISSING = _MissingSentinel()


class Colour:
    def __init__(self, value):
        if not isinstance(value, int):
            raise TypeError(f'Expected int parameter, received {value.__class__.__name__} instead.')
        self.value = value


Color = Colour


class Embed:
    def __init__(self, *, colour=None, color=None, title=None, type='rich', url=None,
                 description=None, timestamp=None):
        self.colour = colour if colour is not None else color
        self.title = None if title is None else str(title)
        self.type = type
        self.url = None if url is None else str(url)
        self.description = None if description is None else str(description)
        if timestamp is not None:
            self.timestamp = timestamp

    @property
    def colour(self):
        return getattr(self, '_colour', None)

    @colour.setter
    def colour(self, value):
        if value is None or isinstance(value, Colour):
            self._colour = value
        elif isinstance(value, int):
            self._colour = Colour(value=value)
        else:
            raise TypeError(f'Expected discord.Colour, int, or None but received {value.__class__.__name__} instead.')

    color = colour

    @property
    def timestamp(self):
        return getattr(self, '_timestamp', None)

    @timestamp.setter
    def timestamp(self, value):
        if isinstance(value, _datetime.datetime):
            if value.tzinfo is None:
                value = value.astimezone()
            self._timestamp = value
        elif value is None:
            self._timestamp = None
        else:
            raise TypeError(f'Expected datetime.datetime or None received {value.__class__.__name__} instead')

    def set_footer(self, *, text=None, icon_url=None):
        self._footer = {}
        if text is not None:
            self._footer['text'] = str(text)
        if icon_url is not None:
            self._footer['icon_url'] = str(icon_url)
        return self

    def set_image(self, *, url):
        if url is None:
            self.__dict__.pop('_image', None)
        else:
            self._image = {'url': str(url)}
        return self

    def set_thumbnail(self, *, url):
        if url is None:
            self.__dict__.pop('_thumbnail', None)
        else:
            self._thumbnail = {'url': str(url)}
        return self

    def set_author(self, *, name, url=None, icon_url=None):
        self._author = {'name': str(name)}
        if url is not None:
            self._author['url'] = str(url)
        if icon_url is not None:
            self._author['icon_url'] = str(icon_url)
        return self

    def add_field(self, *, name, value, inline=True):
        field = {'inline': inline, 'name': str(name), 'value': str(value)}
        self.__dict__.setdefault('_fields', []).append(field)
        return self

    def to_dict(self):
        keys = ('_timestamp', '_colour', '_footer', '_image', '_thumbnail', '_video', '_provider',
                '_author', '_fields')
        result = {key[1:]: getattr(self, key) for key in keys if key in self.__dict__}
        colour = result.pop('colour', None)
        if colour:
            result['color'] = colour.value
        timestamp = result.pop('timestamp', None)
        if timestamp:
            if timestamp.tzinfo:
                result['timestamp'] = timestamp.astimezone(tz=_datetime.timezone.utc).isoformat()
            else:
                result['timestamp'] = timestamp.replace(tzinfo=_datetime.timezone.utc).isoformat()
        if self.type:
            result['type'] = self.type
        if self.description:
            result['description'] = self.description
        if self.url:
            result['url'] = self.url
        if self.title:
            result['title'] = self.title
        return result


class PartialEmoji:
    def __init__(self, *, name, animated=False, id=None):
        self.animated = animated
        self.name = name
        self.id = id

    @classmethod
    def from_dict(cls, data):
        raw_id = data.get('id')
        return cls(animated=data.get('animated', False), id=raw_id and int(raw_id),
                   name=data.get('name') or '')

    def to_dict(self):
        payload = {'id': self.id, 'name': self.name}
        if self.animated:
            payload['animated'] = self.animated
        return payload


class PollLayoutType(_enum.Enum):
    default = 1


class PollMedia:
    def __init__(self, /, text, emoji=None):
        self.text = text
        self.emoji = emoji

    def to_dict(self):
        payload = {'text': self.text}
        if self.emoji:
            if isinstance(self.emoji, PartialEmoji):
                payload['emoji'] = self.emoji.to_dict()
            else:
                payload['emoji'] = {'name': str(self.emoji)}
        return payload

    @classmethod
    def from_dict(cls, *, data):
        emoji = data.get('emoji')
        if emoji:
            return cls(text=data['text'], emoji=PartialEmoji.from_dict(emoji))
        return cls(text=data['text'])


class PollAnswer:
    def __init__(self, *, message, poll, data):
        self.media = PollMedia.from_dict(data=data['poll_media'])
        self.id = int(data['answer_id'])
        self._poll = poll

    @classmethod
    def from_params(cls, id, text, emoji=None, *, poll, message):
        poll_media = {'text': text}
        if emoji:
            if isinstance(emoji, PartialEmoji):
                poll_media['emoji'] = emoji.to_dict()
            else:
                poll_media['emoji'] = {'name': str(emoji)}
        return cls(data={'answer_id': id, 'poll_media': poll_media}, message=message, poll=poll)

    @property
    def text(self):
        return self.media.text

    @property
    def emoji(self):
        return self.media.emoji

    def _to_dict(self):
        data = {'text': self.text}
        if self.emoji is not None:
            if isinstance(self.emoji, PartialEmoji):
                data['emoji'] = self.emoji.to_dict()
            else:
                data['emoji'] = {'name': str(self.emoji)}
        return data


class Poll:
    def __init__(self, question, duration, *, multiselect=False,
                 layout_type=PollLayoutType.default):
        self._question_media = PollMedia(text=question, emoji=None) if isinstance(question, str) else question
        self._answers = []
        self.duration = duration
        self._hours_duration = duration.total_seconds() / 3600
        self.multiselect = multiselect
        self.layout_type = layout_type

    def add_answer(self, *, text, emoji=None):
        answer = PollAnswer.from_params(id=len(self._answers) + 1, text=text, emoji=emoji,
                                        message=None, poll=self)
        self._answers.append(answer)
        return self

    def _to_dict(self):
        return {
            'allow_multiselect': self.multiselect,
            'question': self._question_media.to_dict(),
            'duration': self._hours_duration,
            'layout_type': self.layout_type.value,
            'answers': [{'poll_media': answer._to_dict()} for answer in self._answers],
        }


class _FakeBool:
    def __repr__(self):
        return 'True'

    def __eq__(self, other):
        return other is True

    def __bool__(self):
        return True


_default = _FakeBool()


class AllowedMentions:
    def __init__(self, *, everyone=_default, users=_default, roles=_default, replied_user=_default):
        self.everyone = everyone
        self.users = users
        self.roles = roles
        self.replied_user = replied_user

    def to_dict(self):
        parse = []
        data = {}
        if self.everyone:
            parse.append('everyone')
        if self.users == True:
            parse.append('users')
        elif self.users != False:
            data['users'] = [x.id for x in self.users]
        if self.roles == True:
            parse.append('roles')
        elif self.roles != False:
            data['roles'] = [x.id for x in self.roles]
        if self.replied_user:
            data['replied_user'] = True
        data['parse'] = parse
        return data


class Object:
    def __init__(self, id, *, type=MISSING):
        try:
            id = int(id)
        except ValueError:
            raise TypeError(f'id parameter must be convertible to int not {id.__class__.__name__}') from None
        self.id = id



# What the send calls of the last run handed Discord, as discord.py's http.py builds the JSON.
sent_bodies = []


def _given(value):
    return value is not MISSING and value is not None


def _record(*, content=MISSING, tts=False, embed=MISSING, embeds=MISSING, allowed_mentions=MISSING,
            poll=MISSING, suppress_embeds=False, silent=False, ephemeral=False, username=MISSING,
            avatar_url=MISSING, thread_name=MISSING, applied_tags=MISSING, stickers=MISSING,
            nonce=None, view=MISSING, files=MISSING):
    body = {}
    if _given(view) and isinstance(view, _Ui.View):
        body['components'] = view.to_components()
    if _given(files):
        body['attachments'] = [
            {'id': i, 'filename': f.filename,
             **({'description': f.description} if f.description is not None else {})}
            for i, f in enumerate(files)]
    if _given(content):
        body['content'] = str(content)
    if tts:
        body['tts'] = True
    if embed is not MISSING or embeds is not MISSING:
        body['embeds'] = ([embed.to_dict()] if _given(embed) else []) + [e.to_dict() for e in (embeds or [])]
    if _given(allowed_mentions):
        body['allowed_mentions'] = allowed_mentions.to_dict()
    if _given(poll):
        body['poll'] = poll._to_dict()
    flags = (4 if suppress_embeds else 0) | (4096 if silent else 0) | (64 if ephemeral else 0)
    if _given(view) and isinstance(view, _Ui.LayoutView):
        flags |= 32768
    if flags:
        body['flags'] = flags
    if username:
        body['username'] = username
    if avatar_url:
        body['avatar_url'] = str(avatar_url)
    if _given(thread_name):
        body['thread_name'] = thread_name
    if _given(applied_tags):
        body['applied_tags'] = [t.id for t in applied_tags]
    if _given(stickers):
        body['sticker_ids'] = [s.id for s in stickers]
    if nonce is not None:
        body['nonce'] = str(nonce)
    sent_bodies.append(body)
    return body


class Messageable:
    async def send(self, content=None, *, tts=False, embed=None, embeds=None, file=None, files=None,
                   stickers=None, delete_after=None, nonce=None, allowed_mentions=None,
                   reference=None, mention_author=None, view=None, suppress_embeds=False,
                   silent=False, poll=None):
        return _record(content=content, tts=tts, embed=embed if embed is not None else MISSING,
                       embeds=embeds if embeds is not None else MISSING,
                       allowed_mentions=allowed_mentions, poll=poll,
                       suppress_embeds=suppress_embeds, silent=silent, stickers=stickers,
                       nonce=nonce, view=view if view is not None else MISSING,
                       files=files if files is not None else MISSING)


class Webhook:
    async def send(self, content=MISSING, *, username=MISSING, avatar_url=MISSING, tts=False,
                   ephemeral=False, file=MISSING, files=MISSING, embed=MISSING, embeds=MISSING,
                   allowed_mentions=MISSING, view=MISSING, thread=MISSING, thread_name=MISSING,
                   wait=False, suppress_embeds=False, silent=False, applied_tags=MISSING,
                   poll=MISSING):
        return _record(content=content, tts=tts, embed=embed, embeds=embeds,
                       allowed_mentions=allowed_mentions, poll=poll,
                       suppress_embeds=suppress_embeds, silent=silent, ephemeral=ephemeral,
                       username=username, avatar_url=avatar_url, thread_name=thread_name,
                       applied_tags=applied_tags, view=view, files=files)


class InteractionResponse:
    async def send_message(self, content=None, *, embed=MISSING, embeds=MISSING, file=MISSING,
                           files=MISSING, view=MISSING, tts=False, ephemeral=False,
                           allowed_mentions=MISSING, suppress_embeds=False, silent=False,
                           delete_after=None, poll=MISSING):
        return _record(content=content, tts=tts, embed=embed, embeds=embeds,
                       allowed_mentions=allowed_mentions, poll=poll,
                       suppress_embeds=suppress_embeds, silent=silent, ephemeral=ephemeral,
                       view=view, files=files)

    async def edit_message(self, *, content=MISSING, embed=MISSING, embeds=MISSING,
                           attachments=MISSING, view=MISSING, allowed_mentions=MISSING,
                           delete_after=None, suppress_embeds=MISSING):
        return _record(content=content, embed=embed, embeds=embeds,
                       allowed_mentions=allowed_mentions, suppress_embeds=bool(suppress_embeds),
                       view=view, files=attachments)

    async def defer(self, *, ephemeral=False, thinking=False):
        return None

    async def send_modal(self, modal, /):
        sent_bodies.append(modal.to_dict())
        return None


class InteractionType(_enum.Enum):
    ping = 1
    application_command = 2
    component = 3
    autocomplete = 4
    modal_submit = 5


class Interaction:
    def __init__(self, type=None, data=None):
        self.type = type
        self.data = data
        self.response = InteractionResponse()



# The names run-py.ts puts on its stand-in `discord` module.
PUBLIC = ('Colour', 'Color', 'Embed', 'PartialEmoji', 'PollLayoutType', 'PollMedia', 'Poll',
          'AllowedMentions', 'Object', 'ButtonStyle', 'TextStyle', 'SeparatorSpacing', 'ChannelType',
          'SelectDefaultValueType', 'SelectOption', 'RadioGroupOption', 'CheckboxGroupOption',
          'SelectDefaultValue', 'MediaGalleryItem', 'File', 'ui', 'Interaction',
          'InteractionType')
