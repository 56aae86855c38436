"""Load a compiled model (``model.so``) through cffi and run forward passes.

The declarations come from ``dllmc_runtime.h`` itself (preprocessor lines dropped), so the
Python side and the C side cannot drift apart.  Loading checks, in order: the file is a dllmc
artifact of this format version, this CPU has the features its target needs, and the GGUF
given at open time is the one it was compiled from.
"""

from __future__ import annotations

import contextlib
import json
import re
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import cffi
import numpy as np

from dllmc.compiler.base import settings
from dllmc.compiler.base.errors import DllmcError
from dllmc.compiler.base.layouts import SAMPLE_ENTROPY, Pass, Sampler

if TYPE_CHECKING:
    from dllmc.compiler.base.spec import ModelSpec

HEADER = Path(__file__).with_name("dllmc_runtime.h")


def header_define(name: str, header: Path = HEADER) -> str:
    """The value of a ``#define`` of a runtime header (the header is the one place it is)."""
    found = re.search(rf"^#define {name}\s+(.+?)\s*$", header.read_text(), re.M)
    if found is None:
        raise AssertionError(f"{header.name} has no #define {name}")
    return found.group(1)


MAGIC = header_define("DLLMC_MAGIC").strip('"')
FORMAT_VERSION = int(header_define("DLLMC_FORMAT_VERSION"))
_ERR_LEN = 512
# the sampler kernels' per-row records (dllmc_row_stats, dllmc_row_sample)
ROW_STATS = np.dtype([("argmax", "<i4"), ("max", "<f4"), ("max2", "<f4"), ("z", "<f4"),
                      ("neg_entropy", "<f4"), ("reserved", "<i4", (3,))])
ROW_SAMPLE = np.dtype([("token", "<i4"), ("logit", "<f4")])


def header_cdef(header: Path) -> str:
    """A C header as cffi declarations: comments and preprocessor lines dropped."""
    text = re.sub(r"/\*.*?\*/", "", header.read_text(), flags=re.S)
    return "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))


@cache
def _ffi() -> cffi.FFI:
    ffi = cffi.FFI()
    ffi.cdef(header_cdef(HEADER))
    return ffi


@dataclass(frozen=True)
class ArtifactInfo:
    target: str
    target_features: tuple[str, ...]
    model_identity: str
    options_hash: str
    weights_hash: str  # names the weight cache (compiler/base/cache.py, weights_digest)
    gguf_size: int
    max_canvas: int
    n_vocab: int
    n_embd: int
    n_steps: int
    n_weights: int
    arena_bytes: int
    n_layer: int
    causal: bool
    kv_row_bytes: int

    @property
    def kv_position_bytes(self) -> int:
        """K/V store bytes per position of one slot (K and V of every layer)."""
        return 2 * self.n_layer * self.kv_row_bytes

    def store_bytes(self, slots: int) -> int:
        """The K/V store of ``slots`` slots of ``max_canvas`` positions (committed as used)."""
        return slots * self.max_canvas * self.kv_position_bytes


@dataclass(frozen=True)
class SeqRows:
    """The rows one sequence computes in a batched forward (``dllmc_seq``): token ids, their
    absolute positions, and for each row the end of the keys it attends to, [0, key_end) of
    the slot's store.  ``slot`` -1 is the scratch slot (a stateless sequence, one per call).
    ``key_start``: each row's first key in a sliding-window layer (None: the window before
    its key end, a causal row's)."""

    slot: int
    ids: np.ndarray
    pos: np.ndarray
    key_end: np.ndarray
    key_start: np.ndarray | None = None

    def __post_init__(self) -> None:
        names = ("ids", "pos", "key_end") + (() if self.key_start is None else ("key_start",))
        for name in names:
            object.__setattr__(self, name, np.ascontiguousarray(getattr(self, name), np.int32))
        if len({len(getattr(self, name)) for name in names}) != 1:
            raise ValueError(f"{', '.join(names)} must have one entry per row")

    @classmethod
    def canvas(cls, slot: int, ids: Sequence[int] | np.ndarray, causal: bool = False) -> SeqRows:
        """Every row of a canvas at positions 0..n-1: each attends to the whole canvas, or to
        [0, i] when ``causal`` (the stateless forward's rows)."""
        n = len(ids)
        pos = np.arange(n, dtype=np.int32)
        return cls(slot, np.asarray(ids), pos, pos + 1 if causal else np.full(n, n, np.int32))

    @classmethod
    def subset(cls, slot: int, canvas: Sequence[int] | np.ndarray,
               rows: Sequence[int] | np.ndarray, causal: bool = False) -> SeqRows:
        """Rows ``rows`` of ``canvas`` only, attending as :meth:`canvas`'s would: the other
        rows' keys and values come from the slot's store (an earlier forward of them)."""
        r = np.asarray(rows, dtype=np.int32)
        ends = r + 1 if causal else np.full(len(r), len(canvas), np.int32)
        return cls(slot, np.asarray(canvas, np.int32)[r], r, ends)


