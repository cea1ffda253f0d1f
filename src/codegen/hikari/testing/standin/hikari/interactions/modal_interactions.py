# Stand-in of hikari 2.6.0, hikari/interactions/modal_interactions.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): ModalInteraction
# (custom_id; components: the action rows of TextInputComponent, the only kind 2.6.0 reads back).
from hikari.interactions import base_interactions


class ModalInteraction(base_interactions.MessageResponseMixin):
    def __init__(self, *, custom_id, components, message=None, **kwargs):
        super().__init__(**kwargs)
        self.custom_id = custom_id
        self.components = components
        self.message = message


__all__ = ('ModalInteraction',)
