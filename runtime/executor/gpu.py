"""The GPU executor: an artifact's GPU plan run through the CUDA driver (docs/gpu.md).

An artifact compiled with GPU targets (``dllmc compile --target ...,sm_80``) links
``runtime/executor/dllmc_cuda.c`` (the driver API opened with ``dlopen("libcuda.so.1")``: no CUDA
toolkit at run time) and exports ``dllmc_gpu_plans``: one plan per SM, the same C tables as
the CPU plan (the same lowering and placement, :mod:`dllmc.compiler.specialize` and
:mod:`dllmc.compiler.schedule`) with the SM's kernel table and PTX module.  :class:`GpuModel`
opens the best device for it, loads the module of the highest embedded SM the device runs,
uploads every weight once in its GPU form (GGUF blocks as stored for the tensor-core GEMMs
and the embedding decoders, float32 vectors, F16 for the other quant types), releases the
file's pages, binds the plan (``dllmc_gpu_bind``: the device K/V store of ``slots`` sequences
and the scratch slot) and runs each forward pass with the C launch loop (``dllmc_gpu_forward``,
``dllmc_gpu_forward_batch``); only the selected rows' logits come back.  It has the CPU
:class:`~dllmc.runtime.executor.loader.Model`'s interface (``spec``, ``max_canvas``, ``slots``,
``forward(ids, rows)``, ``forward_batch(seqs, rows)``, ``close``), so the generation loop runs
either.

``open_model(artifact, gguf, device=...)`` is the ``--device auto|cpu|gpu`` decision;
``compile_target(device)`` picks the SM to compile a GGUF for.
"""

from __future__ import annotations

import contextlib
import ctypes
import mmap
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import cffi
import numpy as np

from dllmc.compiler.base.errors import DllmcError
from dllmc.compiler.base.layouts import Form, Rows
from dllmc.runtime.executor.loader import HEADER, Artifact, Model, SeqRows, header_cdef, seq_table
from dllmc.targets import gpu as gpu_targets
from dllmc.targets.backend import GPU_BACKEND
from dllmc.targets.gpu import GPU_TARGETS, GpuTarget, gpu_target_for

CUDA_HEADER = Path(__file__).with_name("dllmc_cuda.h")
DEVICES = ("auto", "cpu", "gpu")
MIN_CC = (8, 0)
ERR_LEN = 1024
RESERVE_BYTES = 512 << 20  # the CUDA context, the loaded module, allocator slack
UPLOAD_CHUNK = 64 << 20  # host bytes converted at a time (F16 / F32 forms)
GIB = float(1 << 30)


class GpuUnavailable(DllmcError):
    """No usable GPU for this artifact (``--device auto`` falls back to the CPU on it)."""


FORMS = list(Form)  # enum dllmc_form, in order


@cache
def _ffi() -> cffi.FFI:
    ffi = cffi.FFI()
    ffi.cdef(header_cdef(HEADER) + header_cdef(CUDA_HEADER))
    return ffi


def new_args(m: int = 0, **pointers: int) -> Any:
    """A ``dllmc_gpu_args`` (the kernel parameters: device pointers w, x, x2, x3, y, rows, and
    m) for :meth:`Cuda.launch`."""
    return _ffi().new("dllmc_gpu_args *", {**pointers, "m": m})


def new_grid(grid: tuple[int, int, int] = (0, 0, 0)) -> Any:
    return _ffi().new("uint32_t[3]", list(grid))


def _string(err: Any) -> str:
    return " ".join(_ffi().string(err).decode(errors="replace").split())


# ----------------------------------------------------------------------------- the plans


