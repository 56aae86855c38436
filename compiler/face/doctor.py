"""``dllmc doctor``: what this machine has for dllmc, one line per check (docs/doctor.md).

Each check is a small function returning :class:`Check` lines; :data:`CHECKS` lists them and
says which are needed to run here (Python, packages, the C compiler, a CPU target, a writable
cache).  The hub and the GPU are informational: offline or CPU-only is a working setup.  The
exit status is 0 when every line is ``ok``, 1 otherwise.
"""

from __future__ import annotations

import ctypes
import importlib.metadata
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import click

from dllmc.compiler.base import settings

MIN_PYTHON = (3, 11)
MIN_FREE_BYTES = 1 << 30
HUB_TIMEOUT_S = 3.0
REQUIRED = ("llvmlite", "numpy", "cffi", "jinja2", "click", "gguf", "tokenizers",
            "huggingface_hub")
OPTIONAL = {  # package -> (what it enables, how to get it)
    "fastapi": ("dllmc serve", "pip install fastapi uvicorn"),
    "uvicorn": ("dllmc serve", "pip install fastapi uvicorn"),
    "ray": ("dllmc serve --ray", "pip install 'dllmc[ray]'"),
}
# /proc/cpuinfo's names of the features the CPU targets (targets/cpu.py) care about
CPU_FLAGS = ("avx2", "fma", "f16c", "avx_vnni", "avx512f", "avx512bw", "avx512vl",
             "avx512_vnni", "avx512_bf16")
CACHE_FIX = "free space with `dllmc cache clean`, or set DLLMC_CACHE to a folder on a bigger disk"
PROBE_C = """#include <math.h>
#include <pthread.h>
double dllmc_doctor_probe(double x) { return sqrt(x) + (double)(pthread_self() == 0); }
"""


@dataclass(frozen=True)
class Check:
    name: str
    ok: bool
    detail: str
    fix: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "ok": self.ok, "detail": self.detail}
        return out if self.fix is None else {**out, "fix": self.fix}


def size_text(n: int) -> str:
    for unit, scale in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= scale:
            return f"{n / scale:.1f} {unit}"
    return f"{n} B"


def du(path: Path) -> tuple[int, int]:
    """(bytes, files) under ``path`` (apparent sizes, links not followed); (0, 0) if absent."""
    total = count = 0
    for folder, _, names in os.walk(path):
        for name in names:
            try:
                total += os.lstat(os.path.join(folder, name)).st_size
                count += 1
            except OSError:
                pass
    return total, count


def _files(n: int) -> str:
    return f"{n} file" if n == 1 else f"{n} files"


# ----------------------------------------------------------------------------- the checks


def check_python() -> list[Check]:
    ok = sys.version_info >= MIN_PYTHON
    return [Check("python", ok, f"{platform.python_version()} ({sys.executable}); 3.11+ needed",
                  None if ok else "install Python 3.11 or later and reinstall dllmc with it")]


def _minimums() -> dict[str, str]:
    """package -> the lowest version dllmc's metadata asks for (``name>=X``, no markers)."""
    try:
        reqs = importlib.metadata.requires("dllmc") or []
    except importlib.metadata.PackageNotFoundError:  # run from a source tree
        reqs = []
    found = (re.match(r"^([\w.-]+)(?:\[[^\]]*\])?\s*>=\s*([\d.]+)\s*$", r) for r in reqs)
    return {m[1].lower().replace("-", "_"): m[2] for m in found if m}


def _installed(name: str) -> str | None:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None


def _numbers(version: str) -> tuple[int, ...]:
    return tuple(int(p) for p in re.findall(r"\d+", version.split("+")[0])[:3])


def check_packages() -> list[Check]:
    from dllmc.compiler.base.version import __version__

    low = _minimums()
    have = {name: _installed(name) for name in (*REQUIRED, *OPTIONAL)}
    old = {n for n in REQUIRED if have[n] and n in low and _numbers(have[n]) < _numbers(low[n])}
    bad = [n for n in REQUIRED if have[n] is None or n in old]
    listed = ", ".join(f"{n} {have[n] or 'missing'}" + (f" (needs {low[n]}+)" if n in old else "")
                       for n in REQUIRED)
    fix = "pip install " + " ".join(f"'{n}>={low[n]}'" if n in low else n for n in bad)
    extras = [f"{n} {have[n]}" if have[n] else f"{n} not installed: `{how}` for {enables}"
              for n, (enables, how) in OPTIONAL.items()]
    here = Path(__file__).resolve().parent.parent
    return [Check("dllmc", True, f"{__version__} ({here})"),
            Check("packages", not bad, listed, fix if bad else None),
            Check("optional", True, "; ".join(extras))]


