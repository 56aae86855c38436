"""DiffusionGemma's sampler: dllmc's pure functions (dllmc.runtime.decoding.entropy_bound)
against the reference's own code on the same logits and the same draws.

The reference (tests/diffusion_gemma/: transformers 5.23.0's
``generation_diffusion_gemma.py``, unmodified, hash checked) is not imported: its
``LinearTemperatureScheduleLogitsProcessor``, ``EntropyBoundSamplerConfig``,
``EntropyBoundSampler``, ``DiffusionGemmaAdaptiveStopping``,
``StableAndConfidentStoppingCriteria`` and ``DiffusionGemmaGenerationMixin._denoising_step``
are taken out of it with ``ast`` and run with PyTorch (CPU).  What the file imports from
transformers is given stand-ins: ``LogitsProcessor`` is ``object`` (the class only subclasses
it), and the ``LogitsProcessorList`` ``generate`` builds (DGG:1162-1183, one processor) is a
list whose call passes ``cur_step`` on, as transformers' does.  ``_denoising_step`` runs as a
function of a stand-in model (``config.text_config.vocab_size``, an f32
``embed_tokens.weight``) with a ``decoder_forward`` that answers each step's prepared logits.
The loop around it is ``generate``'s for one canvas, batch 1 (DGG:744-793): the initial canvas
from ``sampler.initialize_canvas``, steps ``cur_step = N .. 1``, break after the step that
finishes, keep that step's argmax.

Draws: the reference module sees a ``torch`` whose ``randint`` returns the next injected token
canvas and whose ``multinomial`` is torch CPU's own algorithm (``argmax(p / E)``, checked
below against the real ``torch.multinomial``) with the injected Exp(1) block ``E``; both come
from dllmc's counter-based streams (``entropy_bound.counter_draws``) and the same values go to
dllmc's functions.  Everything else is torch's own, ``torch.sort`` included (unstable); the
tie test alone runs it with ``stable=True``, the rule dllmc documents.

Asserted identical per step: the temperature (the processor's ``1 / T`` and, in
test_temperature_schedule, its quotients, bitwise), the processed logits (bitwise), the
self-conditioning logits handed to the next step, the sampled (multinomial) canvas at every
position, the argmax canvas, the accepted
positions, the canvas after the step (hence the sampled tokens where kept and the re-noise
tokens elsewhere); then the stopping step and the final tokens.  Entropies: within ``H_ATOL + H_RTOL * H`` (dllmc sums in float64, torch in
float32).
"""

from __future__ import annotations
import __future__ as _future

import ast
import hashlib
import re
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest

torch = pytest.importorskip("torch")  # a test dependency (pyproject: .[test])

from dllmc.runtime.decoding import entropy_bound as eb  # noqa: E402
from dllmc.runtime.decoding.sampler import gumbel_numpy  # noqa: E402

HERE = Path(__file__).parent / "diffusion_gemma"
NAME = "generation_diffusion_gemma.py"
SHA256 = "ed78ccea996ebe73e922566a544bc17fa8659bcc260aa73b5bb2251f00ca40ed"
H_ATOL, H_RTOL = 2e-6, 2e-6


# ------------------------------------------------------------------------ the reference


class _Draws:
    """The draws the reference consumes, in order: token canvases and Exp(1) blocks."""

    def __init__(self) -> None:
        self.tokens: list[np.ndarray] = []
        self.noise: list[np.ndarray] = []


class _RefTorch:
    """``torch`` for the reference module: injected ``randint`` / ``multinomial`` draws,
    optionally a stable ``sort``, optionally given entropies."""

    def __init__(self) -> None:
        self.draws = _Draws()
        self.sampled: list[np.ndarray] = []  # each multinomial's result, flattened
        self.stable_sort = False
        self.entropy_of: Callable[[Any], Any] | None = None

    def __getattr__(self, name: str) -> Any:
        return getattr(torch, name)

    def randint(self, low: int, high: int, size: tuple[int, ...], device: Any = None) -> Any:
        t = self.draws.tokens.pop(0)
        assert low == 0 and tuple(size) == (1, len(t)) and int(t.max()) < high
        return torch.from_numpy(np.asarray(t, dtype=np.int64))[None, :]

    def multinomial(self, probs: Any, num_samples: int) -> Any:
        assert num_samples == 1 and probs.dtype == torch.float32
        e = torch.from_numpy(self.draws.noise.pop(0)).reshape(probs.shape)
        out = torch.argmax(probs / e, dim=-1, keepdim=True)  # torch CPU's multinomial
        self.sampled.append(out[:, 0].numpy().copy())
        return out

    def sort(self, x: Any, dim: int = -1, descending: bool = False) -> Any:
        return torch.sort(x, dim=dim, descending=descending, stable=self.stable_sort)

    @property
    def distributions(self) -> Any:
        if self.entropy_of is None:
            return torch.distributions
        entropy_of = self.entropy_of
        return SimpleNamespace(Categorical=lambda logits: SimpleNamespace(
            entropy=lambda: entropy_of(logits)))