@dataclass(frozen=True)
class GpuPlan:
    """One SM's plan of an artifact (``dllmc_gpu_plan``), read into Python: what the loader
    needs (weights to upload, the arena, the special buffers) and what tests inspect."""

    ptr: Any  # the cffi ``const dllmc_gpu_plan *`` (valid while the artifact is loaded)
    lib: Any  # the artifact's library (its dllmc_gpu_* functions)
    sm: str
    ptx: str
    kernels: tuple[dict[str, Any], ...]  # symbol, threads, grid (3 x [blocks, rows per block])
    weights: tuple[dict[str, Any], ...]  # as dllmc_weight, form by name, + device_bytes
    buffers: tuple[dict[str, Any], ...]  # name, offset, bytes, row_bytes
    steps: tuple[dict[str, Any], ...]  # name, kernel, weight, x, x2, x3, y, rows (a Rows), layer
    arena_bytes: int
    weight_bytes: int
    max_canvas: int
    n_vocab: int
    # ids, rows, logits, rope_table, positions, store_rows, key_ends -> buffer index (-1: none)
    special: dict[str, int]
    n_layer: int
    causal: bool
    kv_row_bytes: int

    def store_bytes(self, slots: int = 0) -> int:
        """Device bytes of the K/V store of ``slots`` slots and the scratch slot
        (``dllmc_gpu_store_bytes``)."""
        return int(self.lib.dllmc_gpu_store_bytes(self.ptr, int(slots)))


def _text(ffi: cffi.FFI, p: Any) -> str:
    return ffi.string(p).decode()


SPECIAL = ("ids", "rows", "logits", "rope_table", "positions", "store_rows", "key_ends")


def _read_plan(ffi: cffi.FFI, lib: Any, p: Any) -> GpuPlan:
    kernels = tuple({"symbol": _text(ffi, k.symbol), "threads": int(k.threads),
                     "grid": [[int(k.grid[d][0]), int(k.grid[d][1])] for d in range(3)]}
                    for k in (p.kernels[i] for i in range(p.n_kernels)))
    weights = []
    for w in (p.weights[i] for i in range(p.n_weights)):
        form = FORMS[w.form]
        weights.append({"name": _text(ffi, w.name), "form": form, "ggml_type": int(w.ggml_type),
                        "n": int(w.n), "k": int(w.k), "offset": int(w.offset),
                        "nbytes": int(w.nbytes), "packed_bytes": int(w.packed_bytes),
                        "device_bytes": int(w.nbytes if form == Form.RAW else w.packed_bytes)})
    buffers = tuple({"name": _text(ffi, b.name), "offset": int(b.offset), "bytes": int(b.bytes),
                     "row_bytes": int(b.row_bytes)}
                    for b in (p.buffers[i] for i in range(p.n_buffers)))
    steps = tuple({"name": _text(ffi, s.name), "kernel": int(s.kernel), "weight": int(s.weight),
                   "x": int(s.x), "x2": int(s.x2), "x3": int(s.x3), "y": int(s.y),
                   "rows": Rows(s.rows), "layer": int(s.layer)}
                  for s in (p.steps[i] for i in range(p.n_steps)))
    return GpuPlan(p, lib, _text(ffi, p.sm), _text(ffi, p.ptx), kernels, tuple(weights), buffers,
                   steps, int(p.arena_bytes), int(p.weight_bytes), int(p.max_canvas),
                   int(p.n_vocab), {n: int(getattr(p, n)) for n in SPECIAL}, int(p.n_layer),
                   bool(p.causal), int(p.kv_row_bytes))


def gpu_plans(artifact: Artifact) -> dict[str, GpuPlan]:
    """The GPU plans of an artifact by SM (in SM order); empty when it has no GPU targets
    (no ``dllmc_gpu_plans``)."""
    ffi = _ffi()
    lib = ffi.dlopen(str(artifact.path.resolve()))
    try:
        fn = lib.dllmc_gpu_plans
    except AttributeError:
        return {}
    count = ffi.new("int32_t *")
    first = fn(count)
    plans = [_read_plan(ffi, lib, first + i) for i in range(count[0])]
    artifact.__dict__.setdefault("_gpu_lib", lib)  # the tables live as long as the artifact
    return {p.sm: p for p in plans}


