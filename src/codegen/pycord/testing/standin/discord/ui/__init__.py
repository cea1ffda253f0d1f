# Stand-in of py-cord 2.8.1, discord/ui/__init__.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its
# docstrings, typing-only imports and @overload stubs taken out (same classes, signatures and logic).
from .action_row import *
from .button import *
from .checkbox import *
from .checkbox_group import *
from .container import *
from .core import *
from .file import *
from .file_upload import *
from .input_text import *
from .item import *
from .label import *
from .media_gallery import *
from .modal import *
from .radio_group import *
from .section import *
from .select import *
from .separator import *
from .text_display import *
from .thumbnail import *
from .view import *
