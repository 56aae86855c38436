"""``dllmc run --visual``: the canvas resolving in the terminal, step by step.

Each step redraws the generated region: committed tokens as text, masked positions as ``░``,
the tokens committed this step highlighted.  On a terminal the frame is redrawn in place; into
a file or pipe every step is appended (``--visual > capture.txt`` keeps the whole history).
"""

from __future__ import annotations

import re
import shutil
import sys
from typing import TextIO

from dllmc.runtime.decoding.generate import StepEvent
from dllmc.runtime.text.tokenizer import Tokenizer

MASK = "░"
_BOLD, _DIM, _RESET = "\x1b[1;32m", "\x1b[2m", "\x1b[0m"
_UNDERLINE = "\x1b[4;33m"  # an edited token (block diffusion)
_ANSI = re.compile(r"\x1b\[[0-9;]*m")


class CanvasView:
    def __init__(self, tokenizer: Tokenizer, stream: TextIO | None = None) -> None:
        self.tok = tokenizer
        self.out = stream or sys.stderr
        self.tty = self.out.isatty()
        self.lines = 0

    def _piece(self, token: int) -> str:
        return self.tok.decode([token]).replace("\n", "↵\n" if self.tty else "↵")

    def frame(self, event: StepEvent) -> str:
        fresh = set(int(i) for i in event.committed)
        edited = set(int(i) for i in event.edited)  # block diffusion's token edits
        parts = []
        for i, (token, masked) in enumerate(zip(event.canvas, event.masked, strict=True)):
            if masked:
                parts.append(f"{_DIM}{MASK}{_RESET}" if self.tty else MASK)
            elif i in edited and self.tty:
                parts.append(f"{_UNDERLINE}{self._piece(int(token))}{_RESET}")
            elif i in fresh and self.tty:
                parts.append(f"{_BOLD}{self._piece(int(token))}{_RESET}")
            else:
                parts.append(self._piece(int(token)))
        head = (f"step {event.step + 1}/{event.steps}  block {event.block + 1}  "
                f"{len(event.committed)} committed  "
                + (f"{len(edited)} edited  " if edited else "")
                + f"{int(event.masked.sum())} masked  {event.ms:.0f} ms")  # fmt: skip
        return f"{head}\n{''.join(parts)}\n"

    def __call__(self, event: StepEvent) -> None:
        text = self.frame(event)
        if self.tty and self.lines:
            self.out.write(f"\x1b[{self.lines}F\x1b[J")  # back to the frame's start, clear
        self.out.write(text if self.tty else text + "\n")
        self.out.flush()
        width = max(shutil.get_terminal_size().columns, 1)
        self.lines = sum(max(1, -(-len(_ANSI.sub("", line)) // width))
                         for line in text.splitlines())  # rows the frame took, wraps included

    def restore(self) -> None:
        """After an interrupted frame: attributes reset, the cursor on a fresh line."""
        if self.tty:
            self.out.write(f"{_RESET}\n")
            self.out.flush()
