# Stand-in of hikari 2.6.0, hikari/interactions/component_interactions.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c):
# ComponentInteraction (component_type, custom_id, values).
from hikari.interactions import base_interactions


class ComponentInteraction(base_interactions.MessageResponseMixin, base_interactions.ModalResponseMixin):
    def __init__(self, *, component_type, custom_id, values, **kwargs):
        super().__init__(**kwargs)
        self.component_type = component_type
        self.custom_id = custom_id
        self.values = values


__all__ = ('ComponentInteraction',)
