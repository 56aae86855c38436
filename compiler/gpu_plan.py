"""GPU plan: the kernel graph lowered to launches of the NVPTX kernels (docs/gpu.md).

The GPU counterpart of ``specialize`` + ``schedule``, over the same graph
(:mod:`dllmc.compiler.graph`):

    lower(graph, target)               -> Lowered: one Call per kernel launch, fused
    gpu_plan(spec, graph, targets, mc) -> GpuPlan: buffers placed in one device arena, the
                                          weight table with each weight's GPU form, and per
                                          SM the table of kernels the launches name

The fusions are the CPU's (RMSNorm + Q8, SwiGLU + Q8, bias + RoPE), decided for the GPU's own
GEMMs: only Q4_K and Q6_K run on the int8 tensor cores (``gemm_q``, GGUF blocks read as the
file holds them); F32/F16/BF16 matrices run ``gemm_f`` as stored, and every other type is
dequantized to F16 at upload and runs ``gemm_f`` F16 (the same for the embedding table).

The plan is data: ``GpuPlan.to_json()`` is what the artifact embeds (zlib JSON with the PTX
modules, ``templates/gpu_plan.c.j2`` -> ``dllmc_gpu_blob``) and what the runtime executes
(:mod:`dllmc.runtime.gpu`); nothing in it depends on Python objects.
"""

from __future__ import annotations

import dataclasses
import json
import zlib
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from dllmc import __version__
from dllmc.compiler import gpu_kernels as G
from dllmc.compiler.graph import Graph, Node, Op
from dllmc.compiler.kernels import q8_row_bytes
from dllmc.compiler.render import environment
from dllmc.compiler.schedule import Buffer
from dllmc.compiler.spec import ModelSpec, TensorInfo
from dllmc.compiler.specialize import (
    IDS,
    LOGITS,
    ROPE_TABLE,
    ROWS_CANVAS,
    ROWS_SELECTED,
    Call,
    Lowered,
)
from dllmc.targets.gpu import GpuTarget

GPU_PLAN_FORMAT = 1
ROWS = "rows"  # the selected rows (int32), uploaded with the ids
ALIGN = 256  # device buffers and weights: 256-byte aligned (cudaMalloc's own alignment)
NO_BUF = -1


class GpuForm(StrEnum):
    """How the runtime puts a weight on the GPU."""

    RAW = "raw"  # the GGUF bytes as stored: Q4_K/Q6_K (gemm_q), F32/F16/BF16 (gemm_f), embed types
    F32 = "f32"  # vectors (norm weights, biases) as float32
    F16 = "f16"  # every other quant type: dequantized to F16 row-major at upload


def is_tensor_core_type(t: TensorInfo) -> bool:
    """Weights the int8 tensor-core GEMM reads in their GGUF blocks."""
    return t.type_name in G.GGUF_BLOCKS


def matrix_form(t: TensorInfo) -> GpuForm:
    return GpuForm.RAW if t.type_name in (*G.GGUF_BLOCKS, *G.GPU_FLOAT_WEIGHTS) else GpuForm.F16


def embed_form(t: TensorInfo) -> GpuForm:
    return GpuForm.RAW if t.type_name in G.EMBED_TYPES else GpuForm.F16


def form_dtype(t: TensorInfo, form: GpuForm) -> str:
    """The element/block type the kernel reads for ``t`` in ``form``."""
    return {GpuForm.RAW: t.type_name, GpuForm.F32: "F32", GpuForm.F16: "F16"}[form]


def device_bytes(t: TensorInfo, form: GpuForm) -> int:
    """Bytes of a weight on the GPU."""
    numel = 1
    for d in t.shape:
        numel *= d
    return {GpuForm.RAW: t.nbytes, GpuForm.F32: 4 * numel, GpuForm.F16: 2 * numel}[form]


def _gemm(target: GpuTarget, w: TensorInfo) -> Any:
    n, k = w.shape
    if is_tensor_core_type(w):
        return G.GemmQG(target=target, ggml_type=w.type_name, n=n, k=k)
    return G.GemmFG(target=target, dtype=form_dtype(w, matrix_form(w)), n=n, k=k)


