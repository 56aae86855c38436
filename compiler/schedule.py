"""Schedule stage: kernel calls -> a plan with every buffer and weight placed.

Buffers get fixed offsets in one arena sized for the largest canvas (64-byte aligned, one
buffer per value name: a layer's buffers are reused by the next layer).  Weights get one
entry per (tensor, form) with the byte size of the form the runtime builds at load.  The
plan renders to C (``templates/plan.c.j2``): the tables the runtime executes.
"""

from __future__ import annotations

import hashlib
import json
import zlib
from dataclasses import dataclass
from functools import cached_property
from importlib.resources import files

from dllmc import __version__
from dllmc.compiler import kernels as K
from dllmc.compiler.render import environment, render
from dllmc.compiler.sampler_kernels import sampler_kernels
from dllmc.compiler.spec import ModelSpec, TensorInfo
from dllmc.compiler.specialize import IDS, LOGITS, ROWS_SELECTED, Call, Form, Lowered
from dllmc.targets.cpu import CpuTarget

ALIGN = 64
_FORM_C = {
    Form.RAW: "DLLMC_FORM_RAW",
    Form.F32: "DLLMC_FORM_F32",
    Form.QR8: "DLLMC_FORM_QR8",
    Form.FR8: "DLLMC_FORM_FR8",
}
_SPECIAL = {None: "DLLMC_BUF_NONE", IDS: "DLLMC_BUF_IDS", LOGITS: "DLLMC_BUF_LOGITS"}


@dataclass(frozen=True)
class CompileOptions:
    """Every knob that changes the generated code; its hash goes into the artifact."""

    target: str
    max_canvas: int
    gpu_targets: tuple[str, ...] = ()  # SMs whose PTX the artifact embeds (compiler/gpu_plan.py)

    def digest(self) -> str:
        h = hashlib.sha256(repr(self).encode())
        h.update(__version__.encode())
        for package in ("dllmc.templates", "dllmc.runtime"):
            for path in sorted(_source_files(package)):
                h.update(path.encode())
                h.update(files(package).joinpath(path).read_bytes())
        return h.hexdigest()[:16]


def _source_files(package: str) -> list[str]:
    root = files(package)
    found = []

    def walk(node, prefix: str) -> None:  # Traversable has no rglob
        for child in node.iterdir():
            rel = f"{prefix}{child.name}"
            if child.is_dir():
                walk(child, rel + "/")
            elif child.name.endswith((".j2", ".c", ".h")):
                found.append(rel)

    walk(root, "")
    return found


@dataclass(frozen=True)
class WeightEntry:
    name: str
    form: Form
    ggml_type: int
    n: int
    k: int
    offset: int
    nbytes: int
    packed_bytes: int

    @property
    def form_c(self) -> str:
        return _FORM_C[self.form]


@dataclass(frozen=True)
class Buffer:
    name: str
    offset: int
    bytes: int


@dataclass(frozen=True)
class Step:
    name: str
    kernel: object | None
    weight: int
    x: str
    x2: str
    x3: str
    y: str
    rows: str

    @property
    def kind_c(self) -> str:
        return "DLLMC_STEP_EMBED" if self.kernel is None else "DLLMC_STEP_KERNEL"

    @property
    def fn(self) -> str:
        return "0" if self.kernel is None else self.kernel.symbol

    @property
    def items(self) -> str:
        return "0" if self.kernel is None else f"{self.kernel.symbol}_items"

    @property
    def rows_c(self) -> str:
        return "DLLMC_ROWS_SELECTED" if self.rows == ROWS_SELECTED else "DLLMC_ROWS_CANVAS"