def _load() -> tuple[dict[str, Any], _RefTorch]:
    text = (HERE / NAME).read_bytes()
    assert hashlib.sha256(text).hexdigest() == SHA256, f"{HERE / NAME} is not the fetched file"
    classes = {"LinearTemperatureScheduleLogitsProcessor", "EntropyBoundSamplerConfig",
               "EntropyBoundSampler", "DiffusionGemmaAdaptiveStopping",
               "StableAndConfidentStoppingCriteria"}
    methods = {"DiffusionGemmaGenerationMixin": {"_denoising_step"}}
    body: list[ast.stmt] = []
    for node in ast.parse(text).body:
        if isinstance(node, ast.ClassDef) and node.name in classes:
            body.append(node)
        elif isinstance(node, ast.ClassDef) and node.name in methods:
            body += [f for f in node.body
                     if isinstance(f, ast.FunctionDef) and f.name in methods[node.name]]
    found = {n.name for n in body}  # type: ignore[attr-defined]
    assert found == classes | {"_denoising_step"}, f"{NAME}: found only {sorted(found)}"
    rt = _RefTorch()
    import copy
    scope: dict[str, Any] = {"torch": rt, "copy": copy, "dataclass": dataclass, "ABC": ABC,
                             "abstractmethod": abstractmethod, "Any": Any,
                             "Callable": Callable, "LogitsProcessor": object}
    code = compile(ast.Module(body=body, type_ignores=[]), str(HERE / NAME), "exec",
                   flags=_future.annotations.compiler_flag, dont_inherit=True)
    exec(code, scope)
    return scope, rt


REF, RT = _load()


class _ProcessorList(list):
    """transformers' ``LogitsProcessorList.__call__`` for processors taking ``cur_step``."""

    def __call__(self, input_ids: Any, scores: Any, **kwargs: Any) -> Any:
        for p in self:
            scores = p(input_ids, scores, **kwargs)
        return scores


@dataclass
class Trace:
    inv_temps: list[float]  # the processor applied to 1.0: f32(1 / T)
    sampled: list[np.ndarray]  # the denoiser canvas (multinomial) per step
    processed: list[np.ndarray]
    entropy: list[np.ndarray]
    accepted: list[np.ndarray]  # bool [C] per step
    argmax: list[np.ndarray]
    canvases: list[np.ndarray]  # the canvas after every step (the next step's input)
    stops: list[bool]
    final: np.ndarray


