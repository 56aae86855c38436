"""Schedule stage (the placement): kernel calls -> a plan with every buffer and weight placed.

One placement for every backend.  Buffers get fixed offsets in one arena sized for the
largest canvas (aligned to the backend's ``align``: 64 bytes on the CPU, 256 on the GPU; one
buffer per value name: a layer's buffers are reused by the next layer).  Weights get one
entry per (tensor, form) with the byte size of the form the runtime builds at load.  A plan
renders to C tables the runtime executes: the CPU plan as ``dllmc_artifact_plan``
(``templates/plan.c.j2``, run by ``runtime/executor/dllmc_runtime.c``), the GPU plans as
``dllmc_gpu_plans`` (``templates/gpu_plan.c.j2``, run by ``runtime/executor/dllmc_cuda.c``), both
through the same table macros (``templates/_tables.c.j2``).
"""

from __future__ import annotations

import dataclasses
import json
import math
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from dllmc.compiler.base.cache import weights_digest
from dllmc.compiler.base.layouts import Form, Pass, Rows, StepKind, form_bytes, kv_row_bytes
from dllmc.compiler.base.settings import DEFAULT_ACT_BLOCKS
from dllmc.compiler.base.spec import Experts, ModelSpec
from dllmc.compiler.base.version import __version__
from dllmc.compiler.kernels import KernelSpec
from dllmc.compiler.kernels.sampler import sampler_kernels
from dllmc.compiler.render import environment, render
from dllmc.compiler.specialize import (
    IDS,
    K_STORE,
    LOGITS,
    ROPE_TABLE,
    ROW_TABLES,
    ROWS,
    SC_LOGITS,
    V_STORE,
    Call,
    Lowered,
)

# buffer names the C runtime knows by a special index (CPU: the caller's memory; the store)
_SPECIAL = {None: "DLLMC_BUF_NONE", IDS: "DLLMC_BUF_IDS", LOGITS: "DLLMC_BUF_LOGITS",
            K_STORE: "DLLMC_BUF_K_STORE", V_STORE: "DLLMC_BUF_V_STORE",
            SC_LOGITS: "DLLMC_BUF_SC_LOGITS"}


@dataclass(frozen=True, repr=False)
class CompileOptions:
    """Every knob of a compile; with the generated code's content it names the artifact (its
    repr is part of the content key: ``pipeline.plan_model``)."""

    target: str
    max_canvas: int
    gpu_targets: tuple[str, ...] = ()  # SMs whose PTX the artifact embeds
    act_blocks: str = DEFAULT_ACT_BLOCKS  # --act-blocks: the activation scales of the CPU's K-quant GEMMs

    def __repr__(self) -> str:
        """The fields, ``act_blocks`` only where it is not the default: a default compile keeps
        the content key it had before the option existed, and another one never has a default
        one's key (even where no GEMM reads a K-quant, and the code is the same)."""
        fields = [f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self)
                  if f.name != "act_blocks" or self.act_blocks != DEFAULT_ACT_BLOCKS]
        return f"CompileOptions({', '.join(fields)})"


@dataclass(frozen=True)
class WeightEntry:
    name: str
    form: Form
    ggml_type: int
    n: int
    k: int
    offset: int
    nbytes: int
    packed_bytes: int  # bytes of the form the runtime builds (0 for RAW: the GGUF's bytes)

    @property
    def form_c(self) -> str:
        return self.form.c_name

    @property
    def device_bytes(self) -> int:
        """Bytes on the GPU: RAW weights are uploaded as the file holds them."""
        return self.nbytes if self.form == Form.RAW else self.packed_bytes


@dataclass(frozen=True)
class Buffer:
    name: str
    offset: int
    bytes: int
    row_bytes: int


@dataclass(frozen=True)
class Step:
    name: str
    kernel: KernelSpec | None
    kernel_index: int  # into Plan.kernels (the GPU's kernel table), -1 for the builtin
    weight: int
    x: str
    x2: str
    x3: str
    y: str
    rows: Rows
    layer: int = -1  # the K/V store layer of DLLMC_BUF_K_STORE / V_STORE
    kind: StepKind = StepKind.KERNEL
    passes: int = 1  # the passes it runs in: bits of layouts.Pass
    join: bool = False  # runs in the parallel region of the step before it (:func:`_join`)

    @property
    def kind_c(self) -> str:
        return self.kind.c_name


