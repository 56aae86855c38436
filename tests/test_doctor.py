"""``dllmc doctor`` (compiler/face/doctor.py) on this machine: real checks, no network.

``HF_ENDPOINT`` points at a closed loopback port, so the hub check is quick and always says
"not reachable"; ``DLLMC_CACHE`` is each test's own folder.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from dllmc.compiler.face import doctor as doctor_module
from dllmc.compiler.face.doctor import Check, check_gpu, doctor
from dllmc.runtime.executor import gpu
from dllmc.targets import host_target

CLOSED_PORT = "http://127.0.0.1:9"


def _env(cache: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("CC", "HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE")}
    return {**env, "HF_ENDPOINT": CLOSED_PORT, "DLLMC_CACHE": str(cache),
            "PYTHONIOENCODING": "utf-8", **extra}


def _module(cache: Path, *args: str, **extra: str) -> subprocess.CompletedProcess[str]:
    """``dllmc doctor ARGS`` in its own process (the installed command when there is one)."""
    exe = Path(sys.executable).with_name("dllmc")
    cmd = [str(exe), "doctor"] if exe.exists() else [sys.executable, "-m",
                                                     "dllmc.compiler.face.doctor"]
    return subprocess.run([*cmd, *args], capture_output=True, text=True,
                          env=_env(cache, **extra), timeout=120)


def _invoke(cache: Path, *args: str, **extra: str) -> tuple[int, str]:
    """The click command in this process (what `dllmc doctor` runs once registered)."""
    env: dict[str, str | None] = {"HF_ENDPOINT": CLOSED_PORT, "DLLMC_CACHE": str(cache),
                                  "CC": None, "HF_HUB_OFFLINE": None, **extra}
    result = CliRunner().invoke(doctor, list(args), env=env)
    return result.exit_code, result.output


def _by_name(report: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {c["name"]: c for c in report["checks"]}


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    r = _module(tmp_path_factory.mktemp("cache"), "--json")
    assert r.returncode == 0, r.stdout + r.stderr
    return json.loads(r.stdout)


def test_exit_0_and_json_shape(report: dict[str, Any]) -> None:
    assert report["ok"] is True
    assert set(report) == {"ok", "checks"}
    for c in report["checks"]:
        assert set(c) == {"name", "ok", "detail"}, c  # no fix on a passing line
        assert c["ok"] is True and isinstance(c["detail"], str) and c["detail"]
    names = list(_by_name(report))
    for needed in ("python", "dllmc", "packages", "optional", "c compiler", "llvm", "cpu",
                   "target", "cache", "hub", "gpu", "gpu path"):
        assert needed in names
    assert [n for n in names if n.startswith("cache ")] == [
        "cache objects", "cache artifacts", "cache weights", "cache hub", "cache tokenizer"]


def test_versions_reported(report: dict[str, Any]) -> None:
    import llvmlite.binding as llvm
    import numpy

    checks = _by_name(report)
    assert checks["python"]["detail"].startswith(".".join(map(str, sys.version_info[:3])))
    assert f"numpy {numpy.__version__}" in checks["packages"]["detail"]
    assert checks["llvm"]["detail"].startswith("LLVM " + ".".join(map(str, llvm.llvm_version_info)))
    assert "-fPIC" in checks["c compiler"]["detail"] and "-lpthread" in checks["c compiler"]["detail"]


def test_target_is_host_detection(report: dict[str, Any]) -> None:
    checks = _by_name(report)
    target = host_target()
    assert checks["target"]["detail"].startswith(f"{target.name}: ")
    assert "+".join(target.requires) in checks["target"]["detail"]
    model = next((line.split(":", 1)[1].strip() for line in
                  Path("/proc/cpuinfo").read_text().splitlines()
                  if line.startswith("model name")), "unknown")
    assert checks["cpu"]["detail"].startswith(model)


def test_host_cpu_mask(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """DLLMC_HOST_CPU=avx2 hides what only the targets above AVX2 need: the default target is
    avx2 and doctor says why; a name that is no target is one clear line."""
    from dllmc.compiler.base.errors import DllmcError
    from dllmc.targets import CPU_TARGETS, HOST_CPU_ENV, host_features, missing_features

    if missing_features(CPU_TARGETS["avx2"]):
        pytest.skip("this CPU lacks AVX2")
    real = host_features()
    monkeypatch.setenv(HOST_CPU_ENV, "avx2")
    hidden = real - host_features()
    assert host_target().name == "avx2" and set(CPU_TARGETS["avx2"].requires) <= host_features()
    assert not hidden & set(CPU_TARGETS["avx2"].requires)
    assert hidden == real & {"avxvnni", "avx512f", "avx512bw", "avx512vl", "avx512vnni",
                             "avx512bf16"}
    r = _module(tmp_path, "--json", **{HOST_CPU_ENV: "avx2"})
    target = _by_name(json.loads(r.stdout))["target"]["detail"]
    assert target.startswith("avx2: ") and f"hidden by {HOST_CPU_ENV}" in target, target
    monkeypatch.setenv(HOST_CPU_ENV, "avx9")
    with pytest.raises(DllmcError, match="DLLMC_HOST_CPU='avx9' is not a CPU target"):
        host_features()


def test_text_output(tmp_path: Path) -> None:
    r = _module(tmp_path)
    assert r.returncode == 0, r.stdout + r.stderr
    lines = r.stdout.splitlines()
    assert all(line.startswith("✓ ") for line in lines[:-1]), r.stdout
    assert lines[-1] == "everything dllmc needs to run on this machine is here"
    hub = next(line for line in lines if line.startswith("✓ hub: "))
    assert "not reachable" in hub and CLOSED_PORT in hub and "(HF_ENDPOINT)" in hub
    if gpu.driver_missing() is None:
        pytest.skip("an NVIDIA driver is installed here")
    assert any(line.startswith("✓ gpu: no GPU") for line in lines), r.stdout
    assert any(line.startswith("✓ gpu path: not verified") for line in lines), r.stdout


def test_missing_compiler_fails(tmp_path: Path) -> None:
    code, out = _invoke(tmp_path, CC="/nonexistent/cc")
    assert code == 1, out
    line = next(line for line in out.splitlines() if line.startswith("✗ c compiler: "))
    assert "/nonexistent/cc" in line and "; fix: install a C compiler" in line
    assert out.splitlines()[-1] == "1 failed: c compiler"
    code, out = _invoke(tmp_path, "--json", CC="/nonexistent/cc")
    data = json.loads(out)
    assert code == 1 and data["ok"] is False
    cc = _by_name(data)["c compiler"]
    assert cc["ok"] is False and "set CC" in cc["fix"]


def test_cache_sizes(tmp_path: Path) -> None:
    (tmp_path / "objects" / "sub").mkdir(parents=True)
    for name, size in (("a.o", 100), ("b.o", 200), ("sub/c.ptx", 300)):
        (tmp_path / "objects" / name).write_bytes(b"x" * size)
    (tmp_path / "weights").mkdir()
    (tmp_path / "weights" / "w.bin").write_bytes(b"\0" * (3 << 20))
    repo = tmp_path / "hub" / "models--acme--tiny-GGUF"
    repo.mkdir(parents=True)
    manifest = json.dumps({"format": 1, "repo": "acme/tiny-GGUF", "commit": None, "files": {}})
    (repo / "manifest.json").write_text(manifest)
    (repo / "tiny.Q4_K_M.gguf").write_bytes(b"g" * 500)
    (tmp_path / "extra").mkdir()
    (tmp_path / "extra" / "x").write_bytes(b"y" * 10)
    code, out = _invoke(tmp_path, "--json")
    assert code == 0, out
    checks = _by_name(json.loads(out))
    assert checks["cache objects"]["detail"].startswith("600 B in 3 files; ")
    assert checks["cache weights"]["detail"].startswith("3.0 MiB in 1 file; ")
    assert checks["cache hub"]["detail"].startswith(f"{500 + len(manifest)} B in 2 files; ")
    assert checks["cache artifacts"]["detail"].startswith("0 B in 0 files; ")
    assert checks["cache"]["detail"].startswith(f"{tmp_path} (DLLMC_CACHE): ")
    assert checks["cache"]["detail"].endswith("; other folders extra: 10 B")
    assert checks["hub model acme/tiny-GGUF"]["detail"] == "tiny.Q4_K_M.gguf: 500 B"
    assert "hub models" not in checks


def test_cache_root_not_a_folder(tmp_path: Path) -> None:
    root = tmp_path / "file"
    root.write_text("not a folder")
    code, out = _invoke(root)
    assert code == 1, out
    line = next(line for line in out.splitlines() if line.startswith("✗ cache: "))
    assert "is not a folder" in line and "fix: set DLLMC_CACHE to a writable folder" in line


def test_read_only_cache_root(tmp_path: Path) -> None:
    root = tmp_path / "ro"
    root.mkdir()
    root.chmod(0o500)
    try:
        if os.access(root, os.W_OK):
            pytest.skip("running as root: a 0o500 folder is writable anyway")
        code, out = _invoke(root, "--json")
    finally:
        root.chmod(0o700)
    cache = _by_name(json.loads(out))["cache"]
    assert code == 1 and cache["ok"] is False and "not writable" in cache["detail"]
    assert "DLLMC_CACHE" in cache["fix"]


def test_ascii_stdout_degrades(tmp_path: Path) -> None:
    r = _module(tmp_path, CC="/nonexistent/cc", PYTHONIOENCODING="ascii")
    assert r.returncode == 1, r.stdout + r.stderr
    lines = r.stdout.splitlines()
    assert all(line.startswith(("ok   ", "FAIL ")) for line in lines[:-1]), r.stdout
    assert [line for line in lines if line.startswith("FAIL ")] == [
        next(line for line in lines if line.startswith("FAIL c compiler: "))]
    r.stdout.encode("ascii")


def test_gpu_lines_with_a_device(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The device listing's wording, through runtime/executor/gpu.py's functions (no GPU here)."""
    device = gpu.GpuDevice(0, "NVIDIA H100", 9, 0, 80 << 30, 70 << 30)
    old = gpu.GpuDevice(1, "Tesla T4", 7, 5, 16 << 30, 15 << 30)
    monkeypatch.setattr(gpu, "driver_missing", lambda: None)
    monkeypatch.setattr(gpu, "list_devices", lambda: ([device, old], ""))
    checks = check_gpu()
    assert checks[0] == Check("gpu 0", True, "NVIDIA H100, compute capability 9.0, 70.0 of "
                                             "80.0 GiB free; compiles for sm_90")
    assert checks[1].detail.endswith("below compute capability 8.0: the CPU is used")
    assert checks[2].name == "gpu path" and checks[2].ok


