"""`dllmc compile`, `dllmc ir` and `dllmc logits` from the command line, good and bad input."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from dllmc.compiler.base.errors import DllmcError
from dllmc.runtime.executor.loader import Artifact
from dllmc.tests.factory import tiny, write_model
from dllmc.tests.reference import reference_logits


def dllmc(*args: str | Path, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "dllmc", *map(str, args)], capture_output=True,
                          text=True, cwd=cwd, timeout=600)  # fmt: skip


@pytest.fixture(scope="module")
def model(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    d = tmp_path_factory.mktemp("cli")
    gguf = write_model(d / "tiny.gguf", tiny("dream"), types="Q4_K_M", seed=2)
    so = d / "tiny.so"
    result = dllmc("compile", gguf, "-o", so, "--max-canvas", 48)
    assert result.returncode == 0, result.stderr
    assert "kernels" in result.stderr and so.is_file()
    return gguf, so


def one_line_error(result: subprocess.CompletedProcess[str], *words: str) -> None:
    assert result.returncode == 2, (result.returncode, result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("dllmc: error: "), result.stderr
    for w in words:
        assert w in lines[0], (w, lines[0])


def test_logits_command_matches_reference(model, tmp_path: Path) -> None:
    gguf, so = model
    out = tmp_path / "logits.npy"
    result = dllmc("logits", so, "--gguf", gguf, "--ids", "5,6,7,8,9", "--masks", 3, "--out", out)
    assert result.returncode == 0, result.stderr
    logits = np.load(out)
    mask = tiny("dream").mask_token_id
    ref = reference_logits(gguf, [5, 6, 7, 8, 9, mask, mask, mask])
    assert logits.shape == ref.shape == (8, 1024)
    spread = ref.max(1) - ref.min(1)
    assert (np.abs(logits - ref).max(1) / spread).max() < 0.03


def test_logits_from_text(model, tmp_path: Path) -> None:
    from dllmc.runtime.text.tokenizer import Tokenizer

    gguf, so = model
    out = tmp_path / "t.npy"
    result = dllmc("logits", so, "--gguf", gguf, "--text", "hello world", "--out", out)
    assert result.returncode == 0, result.stderr
    ids = Tokenizer.from_gguf(gguf).encode("hello world")
    ours, ref = np.load(out), reference_logits(gguf, ids)
    assert ours.shape == ref.shape
    assert (np.abs(ours - ref).max(1) / (ref.max(1) - ref.min(1))).max() < 0.03
    one_line_error(dllmc("logits", so, "--gguf", gguf, "--out", out), "either --ids or --text")


def test_ir_lists_and_prints(model) -> None:
    gguf, so = model
    listed = dllmc("ir", so, "--list")
    assert listed.returncode == 0
    symbols = listed.stdout.split()
    assert any(s.startswith("gemm_q4_K_") for s in symbols)
    gemm = next(s for s in symbols if s.startswith("gemm_q4_K_"))
    ll = dllmc("ir", so, "--kernel", gemm)
    assert f"define void @{gemm}(" in ll.stdout and "target triple" in ll.stdout
    asm = dllmc("ir", so, "--kernel", gemm, "--asm")
    assert asm.returncode == 0 and f"{gemm}:" in asm.stdout
    opt = dllmc("ir", so, "--kernel", gemm, "--opt-ll")
    assert opt.returncode == 0 and "define" in opt.stdout
    from_gguf = dllmc("ir", gguf, "--list", "--target", "avx2")
    assert all("_avx2" in s for s in from_gguf.stdout.split())
    one_line_error(dllmc("ir", so, "--kernel", "no_such_kernel"), "0 kernels match")


def test_compile_dumps(model) -> None:
    gguf, _ = model
    for stage, marker in (("graph", "matmul"), ("plan", "arena"), ("ll", "define void"),
                          ("asm", "vfmadd")):  # fmt: skip
        result = dllmc("compile", gguf, "--dump", stage, "--target", "avx2")
        assert result.returncode == 0 and marker in result.stdout, stage


def test_second_compile_is_cached(model, tmp_path: Path) -> None:
    gguf, _ = model
    result = dllmc("compile", gguf, "-o", tmp_path / "again.so", "--max-canvas", 48)
    assert result.returncode == 0 and "(0 built," in result.stderr, result.stderr


def test_bad_input(model, tmp_path: Path) -> None:
    gguf, so = model
    one_line_error(dllmc("compile", gguf, "-o", tmp_path / "x.so", "--target", "sse9"),
                   "unknown target 'sse9'", "avx2")
    one_line_error(dllmc("compile", gguf), "no output file")
    one_line_error(dllmc("compile", gguf, "-o", tmp_path / "x.so", "--max-canvas", 999999),
                   "context length")
    assert not (tmp_path / "x.so").exists()
    other = write_model(tmp_path / "other.gguf", tiny("dream"), types="Q8_0", seed=3)
    one_line_error(dllmc("logits", so, "--gguf", other, "--ids", "1,2", "--out",
                         tmp_path / "o.npy"), "not the model", "recompile")  # fmt: skip
    one_line_error(dllmc("logits", so, "--gguf", gguf, "--ids", "1,2", "--masks", 60, "--out",
                         tmp_path / "o.npy"), "exceed the compiled canvas of 48")  # fmt: skip
    one_line_error(dllmc("logits", so, "--gguf", gguf, "--ids", "1,99999", "--out",
                         tmp_path / "o.npy"))  # fmt: skip
    assert not (tmp_path / "o.npy").exists()
    one_line_error(dllmc("logits", gguf, "--gguf", gguf, "--ids", "1", "--out",
                         tmp_path / "o.npy"), "not a dllmc artifact")  # fmt: skip


def test_artifact_refuses_a_cpu_without_its_features(model, monkeypatch) -> None:
    _, so = model
    import dllmc.targets

    art = Artifact(so)
    monkeypatch.setattr(dllmc.targets, "host_features", lambda: {"avx2", "fma"})
    if not art.info.target_features or set(art.info.target_features) <= {"avx2", "fma"}:
        pytest.skip("the host target needs nothing beyond avx2+fma")
    with pytest.raises(DllmcError, match="lacks"):
        art.check_cpu()
