"""DiffusionGemma by transformers 5.23.0's own code, on the tiny files of
``dllmc.bench.diffusion_gemma_models`` (their checkpoint folders), from any test process.

The model runs in a subprocess (tests/diffusion_gemma/reference_child.py) whose ``PYTHONPATH``
starts with the transformers 5.23.0 wheel unpacked into the cache
(:func:`dllmc.bench.diffusion_gemma_models.transformers_523`), so the test process keeps its
own transformers.  Requests and results travel as ``.npz`` files.  One subprocess runs a whole
list of calls (:func:`run`), loading each model once; :func:`logits` and :func:`generate` are
single calls.  float32, CPU, the model's default attention (sdpa), one thread.

**Logits** (:class:`LogitsCall`, notes section 4.3 "Logits only"): a ``DynamicCache`` for the
text config; the encoder over the prompt at positions ``0..P-1`` (inputs and masks from
``generate``'s own ``_prepare_encoder_inputs``), then over each ``appended`` segment at the
positions that follow; then, for each canvas, one decoder pass at positions ``[L, L + C)``
(``L`` = every token encoded) with that canvas's self-conditioning logits (None: the first
step's zero signal; else the previous step's *processed* logits, ``raw / T``, as ``generate``
hands them on) and ``generate``'s decoder mask.  The decoder reads the cache and never writes
it, so the canvases are independent.  Result: the decoder's raw logits (softcapped, float32)
``[C, V]`` per canvas and, with ``kv=True``, each layer's cached keys and values after the
encoder, ``[n_kv, T, d]`` as the cache holds them (a sliding layer the last
``min(L, W - 1)`` positions, a full layer all ``L``; K after its norm and RoPE, V after its
unweighted norm; on full layers V is the raw K projection normed, not K).

**Generate** (:class:`GenerateCall`, notes section 4.3 "Whole generate, injected draws"):
``model.generate(prompt, max_new_tokens=..., max_denoising_steps=..., **knobs)`` with the
checkpoint's ``generation_config.json`` under the knobs, and every random draw the caller's
(:class:`Draws`, indexed by block and step, so a block that stops early leaves no shift):
``EntropyBoundSampler.initialize_canvas`` returns ``Draws.initial[b]`` when it starts block
``b`` (the eager default of ``_prepare_denoiser_inputs``) and ``Draws.renoise[b, k]`` when step
``k`` (``k = N - cur_step``, 0 first) re-noises, and ``torch.multinomial(p, 1)`` in step ``k``
returns ``argmax(p / E)`` with ``E = Draws.exp_noise[b, k]`` -- torch CPU's own algorithm with
the caller's Exp(1) draws (``E = -log(u)``, ``u`` uniform; tests/test_entropy_bound.py checks
the identity against the real ``torch.multinomial``).  This is the convention of
tests/test_entropy_bound.py and ``dllmc.runtime.decoding.entropy_bound``; :func:`counter_draws`
makes the draws from dllmc's counter-based streams as those tests do.  Each denoising step
(``_denoising_step``, wrapped) is recorded: :class:`Step`.  Knobs: ``t_min``, ``t_max``,
``entropy_bound`` (passed as ``sampler_config``), ``stability_threshold``,
``confidence_threshold`` (None disables the stopping rule), ``eos_token_id``, ``pad_token_id``.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from dllmc.bench import diffusion_gemma_models as dgm

CHILD = Path(__file__).with_name("reference_child.py")
KNOBS = ("t_min", "t_max", "entropy_bound", "stability_threshold", "confidence_threshold",
         "eos_token_id", "pad_token_id")


@dataclass(frozen=True)
class LogitsCall:
    """Encoder over ``prompt`` (then each of ``appended``), then a decoder pass per canvas."""

    name: str
    prompt: Sequence[int]
    canvases: Sequence[Sequence[int]]
    sc_logits: Sequence[np.ndarray | None] | None = None  # per canvas [C, V]; None: all None
    appended: Sequence[Sequence[int]] = ()
    kv: bool = False


@dataclass(frozen=True)
class LogitsResult:
    logits: list[np.ndarray]  # float32 [C, V] per canvas: raw (softcapped) decoder logits
    positions: list[np.ndarray]  # int64 [C] per canvas: the decoder's positions
    encoded: int  # L: the tokens the encoder saw (prompt + appended)
    # per layer (K, V), float32 [n_kv, T, d], as the cache holds them; None unless kv=True
    kv: list[tuple[np.ndarray, np.ndarray]] | None = None
    kv_layers: list[str] | None = None  # "sliding" / "full" per layer
    kv_positions: list[np.ndarray] | None = None  # the positions of each layer's T rows


@dataclass(frozen=True)
class Draws:
    """The random draws ``generate`` consumes, for ``B`` blocks of ``N`` steps (the steps a
    block does not run are not used)."""

    initial: np.ndarray  # int64 [B, C]: each block's initial canvas (uniform tokens)
    renoise: np.ndarray  # int64 [B, N, C]: each step's re-noise canvas (uniform tokens)
    exp_noise: np.ndarray  # float32 [B, N, C, V]: each step's Exp(1) draws (the multinomial's E)


@dataclass(frozen=True)
class GenerateCall:
    name: str
    prompt: Sequence[int]
    max_new_tokens: int
    max_denoising_steps: int
    draws: Draws
    knobs: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Step:
    """One denoising step of the reference (``_denoising_step``)."""

    block: int  # which canvas (0, 1, ...)
    cur_step: int  # steps remaining, N .. 1
    canvas_in: np.ndarray  # int64 [C]: the decoder's input canvas
    sc_none: bool  # no self-conditioning logits (the block's first step)
    raw_logits: np.ndarray  # float32 [C, V]: the decoder's logits
    temperature: float  # T(cur_step), float32
    processed: np.ndarray  # float32 [C, V]: raw / T (the next step's self-conditioning input)
    sampled: np.ndarray  # int64 [C]: the multinomial (denoiser) canvas
    accepted: np.ndarray  # bool [C]: the sampler's accepted_token_mask
    argmax: np.ndarray  # int64 [C]
    canvas_out: np.ndarray  # int64 [C]: the canvas after acceptance and re-noising
    finished: bool  # the stopping rule fired (the block ends with this step's argmax)


@dataclass(frozen=True)
class GenerateResult:
    sequences: np.ndarray  # int64: prompt + every block's kept canvas (EOS padding applied)
    steps: list[Step]
    tokens_per_forward: float
    used: dict[str, int]  # how many initial / renoise / noise draws the reference took


def counter_draws(seed: int, n_blocks: int, max_steps: int, canvas: int, vocab: int) -> Draws:
    """Draws from dllmc's counter-based streams (``entropy_bound.uniform_tokens`` /
    ``counter_draws``): block ``b``'s initial canvas with counter ``b * (max_steps + 1)``, its
    step ``k`` with counter ``b * (max_steps + 1) + 1 + k`` (for one block the layout of
    tests/test_entropy_bound.py)."""
    from dllmc.runtime.decoding import entropy_bound as eb

    initial, renoise, noise = [], [], []
    for b in range(n_blocks):
        base = b * (max_steps + 1)
        initial.append(eb.uniform_tokens(seed, base, canvas, vocab))
        steps = [eb.counter_draws(seed, base + 1 + k, canvas, vocab) for k in range(max_steps)]
        renoise.append(np.stack([d.renoise_tokens for d in steps]))
        noise.append(np.stack([d.exp_noise for d in steps]))
    return Draws(np.stack(initial).astype(np.int64), np.stack(renoise).astype(np.int64),
                 np.stack(noise).astype(np.float32))


def random_draws(seed: int, n_blocks: int, max_steps: int, canvas: int, vocab: int) -> Draws:
    """Draws from NumPy's generator (``E = -log(u)``, ``u`` uniform in (0, 1])."""
    rng = np.random.default_rng(seed)
    initial = rng.integers(0, vocab, (n_blocks, canvas), dtype=np.int64)
    renoise = rng.integers(0, vocab, (n_blocks, max_steps, canvas), dtype=np.int64)
    u = 1.0 - rng.random((n_blocks, max_steps, canvas, vocab))  # (0, 1]
    return Draws(initial, renoise, (-np.log(u)).astype(np.float32))


