"""Bad GGUF input: one line naming the file, the problem and the fix; exit 2; no traceback.

Each case starts from a valid factory model and breaks one thing, either by editing the file
in place through ``gguf.GGUFReader`` in read-write mode (as gguf's own set_metadata script
does) or by patching bytes.  A hypothesis test then mutates header bytes at random and checks
that nothing but :class:`GGUFError` ever escapes the reader; another mutates the tensor table
field by field (count, names, dimensions, types, offsets) and cuts the file anywhere, and checks
that what the reader accepts is a sound table.  The C runtime's side of the same files (an
artifact opened against a bad GGUF) is in tests/test_runtime.py, where it also runs under the
sanitizers.  ``DLLMC_FUZZ_EXAMPLES`` sets the fuzzers' example count (200 by default: a few
seconds; docs/correctness.md records a longer campaign).
"""

from __future__ import annotations

import itertools
import os
import shutil
import struct
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import gguf
import numpy as np
import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from dllmc.bench.real_models import rewrite_gguf
from dllmc.compiler.base.errors import GGUFError
from dllmc.compiler.base.gguf_file import GGUFFile
from dllmc.compiler.base.reader import read_gguf
from dllmc.tests.factory import tiny, write_model

FUZZ_EXAMPLES = int(os.environ.get("DLLMC_FUZZ_EXAMPLES", "200"))


@pytest.fixture(scope="module")
def good(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("good") / "tiny-llada.gguf"
    return write_model(path, tiny("llada", n_vocab=512), types="Q4_K_M", seed=1)


def run_cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "dllmc", *args], capture_output=True, text=True,
                          timeout=60, env={**os.environ, **(env or {})})


def _set_field(path: Path, key: str, value: int | float) -> None:
    reader = gguf.GGUFReader(path, "r+")
    field = reader.fields[key]
    field.parts[field.data[0]][0] = value
    reader.data.flush()


def _set_tensor_type(path: Path, name: str, qtype: gguf.GGMLQuantizationType) -> None:
    reader = gguf.GGUFReader(path, "r+")
    (t,) = [t for t in reader.tensors if t.name == name]
    t.field.parts[4][0] = int(qtype)  # parts: name length, name, n_dims, dims, type, offset
    reader.data.flush()


def _patch(path: Path, old: bytes, new: bytes) -> None:
    assert len(old) == len(new)
    data = path.read_bytes()
    assert data.count(old) >= 1, old
    path.write_bytes(data.replace(old, new, 1))


def _truncate(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) * 2 // 3])


@dataclass(frozen=True)
class TableEntry:
    """Where one tensor-table entry's fields are in the file (byte positions)."""

    name: str
    name_len_at: int  # u64 length, then the name's bytes
    n_dims_at: int  # u32
    dims_at: int  # u64 each
    n_dims: int
    type_at: int  # u32
    offset_at: int  # u64, relative to the data region
    rel: int


def table_entries(path: Path) -> list[TableEntry]:
    """The tensor table of a valid GGUF, field by field (for breaking it on purpose)."""
    g = GGUFFile.open(path)
    raw, pos, out = g.data, g.table_offset, []
    for _ in g.tensors:
        (n,) = struct.unpack_from("<Q", raw, pos)
        name = bytes(raw[pos + 8 : pos + 8 + n]).decode()
        at = pos + 8 + n
        (n_dims,) = struct.unpack_from("<I", raw, at)
        type_at = at + 4 + 8 * n_dims
        (rel,) = struct.unpack_from("<Q", raw, type_at + 4)
        out.append(TableEntry(name, pos, at, at + 4, n_dims, type_at, type_at + 4, rel))
        pos = type_at + 12
    assert pos <= g.data_offset  # then padding up to the alignment
    return out


def _entry(path: Path, name: str) -> TableEntry:
    return next(e for e in table_entries(path) if e.name == name)


def _put_u64(path: Path, at: int, value: int) -> None:
    with path.open("r+b") as f:
        f.seek(at)
        f.write(value.to_bytes(8, "little"))


def _offset_outside(path: Path) -> None:
    _put_u64(path, _entry(path, "blk.1.ffn_down.weight").offset_at, 1 << 40)


