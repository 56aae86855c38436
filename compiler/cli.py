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


@main.command()
@click.argument("model", type=click.Path(path_type=Path))
@click.option("-o", "--output", type=click.Path(path_type=Path), help="The shared library to write.")
@click.option("--target", help="avx2, avxvnni, avx512vnni or generic (default: this CPU's best).")
@click.option("--max-canvas", type=int, default=512, show_default=True,
              help="Largest canvas (prompt + generated tokens) the artifact runs.")
@click.option("--dump", type=click.Choice(["graph", "plan", "ll", "asm"]),
              help="Print this stage's output (to stdout).")
def compile(model: Path, output: Path | None, target: str | None, max_canvas: int,
            dump: str | None) -> None:
    """Compile MODEL.gguf into a shared library specialized for it and the target."""
    from dllmc.compiler.pipeline import compile_model, plan_model
    from dllmc.compiler.pipeline import dump as dump_stage

    if output is None and dump is None:
        raise DllmcError("no output file", "pass -o model.so (or --dump STAGE to only look)")
    if output is None:
        click.echo(dump_stage(plan_model(model, target, max_canvas), dump))
        return
    compiled = compile_model(model, output, target, max_canvas)
    if dump:
        click.echo(dump_stage(compiled, dump))
    plan = compiled.plan
    s = compiled.seconds
    click.echo(
        f"{output}: {plan.model_name} for {plan.target.name}, canvas <= {plan.max_canvas}; "
        f"{len(plan.kernels)} kernels ({compiled.objects_built} built, "
        f"{compiled.objects_cached} cached), {len(plan.steps)} steps; "
        f"{sum(s.values()):.2f} s (plan {s['plan']:.2f}, codegen {s['codegen']:.2f}, "
        f"link {s['link']:.2f})",
        err=True,
    )


@main.command()
@click.argument("artifact", type=click.Path(path_type=Path))
@click.option("--kernel", help="Only this kernel (a symbol, or a unique part of one).")
@click.option("--ll", "form", flag_value="ll", default=True, help="Rendered LLVM IR (default).")
@click.option("--opt-ll", "form", flag_value="opt-ll", help="LLVM IR after optimization.")
@click.option("--asm", "form", flag_value="asm", help="Assembly.")
@click.option("--target", help="With a GGUF: the target to render for.")
@click.option("--list", "list_only", is_flag=True, help="Only list the kernels.")
def ir(artifact: Path, kernel: str | None, form: str, target: str | None, list_only: bool) -> None:
    """Show the kernels of a compiled model (or of what a GGUF would compile to)."""
    from dllmc.compiler.codegen import assembly, optimized_ir
    from dllmc.targets import get_target

    if artifact.suffix == ".gguf":
        from dllmc.compiler.pipeline import plan_model

        plan = plan_model(artifact, target).plan
        kernels, tgt = plan.kernel_ir, plan.target
    else:
        from dllmc.runtime.loader import Artifact

        art = Artifact(artifact)
        kernels, tgt = art.kernel_ir(), get_target(art.info.target)
    chosen = {s: text for s, text in kernels.items() if kernel is None or kernel in s}
    if kernel is not None:
        exact = {s: t for s, t in chosen.items() if s == kernel}
        chosen = exact or chosen
        if len(chosen) != 1:
            raise DllmcError(
                f"{len(chosen)} kernels match {kernel!r}",
                "pass one of: " + ", ".join(sorted(chosen or kernels)),
            )
    if list_only:
        click.echo("\n".join(chosen))
        return
    for symbol, text in chosen.items():
        if form == "opt-ll":
            text = optimized_ir(text, tgt, symbol)
        elif form == "asm":
            text = assembly(text, tgt, symbol)
        click.echo(text)


def _parse_ids(ids: str) -> list[int]:
    try:
        return [int(t) for t in ids.replace(",", " ").split()]
    except ValueError:
        raise DllmcError(f"--ids {ids!r} is not a list of integers",
                         "pass token ids like --ids 1,2,3") from None


@main.command()
@click.argument("artifact", type=click.Path(path_type=Path))
@click.option("--gguf", "gguf", type=click.Path(path_type=Path), required=True,
              help="The GGUF the artifact was compiled from.")
@click.option("--ids", help="Token ids, comma separated.")
@click.option("--text", help="Text to tokenize (with the GGUF's tokenizer) instead of --ids.")
@click.option("--masks", type=click.IntRange(min=0), default=0, show_default=True,
              help="Mask tokens appended after the ids.")
@click.option("--out", type=click.Path(path_type=Path), required=True,
              help="Where to save float32 logits [tokens, vocab] (.npy).")
@click.option("--threads", type=int, default=0, help="Threads (default: all cores).")
def logits(artifact: Path, gguf: Path, ids: str | None, text: str | None, masks: int,
           out: Path, threads: int) -> None:
    """Run one forward pass and save the logits of every position."""
    import io

    import numpy as np

    from dllmc.compiler.codegen import write_atomic
    from dllmc.runtime.loader import Artifact

    if (ids is None) == (text is None):
        raise DllmcError("give the input as either --ids or --text", "pass exactly one of them")
    if text is not None:
        from dllmc.runtime.tokenizer import Tokenizer

        ids = ",".join(map(str, Tokenizer.from_gguf(gguf).encode(text)))
    art = Artifact(artifact)
    with art.open(gguf, threads) as model:
        mask = model.spec.tokenizer.mask_id
        if masks and mask is None:
            raise DllmcError(f"{gguf.name} has no mask token", "drop --masks for this model")
        tokens = _parse_ids(ids) + [mask] * masks
        if not tokens:
            raise DllmcError("no input tokens", "pass --ids 1,2,3")
        if len(tokens) > model.max_canvas:
            raise DllmcError(
                f"{len(tokens)} tokens exceed the compiled canvas of {model.max_canvas}",
                f"recompile with --max-canvas {len(tokens)} or pass fewer tokens",
            )
        result = model.forward(tokens)
    buf = io.BytesIO()
    np.save(buf, result)
    write_atomic(out, buf.getvalue())
    click.echo(f"{out}: logits {result.shape[0]} x {result.shape[1]}", err=True)


# commands whose code lives with the runtime
def _register_runtime_commands() -> None:
    from dllmc.runtime.tokenizer_cli import detokenize_command, tokenize_command

    main.add_command(tokenize_command, "tokenize")
    main.add_command(detokenize_command, "detokenize")


_register_runtime_commands()