def no_ptx_error(artifact: Artifact) -> DllmcError:
    return GpuUnavailable(
        "this artifact has no GPU code (compiled without GPU targets)",
        f"recompile with GPU targets: `dllmc compile MODEL.gguf -o {artifact.path.name} "
        f"--target {artifact.info.target},sm_80` (sm_80, sm_86, sm_89 or sm_90)",
        path=artifact.path)


# ----------------------------------------------------------------------------- the driver

LIBCUDA = "libcuda.so.1"  # the NVIDIA driver, opened by name (dllmc_cuda.c dlopens the same)
_CC_MAJOR, _CC_MINOR = 75, 76  # CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR / _MINOR


@dataclass(frozen=True)
class GpuDevice:
    index: int
    name: str
    major: int
    minor: int
    total_bytes: int
    free_bytes: int

    @property
    def cc(self) -> str:
        return f"{self.major}.{self.minor}"

    def describe(self) -> str:
        return (f"GPU {self.index} ({self.name}, compute capability {self.cc}, "
                f"{self.free_bytes / GIB:.1f} of {self.total_bytes / GIB:.1f} GiB free)")


def driver_missing(library: str = LIBCUDA) -> str | None:
    """Why the NVIDIA driver cannot be used here, or None when ``library`` opens."""
    try:
        ctypes.CDLL(library)
    except OSError:
        return f"no NVIDIA driver ({library} cannot be opened)"
    return None


