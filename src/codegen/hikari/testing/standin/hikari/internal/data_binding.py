# Stand-in of hikari 2.6.0, hikari/internal/data_binding.py (github.com/hikari-py/hikari, tag
# 2.6.0): JSONObjectBuilder, the dict every builder serialises into (UNDEFINED values are skipped).
from hikari import undefined


class JSONObjectBuilder(dict):
    __slots__ = ()

    def __init__(self):
        super().__init__()

    def put(self, key, value, /, *, conversion=None):
        if value is undefined.UNDEFINED:
            return
        if not conversion or value is None:
            self[key] = value
        else:
            self[key] = conversion(value)

    def put_array(self, key, values, /, *, conversion=None):
        if values is undefined.UNDEFINED:
            return
        if values is not None:
            self[key] = [conversion(v) for v in values] if conversion else list(values)
        else:
            self[key] = None

    def put_snowflake(self, key, value, /):
        if value is undefined.UNDEFINED:
            return
        self[key] = str(int(value)) if value is not None else None

    def put_snowflake_array(self, key, values, /):
        if values is undefined.UNDEFINED:
            return
        self[key] = [str(int(v)) for v in values] if values is not None else None