def seq_table(ffi: cffi.FFI, seqs: Sequence[SeqRows]) -> Any:
    """The ``dllmc_seq[]`` of ``seqs`` for a batched forward (pointing into their arrays: keep
    ``seqs`` alive through the call)."""
    table = ffi.new("dllmc_seq[]", max(len(seqs), 1))
    for entry, s in zip(table, seqs, strict=False):
        entry.slot, entry.n_rows = int(s.slot), len(s.ids)
        entry.ids = ffi.cast("const int32_t *", ffi.from_buffer(s.ids))
        entry.pos = ffi.cast("const int32_t *", ffi.from_buffer(s.pos))
        entry.key_end = ffi.cast("const int32_t *", ffi.from_buffer(s.key_end))
        entry.key_start = ffi.NULL if s.key_start is None else ffi.cast(
            "const int32_t *", ffi.from_buffer(s.key_start))
    return table


class Artifact:
    """A compiled model library, opened but not yet bound to its GGUF."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        if not self.path.is_file():
            raise DllmcError(
                "no such artifact",
                "compile one with `dllmc compile MODEL.gguf -o model.so`",
                path=self.path,
            )
        ffi = _ffi()
        try:
            self.lib: Any = ffi.dlopen(str(self.path.resolve()))
            plan = self.lib.dllmc_plan_info()
        except (OSError, AttributeError) as e:
            raise DllmcError(
                f"not a dllmc artifact ({str(e).splitlines()[0][:120]})",
                "pass a file written by `dllmc compile`",
                path=self.path,
            ) from None
        magic = ffi.string(plan.magic).decode()
        if magic != MAGIC or plan.format_version != FORMAT_VERSION:
            raise DllmcError(
                f"artifact format {magic} v{plan.format_version} is not this dllmc's "
                f"({MAGIC} v{FORMAT_VERSION})",
                "recompile the model with this version of dllmc",
                path=self.path,
            )
        s = lambda p: ffi.string(p).decode()  # noqa: E731
        self.info = ArtifactInfo(
            target=s(plan.target),
            target_features=tuple(f for f in s(plan.target_features).split(",") if f),
            model_identity=s(plan.model_identity),
            options_hash=s(plan.options_hash),
            weights_hash=s(plan.weights_hash),
            gguf_size=int(plan.gguf_size),
            max_canvas=int(plan.max_canvas),
            n_vocab=int(plan.n_vocab),
            n_embd=int(plan.n_embd),
            n_steps=int(plan.n_steps),
            n_weights=int(plan.n_weights),
            arena_bytes=int(plan.arena_bytes),
            n_layer=int(plan.n_layer),
            causal=bool(plan.causal),
            kv_row_bytes=int(plan.kv_row_bytes),
        )

    def kernel_ir(self) -> dict[str, str]:
        """symbol -> LLVM IR of every kernel, as embedded by `dllmc compile`."""
        plan = self.lib.dllmc_plan_info()
        blob = bytes(_ffi().buffer(plan.kernel_ir, plan.kernel_ir_bytes))
        return json.loads(zlib.decompress(blob))

    def check_cpu(self) -> None:
        from dllmc.targets import host_features

        missing = [f for f in self.info.target_features if f not in host_features()]
        if missing:
            raise DllmcError(
                f"compiled for target {self.info.target}, but this CPU lacks {', '.join(missing)}",
                "recompile on this machine, or with a target it supports "
                "(`dllmc compile MODEL.gguf --target avx2`, or `--target generic`)",
                path=self.path,
            )

    def read_model(self, gguf_path: str | Path) -> ModelSpec:
        """The spec of ``gguf_path``, checked to be the model this artifact was compiled from."""
        from dllmc.compiler.base.reader import read_gguf

        spec = read_gguf(gguf_path)
        if spec.identity != self.info.model_identity:
            raise DllmcError(
                f"{Path(gguf_path).name} is not the model {self.path.name} was compiled from",
                f"pass the GGUF it was compiled from, or recompile: "
                f"`dllmc compile {gguf_path} -o {self.path.name}`",
                path=self.path,
            )
        return spec

    def open(self, gguf_path: str | Path, threads: int = 0,
             weight_cache: str | Path | None = None, slots: int = 0) -> Model:
        return Model(self, gguf_path, threads, weight_cache, slots)


def runtime_error(err: Any, fix: str, path: str | Path | None = None) -> DllmcError:
    """The runtime's error message as a :class:`DllmcError`: most messages end with their own
    fix after the last ``"; "`` (else ``fix``), and many begin with the file's path already."""
    msg = _ffi().string(err).decode(errors="replace")
    what, sep, own_fix = msg.rpartition("; ")
    if not sep:
        what, own_fix = msg, fix
    if path is not None and msg.startswith(str(path)):
        path = None
    return DllmcError(what, own_fix, path=path)


