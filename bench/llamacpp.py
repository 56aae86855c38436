"""The llama.cpp reference: built from the `llama-cpp-python` sdist on PyPI, cached outside the repo.

Build variants (:data:`VARIANTS`): "native" (``-march=native``, less AMX) and "avx2" (exactly
the AVX2 instruction set: figures on an AVX-512 host that an AVX2-only CPU such as Zen 3 would
run). ``$DLLMC_LLAMACPP_CPU`` (unset: "native") picks the one every caller of
:func:`ensure_llamacpp` / :func:`find_llamacpp` / :func:`llama_logits` / :func:`build_root`
gets; :func:`describe` is what results files record of it.

Layout under ``<cache>/llama.cpp-<version>/`` for "native", ``<cache>/llama.cpp-<version>-avx2/``
for "avx2" (``<cache>`` is ``$DLLMC_CACHE`` or ``~/.cache/dllmc``), each complete on its own:

- ``llama_cpp_python-<version>/`` the extracted sdist (llama.cpp is ``vendor/llama.cpp``);
- ``build/`` the CMake+Ninja build dir (binaries in ``build/bin``, static libs in
  ``build/src`` and ``build/ggml/src``);
- ``cmake.log`` / ``build.log`` configure and build logs; ``build.log`` ends with a line
  ``done <rc>`` when the build finished;
- ``stamp.json`` written once the binaries exist and the build log says ``done 0``;
- ``llama-logits`` (+ ``llama-logits.stamp``) the small program in ``bench/llama_logits.cpp``
  linked against the static libs (it and the other ``bench/llama_*.cpp`` programs include
  ``bench/llama_common.h``, which their stamps cover);
- ``.lock`` the fcntl lock held while building.

CLI: ``python -m dllmc.bench.llamacpp build|where [--variant native|avx2] [-j N]``.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

LLAMA_CPP_PYTHON_VERSION = "0.3.36"
TARGETS = ("llama-diffusion-cli", "llama-bench", "llama-tokenize", "llama-quantize")
# ggml's AMX path (which -march=native turns on for Sapphire Rapids and later) dies with
# SIGSEGV in ggml_backend_amx_mul_mat on the KVM guests these tests run on (2026-12-01, Xeon
# with amx_tile/amx_int8 in /proc/cpuinfo): the reference is built with the AVX-512 paths only.
# Explicit -mno-* flags win over -march=native wherever they stand.
NO_AMX = "-mno-amx-tile -mno-amx-int8 -mno-amx-bf16"
# The build variants: name -> the instruction-set flags, which stand in CMAKE_FLAGS after
# CMAKE_BUILD_TYPE (the rest is the same for all). "native" is -march=native (AVX-512 and VNNI
# on the Xeon hosts; AMX off, above) in llama.cpp-<version>/. "avx2" is exactly the AVX2 set
# (AMD Zen 3: AVX2, FMA, F16C, BMI2; no AVX-512, no VNNI) in llama.cpp-<version>-avx2/, whatever
# the host: the instruction stream an AVX2-only machine runs, for figures beside dllmc's avx2
# target (DLLMC_HOST_CPU=avx2) on an AVX-512 host. ggml picks no CPU variant at run time (that
# needs GGML_BACKEND_DL + GGML_CPU_ALL_VARIANTS, both off: static libs, one ggml-cpu).
VARIANTS: dict[str, tuple[str, ...]] = {
    "native": ("-DGGML_NATIVE=ON",),
    "avx2": (
        "-DGGML_NATIVE=OFF",
        "-DGGML_BACKEND_DL=OFF",
        "-DGGML_CPU_ALL_VARIANTS=OFF",
        *(f"-DGGML_{f}=ON" for f in ("SSE42", "AVX", "AVX2", "FMA", "F16C", "BMI2")),
        *(f"-DGGML_{f}=OFF" for f in ("AVX512", "AVX512_VBMI", "AVX512_VNNI", "AVX512_BF16",
                                      "AVX_VNNI", "AMX_TILE", "AMX_INT8", "AMX_BF16")),
    ),
}
DEFAULT_VARIANT = "native"
# The one place the variant is chosen: unset or "native" is the native build.
VARIANT_ENV = "DLLMC_LLAMACPP_CPU"


class UnknownVariant(ValueError):
    """A llama.cpp build variant that :data:`VARIANTS` does not have."""


def check_variant(name: str) -> str:
    """``name`` if it is a build variant, else UnknownVariant with a one-line message."""
    if name not in VARIANTS:
        raise UnknownVariant(f"unknown llama.cpp build variant {name!r} (from {VARIANT_ENV} or "
                             f"--variant): expected one of {', '.join(VARIANTS)}")
    return name


def selected_variant(variant: str | None = None) -> str:
    """The build variant to use: ``variant`` if given, else ``$DLLMC_LLAMACPP_CPU`` (the one
    place it is read; unset or empty is "native"). Raises UnknownVariant for any other value."""
    if variant is None:
        variant = os.environ.get(VARIANT_ENV, "").strip() or DEFAULT_VARIANT
    return check_variant(variant)


def describe(variant: str | None = None) -> dict[str, object]:
    """What a results file records about the llama.cpp it compared with: the build variant
    (:func:`selected_variant`), its instruction-set flags and the sdist. Builds nothing."""
    v = selected_variant(variant)
    return {"variant": v, "isa_flags": list(VARIANTS[v]),
            "source": f"llama-cpp-python {LLAMA_CPP_PYTHON_VERSION} sdist (vendor/llama.cpp)"}


def cmake_flags(name: str) -> tuple[str, ...]:
    """The CMake configure flags of build variant ``name`` (:data:`VARIANTS`)."""
    return ("-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release", *VARIANTS[check_variant(name)],
            f"-DCMAKE_C_FLAGS={NO_AMX}", f"-DCMAKE_CXX_FLAGS={NO_AMX}",
            "-DBUILD_SHARED_LIBS=OFF", "-DLLAMA_BUILD_SERVER=OFF", "-DLLAMA_OPENSSL=OFF",
            "-DLLAMA_CURL=OFF", "-DLLAMA_BUILD_TESTS=OFF")


CMAKE_FLAGS = cmake_flags(DEFAULT_VARIANT)  # the native build's (its stamp and configured.json)
LOGITS_SOURCE = Path(__file__).with_name("llama_logits.cpp")
# The setup every bench/llama_*.cpp program shares; compiled with TOOL_INCLUDE.
COMMON_HEADER = Path(__file__).with_name("llama_common.h")
TOOL_INCLUDE = f"-I{COMMON_HEADER.parent}"
# A foreign build (one not holding our lock) whose log has not moved for this long is dead.
STALE_BUILD_S = 15 * 60


class LlamaCppUnavailable(RuntimeError):
    """The llama.cpp reference build could not be produced on this machine."""


@dataclass(frozen=True)
class LlamaCpp:
    """Paths of a finished llama.cpp reference build."""

    diffusion_cli: Path
    tokenize: Path
    bench: Path
    quantize: Path  # llama-quantize (bench/converted_models.py's K-quant mixes)
    logits: Path
    source: Path  # vendor/llama.cpp
    build_dir: Path
    variant: str = DEFAULT_VARIANT  # the VARIANTS entry it was built with


def log(msg: str) -> None:
    print(f"[dllmc.llamacpp] {msg}", file=sys.stderr, flush=True)


def cache_root() -> Path:
    """The cache root (:func:`dllmc.compiler.base.cache.cache_root`); created on demand."""
    from dllmc.compiler.base import cache

    root = cache.cache_root()
    root.mkdir(parents=True, exist_ok=True)
    return root


def build_root(variant: str | None = None) -> Path:
    """The folder of a build variant (default: :func:`selected_variant`'s):
    ``llama.cpp-<version>`` for "native", ``llama.cpp-<version>-<variant>`` for the others.
    The bench/llama_*.cpp tools built against its libraries live in it too."""
    v = selected_variant(variant)
    suffix = "" if v == DEFAULT_VARIANT else f"-{v}"
    return cache_root() / f"llama.cpp-{LLAMA_CPP_PYTHON_VERSION}{suffix}"


def _sdist_dir(root: Path) -> Path:
    return root / f"llama_cpp_python-{LLAMA_CPP_PYTHON_VERSION}"


def _paths(root: Path, variant: str) -> LlamaCpp:
    build = root / "build"
    return LlamaCpp(
        diffusion_cli=build / "bin" / "llama-diffusion-cli",
        tokenize=build / "bin" / "llama-tokenize",
        bench=build / "bin" / "llama-bench",
        quantize=build / "bin" / "llama-quantize",
        logits=root / "llama-logits",
        source=_sdist_dir(root) / "vendor" / "llama.cpp",
        build_dir=build,
        variant=variant,
    )


@contextlib.contextmanager
def file_lock(path: Path) -> Iterator[None]:
    """Exclusive fcntl lock on ``path`` (created if absent), released on exit."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a+") as fh:
        try:
            fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            print(f"[dllmc] waiting for lock {path} (another process holds it)", file=sys.stderr,
                  flush=True)
            fcntl.flock(fh.fileno(), fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh.fileno(), fcntl.LOCK_UN)


