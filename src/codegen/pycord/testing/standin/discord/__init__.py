# Stand-in of py-cord 2.8.1, discord/__init__.py (github.com/Pycord-Development/pycord, tag v2.8.1,
# commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the top-level names a bot uses, re-exported
# from the same modules as the real package. Only what the sample designs need is here.
# Stand-in addition: reading a submitted modal field's value records a 'read' (see _standin.read).
__title__ = 'pycord'
__version__ = '2.8.1'

from . import abc, ui, utils
from .bot import *
from .channel import *
from .client import *
from .colour import *
from .commands import *
from .components import *
from .embeds import *
from .emoji import *
from .enums import *
from .errors import *
from .file import *
from .flags import *
from .guild import *
from .interactions import *
from .member import *
from .mentions import *
from .message import *
from .object import *
from .partial_emoji import *
from .permissions import *
from .poll import *
from .role import *
from .threads import *
from .user import *
from . import _standin as _standin_module


def _record_reads():
    for cls, name in ((ui.InputText, 'value'), (ui.Select, 'values'), (ui.FileUpload, 'values'),
                      (ui.RadioGroup, 'value'), (ui.CheckboxGroup, 'values'), (ui.Checkbox, 'value')):
        prop = cls.__dict__[name]

        def getter(self, _get=prop.fget):
            return _standin_module.read(self, _get(self))

        setattr(cls, name, property(getter, prop.fset))


_record_reads()
del _record_reads