@dataclass(frozen=True)
class Plan:
    version: str
    model_name: str
    target: CpuTarget
    model_identity: str
    options_hash: str
    gguf_size: int
    max_canvas: int
    n_vocab: int
    n_embd: int
    weights: tuple[WeightEntry, ...]
    buffers: tuple[Buffer, ...]
    arena_bytes: int
    init_steps: tuple[Step, ...]
    steps: tuple[Step, ...]
    kernels: tuple[object, ...]  # distinct kernel specs, in first-use order
    # the sampler's kernels (compiler/sampler_kernels.py), in dllmc_sample's which-order
    sampler_steps: tuple[Step, ...] = ()

    @property
    def packed_bytes(self) -> int:
        return sum(w.packed_bytes for w in self.weights)

    @cached_property
    def kernel_ir(self) -> dict[str, str]:
        """symbol -> rendered LLVM IR, for every kernel the plan calls."""
        return {k.symbol: render(k, self.target) for k in self.kernels}

    @property
    def kernel_ir_zlib(self) -> bytes:
        return zlib.compress(json.dumps(self.kernel_ir).encode(), 9)

    def render_c(self) -> str:
        return environment().get_template("plan.c.j2").render(p=self)

    def describe(self) -> str:
        """The plan as text (``--dump plan``)."""
        lines = [
            f"plan for {self.model_name} on {self.target.name}: {len(self.steps)} steps, "
            f"{len(self.kernels)} kernels, arena {self.arena_bytes / 2**20:.1f} MiB at canvas "
            f"{self.max_canvas}, repacked weights {self.packed_bytes / 2**20:.1f} MiB",
            "buffers:",
        ]
        lines += [f"  {b.name:<12} @{b.offset:>12}  {b.bytes:>12} B" for b in self.buffers]
        lines.append("steps:")
        for s in (*self.init_steps, *self.steps, *self.sampler_steps):
            what = "embed (runtime builtin)" if s.kernel is None else s.kernel.symbol
            w = f" w={self.weights[s.weight].name}[{self.weights[s.weight].form}]" if s.weight >= 0 else ""
            io = ", ".join(f"{k}={getattr(s, k)}" for k in ("x", "x2", "x3", "y") if getattr(s, k) != "-")
            lines.append(f"  {s.name:<24} {what}  {io}{w}  rows={s.rows}")
        return "\n".join(lines)


def packed_bytes(t: TensorInfo, form: Form) -> int:
    """Bytes of a weight in ``form`` (docs/weight-layouts.md)."""
    if form == Form.RAW:
        return 0
    if form == Form.F32:
        return 4 * t.shape[0]
    n, k = t.shape
    groups = -(-n // 8)
    if form == Form.FR8:
        return groups * 8 * k * K.FR8_ELEMENTS[t.type_name][1]
    return K.qr8_weight_bytes(t.type_name, n, k)


def schedule(spec: ModelSpec, target: CpuTarget, options: CompileOptions, lowered: Lowered) -> Plan:
    offsets: dict[str, Buffer] = {}
    at = 0
    for name, row_bytes in lowered.row_bytes.items():
        size = -(-row_bytes * options.max_canvas // ALIGN) * ALIGN
        offsets[name] = Buffer(name, at, size)
        at += size

    weight_index: dict[tuple[str, Form], int] = {}
    weights: list[WeightEntry] = []

    def weight(call: Call) -> int:
        if call.weight is None:
            return -1
        key = (call.weight.name, call.form)
        if key not in weight_index:
            t = call.weight
            n, k = (t.shape[0], t.shape[1]) if len(t.shape) == 2 else (t.shape[0], 1)
            weight_index[key] = len(weights)
            weights.append(WeightEntry(t.name, call.form, int(t.ggml_type), n, k, t.offset,
                                       t.nbytes, packed_bytes(t, call.form)))  # fmt: skip
        return weight_index[key]

    def buf(name: str | None) -> str:
        return _SPECIAL[name] if name in _SPECIAL else str(list(offsets).index(name))

    def step(c: Call) -> Step:
        return Step(c.name, c.kernel, weight(c), buf(c.x), buf(c.x2), buf(c.x3), buf(c.y), c.rows)

    init = tuple(step(c) for c in lowered.init)
    steps = tuple(step(c) for c in lowered.calls)
    # --- sampler kernels: every artifact carries them (runtime: dllmc_sample)
    sampler = tuple(Step(f"sampler.{k.template}", k, -1, *("DLLMC_BUF_NONE",) * 4, "canvas")
                    for k in sampler_kernels(spec.hparams.n_vocab, target))
    kernels = tuple(
        dict.fromkeys(s.kernel for s in (*init, *steps, *sampler) if s.kernel is not None)
    )
    return Plan(
        version=__version__,
        model_name=(spec.name or spec.path.name).replace('"', "'").replace("\\", "/"),
        target=target,
        model_identity=spec.identity,
        options_hash=options.digest(),
        gguf_size=spec.file_size,
        max_canvas=options.max_canvas,
        n_vocab=spec.hparams.n_vocab,
        n_embd=spec.hparams.n_embd,
        weights=tuple(weights),
        buffers=tuple(offsets.values()),
        arena_bytes=at,
        init_steps=init,
        steps=steps,
        kernels=kernels,
        sampler_steps=sampler,
    )