# --------------------------------------------------------------------------- tools


def _run_logged(cmd: Sequence[str | os.PathLike[str]], logfile: Path, *, cwd: Path | None = None,
                env: dict[str, str] | None = None) -> int:
    """Run ``cmd`` appending stdout+stderr to ``logfile``, then a ``done <rc>`` line."""
    with open(logfile, "ab") as fh:
        fh.write(("$ " + " ".join(map(str, cmd)) + "\n").encode())
        fh.flush()
        rc = subprocess.call(list(map(str, cmd)), stdout=fh, stderr=subprocess.STDOUT, cwd=cwd,
                             env=env)
        fh.write(f"done {rc}\n".encode())
    return rc


def _tool_version(exe: str) -> tuple[int, ...] | None:
    try:
        out = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    for word in out.split():
        parts = word.split(".")
        if len(parts) >= 2 and all(p.isdigit() for p in parts[:2]):
            return tuple(int(p) for p in parts[:3] if p.isdigit())
    return None


def _build_tools() -> tuple[str, str]:
    """cmake (>= 3.14) and ninja: the system's, else pip-installed into ``<cache>/tools-venv``."""
    cmake = shutil.which("cmake")
    ninja = shutil.which("ninja")
    cmake_ok = cmake is not None and (_tool_version(cmake) or (0,)) >= (3, 14)
    if cmake_ok and ninja:
        return str(cmake), str(ninja)
    venv = cache_root() / "tools-venv"
    vbin = venv / "bin"
    if not (vbin / "cmake").exists() or not (vbin / "ninja").exists():
        log(f"installing cmake/ninja from PyPI into {venv}")
        subprocess.check_call([sys.executable, "-m", "venv", str(venv)])
        subprocess.check_call([str(vbin / "python"), "-m", "pip", "install", "-q", "cmake", "ninja"])
    return (str(vbin / "cmake") if not cmake_ok else str(cmake),
            str(ninja) if ninja else str(vbin / "ninja"))