def memory_available() -> int | None:
    """Bytes this machine can give a new process without swapping (``MemAvailable``), or
    None where that is not known."""
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return None


def memory_needed(artifact: Artifact, slots: int) -> dict[str, int]:
    """What opening ``artifact`` with ``slots`` K/V slots takes, by part (bytes): the repacked
    weights, the activation arena, the K/V store at its full size (the scratch slot and
    ``slots`` slots of ``max_canvas`` positions: committed only as used, but a server fills
    them).  The GGUF itself is mapped from disk and not counted."""
    info = artifact.info
    plan = artifact.lib.dllmc_plan_info()
    packed = sum(int(plan.weights[i].packed_bytes) for i in range(info.n_weights))
    store = info.store_bytes(slots) + 2 * info.max_canvas * info.kv_row_bytes
    return {"weights": packed, "arena": info.arena_bytes, "kv_store": store}


def check_memory(artifact: Artifact, slots: int) -> None:
    """Refuses, with the figures and the fix, to open a model the machine has not the memory
    for (``DLLMC_MEMORY_CHECK=0`` skips the check)."""
    if not settings.MEMORY_CHECK.switch(True):
        return
    have = memory_available()
    need = memory_needed(artifact, slots)
    total = sum(need.values())
    if have is None or total <= have:
        return
    gib = lambda n: f"{n / 2**30:.2f} GiB"  # noqa: E731
    raise DllmcError(
        f"not enough memory: the model needs {gib(total)} (repacked weights {gib(need['weights'])}, "
        f"activations {gib(need['arena'])}, K/V store {gib(need['kv_store'])} for {slots} "
        f"slot(s) of {artifact.info.max_canvas} positions), this machine has {gib(have)} "
        "available",
        "open fewer slots (--slots), compile with a smaller --max-canvas, or use a smaller "
        "quant of the model; DLLMC_MEMORY_CHECK=0 skips this check",
    )


