# Stand-in of py-cord 2.8.1, discord/state.py (github.com/Pycord-Development/pycord, tag v2.8.1,
# commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): ConnectionState's allowed_mentions,
# store_view / store_modal (into the real ViewStore and ModalStore of discord/ui) and
# create_message; the cache holds one guild and whatever channel a bot asks for.
from __future__ import annotations

from . import _standin
from .models import Guild, Message, TextChannel
from .ui.modal import ModalStore
from .ui.view import ViewStore


class _CacheFlags:
    interaction = True


class ConnectionState:
    def __init__(self, *, dispatch, http, allowed_mentions=None):
        self.dispatch = dispatch
        self.http = http
        self.allowed_mentions = allowed_mentions
        self.member_cache_flags = _CacheFlags()
        self._view_store = ViewStore(self)
        self._modal_store = ModalStore(self)
        self.guild = Guild(data={'id': str(_standin.GUILD_ID), 'name': 'Guild'}, state=self)

    def store_view(self, view, message_id=None):
        self._view_store.add_view(view, message_id)

    def store_modal(self, modal, user_id):
        self._modal_store.add_modal(modal, user_id)

    @property
    def persistent_views(self):
        return self._view_store.persistent_views

    def get_channel(self, id):
        channel = self.guild._channels.get(id)
        if channel is None:
            channel = TextChannel(state=self, guild=self.guild, data={'id': str(id), 'name': 'general', 'type': 0})
            self.guild._channels[id] = channel
        return channel

    def create_message(self, *, channel, data):
        return Message(state=self, channel=channel, data=data)