def _find_file(pattern: str, under: Path) -> Path | None:
    if not under.is_dir():
        return None
    return next(iter(sorted(under.rglob(pattern))), None)


def _ensure_sdist(root: Path) -> Path:
    """Extract the sdist into ``root`` (downloading it with pip if it is not cached)."""
    src = _sdist_dir(root)
    if (src / "vendor" / "llama.cpp" / "CMakeLists.txt").exists():
        return src
    name = f"llama_cpp_python-{LLAMA_CPP_PYTHON_VERSION}.tar.gz"
    dl = cache_root() / "dl"
    tarball = _find_file(name, dl)
    if tarball is None:
        dest = dl / "sdist"
        dest.mkdir(parents=True, exist_ok=True)
        log(f"downloading llama-cpp-python=={LLAMA_CPP_PYTHON_VERSION} sdist (~77 MB) to {dest}")
        subprocess.check_call([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary",
                               ":all:", "-d", str(dest),
                               f"llama-cpp-python=={LLAMA_CPP_PYTHON_VERSION}"])
        tarball = dest / name
    log(f"extracting {tarball}")
    tmp = Path(tempfile.mkdtemp(prefix=".extract-", dir=root))
    try:
        with tarfile.open(tarball) as tf:
            if hasattr(tarfile, "data_filter"):  # Python >= 3.11.4
                tf.extractall(tmp, filter="data")
            else:
                tf.extractall(tmp)  # the pinned sdist from PyPI
        shutil.rmtree(src, ignore_errors=True)
        (tmp / src.name).rename(src)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return src


