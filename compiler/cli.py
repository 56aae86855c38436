"""The ``dllmc`` command line.

User errors (:class:`DllmcError`) print one line and exit with status 2; click's own usage
errors exit 2 as well.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from dllmc.compiler.errors import EXIT_BAD_INPUT, DllmcError


class _Group(click.Group):
    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except DllmcError as e:
            click.echo(f"dllmc: error: {e.line()}", err=True)
            sys.exit(EXIT_BAD_INPUT)


@click.group(cls=_Group)
@click.version_option(package_name="dllmc")
def main() -> None:
    """dllmc: an ahead-of-time compiler for masked diffusion language models (GGUF)."""


@main.command()
@click.argument("model", type=click.Path(path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@click.option(
    "--canvas",
    type=click.IntRange(min=1),
    default=256,
    show_default=True,
    help="Canvas length (prompt + generated tokens) for the memory estimate.",
)
def inspect(model: Path, as_json: bool, canvas: int) -> None:
    """Show a GGUF's architecture, hyperparameters, tensors and the kernels compile would build."""
    from dllmc.compiler.graph import build_graph
    from dllmc.compiler.reader import read_gguf
    from dllmc.compiler.report import inspect_model, render_text

    spec = read_gguf(model)
    report = inspect_model(spec, build_graph(spec), canvas)
    click.echo(json.dumps(report, indent=2) if as_json else render_text(report))