def test_a_broken_needed_check_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken() -> list[Check]:
        raise RuntimeError("boom")

    monkeypatch.setattr(doctor_module, "CHECKS", (("cpu", broken, True), ("gpu", broken, False)))
    checks = doctor_module.run_checks()
    assert [(c.name, c.ok) for c in checks] == [("cpu", False), ("gpu", True)]
    assert checks[0].detail == "could not check: RuntimeError: boom"


def test_packages_missing_or_old(monkeypatch: pytest.MonkeyPatch) -> None:
    real = doctor_module._installed
    fake = {"numpy": "1.20.3", "cffi": None, "ray": None}
    monkeypatch.setattr(doctor_module, "_installed",
                        lambda name: fake[name] if name in fake else real(name))
    checks = {c.name: c for c in doctor_module.check_packages()}
    assert not checks["packages"].ok
    assert "numpy 1.20.3 (needs 1.26+)" in checks["packages"].detail
    assert "cffi missing" in checks["packages"].detail
    assert checks["packages"].fix == "pip install 'numpy>=1.26' 'cffi>=1.16'"
    assert checks["optional"].ok
    assert "ray not installed: `pip install 'dllmc[ray]'` for dllmc serve --ray" in (
        checks["optional"].detail)


def test_settings_are_read_in_one_place(monkeypatch: pytest.MonkeyPatch) -> None:
    """The product reads the environment only through compiler/base/settings.py (one parser per
    kind), README names every setting, doctor shows the ones set, a bad switch is one line."""
    from dllmc.compiler.base import settings
    from dllmc.compiler.base.errors import DllmcError

    root = Path(__file__).resolve().parent.parent
    readers = [f"{p.relative_to(root)}:{n}" for d in ("compiler", "runtime", "targets")
               for p in sorted((root / d).rglob("*.py")) if p.name != "settings.py"
               for n, line in enumerate(p.read_text().splitlines(), 1)
               if "os.environ" in line or "getenv(" in line]
    assert readers == [], readers
    readme = (root / "README.md").read_text()
    assert [s.name for s in settings.SETTINGS if f"`{s.name}`" not in readme] == []
    monkeypatch.setenv("DLLMC_WEIGHT_CACHE", "2")
    with pytest.raises(DllmcError, match="DLLMC_WEIGHT_CACHE='2' is neither on nor off"):
        settings.WEIGHT_CACHE.switch(True)
    monkeypatch.setenv("DLLMC_WEIGHT_CACHE", " OFF ")
    assert settings.WEIGHT_CACHE.switch(True) is False
    monkeypatch.setenv("HF_HUB_OFFLINE", "maybe")  # huggingface_hub reads this as off
    assert settings.HF_HUB_OFFLINE.switch(False, strict=False) is False
    line = doctor_module.check_settings()[0].detail
    assert "DLLMC_WEIGHT_CACHE=OFF" in line and "HF_HUB_OFFLINE=maybe" in line