class Model:
    """An artifact bound to its GGUF, weights repacked, ready for forward passes."""

    def __init__(self, artifact: Artifact, gguf_path: str | Path, threads: int = 0,
                 weight_cache: str | Path | None = None, slots: int = 0) -> None:
        """``weight_cache``: a file for the repacked weights (``dllmc_open_cached``): mapped
        when an earlier open of this artifact with this GGUF wrote it, else written.
        ``slots``: sequences the K/V store keeps between forwards (:meth:`forward_batch`);
        0 = stateless forwards only."""
        from dllmc.compiler.base.cache import building, hold

        self.artifact = artifact
        self._handle = None
        artifact.check_cpu()
        self.spec = artifact.read_model(gguf_path)
        check_memory(artifact, slots)
        ffi = _ffi()
        handle = ffi.new("dllmc_model **")
        err = ffi.new("char[]", _ERR_LEN)
        cache = str(weight_cache).encode() if weight_cache else ffi.NULL
        # the weight cache: one process repacks and writes it, another opening the same model
        # meanwhile waits and maps it; held (in use) until close
        self._hold = hold(Path(weight_cache)) if weight_cache else None
        with building(Path(weight_cache), note="waiting for another process repacking "
                      "the same weights") if weight_cache else contextlib.nullcontext():
            rc = artifact.lib.dllmc_open_slots(str(gguf_path).encode(), cache, int(threads),
                                               int(slots), handle, err, _ERR_LEN)
        if rc != 0:
            self.close()
            raise runtime_error(err, "see the message", path=gguf_path)
        self._handle = handle[0]
        self.slots = int(slots)

    @property
    def max_canvas(self) -> int:
        return self.artifact.info.max_canvas

    def step_times(self) -> list[tuple[str, int]]:
        """(step name, nanoseconds) of every forward step in plan order: its wall time summed
        over all forward passes since open (``dllmc_step_times``; names from the plan)."""
        if self._handle is None:
            raise RuntimeError("model is closed")
        ffi = _ffi()
        lib = self.artifact.lib
        n = int(lib.dllmc_step_times(self._handle, ffi.NULL, 0))
        ns = ffi.new("uint64_t[]", max(n, 1))
        lib.dllmc_step_times(self._handle, ns, n)
        steps = lib.dllmc_plan_info().steps
        return [(ffi.string(steps[i].name).decode(), int(ns[i])) for i in range(n)]

    def forward(
        self, ids: np.ndarray | list[int], rows: np.ndarray | list[int] | None = None
    ) -> np.ndarray:
        """Logits ``[len(rows), vocab]`` (float32) of one forward pass over ``ids``."""
        if self._handle is None:
            raise RuntimeError("model is closed")
        ffi = _ffi()
        ids_a = np.ascontiguousarray(ids, dtype=np.int32)
        rows_a = np.ascontiguousarray(
            np.arange(len(ids_a)) if rows is None else rows, dtype=np.int32
        )
        out = np.empty((len(rows_a), self.artifact.info.n_vocab), dtype=np.float32)
        err = ffi.new("char[]", _ERR_LEN)
        rc = self.artifact.lib.dllmc_forward(
            self._handle,
            ffi.cast("const int32_t *", ffi.from_buffer(ids_a)),
            len(ids_a),
            ffi.cast("const int32_t *", ffi.from_buffer(rows_a)),
            len(rows_a),
            ffi.cast("float *", ffi.from_buffer(out)),
            err,
            _ERR_LEN,
        )
        if rc != 0:
            raise runtime_error(err, "check the token ids and canvas length")
        return out

    def forward_batch(self, seqs: Sequence[SeqRows],
                      rows: np.ndarray | Sequence[int] | None = None, *,
                      pass_: Pass = Pass.FORWARD,
                      sc_logits: np.ndarray | None = None) -> np.ndarray:
        """One forward over the rows of ``seqs``, stacked in order (``dllmc_forward_pass``):
        logits ``[len(rows), vocab]`` of ``rows``, indices into the stacked rows (default:
        every row).  Each row's keys and values are written into its sequence's slot.

        ``pass_``: which of the plan's passes runs (an encoder-decoder model's decoder:
        ``Pass.DECODE`` on a canvas's first step, ``Pass.DECODE_SC`` with ``sc_logits``, the
        previous step's logits ``[stacked rows, vocab]``, on the others)."""
        if self._handle is None:
            raise RuntimeError("model is closed")
        ffi = _ffi()
        total = sum(len(s.ids) for s in seqs)
        rows_a = np.ascontiguousarray(np.arange(total) if rows is None else rows, np.int32)
        c = seq_table(ffi, seqs)
        n_vocab = self.artifact.info.n_vocab
        sc = ffi.NULL
        if sc_logits is not None:
            sc_a = np.ascontiguousarray(sc_logits, np.float32)
            if sc_a.shape != (total, n_vocab):
                raise ValueError(f"sc_logits must be [{total}, {n_vocab}] (a row per stacked row), "
                                 f"not {list(sc_a.shape)}")
            sc = ffi.cast("const float *", ffi.from_buffer(sc_a))
        out = np.empty((len(rows_a), n_vocab), dtype=np.float32)
        err = ffi.new("char[]", _ERR_LEN)
        rc = self.artifact.lib.dllmc_forward_pass(
            self._handle, int(pass_), c, len(seqs), sc,
            ffi.cast("const int32_t *", ffi.from_buffer(rows_a)),
            len(rows_a), ffi.cast("float *", ffi.from_buffer(out)), err, _ERR_LEN)
        if rc != 0:
            raise runtime_error(err, "check the sequences' rows and slots")
        return out

    # ------------------------------------------------------------- sampler kernels (appended)

    @property
    def has_sampler(self) -> bool:
        """The artifact carries the compiled sampler kernels (``dllmc_sample``)."""
        try:
            self.artifact.lib.dllmc_sample  # noqa: B018 - an older artifact lacks the symbol
        except AttributeError:
            return False
        return True

    def _sample(self, which: int, logits: np.ndarray, out: np.ndarray, *, keys=None,
                floor=None, scale: float = 1.0, noise: float = 0.0, flags: int = 0) -> np.ndarray:
        if self._handle is None:
            raise RuntimeError("model is closed")
        ffi = _ffi()
        lg = np.ascontiguousarray(logits, dtype=np.float32)
        if lg.ndim != 2 or lg.shape[1] != self.artifact.info.n_vocab:
            raise ValueError(f"logits must be [rows, {self.artifact.info.n_vocab}], not {lg.shape}")
        n = lg.shape[0]
        params = ffi.new("dllmc_sample_params *")
        keep = []  # the arrays the params point into stay alive through the call
        if keys is not None:
            k = np.ascontiguousarray(keys, dtype=np.uint64)
            if k.shape != (n,):
                raise ValueError(f"keys must be [{n}], not {k.shape}")
            keep.append(k)
            params.keys = ffi.cast("const uint64_t *", ffi.from_buffer(k))
        if floor is not None:
            f = np.ascontiguousarray(floor, dtype=np.float32)
            if f.shape != (n,):
                raise ValueError(f"floor must be [{n}], not {f.shape}")
            keep.append(f)
            params.floor = ffi.cast("const float *", ffi.from_buffer(f))
        params.scale = float(scale)
        params.noise = float(noise)
        params.flags = int(flags)
        err = ffi.new("char[]", _ERR_LEN)
        rc = self.artifact.lib.dllmc_sample(
            self._handle, int(which), ffi.cast("const float *", ffi.from_buffer(lg)), n, params,
            ffi.cast("void *", ffi.from_buffer(out)), err, _ERR_LEN)
        if rc != 0:
            raise runtime_error(err, "recompile the model with this dllmc")
        return out

    def row_stats(self, logits: np.ndarray, *, floor: np.ndarray | None = None,
                  scale: float = 1.0, entropy: bool = False) -> np.ndarray:
        """Per row of ``logits`` [rows, vocab]: the compiled ``vocab_stats`` kernel's record
        (``ROW_STATS`` fields argmax, max, max2, z, neg_entropy; runtime/executor/dllmc_runtime.h)."""
        out = np.zeros(len(logits), dtype=ROW_STATS)
        return self._sample(Sampler.STATS, logits, out, floor=floor, scale=scale,
                            flags=SAMPLE_ENTROPY if entropy else 0)

    def gumbel_sample(self, logits: np.ndarray, keys: np.ndarray, noise: float, *,
                      floor: np.ndarray | None = None) -> np.ndarray:
        """Per row: argmax over kept columns of ``logits + noise * gumbel(keys[row], column)``
        (the compiled ``vocab_gumbel`` kernel); a ``ROW_SAMPLE`` record (token, logit)."""
        out = np.zeros(len(logits), dtype=ROW_SAMPLE)
        return self._sample(Sampler.GUMBEL, logits, out, keys=keys, floor=floor, noise=noise)

    def close(self) -> None:
        if getattr(self, "_handle", None) is not None:
            self.artifact.lib.dllmc_close(self._handle)
            self._handle = None
        if getattr(self, "_hold", None) is not None:
            self._hold.release()
            self._hold = None

    def __enter__(self) -> Model:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        self.close()