def _foreign_build_running(build_dir: Path) -> bool:
    """Is a cmake --build / ninja process (not ours) working in ``build_dir``?"""
    target = build_dir.resolve()
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit() or int(proc.name) == os.getpid():
            continue
        try:
            argv = (proc / "cmdline").read_bytes().split(b"\0")
            cwd = Path(os.readlink(proc / "cwd"))
        except OSError:
            continue
        argv = [a.decode(errors="replace") for a in argv if a]
        if not argv:
            continue
        exe = Path(argv[0]).name
        dirs: list[str] = []
        if exe == "cmake" and "--build" in argv:
            i = argv.index("--build")
            if i + 1 < len(argv):
                dirs.append(argv[i + 1])
        elif exe == "ninja":
            dirs.append(argv[argv.index("-C") + 1] if "-C" in argv[:-1] else ".")
        for d in dirs:
            with contextlib.suppress(OSError):
                if (cwd / d).resolve() == target:
                    return True
    return False


def _log_done(logfile: Path) -> int | None:
    """The rc of the last ``done <rc>`` line of a build log, None if it has none at its end."""
    if not logfile.exists():
        return None
    with open(logfile, "rb") as fh:
        fh.seek(max(0, logfile.stat().st_size - 4096))
        lines = fh.read().decode(errors="replace").strip().splitlines()
    if lines and lines[-1].startswith("done "):
        with contextlib.suppress(ValueError):
            return int(lines[-1].split()[1])
    return None


def _wait_foreign_build(root: Path) -> None:
    build_log = root / "build.log"
    announced = False
    while build_log.exists() and _log_done(build_log) is None:
        alive = _foreign_build_running(root / "build")
        fresh = time.time() - build_log.stat().st_mtime < STALE_BUILD_S
        if not alive and not fresh:
            log(f"{build_log} has no 'done' line and nothing is building: treating it as dead")
            return
        if not alive:
            # log still fresh but no process: a build between two commands, or just killed
            time.sleep(5)
            if not _foreign_build_running(root / "build") and _log_done(build_log) is None:
                return
            continue
        if not announced:
            log(f"another llama.cpp build is running in {root / 'build'}; waiting for it")
            announced = True
        time.sleep(10)


def _stamp_ok(root: Path, paths: LlamaCpp) -> bool:
    stamp = root / "stamp.json"
    if not stamp.exists():
        return False
    try:
        data = json.loads(stamp.read_text())
    except ValueError:
        return False
    return (data.get("version") == LLAMA_CPP_PYTHON_VERSION
            and data.get("cmake_flags") == list(cmake_flags(paths.variant))
            and _configured(root, paths.variant) and all(p.exists() for p in _binaries(paths)))


def _binaries(paths: LlamaCpp) -> tuple[Path, ...]:
    """The TARGETS' executables: a build stamped before a target was added lacks it, and
    ensure_llamacpp then builds again (ninja builds only what is missing)."""
    return (paths.diffusion_cli, paths.tokenize, paths.bench, paths.quantize)


def _configured(root: Path, variant: str) -> bool:
    """The build folder was configured with this variant's flags (``configured.json``)."""
    configured = root / "configured.json"
    return (configured.exists()
            and configured.read_text() == json.dumps(list(cmake_flags(variant))))


