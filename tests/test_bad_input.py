"""Bad GGUF input: one line naming the file, the problem and the fix; exit 2; no traceback.

Each case starts from a valid factory model and breaks one thing, either by editing the file
in place through ``gguf.GGUFReader`` in read-write mode (as gguf's own set_metadata script
does) or by patching bytes.  A hypothesis test then mutates header bytes at random and checks
that nothing but :class:`GGUFError` ever escapes the reader.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import gguf
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dllmc.compiler.errors import GGUFError
from dllmc.compiler.gguf_file import GGUFFile
from dllmc.compiler.reader import read_gguf
from dllmc.tests.factory import tiny, write_model


@pytest.fixture(scope="module")
def good(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("good") / "tiny-llada.gguf"
    return write_model(path, tiny("llada", n_vocab=512), types="Q4_K_M", seed=1)


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dllmc", *args], capture_output=True, text=True, timeout=60
    )


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
        ("blk.0.ffn_gate.weight", "Q3_K", "llama-quantize"),
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
