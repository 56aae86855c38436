"""The ``dllmc`` command line.

User errors (:class:`DllmcError`) print one line and exit with status 2; click's own usage
errors exit 2 as well.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import click

from dllmc.compiler.base.errors import EXIT_BAD_INPUT, DllmcError
from dllmc.compiler.base.settings import (
    DEFAULT_ACT_BLOCKS,
    DEFAULT_MAX_CANVAS,
    check_act_blocks,
)
from dllmc.runtime.decoding.knobs import KNOBS
from dllmc.targets.cpu import CPU_TARGETS
from dllmc.targets.gpu import GPU_TARGETS


class _Group(click.Group):
    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except DllmcError as e:
            click.echo(f"dllmc: error: {e.line()}", err=True)
            sys.exit(EXIT_BAD_INPUT)


def _act_blocks(ctx: click.Context, param: click.Parameter, value: str) -> str:
    """``--act-blocks``: 256/32, 32 or 256, anything else one line (not click's usage error)."""
    return check_act_blocks(value)


def act_blocks_option(f: Callable) -> Callable:
    return click.option(
        "--act-blocks", callback=_act_blocks, default=DEFAULT_ACT_BLOCKS,
        show_default=True, metavar="[256/32|32|256]",
        help="Activation scales of the CPU's integer GEMMs on K-quant weights: 256/32 (q8_Ks: "
             "a scale per 256 inputs times an integer step per 32), 32 (q8_0: a scale per 32, "
             "nearest the float model) or 256 (llama.cpp's q8_K: fastest on compute-bound "
             "GEMMs, farthest). GPU GEMMs read per 32 whatever it says. When compiling a GGUF.",
    )(f)


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
    from dllmc.compiler.base.reader import read_gguf
    from dllmc.compiler.face.report import inspect_model, render_text
    from dllmc.compiler.graph import build_graph

    spec = read_gguf(model)
    report = inspect_model(spec, build_graph(spec), canvas)
    click.echo(json.dumps(report, indent=2) if as_json else render_text(report))


@main.command()
@click.argument("model", type=click.Path(path_type=Path))
@click.option("-o", "--output", type=click.Path(path_type=Path), help="The shared library to write.")
@click.option("--target", help=f"{', '.join(CPU_TARGETS)} (default: this CPU's best; "
              "avx512bf16's attention is approximate), and/or NVIDIA "
              f"{', '.join(GPU_TARGETS)}, comma separated (e.g. avx2,sm_80).")
@click.option("--max-canvas", type=int, default=DEFAULT_MAX_CANVAS, show_default=True,
              help="Largest canvas (prompt + generated tokens) the artifact runs.")
@act_blocks_option
@click.option("--dump", type=click.Choice(["graph", "plan", "ll", "asm"]),
              help="Print this stage's output (to stdout).")
def compile(model: Path, output: Path | None, target: str | None, max_canvas: int,
            act_blocks: str, dump: str | None) -> None:
    """Compile MODEL.gguf into a shared library specialized for it and the target."""
    from dllmc.compiler.pipeline import compile_model, plan_model
    from dllmc.compiler.pipeline import dump as dump_stage

    if output is None and dump is None:
        raise DllmcError("no output file", "pass -o model.so (or --dump STAGE to only look)")
    if output is None:
        click.echo(dump_stage(plan_model(model, target, max_canvas, act_blocks), dump))
        return
    compiled = compile_model(model, output, target, max_canvas, act_blocks)
    if dump:
        click.echo(dump_stage(compiled, dump))
    plan = compiled.plan
    s = compiled.seconds
    gpus = "".join(f", {p.target.name}" for p in compiled.gpu)
    click.echo(
        f"{output}: {plan.model_name} for {plan.target.name}{gpus}, canvas <= {plan.max_canvas}"
        f"{f', act blocks {act_blocks}' if act_blocks != DEFAULT_ACT_BLOCKS else ''}; "
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
@click.option("--ptx", "form", flag_value="ptx", help="The GPU kernels' PTX module (one SM).")
@click.option("--sm", help="With --ptx: the SM (sm_80, sm_86, sm_89, sm_90; default: the lowest "
              "the artifact has).")
@click.option("--target", help="With a GGUF: the target(s) to render for.")
@click.option("--list", "list_only", is_flag=True, help="Only list the kernels.")
def ir(artifact: Path, kernel: str | None, form: str, sm: str | None, target: str | None,
       list_only: bool) -> None:
    """Show the kernels of a compiled model (or of what a GGUF would compile to)."""
    from dllmc.compiler.codegen import assembly, optimized_ir
    from dllmc.targets import get_target

    if sm is not None:
        form = "ptx"
    module = None
    if form == "ptx":
        from dllmc.compiler.ptx import module_entries, module_kernel

        module = _ptx_module(artifact, target, sm)
        kernels = {s: "" for s in module_entries(module)}
    elif artifact.suffix == ".gguf":
        from dllmc.compiler.pipeline import plan_model

        plan = plan_model(artifact, target).plan
        kernels, tgt = plan.kernel_ir, plan.target
    else:
        from dllmc.runtime.executor.loader import Artifact

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
    if module is not None:  # PTX: the whole module, or the one kernel as a module of its own
        click.echo(module if kernel is None else module_kernel(module, next(iter(chosen))),
                   nl=False)
        return
    for symbol, text in chosen.items():
        if form == "opt-ll":
            text = optimized_ir(text, tgt, symbol)
        elif form == "asm":
            text = assembly(text, tgt, symbol)
        click.echo(text)


def _ptx_module(path: Path, target: str | None, sm: str | None) -> str:
    """The PTX module of one SM: embedded in an artifact, or emitted for a GGUF's GPU targets
    (``--target``, default every SM)."""
    from dllmc.targets import GPU_TARGETS

    if sm is not None and sm not in GPU_TARGETS:
        raise DllmcError(f"unknown SM {sm!r}", f"use one of {', '.join(GPU_TARGETS)}")
    if path.suffix == ".gguf":
        from dllmc.compiler.pipeline import plan_model, ptx_modules
        from dllmc.targets import parse_targets

        if not parse_targets(target).gpus:
            target = ",".join(filter(None, (target, sm or "sm_80")))
        compiled = plan_model(path, target)
        have: tuple[str, ...] = tuple(p.target.name for p in compiled.gpu)
        if sm in have or sm is None:
            return ptx_modules(compiled, (sm or have[0],))[sm or have[0]]
    else:
        from dllmc.runtime.executor.gpu import gpu_plans, no_ptx_error
        from dllmc.runtime.executor.loader import Artifact

        art = Artifact(path)
        plans = gpu_plans(art)
        if not plans:
            raise no_ptx_error(art)
        have = tuple(plans)
        if sm in have or sm is None:
            return plans[sm or have[0]].ptx
    raise DllmcError(f"no PTX for {sm} in {path.name} (it has {', '.join(have)})",
                     f"pass --sm {have[0]}, or compile with --target ...,{sm}")


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

    from dllmc.compiler.base.files import write_atomic
    from dllmc.runtime.executor.loader import Artifact

    if (ids is None) == (text is None):
        raise DllmcError("give the input as either --ids or --text", "pass exactly one of them")
    if text is not None:
        from dllmc.runtime.text.tokenizer import Tokenizer

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


def knob_options(command: Callable) -> Callable:
    """``dllmc run``'s generation options, one per knob of the table (KNOBS)."""
    for k in reversed(KNOBS):
        kw: dict[str, Any] = {"type": click.Choice(k.choices) if k.choices else k.kind,
                              "help": k.help}
        if k.default is not None:
            kw.update(default=k.default, show_default=True)
        command = click.option(k.flag, k.name, **kw)(command)
    return command


@main.command()
@click.argument("args", nargs=-1)
@click.option("-m", "--model", "model_opt", help="A GGUF path or a hub model owner/repo[:QUANT].")
@click.option("--gguf", type=click.Path(path_type=Path), help="The GGUF of a compiled model.so.")
@knob_options
@click.option("--threads", type=int, default=0, help="Threads (default: all cores).")
@click.option("--no-chat", is_flag=True, help="Use the prompt as is, without the chat template.")
@click.option("--system", help="A system message for the chat template.")
@click.option("--no-early-stop", is_flag=True, help="Run every step even once the answer is final.")
@click.option("--target", help="Compile target when running a GGUF (default: this CPU's best).")
@click.option("--device", type=click.Choice(["auto", "cpu", "gpu"]), default="auto",
              show_default=True, help="Where to run: an NVIDIA GPU (compute capability >= 8.0, "
              "enough free memory), the CPU, or the GPU when there is a usable one.")
@click.option("--max-canvas", type=int, default=DEFAULT_MAX_CANVAS, show_default=True,
              help="Largest canvas to compile for.")
@act_blocks_option
@click.option("--offline", is_flag=True, help="Use only models already downloaded.")
@click.option("--visual", is_flag=True, help="Show the canvas resolving, step by step.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object at the end.")
@click.option("--quiet", is_flag=True, help="No statistics or progress on stderr.")
def run(args: tuple[str, ...], model_opt: str | None, gguf: Path | None, threads: int,
        no_chat: bool, system: str | None, no_early_stop: bool, target: str | None, device: str,
        max_canvas: int | None, act_blocks: str, offline: bool, visual: bool, as_json: bool,
        quiet: bool, **knobs: Any) -> None:
    """Generate from PROMPT: `dllmc run [MODEL] PROMPT` (MODEL: model.so, a GGUF, owner/repo)."""
    from dllmc.runtime.models.api import load

    if len(args) == 2:
        if model_opt:
            raise DllmcError("two models given (an argument and -m)", "pass only one")
        model_opt, prompt = args
    elif len(args) == 1:
        (prompt,) = args
    else:
        raise DllmcError("no prompt" if not args else f"{len(args)} arguments",
                         'use: dllmc run [MODEL] "prompt"')
    if not prompt.strip():
        raise DllmcError("the prompt is empty", "pass some text to generate from")
    overrides = dict(knobs)  # the generation knobs (runtime/decoding/knobs.py)
    if no_early_stop:
        overrides["early_stop"] = False
    llm = load(model_opt, gguf=gguf, target=target, threads=threads,
               max_canvas=max_canvas, offline=offline,
               progress=not quiet, device=device, act_blocks=act_blocks)  # fmt: skip
    with llm:
        options = llm.options(**overrides)
        if not quiet:
            for note in options.notes:
                click.echo(f"dllmc: note: {note}", err=True)
        if options.approximate and not quiet:
            click.echo(f"dllmc: approximate decoding (Fast-dLLM): threshold "
                       f"{options.threshold}, cache {options.cache}; exact decoding is the "
                       "default", err=True)
        view = None
        if visual:
            from dllmc.compiler.face.visual import CanvasView

            view = CanvasView(llm.tokenizer)
        final: list[str] = []  # the answer's text as it became final

        def on_text(delta: str) -> None:
            final.append(delta)
            if view is None and not as_json:
                click.echo(delta, nl=False)

        steps_seen: list[int] = []

        def on_step(event: Any) -> None:
            steps_seen[:] = [event.step + 1, event.steps]
            if view is not None:
                view(event)

        try:
            result = llm.generate(prompt, chat=not no_chat, system=system, on_text=on_text,
                                  on_step=on_step, options=options)  # fmt: skip
        except KeyboardInterrupt:
            _interrupted(view, final, steps_seen, streamed=view is None and not as_json,
                         quiet=quiet)
    if as_json:
        out = result.to_json()
        out.pop("step_ms", None)
        click.echo(json.dumps(out))
        return
    if visual:
        click.echo(result.text)
    else:
        click.echo()
    sys.stdout.flush()
    if not quiet:
        click.echo(
            f"-- {len(result.tokens)} tokens, {result.steps_run}/{result.steps_total} steps "
            f"({result.forward_passes} forward passes, {result.rows_computed} rows), "
            f"{result.ms_per_step:.1f} ms/step, "
            f"{result.tokens_per_s:.2f} tokens/s, stop: {result.stop_reason}",
            err=True,
        )


def _interrupted(view: Any, final: list[str], steps: list[int], *, streamed: bool,
                 quiet: bool) -> None:
    """Ctrl-C during ``run``: the terminal restored, the text final so far printed, exit 130."""
    if view is not None:
        view.restore()
    if streamed:
        click.echo()  # the final text is on stdout already
    elif final:
        click.echo("".join(final))
    if not quiet:
        at = f" at step {steps[0]}/{steps[1]}" if steps else " before the first step"
        click.echo(f"dllmc: interrupted{at}; the text above is what was final", err=True)
    sys.stdout.flush()
    sys.exit(130)


@main.group(invoke_without_command=True)
@click.pass_context
def cache(ctx: click.Context) -> None:
    """What dllmc has cached (`dllmc cache list`) and reclaiming it (`dllmc cache clean`)."""
    if ctx.invoked_subcommand is None:
        ctx.invoke(cache_list)


@cache.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def cache_list(as_json: bool) -> None:
    """Every cached file: its folder, the model (and target) it is for, size, last use."""
    from dllmc.compiler.base import cache as c
    from dllmc.compiler.face.doctor import size_text as _size

    entries = c.entries()
    if as_json:
        click.echo(json.dumps({"root": str(c.cache_root()), "entries": [
            {"folder": e.folder, "path": str(e.path), "what": e.what, "bytes": e.bytes,
             "last_used": e.last_used, "partial": e.partial} for e in entries]}, indent=1))
        return
    click.echo(f"{c.cache_root()}: {_size(sum(e.bytes for e in entries))} in "
               f"{len(entries)} entries")
    for e in entries:
        click.echo(f"  {e.folder:<10} {_size(e.bytes):>10}  {c.age(e.last_used):<13} {e.what}")


@cache.command("clean")
@click.option("--artifacts", is_flag=True, help="Compiled models and kernel objects.")
@click.option("--weights", is_flag=True, help="Repacked weight caches.")
@click.option("--downloads", is_flag=True, help="Downloaded models (and interrupted downloads).")
@click.option("--all", "everything", is_flag=True, help="Everything above, and the tokenizer "
              "tables.")
def cache_clean(artifacts: bool, weights: bool, downloads: bool, everything: bool) -> None:
    """Delete cached files no process has open; with no option, everything that is rebuilt
    on its own (artifacts, objects, weights, tokenizer tables) but not the downloads."""
    from dllmc.compiler.base import cache as c
    from dllmc.compiler.face.doctor import size_text as _size

    groups = [g for g, on in (("artifacts", artifacts), ("weights", weights),
                              ("downloads", downloads)) if on]
    if everything:
        groups = list(c.CLEAN_GROUPS)
    elif not groups:
        groups = [g for g in c.CLEAN_GROUPS if g != "downloads"]
    removed, skipped = c.clean(f for g in groups for f in c.CLEAN_GROUPS[g])
    for e in skipped:
        click.echo(f"dllmc: kept {e.path.name} ({e.what}): in use by another process", err=True)
    click.echo(f"removed {len(removed)} entries, {_size(sum(e.bytes for e in removed))} freed"
               + (f"; {len(skipped)} in use kept" if skipped else ""))


@main.command()
@click.option("-m", "--model", "model_opt", help="A GGUF path, a model.so (with --gguf) or a "
              "hub model owner/repo[:QUANT] (default: the default model).")
@click.option("--gguf", type=click.Path(path_type=Path), help="The GGUF of a compiled model.so.")
@click.option("--name", help="The model's name in the API (default: the file's stem).")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to bind (another than loopback exposes the server).")
@click.option("--port", type=int, default=8000, show_default=True)
@click.option("--slots", type=int, default=4, show_default=True,
              help="Requests generated at once (one K/V slot each).")
@click.option("--queue", type=int, default=16, show_default=True,
              help="Requests waiting for a slot before the server answers 429.")
@click.option("--api-key", help="Require `Authorization: Bearer KEY` on every endpoint but "
              "/health.")
@click.option("--max-tokens", type=int, help="Largest max_tokens a request may ask (default: "
              "the canvas).")
@click.option("--max-steps", type=int, help="Most denoising steps a request may ask.")
@click.option("--cors", help="Allow browser requests from this origin (default: none).")
@click.option("--log-prompts", is_flag=True, help="Log each request's prompt (off: only "
              "counts).")
@click.option("--threads", type=int, default=0, help="Threads (default: all cores).")
@click.option("--target", help="Compile target when serving a GGUF (default: this CPU's best).")
@click.option("--device", type=click.Choice(["auto", "cpu", "gpu"]), default="auto",
              show_default=True)
@click.option("--max-canvas", type=int, default=DEFAULT_MAX_CANVAS, show_default=True,
              help="Largest canvas to compile for.")
@act_blocks_option
@click.option("--offline", is_flag=True, help="Use only models already downloaded.")
@click.option("--ray", "use_ray", is_flag=True, help="Serve replicas on Ray Serve behind one "
              "endpoint (pip install 'dllmc[ray]').")
@click.option("--replicas", type=int, default=1, show_default=True, help="With --ray: replicas.")
@click.option("--threads-per-replica", type=int, default=1, show_default=True,
              help="With --ray: each replica's threads (and the CPUs Ray gives it).")
@click.option("--ray-address", help="With --ray: join this Ray cluster (default: start one "
              "on this machine).")
def serve(model_opt: str | None, gguf: Path | None, name: str | None, host: str, port: int,
          slots: int, queue: int, api_key: str | None, max_tokens: int | None,
          max_steps: int | None, cors: str | None, log_prompts: bool, threads: int,
          target: str | None, device: str, max_canvas: int | None, act_blocks: str,
          offline: bool, use_ray: bool, replicas: int, threads_per_replica: int,
          ray_address: str | None) -> None:
    """Serve a model over HTTP: OpenAI's /v1 API, Ollama's /api, a live page at /."""
    import logging

    from dllmc.runtime.models.api import load
    from dllmc.runtime.serving.server import ServeConfig, create_app

    if slots < 1 or queue < 0:
        raise DllmcError(f"--slots {slots} --queue {queue}", "use --slots 1 or more, --queue 0 "
                         "or more")
    config = ServeConfig(model_name=name or "", queue=queue, api_key=api_key,
                         max_tokens=max_tokens, max_steps=max_steps, cors=cors,
                         log_prompts=log_prompts)
    if use_ray:
        _serve_ray(model_opt, gguf, config, host=host, port=port, slots=slots,
                   replicas=replicas, threads=threads_per_replica, address=ray_address,
                   target=target, max_canvas=max_canvas, offline=offline,
                   act_blocks=act_blocks)
        return
    import uvicorn

    llm = load(model_opt, gguf=gguf, target=target, threads=threads,
               max_canvas=max_canvas, offline=offline, device=device,
               slots=slots, act_blocks=act_blocks)  # fmt: skip
    config = replace(config, model_name=name or llm.gguf.stem)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    app = create_app(llm, config)
    click.echo(f"dllmc: serving {config.model_name} ({llm.spec.arch.name}, {slots} slots) on "
               f"http://{host}:{port}", err=True)
    try:
        uvicorn.run(app, host=host, port=port, log_level="warning")
    finally:
        app.state.server.engine.close()
        llm.close()


def _serve_ray(model_opt: str | None, gguf: Path | None, config: Any, *, host: str, port: int,
               slots: int, replicas: int, threads: int, address: str | None,
               target: str | None, max_canvas: int, offline: bool, act_blocks: str) -> None:
    """``serve --ray``: compile (or find) the artifact here, once, then deploy the replicas."""
    try:
        from dllmc.runtime.serving import ray_serve
    except ImportError as e:
        raise DllmcError(f"--ray needs Ray Serve ({e.name} is not installed)",
                         "pip install 'dllmc[ray]'") from e
    from dllmc.runtime.models.api import resolve

    if replicas < 1 or threads < 1:
        raise DllmcError(f"--replicas {replicas} --threads-per-replica {threads}",
                         "use 1 or more of each")
    artifact, gguf = resolve(model_opt, gguf, target=target, max_canvas=max_canvas,
                             offline=offline, act_blocks=act_blocks)
    config = replace(config, model_name=config.model_name or gguf.stem)
    ray_serve.run(artifact.resolve(), gguf.resolve(), replicas=replicas, threads=threads,
                  slots=slots, config=config, host=host, port=port, address=address)


# commands whose code lives in its own module
def _register_commands() -> None:
    from dllmc.compiler.face.doctor import doctor
    from dllmc.compiler.face.tokenizer_cli import detokenize_command, tokenize_command

    main.add_command(tokenize_command, "tokenize")
    main.add_command(detokenize_command, "detokenize")
    main.add_command(doctor)


_register_commands()
