# Stand-in of hikari 2.6.0, hikari/snowflakes.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c):
# Snowflake (an int) and Unique.


Snowflakeish = SnowflakeishOr = SnowflakeishSequence = object


class Snowflake(int):
    __slots__ = ()


class Unique:
    __slots__ = ()

    def __int__(self):
        return int(self.id)
