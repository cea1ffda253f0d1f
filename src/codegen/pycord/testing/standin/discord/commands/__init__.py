# Stand-in of py-cord 2.8.1, discord/commands/__init__.py (github.com/Pycord-Development/pycord,
# tag v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b), verbatim.
from .context import *
from .core import *
from .options import *
from .permissions import *