def _overlap(path: Path) -> None:
    """blk.0.ffn_up.weight's data said to start where blk.0.ffn_gate.weight's does."""
    gate = _entry(path, "blk.0.ffn_gate.weight")
    _put_u64(path, _entry(path, "blk.0.ffn_up.weight").offset_at, gate.rel)


def _misaligned(path: Path) -> None:
    e = _entry(path, "blk.0.attn_k.weight")
    _put_u64(path, e.offset_at, e.rel + 16)  # general.alignment is 32


def _cut_in_data(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[:-1000])  # inside the last tensor's data


def _huge_token(path: Path) -> None:
    """The first token text claims 2**40 bytes: the vocabulary runs past the end of the file.
    (After the key: u32 value type, u32 item type, u64 count, then the first length.)"""
    data = bytearray(path.read_bytes())
    at = data.index(b"tokenizer.ggml.tokens") + len(b"tokenizer.ggml.tokens") + 16
    data[at : at + 8] = (1 << 40).to_bytes(8, "little")
    path.write_bytes(bytes(data))


CASES: dict[str, tuple[Callable[[Path], None], tuple[str, ...]]] = {
    # name: (how to break the file, words the one-line message must contain)
    "truncated": (_truncate, ("truncated", "re-download")),
    "vocabulary past the end": (_huge_token, ("truncated", "tokenizer.ggml.tokens", "re-download")),
    "wrong magic": (lambda p: _patch(p, b"GGUF", b"GGML"), ("not a GGUF file", ".gguf")),
    "empty": (lambda p: p.write_bytes(b""), ("too short",)),
    "unknown architecture": (
        lambda p: _patch(p, b"\x05\x00\x00\x00\x00\x00\x00\x00llada", b"\x05\x00\x00\x00\x00\x00\x00\x00mamba"),
        ("unknown architecture 'mamba'", "llada"),
    ),
    "unsupported quant type": (
        lambda p: _set_tensor_type(p, "blk.0.ffn_gate.weight", gguf.GGMLQuantizationType.Q3_K),
        ("blk.0.ffn_gate.weight", "Q3_K", "Q4_K_M file instead", "llama-quantize"),
    ),
    "an IQ quant type": (
        lambda p: _set_tensor_type(p, "blk.0.ffn_up.weight", gguf.GGMLQuantizationType.IQ2_XS),
        ("blk.0.ffn_up.weight", "IQ2_XS", "Q4_K_M file instead", "Q6_K"),
    ),
    "diffuse-cpp's format": (
        lambda p: rewrite_gguf(p, p, arch="diffuse"),
        ("architecture 'diffuse' is diffuse-cpp's own format", "convert_hf_to_gguf.py"),
    ),
    "unknown pre-tokenizer": (
        lambda p: _patch(p, b"bailingmoe", b"bailingmoX"),
        ("unknown pre-tokenizer tokenizer.ggml.pre = 'bailingmoX'", "bailingmoe", "qwen2"),
    ),
    "tokenizer model": (
        lambda p: _patch(p, b"\x04\x00\x00\x00\x00\x00\x00\x00gpt2", b"\x04\x00\x00\x00\x00\x00\x00\x00t5xx"),
        ("tokenizer model 't5xx' is not supported", "byte-level BPE"),
    ),
    "missing hyperparameter": (
        lambda p: _patch(p, b"llada.feed_forward_length", b"llada.feed_forward_lengtX"),
        ("missing hyperparameter llada.feed_forward_length", "convert_hf_to_gguf"),
    ),
    "shape contradicts hyperparameters": (
        lambda p: _set_field(p, "llada.feed_forward_length", 768),
        ("blk.0.ffn_gate.weight", "shape", "[768, 256]"),
    ),
    "heads do not divide": (
        lambda p: _set_field(p, "llada.attention.head_count_kv", 3),
        ("4 attention heads", "3 KV heads"),
    ),
}
# the tensor table against the data: each is also opened by the C runtime (tests/test_runtime.py)
TABLE_CASES: dict[str, tuple[Callable[[Path], None], tuple[str, ...]]] = {
    "tensor offset outside the file": (
        _offset_outside,
        ("corrupt tensor table", "blk.1.ffn_down.weight", f"offset {1 << 40} lies outside",
         "re-download or re-convert"),
    ),
    "tensors overlap": (
        _overlap,
        ("blk.0.ffn_gate.weight", "blk.0.ffn_up.weight", "overlap", "re-download or re-convert"),
    ),
    "misaligned tensor offset": (
        _misaligned,
        ("blk.0.attn_k.weight", "is not a multiple of general.alignment 32", "re-convert"),
    ),
    "data cut short": (_cut_in_data, ("truncated file", "ends at byte", "re-download")),
}
CASES.update(TABLE_CASES)