class Cuda:
    """One CUDA context on one device, through the ``dllmc_cuda_*`` functions of ``library``
    (an artifact with GPU code)."""

    def __init__(self, library: Path, device: int = 0, driver: Any = None) -> None:
        """``driver``: a ``dllmc_cuda_driver *`` of the caller's own in place of libcuda (its
        callbacks must outlive this object)."""
        ffi = _ffi()
        self.lib: Any = ffi.dlopen(str(Path(library).resolve()))
        self._err = ffi.new("char[]", ERR_LEN)
        handle = ffi.new("dllmc_cuda **")
        if driver is None:
            self._ok(self.lib.dllmc_cuda_open(device, handle, self._err, ERR_LEN))
        else:
            self._ok(self.lib.dllmc_cuda_open_driver(driver, handle, self._err, ERR_LEN))
        self.h = handle[0]
        info = ffi.new("dllmc_gpu_info *")
        try:
            self._ok(self.lib.dllmc_cuda_info(self.h, info, self._err, ERR_LEN))
        except DllmcError:
            self.close()
            raise
        self.device = GpuDevice(device, ffi.string(info.name).decode(errors="replace"),
                                int(info.major), int(info.minor), int(info.total_bytes),
                                int(info.free_bytes))

    def _ok(self, rc: int, hint: str | None = None) -> None:
        """``hint`` given: the call checks its input first (a forward), and the message is the
        executor's own, as the CPU runtime's."""
        if rc:
            if hint:
                raise DllmcError(_string(self._err), hint)
            raise DllmcError(f"CUDA: {_string(self._err)}", "check the GPU and its driver")

    def load_ptx(self, text: str) -> None:
        self._ok(self.lib.dllmc_cuda_load_ptx(self.h, text.encode(), self._err, ERR_LEN))

    def function(self, symbol: str) -> Any:
        fn = _ffi().new("void **")
        self._ok(self.lib.dllmc_cuda_function(self.h, symbol.encode(), fn, self._err, ERR_LEN))
        return fn[0]

    def alloc(self, nbytes: int) -> int:
        p = _ffi().new("uint64_t *")
        self._ok(self.lib.dllmc_cuda_alloc(self.h, nbytes, p, self._err, ERR_LEN))
        return int(p[0])

    def free(self, ptr: int) -> None:
        self.lib.dllmc_cuda_free(self.h, ptr, self._err, ERR_LEN)

    def upload(self, dst: int, data: Any, nbytes: int) -> None:
        if nbytes:
            src = _ffi().from_buffer("char[]", data)
            self._ok(self.lib.dllmc_cuda_upload(self.h, dst, src, nbytes, self._err, ERR_LEN))

    def download(self, out: np.ndarray, src: int) -> None:
        if out.nbytes:
            dst = _ffi().from_buffer("char[]", out, require_writable=True)
            self._ok(self.lib.dllmc_cuda_download(self.h, dst, src, out.nbytes, self._err,
                                                  ERR_LEN))

    def launch(self, fn: Any, grid: Any, threads: int, args: Any) -> None:
        self._ok(self.lib.dllmc_cuda_launch_fn(self.h, fn, grid, threads, args, self._err,
                                               ERR_LEN))

    def sync(self) -> None:
        self._ok(self.lib.dllmc_cuda_sync(self.h, self._err, ERR_LEN))

    def bind(self, plan: GpuPlan, arena: int, weights: list[int], slots: int = 0) -> Any:
        """``dllmc_gpu_bind``: the plan's launches bound to this device's memory, with a K/V
        store of ``slots`` slots (and the scratch slot)."""
        run = _ffi().new("dllmc_gpu_run **")
        table = _ffi().new("uint64_t[]", weights or [0])
        self._ok(self.lib.dllmc_gpu_bind(self.h, plan.ptr, arena, table, int(slots), run,
                                         self._err, ERR_LEN))
        return run[0]

    def forward(self, run: Any, ids: np.ndarray, rows: np.ndarray, out: np.ndarray) -> None:
        """``dllmc_gpu_forward``: one stateless forward pass of a bound plan (the C launch
        loop); input errors are the executor's one-line messages."""
        ffi = _ffi()
        self._ok(self.lib.dllmc_gpu_forward(
            run, ffi.cast("int32_t *", ffi.from_buffer(ids)), len(ids),
            ffi.cast("int32_t *", ffi.from_buffer(rows)), len(rows),
            ffi.cast("float *", ffi.from_buffer(out, require_writable=True)), self._err, ERR_LEN),
            "check the token ids and canvas length")

    def forward_batch(self, run: Any, seqs: Sequence[SeqRows], rows: np.ndarray,
                      out: np.ndarray) -> None:
        """``dllmc_gpu_forward_batch``: one forward over the rows of ``seqs`` (the
        ``dllmc_seq`` table of :meth:`~dllmc.runtime.executor.loader.Model.forward_batch`)."""
        ffi = _ffi()
        table = seq_table(ffi, seqs)
        self._ok(self.lib.dllmc_gpu_forward_batch(
            run, table, len(seqs), ffi.cast("const int32_t *", ffi.from_buffer(rows)), len(rows),
            ffi.cast("float *", ffi.from_buffer(out, require_writable=True)), self._err, ERR_LEN),
            "check the sequences' rows and slots")

    def unbind(self, run: Any) -> None:
        self.lib.dllmc_gpu_unbind(run)

    def close(self) -> None:
        if getattr(self, "h", None) is not None:
            self.lib.dllmc_cuda_close(self.h)
            self.h = None


class _Driver:
    """The few driver API calls that describe the devices, through ctypes: no C compiler,
    no context beyond each device's primary one, retained only while its memory is read."""

    def __init__(self, library: str) -> None:
        self.lib = ctypes.CDLL(library)

    def __call__(self, name: str, *args: Any) -> None:
        r = getattr(self.lib, name)(*args)
        if r != 0:
            text = ctypes.c_char_p()
            with contextlib.suppress(AttributeError):
                self.lib.cuGetErrorString(r, ctypes.byref(text))
            raise DllmcError(f"{name} failed: CUDA error {r} "
                             f"({(text.value or b'unknown').decode(errors='replace')})",
                             "check the NVIDIA driver (nvidia-smi)")

    def device(self, index: int) -> GpuDevice:
        dev, value = ctypes.c_int(), ctypes.c_int()
        self("cuDeviceGet", ctypes.byref(dev), index)
        name = ctypes.create_string_buffer(256)
        self("cuDeviceGetName", name, 255, dev)
        cc = []
        for attribute in (_CC_MAJOR, _CC_MINOR):
            self("cuDeviceGetAttribute", ctypes.byref(value), attribute, dev)
            cc.append(value.value)
        free, total, ctx = ctypes.c_size_t(), ctypes.c_size_t(), ctypes.c_void_p()
        self("cuDevicePrimaryCtxRetain", ctypes.byref(ctx), dev)
        try:
            self("cuCtxPushCurrent_v2", ctx)
            try:
                self("cuMemGetInfo_v2", ctypes.byref(free), ctypes.byref(total))
            finally:
                self("cuCtxPopCurrent_v2", ctypes.byref(ctypes.c_void_p()))
        finally:
            self("cuDevicePrimaryCtxRelease_v2", dev)
        return GpuDevice(index, name.value.decode(errors="replace"), cc[0], cc[1],
                         total.value, free.value)