def lower(graph: Graph, target: GpuTarget) -> Lowered:
    """The graph as GPU launches for ``target`` (fusions as in ``specialize``)."""
    spec = graph.spec
    hp = spec.hparams
    out = Lowered()
    nodes = graph.nodes
    fresh_q8: set[str] = set()  # values whose Q8 copy is current

    def f32(name: str, width: int) -> str:
        return out.buffer(name, 4 * width)

    def q8(name: str, width: int) -> str:
        return out.buffer(f"{name}.q8", q8_row_bytes(width))

    def layer_name(node: Node, what: str) -> str:
        return what if node.layer is None else f"blk.{node.layer}.{what}"

    def add(call: Call, wrote: str | None = None) -> None:
        out.calls.append(call)
        fresh_q8.discard(wrote)

    def q8_readers(i: int) -> bool:
        users = graph.readers(i)
        return bool(users) and all(u.op in (Op.MATMUL, Op.LOGITS) and is_tensor_core_type(u.weight)
                                   for u in users)

    skip: set[int] = set()
    for i, node in enumerate(nodes):
        if i in skip:
            continue
        v = node.out
        w = node.weight
        if node.op == Op.EMBED:
            form = embed_form(w)
            kernel = G.EmbedG(target=target, ggml_type=form_dtype(w, form), n_embd=v.width)
            add(Call("token_embd", kernel, x=out.buffer(IDS, 4), y=f32(v.name, v.width),
                        weight=w, form=form), v.name)
        elif node.op == Op.RMSNORM:
            final = any(u.op == Op.LOGITS for u in graph.readers(i))
            as_q8 = q8_readers(i)
            kernel = G.RmsNormG(target=target, k=v.width, eps=hp.norm_eps, out_q8=as_q8)
            y = q8(v.name, v.width) if as_q8 else f32(v.name, v.width)
            add(Call(w.name.removesuffix(".weight"), kernel, x=node.inputs[0].name, y=y,
                        weight=w, form=GpuForm.F32, rows=ROWS_SELECTED if final else ROWS_CANVAS),
                v.name)
            if as_q8:
                fresh_q8.add(v.name)
        elif node.op in (Op.MATMUL, Op.LOGITS):
            src = node.inputs[0]
            logits = node.op == Op.LOGITS
            if is_tensor_core_type(w):
                if src.name not in fresh_q8:
                    if logits:
                        raise AssertionError("the final norm feeds the output projection")
                    add(Call(f"{layer_name(node, src.name)}.q8",
                                G.QuantizeQ8G(target=target, k=src.width), x=src.name,
                                y=q8(src.name, src.width)))
                    fresh_q8.add(src.name)
                x = q8(src.name, src.width)
            else:
                x = f32(src.name, src.width)
            y = out.buffer(LOGITS, 4 * v.width) if logits else f32(v.name, v.width)
            add(Call(w.name.removesuffix(".weight"), _gemm(target, w), x=x, y=y, weight=w,
                        form=matrix_form(w), rows=ROWS_SELECTED if logits else ROWS_CANVAS),
                v.name)
        elif node.op == Op.ADD_BIAS:
            nxt = nodes[i + 1] if i + 1 < len(nodes) else None
            if nxt is not None and nxt.op == Op.ROPE and nxt.out.name == v.name:
                skip.add(i + 1)  # fused: bias + rope
                kernel = G.RopeG(target=target, n_heads=v.width // hp.head_dim,
                                 head_dim=hp.head_dim, style=spec.arch.rope.value, bias=True)
                add(Call(w.name.removesuffix(".bias") + ".rope", kernel, x=v.name,
                            x2=ROPE_TABLE, y=v.name, weight=w, form=GpuForm.F32), v.name)
            else:
                logits = v.name == LOGITS
                add(Call(w.name, G.AddBiasG(target=target, n=v.width), x=v.name, y=v.name,
                            weight=w, form=GpuForm.F32,
                            rows=ROWS_SELECTED if logits else ROWS_CANVAS), v.name)
        elif node.op == Op.ROPE:
            kernel = G.RopeG(target=target, n_heads=v.width // hp.head_dim, head_dim=hp.head_dim,
                             style=spec.arch.rope.value)
            add(Call(layer_name(node, f"{v.name}.rope"), kernel, x=v.name, x2=ROPE_TABLE,
                        y=v.name), v.name)
        elif node.op == Op.ATTENTION:
            q, k, vv = node.inputs
            kernel = G.AttentionG(target=target, n_head=hp.n_head, n_head_kv=hp.n_head_kv,
                                  head_dim=hp.head_dim, causal=hp.causal)
            add(Call(layer_name(node, "attention"), kernel, x=q.name, x2=k.name, x3=vv.name,
                        y=f32(v.name, v.width)), v.name)
        elif node.op == Op.ADD:
            a, b = node.inputs
            add(Call(layer_name(node, "residual"), G.AddG(target=target, n=v.width), x=a.name,
                        x2=b.name, y=f32(v.name, v.width)), v.name)
        elif node.op == Op.SWIGLU:
            as_q8 = q8_readers(i)
            gate, up = node.inputs
            y = q8(v.name, v.width) if as_q8 else f32(v.name, v.width)
            add(Call(layer_name(node, "swiglu"), G.SwigluG(target=target, n=v.width, out_q8=as_q8),
                        x=gate.name, x2=up.name, y=y), v.name)
            if as_q8:
                fresh_q8.add(v.name)
        else:  # pragma: no cover - every Op is handled above
            raise AssertionError(f"no lowering for {node.op}")
    if any(c.x2 == ROPE_TABLE for c in out.calls):
        out.buffer(ROPE_TABLE, 4 * hp.head_dim)  # filled once at load (the CPU rope_table)
    out.buffer(ROWS, 4)
    return out


