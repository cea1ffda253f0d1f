# Stand-in of py-cord 2.8.1, discord/abc.py (github.com/Pycord-Development/pycord, tag v2.8.1,
# commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): Snowflake, User, Mentionable, GuildChannel
# and Messageable, whose send() is the real one verbatim (its signature, its checks, the flags it
# sets and the http call it makes); the stand-in's HTTPClient records that call's JSON body.
from __future__ import annotations

from . import utils
from .errors import InvalidArgument
from .file import File, VoiceMessage
from .flags import MessageFlags
from .mentions import AllowedMentions
from .utils import warn_deprecated

__all__ = ('Snowflake', 'User', 'PrivateChannel', 'GuildChannel', 'Messageable', 'Connectable', 'Mentionable')


class Snowflake:
    __slots__ = ()
    id: int


class User(Snowflake):
    __slots__ = ()


class PrivateChannel(Snowflake):
    __slots__ = ()


class GuildChannel:
    __slots__ = ()


class Mentionable:
    __slots__ = ()


class Connectable:
    __slots__ = ()


class Messageable:
    __slots__ = ()

    async def _get_channel(self):
        raise NotImplementedError

    async def send(self, content=None, *, tts=None, embed=None, embeds=None, file=None, files=None, stickers=None,
                   delete_after=None, nonce=None, enforce_nonce=None, allowed_mentions=None, reference=None,
                   mention_author=None, view=None, poll=None, suppress=None, suppress_embeds=None, silent=None):
        channel = await self._get_channel()
        state = self._state
        content = str(content) if content is not None else None
        if embed is not None and embeds is not None:
            raise InvalidArgument('cannot pass both embed and embeds parameter to send()')
        if embed is not None:
            embed = embed.to_dict()
        elif embeds is not None:
            if len(embeds) > 10:
                raise InvalidArgument('embeds parameter must be a list of up to 10 elements')
            embeds = [embed.to_dict() for embed in embeds]
        if suppress is not None:
            warn_deprecated('suppress', 'suppress_embeds', '2.8')
            if suppress_embeds is None:
                suppress_embeds = suppress
        flags = MessageFlags(suppress_embeds=bool(suppress_embeds), suppress_notifications=bool(silent))
        if stickers is not None:
            stickers = [sticker.id for sticker in stickers]
        if allowed_mentions is None:
            allowed_mentions = state.allowed_mentions and state.allowed_mentions.to_dict()
        elif state.allowed_mentions is not None:
            allowed_mentions = state.allowed_mentions.merge(allowed_mentions).to_dict()
        else:
            allowed_mentions = allowed_mentions.to_dict()
        if mention_author is not None:
            allowed_mentions = allowed_mentions or AllowedMentions().to_dict()
            allowed_mentions['replied_user'] = bool(mention_author)
        _reference = None
        if reference is not None:
            try:
                _reference = reference.to_message_reference_dict()
            except AttributeError:
                raise InvalidArgument('reference parameter must be Message, MessageReference, or PartialMessage') from None
        if view:
            if not hasattr(view, '__discord_ui_view__'):
                raise InvalidArgument(f'view parameter must be BaseView not {view.__class__!r}')
            components = view.to_components()
            if view.is_components_v2():
                if embeds or content:
                    raise TypeError('cannot send embeds or content with a view using v2 component logic')
                flags.is_components_v2 = True
        else:
            components = None
        if poll:
            poll = poll.to_dict()
        if file is not None and files is not None:
            raise InvalidArgument('cannot pass both file and files parameter to send()')
        if file is not None:
            if not isinstance(file, File):
                raise InvalidArgument('file parameter must be File')
            files = [file]
        elif files is not None:
            if len(files) > 10:
                raise InvalidArgument('files parameter must be a list of up to 10 elements')
            elif not all((isinstance(file, File) for file in files)):
                raise InvalidArgument('files parameter must be a list of File')
        if files is not None:
            flags = flags + MessageFlags(is_voice_message=any((isinstance(f, VoiceMessage) for f in files)))
            try:
                data = await state.http.send_files(channel.id, files=files, content=content, tts=tts, embed=embed,
                                                   embeds=embeds, nonce=nonce, enforce_nonce=enforce_nonce,
                                                   allowed_mentions=allowed_mentions, message_reference=_reference,
                                                   stickers=stickers, components=components, flags=flags.value,
                                                   poll=poll)
            finally:
                for f in files:
                    f.close()
        else:
            data = await state.http.send_message(channel.id, content, tts=tts, embed=embed, embeds=embeds,
                                                 nonce=nonce, enforce_nonce=enforce_nonce,
                                                 allowed_mentions=allowed_mentions, message_reference=_reference,
                                                 stickers=stickers, components=components, flags=flags.value,
                                                 poll=poll)
        ret = state.create_message(channel=channel, data=data)
        if view:
            if view.is_dispatchable():
                state.store_view(view, ret.id)
            view.message = ret
            # py-cord then calls view._refresh(ret.components) with Discord's echo of the components;
            # the stand-in has no echo, and the refresh only swaps each item's component for an equal one.
        if delete_after is not None:
            await ret.delete(delay=delete_after)
        return ret