def _static_libs(build: Path) -> tuple[Path, list[Path]]:
    libllama = build / "src" / "libllama.a"
    ggml = sorted((build / "ggml" / "src").rglob("libggml*.a"))
    if not libllama.exists() or not ggml:
        raise LlamaCppUnavailable(f"static libs missing under {build}")
    return libllama, ggml


def tool_fingerprint(source: Path, libs: Sequence[Path]) -> str:
    """The build stamp of a bench/llama_*.cpp program: its source, the shared header, the libs."""
    h = hashlib.sha256(source.read_bytes())
    h.update(COMMON_HEADER.read_bytes())
    for lib in libs:
        st = lib.stat()
        h.update(f"{lib.name}:{st.st_size}:{st.st_mtime_ns}".encode())
    return h.hexdigest()


def _logits_fingerprint(paths: LlamaCpp) -> str:
    libllama, ggml = _static_libs(paths.build_dir)
    return tool_fingerprint(LOGITS_SOURCE, (libllama, *ggml))


def _logits_current(paths: LlamaCpp) -> bool:
    """llama-logits exists and was built from this llama_logits.cpp and these libs."""
    stamp = paths.logits.with_name("llama-logits.stamp")
    try:
        return paths.logits.exists() and stamp.read_text().strip() == _logits_fingerprint(paths)
    except (OSError, LlamaCppUnavailable):
        return False


def _ensure_logits_tool(paths: LlamaCpp) -> None:
    if _logits_current(paths):
        return
    stamp = paths.logits.with_name("llama-logits.stamp")
    fp = _logits_fingerprint(paths)
    cxx = os.environ.get("CXX") or shutil.which("g++") or shutil.which("c++")
    if cxx is None:
        raise LlamaCppUnavailable("no C++ compiler (g++) for llama-logits")
    libllama, ggml = _static_libs(paths.build_dir)
    tmp = paths.logits.with_name(".llama-logits.tmp")
    cmd = [cxx, "-O2", "-std=c++17", f"-I{paths.source / 'include'}",
           f"-I{paths.source / 'ggml' / 'include'}", TOOL_INCLUDE, str(LOGITS_SOURCE),
           "-o", str(tmp), str(libllama), "-Wl,--start-group", *map(str, ggml), "-Wl,--end-group",
           "-fopenmp", "-lpthread", "-ldl", "-lm"]
    log("compiling llama-logits")
    res = subprocess.run(cmd, capture_output=True, text=True)
    if res.returncode != 0:
        raise LlamaCppUnavailable(f"compiling llama-logits failed:\n{' '.join(cmd)}\n{res.stderr}")
    tmp.replace(paths.logits)
    stamp.write_text(fp + "\n")


def find_llamacpp(variant: str | None = None) -> LlamaCpp | None:
    """The cached build of ``variant`` (default: :func:`selected_variant`'s) if it is complete
    (stamped, binaries and llama-logits present), else None."""
    variant = selected_variant(variant)
    root = build_root(variant)
    paths = _paths(root, variant)
    stamp = paths.logits.with_name("llama-logits.stamp")
    if _stamp_ok(root, paths) and paths.logits.exists() and stamp.exists():
        return paths
    return None


def ensure_llamacpp(*, jobs: int | None = None, variant: str | None = None) -> LlamaCpp:
    """Build (or reuse) llama.cpp from the llama-cpp-python sdist; return its binaries' paths.

    ``variant``: the build variant (:data:`VARIANTS`); default :func:`selected_variant`'s
    (``$DLLMC_LLAMACPP_CPU``, else "native"). Raises LlamaCppUnavailable if the build cannot
    be produced, UnknownVariant for a variant that does not exist.
    """
    variant = selected_variant(variant)
    root = build_root(variant)
    paths = _paths(root, variant)
    found = find_llamacpp(variant)
    if found is not None and _logits_current(found):
        return found
    root.mkdir(parents=True, exist_ok=True)
    with file_lock(root / ".lock"):
        if not _stamp_ok(root, paths):
            _wait_foreign_build(root)
            if not (_configured(root, variant) and _log_done(root / "build.log") == 0
                    and all(p.exists() for p in _binaries(paths))):
                _build(root, paths, jobs=jobs)
            (root / "stamp.json").write_text(json.dumps({
                "version": LLAMA_CPP_PYTHON_VERSION,
                "cmake_flags": list(cmake_flags(variant)),
                "targets": list(TARGETS),
                "variant": variant,
                "stamped_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
            }, indent=1) + "\n")
        _ensure_logits_tool(paths)
    return paths