def list_devices(library: str = LIBCUDA) -> tuple[list[GpuDevice], str]:
    """The CUDA devices (name, compute capability, memory; read through ``library``, the
    NVIDIA driver, with ctypes), and why there are none."""
    try:
        cu = _Driver(library)
        cu("cuInit", 0)
        count = ctypes.c_int()
        cu("cuDeviceGetCount", ctypes.byref(count))
    except OSError:
        return [], f"no NVIDIA driver ({library} cannot be opened)"
    except DllmcError as e:
        return [], e.what
    found, reasons = [], []
    for i in range(count.value):
        try:
            found.append(cu.device(i))
        except DllmcError as e:
            reasons.append(f"GPU {i}: {e.what}")
    return found, "; ".join(reasons) or ("" if found else "no CUDA device")


def _usable(devices: list[GpuDevice]) -> list[GpuDevice]:
    return [d for d in devices if (d.major, d.minor) >= MIN_CC]


UNVERIFIED = ("the GPU path is not yet verified on hardware (bench/gpu_check.py has not "
              "passed on a GPU; docs/gpu.md)")


def gpu_verified() -> bool:
    """Whether the device check has passed on a real GPU (``targets.gpu.GPU_VERIFIED``):
    until then ``--device auto`` runs on the CPU."""
    return gpu_targets.GPU_VERIFIED is not None


def compile_target(device: str) -> GpuTarget | None:
    """The SM to compile a GGUF for under ``--device``: the best device's (compute capability
    >= 8.0); None for ``cpu``, and under ``auto`` when there is no such GPU or the GPU path is
    not verified on hardware yet."""
    if device == "cpu" or (device == "auto" and not gpu_verified()):
        return None
    missing = driver_missing()
    devices, why = ([], missing) if missing else list_devices()
    usable = _usable(devices)
    if not usable:
        if device == "gpu":
            found = ", ".join(d.describe() for d in devices)
            raise GpuUnavailable(f"--device gpu: no usable GPU ({found + ' is below 8.0' if found else why})",
                                 "use --device cpu (or auto), or run on a machine with an "
                                 "NVIDIA GPU of compute capability 8.0 or later")
        return None
    best = max(usable, key=lambda d: (d.major, d.minor, d.free_bytes))
    return gpu_target_for(best.major, best.minor)


# ----------------------------------------------------------------------------- the model


def required_bytes(plan: GpuPlan, slots: int = 0) -> int:
    """GPU memory a model needs: its weights in GPU form + the activation arena + the K/V
    store of ``slots`` slots (and the scratch slot) + a reserve for the context and the
    module."""
    return plan.weight_bytes + plan.arena_bytes + plan.store_bytes(slots) + RESERVE_BYTES


