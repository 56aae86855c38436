"""The NumPy reference (tests/reference.py) against llama.cpp (bench/llamacpp.py).

Metric, per row (= position): max |ref − llama.cpp| / (max − min of llama.cpp's row), the
error as a fraction of the row's logit span; "rel max" is the worst row, "rel median" the
median row.  Plus top-1 agreement: the share of rows whose argmax is the same.

Two kinds of comparison, measured on this machine (2 cores, llama.cpp 0.3.36, 64-token input,
llama.cpp with flash attention off, its most exact path):

1. F32 weights (the real models' weights dequantized into an F32 GGUF, or a factory F32
   model): llama.cpp then multiplies in float32 with nothing quantized, so the two must agree
   to float32 rounding.  Measured rel max: SmolLM2 llama causal 2.2e-6, bidirectional 1.7e-6,
   as llada 1.7e-6; Qwen2.5-Coder-0.5B qwen2 causal 1.0e-6, as dream 2.1e-6; factory models
   (4:1 GQA, QKV bias for qwen2/dream) 4.3e-7 – 6.3e-7; top-1 64/64 (40/40) everywhere.
   Bound 2e-5.
   This is the check that pins the graph: RoPE style, GQA, biases, mask, norms, tied output.
2. The real quantized files: llama.cpp quantizes the activations to 8 bits (q8_0 / q8_1 /
   q8_K blocks) before every quantized matmul, and we multiply exact float32 activations by
   the exactly dequantized weights, so one layer already differs by ~0.5 % (median row) and
   24–30 layers amplify it.  Weight types: SmolLM2 Q4_1 + Q8_0 embeddings; Qwen 0.5B Q5_0,
   Q8_0, Q6_K; Qwen 1.5B Q4_K, Q6_K.  Measured (rel max / rel median / top-1):
     SmolLM2-135M Q4_1  llama causal   4.13e-2 / 1.93e-2 / 62/64
     SmolLM2-135M Q4_1  llama bidir.   3.61e-2 / 1.97e-2 / 64/64
     SmolLM2-135M Q4_1  as llada       3.61e-2 / 1.97e-2 / 64/64  (both sides: same bits as bidir.)
     Qwen2.5-Coder-0.5B qwen2 causal   2.59e-2 / 1.08e-2 / 63/64
     Qwen2.5-Coder-0.5B qwen2 bidir.   1.70e-2 / 1.02e-2 / 64/64  (both sides: same bits as dream)
     Qwen2.5-Coder-0.5B as dream       1.70e-2 / 1.02e-2 / 64/64
     Qwen2.5-Coder-1.5B Q4_K_M dream   2.75e-2 / 1.51e-2 / 64/64  (slow: ~1 min, 6.4 GB RSS)
   Why this is honest and not slack: llama.cpp disagrees with *itself* by the same amount
   when only its attention path changes (flash attention on, K/V in float16, vs off): on
   SmolLM2 causal 3.8e-2 rel max / 2.2e-2 median at 30 layers, and ref-vs-llama.cpp tracks
   that curve layer count by layer count (1 layer: 1.8e-2 vs 0.7e-2, 16 layers: 1.3e-2 vs
   1.3e-2); simulating q8 activation rounding in the reference halves the 1-layer error.
   A real bug is far outside: running the causal reference against bidirectional llama.cpp
   gives rel max 0.87 and top-1 27/64.  Bounds: rel max ≤ 0.08, rel median ≤ 0.04, top-1 ≥
   58/64 (near-ties between the two best tokens may flip).

Diffusion architectures (llada, dream) cannot run causally in llama.cpp: with no KV cache
their decode runs as encode (src/llama-context.cpp `decode` → `encode`, which sets
`cparams.causal_attn = false` around the graph), so their causal mode is checked on the
llama/qwen2-labeled files instead.  Logits are compared row for row: no shift anywhere
(`diffusion.shift_logits` is a sampler convention, not applied by either side).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import gguf
import numpy as np
import pytest

from dllmc.tests.reference import DEQUANTIZED, HParams, ReferenceModel, forget_files

pytestmark = [pytest.mark.llamacpp]

TEXT = (
    'def reverse_string(s: str) -> str:\n    """Return the characters of s in reverse order."""\n'
    "    return s[::-1]\n\n\nThe quick brown fox jumps over the lazy dog. In 1905 Albert Einstein "
    "published four papers that changed physics: on the photoelectric effect, Brownian motion, "
    "special relativity and the equivalence of mass and energy."
)
N_TOKENS = 64

F32_REL_MAX = 2e-5
QUANT_REL_MAX, QUANT_REL_MEDIAN, QUANT_TOP1_MIN = 0.08, 0.04, 58


def compare(ref: np.ndarray, llama: np.ndarray) -> tuple[float, float, int]:
    """(rel max, rel median, top-1 agreements) of two [n, vocab] logit arrays."""
    assert ref.shape == llama.shape
    span = llama.max(axis=1) - llama.min(axis=1)
    rel = np.abs(ref.astype(np.float64) - llama).max(axis=1) / span
    return float(rel.max()), float(np.median(rel)), int((ref.argmax(1) == llama.argmax(1)).sum())


@pytest.fixture(scope="module")
def harness() -> ModuleType:
    from dllmc.bench import llamacpp

    try:
        llamacpp.ensure_llamacpp()
    except llamacpp.LlamaCppUnavailable as e:
        pytest.fail(f"llama.cpp reference unavailable: {e}")
    return llamacpp


def _real(name: str) -> Path:
    from dllmc.bench.real_models import real_model

    try:
        return real_model(name)
    except Exception as e:  # the suite needs it: fail loudly rather than pass vacuously
        pytest.fail(f"real model {name} unavailable: {e}")


_IDS: dict[str, list[int]] = {}


def text_ids(harness: ModuleType, name: str) -> list[int]:
    """The first 64 tokens of TEXT in `name`'s vocabulary (no BOS; shared by relabeled files)."""
    base = name.removesuffix("-llada").removesuffix("-dream")
    if base not in _IDS:
        ids = harness.tokenize(_real(base), TEXT, add_bos=False)
        assert len(ids) >= N_TOKENS
        _IDS[base] = ids[:N_TOKENS]
    return _IDS[base]


