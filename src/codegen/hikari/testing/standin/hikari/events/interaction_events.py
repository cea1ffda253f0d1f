# Stand-in of hikari 2.6.0, hikari/events/interaction_events.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): InteractionCreateEvent and
# its typed subclasses (a listener of the base class also receives the subclasses).
from hikari.events.base_events import Event


class InteractionCreateEvent(Event):
    def __init__(self, *, shard, interaction):
        self.shard = shard
        self.interaction = interaction

    @property
    def app(self):
        return self.interaction.app


class CommandInteractionCreateEvent(InteractionCreateEvent):
    pass


class ComponentInteractionCreateEvent(InteractionCreateEvent):
    pass


class ModalInteractionCreateEvent(InteractionCreateEvent):
    pass


__all__ = ('InteractionCreateEvent', 'CommandInteractionCreateEvent', 'ComponentInteractionCreateEvent',
           'ModalInteractionCreateEvent')
