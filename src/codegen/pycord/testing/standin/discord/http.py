# Stand-in of py-cord 2.8.1, discord/http.py (github.com/Pycord-Development/pycord, tag v2.8.1,
# commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): HTTPClient's send_message,
# send_multipart_helper / send_files, get_global_commands and bulk_upsert_global_commands build
# the JSON body exactly as py-cord does; instead of a request, each records it (a message body with
# its attachments entries, or the bulk overwrite) and answers what Discord would.
from __future__ import annotations

from . import _standin
from .file import VoiceMessage

__all__ = ('HTTPClient',)


class HTTPClient:
    def __init__(self):
        self.proxy = None
        self.proxy_auth = None
        self._global_commands = []

    async def _sent(self, channel_id, payload):
        message_id = _standin.snowflake()
        _standin.record('message', channel=str(channel_id), body=payload)
        _standin.sent_components(payload.get('components'), message_id)
        return {'id': str(message_id), 'channel_id': str(channel_id), 'content': payload.get('content', '')}

    def send_message(self, channel_id, content, *, tts=False, embed=None, embeds=None, nonce=None,
                     enforce_nonce=None, allowed_mentions=None, message_reference=None, stickers=None,
                     components=None, flags=None, poll=None):
        payload = {}
        if content:
            payload['content'] = content
        if tts:
            payload['tts'] = True
        if embed:
            payload['embeds'] = [embed]
        if embeds:
            payload['embeds'] = embeds
        if nonce:
            payload['nonce'] = nonce
        if enforce_nonce:
            payload['enforce_nonce'] = enforce_nonce
        if allowed_mentions:
            payload['allowed_mentions'] = allowed_mentions
        if message_reference:
            payload['message_reference'] = message_reference
        if components:
            payload['components'] = components
        if stickers:
            payload['sticker_ids'] = stickers
        if flags:
            payload['flags'] = flags
        if poll:
            payload['poll'] = poll
        return self._sent(channel_id, payload)

    def send_multipart_helper(self, route, *, files, content=None, tts=False, embed=None, embeds=None, nonce=None,
                              enforce_nonce=None, allowed_mentions=None, message_reference=None, stickers=None,
                              components=None, flags=None, poll=None):
        payload = {'tts': tts}
        if content:
            payload['content'] = content
        if embed:
            payload['embeds'] = [embed]
        if embeds:
            payload['embeds'] = embeds
        if nonce:
            payload['nonce'] = nonce
        if enforce_nonce:
            payload['enforce_nonce'] = enforce_nonce
        if allowed_mentions:
            payload['allowed_mentions'] = allowed_mentions
        if message_reference:
            payload['message_reference'] = message_reference
        if components:
            payload['components'] = components
        if stickers:
            payload['sticker_ids'] = stickers
        if flags:
            payload['flags'] = flags
        if poll:
            payload['poll'] = poll
        attachments = []
        for index, file in enumerate(files):
            attachment_info = {'id': index, 'filename': file.filename, 'description': file.description}
            if isinstance(file, VoiceMessage):
                attachment_info.update(waveform=file.waveform, duration_secs=file.duration_secs)
            attachments.append(attachment_info)
            file.fp.read()
        payload['attachments'] = attachments
        _standin.dumps(payload)
        return self._sent(route, payload)

    def send_files(self, channel_id, *, files, content=None, tts=False, embed=None, embeds=None, nonce=None,
                   enforce_nonce=None, allowed_mentions=None, message_reference=None, stickers=None,
                   components=None, flags=None, poll=None):
        return self.send_multipart_helper(channel_id, files=files, content=content, tts=tts, embed=embed,
                                          embeds=embeds, nonce=nonce, enforce_nonce=enforce_nonce,
                                          allowed_mentions=allowed_mentions, message_reference=message_reference,
                                          stickers=stickers, components=components, flags=flags, poll=poll)

    async def get_global_commands(self, application_id):
        return list(self._global_commands)

    async def bulk_upsert_global_commands(self, application_id, payload):
        _standin.record('commands', application=str(application_id), body=payload)
        self._global_commands = [{**c, 'id': str(_standin.snowflake()), 'type': c.get('type', 1),
                                  'application_id': str(application_id)} for c in payload]
        return list(self._global_commands)

    async def upsert_global_command(self, application_id, payload):
        raise RuntimeError('the stand-in registers commands only by bulk overwrite (sync_commands)')

    async def edit_global_command(self, application_id, command_id, payload):
        raise RuntimeError('the stand-in registers commands only by bulk overwrite (sync_commands)')

    async def delete_global_command(self, application_id, command_id):
        raise RuntimeError('the stand-in registers commands only by bulk overwrite (sync_commands)')