def _build(root: Path, paths: LlamaCpp, *, jobs: int | None) -> None:
    t0 = time.monotonic()
    try:
        src = _ensure_sdist(root)
        cmake, ninja = _build_tools()
    except (OSError, subprocess.CalledProcessError) as e:
        raise LlamaCppUnavailable(f"cannot get the llama.cpp source or build tools: {e}") from e
    build = paths.build_dir
    flags = cmake_flags(paths.variant)
    env = dict(os.environ)
    env["PATH"] = f"{Path(ninja).parent}{os.pathsep}{env.get('PATH', '')}"
    if not _configured(root, paths.variant):  # configured with other flags (or unknown): again
        (build / "CMakeCache.txt").unlink(missing_ok=True)
    if not (build / "CMakeCache.txt").exists() or not (build / "build.ninja").exists():
        log(f"configuring llama.cpp ({paths.variant}) in {build} (log {root / 'cmake.log'})")
        (root / "cmake.log").unlink(missing_ok=True)
        rc = _run_logged([cmake, "-S", src / "vendor" / "llama.cpp", "-B", build, *flags,
                          f"-DCMAKE_MAKE_PROGRAM={ninja}"], root / "cmake.log", env=env)
        if rc != 0:
            raise LlamaCppUnavailable(f"cmake configure failed (rc {rc}); see {root / 'cmake.log'}")
        (root / "configured.json").write_text(json.dumps(list(flags)))
    n = jobs or os.cpu_count() or 2
    log(f"building {' '.join(TARGETS)} with {n} jobs (log {root / 'build.log'}); ~5-10 min")
    (root / "build.log").unlink(missing_ok=True)
    rc = _run_logged([cmake, "--build", build, "--target", *TARGETS, "-j", str(n)],
                     root / "build.log", env=env)
    if rc != 0:
        raise LlamaCppUnavailable(f"llama.cpp build failed (rc {rc}); see {root / 'build.log'}")
    log(f"llama.cpp built in {time.monotonic() - t0:.0f} s")


# --------------------------------------------------------------------------- wrappers


def tokenize(gguf: str | os.PathLike[str], text: str, *, add_bos: bool = True,
             parse_special: bool = True) -> list[int]:
    """Token ids of ``text`` by ``llama-tokenize`` (vocabulary only, text bytes verbatim).

    ``add_bos``: True lets llama.cpp add BOS where the model's ``tokenizer.ggml.add_bos_token``
    asks for it (llama.cpp's default; neither SmolLM2 nor the Qwen files ask); False never adds
    one. ``parse_special``: special tokens written in the text (``<|im_start|>``) become their
    ids, as llama.cpp does for prompts; False tokenizes them as plain text.
    """
    tools = ensure_llamacpp()
    with tempfile.NamedTemporaryFile("wb", suffix=".txt") as fh:
        fh.write(text.encode("utf-8"))
        fh.flush()
        cmd = [str(tools.tokenize), "-m", str(gguf), "-f", fh.name, "--no-escape", "--ids"]
        if not add_bos:
            cmd.append("--no-bos")
        if not parse_special:
            cmd.append("--no-parse-special")
        res = subprocess.run(cmd, capture_output=True, text=True)
    if res.returncode != 0:
        raise RuntimeError(f"llama-tokenize failed (rc {res.returncode}):\n{res.stderr[-4000:]}")
    lines = [ln.strip() for ln in res.stdout.splitlines() if ln.strip().startswith("[")]
    if not lines:
        raise RuntimeError(f"llama-tokenize printed no id list:\n{res.stdout[-2000:]}")
    body = lines[-1].strip("[]").strip()
    ids = [int(x) for x in body.split(",")] if body else []
    return ids


