# Stand-in of py-cord 2.8.1, discord/asset.py (github.com/Pycord-Development/pycord, tag v2.8.1,
# commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): only Asset.BASE and the AssetMixin base class
# that partial_emoji.py and components.py derive from; nothing is ever downloaded.
__all__ = ('Asset',)


class AssetMixin:
    url: str
    _state = None

    async def read(self) -> bytes:
        raise RuntimeError('the stand-in downloads nothing')


class Asset(AssetMixin):
    BASE = 'https://cdn.discordapp.com'