@pytest.mark.parametrize("case", list(CASES))
def test_bad_gguf_one_line_exit_2(good: Path, tmp_path: Path, case: str) -> None:
    breaker, words = CASES[case]
    bad = tmp_path / "model.gguf"
    shutil.copy(good, bad)
    breaker(bad)
    with pytest.raises(GGUFError) as info:
        read_gguf(bad)
    result = run_cli("inspect", str(bad))
    assert result.returncode == 2, result
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr  # one line, no traceback
    line = lines[0]
    assert line.startswith(f"dllmc: error: {bad}: ")
    assert line == f"dllmc: error: {info.value.line()}"
    for word in words:
        assert word in line, (word, line)


@pytest.mark.parametrize("case", ["unknown pre-tokenizer", "diffuse-cpp's format",
                                  "an IQ quant type"])
def test_refused_before_compiling(good: Path, tmp_path: Path, case: str) -> None:
    """What dllmc cannot run is refused when the spec is read: `compile` writes nothing and
    `run` says nothing about compiling, the one line naming what to do."""
    bad = tmp_path / "model.gguf"
    shutil.copy(good, bad)
    CASES[case][0](bad)
    out = tmp_path / "model.so"
    env = {"DLLMC_CACHE": str(tmp_path / "cache")}
    for args in (("compile", str(bad), "-o", str(out)), ("run", "-m", str(bad), "hi")):
        line = _one_error_line(run_cli(*args, env=env), bad)
        assert all(w in line for w in CASES[case][1]), line
    assert not out.exists() and not (tmp_path / "cache" / "artifacts").exists()