def _choose(artifact: Artifact, plans: dict[str, GpuPlan], slots: int = 0) -> tuple[int, str]:
    """(device index, SM) for this artifact, or GpuUnavailable saying what is missing."""
    missing = driver_missing()
    devices, why = ([], missing) if missing else list_devices()
    if not devices:
        raise GpuUnavailable(f"no usable GPU: {why}", "use --device cpu (or auto)")
    sms = sorted(plans, key=lambda s: GPU_TARGETS[s].sm)
    any_plan = plans[sms[0]]
    need = required_bytes(any_plan, slots)
    problems = []
    for d in sorted(devices, key=lambda d: -d.free_bytes):
        fits = [s for s in sms if GPU_TARGETS[s].sm <= 10 * d.major + d.minor]
        if (d.major, d.minor) < MIN_CC:
            problems.append(f"{d.describe()} is below compute capability 8.0")
        elif not fits:
            problems.append(f"{d.describe()}: the artifact's PTX ({', '.join(sms)}) needs a "
                            "newer GPU; recompile with "
                            f"--target {artifact.info.target},{gpu_target_for(d.major, d.minor).name}")
        elif d.free_bytes < need:
            problems.append(f"{d.describe()}: the model needs {need / GIB:.2f} GiB (weights "
                            f"{any_plan.weight_bytes / GIB:.2f} + activations "
                            f"{any_plan.arena_bytes / GIB:.2f} + K/V store "
                            f"{any_plan.store_bytes(slots) / GIB:.2f} + reserve "
                            f"{RESERVE_BYTES / GIB:.2f}); compile with a smaller --max-canvas, "
                            "open fewer slots, free GPU memory or use --device cpu")
        else:
            return d.index, fits[-1]
    raise GpuUnavailable(f"--device gpu: {'; '.join(problems)}", "or use --device cpu")


