"""The denoising samplers (runtime/decoding/sampler.py, runtime/decoding/generate.py) on hand-computed cases, the
compiled vocabulary kernels (compiler/kernels/sampler.py) against their NumPy model, and the
generation loop against literal NumPy transliterations of LLaDA's ``generate.py`` and Dream's
``_sample`` (full-canvas logits, as the references compute them).

Hand-computed values are derived in the comments next to each case.
"""

from __future__ import annotations

import ctypes
import math
from dataclasses import dataclass
from types import SimpleNamespace

import numpy as np
import pytest

from dllmc.compiler.base.errors import DllmcError
from dllmc.compiler.kernels.sampler import SAMPLE_ENTROPY, VocabGumbel, VocabStats
from dllmc.runtime.decoding import sampler as S
from dllmc.runtime.decoding.generate import GenerateOptions, generate
from dllmc.runtime.executor.loader import ROW_SAMPLE, ROW_STATS
from dllmc.targets import CPU_TARGETS
from dllmc.tests.jit import compiled

NP = S.NumpyVocabOps()


# ============================================================================ schedules


def test_llada_transfer_counts_remainder_first() -> None:
    # get_num_transfer_tokens: 10 over 4 steps: base 2, remainder 2 -> [3, 3, 2, 2]
    assert S.llada_transfer_counts(10, 4) == [3, 3, 2, 2]
    assert S.llada_transfer_counts(5, 8) == [1, 1, 1, 1, 1, 0, 0, 0]
    assert S.llada_transfer_counts(32, 8) == [4] * 8
    assert S.llada_transfer_counts(0, 3) == [0, 0, 0]


def test_block_arithmetic() -> None:
    # LLaDA's chat.py: 128 tokens, 128 steps, blocks of 32 -> 4 blocks of 32 steps
    assert S.block_layout(128, 32, 128) == (4, 32)
    assert S.block_layout(32, 8, 32) == (4, 8)  # llama.cpp cannot express it with a 24-token
    # prompt: it counts the prompt, 56 / 8 = 7 blocks, and asserts 32 % 7 == 0
    assert S.block_layout(64, 64, 5) == (1, 5)
    with pytest.raises(DllmcError, match="not a multiple of block length 48"):
        S.block_layout(128, 48, 128)
    with pytest.raises(DllmcError, match="cannot be split evenly over 4 blocks"):
        S.block_layout(128, 32, 30)


def test_dream_timesteps_and_counts() -> None:
    # linspace(1, 1e-3, 5): step = (0.001 - 1) / 4 = -0.24975
    ts = S.dream_timesteps(4, 1e-3)
    assert ts.dtype == np.float32
    np.testing.assert_allclose(ts, [1.0, 0.75025, 0.5005, 0.25075, 0.001], rtol=1e-6)
    assert ts[0] == np.float32(1) and ts[-1] == np.float32(1e-3)
    # step 0: 1 - 0.75025 = 0.24975; 10 masked -> int(2.4975) = 2
    assert S.dream_transfer_count(10, ts, 0) == 2
    # step 1: 1 - 0.5005 / 0.75025 = 0.33289; 8 masked -> int(2.663) = 2
    assert S.dream_transfer_count(8, ts, 1) == 2
    # step 2: 1 - 0.25075 / 0.5005 = 0.49900; 6 masked -> int(2.994) = 2
    assert S.dream_transfer_count(6, ts, 2) == 2
    # last step: everything left
    assert S.dream_transfer_count(4, ts, 3) == 4
    # 3 masked at step 0: int(0.749) = 0 -- nothing is committed, no forward pass needed
    assert S.dream_transfer_count(3, ts, 0) == 0
    assert S.dream_ratio(ts, 3) == 1.0


def test_dream_timesteps_half_formula() -> None:
    # the second half is end - (n-1-i) * step, so the last value is eps exactly
    for steps in (1, 2, 7, 64, 128, 512):
        ts = S.dream_timesteps(steps, 1e-3)
        assert len(ts) == steps + 1 and ts[0] == 1 and ts[-1] == np.float32(1e-3)
        assert np.all(np.diff(ts) < 0)


# ============================================================================ random numbers


def test_rng_is_counter_based() -> None:
    a = S.uniform(7, 3, S.STREAM_REMASK, [10, 11, 12])
    b = S.uniform(7, 3, S.STREAM_REMASK, [12, 10])
    assert a[2] == b[0] and a[0] == b[1]  # a function of the position, not of the call
    assert np.all((a > 0) & (a < 1))
    assert not np.array_equal(a, S.uniform(8, 3, S.STREAM_REMASK, [10, 11, 12]))
    assert not np.array_equal(a, S.uniform(7, 4, S.STREAM_REMASK, [10, 11, 12]))
    assert not np.array_equal(a, S.uniform(7, 3, S.STREAM_ORIGIN, [10, 11, 12]))
    u = S.uniform(1, 0, 0, np.arange(200000))
    assert abs(u.mean() - 0.5) < 0.003 and abs(u.var() - 1 / 12) < 0.002


def test_gumbel_noise_is_gumbel() -> None:
    g = S.gumbel_numpy(12345, 400000).astype(np.float64)
    # standard Gumbel: mean = Euler's gamma, variance pi^2 / 6
    assert abs(g.mean() - 0.5772157) < 0.01
    assert abs(g.var() - math.pi**2 / 6) < 0.02
    assert g.max() < 23  # u >= 2^-33


# ============================================================================ row statistics


def test_numpy_row_stats_hand_case() -> None:
    lg = np.array([[1.0, 3.0, 3.0, 0.0], [2.0, -1.0, 0.5, 1.5]], np.float32)
    st = NP.row_stats(lg, entropy=True)
    assert list(st["argmax"]) == [1, 0]  # first of the tie
    assert list(st["max2"]) == [3.0, 1.5]  # a tie counts twice
    # z = sum exp(l - max): row 0: e^-2 + 1 + 1 + e^-3
    assert st["z"][0] == pytest.approx(math.exp(-2) + 2 + math.exp(-3), rel=1e-6)
    p = np.exp(lg[1] - 2.0) / np.exp(lg[1] - 2.0).sum()
    assert st["neg_entropy"][1] == pytest.approx(float((p * np.log(p + 1e-10)).sum()), rel=1e-6)
    fl = NP.row_stats(lg, floor=np.array([2.0, 1.5], np.float32))
    assert fl["z"][1] == pytest.approx(1 + math.exp(-0.5), rel=1e-6)
    assert fl["max2"][1] == 1.5