def _ids(x: Sequence[int] | np.ndarray) -> np.ndarray:
    a = np.asarray(x, dtype=np.int64)
    assert a.ndim == 1, a.shape
    return a


def run(calls: Sequence[LogitsCall | GenerateCall]) -> list[LogitsResult | GenerateResult]:
    """Every call in one reference subprocess; the results in order."""
    arrays: dict[str, np.ndarray] = {}
    specs: list[dict[str, Any]] = []

    def put(a: np.ndarray) -> str:
        key = f"a{len(arrays)}"
        arrays[key] = a
        return key

    for c in calls:
        model = str(dgm.diffusion_gemma_model(c.name).checkpoint)
        if isinstance(c, LogitsCall):
            sc = list(c.sc_logits) if c.sc_logits is not None else [None] * len(c.canvases)
            assert len(sc) == len(c.canvases), "one sc_logits entry per canvas"
            specs.append({
                "kind": "logits", "model": model, "prompt": put(_ids(c.prompt)),
                "canvases": [put(_ids(x)) for x in c.canvases],
                "sc": [None if s is None else put(np.asarray(s, dtype=np.float32)) for s in sc],
                "appended": [put(_ids(x)) for x in c.appended], "kv": bool(c.kv)})
        else:
            bad = set(c.knobs) - set(KNOBS)
            assert not bad, f"unknown knobs {sorted(bad)}; known: {', '.join(KNOBS)}"
            specs.append({
                "kind": "generate", "model": model, "prompt": put(_ids(c.prompt)),
                "max_new_tokens": int(c.max_new_tokens),
                "max_denoising_steps": int(c.max_denoising_steps),
                "initial": put(np.asarray(c.draws.initial, dtype=np.int64)),
                "renoise": put(np.asarray(c.draws.renoise, dtype=np.int64)),
                "noise": put(np.asarray(c.draws.exp_noise, dtype=np.float32)),
                "knobs": dict(c.knobs)})
    arrays["spec"] = np.array(json.dumps({"calls": specs}))
    with tempfile.TemporaryDirectory(prefix="dllmc-dg-ref-") as tmp:
        req, out = Path(tmp) / "request.npz", Path(tmp) / "result.npz"
        np.savez(req, **arrays)
        res = subprocess.run([sys.executable, str(CHILD), str(req), str(out)],
                             capture_output=True, text=True, env=dgm.transformers_523_env())
        if res.returncode != 0:
            raise RuntimeError(f"the transformers {dgm.TRANSFORMERS_VERSION} reference failed "
                               f"(rc {res.returncode}):\n{res.stdout[-2000:]}\n"
                               f"{res.stderr[-6000:]}")
        with np.load(out, allow_pickle=False) as z:
            got = {k: z[k] for k in z.files}
    meta = json.loads(str(got["meta"]))
    if not Path(meta["transformers"]).is_relative_to(dgm.transformers_523()):
        raise RuntimeError(f"the reference imported {meta['transformers']}")
    return [_result(c, m, got, f"c{i}") for i, (c, m) in enumerate(zip(calls, meta["calls"],
                                                                        strict=True))]


