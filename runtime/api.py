"""The Python API the command line uses: ``dllmc.load(...)`` -> :class:`Pipeline`.

    import dllmc
    with dllmc.load("model.gguf") as llm:             # or a model.so + gguf=, or owner/repo[:QUANT]
        result = llm.generate("Write a haiku about compilers.", steps=64, gen_length=64)
        print(result.text, result.ms_per_step)

A GGUF (local, or downloaded from the hub, sha256-checked) is compiled on first use for this
CPU into ``<cache>/artifacts/`` (keyed by the model's identity, the target, the maximum canvas
and the compile-options hash), so later loads only map and repack the weights.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dllmc.compiler.errors import DllmcError
from dllmc.runtime.generate import GenerateOptions, GenerateResult, StepEvent, generate

if TYPE_CHECKING:
    from dllmc.compiler.spec import ModelSpec

DEFAULT_MAX_CANVAS = 1024


def _cache_root() -> Path:
    from dllmc.compiler.codegen import cache_dir

    return cache_dir().parent


def artifact_for(gguf: Path, *, target: str | None = None, max_canvas: int = DEFAULT_MAX_CANVAS,
                 quiet: bool = True) -> Path:
    """The compiled artifact of ``gguf`` for ``target`` (host's best by default), compiled into
    the cache if it is not there yet."""
    from dllmc.compiler.pipeline import compile_model
    from dllmc.compiler.reader import read_gguf
    from dllmc.compiler.schedule import CompileOptions
    from dllmc.targets import get_target, host_target

    spec = read_gguf(gguf)
    tgt = get_target(target) if target else host_target()
    canvas = min(max_canvas, spec.hparams.n_ctx_train)
    digest = CompileOptions(tgt.name, canvas).digest()
    path = _cache_root() / "artifacts" / f"{spec.identity[:16]}-{tgt.name}-c{canvas}-{digest}.so"
    if not path.is_file():
        if not quiet:
            import sys

            print(f"dllmc: compiling {gguf.name} for {tgt.name} (once; cached in {path.parent})",
                  file=sys.stderr)
        compile_model(gguf, path, tgt.name, canvas)
    return path


class Pipeline:
    """A loaded model with its tokenizer and chat template, ready to generate."""

    def __init__(self, artifact: Path, gguf: Path, threads: int = 0) -> None:
        from dllmc.runtime.loader import Artifact
        from dllmc.runtime.tokenizer import Tokenizer

        self.artifact_path = artifact
        self.gguf = gguf
        self.tokenizer = Tokenizer.from_gguf(gguf)
        self.model = Artifact(artifact).open(gguf, threads)

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
        from dllmc.runtime.chat import chat_ids, conversation

        return chat_ids(self.tokenizer, conversation(prompt, system=system))

    def options(self, **overrides: Any) -> GenerateOptions:
        """This model's default options (per architecture) with ``overrides`` applied."""
        return GenerateOptions.for_model(self.spec, **overrides)

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
        need = len(ids) + opts.gen_length
        if need > self.max_canvas:
            raise DllmcError(
                f"prompt ({len(ids)} tokens) + gen length ({opts.gen_length}) = {need} tokens "
                f"exceed the compiled canvas of {self.max_canvas}",
                f"shorten the prompt or --gen-length, or compile with --max-canvas {need}",
            )
        return generate(self.model, self.tokenizer, ids, opts, on_step=on_step, on_text=on_text)

    def close(self) -> None:
        self.model.close()

    def __enter__(self) -> Pipeline:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def load(
    model: str | Path | None = None,
    *,
    gguf: str | Path | None = None,
    target: str | None = None,
    threads: int = 0,
    max_canvas: int = DEFAULT_MAX_CANVAS,
    offline: bool = False,
    progress: bool = True,
) -> Pipeline:
    """Load a model for generation.

    ``model``: a compiled artifact (``.so``; pass its ``gguf=``), a GGUF path, or a hub model
    ``owner/repo[:QUANT]``; None = the default model (:data:`dllmc.runtime.hub.DEFAULT_MODEL`).
    A GGUF is compiled for ``target`` on first use and cached.
    """
    from dllmc.runtime.hub import DEFAULT_MODEL, resolve_model

    if model is not None and str(model).endswith(".so"):
        if gguf is None:
            raise DllmcError(
                f"{Path(model).name} is a compiled artifact; it needs the GGUF it was compiled from",
                "pass --gguf MODEL.gguf",
            )
        return Pipeline(Path(model), Path(gguf), threads)
    path = Path(resolve_model(str(gguf or model or DEFAULT_MODEL), offline=offline,
                              progress=progress))  # fmt: skip
    return Pipeline(artifact_for(path, target=target, max_canvas=max_canvas, quiet=not progress),
                    path, threads)  # fmt: skip