# ----------------------------------------------------------------------------- the plan


def kernel_entry(k: Any) -> dict[str, Any]:
    """A kernel of an SM's table: what a launch needs (symbol, block, grid rule) and the spec
    itself as data (class and fields, so the spec can be rebuilt: :func:`spec_of`)."""
    return {"symbol": k.symbol, "threads": k.threads, "grid": [list(d) for d in k.grid_rule],
            "family": type(k).__name__,
            "fields": {f.name: getattr(k, f.name) for f in dataclasses.fields(k)
                       if f.name != "target"}}


def spec_of(entry: dict[str, Any], target: GpuTarget) -> Any:
    """The spec of a kernel table entry (the inverse of :func:`kernel_entry`)."""
    family = getattr(G, entry["family"])
    if family not in G.GPU_KERNEL_SPECS:
        raise ValueError(f"not a GPU kernel family: {entry['family']}")
    return family(target=target, **entry["fields"])


@dataclass(frozen=True)
class GpuWeight:
    name: str
    ggml_type: int
    type_name: str
    shape: tuple[int, ...]
    offset: int  # absolute byte offset of the tensor in the GGUF
    nbytes: int  # bytes in the GGUF
    form: GpuForm
    bytes: int  # bytes on the GPU


@dataclass(frozen=True)
class Launch:
    name: str
    kernel: int  # index into each SM's kernel table
    weight: int  # index into weights, or -1
    x: int  # buffer indices, or -1
    x2: int
    x3: int
    y: int
    rows: str  # ROWS_CANVAS: m = canvas length; ROWS_SELECTED: m = selected rows, rows passed


@dataclass(frozen=True)
class GpuPlan:
    model_name: str
    model_identity: str
    max_canvas: int
    n_vocab: int
    rope: tuple[int, float] | None  # (head_dim, freq_base) of the uploaded RoPE table
    weights: tuple[GpuWeight, ...]
    buffers: tuple[Buffer, ...]
    arena_bytes: int
    launches: tuple[Launch, ...]
    kernels: dict[str, tuple[Any, ...]]  # SM name -> distinct specs, in first-use order

    @property
    def targets(self) -> tuple[str, ...]:
        return tuple(self.kernels)

    @property
    def weight_bytes(self) -> int:
        return sum(w.bytes for w in self.weights)

    def buffer_index(self, name: str) -> int:
        return next(i for i, b in enumerate(self.buffers) if b.name == name)

    def to_json(self) -> dict[str, Any]:
        """The plan as the runtime reads it (docs/gpu.md, "The GPU plan")."""
        special = {n: self.buffer_index(n) for n in (IDS, ROWS, LOGITS, ROPE_TABLE)
                   if any(b.name == n for b in self.buffers)}
        return {
            "format": GPU_PLAN_FORMAT,
            "version": __version__,
            "model_name": self.model_name,
            "model_identity": self.model_identity,
            "max_canvas": self.max_canvas,
            "n_vocab": self.n_vocab,
            "rope": None if self.rope is None else {"head_dim": self.rope[0],
                                                    "freq_base": self.rope[1]},
            "special": special,
            "arena_bytes": self.arena_bytes,
            "weight_bytes": self.weight_bytes,
            "buffers": [dataclasses.asdict(b) for b in self.buffers],
            "weights": [dataclasses.asdict(w) | {"form": w.form.value, "shape": list(w.shape)}
                        for w in self.weights],
            "launches": [dataclasses.asdict(s) for s in self.launches],
            "kernels": {sm: [kernel_entry(k) for k in ks] for sm, ks in self.kernels.items()},
        }

    def blob(self, ptx: dict[str, str]) -> bytes:
        """What the artifact embeds: zlib JSON {"plan": to_json(), "ptx": {sm: module}}."""
        if set(ptx) != set(self.kernels):
            raise ValueError(f"PTX for {sorted(ptx)}, plan for {sorted(self.kernels)}")
        return zlib.compress(json.dumps({"plan": self.to_json(), "ptx": ptx}).encode(), 9)

    def render_c(self, ptx: dict[str, str]) -> str:
        """``gpu_plan.c``: the blob behind ``dllmc_gpu_blob`` (runtime/dllmc_cuda.h)."""
        blob = self.blob(ptx)
        lines = [",".join(map(str, blob[i:i + 24])) for i in range(0, len(blob), 24)]
        return environment().get_template("gpu_plan.c.j2").render(
            p=self, version=__version__, blob_bytes=len(blob), blob_lines=lines)

    def describe(self) -> str:
        """The GPU plan as text (``dllmc compile --dump plan`` with GPU targets)."""
        sm = self.targets[0]
        lines = [
            f"GPU plan for {self.model_name} on {', '.join(self.targets)}: {len(self.launches)} "
            f"launches, {len(self.kernels[sm])} kernels, device arena "
            f"{self.arena_bytes / 2**20:.1f} MiB at canvas {self.max_canvas}, weights "
            f"{self.weight_bytes / 2**20:.1f} MiB",
            "gpu buffers:",
        ]
        lines += [f"  {b.name:<12} @{b.offset:>12}  {b.bytes:>12} B" for b in self.buffers]
        lines.append(f"gpu launches ({sm}):")
        name = lambda i: "-" if i < 0 else self.buffers[i].name  # noqa: E731
        for s in self.launches:
            k = self.kernels[sm][s.kernel]
            io = ", ".join(f"{f}={name(getattr(s, f))}" for f in ("x", "x2", "x3", "y")
                           if getattr(s, f) >= 0)
            w = (f" w={self.weights[s.weight].name}[{self.weights[s.weight].form}]"
                 if s.weight >= 0 else "")
            lines.append(f"  {s.name:<24} {k.symbol}  {io}{w}  rows={s.rows}")
        return "\n".join(lines)