@pytest.fixture(scope="module")
def good_so(good: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    from dllmc.compiler.pipeline import compile_model

    so = tmp_path_factory.mktemp("good-so") / "tiny-llada.so"
    compile_model(good, so, max_canvas=32)
    return so


def _one_error_line(result: subprocess.CompletedProcess[str], bad: Path) -> str:
    assert result.returncode == 2, result
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr  # one line, no traceback
    assert lines[0].startswith(f"dllmc: error: {bad}: "), lines[0]
    return lines[0]


@pytest.mark.parametrize("case", list(TABLE_CASES))
def test_bad_tensor_table_compile_and_run(good: Path, good_so: Path, tmp_path: Path,
                                          case: str) -> None:
    """`dllmc compile` of the file, and `dllmc run` of an artifact against it (compiled from the
    good file: the identity check would not catch a table edited after compiling without it)."""
    breaker, words = TABLE_CASES[case]
    bad = tmp_path / "model.gguf"
    shutil.copy(good, bad)
    breaker(bad)
    for args in (("compile", str(bad), "-o", str(tmp_path / "x.so")),
                 ("run", str(good_so), "--gguf", str(bad), "hello", "--gen-length", "8")):
        line = _one_error_line(run_cli(*args), bad)
        for word in words:
            assert word in line, (args[0], word, line)
    assert not (tmp_path / "x.so").exists()


def test_nan_weights_one_line_exit_2(good: Path, good_so: Path, tmp_path: Path) -> None:
    """NaN/Inf in the tensor data: the header is fine (`inspect` reads it), and no pass over the
    weights looks for them, but the C runtime sees them where it reads the values anyway: the
    repack at open (a float, a quantized block's scale), the embedding rows at the forward that
    uses them.  Either way `dllmc run` says so in one line, exit 2."""
    g = GGUFFile.open(good)
    norm, q, embd = (g.tensors[n] for n in ("output_norm.weight", "blk.0.attn_q.weight",
                                             "token_embd.weight"))
    assert norm.ggml_type == gguf.GGMLQuantizationType.F32
    assert q.ggml_type == embd.ggml_type == gguf.GGMLQuantizationType.Q4_K  # d: the block's first half
    assert "output.weight" in g.tensors  # the embedding table is only ever RAW (read by rows)
    del g
    inf16 = np.array([np.inf], np.float16).tobytes()
    row = embd.nbytes // embd.shape[0]
    cases = {  # name: ([(byte, new bytes)], words the line must hold)
        "nan in a norm": ([(norm.offset + 4 * 7, np.array([np.nan], np.float32).tobytes())],
                          "tensor output_norm.weight holds NaN/Inf values"),
        "inf in a block scale": ([(q.offset + 144 * 5, inf16)],
                                 "tensor blk.0.attn_q.weight holds NaN/Inf values"),
        "inf in the embedding": ([(embd.offset + r * row, inf16) for r in range(embd.shape[0])],
                                 "(token_embd.weight) holds NaN/Inf values"),
    }
    env = {**os.environ, "DLLMC_WEIGHT_CACHE": "0"}
    for name, (patches, words) in cases.items():
        bad = tmp_path / f"{name.replace(' ', '-')}.gguf"
        data = bytearray(good.read_bytes())
        for at, value in patches:
            data[at : at + len(value)] = value
        bad.write_bytes(bytes(data))
        assert run_cli("inspect", str(bad)).returncode == 0, name  # the header is fine
        result = subprocess.run(
            [sys.executable, "-m", "dllmc", "run", str(good_so), "--gguf", str(bad), "hello",
             "--gen-length", "8", "--steps", "2", "--threads", "2"],
            capture_output=True, text=True, timeout=60, env=env,
        )  # fmt: skip
        assert result.returncode == 2, (name, result)
        lines = result.stderr.splitlines()
        assert len(lines) == 1 and lines[0].startswith("dllmc: error: "), (name, result.stderr)
        assert words in lines[0] and "re-download or re-convert" in lines[0], (name, lines[0])
        # the runtime's own fix, and the path at most once (runtime/executor/loader.py runtime_error)
        assert lines[0].count(bad.name) <= 1 and "see the message" not in lines[0], lines[0]


def test_missing_file_and_directory(tmp_path: Path) -> None:
    for path, word in ((tmp_path / "nope.gguf", "no such file"), (tmp_path, "not a regular file")):
        result = run_cli("inspect", str(path))
        assert result.returncode == 2 and result.stderr.count("\n") == 1
        assert word in result.stderr


def test_good_model_reads(good: Path) -> None:
    assert read_gguf(good).hparams.n_layer == 2


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_mutated_headers_raise_only_gguf_error(good: Path, data: st.DataObject) -> None:
    raw = bytearray(good.read_bytes())
    header_end = GGUFFile.open(good).data_offset
    for _ in range(data.draw(st.integers(1, 8), label="mutations")):
        pos = data.draw(st.integers(0, header_end - 1), label="position")
        kind = data.draw(st.sampled_from(["byte", "u64", "cut"]), label="kind")
        if kind == "byte":
            raw[pos] = data.draw(st.integers(0, 255), label="value")
        elif kind == "u64":  # lengths and counts are u64: try huge and off-by-one values
            value = data.draw(st.sampled_from([0, 1, 2**31, 2**63 - 1, 2**64 - 1]), label="u64")
            raw[pos : pos + 8] = value.to_bytes(8, "little")
        else:
            del raw[pos:]
            break
    path = good.with_name("mutated.gguf")
    path.write_bytes(bytes(raw))
    try:
        spec = read_gguf(path)
    except GGUFError as e:
        assert "\n" not in e.line() and str(path) in e.line()
    else:
        assert spec.hparams.n_layer > 0  # a mutation that kept the file valid


# ---------------------------------------------------------------- the tensor table, fuzzed

_U64_VALUES = [0, 1, 31, 32, 2**31, 2**32, 2**63 - 1, 2**63, 2**64 - 1]


def mutate_table(data: st.DataObject, raw: bytearray, entries: list[TableEntry],
                 data_offset: int, cut: bool = True) -> bytearray:
    """1 to 4 mutations of the tensor table, field by field (the tensor count, a name's length
    or bytes, a dimension count, a dimension, a type, a data offset), and with ``cut`` the
    file cut at any point.  Shared with tests/test_runtime.py's fuzzer of the C runtime."""
    kinds = ["count", "name_len", "name_byte", "n_dims", "dim", "type", "offset", "offset",
             "byte"] + (["cut"] if cut else [])  # fmt: skip
    for _ in range(data.draw(st.integers(1, 4), label="mutations")):
        kind = data.draw(st.sampled_from(kinds), label="kind")
        e = data.draw(st.sampled_from(entries), label="tensor")

        def put(at: int, value: int, size: int) -> None:
            raw[at : at + size] = (value % 2 ** (8 * size)).to_bytes(size, "little")

        if kind == "count":
            n = len(entries)
            put(8, data.draw(st.sampled_from([0, 1, n - 1, n + 1, 2 * n, *_U64_VALUES])), 8)
        elif kind == "name_len":
            n = len(e.name)
            put(e.name_len_at, data.draw(st.sampled_from([0, n - 1, n + 1, n + 8, *_U64_VALUES])), 8)
        elif kind == "name_byte":  # another name: perhaps another tensor's (a duplicate)
            i = data.draw(st.integers(0, len(e.name) - 1), label="at")
            raw[e.name_len_at + 8 + i] = data.draw(st.integers(0, 255), label="value")
        elif kind == "n_dims":
            put(e.n_dims_at, data.draw(st.sampled_from([0, 1, 2, 3, 4, 5, 2**31, 2**32 - 1])), 4)
        elif kind == "dim":
            d = data.draw(st.integers(0, e.n_dims - 1), label="dim")
            (old,) = struct.unpack_from("<Q", raw, e.dims_at + 8 * d)
            put(e.dims_at + 8 * d,
                data.draw(st.sampled_from([old * 2, old // 2, old + 1, old + 256, *_U64_VALUES])), 8)
        elif kind == "type":
            put(e.type_at, data.draw(st.sampled_from([*range(42), 2**31, 2**32 - 1])), 4)
        elif kind == "offset":
            other = data.draw(st.sampled_from(entries), label="other")
            size = len(raw) - data_offset
            value = data.draw(st.sampled_from([
                other.rel, e.rel + 1, e.rel + 16, e.rel + 32, e.rel - 32, other.rel + 32, size,
                size - 32, *_U64_VALUES]), label="offset")  # fmt: skip
            put(e.offset_at, value, 8)
        elif kind == "byte":
            at = data.draw(st.integers(entries[0].name_len_at, data_offset - 1), label="at")
            raw[at] = data.draw(st.integers(0, 255), label="value")
        else:
            del raw[data.draw(st.integers(0, len(raw) - 1), label="cut at") :]
            break
    return raw


_KINDS = (("bytes but this artifact", "size"), ("not a GGUF", "magic"), ("too short", "magic"),
          ("version", "version"), ("header", "header"), ("dimensions", "dimensions"),
          ("type", "type"), ("row of", "row"), ("multiple of general.alignment", "misaligned"),
          ("alignment", "alignment"), ("lies outside", "outside"), ("truncated file", "cut"),
          ("overlap", "overlap"), ("twice", "duplicate"), ("has no tensor", "other file"),
          ("in this file but", "other file"))  # fmt: skip


def refusal(message: str) -> str:
    """What a fuzzed file was refused for, in a word (hypothesis' statistics)."""
    return "refused: " + next((kind for key, kind in _KINDS if key in message), message[:30])


def assert_sound_table(g: GGUFFile) -> None:
    """What the reader accepted: every tensor inside the file, aligned, none overlapping."""
    alignment = g.kv.get("general.alignment", 32)
    spans = sorted((t.offset, t.offset + t.nbytes) for t in g.tensors.values())
    for start, end in spans:
        assert (start - g.data_offset) % alignment == 0 and end <= g.file_size
    for (_, end), (start, _) in itertools.pairwise(spans):
        assert end <= start


@settings(max_examples=FUZZ_EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_mutated_tensor_tables_raise_only_gguf_error(good: Path, data: st.DataObject) -> None:
    entries = table_entries(good)
    g = GGUFFile.open(good)
    data_offset = g.data_offset
    del g
    raw = mutate_table(data, bytearray(good.read_bytes()), entries, data_offset)
    path = good.with_name("mutated-table.gguf")
    path.write_bytes(bytes(raw))
    try:
        g = GGUFFile.open(path)
    except GGUFError as e:
        assert "\n" not in e.line() and str(path) in e.line()
        event(refusal(e.what))
        return
    event("read")
    assert_sound_table(g)
    del g
    try:
        read_gguf(path)
    except GGUFError as e:
        assert "\n" not in e.line() and str(path) in e.line()