def test_top_k_and_top_p_floors() -> None:
    lg = np.array([[1.0, 3.0, 2.0, 3.0]], np.float32)
    assert S.top_k_floor(lg, 2)[0] == 3.0  # ties at the k-th value are kept (l >= kth)
    assert S.top_k_floor(lg, 3)[0] == 2.0
    assert S.top_k_floor(lg, 9)[0] == -np.inf
    # probabilities 0.5, 0.3, 0.15, 0.05: mass before each = 0, 0.5, 0.8, 0.95
    row = np.log(np.array([[0.15, 0.5, 0.05, 0.3]])).astype(np.float32)
    st = NP.row_stats(row)
    assert S.top_p_floor(row, 0.7, 1.0, st)[0] == row[0, 3]  # keeps 0.5, 0.3
    assert S.top_p_floor(row, 0.85, 1.0, st)[0] == row[0, 0]  # keeps 0.5, 0.3, 0.15
    assert S.top_p_floor(row, 0.4, 1.0, st)[0] == row[0, 1]  # always the top one
    # with a temperature (scale 1/T = 2): p ~ (0.5, 0.3, 0.15, 0.05)^2 -> 0.6849, 0.2466, ...
    st2 = NP.row_stats(row, scale=2.0)
    assert S.top_p_floor(row, 0.6, 2.0, st2)[0] == row[0, 1]
    assert S.top_p_floor(row, 0.7, 2.0, st2)[0] == row[0, 3]


def test_top_p_fallback_past_the_candidates(monkeypatch) -> None:
    # candidates within 1 nat of the max (instead of 30): row (0, -0.5, -2, -3) has
    # p = 0.5581, 0.3385, 0.0755, 0.0278, mass before each 0, 0.5581, 0.8966, 0.9722: top-p
    # 0.9 reaches the -2 column, which is not a candidate, so the whole row is sorted
    monkeypatch.setattr(S, "NUCLEUS_NATS", 1.0)
    row = np.array([[-3.0, 0.0, -2.0, -0.5]], np.float32)
    st = NP.row_stats(row)
    assert S.top_p_floor(row, 0.9, 1.0, st)[0] == -2.0
    assert S.top_p_floor(row, 0.6, 1.0, st)[0] == -0.5
    assert S.top_p_floor(row, 0.5, 1.0, st)[0] == 0.0


@pytest.mark.parametrize("shape", ["lm", "peaked", "flat", "tail", "ties", "masked"])
def test_top_p_near_columns_give_the_full_floor(shape: str, monkeypatch) -> None:
    """The floor from the columns near the max (``_top_p_near``) is the full binned search's
    bit for bit, on rows where the nucleus stays near the max and where it does not (then
    the full search runs), at several temperatures and top-p values."""
    rng = np.random.default_rng(11)
    rows = rng.standard_normal((8, 30000))
    if shape == "lm":  # a language model's row: a long low tail, a few tokens far above it
        rows = rows * 2.0 - 10.0
        rows[:, rng.integers(0, 30000, 40)] += rng.uniform(4.0, 16.0, 40)
    elif shape == "peaked":
        rows *= 9.0
    elif shape == "flat":
        rows *= 0.3
    elif shape == "tail":  # one token on top, 3,500 just past 12 nats below it (2 % of the
        rows = rng.uniform(-12.2, -12.1, rows.shape)  # mass), the rest far below
        rows[:, 3500:] = -40.0
        rows[:, 0] = 0.0
    elif shape == "ties":
        rows = np.round(rows * 2.0) / 2.0
    else:
        rows[:, rng.integers(0, 30000, 5000)] = -np.inf
    lg = rows.astype(np.float32)
    full_runs = []  # at scale 1: whether the full search ran, per row and top-p
    fast = S._top_p_near
    for scale in (0.5, 1.0, 2.5):
        st = NP.row_stats(lg, scale=scale)
        for top_p in (0.5, 0.9, 0.95, 0.99):
            got = S.top_p_floor(lg, top_p, scale, st)
            monkeypatch.setattr(S, "_top_p_near", lambda *a: None)
            want = S.top_p_floor(lg, top_p, scale, st)
            monkeypatch.setattr(S, "_top_p_near", fast)
            assert np.array_equal(got, want), (scale, top_p)
            full_runs += [] if scale != 1.0 else [fast(row, float(st["max"][i]), float(st["z"][i]), top_p, scale,
                               np.float32(S.NUCLEUS_BINS / S.NUCLEUS_NATS)) is None
                          for i, row in enumerate(lg)]
    if shape in ("lm", "peaked"):
        assert not any(full_runs)  # the whole nucleus lies within 12 nats of the max
    if shape == "flat":
        assert all(full_runs)  # all of the row is that close: the full search at once
    if shape == "tail":  # top-p 0.99 reaches the tail: the full search
        assert full_runs == [False] * 24 + [True] * 8


def _top_p_floor_by_sorting(row: np.ndarray, top_p: float, scale: float) -> float:
    """The nucleus floor by its definition: the whole row sorted (float64 probabilities)."""
    d = (row.astype(np.float64) - row.max()) * scale
    p = np.exp(d) / np.exp(d).sum()
    order = np.argsort(-p, kind="stable")
    before = np.cumsum(p[order]) - p[order]
    n = int(np.searchsorted(before, top_p, side="right"))
    return float(row[order[max(n, 1) - 1]])


@pytest.mark.parametrize("shape", ["flat", "peaked", "ties", "masked"])
def test_top_p_floor_equals_a_full_sort(shape: str) -> None:
    """The binned nucleus search gives the floor a sort of the whole row gives, on rows flat
    enough to put the nucleus across tens of thousands of columns, peaked ones, rows of
    many tied values and rows with -inf columns (``logits_eos_inf``)."""
    rng = np.random.default_rng(7)
    rows = rng.standard_normal((6, 20000))
    if shape == "flat":
        rows *= 0.3
    elif shape == "peaked":
        rows *= 9.0
    elif shape == "ties":
        rows = np.round(rows * 2.0) / 2.0
    else:
        rows[:, rng.integers(0, 20000, 3000)] = -np.inf
    lg = rows.astype(np.float32)
    for scale in (1.0, 2.5):
        st = NP.row_stats(lg, scale=scale)
        for top_p in (0.05, 0.5, 0.9, 0.95, 0.999):
            got = S.top_p_floor(lg, top_p, scale, st)
            want = [_top_p_floor_by_sorting(r, top_p, scale) for r in lg]
            assert got.tolist() == want, (scale, top_p)


# ============================================================================ LLaDA