def check_compiler() -> list[Check]:
    """Compile and link a tiny shared library as compiler/link.py does, then load it."""
    from dllmc.compiler.base.errors import DllmcError
    from dllmc.compiler.base.toolchain import CFLAGS, LIBS, c_compiler

    fix = "install a C compiler (e.g. apt install gcc) or set CC to its path"
    try:
        cc = c_compiler()
        with tempfile.TemporaryDirectory(prefix="dllmc-doctor-") as tmp:
            source, lib = Path(tmp) / "probe.c", Path(tmp) / "libprobe.so"
            source.write_text(PROBE_C)
            cmd = [cc, *CFLAGS, "-shared", "-o", str(lib), str(source), *LIBS]
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
            if r.returncode != 0:
                last = (r.stderr.strip().splitlines() or [f"exit status {r.returncode}"])[-1]
                return [Check("c compiler", False, f"{cc} cannot link a shared library: {last}",
                              fix)]
            probe = ctypes.CDLL(str(lib)).dllmc_doctor_probe
            probe.restype, probe.argtypes = ctypes.c_double, [ctypes.c_double]
            if probe(16.0) != 4.0:
                return [Check("c compiler", False, f"{cc}'s test library computes wrongly", fix)]
        version = subprocess.run([cc, "--version"], capture_output=True, text=True, timeout=30)
        first = (version.stdout.strip().splitlines() or ["version unknown"])[0]
    except DllmcError as e:
        return [Check("c compiler", False, e.what, fix)]
    except (OSError, subprocess.SubprocessError) as e:
        return [Check("c compiler", False, f"running the C compiler failed: {e}", fix)]
    flags = " ".join((*CFLAGS, "-shared", *LIBS))
    return [Check("c compiler", True, f"{cc}: {first}; links a shared library with {flags}")]


def check_llvm() -> list[Check]:
    import llvmlite
    import llvmlite.binding as llvm

    version = ".".join(map(str, llvm.llvm_version_info))
    return [Check("llvm", True, f"LLVM {version} (llvmlite {llvmlite.__version__}), "
                                f"host {llvm.get_process_triple()} {llvm.get_host_cpu_name()}")]


def _cpuinfo() -> tuple[str, set[str]]:
    """(model name, flags) of the first CPU in /proc/cpuinfo; ("unknown", set()) without it."""
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        return "unknown", set()
    model = re.search(r"^model name\s*:\s*(.+)$", text, re.MULTILINE)
    flags = re.search(r"^flags\s*:\s*(.*)$", text, re.MULTILINE)
    return (model[1].strip() if model else "unknown"), set(flags[1].split() if flags else ())


def check_cpu() -> list[Check]:
    from dllmc.targets import (
        CPU_TARGETS,
        HOST_CPU_ENV,
        host_cpu_mask,
        host_features,
        host_target,
        missing_features,
    )

    model, flags = _cpuinfo()
    present = [f for f in CPU_FLAGS if f in flags]
    absent = [f for f in CPU_FLAGS if f not in flags]
    cpu = Check("cpu", True, f"{model} ({platform.machine()}); flags: {' '.join(present) or '-'}"
                + (f"; absent: {' '.join(absent)}" if absent else ""))
    machine = platform.machine().lower()
    if machine not in ("x86_64", "amd64"):
        return [cpu, Check("target", False, f"none: dllmc compiles for x86-64, this is {machine}",
                           "run dllmc on an x86-64 machine")]
    have = host_features()
    target = host_target()
    why = ("+".join(target.requires) + " present") if target.requires else "portable SSE2 code"
    skipped = [f"{t.name} needs {'+'.join(missing_features(t, have))}"
               for t in CPU_TARGETS.values() if t is not target and missing_features(t, have)]
    tail = f" (not {'; '.join(skipped)})" if skipped else ""
    if (cap := host_cpu_mask()) is not None:
        tail += f"; features beyond {cap.name} hidden by {HOST_CPU_ENV}"
    return [cpu, Check("target", True, f"{target.name}: {why}{tail}")]