# ----------------------------------------------------------------------------- F32, factory


@pytest.mark.parametrize(("arch", "causal"), [("llama", True), ("llama", False),
                                              ("llada", False), ("qwen2", True),
                                              ("qwen2", False), ("dream", False)])
def test_factory_f32_exact(harness: ModuleType, tmp_path: Path, arch: str, causal: bool) -> None:
    from dllmc.tests.factory import tiny, write_model

    config = tiny(arch, n_head=8, n_head_kv=2, head_dim=32)  # GQA 4:1
    path = write_model(tmp_path / f"{arch}.gguf", config, seed=3)
    ids = np.random.default_rng(0).integers(0, config.n_vocab - 32, 40).tolist()
    ref = ReferenceModel(path).logits(ids, causal=causal)
    llama = harness.llama_logits(path, ids, causal=causal, flash_attn=False)
    rel_max, _, top1 = compare(ref, llama)
    print(f"factory {arch} F32 causal={causal}: rel max {rel_max:.3e} top-1 {top1}/{len(ids)}")
    assert rel_max < F32_REL_MAX and top1 == len(ids), (rel_max, top1)


# ----------------------------------------------------------------------------- F32, real


def f32_copy(src: Path, dest: Path) -> Path:
    """`src` with every tensor dequantized to F32 (metadata kept, general.file_type = 0)."""
    from dllmc.bench.real_models import field_value

    reader = gguf.GGUFReader(src)
    arch = field_value(reader.fields["general.architecture"]).decode()
    writer = gguf.GGUFWriter(dest, arch)
    V = gguf.GGUFValueType
    for field in reader.fields.values():
        if field.name == "general.architecture" or field.name.startswith("GGUF."):
            continue
        value = 0 if field.name == "general.file_type" else field_value(field)
        sub = field.types[-1] if field.types[0] == V.ARRAY else None
        writer.add_key_value(field.name, value, field.types[0], sub_type=sub)
    shapes = {t.name: tuple(int(x) for x in reversed(t.shape)) for t in reader.tensors}
    for t in reader.tensors:
        nbytes = 4 * int(np.prod(shapes[t.name]))
        writer.add_tensor_info(t.name, shapes[t.name], np.dtype(np.float32), nbytes,
                               gguf.GGMLQuantizationType.F32)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_ti_data_to_file()
    for t in reader.tensors:
        # through the reference's dequantized tensors, which the quantized tests below then
        # find there (the same files)
        w = DEQUANTIZED.get(DEQUANTIZED.key(t.data, t.tensor_type), t.data, t.tensor_type)
        writer.write_tensor_data(np.ascontiguousarray(w.reshape(shapes[t.name])))
    writer.close()
    return dest


@pytest.fixture(scope="module")
def f32_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    d = tmp_path_factory.mktemp("f32")
    yield d
    for p in d.glob("*.gguf"):  # up to 2 GB each: do not leave them to pytest's retention
        p.unlink()


@pytest.mark.realmodel
@pytest.mark.slow
@pytest.mark.parametrize(("name", "modes"), [
    ("smollm2-135m", (True, False)),
    ("smollm2-135m-llada", (False,)),
    ("qwen2.5-coder-0.5b", (True,)),
    ("qwen2.5-coder-0.5b-dream", (False,)),
], ids=lambda v: v if isinstance(v, str) else "-".join("causal" if c else "bidir" for c in v))
def test_real_f32_exact(harness: ModuleType, f32_dir: Path, name: str,
                        modes: tuple[bool, ...]) -> None:
    path = f32_copy(_real(name), f32_dir / f"{name}.gguf")
    ids = text_ids(harness, name)
    model = ReferenceModel(path)
    try:
        for causal in modes:
            ref = model.logits(ids, causal=causal)
            llama = harness.llama_logits(path, ids, causal=causal, flash_attn=False)
            rel_max, rel_med, top1 = compare(ref, llama)
            print(f"{name} F32 causal={causal}: rel max {rel_max:.3e} median {rel_med:.3e} "
                  f"top-1 {top1}/{len(ids)}")
            assert rel_max < F32_REL_MAX and top1 == len(ids), (causal, rel_max, top1)
    finally:
        del model
        forget_files()  # the 2 GB F32 copy's map, so that unlinking it frees the disk
        path.unlink()