def _converted(mm: mmap.mmap, w: dict[str, Any]) -> Iterator[tuple[int, np.ndarray]]:
    """A weight of form F32 / F16 in chunks of rows: (byte offset in the GPU form, the
    values, a copy: nothing here keeps the map exported)."""
    import gguf

    dtype = np.float16 if w["form"] == Form.F16 else np.float32
    qtype = gguf.GGMLQuantizationType(int(w["ggml_type"]))
    rows, cols = (w["n"], w["k"]) if w["k"] > 1 else (1, w["n"])
    row_bytes = int(w["nbytes"]) // rows
    step = max(1, UPLOAD_CHUNK // (4 * cols))
    for r0 in range(0, rows, step):
        r1 = min(rows, r0 + step)
        raw = np.frombuffer(mm, np.uint8, (r1 - r0) * row_bytes, int(w["offset"]) + r0 * row_bytes)
        values = np.array(gguf.quants.dequantize(raw.reshape(r1 - r0, row_bytes), qtype), dtype)
        del raw
        yield r0 * cols * values.itemsize, values


def rope_table(artifact: Artifact, max_canvas: int, head_dim: int) -> np.ndarray:
    """The RoPE table [max_canvas][head_dim/2][2] the CPU plan's init step builds, by the
    artifact's own compiled ``rope_table`` kernel run here on the host (to upload)."""
    from dllmc.runtime.executor.loader import _ffi as runtime_ffi

    ffi = runtime_ffi()
    cpu = artifact.lib.dllmc_plan_info()
    table = np.zeros((max_canvas, head_dim), np.float32)
    for i in range(cpu.n_init_steps):
        step = cpu.init_steps[i]
        if ffi.string(step.name).decode() == "rope_table":
            args = ffi.new("dllmc_args *")
            args.y = ffi.cast("void *", ffi.from_buffer(table))
            args.m = max_canvas
            step.fn(args, 0, step.items(max_canvas))
            return table
    raise DllmcError("the artifact's CPU plan has no rope_table step", "recompile the model",
                     path=artifact.path)


class GpuModel:
    """An artifact's GPU plan on one GPU, weights uploaded, ready for forward passes."""

    has_sampler = False  # the sampler's reductions run on the host (NumPy) over the rows

    def __init__(self, artifact: Artifact, gguf_path: str | Path, *,
                 plans: dict[str, GpuPlan] | None = None, device: int | None = None,
                 sm: str | None = None, cuda: Cuda | None = None, slots: int = 0) -> None:
        """``device``/``sm`` default to the best choice (:func:`open_model`'s); ``cuda`` is an
        opened device to use instead of opening ``device`` (the tests' NumPy driver);
        ``slots``: sequences the K/V store keeps between forwards (:meth:`forward_batch`), 0 =
        stateless forwards only (the CPU Model's)."""
        self.artifact = artifact
        artifact.check_cpu()  # the RoPE table is built by the artifact's CPU kernel
        self.spec = artifact.read_model(gguf_path)
        plans = gpu_plans(artifact) if plans is None else plans
        if not plans:
            raise no_ptx_error(artifact)
        if cuda is None and (device is None or sm is None):
            device, sm = _choose(artifact, plans, slots)
        if sm not in plans:
            raise GpuUnavailable(f"the artifact has no PTX for {sm} (it has "
                                 f"{', '.join(plans)})", "pick one of those", path=artifact.path)
        self.plan = plans[sm]
        self.sm = sm
        self.slots = int(slots)
        self._cuda: Cuda | None = Cuda(artifact.path, device or 0) if cuda is None else cuda
        self._ptrs: list[int] = []
        self._run: Any = None
        try:
            self._load(Path(gguf_path))
        except BaseException:
            self.close()
            raise

    @property
    def device(self) -> GpuDevice:
        assert self._cuda is not None
        return self._cuda.device

    @property
    def max_canvas(self) -> int:
        return self.plan.max_canvas

    def _alloc(self, nbytes: int) -> int:
        assert self._cuda is not None
        p = self._cuda.alloc(nbytes)
        self._ptrs.append(p)
        return p

    def _load(self, gguf_path: Path) -> None:
        cu, plan = self._cuda, self.plan
        assert cu is not None
        cu.load_ptx(plan.ptx)
        arena = self._alloc(plan.arena_bytes)
        weights = self._upload_weights(gguf_path)
        table = plan.special["rope_table"]
        if table >= 0:
            head_dim = plan.buffers[table]["row_bytes"] // 4
            values = rope_table(self.artifact, plan.max_canvas, head_dim)
            cu.upload(arena + plan.buffers[table]["offset"], values, values.nbytes)
        self._run = cu.bind(plan, arena, weights, self.slots)
        cu.sync()

    def _upload_weights(self, gguf_path: Path) -> list[int]:
        """Every weight in its GPU form, in one allocation; each tensor's file pages are
        released (``MADV_DONTNEED``) once it is on the GPU, and the map is closed."""
        cu = self._cuda
        assert cu is not None
        align = GPU_BACKEND.align
        offsets, total = [], 0
        for w in self.plan.weights:
            offsets.append(total)
            total += -(-w["device_bytes"] // align) * align
        base = self._alloc(max(total, 1))
        page = mmap.PAGESIZE
        with open(gguf_path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as mm:
            for w, off in zip(self.plan.weights, offsets, strict=True):
                start, nbytes = w["offset"], w["nbytes"]
                if w["form"] == Form.RAW:
                    with memoryview(mm)[start:start + nbytes] as view:
                        cu.upload(base + off, view, nbytes)
                else:
                    for at, values in _converted(mm, w):
                        cu.upload(base + off + at, values, values.nbytes)
                lo, hi = -(-start // page) * page, (start + nbytes) // page * page
                if hi > lo:
                    mm.madvise(mmap.MADV_DONTNEED, lo, hi - lo)
        return [base + off for off in offsets]

    def _open(self) -> Cuda:
        if self._cuda is None:
            raise RuntimeError("model is closed")
        return self._cuda

    def forward(self, ids: np.ndarray | list[int],
                rows: np.ndarray | list[int] | None = None) -> np.ndarray:
        """Logits ``[len(rows), vocab]`` (float32) of one stateless forward pass over ``ids``
        (``dllmc_gpu_forward``, which checks the canvas, ids and rows as the CPU runtime)."""
        cu = self._open()
        ids_a = np.ascontiguousarray(ids, dtype=np.int32)
        rows_a = np.ascontiguousarray(np.arange(len(ids_a)) if rows is None else rows,
                                      dtype=np.int32)
        if ids_a.ndim != 1 or rows_a.ndim != 1:
            raise DllmcError("ids and rows must be flat lists", "pass one token id per canvas row")
        out = np.empty((len(rows_a), self.plan.n_vocab), dtype=np.float32)
        cu.forward(self._run, ids_a, rows_a, out)
        return out

    def forward_batch(self, seqs: Sequence[SeqRows],
                      rows: np.ndarray | Sequence[int] | None = None) -> np.ndarray:
        """One forward over the rows of ``seqs``, stacked in order (``dllmc_gpu_forward_batch``,
        the CPU Model's :meth:`~dllmc.runtime.executor.loader.Model.forward_batch`): logits
        ``[len(rows), vocab]`` of ``rows``, indices into the stacked rows (default: every row).
        Each row's keys and values are written into its sequence's slot."""
        cu = self._open()
        total = sum(len(sq.ids) for sq in seqs)
        rows_a = np.ascontiguousarray(np.arange(total) if rows is None else rows, np.int32)
        if rows_a.ndim != 1:
            raise DllmcError("rows must be a flat list", "pass indices into the stacked rows")
        out = np.empty((len(rows_a), self.plan.n_vocab), dtype=np.float32)
        cu.forward_batch(self._run, seqs, rows_a, out)
        return out

    def close(self) -> None:
        cu = getattr(self, "_cuda", None)
        if cu is not None:
            if self._run is not None:
                cu.unbind(self._run)
                self._run = None
            for p in self._ptrs:
                cu.free(p)
            cu.close()
            self._cuda = None

    def __enter__(self) -> GpuModel:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        self.close()


def open_model(artifact: Artifact, gguf_path: str | Path, *, device: str = "auto",
               threads: int = 0, progress: bool = False,
               weight_cache: str | Path | None = None, slots: int = 0) -> Model | GpuModel:
    """``--device``: ``cpu`` the CPU model; ``gpu`` this artifact's GPU plan on a usable GPU
    (compute capability >= 8.0, enough free memory) or a one-line error saying what is
    missing; ``auto`` the GPU when it is usable and the GPU path has been verified on
    hardware (:func:`gpu_verified`), else the CPU.  ``gpu`` on an unverified GPU path says so
    in one line on stderr, then runs.  ``weight_cache``: the CPU model's repacked-weight cache
    file (runtime/executor/loader.py: Model); ``slots``: the K/V store's sequences, on either device."""
    if device not in DEVICES:
        raise DllmcError(f"unknown device {device!r}", f"use one of {', '.join(DEVICES)}")
    if device == "auto" and not gpu_verified():
        if progress and gpu_plans(artifact):
            print(f"dllmc: running on the CPU ({UNVERIFIED}; --device gpu runs it anyway)",
                  file=sys.stderr)
        device = "cpu"
    if device != "cpu":
        plans = gpu_plans(artifact)
        try:
            if not plans:
                raise no_ptx_error(artifact)
            index, sm = _choose(artifact, plans, slots)
        except GpuUnavailable as e:
            if device == "gpu":
                raise
            if progress and plans:
                print(f"dllmc: running on the CPU ({e.what})", file=sys.stderr)
        else:
            if not gpu_verified():
                print(f"dllmc: note: {UNVERIFIED}", file=sys.stderr)
            model = GpuModel(artifact, gguf_path, plans=plans, device=index, sm=sm, slots=slots)
            if progress:
                print(f"dllmc: running on {model.device.describe()} ({sm})", file=sys.stderr)
            return model
    return artifact.open(gguf_path, threads, weight_cache, slots)


__all__ = ["DEVICES", "UNVERIFIED", "Cuda", "GpuDevice", "GpuModel", "GpuPlan", "GpuUnavailable",
           "compile_target", "driver_missing", "gpu_plans", "gpu_verified", "list_devices", "new_args",
           "new_grid", "open_model", "required_bytes", "rope_table"]