def test_low_confidence_hand_case() -> None:
    # row A [2, 0, 0]: p = e^2 / (e^2 + 2) = 0.78699; row B [1, 1, 0]: token 0 (first of the
    # tie), p = e / (2e + 1) = 0.42232
    lg = np.array([[2.0, 0.0, 0.0], [1.0, 1.0, 0.0]], np.float32)
    ch = S.llada_choose(NP, lg, temperature=0.0, keys=np.zeros(2, np.uint64))
    assert list(ch.tokens) == [0, 0]
    np.testing.assert_allclose(ch.confidence, [0.78699, 0.42232], atol=1e-5)
    assert list(S.top_positions(ch.confidence, 1)) == [0]


def test_confidence_eos_eot_inf_as_written() -> None:
    # generate.py: `logits_with_noise[:, :, EOS] = logits[:, :, EOT] = -inf` after x0 is
    # chosen: the token may still be EOS or EOT; EOT's probability becomes 0 in the confidence
    # softmax (so a position predicting EOT has confidence 0), EOS's confidence is unchanged
    EOS, EOT = 1, 2
    lg = np.array([[0.0, 3.0, 0.0], [0.0, 0.0, 3.0]], np.float32)
    conf_lg = lg.copy()
    conf_lg[:, EOT] = -np.inf
    ch = S.llada_choose(NP, lg, temperature=0.0, keys=np.zeros(2, np.uint64),
                        confidence_logits=conf_lg)
    assert list(ch.tokens) == [EOS, EOT]
    # row 0: EOS's p over (0, 3) only = e^3 / (e^3 + 1) = 0.95257
    np.testing.assert_allclose(ch.confidence, [0.95257, 0.0], atol=1e-5)


def test_gumbel_sampling_distribution() -> None:
    # argmax(l + T g) draws from softmax(l / T): T = 0.5, l = (0, 1, 2, -1, 0.5)
    lg = np.tile(np.array([0.0, 1.0, 2.0, -1.0, 0.5], np.float32), (4000, 1))
    keys = S.rng_keys(3, 0, S.STREAM_TOKEN, np.arange(4000))
    tok = NP.gumbel_sample(lg, keys, 0.5)["token"]
    p = np.exp(lg[0] / 0.5) / np.exp(lg[0] / 0.5).sum()  # 0.0152 0.1122 0.8292 0.0021 0.0413
    freq = np.bincount(tok, minlength=5) / len(tok)
    assert np.all(np.abs(freq - p) < 4 * np.sqrt(p * (1 - p) / len(tok)) + 1e-3), (freq, p)


def test_temperature_zero_is_argmax_at_every_seed() -> None:
    rng = np.random.default_rng(0)
    lg = rng.standard_normal((20, 50)).astype(np.float32)
    for seed in range(3):
        keys = S.rng_keys(seed, 0, 0, np.arange(20))
        ch = S.llada_choose(NP, lg, temperature=0.0, keys=keys)
        assert np.array_equal(ch.tokens, lg.argmax(1))


# ============================================================================ Dream


def _two_rows() -> np.ndarray:
    # A = [4, 3.9, -10, -10]: p1 = 1 / (1 + e^-0.1) = 0.52498, p2 = 0.47502, margin 0.04996,
    #     sum p log(p + 1e-10) = -0.33830 - 0.35360 + 2 * 4.35e-7 ln 4.35e-7 = -0.69191
    # B = [1, 0, 0, 0]: p1 = e / (e + 3) = 0.47537, p2 = 0.17488, margin 0.30049,
    #     sum p log p = 0.47537 ln 0.47537 + 3 * 0.17488 ln 0.17488 = -1.26830
    return np.array([[4.0, 3.9, -10.0, -10.0], [1.0, 0.0, 0.0, 0.0]], np.float32)


@pytest.mark.parametrize("alg,expect,pick", [
    ("maskgit_plus", [0.52498, 0.47537], 0),
    ("topk_margin", [0.04996, 0.30049], 1),
    ("entropy", [-0.69191, -1.26830], 0),
])
def test_dream_confidences_hand_case(alg: str, expect: list[float], pick: int) -> None:
    ch = S.dream_choose(NP, _two_rows(), alg=alg, temperature=0.0, keys=np.zeros(2, np.uint64))
    assert list(ch.tokens) == [0, 0]
    np.testing.assert_allclose(ch.confidence, expect, atol=2e-5)
    assert list(S.top_positions(ch.confidence, 1)) == [pick]


def test_entropy_commits_the_surest_first() -> None:
    """Dream ranks by sum p log p (negative entropy): the peaked row A first.  llama.cpp's
    diffusion sampler returns the entropy itself (-sum p log p) as the confidence and so
    commits the flatter row B first; dllmc follows the reference."""
    ch = S.dream_choose(NP, _two_rows(), alg="entropy", temperature=0.0,
                        keys=np.zeros(2, np.uint64))
    assert list(S.top_positions(ch.confidence, 1)) == [0]
    assert list(S.top_positions(-ch.confidence, 1)) == [1]  # what llama.cpp would pick


def test_margin_uses_the_sorted_top_two() -> None:
    """Dream's margin is p(top1) - p(top2) of the sorted distribution, whatever the column
    order; llama.cpp takes candidates [0] and [1] as they lie (unsorted without top-k)."""
    row = np.array([[0.0, 0.5, 3.0, 2.9]], np.float32)
    ch = S.dream_choose(NP, row, alg="topk_margin", temperature=0.0, keys=np.zeros(1, np.uint64))
    z = np.exp(row[0] - 3).sum()
    assert ch.confidence[0] == pytest.approx((1 - math.exp(-0.1)) / z, rel=1e-5)


def test_dream_temperature_top_p_top_k_order() -> None:
    # logits / T, then top-p, then top-k, then softmax.  Row: log(0.5, 0.3, 0.15, 0.05).
    row = np.log(np.array([[0.5, 0.3, 0.15, 0.05]])).astype(np.float32)
    keys = np.zeros(1, np.uint64)
    # T = 0, top_p 0.85: keeps 0.5, 0.3, 0.15 -> p(top) = 0.5 / 0.95
    ch = S.dream_choose(NP, row, alg="maskgit_plus", temperature=0.0, keys=keys, top_p=0.85)
    assert ch.confidence[0] == pytest.approx(0.5 / 0.95, rel=1e-6)
    # + top_k 2: keeps 0.5, 0.3 -> 0.625
    ch = S.dream_choose(NP, row, alg="maskgit_plus", temperature=0.0, keys=keys, top_p=0.85,
                        top_k=2)
    assert ch.confidence[0] == pytest.approx(0.625, rel=1e-6)
    # T = 0.5: p ~ p^2 = 0.25, 0.09, 0.0225, 0.0025 (/0.365) = 0.68493, 0.24658, 0.06164, ...;
    # top_p 0.7 keeps the first two: p(top) = 0.25 / 0.34 = 0.73529 (if drawn)
    lg = np.tile(row, (2000, 1))
    ks = S.rng_keys(0, 0, 0, np.arange(2000))
    ch = S.dream_choose(NP, lg, alg="maskgit_plus", temperature=0.5, keys=ks, top_p=0.7)
    assert set(np.unique(ch.tokens)) == {0, 1}
    assert abs((ch.tokens == 0).mean() - 0.73529) < 0.04
    np.testing.assert_allclose(ch.confidence[ch.tokens == 0], 0.73529, rtol=1e-5)
    np.testing.assert_allclose(ch.confidence[ch.tokens == 1], 0.09 / 0.34, rtol=1e-5)