# ----------------------------------------------------------------------------- quantized, real


_REF: dict[tuple[str, bool], np.ndarray] = {}
_LLAMA: dict[tuple[str, bool], np.ndarray] = {}
_MODEL: dict[str, ReferenceModel] = {}  # the last one only (its weights: DEQUANTIZED)
# The hyperparameters each ReferenceModel of a real file read (kept after the model is dropped:
# a new ReferenceModel parses the GGUF again, ~5 s for a 152k-token vocabulary, to read the
# same metadata).
_HP: dict[str, HParams] = {}


def reference_model(name: str) -> ReferenceModel:
    if name not in _MODEL:
        _MODEL.clear()
        _MODEL[name] = ReferenceModel(_real(name))
        _HP[name] = _MODEL[name].hp
    return _MODEL[name]


def reference_hparams(name: str) -> HParams:
    """``ReferenceModel(_real(name)).hp``, from the model ref_logits built if it did."""
    if name not in _HP:
        _HP[name] = ReferenceModel(_real(name)).hp
    return _HP[name]


def ref_logits(harness: ModuleType, name: str, causal: bool) -> np.ndarray:
    if (name, causal) not in _REF:
        _REF[name, causal] = reference_model(name).logits(text_ids(harness, name), causal=causal)
    return _REF[name, causal]


def llama_logits(harness: ModuleType, name: str, causal: bool) -> np.ndarray:
    if (name, causal) not in _LLAMA:
        _LLAMA[name, causal] = harness.llama_logits(_real(name), text_ids(harness, name),
                                                    causal=causal, flash_attn=False)
    return _LLAMA[name, causal]


@pytest.mark.realmodel
@pytest.mark.parametrize(("name", "causal"), [
    ("smollm2-135m", True),
    ("smollm2-135m", False),
    ("smollm2-135m-llada", False),
    ("qwen2.5-coder-0.5b", True),
    ("qwen2.5-coder-0.5b", False),
    ("qwen2.5-coder-0.5b-dream", False),
    pytest.param("qwen2.5-coder-1.5b-dream", False, marks=pytest.mark.slow),  # Q4_K, Q6_K
])
def test_real_quantized_agreement(harness: ModuleType, name: str, causal: bool) -> None:
    rel_max, rel_med, top1 = compare(ref_logits(harness, name, causal),
                                     llama_logits(harness, name, causal))
    print(f"{name} causal={causal}: rel max {rel_max:.3e} median {rel_med:.3e} top-1 {top1}/64")
    assert rel_max < QUANT_REL_MAX, rel_max
    assert rel_med < QUANT_REL_MEDIAN, rel_med
    assert top1 >= QUANT_TOP1_MIN, top1


@pytest.mark.realmodel
@pytest.mark.parametrize(("base", "diffusion"), [("smollm2-135m", "smollm2-135m-llada"),
                                                 ("qwen2.5-coder-0.5b",
                                                  "qwen2.5-coder-0.5b-dream")])
def test_causal_flag_and_raw_rows(harness: ModuleType, base: str, diffusion: str) -> None:
    """The causal flag is honoured on both sides, and relabeling re-indexes nothing."""
    # the diffusion file defaults to bidirectional in the reference
    assert not reference_hparams(diffusion).causal
    assert reference_hparams(base).causal
    # causal and bidirectional really differ, in llama.cpp and in the reference
    for get in (ref_logits, llama_logits):
        rel_max, _, top1 = compare(get(harness, base, True), get(harness, base, False))
        assert rel_max > 0.3 and top1 < 48, (get.__name__, rel_max, top1)
    # and the mismatched pairing is far outside the bound
    rel_max, _, _ = compare(ref_logits(harness, base, True), llama_logits(harness, base, False))
    assert rel_max > 5 * QUANT_REL_MAX
    # same tensors, other label: bit-identical logits on both sides (row i is position i)
    np.testing.assert_array_equal(ref_logits(harness, diffusion, False),
                                  ref_logits(harness, base, False))
    np.testing.assert_array_equal(llama_logits(harness, diffusion, False),
                                  llama_logits(harness, base, False))
    # a one-row shift would be caught: the rows are aligned, their neighbours are not
    ref, llama = ref_logits(harness, diffusion, False), llama_logits(harness, diffusion, False)
    assert compare(ref[1:], llama[:-1])[0] > 5 * QUANT_REL_MAX