@dataclass(frozen=True)
class Plan:
    version: str
    model_name: str
    target: Any  # a CpuTarget or a GpuTarget
    model_identity: str
    options_hash: str
    gguf_size: int
    max_canvas: int
    n_vocab: int
    n_embd: int
    n_layer: int
    causal: bool  # the stateless forward's rows attend to [0, i] instead of the whole canvas
    kv_row_bytes: int  # one position's K (= V) of one layer in the store
    weights: tuple[WeightEntry, ...]
    buffers: tuple[Buffer, ...]
    arena_bytes: int
    init_steps: tuple[Step, ...]
    steps: tuple[Step, ...]
    kernels: tuple[KernelSpec, ...]  # distinct kernel specs, in first-use order
    # the sampler's kernels (compiler/kernels/sampler.py), in dllmc_sample's which-order
    sampler_steps: tuple[Step, ...] = ()
    experts: Experts | None = None  # a mixture of experts: how the ROUTE steps choose
    n_swa: int = 0  # a sliding-window layer's keys (the runtime's default key starts)
    n_passes: int = 1  # layouts.Pass: 1 (the forward), or 3 (an encoder-decoder model)
    act_blocks: str = DEFAULT_ACT_BLOCKS  # --act-blocks: the formats the CPU's K-quant GEMMs read

    @cached_property
    def weights_hash(self) -> str:
        """The key of the weights the runtime repacks for this plan (its weight cache's)."""
        return weights_digest(repr(w) for w in self.weights)

    @property
    def packed_bytes(self) -> int:
        return sum(w.packed_bytes for w in self.weights)

    @property
    def device_weight_bytes(self) -> int:
        return sum(-(-w.device_bytes // self.target.backend.align) * self.target.backend.align
                   for w in self.weights)

    def buffer_index(self, name: str) -> int:
        """A buffer's index, or -1 when the plan has none of that name."""
        return next((i for i, b in enumerate(self.buffers) if b.name == name), -1)

    @property
    def special(self) -> dict[str, int]:
        """The indices of the buffers the GPU runtime fills or reads itself."""
        return {n: self.buffer_index(n) for n in (IDS, ROWS, LOGITS, ROPE_TABLE,
                                                  *ROW_TABLES.values())}

    @cached_property
    def kernel_ir(self) -> dict[str, str]:
        """symbol -> rendered LLVM IR, for every kernel the plan calls."""
        return {k.symbol: render(k, self.target) for k in self.kernels}

    @property
    def kernel_ir_zlib(self) -> bytes:
        return zlib.compress(json.dumps(self.kernel_ir).encode(), 9)

    def render_c(self) -> str:
        """``plan.c``: the CPU plan as the runtime's tables (``dllmc_artifact_plan``)."""
        return environment().get_template("plan.c.j2").render(p=self)

    def generated(self) -> list[str]:
        """Every text this plan generates code from: its kernels' IR and its C tables (a GPU
        plan's PTX is a function of its IR, its target and the LLVM version)."""
        tables = render_gpu_c((self,), {self.target.name: ""}) if self.target.kind == "gpu" \
            else self.render_c()
        return [*self.kernel_ir.values(), tables]

    def without_joins(self) -> Plan:
        """This plan with every step in a parallel region of its own (benchmarks and tests
        compare it with the regions :func:`_join` made)."""
        return dataclasses.replace(self, steps=tuple(dataclasses.replace(s, join=False)
                                                     for s in self.steps))

    def with_hash(self, options_hash: str) -> Plan:
        """This plan with its options hash set (the rendered IR and the weights' hash are kept,
        not computed again: neither depends on the options)."""
        new = dataclasses.replace(self, options_hash=options_hash)
        for cached in ("kernel_ir", "weights_hash"):
            if cached in self.__dict__:
                new.__dict__[cached] = self.__dict__[cached]
        return new

    def describe(self) -> str:
        """The plan as text (``--dump plan``)."""
        lines = [
            f"plan for {self.model_name} on {self.target.name}: {len(self.steps)} steps, "
            f"{len(self.kernels)} kernels, arena {self.arena_bytes / 2**20:.1f} MiB at canvas "
            f"{self.max_canvas}, " + (f"repacked weights {self.packed_bytes / 2**20:.1f} MiB"
                                      if self.target.kind == "cpu" else
                                      f"weights on the GPU {self.device_weight_bytes / 2**20:.1f} MiB")
            + (f", K-quant GEMMs' activation scales --act-blocks {self.act_blocks}"
               if self.act_blocks != DEFAULT_ACT_BLOCKS and self.target.backend.per256 else ""),
            "buffers:",
        ]
        lines += [f"  {b.name:<12} @{b.offset:>12}  {b.bytes:>12} B" for b in self.buffers]
        lines.append("steps:")
        for s in (*self.init_steps, *self.steps, *self.sampler_steps):
            what = f"{s.kind.name.lower()} (runtime builtin)" if s.kernel is None else s.kernel.symbol
            w = f" w={self.weights[s.weight].name}[{self.weights[s.weight].form}]" if s.weight >= 0 else ""
            io = ", ".join(f"{k}={getattr(s, k)}" for k in ("x", "x2", "x3", "y") if getattr(s, k) != "-")
            layer = f" layer={s.layer}" if s.layer >= 0 else ""
            passes = "" if s.passes == (1 << self.n_passes) - 1 else " passes=" + "+".join(
                p.name.lower() for p in Pass if s.passes & p.bit)
            lines.append(f"  {s.name:<24} {what}  {io}{w}  rows={s.rows.name.lower()}{layer}"
                         f"{passes}")
        return "\n".join(lines)


def schedule(spec: ModelSpec, target: Any, options: CompileOptions, lowered: Lowered,
             options_hash: str = "") -> Plan:
    """Place ``lowered`` for ``target``: arena offsets, the weight table, the steps."""
    be = target.backend
    offsets: dict[str, Buffer] = {}
    at = 0
    for name, row_bytes in lowered.row_bytes.items():
        size = -(-row_bytes * options.max_canvas // be.align) * be.align
        offsets[name] = Buffer(name, at, size, row_bytes)
        at += size
    index = {name: str(i) for i, name in enumerate(offsets)}

    weight_index: dict[tuple[str, Form], int] = {}
    weights: list[WeightEntry] = []

    def weight(call: Call) -> int:
        if call.weight is None:
            return -1
        assert call.form is not None
        key = (call.weight.name, call.form)
        if key not in weight_index:
            t = call.weight
            # a matrix (an expert stack: E x N rows, the experts one after another), a vector
            n, k = (math.prod(t.shape[:-1]), t.shape[-1]) if len(t.shape) >= 2 else (t.shape[0], 1)
            weight_index[key] = len(weights)
            # the runtime finds the bytes by the file's tensor (a part: a range of its rows)
            weights.append(WeightEntry(t.file_tensor, call.form, int(t.ggml_type), n, k, t.offset,
                                       t.nbytes, form_bytes(tuple(t.shape), t.type_name,
                                                            call.form)))  # fmt: skip
        return weight_index[key]

    def buf(name: str | None) -> str:
        return index[name] if name in index else _SPECIAL[name]

    calls = [*lowered.init, *lowered.calls]
    kernels = tuple(dict.fromkeys(c.kernel for c in calls if c.kernel is not None))
    sampler = sampler_kernels(spec.hparams.n_vocab, target) if be.sampler_kernels else ()
    kernels = tuple(dict.fromkeys((*kernels, *sampler)))
    k_index = {k: i for i, k in enumerate(kernels)}

    n_passes = len(Pass) if spec.arch.encoder_decoder else 1
    every = (1 << n_passes) - 1

    def step(c: Call) -> Step:
        return Step(c.name, c.kernel, -1 if c.kernel is None else k_index[c.kernel], weight(c),
                    buf(c.x), buf(c.x2), buf(c.x3), buf(c.y), c.rows,
                    -1 if c.layer is None else c.layer, c.kind, c.passes or every)

    init = tuple(step(c) for c in lowered.init)
    steps = tuple(step(c) for c in lowered.calls)
    if be.join_steps:
        steps = _join(steps)
    # --- sampler kernels: every CPU artifact carries them (runtime: dllmc_sample)
    sampler_steps = tuple(Step(f"sampler.{k.template}", k, k_index[k], -1,
                               *("DLLMC_BUF_NONE",) * 4, Rows.CANVAS) for k in sampler)
    return Plan(
        version=__version__,
        model_name=(spec.name or spec.path.name).replace('"', "'").replace("\\", "/"),
        target=target,
        model_identity=spec.identity,
        options_hash=options_hash,
        gguf_size=spec.file_size,
        max_canvas=options.max_canvas,
        n_vocab=spec.hparams.n_vocab,
        n_embd=spec.hparams.n_embd,
        n_layer=spec.hparams.n_layer,
        causal=spec.hparams.causal,
        kv_row_bytes=kv_row_bytes(spec.hparams.n_embd_kv),
        weights=tuple(weights),
        buffers=tuple(offsets.values()),
        arena_bytes=at,
        init_steps=init,
        steps=steps,
        kernels=kernels,
        sampler_steps=sampler_steps,
        experts=spec.hparams.experts,
        n_swa=spec.hparams.n_swa if spec.hparams.swa_layers else 0,
        n_passes=n_passes,
        act_blocks=options.act_blocks,
    )


# the rows modes whose steps run as one call of their kernel over the step's rows
_ONE_CALL = frozenset({Rows.CANVAS, Rows.SELECTED, Rows.POSITION, Rows.STORE, Rows.ROUTED})


def _join(steps: tuple[Step, ...]) -> tuple[Step, ...]:
    """``steps`` with ``join`` set on each step that runs in the parallel region of the one
    before it: consecutive kernel steps (Q, K and V; gate and up) whose kernels read only x
    and their weight and write only y, on the same x, rows and passes, each writing a buffer of
    its own.  None reads what another writes, so their work items form one set, shared out on
    the threads with one barrier at its end instead of one per step; every output element is
    computed as it would be alone (the same kernel, the same item)."""
    out: list[Step] = []
    written: set[str] = set()  # the y of the region so far
    for s in steps:
        prev = out[-1] if out else None
        join = (prev is not None and s.kind == prev.kind == StepKind.KERNEL
                and s.kernel is not None and prev.kernel is not None
                and s.kernel.reads_x_only and prev.kernel.reads_x_only
                and s.rows == prev.rows and s.rows in _ONE_CALL
                and (s.x, s.passes) == (prev.x, prev.passes)
                and s.y != s.x and s.y not in written and s.x not in written)
        if not join:
            written = set()
        written.add(s.y)
        out.append(dataclasses.replace(s, join=join) if join else s)
    return tuple(out)


def _c_string(line: str) -> str:
    return line.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")


def render_gpu_c(plans: Sequence[Plan], ptx: dict[str, str]) -> str:
    """``gpu_plan.c``: the GPU plans (one per SM, in SM order) and their PTX modules as the
    tables behind ``dllmc_gpu_plans`` (runtime/executor/dllmc_cuda.h).  The plans share one set of
    weight, buffer and step tables: they are the same lowering for different SMs."""
    first = plans[0]

    def shape(p: Plan) -> tuple:
        return (p.weights, p.buffers, [(s.name, s.kernel_index, s.weight, s.x, s.x2, s.x3, s.y,
                                        s.rows, s.layer, s.passes) for s in p.steps])

    for q in plans[1:]:
        if shape(q) != shape(first):
            raise AssertionError(f"the GPU plans of {first.target.name} and {q.target.name} differ")
    lines = {sm: [_c_string(line) + "\\n" for line in text.splitlines()] for sm, text in ptx.items()}
    return environment().get_template("gpu_plan.c.j2").render(
        p=first, plans=plans, ptx=lines, version=__version__)


__all__ = ["Buffer", "CompileOptions", "Plan", "Step", "WeightEntry", "render_gpu_c", "schedule"]
