"""``dllmc tokenize`` and ``dllmc detokenize``: a GGUF's tokenizer from the command line.

``dllmc tokenize MODEL.gguf "text"`` prints one line per token, ``id -> 'piece'`` (as
llama.cpp's ``llama-tokenize`` does; control characters and bytes that are not whole UTF-8
characters are escaped); ``--ids-only`` prints the ids on one line, space-separated.  Special
tokens written in the text are parsed and BOS is added as the GGUF says.  ``--chat`` renders
the text as a user message with the model's chat template first (``--system`` adds a system
message).  ``dllmc detokenize MODEL.gguf 1 2 3`` prints the text of the ids.

Both commands report a bad input (a GGUF without a usable tokenizer, an id out of range, text
that is not UTF-8) as one line on stderr and exit with status 2, whether they run under the
``dllmc`` group or on their own.
"""

from __future__ import annotations

import functools
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from dllmc.compiler.base.errors import EXIT_BAD_INPUT, DllmcError

F = TypeVar("F", bound=Callable[..., Any])


def _user_errors(fn: F) -> F:
    """Report a DllmcError as ``dllmc: error: <line>`` and exit 2 (as the dllmc group does)."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except DllmcError as e:
            click.echo(f"dllmc: error: {e.line()}", err=True)
            sys.exit(EXIT_BAD_INPUT)

    return wrapper  # type: ignore[return-value]


_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t", "\\": "\\\\", "'": "\\'"}


def show_piece(piece: bytes) -> str:
    """A token's bytes for display: UTF-8 text, with control characters and stray bytes escaped."""
    text = piece.decode("utf-8", errors="surrogateescape")  # stray bytes -> U+DC80..U+DCFF
    out = []
    for ch in text:
        c = ord(ch)
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif 0xDC80 <= c <= 0xDCFF:
            out.append(f"\\x{c - 0xDC00:02x}")
        elif c < 0x20 or c == 0x7F:
            out.append(f"\\x{c:02x}")
        else:
            out.append(ch)
    return "".join(out)


@click.command("tokenize")
@click.argument("model", type=click.Path(path_type=Path))
@click.argument("text", required=False)
@click.option("--ids-only", is_flag=True, help="Print only the ids, on one line.")
@click.option("--chat", is_flag=True,
              help="Render TEXT as a user message with the model's chat template first.")
@click.option("--system", default=None, help="With --chat: a system message before it.")
@click.option("--no-bos", is_flag=True, help="Do not add BOS, whatever the GGUF says.")
@click.option("--no-parse-special", is_flag=True,
              help="Tokenize control-token texts like <|im_start|> as plain text.")
@_user_errors
def tokenize_command(model: Path, text: str | None, ids_only: bool, chat: bool,
                     system: str | None, no_bos: bool, no_parse_special: bool) -> None:
    """Tokenize TEXT (or standard input when TEXT is - or absent) with MODEL's tokenizer."""
    from dllmc.runtime.text.chat import conversation, render_chat
    from dllmc.runtime.text.tokenizer import Tokenizer

    if text is None or text == "-":
        text = sys.stdin.read()
    if system is not None and not chat:
        raise click.UsageError("--system needs --chat")
    tok = Tokenizer.from_gguf(model)
    if chat:
        text = render_chat(tok, conversation(text, system=system))
    ids = tok.encode(text, add_bos=False if no_bos else None,
                     add_eos=False if no_bos else None, parse_special=not no_parse_special)
    if ids_only:
        click.echo(" ".join(map(str, ids)))
        return
    for i in ids:
        click.echo(f"{i:>7} -> '{show_piece(tok.piece(i))}'")
    click.echo(f"{len(ids)} tokens", err=True)


_ID_SEPARATORS = re.compile(r"[\s,\[\]]+")


@click.command("detokenize", context_settings={"ignore_unknown_options": True})
@click.argument("model", type=click.Path(path_type=Path))
@click.argument("ids", nargs=-1, required=True)
@click.option("--no-special", is_flag=True, help="Leave out control tokens (<|im_end|>, ...).")
@click.option("--raw", is_flag=True,
              help="Write the bytes exactly (invalid UTF-8 kept), without a final newline.")
@_user_errors
def detokenize_command(model: Path, ids: tuple[str, ...], no_special: bool, raw: bool) -> None:
    """Print the text of token IDS (space- or comma-separated) in MODEL's vocabulary."""
    from dllmc.runtime.text.tokenizer import Tokenizer, TokenizerError

    values: list[int] = []
    for word in _ID_SEPARATORS.split(" ".join(ids)):
        if not word:
            continue
        try:
            values.append(int(word))
        except ValueError:
            raise TokenizerError(f"{word!r} is not a token id", "pass integer ids, e.g. 1 2 3",
                                 path=model) from None
    tok = Tokenizer.from_gguf(model)
    data = tok.decode_bytes(values, special=not no_special)
    if raw:
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
    else:
        click.echo(data.decode("utf-8", errors="replace"))


__all__ = ["detokenize_command", "show_piece", "tokenize_command"]
