# Stand-in of hikari 2.6.0, hikari/interactions/command_interactions.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c):
# CommandInteraction (command_name, command_type; answers with a message or a modal).
from hikari.interactions import base_interactions


class BaseCommandInteraction(base_interactions.PartialInteraction):
    def __init__(self, *, command_name, command_type, options=(), target_id=None, **kwargs):
        super().__init__(**kwargs)
        self.command_name = command_name
        self.command_type = command_type
        self.options = list(options)
        self.target_id = target_id


class CommandInteraction(BaseCommandInteraction, base_interactions.MessageResponseMixin,
                         base_interactions.ModalResponseMixin):
    pass


__all__ = ('BaseCommandInteraction', 'CommandInteraction')
