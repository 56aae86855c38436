"""Writing files whole: a reader sees the old file or the new one, never half of one."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from dllmc.compiler.base.errors import DllmcError


def write_atomic(path: Path, data: bytes) -> None:
    """Write to a temporary name in the same folder, then rename: never a half-written file."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError as e:
        raise DllmcError(
            f"cannot write {path}: {e.strerror}", "check the folder exists and is writable"
        ) from None


__all__ = ["write_atomic"]