def test_alg_temp_draws_without_replacement() -> None:
    # softmax([0, log 3] / 1) = (1/4, 3/4): the second position first 3 times in 4
    conf = np.array([0.0, math.log(3.0)])
    first = [int(S.sample_positions(conf, 1, 1.0, S.uniform(s, 0, 3, [0, 1]))[0])
             for s in range(4000)]
    assert abs(np.mean(first) - 0.75) < 0.03
    both = S.sample_positions(conf, 2, 1.0, S.uniform(0, 0, 3, [0, 1]))
    assert list(both) == [0, 1]
    # -inf confidence is never drawn
    conf3 = np.array([0.0, -np.inf, 0.0])
    for s in range(50):
        assert 1 not in S.sample_positions(conf3, 2, 0.5, S.uniform(s, 0, 3, [0, 1, 2]))


def test_ties_go_to_the_lower_position() -> None:
    assert list(S.top_positions(np.array([1.0, 2.0, 2.0, 2.0, 0.5]), 2)) == [1, 2]
    assert list(S.top_positions(np.ones(5), 3)) == [0, 1, 2]


# ============================================================================ the loop on a fake model


@dataclass
class FakeModel:
    """Deterministic logits that depend on the whole canvas (bidirectional) or on the prefix
    up to each row (causal): a random embedding, a context mean, a position term."""

    n_vocab: int = 40
    d: int = 16
    max_canvas: int = 64
    causal: bool = False
    shift: bool = False
    arch: str = "llada"
    mask_id: int | None = 39
    eos_id: int = 37
    eot_id: int | None = 38
    seed: int = 0
    end_bias: dict[int, float] | None = None  # position -> extra logit on EOS
    has_sampler = False

    def __post_init__(self) -> None:
        rng = np.random.default_rng(self.seed)
        self.E = rng.standard_normal((self.n_vocab, self.d)).astype(np.float32)
        self.W = (rng.standard_normal((self.d, self.n_vocab)) * 2).astype(np.float32)
        self.pos = rng.standard_normal((self.max_canvas, self.d)).astype(np.float32)
        self.calls: list[tuple[np.ndarray, np.ndarray]] = []
        tok = SimpleNamespace(mask_id=self.mask_id, eos_id=self.eos_id, eot_id=self.eot_id,
                              pad_id=self.eos_id, bos_id=None)
        self.spec = SimpleNamespace(
            arch=SimpleNamespace(name=self.arch, diffusion=self.arch in ("llada", "dream")),
            hparams=SimpleNamespace(causal=self.causal, shift_logits=self.shift,
                                    n_vocab=self.n_vocab),
            tokenizer=tok, path=SimpleNamespace(name="fake.gguf"))

    def full(self, ids: np.ndarray) -> np.ndarray:
        h = self.E[ids] + self.pos[: len(ids)]
        if self.causal:
            ctx = np.cumsum(h, axis=0) / np.arange(1, len(ids) + 1)[:, None]
        else:
            ctx = np.broadcast_to(h.mean(0), h.shape)
        out = np.tanh(h + ctx) @ self.W
        if self.end_bias:
            for p, v in self.end_bias.items():
                if p < len(ids):
                    out[p, self.eos_id] += v
        return out.astype(np.float32)

    def forward(self, ids, rows=None) -> np.ndarray:
        ids = np.asarray(ids, dtype=np.int64)
        rows = np.arange(len(ids)) if rows is None else np.asarray(rows)
        self.calls.append((ids.copy(), rows.copy()))
        return np.ascontiguousarray(self.full(ids)[rows])


class FakeTokenizer:
    special = SimpleNamespace(eog=(37, 38), eot=38)

    def decode_bytes(self, ids, special=True) -> bytes:
        return b"".join(b"<E>" if i in (37, 38) else bytes([97 + i % 26]) for i in ids)


# ---------------------------------------------------------------- literal transliterations


def llada_reference(model: FakeModel, prompt: list[int], *, steps: int, gen_length: int,
                    block_length: int, temperature: float = 0.0, cfg_scale: float = 0.0,
                    remasking: str = "low_confidence", logits_eos_inf: bool = False,
                    confidence_eos_eot_inf: bool = False, seed: int = 0) -> np.ndarray:
    """generate.py, line for line in NumPy (full canvas logits); torch's random draws replaced
    by the same counter-based draws dllmc uses."""
    mask_id, P = model.mask_id, len(prompt)
    x = np.full(P + gen_length, mask_id, dtype=np.int64)
    x[:P] = prompt
    prompt_index = x != mask_id
    num_blocks = gen_length // block_length
    steps_pb = steps // num_blocks
    for nb in range(num_blocks):
        block_mask_index = x[P + nb * block_length: P + (nb + 1) * block_length] == mask_id
        ntt = S.llada_transfer_counts(int(block_mask_index.sum()), steps_pb)
        for i in range(steps_pb):
            gstep = nb * steps_pb + i
            mask_index = x == mask_id
            if cfg_scale > 0:
                un_x = x.copy()
                un_x[prompt_index] = mask_id
                logits, un_logits = model.full(x), model.full(un_x)
                logits = un_logits + (cfg_scale + 1) * (logits - un_logits)
            else:
                logits = model.full(x)
            if model.shift:
                logits = np.concatenate([logits[:1], logits[:-1]])
            if logits_eos_inf:
                logits[:, model.eos_id] = -np.inf
            pos = np.arange(len(x))
            if temperature > 0:
                keys = S.rng_keys(seed, gstep, S.STREAM_TOKEN, pos)
                noisy = np.stack([logits[j] + np.float32(temperature) *
                                  S.gumbel_numpy(int(keys[j]), logits.shape[1])
                                  for j in range(len(x))])
            else:
                noisy = logits
            x0 = noisy.argmax(-1)
            if confidence_eos_eot_inf:
                logits[:, model.eot_id] = -np.inf
            if remasking == "low_confidence":
                e = np.exp(logits.astype(np.float64) - logits.max(-1, keepdims=True))
                p = e / e.sum(-1, keepdims=True)
                x0_p = p[pos, x0]
            else:
                x0_p = S.uniform(seed, gstep, S.STREAM_REMASK, pos)
            x0_p[P + (nb + 1) * block_length:] = -np.inf
            x0 = np.where(mask_index, x0, x)
            confidence = np.where(mask_index, x0_p, -np.inf)
            sel = S.top_positions(confidence, ntt[i])
            x[sel] = x0[sel]
    return x[P:]