def _result(c: LogitsCall | GenerateCall, m: dict[str, Any], got: dict[str, np.ndarray],
            tag: str) -> LogitsResult | GenerateResult:
    if isinstance(c, LogitsCall):
        n = m["n"]
        kv = kinds = kv_pos = None
        if c.kv:
            kinds = m["kv_layers"]
            kv = [(got[f"{tag}_k{i}"], got[f"{tag}_v{i}"]) for i in range(len(kinds))]
            L = m["encoded"]
            kv_pos = [np.arange(L - k.shape[1], L, dtype=np.int64) for k, _ in kv]
        return LogitsResult([got[f"{tag}_logits{j}"] for j in range(n)],
                            [got[f"{tag}_pos{j}"] for j in range(n)], m["encoded"], kv, kinds,
                            kv_pos)
    steps = [Step(int(got[f"{tag}_block"][k]), int(got[f"{tag}_cur_step"][k]),
                  got[f"{tag}_canvas_in"][k].astype(np.int64), bool(got[f"{tag}_sc_none"][k]),
                  got[f"{tag}_raw"][k], float(got[f"{tag}_temperature"][k]),
                  got[f"{tag}_processed"][k], got[f"{tag}_sampled"][k].astype(np.int64),
                  got[f"{tag}_accepted"][k].astype(bool), got[f"{tag}_argmax"][k].astype(np.int64),
                  got[f"{tag}_canvas_out"][k].astype(np.int64), bool(got[f"{tag}_finished"][k]))
             for k in range(m["steps"])]
    return GenerateResult(got[f"{tag}_sequences"], steps, m["tokens_per_forward"], m["used"])


def logits(name: str, prompt_ids: Sequence[int], canvases: Sequence[Sequence[int]],
           sc_logits: Sequence[np.ndarray | None] | None = None, *,
           appended: Sequence[Sequence[int]] = (), kv: bool = False) -> LogitsResult:
    """One :class:`LogitsCall` (its own subprocess)."""
    (res,) = run([LogitsCall(name, prompt_ids, canvases, sc_logits, appended, kv)])
    assert isinstance(res, LogitsResult)
    return res


def generate(name: str, prompt_ids: Sequence[int], max_new_tokens: int,
             max_denoising_steps: int, draws: Draws, **knobs: Any) -> GenerateResult:
    """One :class:`GenerateCall` (its own subprocess)."""
    (res,) = run([GenerateCall(name, prompt_ids, max_new_tokens, max_denoising_steps, draws,
                               knobs)])
    assert isinstance(res, GenerateResult)
    return res


__all__ = [
    "Draws",
    "GenerateCall",
    "GenerateResult",
    "LogitsCall",
    "LogitsResult",
    "Step",
    "counter_draws",
    "generate",
    "logits",
    "random_draws",
    "run",
]