def gpu_plan(spec: ModelSpec, graph: Graph, targets: tuple[GpuTarget, ...], max_canvas: int
             ) -> GpuPlan:
    """Lower ``graph`` once and place it; the kernel table of every further SM is the same
    specs for that SM (``dataclasses.replace(spec, target=...)``, which re-checks each)."""
    if not targets:
        raise ValueError("gpu_plan: no GPU targets")
    lowered = lower(graph, targets[0])
    hp = spec.hparams

    buffers: list[Buffer] = []
    at = 0
    for name, row_bytes in lowered.row_bytes.items():
        size = -(-row_bytes * max_canvas // ALIGN) * ALIGN
        buffers.append(Buffer(name, at, size))
        at += size
    index = {b.name: i for i, b in enumerate(buffers)}

    weights: list[GpuWeight] = []
    weight_index: dict[tuple[str, GpuForm], int] = {}

    def weight(c: Call) -> int:
        if c.weight is None:
            return -1
        t, form = c.weight, c.form
        assert form is not None
        key = (t.name, form)
        if key not in weight_index:
            weight_index[key] = len(weights)
            weights.append(GpuWeight(t.name, int(t.ggml_type), t.type_name, tuple(t.shape),
                                     t.offset, t.nbytes, form, device_bytes(t, form)))
        return weight_index[key]

    kernels: list[Any] = list(dict.fromkeys(c.kernel for c in lowered.calls))
    k_index = {k: i for i, k in enumerate(kernels)}
    buf = lambda n: NO_BUF if n is None else index[n]  # noqa: E731
    launches = tuple(
        Launch(c.name, k_index[c.kernel], weight(c), buf(c.x), buf(c.x2), buf(c.x3), buf(c.y),
               c.rows)
        for c in lowered.calls
    )
    per_sm = {t.name: tuple(dataclasses.replace(k, target=t) for k in kernels) for t in targets}
    return GpuPlan(
        model_name=(spec.name or spec.path.name).replace('"', "'").replace("\\", "/"),
        model_identity=spec.identity,
        max_canvas=max_canvas,
        n_vocab=hp.n_vocab,
        rope=(hp.head_dim, hp.rope_freq_base) if ROPE_TABLE in index else None,
        weights=tuple(weights),
        buffers=tuple(buffers),
        arena_bytes=at,
        launches=launches,
        kernels=per_sm,
    )


__all__ = ["GPU_PLAN_FORMAT", "ROWS", "GpuForm", "GpuPlan", "GpuWeight",
           "Launch", "device_bytes", "gpu_plan", "kernel_entry", "lower", "matrix_form", "spec_of"]