def dream_reference(model: FakeModel, prompt: list[int], *, steps: int, gen_length: int,
                    alg: str, eps: float = 1e-3, temperature: float = 0.0,
                    top_p: float | None = None, top_k: int | None = None,
                    alg_temp: float | None = None, seed: int = 0) -> np.ndarray:
    """Dream's _sample, line for line in NumPy, with sample_tokens's processing (/T, top_p,
    top_k, softmax) written out on full rows (sorting the vocabulary, finfo.min fills)."""
    mask_id, P = model.mask_id, len(prompt)
    x = np.full(P + gen_length, mask_id, dtype=np.int64)
    x[:P] = prompt
    ts = S.dream_timesteps(steps, eps)
    fmin = np.finfo(np.float32).min

    def sample_tokens(lg: np.ndarray, positions: np.ndarray, step: int
                      ) -> tuple[np.ndarray, np.ndarray]:
        lg = lg.astype(np.float64)
        if temperature > 0:
            lg = lg / temperature
        if top_p is not None and top_p < 1:
            for r in range(len(lg)):
                order = np.argsort(-lg[r], kind="stable")
                srt = lg[r][order]
                e = np.exp(srt - srt.max())
                cum = np.cumsum(e / e.sum())
                remove = cum > top_p
                remove[1:] = remove[:-1].copy()
                remove[0] = False
                lg[r][order[remove]] = fmin
        if top_k is not None:
            kth = np.sort(lg, axis=1)[:, -top_k][:, None]
            lg = np.where(lg < kth, fmin, lg)
        e = np.exp(lg - lg.max(-1, keepdims=True))
        probs = e / e.sum(-1, keepdims=True)
        if temperature > 0:
            keys = S.rng_keys(seed, step, S.STREAM_TOKEN, positions)
            raw = lg * temperature  # back to logit units, fills stay far below
            x0 = np.array([int(np.argmax(np.where(probs[r] > 0, raw[r].astype(np.float32)
                                                  + np.float32(temperature)
                                                  * S.gumbel_numpy(int(keys[r]), lg.shape[1]),
                                                  -np.inf)))
                           for r in range(len(lg))])
            conf = probs[np.arange(len(lg)), x0]
        else:
            conf, x0 = probs.max(-1), probs.argmax(-1)
        if alg == "topk_margin":
            sp = -np.sort(-probs, axis=-1)
            conf = sp[:, 0] - sp[:, 1]
        if alg == "entropy":
            conf = (probs * np.log(probs + 1e-10)).sum(-1)
        return conf, x0

    for i in range(steps):
        mask_index = x == mask_id
        logits = model.full(x)
        logits = np.concatenate([logits[:1], logits[:-1]])
        positions = np.flatnonzero(mask_index)
        mask_logits = logits[mask_index]
        if alg == "origin":
            p_transfer = float(S.dream_ratio(ts, i))
            x0 = np.full(len(positions), mask_id)
            tr = S.uniform(seed, i, S.STREAM_ORIGIN, positions) < p_transfer
            if tr.any():
                x0[tr] = sample_tokens(mask_logits[tr], positions[tr], i)[1]
            x[mask_index] = x0
        else:
            conf, x0 = sample_tokens(mask_logits, positions, i)
            k = S.dream_transfer_count(int(mask_index.sum()), ts, i)
            full_conf = np.full(len(x), -np.inf)
            full_conf[mask_index] = conf
            if k > 0:
                if not alg_temp:
                    idx = S.top_positions(full_conf, k)
                else:
                    idx = S.sample_positions(full_conf, k, alg_temp,
                                             S.uniform(seed, i, S.STREAM_ALG_TEMP, np.arange(len(x))))
                x_ = np.full(len(x), mask_id)
                x_[mask_index] = x0
                x[idx] = x_[idx]
    return x[P:]


PROMPT = [3, 14, 15, 9, 26, 5]


@pytest.mark.parametrize("remasking", ["low_confidence", "random"])
@pytest.mark.parametrize("temperature", [0.0, 0.8])
@pytest.mark.parametrize("shape", [(16, 16, 4), (8, 16, 8), (12, 12, 6), (8, 4, 1)])
def test_llada_matches_reference(remasking: str, temperature: float,
                                 shape: tuple[int, int, int]) -> None:
    steps, gen, block = shape
    m = FakeModel()
    ref = llada_reference(m, PROMPT, steps=steps, gen_length=gen, block_length=block,
                          temperature=temperature, remasking=remasking, seed=5)
    o = GenerateOptions(gen_length=gen, steps=steps, block_length=block, alg=remasking,
                        temperature=temperature, seed=5, early_stop=False)
    r = generate(m, None, PROMPT, o)
    assert r.canvas == ref.tolist()


@pytest.mark.parametrize("switch", ["cfg", "logits_eos_inf", "confidence_eos_eot_inf", "shift"])
def test_llada_switches_match_reference(switch: str) -> None:
    m = FakeModel(shift=switch == "shift", end_bias={8: 3.0, 9: 5.0, 12: 4.0})
    kw: dict = {}
    opts: dict = {}
    if switch == "cfg":
        kw, opts = {"cfg_scale": 1.5}, {"cfg": 1.5}
    elif switch in ("logits_eos_inf", "confidence_eos_eot_inf"):
        kw = opts = {switch: True}
    ref = llada_reference(m, PROMPT, steps=8, gen_length=16, block_length=8, **kw)
    r = generate(m, None, PROMPT, GenerateOptions(gen_length=16, steps=8, block_length=8,
                                                   early_stop=False, **opts))
    assert r.canvas == ref.tolist()
    if switch == "logits_eos_inf":
        assert m.eos_id not in r.canvas


@pytest.mark.parametrize("alg", ["origin", "maskgit_plus", "topk_margin", "entropy"])
@pytest.mark.parametrize("temperature", [0.0, 0.7])
@pytest.mark.parametrize("steps", [16, 5, 1])
def test_dream_matches_reference(alg: str, temperature: float, steps: int) -> None:
    m = FakeModel(arch="dream", shift=True)
    ref = dream_reference(m, PROMPT, steps=steps, gen_length=16, alg=alg,
                          temperature=temperature, seed=2)
    r = generate(m, None, PROMPT, GenerateOptions(gen_length=16, steps=steps, alg=alg,
                                                   temperature=temperature, seed=2,
                                                   early_stop=False))
    assert r.canvas == ref.tolist()