def _ref_canvas(raw: list[np.ndarray], knobs: eb.EntropyBoundKnobs, initial: np.ndarray,
                draws: list[eb.StepDraws], stable_sort: bool = False) -> Trace:
    """The reference's loop over one canvas (DGG:744-793), batch 1."""
    C, V = raw[0].shape
    RT.draws.tokens = [initial] + [d.renoise_tokens for d in draws]
    RT.draws.noise = [d.exp_noise for d in draws]
    RT.stable_sort = stable_sort
    RT.sampled = []
    lp = _ProcessorList([REF["LinearTemperatureScheduleLogitsProcessor"](
        t_min=knobs.t_min, t_max=knobs.t_max, max_denoising_steps=knobs.max_steps)])
    sampler = REF["EntropyBoundSampler"](
        REF["EntropyBoundSamplerConfig"](entropy_bound=float(knobs.entropy_bound)),
        canvas_length=C, vocab_size=V, max_denoising_steps=knobs.max_steps)
    stopper = None
    if knobs.stops:
        stopper = REF["StableAndConfidentStoppingCriteria"](
            stability_threshold=knobs.stability_threshold,
            confidence_threshold=knobs.confidence_threshold)
        stopper.reset()
    model = SimpleNamespace(
        config=SimpleNamespace(text_config=SimpleNamespace(vocab_size=V)),
        model=SimpleNamespace(decoder=SimpleNamespace(
            embed_tokens=SimpleNamespace(weight=torch.zeros(1)))))
    tr = Trace([], RT.sampled, [], [], [], [], [], [], np.zeros(0))
    k = 0

    def forward(decoder_input_ids: Any, self_conditioning_logits: Any, **_: Any) -> Any:
        if k == 0:
            assert self_conditioning_logits is None
        else:  # the previous step's processed logits
            assert np.array_equal(self_conditioning_logits[0].numpy(), tr.processed[-1])
        return SimpleNamespace(logits=torch.from_numpy(raw[k].copy())[None])

    current = sampler.initialize_canvas(batch_size=1, device=torch.device("cpu"))
    sc, finished, argmax = None, torch.zeros(1, dtype=torch.bool), current
    for cur_step in reversed(range(1, knobs.max_steps + 1)):
        current, argmax, sc, finished = REF["_denoising_step"](
            model, decoder_forward=forward, current_canvas=current, argmax_canvas=argmax,
            input_ids=torch.zeros((1, 1), dtype=torch.long), decoder_position_ids=None,
            self_conditioning_logits=sc, mask_mapping=None, past_key_values=None,
            finished_denoising=finished, cur_step=cur_step, sampler=sampler,
            logits_processor=lp, diffusion_stopping_criteria=stopper)
        tr.inv_temps.append(float(lp[0](None, torch.ones(()),
                                    cur_step=torch.tensor(cur_step, dtype=torch.int32))))
        tr.processed.append(sc[0].numpy().copy())
        tr.entropy.append(torch.distributions.Categorical(logits=sc[0]).entropy().numpy())
        tr.accepted.append(sampler.accepted_token_mask[0].numpy().copy())
        tr.argmax.append(argmax[0].numpy().copy())
        tr.canvases.append(current[0].numpy().copy())
        tr.stops.append(bool(finished[0]))
        k += 1
        if torch.all(finished):
            break
    tr.final = argmax[0].numpy().copy()
    # one Exp(1) block and one token canvas per step run, after the initial canvas
    assert len(RT.draws.noise) == len(RT.draws.tokens) == knobs.max_steps - k
    return tr


# ------------------------------------------------------------------------ dllmc's side


def _dllmc_canvas(raw: list[np.ndarray], knobs: eb.EntropyBoundKnobs, initial: np.ndarray,
                  draws: list[eb.StepDraws]) -> tuple[np.ndarray, list[eb.StepResult]]:
    seen: list[int] = []

    def logits_of(canvas: np.ndarray, sc: np.ndarray | None) -> np.ndarray:
        seen.append(len(seen))
        return raw[len(seen) - 1]

    return eb.denoise_canvas(logits_of, initial, knobs, lambda k: draws[k])


# ------------------------------------------------------------------------ logits


def _logits(kind: str, seed: int, steps: int, C: int, V: int) -> list[np.ndarray]:
    """Raw logits per step.  ``flat``: small Gaussian logits (entropy near ln V).
    ``mixed``: per position a random lead of 0-25 on one token (entropies from ~0 to
    ln V).  ``converge``: a fixed target canvas whose lead grows with the step, so the
    argmax settles and the entropies fall to ~0.  ``masked``: ``mixed`` with a third of the
    columns at -inf."""
    rng = np.random.default_rng(seed)
    target = rng.integers(0, V, C)
    lead = rng.uniform(0, 25, C)
    out = []
    for k in range(steps):
        x = rng.normal(0, 1, (C, V)).astype(np.float32)
        if kind == "flat":
            x *= np.float32(0.3)
        elif kind in ("mixed", "masked"):
            x[np.arange(C), target] += lead.astype(np.float32)
            if kind == "masked":
                x[:, rng.random(V) < 1 / 3] = np.float32(-1e4)
                x[np.arange(C), target] = np.abs(x[np.arange(C), target]) + 1
        elif kind == "converge":
            x[np.arange(C), target] += np.float32(4.0 * k)
        else:
            raise AssertionError(kind)
        out.append(x.astype(np.float32))
    return out


def _draws(seed: int, steps: int, C: int, V: int) -> tuple[np.ndarray, list[eb.StepDraws]]:
    return (eb.uniform_tokens(seed, 0, C, V),
            [eb.counter_draws(seed, 1 + k, C, V) for k in range(steps)])