def _unwritable(root: Path) -> str | None:
    """Why the cache root cannot be written (or created), None when it can."""
    if root.exists():
        if not root.is_dir():
            return "is not a folder"
        try:
            fd, name = tempfile.mkstemp(dir=root, prefix=".doctor-")
            os.close(fd)
            os.unlink(name)
        except OSError as e:
            return f"is not writable ({e.strerror})"
        return None
    base = _existing(root)
    if not base.is_dir() or not os.access(base, os.W_OK | os.X_OK):
        return f"cannot be created ({base} is not a writable folder)"
    return None


def _existing(path: Path) -> Path:
    while not path.exists() and path != path.parent:
        path = path.parent
    return path


def check_cache() -> list[Check]:
    from dllmc.compiler.base.cache import FOLDERS, cache_dir, cache_root

    root = cache_root()
    where = f"{root}" + (f" ({settings.CACHE.name})" if settings.CACHE.is_set() else "")
    problem = _unwritable(root)
    free = shutil.disk_usage(_existing(root)).free
    others = sorted(p.name for p in root.iterdir()
                    if p.is_dir() and p.name not in FOLDERS) if root.is_dir() else []
    other = sum(du(root / n)[0] for n in others)
    detail = f"{where}: {size_text(free)} free" + (
        f"; other folders {', '.join(others)}: {size_text(other)}" if others else "")
    if problem:
        first = Check("cache", False, f"{where} {problem}",
                      "set DLLMC_CACHE to a writable folder, or make this one writable")
    elif free < MIN_FREE_BYTES:
        first = Check("cache", False, f"{detail} (under {size_text(MIN_FREE_BYTES)})", CACHE_FIX)
    else:
        first = Check("cache", True, detail)
    checks = [first]
    for name, what in FOLDERS.items():
        size, count = du(cache_dir(name))
        checks.append(Check(f"cache {name}", True, f"{size_text(size)} in {_files(count)}; {what}"))
    return checks


def _head(http: Any, url: str) -> str:
    """``HTTP <status>`` from the endpoint, or why not, within HUB_TIMEOUT_S (a thread, so a
    slow name lookup cannot hold the doctor up)."""
    result: list[str] = []

    def ask() -> None:
        try:
            result.append(f"HTTP {http.head(url, timeout=HUB_TIMEOUT_S).status_code}")
        except Exception as e:
            result.append(f"!{type(e).__name__}: {e}")

    t = threading.Thread(target=ask, daemon=True)
    t.start()
    t.join(HUB_TIMEOUT_S + 0.5)
    return result[0] if result else f"!no answer in {HUB_TIMEOUT_S:.0f} s"


def check_hub() -> list[Check]:
    from dllmc.runtime.models import hub

    endpoint = hub._endpoint()
    where = endpoint + (f" ({settings.HF_ENDPOINT.name})" if settings.HF_ENDPOINT.is_set()
                        else "")
    if hub._env_offline():
        line = f"offline mode (HF_HUB_OFFLINE): {where} not asked; cached models still run"
    else:
        answer = _head(hub._http_module(), endpoint)
        line = (f"hub not reachable (offline?): {where}: {answer[1:]}; local GGUF files and "
                "cached models still run") if answer.startswith("!") else (
                f"{where} reachable ({answer})")
    checks = [Check("hub", True, line)]
    root = hub.cache_root()
    for repo_dir in sorted(root.glob("models--*")):
        try:
            repo = json.loads((repo_dir / "manifest.json").read_text())["repo"]
        except (OSError, ValueError, KeyError, TypeError):
            repo = repo_dir.name.removeprefix("models--").replace("--", "/", 1)
        ggufs = sorted(p for p in repo_dir.rglob("*.gguf") if p.is_file())
        names = ", ".join(str(p.relative_to(repo_dir)) for p in ggufs) or "no complete file"
        partial = " (+ an interrupted download)" if any(repo_dir.rglob("*.incomplete")) else ""
        size = size_text(sum(p.stat().st_size for p in ggufs))
        checks.append(Check(f"hub model {repo}", True, f"{names}: {size}{partial}"))
    if len(checks) == 1:
        checks.append(Check("hub models", True, f"none cached in {root}"))
    return checks