@pytest.mark.parametrize("kw", [{"top_p": 0.9}, {"top_k": 3}, {"top_p": 0.8, "top_k": 5},
                                {"alg_temp": 0.5}, {"temperature": 0.5, "top_p": 0.9}])
def test_dream_options_match_reference(kw: dict) -> None:
    m = FakeModel(arch="dream", shift=True)
    ref = dream_reference(m, PROMPT, steps=8, gen_length=16, alg="maskgit_plus", seed=4, **kw)
    r = generate(m, None, PROMPT, GenerateOptions(gen_length=16, steps=8, alg="maskgit_plus",
                                                   seed=4, early_stop=False, **kw))
    assert r.canvas == ref.tolist()


def test_logits_only_where_the_sampler_looks() -> None:
    # LLaDA: the masked rows of the current block; 16 tokens, blocks of 4, 8 steps: 2 per step
    m = FakeModel()
    generate(m, None, PROMPT, GenerateOptions(gen_length=16, steps=8, block_length=4,
                                              early_stop=False))
    P = len(PROMPT)
    for ids, rows in m.calls:
        block = (rows.min() - P) // 4
        lo, hi = P + 4 * block, P + 4 * block + 4
        assert list(rows) == [p for p in range(lo, hi) if ids[p] == m.mask_id]
    assert len(m.calls) == 8 and list(m.calls[0][1]) == list(range(P, P + 4))
    # Dream: every masked position, shifted one row up
    m = FakeModel(arch="dream", shift=True)
    generate(m, None, PROMPT, GenerateOptions(gen_length=8, steps=4, alg="maskgit_plus",
                                              early_stop=False))
    ids, rows = m.calls[0]
    assert list(rows) == list(range(P - 1, P + 7))
    ids, rows = m.calls[1]
    assert list(rows) == [p - 1 for p in np.flatnonzero(ids == m.mask_id)]
    # random remasking: only the drawn positions
    m = FakeModel()
    generate(m, None, PROMPT, GenerateOptions(gen_length=8, steps=8, block_length=8,
                                              alg="random", early_stop=False))
    assert all(len(r) == 1 for _, r in m.calls)


def test_cfg_runs_an_unconditional_pass_with_the_prompt_masked() -> None:
    m = FakeModel()
    generate(m, None, PROMPT, GenerateOptions(gen_length=4, steps=1, cfg=1.0, early_stop=False))
    (cond, r1), (uncond, r2) = m.calls
    P = len(PROMPT)
    assert list(cond[:P]) == PROMPT and list(uncond[:P]) == [m.mask_id] * P
    assert list(cond[P:]) == list(uncond[P:]) and list(r1) == list(r2)


def test_cfg_formula() -> None:
    # uncond + (cfg + 1) (cond - uncond): cond (0, 1.0, 1.2), uncond (0, 0, 1.5), cfg 1 ->
    # (0, 2.0, 0.9): token 1; without guidance token 2
    class Two(FakeModel):
        def full(self, ids):
            out = np.zeros((len(ids), self.n_vocab), np.float32) - 5
            cond = ids[0] != self.mask_id
            out[:, :3] = [0, 1.0, 1.2] if cond else [0, 0, 1.5]
            return out

    P = len(PROMPT)
    r = generate(Two(), None, PROMPT, GenerateOptions(gen_length=2, steps=1, cfg=1.0))
    assert r.canvas == [1, 1]
    r = generate(Two(), None, PROMPT, GenerateOptions(gen_length=2, steps=1))
    assert r.canvas == [2, 2] and P == 6


def test_ar_mode_on_a_causal_model_is_greedy_decoding() -> None:
    m = FakeModel(causal=True, shift=True, arch="qwen2", mask_id=None)
    r = generate(m, None, PROMPT, GenerateOptions.for_model(m.spec, gen_length=12,
                                                            early_stop=False))
    ids = list(PROMPT)
    for _ in range(12):
        ids.append(int(m.full(np.array(ids))[-1].argmax()))
    assert r.canvas == ids[len(PROMPT):]
    assert r.forward_passes == 12


# ---------------------------------------------------------------- early stop


@pytest.mark.parametrize("opts", [
    dict(alg="low_confidence", block_length=4, steps=16),
    dict(alg="low_confidence", block_length=16, steps=16, temperature=0.9),
    dict(alg="random", block_length=8, steps=16, temperature=0.5),
    dict(alg="entropy", steps=16, temperature=0.3, top_p=0.9),
    dict(alg="origin", steps=16, temperature=0.6),
    dict(alg="topk_margin", steps=16, alg_temp=0.3),
])
def test_early_stop_is_identical(opts: dict) -> None:
    P = len(PROMPT)
    for seed in range(4):
        m = FakeModel(arch="llada" if opts["alg"] in S.ALGS_LLADA else "dream",
                      shift=opts["alg"] not in S.ALGS_LLADA, end_bias={P + 5: 8.0})
        o = GenerateOptions(gen_length=16, seed=seed, **opts)
        texts: list[str] = []
        early = generate(m, FakeTokenizer(), PROMPT, o, on_text=texts.append)
        full = generate(m, FakeTokenizer(), PROMPT, o.with_(early_stop=False))
        assert early.tokens == full.tokens and early.text == full.text
        assert "".join(texts) == early.text
        assert full.steps_run == 16 and early.steps_run <= 16
        if early.stop_reason == "eos":
            assert early.steps_run < 16 and early.steps_saved > 0
            # the answer ends at the first end-of-text token, everything before committed
            assert early.canvas[len(early.tokens)] in (37, 38)
            assert m.mask_id not in early.canvas[: len(early.tokens)]


def test_on_step_reports_each_step() -> None:
    events = []
    m = FakeModel()
    r = generate(m, None, PROMPT, GenerateOptions(gen_length=8, steps=4, block_length=4,
                                                  early_stop=False), on_step=events.append)
    assert [e.step for e in events] == [0, 1, 2, 3] and [e.block for e in events] == [0, 0, 1, 1]
    assert sum(len(e.committed) for e in events) == 8
    assert not events[-1].masked.any() and list(events[-1].canvas) == r.canvas
    assert r.steps_run == 4 and len(r.step_ms) == 4


# ---------------------------------------------------------------- bad input