def _compare(raw: list[np.ndarray], knobs: eb.EntropyBoundKnobs, seed: int,
             stable_sort: bool = False) -> tuple[Trace, list[eb.StepResult]]:
    C, V = raw[0].shape
    initial, draws = _draws(seed, knobs.max_steps, C, V)
    ref = _ref_canvas(raw, knobs, initial, draws, stable_sort)
    final, mine = _dllmc_canvas(raw, knobs, initial, draws)
    assert len(mine) == len(ref.stops), "stopping step"
    assert [r.stop for r in mine] == ref.stops
    for k, (r, m) in enumerate(zip(mine, ref.processed, strict=True)):
        assert float(np.float32(1) / r.temperature) == ref.inv_temps[k], k
        assert r.processed.tobytes() == m.tobytes(), f"step {k}: processed logits"
        np.testing.assert_allclose(r.entropy, ref.entropy[k], rtol=H_RTOL, atol=H_ATOL,
                                   err_msg=f"step {k}: entropies")
        assert np.array_equal(r.accepted_mask, ref.accepted[k]), f"step {k}: accepted"
        assert np.array_equal(r.denoised, ref.sampled[k]), f"step {k}: sampled canvas"
        assert np.array_equal(r.argmax, ref.argmax[k]), f"step {k}: argmax"
        assert np.array_equal(r.canvas, ref.canvases[k]), f"step {k}: canvas"
    assert np.array_equal(final, ref.final)
    return ref, mine


# ------------------------------------------------------------------------ the tests

CASES = [  # (kind, seed, C, V, knobs)
    ("flat", 0, 16, 50, eb.EntropyBoundKnobs(max_steps=8)),
    ("flat", 1, 64, 500, eb.EntropyBoundKnobs(max_steps=6)),
    ("mixed", 2, 32, 200, eb.EntropyBoundKnobs(max_steps=12)),
    ("mixed", 3, 48, 100, eb.EntropyBoundKnobs(max_steps=10, entropy_bound=5.0,
                                               confidence_threshold=4.5)),
    ("masked", 4, 24, 300, eb.EntropyBoundKnobs(max_steps=10, entropy_bound=1.0)),
    ("converge", 5, 64, 500, eb.EntropyBoundKnobs(max_steps=16)),
    ("converge", 6, 40, 120, eb.EntropyBoundKnobs(max_steps=16, stability_threshold=3)),
    ("converge", 7, 16, 80, eb.EntropyBoundKnobs(max_steps=12, stability_threshold=0,
                                                 t_min=0.1, t_max=1.3)),
    ("converge", 8, 32, 64, eb.EntropyBoundKnobs(max_steps=10, confidence_threshold=None)),
    ("flat", 9, 20, 60, eb.EntropyBoundKnobs(max_steps=5, entropy_bound=0.3, t_min=0.0,
                                             t_max=0.7)),
]


