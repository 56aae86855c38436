"""The Python API the command line uses: ``dllmc.load(...)`` -> :class:`LoadedModel`.

    import dllmc
    with dllmc.load("model.gguf") as llm:             # or a model.so + gguf=, or owner/repo[:QUANT]
        result = llm.generate("Write a haiku about compilers.", steps=64, gen_length=64)
        print(result.text, result.ms_per_step)

A GGUF (local, or downloaded from the hub, sha256-checked) is compiled on first use for this
CPU into ``<cache>/artifacts/`` (named by the model's identity, the targets, the maximum canvas
and the content key of the generated code, :mod:`dllmc.compiler.base.cache`), so later loads only
map and repack the weights.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dllmc.compiler.base import settings
from dllmc.compiler.base.errors import DllmcError
from dllmc.compiler.base.settings import DEFAULT_ACT_BLOCKS, DEFAULT_MAX_CANVAS, check_act_blocks
from dllmc.runtime.decoding.generate import GenerateOptions, GenerateResult, StepEvent, generate

if TYPE_CHECKING:
    from dllmc.compiler.base.spec import ModelSpec
    from dllmc.runtime.executor.loader import Artifact


def artifact_for(gguf: Path, *, target: str | None = None, max_canvas: int = DEFAULT_MAX_CANVAS,
                 quiet: bool = True, act_blocks: int | str = DEFAULT_ACT_BLOCKS) -> Path:
    """The compiled artifact of ``gguf`` for ``target`` (host's best by default), compiled into
    the cache if it is not there yet.  Its name ends in the content key of the code it holds;
    the index ``artifacts/index/<recipe>`` remembers the key of a recipe (model, targets,
    canvas, ``--act-blocks``, the compiler's sources), so a cached load renders nothing.  An
    artifact of another ``act_blocks`` than the default says so (``...-c1024-a256-<key>.so``,
    ``-a32-``)."""
    from dllmc.compiler.base.cache import building, cache_dir, recipe_digest
    from dllmc.compiler.base.files import write_atomic
    from dllmc.compiler.base.reader import read_gguf
    from dllmc.compiler.pipeline import compile_planned, plan_model
    from dllmc.targets import parse_targets

    spec = read_gguf(gguf)
    ts = parse_targets(target)
    canvas = min(max_canvas, spec.max_canvas)
    act_blocks = check_act_blocks(act_blocks)
    per256 = (f"a{act_blocks}",) if act_blocks != DEFAULT_ACT_BLOCKS else ()
    folder = cache_dir("artifacts")
    stem = "-".join((spec.identity[:16], ts.names.replace(",", "+"), f"c{canvas}", *per256))
    index = folder / "index" / recipe_digest(spec.identity, ts.names, str(canvas), *per256)
    # one process builds, another building the same model waits here and then reuses it
    with building(folder / stem, note=f"waiting for another process compiling {gguf.name}"):
        key = index.read_text().strip() if index.is_file() else ""
        path = folder / f"{stem}-{key}.so"
        if key and path.is_file():
            return path
        compiled = plan_model(gguf, ts.names, canvas, act_blocks)
        path = folder / f"{stem}-{compiled.plan.options_hash}.so"
        if not path.is_file():
            if not quiet:
                import sys

                print(f"dllmc: compiling {gguf.name} for {ts.names} (once; cached in {folder})",
                      file=sys.stderr)
            compile_planned(compiled, path)
        # what `dllmc cache list` says of it
        meta = {"model": spec.name or gguf.stem, "gguf": str(gguf), "targets": ts.names,
                "canvas": canvas, "weights": compiled.plan.weights_hash} | \
            ({"act_blocks": act_blocks} if per256 else {})
        write_atomic(path.with_suffix(".json"), json.dumps(meta).encode())
        write_atomic(index, compiled.plan.options_hash.encode())
    return path


def weight_cache_for(artifact: Artifact) -> Path | None:
    """The file that caches ``artifact``'s repacked weights (runtime/executor/dllmc_runtime.c, "the weight
    cache"): ``<cache>/weights/<model identity>-<weights hash>.bin``, shared by the artifacts of
    one model whose plans repack the same weights the same way (other CPU targets, canvases,
    ``--act-blocks``: compiler/base/cache.py, ``weights_digest``); None when
    ``$DLLMC_WEIGHT_CACHE`` is ``0``. Older caches of the same model (another compile of it)
    are removed when a new one is due (unless another process has one open), so a model
    keeps one cache file."""
    if not settings.WEIGHT_CACHE.switch(True):
        return None
    from dllmc.compiler.base.cache import cache_dir, remove_unused

    info = artifact.info
    folder = cache_dir("weights")
    path = folder / f"{info.model_identity[:16]}-{info.weights_hash}.bin"
    if not path.is_file():
        folder.mkdir(parents=True, exist_ok=True)
        for old in folder.glob(f"{info.model_identity[:16]}-*.bin"):
            remove_unused(old)
    return path


def _targets_for(target: str | None, device: str) -> str | None:
    """``--target`` with, under ``--device auto|gpu``, the SM of this machine's GPU added
    (unless the targets name an SM already)."""
    from dllmc.runtime.executor.gpu import compile_target
    from dllmc.targets import parse_targets

    ts = parse_targets(target)
    if ts.gpus or device == "cpu":
        return target
    sm = compile_target(device)
    return target if sm is None else f"{ts.cpu.name},{sm.name}"


class LoadedModel:
    """A loaded model with its tokenizer and chat template, ready to generate."""

    def __init__(self, artifact: Path, gguf: Path, threads: int = 0, device: str = "cpu",
                 progress: bool = False, slots: int = 1) -> None:
        from dllmc.compiler.base.cache import hold
        from dllmc.runtime.executor.gpu import open_model
        from dllmc.runtime.executor.loader import Artifact
        from dllmc.runtime.text.tokenizer import Tokenizer

        self.artifact_path = artifact
        self.gguf = gguf
        # cached files in use: `dllmc cache clean` leaves them alone until close()
        self._holds = [hold(artifact), hold(gguf)]
        try:
            self.tokenizer = Tokenizer.from_gguf(gguf)
            art = Artifact(artifact)
            # K/V slots: a causal model's cache (generate.CausalCache), Fast-dLLM's block
            # cache (generate.BlockCache), one per concurrent request of a server
            # (runtime/serving/batcher.py); their memory is committed only when a forward writes it
            self.model = open_model(art, gguf, device=device, threads=threads,
                                    progress=progress, weight_cache=weight_cache_for(art),
                                    slots=slots)
        except BaseException:
            for h in self._holds:
                h.release()
            raise

    @property
    def spec(self) -> ModelSpec:
        return self.model.spec

    @property
    def max_canvas(self) -> int:
        return self.model.max_canvas

    def prompt_ids(self, prompt: str, *, chat: bool = True, system: str | None = None) -> list[int]:
        if not prompt.strip():
            raise DllmcError("the prompt is empty", "pass some text to generate from")
        if not chat:
            return self.tokenizer.encode(prompt)
        from dllmc.runtime.text.chat import chat_ids, conversation

        return chat_ids(self.tokenizer, conversation(prompt, system=system))

    def options(self, **overrides: Any) -> GenerateOptions:
        """This model's default options (per architecture) with ``overrides`` applied."""
        return GenerateOptions.for_model(self.spec, tokenizer=self.tokenizer, **overrides)

    def generate(
        self,
        prompt: str,
        *,
        chat: bool = True,
        system: str | None = None,
        on_text: Callable[[str], None] | None = None,
        on_step: Callable[[StepEvent], None] | None = None,
        options: GenerateOptions | None = None,
        **overrides: Any,
    ) -> GenerateResult:
        """Generate an answer to ``prompt`` (chat-formatted unless ``chat=False``).

        ``overrides``: any :class:`GenerateOptions` field (steps, gen_length, block_length,
        temperature, top_p, top_k, alg, alg_temp, cfg, seed, ...)."""
        ids = self.prompt_ids(prompt, chat=chat, system=system)
        opts = options or self.options(**overrides)
        need = opts.positions(len(ids))  # block diffusion: whole blocks
        if need > self.max_canvas:
            raise DllmcError(
                f"prompt ({len(ids)} tokens) + gen length ({opts.gen_length}) take {need} "
                f"positions, which exceed the compiled canvas of {self.max_canvas}",
                f"shorten the prompt or --gen-length, or compile with --max-canvas {need}",
            )
        return generate(self.model, self.tokenizer, ids, opts, on_step=on_step, on_text=on_text)

    def close(self) -> None:
        self.model.close()
        for h in self._holds:
            h.release()

    def __enter__(self) -> LoadedModel:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def resolve(model: str | Path | None, gguf: str | Path | None = None, *,
            target: str | None = None, max_canvas: int = DEFAULT_MAX_CANVAS,
            offline: bool = False, progress: bool = True, device: str = "cpu",
            act_blocks: int | str = DEFAULT_ACT_BLOCKS) -> tuple[Path, Path]:
    """(compiled artifact, its GGUF) of what a user named: the one resolver behind
    :func:`load`, ``dllmc serve --ray`` and the Ray replicas' ``build``.

    A ``.so`` needs the GGUF it was compiled from (``gguf``); a GGUF path or a hub model
    ``owner/repo[:QUANT]`` (None: :data:`dllmc.runtime.models.hub.DEFAULT_MODEL`) is found or
    downloaded, then compiled into the cache on first use for ``target`` (and, with
    ``device`` ``gpu`` or ``auto``, the GPU's SM beside it; under ``auto`` a model the GPU
    kernels cannot take is compiled for the CPU alone).  ``act_blocks``: ``--act-blocks`` of
    that compile (a ``.so`` is taken as it was compiled)."""
    from dllmc.runtime.models.hub import DEFAULT_MODEL, resolve_model

    if model is not None and str(model).endswith(".so"):
        if gguf is None:
            raise DllmcError(
                f"{Path(model).name} is a compiled artifact; it needs the GGUF it was compiled from",
                "pass --gguf MODEL.gguf",
            )
        return Path(model), Path(gguf)
    path = Path(resolve_model(str(gguf or model or DEFAULT_MODEL), offline=offline,
                              progress=progress))  # fmt: skip
    targets = _targets_for(target, device)
    try:
        artifact = artifact_for(path, target=targets, max_canvas=max_canvas, quiet=not progress,
                                act_blocks=act_blocks)
    except DllmcError:
        if device != "auto" or targets == target:
            raise
        # the GPU kernels cannot take this model: auto runs it on the CPU
        artifact = artifact_for(path, target=target, max_canvas=max_canvas, quiet=not progress,
                                act_blocks=act_blocks)
    return artifact, path


def load(
    model: str | Path | None = None,
    *,
    gguf: str | Path | None = None,
    target: str | None = None,
    threads: int = 0,
    max_canvas: int = DEFAULT_MAX_CANVAS,
    offline: bool = False,
    progress: bool = True,
    device: str = "auto",
    slots: int = 1,
    act_blocks: int | str = DEFAULT_ACT_BLOCKS,
) -> LoadedModel:
    """Load a model for generation.

    ``model``: a compiled artifact (``.so``; pass its ``gguf=``), a GGUF path, or a hub model
    ``owner/repo[:QUANT]``; None = the default model (:data:`dllmc.runtime.models.hub.DEFAULT_MODEL`).
    A GGUF is compiled for ``target`` on first use and cached.  ``device``: ``cpu``, ``gpu``
    (an NVIDIA GPU of compute capability >= 8.0 with enough free memory, else a one-line
    error) or ``auto`` (the GPU when there is a usable one, else the CPU); for a GGUF, the
    GPU's SM is compiled in beside the CPU target.  ``slots``: K/V slots to open (one per
    sequence generated at once; ``dllmc serve --slots``).  ``act_blocks``: inputs per
    activation scale of the CPU's K-quant GEMMs when a GGUF is compiled (32, or 256:
    ``dllmc compile --act-blocks``).
    """
    from dllmc.runtime.executor.gpu import DEVICES

    if device not in DEVICES:
        raise DllmcError(f"unknown device {device!r}", f"use one of {', '.join(DEVICES)}")

    artifact, path = resolve(model, gguf, target=target, max_canvas=max_canvas,
                             offline=offline, progress=progress, device=device,
                             act_blocks=act_blocks)
    return LoadedModel(artifact, path, threads, device, progress, slots)