def llama_logits(gguf_path: str | os.PathLike[str], ids: Sequence[int], *, causal: bool,
                 threads: int = 2, flash_attn: bool | None = False) -> np.ndarray:
    """Logits of every position, float32 [len(ids), n_vocab], from one llama.cpp forward pass.

    One batch, one sequence, positions 0..n-1, context = ubatch = n (as llama-diffusion-cli
    does for its canvas). ``causal`` sets llama.cpp's causal-attention flag regardless of the
    model's metadata. No logit shifting: row i is the model's output at position i.
    ``flash_attn``: False (default) is llama.cpp's most exact path (no flash attention; a KV
    cache, which only the causal archs have, is float32). None is llama.cpp's auto, which on CPU
    turns it on, as llama-diffusion-cli runs: K and V then go through float16, which on these
    causal-trained models run bidirectionally moves some logits by 10+ (see docs). True forces it.

    Diffusion archs (llada, dream) cannot run causally in llama.cpp (their decode is an encode,
    always bidirectional): ``causal=True`` on such a file raises ValueError.
    """
    tools = ensure_llamacpp()
    arr = np.asarray(ids, dtype=np.int64)
    if arr.ndim != 1 or arr.size == 0:
        raise ValueError("ids must be a non-empty 1-D sequence")
    fa = -1 if flash_attn is None else int(flash_attn)
    with tempfile.TemporaryDirectory(prefix="dllmc-logits-") as tmp:
        ids_file = Path(tmp) / "ids.bin"
        out_file = Path(tmp) / "logits.bin"
        arr.astype("<i4").tofile(ids_file)
        cmd = [str(tools.logits), str(gguf_path), str(ids_file), str(out_file),
               "1" if causal else "0", str(threads), str(fa)]
        res = subprocess.run(cmd, capture_output=True, text=True)
        if res.returncode == 3:
            raise ValueError(f"{gguf_path}: {res.stderr.strip().splitlines()[-1]}")
        if res.returncode != 0:
            raise RuntimeError(f"llama-logits failed (rc {res.returncode}):\n{res.stderr[-4000:]}")
        fields = res.stdout.split()
        n_vocab = int(fields[fields.index("n_vocab") + 1])
        logits = np.fromfile(out_file, dtype="<f4")
    if logits.size != arr.size * n_vocab:
        raise RuntimeError(f"llama-logits wrote {logits.size} floats, expected {arr.size}x{n_vocab}")
    return logits.reshape(arr.size, n_vocab).astype(np.float32, copy=False)


# --------------------------------------------------------------------------- CLI


def main(argv: Sequence[str] | None = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(prog="python -m dllmc.bench.llamacpp",
                                 description="llama.cpp reference build (cached)")
    ap.add_argument("cmd", choices=("build", "where"),
                    help="build: build or reuse it; where: print the paths if built")
    ap.add_argument("-j", "--jobs", type=int, default=None)
    ap.add_argument("--variant", default=None,
                    help=f"build variant: {', '.join(VARIANTS)} (default: ${VARIANT_ENV}, "
                         f"else {DEFAULT_VARIANT})")
    args = ap.parse_args(argv)
    try:
        variant = selected_variant(args.variant)
    except UnknownVariant as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if args.cmd == "build":
        t0 = time.monotonic()
        try:
            tools = ensure_llamacpp(jobs=args.jobs, variant=variant)
        except LlamaCppUnavailable as e:
            log(str(e))
            return 1
        log(f"ready in {time.monotonic() - t0:.1f} s")
    else:
        found = find_llamacpp(variant)
        if found is None:
            print(f"not built (would be in {build_root(variant)})", file=sys.stderr)
            return 1
        tools = found
    for field in ("variant", "diffusion_cli", "tokenize", "bench", "quantize", "logits", "source",
                  "build_dir"):
        print(f"{field}\t{getattr(tools, field)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