def check_gpu() -> list[Check]:
    from dllmc.runtime.executor import gpu
    from dllmc.targets.gpu import GPU_VERIFIED, gpu_target_for

    verified = Check("gpu path", True, f"verified on hardware ({GPU_VERIFIED})"
                     if gpu.gpu_verified() else
                     "not verified on hardware yet (targets/gpu.py GPU_VERIFIED is None): "
                     "--device auto runs on the CPU, --device gpu runs on the GPU anyway")
    missing = gpu.driver_missing()
    if missing:
        return [Check("gpu", True, f"no GPU: {missing}; the CPU will be used"), verified]
    try:
        devices, why = gpu.list_devices()
    except Exception as e:
        devices, why = [], f"the driver loads but the device query failed: {e}"
    if not devices:
        return [Check("gpu", True, f"no GPU: {why}; the CPU will be used"), verified]
    checks = []
    for d in devices:
        sm = gpu_target_for(d.major, d.minor)
        use = f"compiles for {sm.name}" if sm else "below compute capability 8.0: the CPU is used"
        checks.append(Check(f"gpu {d.index}", True, f"{d.name}, compute capability {d.cc}, "
                            f"{d.free_bytes / gpu.GIB:.1f} of {d.total_bytes / gpu.GIB:.1f} "
                            f"GiB free; {use}"))
    return [*checks, verified]


def check_settings() -> list[Check]:
    """The environment variables dllmc reads that are set here (compiler/base/settings.py)."""
    set_here = [f"{s.name}={s.raw()}" for s in settings.SETTINGS if s.is_set()]
    return [Check("settings", True, ", ".join(set_here) if set_here
                  else f"none of the {len(settings.SETTINGS)} that dllmc reads is set")]


# (name, function, needed to run here): a needed check that breaks fails the run
CHECKS: tuple[tuple[str, Callable[[], list[Check]], bool], ...] = (
    ("python", check_python, True),
    ("settings", check_settings, False),
    ("packages", check_packages, True),
    ("c compiler", check_compiler, True),
    ("llvm", check_llvm, True),
    ("cpu", check_cpu, True),
    ("cache", check_cache, True),
    ("hub", check_hub, False),
    ("gpu", check_gpu, False),
)


def run_checks() -> list[Check]:
    checks: list[Check] = []
    for name, fn, needed in CHECKS:
        try:
            checks += fn()
        except Exception as e:
            checks.append(Check(name, not needed, f"could not check: {type(e).__name__}: {e}",
                                "report this as a dllmc bug" if needed else None))
    return checks


def _marks() -> tuple[str, str]:
    try:
        "✓✗".encode(getattr(sys.stdout, "encoding", None) or "ascii")
    except (UnicodeEncodeError, LookupError):
        return "ok", "FAIL"
    return "✓", "✗"


def render_text(checks: list[Check]) -> str:
    good, bad = _marks()
    width = max(len(good), len(bad))
    lines = [f"{(good if c.ok else bad):<{width}} {c.name}: {c.detail}"
             + (f"; fix: {c.fix}" if c.fix and not c.ok else "") for c in checks]
    failed = [c.name for c in checks if not c.ok]
    lines.append(f"{len(failed)} failed: {', '.join(failed)}" if failed
                 else "everything dllmc needs to run on this machine is here")
    text = "\n".join(lines)
    encoding = getattr(sys.stdout, "encoding", None) or "ascii"
    return text.encode(encoding, "replace").decode(encoding, "replace")


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def doctor(as_json: bool) -> None:
    """Check this machine for dllmc: Python, packages, C compiler, CPU, cache, hub, GPU."""
    checks = run_checks()
    ok = all(c.ok for c in checks)
    if as_json:
        click.echo(json.dumps({"ok": ok, "checks": [c.to_json() for c in checks]}, indent=2))
    else:
        click.echo(render_text(checks))
    raise SystemExit(0 if ok else 1)


__all__ = ["CHECKS", "Check", "doctor", "run_checks"]

if __name__ == "__main__":
    doctor()
