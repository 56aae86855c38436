"""Specialize stage (the lowering): graph nodes -> kernel calls for one target, CPU or GPU.

``lower(graph, target, max_canvas)`` is the one lowering of every backend: each node becomes
one call of a kernel specialized for its exact shape and quant type (a spec from
:mod:`dllmc.compiler.kernels`, the same families on every backend), or of the CPU runtime's
embedding builtin.  What a backend changes is data (``target.backend``,
:mod:`dllmc.targets.backend`): which weight types take the integer or the float GEMM and in
which form, the activation format each integer GEMM reads, whether the embedding is a kernel,
whether the token ids, selected rows and logits are arena buffers, how the RoPE table is built.

Here too the fusions are decided, each saving a round trip of activations through memory:

- RMSNorm + Q8 quantization, when every reader of the normalized rows is an integer GEMM
  reading one format (attention and FFN inputs; the final norm, which also runs on the
  selected rows only);
- SwiGLU + Q8 quantization, when the down projection is an integer GEMM;
- Q/K bias + RoPE, when a biased projection is rotated (Dream / Qwen2).

Integer GEMMs read activations in the format their backend gives their weight type under
``--act-blocks`` (targets/backend.py ``int_formats``, docs/weight-layouts.md): on the CPU,
``q8_Ks`` for the K-quants by default (a scale per 256 inputs times an integer step per 32;
``q8_0``, a float32 scale per 32, at ``--act-blocks 32``; llama.cpp's ``q8_K`` / ``q8_Ku`` at
256) and ``q8_0`` for the legacy types; ``q8_0`` on the GPU's tensor cores.  An integer GEMM whose input was not produced in its format gets an
explicit ``quantize_q8`` to it; each quantized copy is reused by every later GEMM reading the same
value in the same format (Q, K and V share one; a value read in two formats gets one copy
per format).

Attention runs against the K/V store (docs/runtime.md, "Rows and the K/V store"): the rows of
a forward write their rotated keys and their values into their slot at their positions
(``kv_write``, rows = store rows), then each sequence's rows attend to its slot's keys, each
row up to its own key end (``Rows.SEQUENCE``).  RoPE rotates by each row's absolute position
(``Rows.POSITION``).  Which rows, positions and key ends are run-time values.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from dllmc.compiler import kernels as K
from dllmc.compiler.base.errors import DllmcError
from dllmc.compiler.base.layouts import ActFormat, Form, Rows, StepKind
from dllmc.compiler.base.settings import DEFAULT_ACT_BLOCKS
from dllmc.compiler.base.spec import TensorInfo
from dllmc.compiler.graph import Graph, Node, Op

IDS = "ids"  # the caller's token ids
SC_LOGITS = "sc_logits"  # the caller's self-conditioning logits (DiffusionGemma's decoder)
ROWS = "rows"  # the caller's selected rows (int32)
LOGITS = "logits"  # the caller's logits output
ROPE_TABLE = "rope_table"
ROPE_TABLE_SWA = "rope_table_swa"  # the sliding-window layers', where their RoPE base differs
K_STORE = "k_store"  # the K/V store of the step's layer (outside the arena)
V_STORE = "v_store"
# the per-row tables of a forward, arena buffers where the backend keeps its io there (the CPU
# runtime hands the kernels its own copies): positions, store rows, key ends
ROW_TABLES = {Rows.POSITION: "positions", Rows.STORE: "store_rows", Rows.SEQUENCE: "key_ends"}


@dataclass(frozen=True)
class Call:
    """One step of a plan before buffers get offsets: a kernel and what it reads/writes."""

    name: str
    kernel: K.KernelSpec | None  # None: one of the CPU runtime's builtins (``kind``)
    x: str | None = None
    x2: str | None = None
    x3: str | None = None
    y: str | None = None
    weight: TensorInfo | None = None
    form: Form | None = None
    rows: Rows = Rows.CANVAS
    layer: int | None = None  # the K/V store layer of K_STORE / V_STORE
    kind: StepKind = StepKind.KERNEL
    passes: int = 0  # the passes it runs in (bits of layouts.Pass); 0: every pass


@dataclass
class Lowered:
    """The specialized program: calls in order (``init``: once at load), and the bytes per
    canvas row of every buffer they use."""

    init: list[Call] = field(default_factory=list)
    calls: list[Call] = field(default_factory=list)
    row_bytes: dict[str, int] = field(default_factory=dict)  # buffer -> bytes per canvas row

    def buffer(self, name: str, row_bytes: int) -> str:
        if self.row_bytes.setdefault(name, row_bytes) != row_bytes:
            raise AssertionError(f"buffer {name} used with two row sizes")
        return name


def lower(graph: Graph, target: Any, max_canvas: int,
          act_blocks: str = DEFAULT_ACT_BLOCKS) -> Lowered:
    """The graph as kernel calls for ``target`` (a CPU or a GPU target).  ``act_blocks``
    (``--act-blocks``): the formats the CPU's integer GEMMs on K-quant weights read
    (``Backend.int_formats``: q8_Ks at 256/32, q8_0 at 32, q8_K / q8_Ku at 256); the GPU's
    read q8_0 whatever it says."""
    spec = graph.spec
    hp = spec.hparams
    be = target.backend
    int_gemm = be.int_formats(act_blocks)
    out = Lowered()
    nodes = graph.nodes
    fresh_q8: set[tuple[str, str]] = set()  # (value, format): quantized copies that are current
    ex = hp.experts
    if ex is not None and not be.experts:
        raise DllmcError(
            f"{spec.arch.name} is a mixture of experts, which the {be.kind} backend does not run yet",
            "compile it for a CPU target (docs/moe.md)", path=spec.path)
    routed = {v.name for v in graph.values() if v.routed}

    def per_row(name: str) -> int:
        """Rows of a buffer per canvas row: a routed value's n_used, else 1."""
        return ex.n_used if ex is not None and name in routed else 1

    def f32(name: str, width: int) -> str:
        return out.buffer(name, 4 * width * per_row(name))

    def q8(name: str, width: int, fmt: str) -> str:
        return out.buffer(f"{name}.{ActFormat(fmt).suffix}", K.q8_row_bytes(width, fmt) * per_row(name))

    def value_rows(name: str) -> Rows:
        """The rows an elementwise step over value ``name`` runs over."""
        return Rows.ROUTED if name in routed else Rows.CANVAS

    def io(name: str, row_bytes: int) -> str:
        """The caller's ids / rows / logits: an arena buffer where the backend keeps them."""
        return out.buffer(name, row_bytes) if be.io_in_arena else name

    def int_format(w: TensorInfo | None) -> str | None:
        return None if w is None else int_gemm.get(w.type_name)

    def fused_format(users: list[Node], ops: tuple[Op, ...]) -> str | None:
        """The one activation format every reader wants, if all are integer GEMMs."""
        if not all(u.op in ops and int_format(u.weight) for u in users):
            return None
        formats = {int_format(u.weight) for u in users}
        return formats.pop() if len(formats) == 1 else None

    def gemm(w: TensorInfo) -> tuple[K.KernelSpec, Form, str | None]:
        n, k = w.shape[-2:]  # an expert stack: each expert's matrix
        wtype, form, fmt = be.matrix(w.type_name)
        if fmt is not None:
            fmt = int_gemm[wtype]  # act "": the backend's own format (the default's kernels)
            act = "" if fmt == be.int_gemm[wtype] else fmt
            return K.GemmQ(target=target, n=n, k=k, ggml_type=wtype, act=act), form, fmt
        return K.GemmF(target=target, n=n, k=k, dtype=wtype), form, None

    def layer_name(node: Node, what: str) -> str:
        return what if node.layer is None else f"blk.{node.layer}.{what}"

    passes = 0  # the passes of the node being lowered

    def add(call: Call, *, wrote: str | None = None) -> None:
        out.calls.append(replace(call, passes=passes))
        if wrote is not None:
            for fmt in K.Q8_FORMATS:
                fresh_q8.discard((wrote, fmt))

    # RoPE tables: one per rotation the layers use (n_rot, base, frequency factors): the
    # model's, and the sliding-window layers' where theirs differs
    def rotation(layer: int) -> tuple[int, float, tuple[float, ...]]:
        la = hp.attention(layer)
        return (la.n_rot, la.rope_base, la.freq_factors)

    tables: dict[tuple[int, float, tuple[float, ...]], str] = {}
    for layer in sorted(range(hp.n_layer), key=lambda i: hp.attention(i).swa):
        tables.setdefault(rotation(layer), ROPE_TABLE if not tables else ROPE_TABLE_SWA)
    if len(tables) > 2:
        raise AssertionError("more than two RoPE tables")
    if len(tables) > 1 and not be.rope_table_step:
        raise DllmcError("a second RoPE table (sliding-window layers) is not built on the "
                         f"{target.name} backend", "compile for a CPU target")

    def rope_table(layer: int | None) -> str:
        return tables[rotation(layer or 0)]

    for (n_rot, base, factors), name in tables.items() if any(
            n.op == Op.ROPE for n in nodes) else ():
        table = out.buffer(name, 4 * n_rot)  # (cos, sin) of n_rot/2 pairs a position
        if be.rope_table_step:
            out.init.append(
                Call(
                    name,
                    K.RopeTable(
                        target=target, head_dim=n_rot, freq_base=base, max_canvas=max_canvas,
                        factors=factors,
                    ),
                    y=table,
                )
            )  # fmt: skip

    def rope(layer: int | None, width: int, bias: bool = False) -> K.Rope:
        la = hp.attention(layer or 0)
        return K.Rope(target=target, n_heads=width // la.head_dim, head_dim=la.head_dim,
                      style=spec.arch.rope.value, bias=bias,
                      n_rot=0 if la.n_rot == la.head_dim else la.n_rot)

    store_width = hp.n_embd_kv  # the widest layer's K (= V) row
    skip: set[int] = set()
    for i, node in enumerate(nodes):
        if i in skip:
            continue
        if node.passes != passes:  # a quantized copy made in one pass is not there in another
            fresh_q8.clear()
            passes = node.passes
        v = node.out
        w = node.weight
        if node.op == Op.EMBED:
            etype, form = be.embedding(w.type_name)
            kernel = None if be.embed_types is None else K.Embed(
                target=target, ggml_type=etype, n_embd=v.width)
            add(Call("token_embd", kernel, x=io(IDS, 4), y=f32(v.name, v.width),
                     weight=w, form=form,
                     kind=StepKind.EMBED if kernel is None else StepKind.KERNEL),
                wrote=v.name)  # fmt: skip
        elif node.op == Op.SOFT_EMBED:  # the caller's logits' softmax times the table
            etype, form = be.embedding(w.type_name)
            add(Call("self_cond.soft_embed", None, x=SC_LOGITS,
                     x2=out.buffer("sc_probs", 4 * node.inputs[0].width), y=f32(v.name, v.width),
                     weight=w, form=form, kind=StepKind.SOFT_EMBED), wrote=v.name)
        elif node.op == Op.RMSNORM and w is None:  # the whole row, no weight
            kernel = K.RmsNorm(target=target, k=v.width, eps=hp.norm_eps, weighted=False)
            add(Call(layer_name(node, f"{v.name}.norm"), kernel, x=node.inputs[0].name,
                     y=f32(v.name, v.width)), wrote=v.name)  # fmt: skip
        elif node.op == Op.RMSNORM and w is not None and w.shape[0] != v.width:  # per head
            kernel = K.RmsNorm(target=target, k=w.shape[0], eps=hp.norm_eps,
                               heads=v.width // w.shape[0])
            add(Call(w.name.removesuffix(".weight"), kernel, x=v.name, y=f32(v.name, v.width),
                     weight=w, form=Form.F32), wrote=v.name)  # fmt: skip
        elif node.op == Op.RMSNORM and all(u.op == Op.GATHER for u in graph.readers(i)):
            continue  # read only by the experts' rows, which compute it themselves (GATHER)
        elif node.op == Op.RMSNORM:
            users = graph.readers(i)
            final = any(u.op == Op.LOGITS for u in users)
            fmt = fused_format(users, (Op.MATMUL, Op.LOGITS))
            kernel = K.RmsNorm(target=target, k=v.width, eps=hp.norm_eps, out_q8=fmt is not None,
                               q8=fmt or "q8_0")  # fmt: skip
            y = q8(v.name, v.width, fmt) if fmt else f32(v.name, v.width)
            add(Call(w.name.removesuffix(".weight"),
                     kernel, x=node.inputs[0].name, y=y, weight=w, form=Form.F32,
                     rows=Rows.SELECTED if final else Rows.CANVAS), wrote=v.name)  # fmt: skip
            if fmt:
                fresh_q8.add((v.name, fmt))
        elif node.op == Op.ROUTE:
            add(Call(layer_name(node, "route"), None, x=node.inputs[0].name, weight=w,
                     form=None if w is None else Form.F32, kind=StepKind.ROUTE))
        elif node.op == Op.GATHER:
            # the routed rows of a normalized value: its norm again, reading each routed row's
            # canvas row, written in each format its expert GEMMs read (bit for bit the
            # canvas-wide norm's rows)
            norm = next(n for n in reversed(nodes[:i]) if n.out.name == node.inputs[0].name)
            assert norm.op == Op.RMSNORM and norm.weight is not None
            formats = dict.fromkeys(int_format(u.weight) for u in graph.readers(i))
            for f in K.Q8_FORMATS:
                fresh_q8.discard((v.name, f))
            for fmt in formats:
                y = q8(v.name, v.width, fmt) if fmt else f32(v.name, v.width)
                kernel = K.RmsNorm(target=target, k=v.width, eps=hp.norm_eps,
                                   out_q8=fmt is not None, q8=fmt or "q8_0")
                add(Call(layer_name(node, "moe_in" + (f".{ActFormat(fmt).suffix}" if fmt else "")),
                         kernel, x=norm.inputs[0].name, y=y, weight=norm.weight, form=Form.F32,
                         rows=Rows.ROUTED), wrote=v.name if fmt is None else None)  # fmt: skip
                if fmt:
                    fresh_q8.add((v.name, fmt))
        elif node.op == Op.COMBINE:  # (x +) each row's experts' weighted sum
            *a, b = node.inputs
            add(Call(layer_name(node, "combine"), None, x=a[0].name if a else None,
                     x2=f32(b.name, b.width), y=f32(v.name, v.width), kind=StepKind.COMBINE),
                wrote=v.name)  # fmt: skip
        elif node.op in (Op.MATMUL, Op.LOGITS, Op.MATMUL_EXPERTS):
            src = node.inputs[0]
            logits = node.op == Op.LOGITS
            kernel, form, fmt = gemm(w)
            if fmt is not None:
                if (src.name, fmt) not in fresh_q8:
                    if logits:
                        raise AssertionError("the final norm feeds the output projection")
                    y = q8(src.name, src.width, fmt)
                    add(Call(f"{layer_name(node, src.name)}.{y.rsplit('.', 1)[1]}",
                             K.QuantizeQ8(target=target, k=src.width, q8=fmt),
                             x=src.name, y=y, rows=value_rows(src.name)))  # fmt: skip
                    fresh_q8.add((src.name, fmt))
                x = q8(src.name, src.width, fmt)
            else:
                x = f32(src.name, src.width)
            y = io(LOGITS, 4 * v.width) if logits else f32(v.name, v.width)
            rows = (Rows.SELECTED if logits else
                    Rows.EXPERT if node.op == Op.MATMUL_EXPERTS else Rows.CANVAS)
            add(Call(w.name.removesuffix(".weight"), kernel, x=x, y=y, weight=w, form=form,
                     rows=rows), wrote=v.name)  # fmt: skip
        elif node.op == Op.ADD_BIAS:
            nxt = nodes[i + 1] if i + 1 < len(nodes) else None
            if nxt is not None and nxt.op == Op.ROPE and nxt.out.name == v.name:
                skip.add(i + 1)  # fused: bias + rope
                kernel = rope(node.layer, v.width, bias=True)
                add(Call(w.name.removesuffix(".bias") + ".rope", kernel, x=v.name,
                         x2=rope_table(node.layer), y=v.name, weight=w, form=Form.F32,
                         rows=Rows.POSITION),
                    wrote=v.name)  # fmt: skip
            else:
                logits = v.name == LOGITS
                add(Call(w.name, K.AddBias(target=target, n=v.width), x=v.name, y=v.name,
                         weight=w, form=Form.F32,
                         rows=Rows.SELECTED if logits else Rows.CANVAS), wrote=v.name)  # fmt: skip
        elif node.op == Op.ROPE:
            kernel = rope(node.layer, v.width)
            add(Call(layer_name(node, f"{v.name}.rope"), kernel, x=v.name, x2=rope_table(node.layer),
                     y=v.name, rows=Rows.POSITION), wrote=v.name)  # fmt: skip
        elif node.op == Op.ATTENTION:
            q, k, vv = node.inputs
            ld = 0 if k.width == store_width else store_width
            for value, store in ((k, K_STORE), (vv, V_STORE)):
                add(Call(layer_name(node, f"{value.name}.store"),
                         K.KvWrite(target=target, n=value.width, ld=ld), x=value.name, y=store,
                         rows=Rows.STORE, layer=node.layer))  # fmt: skip
            la = hp.attention(node.layer or 0)
            # a sliding-window layer's rows attend to [key start, key end): only where the
            # canvas can be longer than the window does the start ever move off 0
            window = la.swa and 0 < hp.n_swa < max_canvas
            kernel = K.Attention(target=target, n_head=la.n_head, n_head_kv=la.n_head_kv,
                                 head_dim=la.head_dim, scale=spec.arch.attn_scale,
                                 kv_ld=ld, window=window)  # fmt: skip
            add(Call(layer_name(node, "attention"), kernel, x=q.name, x2=K_STORE, x3=V_STORE,
                     y=f32(v.name, v.width), rows=Rows.SEQUENCE, layer=node.layer),
                wrote=v.name)  # fmt: skip
        elif node.op == Op.ADD:
            a, b = node.inputs
            add(Call(layer_name(node, "residual"), K.Add(target=target, n=v.width), x=a.name,
                     x2=b.name, y=f32(v.name, v.width)), wrote=v.name)  # fmt: skip
        elif node.op == Op.SOFTCAP:  # the final logits, each selected row
            kernel = K.Softcap(target=target, n=v.width, cap=hp.final_logit_softcap)
            add(Call("softcap", kernel, x=v.name, y=v.name, rows=Rows.SELECTED), wrote=v.name)
        elif node.op == Op.SCALE and w is not None:  # by a weight's one value
            add(Call(w.name.removesuffix(".weight"), K.Scale(target=target, n=v.width,
                     from_weight=True), x=node.inputs[0].name, y=f32(v.name, v.width), weight=w,
                     form=Form.F32), wrote=v.name)  # fmt: skip
        elif node.op == Op.SCALE:  # by a constant (Gemma's embedding scale)
            kernel = K.Scale(target=target, n=v.width, factor=node.factor)
            name = "embed_scale" if node.layer is None else layer_name(node, f"{v.name}.scale")
            add(Call(name, kernel, x=node.inputs[0].name, y=f32(v.name, v.width)), wrote=v.name)
        elif node.op == Op.VNORM:  # each value head RMS-normalized, no weight
            la = hp.attention(node.layer or 0)
            kernel = K.RmsNorm(target=target, k=la.head_dim, eps=hp.norm_eps,
                               heads=v.width // la.head_dim, weighted=False)
            add(Call(layer_name(node, "v_norm"), kernel, x=node.inputs[0].name,
                     y=f32(v.name, v.width)), wrote=v.name)  # fmt: skip
        elif node.op == Op.SWIGLU:
            fmt = fused_format(graph.readers(i), (Op.MATMUL, Op.MATMUL_EXPERTS))
            gate, *up = node.inputs  # one input: gate and up, the halves of its rows
            y = q8(v.name, v.width, fmt) if fmt else f32(v.name, v.width)
            kernel = K.Swiglu(target=target, n=v.width, out_q8=fmt is not None, q8=fmt or "q8_0",
                              act=spec.arch.ffn_act, split=not up)
            add(Call(layer_name(node, "moe_swiglu" if v.routed else "swiglu"), kernel,
                     x=gate.name, x2=up[0].name if up else None, y=y, rows=value_rows(v.name)),
                wrote=v.name)  # fmt: skip
            if fmt:
                fresh_q8.add((v.name, fmt))
        else:  # pragma: no cover - every Op is handled above
            raise AssertionError(f"no lowering for {node.op}")
    if be.io_in_arena:
        io(ROWS, 4)
        for table in ROW_TABLES.values():
            io(table, 4)
    return out


specialize = lower  # the stage's name in the pipeline (docs/architecture.md)

__all__ = ["IDS", "K_STORE", "LOGITS", "ROPE_TABLE", "ROWS", "ROW_TABLES", "SC_LOGITS", "V_STORE", "Call",
           "Lowered", "lower", "specialize"]
