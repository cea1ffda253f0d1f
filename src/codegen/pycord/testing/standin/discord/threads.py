# Stand-in of py-cord 2.8.1, discord/threads.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit
# f467d88b1c74a1506fd2e2651bc325f607a1b40b): the names a bot imports from it, defined in models.py.
from .models import Thread

__all__ = ('Thread',)
