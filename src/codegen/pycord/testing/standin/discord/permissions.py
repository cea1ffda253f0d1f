# Stand-in of py-cord 2.8.1, discord/permissions.py (github.com/Pycord-Development/pycord, tag
# v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): Permissions with its real constructor
# (an int and/or permission keywords, a wrong name a TypeError), every flag's bit and alias, and
# .value, which py-cord sends as default_member_permissions.
from __future__ import annotations

from .flags import BaseFlags, alias_flag_value, flag_value

__all__ = ('Permissions',)

_BITS = {
    'create_instant_invite': 0, 'kick_members': 1, 'ban_members': 2, 'administrator': 3, 'manage_channels': 4,
    'manage_guild': 5, 'add_reactions': 6, 'view_audit_log': 7, 'priority_speaker': 8, 'stream': 9,
    'view_channel': 10, 'send_messages': 11, 'send_tts_messages': 12, 'manage_messages': 13, 'embed_links': 14,
    'attach_files': 15, 'read_message_history': 16, 'mention_everyone': 17, 'external_emojis': 18,
    'view_guild_insights': 19, 'connect': 20, 'speak': 21, 'mute_members': 22, 'deafen_members': 23,
    'move_members': 24, 'use_voice_activation': 25, 'change_nickname': 26, 'manage_nicknames': 27,
    'manage_roles': 28, 'manage_webhooks': 29, 'manage_emojis': 30, 'use_slash_commands': 31,
    'request_to_speak': 32, 'manage_events': 33, 'manage_threads': 34, 'create_public_threads': 35,
    'create_private_threads': 36, 'external_stickers': 37, 'send_messages_in_threads': 38,
    'start_embedded_activities': 39, 'moderate_members': 40, 'view_creator_monetization_analytics': 41,
    'use_soundboard': 42, 'use_external_sounds': 45, 'send_voice_messages': 46, 'set_voice_channel_status': 48,
    'send_polls': 49, 'use_external_apps': 50, 'pin_messages': 51, 'bypass_slowmode': 52}
_ALIASES = {'read_messages': 'view_channel', 'use_external_emojis': 'external_emojis',
            'manage_permissions': 'manage_roles', 'manage_emojis_and_stickers': 'manage_emojis',
            'use_application_commands': 'use_slash_commands', 'use_external_stickers': 'external_stickers'}


class Permissions(BaseFlags):
    __slots__ = ()
    VALID_FLAGS = {**{k: 1 << v for k, v in _BITS.items()}, **{k: 1 << _BITS[v] for k, v in _ALIASES.items()}}

    def __init__(self, permissions: int = 0, **kwargs: bool):
        if not isinstance(permissions, int):
            raise TypeError(f'Expected int parameter, received {permissions.__class__.__name__} instead.')
        self.value = permissions
        for key, value in kwargs.items():
            if key not in self.VALID_FLAGS:
                raise TypeError(f'{key!r} is not a valid permission name.')
            setattr(self, key, value)

    @classmethod
    def none(cls):
        return cls(0)

    @classmethod
    def all(cls):
        return cls(0b1111111111111111111111111111111111111111111111111111)


for _name, _bit in _BITS.items():
    setattr(Permissions, _name, flag_value(1 << _bit))
for _name, _target in _ALIASES.items():
    setattr(Permissions, _name, alias_flag_value(1 << _BITS[_target]))
