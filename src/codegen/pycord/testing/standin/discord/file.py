# Stand-in of py-cord 2.8.1, discord/file.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit
# f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its docstrings and typing-only
# imports taken out (same classes, signatures and serialisation).
from __future__ import annotations
import io
import os
from typing import TYPE_CHECKING
__all__ = ('File', 'VoiceMessage')

class File:
    __slots__ = ('fp', 'filename', 'spoiler', '_original_pos', '_owner', '_closer', 'description')

    def __init__(self, fp: str | bytes | os.PathLike | io.BufferedIOBase, filename: str | None=None, *, description: str | None=None, spoiler: bool=False):
        if isinstance(fp, io.IOBase):
            if not (fp.seekable() and fp.readable()):
                raise ValueError(f'File buffer {fp!r} must be seekable and readable')
            self.fp = fp
            self._original_pos = fp.tell()
            self._owner = False
        else:
            self.fp = open(fp, 'rb')
            self._original_pos = 0
            self._owner = True
        self._closer = self.fp.close
        self.fp.close = lambda: None
        if filename is None:
            if isinstance(fp, str):
                _, self.filename = os.path.split(fp)
            else:
                self.filename = getattr(fp, 'name', None)
        else:
            self.filename = filename
        if spoiler and self.filename is not None and (not self.filename.startswith('SPOILER_')):
            self.filename = f'SPOILER_{self.filename}'
        self.spoiler = spoiler or (self.filename is not None and self.filename.startswith('SPOILER_'))
        self.description = description

    def reset(self, *, seek: int | bool=True) -> None:
        if seek:
            self.fp.seek(self._original_pos)

    def close(self) -> None:
        self.fp.close = self._closer
        if self._owner:
            self._closer()

class VoiceMessage(File):
    __slots__ = ('waveform', 'duration_secs')

    def __init__(self, fp: str | bytes | os.PathLike | io.BufferedIOBase, filename: str | None=None, *, waveform: str='', duration_secs: float=0.0, **kwargs):
        super().__init__(fp, filename, **kwargs)
        self.waveform = waveform
        self.duration_secs = duration_secs
