"""The one error type users see.

Every problem with user input (a file, a flag, a model) is raised as a :class:`DllmcError`
carrying *what* went wrong and *how to fix it*; the command line prints it as one line and
exits with status 2.  Anything else escaping is a bug in dllmc.
"""

from __future__ import annotations

from pathlib import Path

EXIT_BAD_INPUT = 2


class DllmcError(Exception):
    """A problem with the user's input, reported as one line: ``where: what; fix``."""

    def __init__(self, what: str, fix: str, *, path: str | Path | None = None) -> None:
        self.what = what
        self.fix = fix
        self.path = None if path is None else str(path)
        super().__init__(self.line())

    def line(self) -> str:
        where = f"{self.path}: " if self.path else ""
        text = f"{where}{self.what}; {self.fix}"
        return " ".join(text.split())  # one line, whatever the parts held


class GGUFError(DllmcError):
    """The GGUF file cannot be read or does not describe a model dllmc supports."""