def test_bad_input_is_one_clear_error() -> None:
    m = FakeModel()
    ok = GenerateOptions(gen_length=8, steps=8)
    with pytest.raises(DllmcError, match="prompt is empty"):
        generate(m, None, [], ok)
    with pytest.raises(DllmcError, match=r"exceeds the compiled canvas of 64"):
        generate(m, None, PROMPT, GenerateOptions(gen_length=60, steps=60))
    with pytest.raises(DllmcError, match="unknown alg 'greedy'"):
        GenerateOptions(alg="greedy")
    with pytest.raises(DllmcError, match="cannot be split evenly"):
        GenerateOptions(gen_length=64, steps=30, block_length=16)
    with pytest.raises(DllmcError, match="not a multiple of block length"):
        GenerateOptions(gen_length=64, steps=64, block_length=48)
    with pytest.raises(DllmcError, match="contains the mask token"):
        generate(m, None, [*PROMPT, 39], ok)
    with pytest.raises(DllmcError, match="outside the vocabulary"):
        generate(m, None, [*PROMPT, 400], ok)
    for bad in (dict(temperature=-1.0), dict(top_p=0.0), dict(top_k=0), dict(steps=0),
                dict(gen_length=0), dict(eps=0.0), dict(cfg=-1.0),
                dict(confidence_eos_eot_inf=True, alg="entropy")):
        with pytest.raises(DllmcError):
            GenerateOptions(**bad)
    for e in (DllmcError("a", "b"),):
        assert "\n" not in str(e)


def test_defaults_per_architecture() -> None:
    llada = GenerateOptions.for_model(FakeModel().spec)
    assert (llada.alg, llada.block_length, llada.temperature, llada.steps) == \
        ("low_confidence", 32, 0.0, 128)
    dream = GenerateOptions.for_model(FakeModel(arch="dream").spec, gen_length=64)
    assert (dream.alg, dream.temperature, dream.top_p, dream.steps, dream.block_length) == \
        ("entropy", 0.2, 0.95, 64, None)
    ar = GenerateOptions.for_model(FakeModel(arch="qwen2", causal=True).spec, gen_length=16)
    assert (ar.block_length, ar.steps, ar.temperature) == (1, 16, 0.0)
    odd = GenerateOptions.for_model(FakeModel().spec, gen_length=48)
    assert odd.block_length is None  # 32 does not divide 48: one block
    assert GenerateOptions.for_model(FakeModel().spec, steps=32).steps == 32


def test_for_model_adapts_what_the_model_cannot_run() -> None:
    """A causal model commits one token per step left to right, whatever --steps and
    --block-length say; a default block that does not fit gives way; each is a note."""
    causal = FakeModel(arch="qwen2", causal=True)
    o = GenerateOptions.for_model(causal.spec, steps=24, gen_length=48)
    assert (o.steps, o.block_length) == (48, 1)
    assert o.notes == ("a causal model commits one token per step, left to right: 48 steps "
                       "(--steps 24 ignored)",)
    both = GenerateOptions.for_model(causal.spec, steps=24, gen_length=48, block_length=8)
    assert (both.steps, both.block_length) == (48, 1)
    assert both.notes == ("a causal model commits one token per step, left to right: 48 steps, "
                          "blocks of 1 (--steps 24, --block-length 8 ignored)",)
    assert GenerateOptions.for_model(causal.spec, steps=16, gen_length=16).notes == ()
    r = generate(causal, None, PROMPT, o.with_(early_stop=False))
    assert r.steps_run == r.steps_total == 48 and r.forward_passes == 48
    # notes say how options came about; they do not decide anything
    assert o == o.with_(notes=()) and hash(o) == hash(o.with_(notes=("x",)))
    # LLaDA's default blocks of 32: not dividing the gen length -> one block (as documented,
    # no note); not sharing the given steps evenly -> the most blocks that do (30 steps over
    # 128: 2 blocks of 64)
    odd = GenerateOptions.for_model(FakeModel().spec, gen_length=48)
    assert (odd.block_length, odd.notes) == (None, ())
    o30 = GenerateOptions.for_model(FakeModel().spec, steps=30)
    assert (o30.block_length, o30.blocks) == (64, (64, 2, 15))
    assert o30.notes == ("LLaDA's blocks of 32 do not share 30 steps evenly: 2 blocks of 64 "
                         "(pass --block-length to choose)",)
    assert GenerateOptions.for_model(FakeModel().spec, steps=31).block_length is None
    with pytest.raises(DllmcError, match="cannot be split evenly"):  # the user's own block
        GenerateOptions.for_model(FakeModel().spec, steps=30, block_length=32)


def test_bad_layouts_say_what_to_pass_instead() -> None:
    def line(**kw) -> str:
        with pytest.raises(DllmcError) as e:
            GenerateOptions(**kw)
        assert "\n" not in str(e.value)
        return str(e.value)

    assert line(gen_length=48, steps=24, block_length=1) == (
        "24 steps cannot be split evenly over 48 blocks of 1; pass --steps 48 (a multiple of "
        "the 48 blocks), or --block-length 2 (24 blocks of 1 step)")
    assert line(gen_length=32, steps=18, block_length=8) == (
        "18 steps cannot be split evenly over 4 blocks of 8; pass --steps 16 or 20 (a multiple "
        "of the 4 blocks), or --block-length 16 (2 blocks of 9 steps)")
    assert line(gen_length=80, steps=24, block_length=16) == (
        "24 steps cannot be split evenly over 5 blocks of 16; pass --steps 20 or 25 (a "
        "multiple of the 5 blocks), or --block-length 20 (4 blocks of 6 steps)")
    assert line(gen_length=64, steps=7, block_length=16).endswith(
        "pass --steps 4 or 8 (a multiple of the 4 blocks), or --block-length 64 (one block)")
    assert line(gen_length=128, steps=128, block_length=48) == (
        "gen length 128 is not a multiple of block length 48; pass --block-length 32 or 64 "
        "(divisors of 128), --gen-length 96 or 144 (multiples of 48), or no --block-length "
        "(one block)")
    assert line(gen_length=16, steps=16, block_length=32) == (
        "gen length 16 is not a multiple of block length 32; pass --block-length 16 or a "
        "divisor of it, --gen-length 32 (a multiple of the block), or no --block-length (one "
        "block)")
    assert line(gen_length=32, steps=4, block_length=8, alg="entropy", cache="dual") == (
        "Dream's cached decoding needs 2 or more steps per block (its first step commits only "
        "the block's first position); 4 steps over 4 blocks of 8 give 1; pass --steps 8 or "
        "more (a multiple of 4), or --block-length 16")
    # every suggestion is a layout that runs
    for gen, bl, steps in ((48, 1, 24), (32, 8, 18), (80, 16, 24), (64, 16, 7), (96, 32, 5)):
        n = gen // bl
        lo = steps // n * n
        for s_ in (v for v in (lo, lo + n) if v >= n):
            S.block_layout(gen, bl, s_)


