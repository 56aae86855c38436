"""The NVIDIA backend from the command line: `dllmc compile --target ...,sm_XX`, `dllmc ir
--ptx`, `dllmc run --device`, and (marker ``gpu``, skipped with the reason elsewhere) the GPU
forward pass against the CPU's.

Here, without a GPU: the artifact embeds one PTX module per requested SM, each assembles
with ``ptxas`` (skipped only where ptxas is absent) and holds the tensor-core ``mma.sync``;
``dllmc ir --ptx`` prints what ptxas accepts (one kernel with ``--kernel``); every bad input
is one line and exit status 2; ``--device auto`` runs on the CPU.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from dllmc.compiler import ptx
from dllmc.compiler.ptx import module_entries
from dllmc.runtime.executor.gpu import (
    compile_target,
    driver_missing,
    gpu_plans,
    list_devices,
)
from dllmc.runtime.executor.loader import Artifact, SeqRows
from dllmc.targets import parse_targets
from dllmc.targets.gpu import GPU_TARGETS
from dllmc.tests.factory import tiny, write_model

SMS = ("sm_80", "sm_86", "sm_89", "sm_90")
needs_ptxas = pytest.mark.skipif(ptx.ptxas_path() is None,
                                 reason="ptxas not found (CUDA toolkit not installed)")


def dllmc(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "dllmc", *map(str, args)], capture_output=True,
                          text=True, timeout=900)


def one_line_error(result: subprocess.CompletedProcess[str], *words: str) -> None:
    assert result.returncode == 2, (result.returncode, result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("dllmc: error: "), result.stderr
    assert "Traceback" not in result.stderr
    for w in words:
        assert w in lines[0], (w, lines[0])


def gpu_reason() -> str | None:
    """Why the GPU tests cannot run here (None: a usable GPU is present)."""
    missing = driver_missing()
    if missing:
        return missing
    devices, why = list_devices()
    if not [d for d in devices if (d.major, d.minor) >= (8, 0)]:
        return f"no CUDA device of compute capability >= 8.0 ({why or 'all below 8.0'})"
    return None


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, Path]:
    """(GGUF, artifact with PTX for all four SMs, CPU-only artifact)."""
    d = tmp_path_factory.mktemp("gpu-cli")
    gguf = write_model(d / "tiny.gguf", tiny("dream"), types="Q4_K_M", seed=2)
    so, cpu = d / "tiny.so", d / "cpu.so"
    r = dllmc("compile", gguf, "-o", so, "--max-canvas", 48, "--target", ",".join(SMS))
    assert r.returncode == 0, r.stderr
    assert all(sm in r.stderr for sm in SMS), r.stderr
    r = dllmc("compile", gguf, "-o", cpu, "--max-canvas", 48)
    assert r.returncode == 0, r.stderr
    return gguf, so, cpu


def test_targets_parse() -> None:
    ts = parse_targets("sm_90,avx2,sm_80,sm_90")
    assert ts.cpu.name == "avx2" and [t.name for t in ts.gpus] == ["sm_80", "sm_90"]
    assert ts.names == "avx2,sm_80,sm_90"
    assert parse_targets("sm_86").cpu.kind == "cpu"  # the host's CPU part beside it
    assert parse_targets(None).gpus == ()


def test_artifact_embeds_every_sm(built: tuple[Path, Path, Path]) -> None:
    _, so, cpu = built
    plans = gpu_plans(Artifact(so))
    assert list(plans) == list(SMS)
    for sm, plan in plans.items():
        t, text = GPU_TARGETS[sm], plan.ptx
        assert f".target {sm}" in text and f".version {t.ptx_version}" in text
        assert set(module_entries(text)) == {k["symbol"] for k in plan.kernels}
        assert "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32" in text  # Q4_K
        assert "mma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32" in text  # Q6_K
        assert "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32" in text  # attention
    assert gpu_plans(Artifact(cpu)) == {}


@needs_ptxas
def test_embedded_modules_assemble(built: tuple[Path, Path, Path]) -> None:
    for sm, plan in gpu_plans(Artifact(built[1])).items():
        r = ptx.ptxas(plan.ptx, GPU_TARGETS[sm])
        assert r.returncode == 0, (sm, r.stderr[-3000:])


@needs_ptxas
@pytest.mark.parametrize("sm", ["sm_80", "sm_90"])
def test_ir_ptx_assembles(built: tuple[Path, Path, Path], sm: str) -> None:
    _, so, _ = built
    whole = dllmc("ir", so, "--ptx", "--sm", sm)
    assert whole.returncode == 0, whole.stderr
    assert whole.stdout == gpu_plans(Artifact(so))[sm].ptx
    assert ptx.ptxas(whole.stdout, GPU_TARGETS[sm]).returncode == 0
    listed = dllmc("ir", so, "--ptx", "--sm", sm, "--list").stdout.split()
    assert listed == module_entries(whole.stdout)
    gemm = next(s for s in listed if s.startswith("gemm_q4_K"))
    one = dllmc("ir", so, "--ptx", "--sm", sm, "--kernel", gemm)
    assert one.returncode == 0, one.stderr
    assert module_entries(one.stdout) == [gemm]
    assert "mma.sync.aligned.m16n8k32" in one.stdout
    r = ptx.ptxas(one.stdout, GPU_TARGETS[sm])
    assert r.returncode == 0, r.stderr[-3000:]


@needs_ptxas
def test_ir_ptx_of_a_gguf(built: tuple[Path, Path, Path]) -> None:
    gguf, so, _ = built
    r = dllmc("ir", gguf, "--ptx", "--sm", "sm_89")
    assert r.returncode == 0, r.stderr
    assert r.stdout == gpu_plans(Artifact(so))["sm_89"].ptx  # the same module, cached
    assert ptx.ptxas(r.stdout, GPU_TARGETS["sm_89"]).returncode == 0


def test_gpu_beside_a_cpu_target(built: tuple[Path, Path, Path], tmp_path: Path) -> None:
    gguf = built[0]
    so = tmp_path / "g.so"
    r = dllmc("compile", gguf, "-o", so, "--max-canvas", 48, "--target", "generic,sm_86")
    assert r.returncode == 0, r.stderr
    art = Artifact(so)
    assert art.info.target == "generic" and list(gpu_plans(art)) == ["sm_86"]
    dumped = dllmc("compile", gguf, "--dump", "plan", "--target", "generic,sm_86")
    assert " on sm_86:" in dumped.stdout and "gemm_q4_K_sm_86" in dumped.stdout


def test_bad_input_is_one_line(built: tuple[Path, Path, Path], tmp_path: Path) -> None:
    gguf, so, cpu = built
    out = tmp_path / "x.so"
    one_line_error(dllmc("compile", gguf, "-o", out, "--target", "sm_75"), "unknown target 'sm_75'",
                   "sm_80")
    one_line_error(dllmc("compile", gguf, "-o", out, "--target", "avx2,generic"), "2 CPU targets")
    one_line_error(dllmc("ir", cpu, "--ptx"), "no GPU code", "--target")
    one_line_error(dllmc("ir", so, "--ptx", "--sm", "sm_75"), "unknown SM")
    one_line_error(dllmc("ir", so, "--ptx", "--kernel", "no_such_kernel"), "0 kernels match")
    sm80 = tmp_path / "sm80.so"
    assert dllmc("compile", gguf, "-o", sm80, "--max-canvas", 48, "--target",
                 "sm_80").returncode == 0
    one_line_error(dllmc("ir", sm80, "--ptx", "--sm", "sm_90"), "no PTX for sm_90", "sm_80")
    one_line_error(dllmc("run", cpu, "--gguf", gguf, "hi", "--device", "gpu"), "no GPU code",
                   "sm_80")


def test_device_gpu_without_a_gpu(built: tuple[Path, Path, Path]) -> None:
    if gpu_reason() is None:
        pytest.skip("a usable GPU is present: --device gpu runs (see the gpu tests)")
    gguf, so, _ = built
    one_line_error(dllmc("run", so, "--gguf", gguf, "hi", "--device", "gpu"), "no usable GPU")
    one_line_error(dllmc("run", "-m", gguf, "hi", "--device", "gpu", "--max-canvas", 48),
                   "no usable GPU", "--device cpu")
    assert compile_target("auto") is None and compile_target("cpu") is None


def test_gpu_verified_is_the_results_file() -> None:
    """``--device auto`` uses a GPU only once the device check has passed on one: the flag in
    targets/gpu.py names a passing bench/results/*-gpu.json, and is None while there is none."""
    from dllmc.targets.gpu import GPU_VERIFIED

    results = Path(__file__).resolve().parents[1] / "bench" / "results"
    passed = sorted(f.name for f in results.glob("*-gpu.json")
                    if json.loads(f.read_text()).get("ok") is True)
    if GPU_VERIFIED is None:
        assert passed == [], f"{passed} passed: set targets.gpu.GPU_VERIFIED"
    else:
        assert GPU_VERIFIED in passed, (GPU_VERIFIED, passed)


def test_device_auto_falls_back_to_the_cpu(built: tuple[Path, Path, Path]) -> None:
    from dllmc.runtime.executor.gpu import gpu_verified

    if gpu_reason() is None and gpu_verified():
        pytest.skip("a usable GPU is present and verified: auto picks it")
    gguf, so, _ = built
    r = dllmc("run", so, "--gguf", gguf, "hello", "--gen-length", 8, "--steps", 4, "--json")
    assert r.returncode == 0, r.stderr
    assert "running on the CPU" in r.stderr and json.loads(r.stdout)["steps_run"] == 4
    cpu = dllmc("run", so, "--gguf", gguf, "hello", "--gen-length", 8, "--steps", 4, "--json",
                "--device", "cpu")
    assert cpu.returncode == 0 and json.loads(cpu.stdout)["tokens"] == json.loads(r.stdout)["tokens"]


# ----------------------------------------------------------------------------- on a GPU


@pytest.mark.gpu
def test_gpu_forward_matches_cpu(tmp_path: Path) -> None:
    reason = gpu_reason()
    if reason:
        pytest.skip(reason)
    from dllmc.compiler.pipeline import compile_model
    from dllmc.runtime.executor.gpu import GpuModel

    sm = compile_target("gpu")
    assert sm is not None
    for arch, types in (("dream", "Q4_K_M"), ("llada", {"*": "Q4_K", "attn_q": "Q5_0",
                                                         "ffn_up": "F16", "output": "Q8_0"})):
        gguf = write_model(tmp_path / f"{arch}.gguf", tiny(arch), types=types, seed=4)
        so = tmp_path / f"{arch}.so"
        compile_model(gguf, so, target=sm.name, max_canvas=96)
        art = Artifact(so)
        ids = np.random.default_rng(1).integers(0, 900, 90).astype(np.int32)
        rows = np.array([89, 3, 3, 40], np.int32)
        # the stateless forward, then batched ones: two sequences in their slots (one with
        # causal key ends) and a subset recomputed against the keys the first call stored
        other = ids[::-1][:50].copy()
        changed = ids.copy()
        changed[[3, 40]] = [7, 8]
        batches = [[SeqRows.canvas(0, ids), SeqRows.canvas(1, other, causal=True)],
                   [SeqRows.subset(0, changed, [3, 40, 89])]]
        with art.open(gguf, threads=1, slots=2) as cpu, GpuModel(art, gguf, slots=2) as gpu:
            pairs = [(cpu.forward(ids, r), gpu.forward(ids, r)) for r in (None, rows)]
            pairs += [(cpu.forward_batch(b), gpu.forward_batch(b)) for b in batches]
            for want, got in pairs:
                spread = want.max(1) - want.min(1)
                assert (np.abs(got - want).max(1) / spread).max() < 0.03, arch
                assert np.mean(got.argmax(1) == want.argmax(1)) >= 0.9, arch


@pytest.mark.gpu
def test_run_device_gpu(built: tuple[Path, Path, Path], tmp_path: Path) -> None:
    reason = gpu_reason()
    if reason:
        pytest.skip(reason)
    gguf = built[0]
    sm = compile_target("gpu")
    so = tmp_path / "dev.so"
    assert dllmc("compile", gguf, "-o", so, "--max-canvas", 48, "--target", sm.name).returncode == 0
    r = dllmc("run", so, "--gguf", gguf, "hello", "--gen-length", 8, "--steps", 4, "--json",
              "--device", "gpu")
    assert r.returncode == 0, r.stderr
    assert re.search(r"running on GPU \d", r.stderr) and json.loads(r.stdout)["steps_run"] >= 1


def test_devices_are_listed_through_the_driver_with_ctypes(tmp_path: Path) -> None:
    """The device listing calls the NVIDIA driver's API directly (ctypes; no C compiler at run
    time): here against a stand-in libcuda with the driver's signatures
    (tests/runtime_c/fake_libcuda.c), two devices, the second failing its context.  Each
    primary context retained is released; a device that fails is named with the driver's
    error, the others listed."""
    import ctypes

    from dllmc.compiler.base.toolchain import c_compiler

    src = Path(__file__).with_name("runtime_c") / "fake_libcuda.c"
    lib = tmp_path / "libcuda.so.1"
    subprocess.run([c_compiler(), "-shared", "-fPIC", "-Wall", "-Wextra", "-Werror", "-o",
                    str(lib), str(src)], check=True)
    assert driver_missing(str(lib)) is None
    assert driver_missing(str(tmp_path / "nothing.so")).startswith("no NVIDIA driver")
    devices, why = list_devices(str(lib))
    assert [(d.index, d.name, d.major, d.minor) for d in devices] == [(0, "Fake H200", 9, 0)]
    assert (devices[0].total_bytes, devices[0].free_bytes) == (141 << 30, 139 << 30)
    assert why == "GPU 1: cuDevicePrimaryCtxRetain failed: CUDA error 2 (out of memory)"
    assert ctypes.CDLL(str(lib)).fake_retained() == 0
    assert list_devices(str(tmp_path / "nothing.so")) == (
        [], f"no NVIDIA driver ({tmp_path / 'nothing.so'} cannot be opened)")