@pytest.mark.parametrize(("kind", "seed", "C", "V", "knobs"), CASES,
                         ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_against_reference(kind: str, seed: int, C: int, V: int,
                           knobs: eb.EntropyBoundKnobs) -> None:
    raw = _logits(kind, seed, knobs.max_steps, C, V)
    ref, _ = _compare(raw, knobs, seed)
    counts = [int(m.sum()) for m in ref.accepted]
    if kind == "flat" and knobs.entropy_bound == 0.1:  # only the lowest entropy fits the bound
        assert counts == [1] * len(counts)
    if kind in ("mixed", "masked"):  # several kept and some re-noised
        assert max(counts) > 1 and min(counts) < C
    if kind == "converge" and knobs.stops:  # the stop fires before the last step
        assert ref.stops[-1] and len(ref.stops) < knobs.max_steps
        s = knobs.stability_threshold or 0
        assert len(ref.stops) > s  # the first s steps are never stable
        if s:  # stable = the last s + 1 argmax canvases agree
            assert all(np.array_equal(a, ref.argmax[-1]) for a in ref.argmax[-s - 1:])
    if not knobs.stops or kind == "flat":
        assert len(ref.stops) == knobs.max_steps and not any(ref.stops)


def test_stable_not_confident_and_confident_not_stable() -> None:
    """Each half of the stop rule alone does not stop: a converging canvas with a large
    stability window (confident long before it is stable) and a confident but moving
    argmax (a new target every step)."""
    C, V, N = 24, 90, 10
    raw = _logits("converge", 11, N, C, V)
    ref, _ = _compare(raw, eb.EntropyBoundKnobs(max_steps=N, stability_threshold=N), 11)
    assert not any(ref.stops)
    assert sum(float(h.mean()) < 0.005 for h in ref.entropy) >= 3  # confident, not stable
    rng = np.random.default_rng(12)
    moving = []
    for _ in range(N):
        x = rng.normal(0, 1, (C, V)).astype(np.float32)
        x[np.arange(C), rng.integers(0, V, C)] += np.float32(60)
        moving.append(x)
    ref, _ = _compare(moving, eb.EntropyBoundKnobs(max_steps=N), 12)
    assert not any(ref.stops) and max(float(h.mean()) for h in ref.entropy) < 0.005


def test_ties_stable_sort() -> None:
    """Equal entropies straddling the bound: with ``torch.sort(stable=True)`` the reference
    keeps the lower positions, as dllmc does (the reference's own sort is unstable)."""
    C, V, N = 16, 50, 6
    rng = np.random.default_rng(13)
    raw = []
    for t in eb.step_temperatures(N, 0.4, 0.8):
        row = (rng.normal(0, 0.1, V) * t).astype(np.float32)
        row[3] += np.float32(10 * t)  # entropy ~0.023 after / T: 4-5 fit the bound of 0.1
        x = np.tile(row, (C, 1))
        x[C // 2:] = rng.normal(0, 1, (C - C // 2, V)).astype(np.float32)
        raw.append(x)
    ref, _ = _compare(raw, eb.EntropyBoundKnobs(max_steps=N), 13, stable_sort=True)
    for acc in ref.accepted:
        kept = np.flatnonzero(acc)
        assert 1 < len(kept) < C // 2 and np.array_equal(kept, np.arange(len(kept)))


def test_accept_rule_on_given_entropies() -> None:
    """The acceptance rule alone on entropies handed to both sides (the reference's
    ``Categorical(...).entropy()`` replaced by the given values): ``cum - own <= bound`` in
    f32 with a float64 cumulative sum, at the boundary and around it."""
    f = np.float32
    cases = [
        (np.array([0.05, 0.05, 0.3, 0.0], f), 0.1),  # cum - own == f32(0.1) exactly: kept
        (np.array([0.05, np.nextafter(f(0.05), f(1)), 0.3], f), 0.1),  # just past it
        (np.array([0.0, 0.0, 0.0, 7.0, 0.0], f), 0.1),  # zeros all kept, and the next one
        (np.array([3.0, 2.0, 5.0], f), 0.1),  # only the lowest
        (np.array([1e-8] * 5 + [0.1 - 4e-8, 0.5], f), 0.1),
    ]
    rng = np.random.default_rng(14)
    cases += [(rng.exponential(0.05, 40).astype(f), b) for b in (0.1, 0.37, 1.0, 2.5)]
    cases += [(rng.exponential(2.0, 64).astype(f), 5.0)]
    for h, bound in cases:
        RT.entropy_of = lambda logits, h=h: torch.from_numpy(h)[None]
        try:
            sampler = REF["EntropyBoundSampler"](REF["EntropyBoundSamplerConfig"](bound),
                                                 len(h), 10, 1)
            cur = torch.zeros((1, len(h)), dtype=torch.long)
            sampler.accept_canvas(cur, cur + 1, torch.zeros((1, len(h), 2)), 1)
        finally:
            RT.entropy_of = None
        assert np.array_equal(eb.accept_mask(h, bound), sampler.accepted_token_mask[0].numpy()), \
            (h, bound)
    assert eb.accept_mask(np.array([0.05, 0.05, 0.3], f), 0.1).tolist() == [True, True, True]


def test_stop_check_state() -> None:
    """The stop rule alone against the reference's criterion object, step by step, with
    argmax canvases that repeat, change and come back."""
    for s in (0, 1, 2, 3):
        ref = REF["StableAndConfidentStoppingCriteria"](stability_threshold=s,
                                                        confidence_threshold=0.5)
        state = eb.StopState()
        seq = [[1, 2], [1, 2], [1, 2], [1, 3], [1, 3], [1, 2], [1, 3], [1, 3], [1, 3], [1, 3]]
        ent = [0.1, 0.1, 0.7, 0.1, 0.1, 0.1, 0.1, 0.1, 0.9, 0.2]
        for a, e in zip(seq, ent, strict=True):
            want = bool(ref(torch.tensor([a]), torch.log(torch.tensor(
                [[[1 - e / 2, e / 2], [1 - e / 2, e / 2]]], dtype=torch.float32)))[0])
            h = torch.distributions.Categorical(logits=torch.log(torch.tensor(
                [[1 - e / 2, e / 2]] * 2, dtype=torch.float32))).entropy().numpy()
            got, state = eb.stop_check(state, np.array(a), h, s, 0.5)
            assert got == want, (s, a, e)


def test_temperature_schedule() -> None:
    """T(cur_step) and ``raw / T`` bit for bit as the reference's processor computes them,
    over many knobs (``scale_logits`` divides by T, so equal quotients of 8 random logits
    pin T down)."""
    rng = np.random.default_rng(15)
    lp = REF["LinearTemperatureScheduleLogitsProcessor"]
    for _ in range(200):
        t_min = float(rng.choice([0.0, 0.4, 0.1, rng.uniform(0, 1)]))
        t_max = t_min + float(rng.choice([0.4, 0.3, rng.uniform(1e-3, 2)]))
        n = int(rng.integers(1, 300))
        p = lp(t_min=t_min, t_max=t_max, max_denoising_steps=n)
        ts = eb.step_temperatures(n, t_min, t_max)
        for i, cur in enumerate(range(n, 0, -1)):
            x = rng.normal(0, 5, 8).astype(np.float32)
            want = p(None, torch.from_numpy(x), cur_step=torch.tensor(cur, dtype=torch.int32))
            assert want.dtype == torch.float32
            assert want.numpy().tobytes() == eb.scale_logits(x, ts[i]).tobytes()
            assert ts[i] == eb.temperature(cur, n, t_min, t_max)
    assert eb.step_temperatures(4, 0.4, 0.8).tolist() == [
        0.800000011920929, 0.7000000476837158, 0.6000000238418579, 0.5]


def test_multinomial_is_argmax_over_exp_noise() -> None:
    """The injection is faithful: torch CPU's ``multinomial(p, 1)`` is ``argmax(p / E)`` with
    ``E`` the Exp(1) draws of the same generator state."""
    g = torch.Generator().manual_seed(16)
    p = torch.softmax(torch.randn(64, 300, generator=g) * 3, dim=-1)
    for s in range(5):
        g.manual_seed(100 + s)
        got = torch.multinomial(p, 1, generator=g)
        g.manual_seed(100 + s)
        e = torch.empty_like(p).exponential_(generator=g)
        assert torch.equal(got, torch.argmax(p / e, dim=-1, keepdim=True))


def test_counter_draws() -> None:
    """dllmc's draws: Exp(1) noise is ``exp(-gumbel)`` of the Gumbel kernel's stream, and
    re-noise tokens are in range and reproducible."""
    d = eb.counter_draws(7, 3, 5, 1000)
    assert d.exp_noise.shape == (5, 1000) and d.exp_noise.dtype == np.float32
    assert (d.exp_noise > 0).all() and abs(float(d.exp_noise.mean()) - 1) < 0.05
    from dllmc.runtime.decoding.sampler import STREAM_TOKEN, rng_keys
    key = int(rng_keys(7, 3, STREAM_TOKEN, [2])[0])
    assert (-np.log(d.exp_noise[2])).tobytes() == gumbel_numpy(key, 1000).tobytes()
    t = eb.uniform_tokens(7, 3, 4096, 50)
    assert t.min() == 0 and t.max() == 49 and np.array_equal(t, eb.uniform_tokens(7, 3, 4096, 50))


def test_knobs_validation() -> None:
    for bad in (dict(entropy_bound=0.0), dict(t_min=0.8, t_max=0.8), dict(max_steps=0),
                dict(stability_threshold=-1), dict(confidence_threshold=0.0)):
        with pytest.raises(ValueError):
            eb.EntropyBoundKnobs(**bad)
    assert not eb.EntropyBoundKnobs(stability_threshold=None).stops


def test_readme_hash() -> None:
    readme = (HERE / "README.md").read_text()
    assert re.search(rf"`{NAME}` \|[^|]*\| `{SHA256}`", readme)
    assert (HERE / "LICENSE").read_text().lstrip().startswith("Copyright 2018- The Hugging Face")


def test_fast_enough() -> None:
    """One 64 x 500 step of dllmc's side well under a second (the test file's budget)."""
    raw = _logits("mixed", 17, 1, 64, 500)[0]
    d = eb.counter_draws(17, 1, 64, 500)
    t = time.perf_counter()
    eb.denoise_step(raw, np.zeros(64, np.int64), 1, eb.EntropyBoundKnobs(), d.exp_noise,
                    d.renoise_tokens)
    assert time.perf_counter() - t < 1.0