# ============================================================================ compiled kernels


class _Params(ctypes.Structure):
    """struct dllmc_sample_params (runtime/executor/dllmc_runtime.h)."""

    _fields_ = [("keys", ctypes.c_void_p), ("floor", ctypes.c_void_p), ("scale", ctypes.c_float),
                ("noise", ctypes.c_float), ("flags", ctypes.c_int32), ("reserved", ctypes.c_int32)]


def _run(kernel, logits: np.ndarray, out: np.ndarray, *, keys=None, floor=None, scale=1.0,
         noise=0.0, flags=0) -> np.ndarray:
    p = _Params(None if keys is None else keys.ctypes.data,
                None if floor is None else floor.ctypes.data, scale, noise, flags, 0)
    w = np.frombuffer(bytes(p), dtype=np.uint8).copy()
    kernel(m=len(logits), y=out.view(np.uint8).reshape(-1), w=w, x=logits, order="backward")
    return out


@pytest.mark.parametrize("target", list(CPU_TARGETS))
@pytest.mark.parametrize("n", [1, 5, 16, 37, 1000])
def test_vocab_stats_kernel(target: str, n: int) -> None:
    k = compiled(VocabStats(target=CPU_TARGETS[target], n=n))
    rng = np.random.default_rng(n)
    m = 9
    lg = (rng.standard_normal((m, n)) * 4).astype(np.float32)
    if n > 3:
        lg[1, 2] = lg[1, n - 1] = lg[1].max() + 1  # a tie
        lg[2, 0] = -np.inf  # a masked-out column (logits_eos_inf)
    floor = np.full(m, -np.inf, np.float32)
    floor[3] = np.sort(lg[3])[-min(3, n)]
    for scale in (1.0, 2.5):
        got = _run(k, lg, np.zeros(m, ROW_STATS), floor=floor, scale=scale, flags=SAMPLE_ENTROPY)
        ref = NP.row_stats(lg, floor=floor, scale=scale, entropy=True)
        assert np.array_equal(got["argmax"], ref["argmax"])
        assert np.array_equal(got["max"], ref["max"]) and np.array_equal(got["max2"], ref["max2"])
        np.testing.assert_allclose(got["z"], ref["z"], rtol=2e-6)
        np.testing.assert_allclose(got["neg_entropy"], ref["neg_entropy"], rtol=1e-5, atol=1e-6)
    plain = _run(k, lg, np.zeros(m, ROW_STATS))
    assert np.all(plain["neg_entropy"] == 0)


@pytest.mark.parametrize("target", list(CPU_TARGETS))
@pytest.mark.parametrize("n", [1, 7, 48, 1000])
def test_vocab_gumbel_kernel(target: str, n: int) -> None:
    k = compiled(VocabGumbel(target=CPU_TARGETS[target], n=n))
    rng = np.random.default_rng(n)
    m = 64
    lg = rng.standard_normal((m, n)).astype(np.float32)
    keys = S.rng_keys(9, 1, 0, np.arange(m))
    floor = np.full(m, -np.inf, np.float32)
    floor[::4] = np.sort(lg[::4], axis=1)[:, -min(4, n)]
    for noise in (0.3, 1.0):
        got = _run(k, lg, np.zeros(m, ROW_SAMPLE), keys=keys, floor=floor, noise=noise)
        ref = NP.gumbel_sample(lg, keys, noise, floor=floor)
        assert np.array_equal(got["token"], ref["token"])
        assert np.array_equal(got["logit"], lg[np.arange(m), got["token"]])
        assert np.all(lg[np.arange(m), got["token"]] >= floor)


def test_vocab_gumbel_kernel_samples_the_softmax() -> None:
    t = CPU_TARGETS["generic"]
    k = compiled(VocabGumbel(target=t, n=5))
    m = 50000
    lg = np.tile(np.array([0.0, 1.0, 2.0, -1.0, 0.5], np.float32), (m, 1))
    keys = S.rng_keys(1, 2, 0, np.arange(m))
    tok = _run(k, lg, np.zeros(m, ROW_SAMPLE), keys=keys, noise=0.5)["token"]
    p = np.exp(lg[0] / 0.5) / np.exp(lg[0] / 0.5).sum()
    freq = np.bincount(tok, minlength=5) / m
    assert np.all(np.abs(freq - p) < 5 * np.sqrt(p * (1 - p) / m)), (freq, p)


@pytest.mark.slow
def test_vocab_kernels_speed_at_dream_width(capsys) -> None:
    """Figures for docs/diffusion-decoding.md: one row of 152 064 columns, one thread."""
    import time

    from dllmc.targets import host_target

    t = host_target()
    n, m = 152064, 32
    lg = np.random.default_rng(0).standard_normal((m, n)).astype(np.float32)
    st, gu = compiled(VocabStats(target=t, n=n)), compiled(VocabGumbel(target=t, n=n))
    keys = S.rng_keys(0, 0, 0, np.arange(m))

    def best(fn, reps=5) -> float:
        times = []
        for _ in range(reps):
            t0 = time.perf_counter()
            fn()
            times.append(time.perf_counter() - t0)
        return min(times) / m * 1e3

    k_stats = best(lambda: _run(st, lg, np.zeros(m, ROW_STATS)))
    k_ent = best(lambda: _run(st, lg, np.zeros(m, ROW_STATS), flags=SAMPLE_ENTROPY))
    k_gum = best(lambda: _run(gu, lg, np.zeros(m, ROW_SAMPLE), keys=keys, noise=1.0))

    def np_stats():
        mx = lg.max(1, keepdims=True)
        lg.argmax(1)
        np.partition(lg, n - 2, axis=1)
        np.exp(lg - mx).sum(1)

    def np_ent():
        mx = lg.max(1, keepdims=True)
        e = np.exp(lg - mx)
        p = e / e.sum(1, keepdims=True)
        (p * np.log(p + np.float32(1e-10))).sum(1)

    n_stats, n_ent = best(np_stats, 3), best(np_ent, 3)
    n_gum = best(lambda: [NP.gumbel_sample(lg[i:i + 1], keys[i:i + 1], 1.0) for i in range(m)], 1)
    with capsys.disabled():
        print(f"\nvocab kernels, {n} columns, ms per row (1 thread, {t.name}): "
              f"stats {k_stats:.3f} (NumPy {n_stats:.3f}), +entropy {k_ent:.3f} "
              f"(NumPy {n_ent:.3f}), gumbel {k_gum:.3f} (NumPy {n_gum:.3f})")
    assert k_stats < n_stats and k_gum < n_gum
