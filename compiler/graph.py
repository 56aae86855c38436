"""The kernel graph: the forward pass over a canvas of M tokens, as a list of nodes.

Every node works on whole rows: a value is an ``[M, width]`` float32 matrix (M, the canvas
length, is known only at run time, up to a compiled maximum), except ``logits``, which has
one row per *selected* canvas row (the rows the sampler asks for), and the *routed* values
of a mixture of experts, which have one row per (canvas row, chosen expert): M x n_used rows,
grouped by expert at run time (``route``), each expert's rows in canvas order.  Every width and every
weight's quant type is a compile-time constant taken from the :class:`ModelSpec`.

Later stages (specialize, schedule, render) walk these nodes; ``dllmc inspect`` lists the
distinct kernels they need.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from dllmc.compiler.base.layouts import Pass
from dllmc.compiler.base.spec import LayerSpec, ModelSpec, TensorInfo


class Op(enum.StrEnum):
    EMBED = "embed"  # out[m] = dequant(W[ids[m]])
    RMSNORM = "rmsnorm"  # out = x / rms(x) * w
    MATMUL = "matmul"  # out = x @ W.T  (W: N x K, quantized)
    ADD_BIAS = "add_bias"  # out = x + b
    ROPE = "rope"  # rotate query / key heads by position
    ATTENTION = "attention"  # softmax(q k^T / sqrt(d) [+ causal mask]) v, GQA
    ADD = "add"  # residual
    SWIGLU = "swiglu"  # act(gate) * up: silu, or gelu_tanh (Architecture.ffn_act)
    SCALE = "scale"  # out = x * c (Gemma's embedding scale; with a weight: x * w[0])
    VNORM = "vnorm"  # each head RMS-normalized, no weight (Gemma 4's values)
    SOFTCAP = "softcap"  # out = cap * tanh(x / cap) (Gemma's final logits)
    LOGITS = "logits"  # out[r] = x[rows[r]] @ W.T: the output projection on selected rows
    # mixtures of experts
    ROUTE = "route"  # each row's experts and their weights from its router logits
    GATHER = "gather"  # routed row (m, e) = x[m], grouped by expert
    MATMUL_EXPERTS = "matmul_experts"  # each routed row times its expert's matrix (W: E x N x K)
    # out[m] = x[m] + sum over m's experts of weight * routed row (one input: the sum alone)
    COMBINE = "combine"
    # DiffusionGemma's self-conditioning: out[m] = softmax(x[m]) @ W (W: the embedding table)
    SOFT_EMBED = "soft_embed"


@dataclass(frozen=True)
class Value:
    name: str
    width: int  # columns; rows are the canvas (or the selected rows for logits)
    per_selected_row: bool = False
    routed: bool = False  # one row per (canvas row, chosen expert)


@dataclass(frozen=True)
class Node:
    op: Op
    out: Value
    inputs: tuple[Value, ...]
    weight: TensorInfo | None = None
    layer: int | None = None
    factor: float = 1.0  # SCALE without a weight: the constant it multiplies by
    # the passes the node runs in (bits of layouts.Pass); 0: every pass of the model
    passes: int = 0

    @property
    def kernel_key(self) -> tuple[str, str, int, int]:
        """(op, quant type, N, K): what a compiled kernel is specialized on."""
        if self.weight is None:
            return (self.op.value, "F32", self.out.width, self.inputs[0].width)
        shape = self.weight.shape[-2:]  # an expert stack: one expert's matrix
        n, k = (shape[0], shape[1]) if len(shape) == 2 else (shape[0], shape[0])
        return (self.op.value, self.weight.type_name, n, k)


@dataclass(frozen=True)
class Graph:
    spec: ModelSpec
    nodes: tuple[Node, ...]

    def kernels(self) -> list[tuple[str, str, int, int]]:
        """The distinct (op, quant type, N, K) specializations, in first-use order."""
        return list(dict.fromkeys(n.kernel_key for n in self.nodes))

    def readers(self, i: int) -> list[Node]:
        """The nodes that read node ``i``'s output before something overwrites it."""
        name = self.nodes[i].out.name
        found = []
        for node in self.nodes[i + 1 :]:
            if any(v.name == name for v in node.inputs):
                found.append(node)
            if node.out.name == name:
                break
        return found

    def values(self) -> Iterator[Value]:
        seen: set[str] = set()
        for node in self.nodes:
            for v in (*node.inputs, node.out):
                if v.name not in seen:
                    seen.add(v.name)
                    yield v


def build_graph(spec: ModelSpec) -> Graph:
    hp = spec.hparams
    nodes: list[Node] = []

    passes = 0  # the passes of the nodes being added (0: every pass)

    def add(
        op: Op, out: Value, *inputs: Value, weight: TensorInfo | None = None, layer=None,
        factor: float = 1.0,
    ) -> Value:
        nodes.append(Node(op, out, inputs, weight, layer, factor, passes))
        return out

    def qk_norm(t: Value, w: TensorInfo | None, layer: int) -> Value:
        """Q or K RMS-normalized, per head or over the whole row (the weight's length says)."""
        return t if w is None else add(Op.RMSNORM, t, t, weight=w, layer=layer)

    def routed_ffn(h: Value, L: LayerSpec) -> Value:
        """The chosen experts' FFNs on h: routed rows (gate and up from one stack or two)."""
        ex = hp.experts
        assert ex is not None
        i = L.index
        hr = add(Op.GATHER, Value("moe_in", hp.n_embd, routed=True), h, layer=i)
        if L.ffn_gate_up_exps is not None:
            gu = add(Op.MATMUL_EXPERTS, Value("moe_gate_up", 2 * ex.n_ff, routed=True), hr,
                     weight=L.ffn_gate_up_exps, layer=i)
            s = add(Op.SWIGLU, Value("moe_act", ex.n_ff, routed=True), gu, layer=i)
        else:
            g = add(Op.MATMUL_EXPERTS, Value("moe_gate", ex.n_ff, routed=True), hr,
                    weight=L.ffn_gate_exps, layer=i)
            u = add(Op.MATMUL_EXPERTS, Value("moe_up", ex.n_ff, routed=True), hr,
                    weight=L.ffn_up_exps, layer=i)
            s = add(Op.SWIGLU, Value("moe_act", ex.n_ff, routed=True), g, u, layer=i)
        return add(Op.MATMUL_EXPERTS, Value("moe_out", hp.n_embd, routed=True), s,
                   weight=L.ffn_down_exps, layer=i)

    def experts(x: Value, h: Value, L: LayerSpec) -> Value:
        """x + the layer's mixture of experts on h (and its shared expert, if any)."""
        ex = hp.experts
        assert ex is not None
        i = L.index
        r = add(Op.MATMUL, Value("router", ex.n_expert), h, weight=L.ffn_gate_inp, layer=i)
        add(Op.ROUTE, Value("routes", ex.n_used), r, weight=L.exp_probs_b, layer=i)
        d = routed_ffn(h, L)
        if L.ffn_gate_shexp is not None:
            n_sh = L.ffn_gate_shexp.shape[0]
            # its own values: a model may also have dense layers, of another width
            g = add(Op.MATMUL, Value("sh_gate", n_sh), h, weight=L.ffn_gate_shexp, layer=i)
            u = add(Op.MATMUL, Value("sh_up", n_sh), h, weight=L.ffn_up_shexp, layer=i)
            s = add(Op.SWIGLU, Value("sh_act", n_sh), g, u, layer=i)
            o = add(Op.MATMUL, Value("sh_out", hp.n_embd), s, weight=L.ffn_down_shexp, layer=i)
            x = add(Op.ADD, x, x, o, layer=i)
        return add(Op.COMBINE, x, x, d, layer=i)

    def dense_ffn(h: Value, L: LayerSpec) -> Value:
        i = L.index
        g = add(Op.MATMUL, Value("gate", hp.n_ff), h, weight=L.ffn_gate, layer=i)
        u = add(Op.MATMUL, Value("up", hp.n_ff), h, weight=L.ffn_up, layer=i)
        s = add(Op.SWIGLU, Value("act", hp.n_ff), g, u, layer=i)
        return add(Op.MATMUL, Value("ffn_out", hp.n_embd), s, weight=L.ffn_down, layer=i)

    def parallel_experts(x: Value, L: LayerSpec) -> Value:
        """Gemma 4's expert layer on the residual x: the dense FFN and the experts side by
        side, each post-normed, summed; the router reads x RMS-normalized, times
        ffn_gate_inp.scale / sqrt(n_embd); each expert's output times its
        ffn_down_exps.scale (the ROUTE step's weight)."""
        ex = hp.experts
        assert ex is not None
        i = L.index
        h = add(Op.RMSNORM, Value("h", hp.n_embd), x, weight=L.ffn_norm, layer=i)
        d = post_norm(dense_ffn(h, L), L.ffn_post_norm_1, "ffn_post_1", i)
        ri = add(Op.RMSNORM, Value("router_in", hp.n_embd), x, weight=L.ffn_gate_inp_scale,
                 layer=i)
        # ggml's 1.0f / sqrtf(n_embd), in float32
        inv_sqrt = float(np.float32(1.0) / np.sqrt(np.float32(hp.n_embd)))
        ri = add(Op.SCALE, ri, ri, layer=i, factor=inv_sqrt)
        r = add(Op.MATMUL, Value("router", ex.n_expert), ri, weight=L.ffn_gate_inp, layer=i)
        add(Op.ROUTE, Value("routes", ex.n_used), r, weight=L.ffn_down_exps_scale, layer=i)
        h2 = add(Op.RMSNORM, Value("h_experts", hp.n_embd), x, weight=L.ffn_pre_norm_2, layer=i)
        m = add(Op.COMBINE, Value("moe_sum", hp.n_embd), routed_ffn(h2, L), layer=i)
        m = post_norm(m, L.ffn_post_norm_2, "moe_post", i)
        return add(Op.ADD, Value("ffn_sum", hp.n_embd), d, m, layer=i)

    ids = Value("ids", 1)
    x = add(Op.EMBED, Value("x", hp.n_embd), ids, weight=spec.token_embd)
    if spec.arch.embed_scale:  # ggml_scale by sqrtf(n_embd)
        x = add(Op.SCALE, x, x, factor=math.sqrt(hp.n_embd))
    sc = spec.self_cond
    if sc is not None:  # DiffusionGemma's decoder input (the encoder reads x as it is)
        passes = Pass.DECODE_SC.bit  # the previous step's distribution as an embedding
        p = add(Op.SOFT_EMBED, Value("sc_soft", hp.n_embd), Value("sc_logits", hp.n_vocab),
                weight=spec.token_embd)
        p = add(Op.SCALE, p, p, factor=math.sqrt(hp.n_embd))
        h = add(Op.RMSNORM, Value("sc_h", hp.n_embd), p, weight=sc.pre_norm)
        g = add(Op.MATMUL, Value("gate", hp.n_ff), h, weight=sc.gate)
        u = add(Op.MATMUL, Value("up", hp.n_ff), h, weight=sc.up)
        a = add(Op.SWIGLU, Value("act", hp.n_ff), g, u)
        d = add(Op.MATMUL, Value("sc_out", hp.n_embd), a, weight=sc.down)
        x = add(Op.ADD, x, x, d)
        passes = Pass.DECODE.bit | Pass.DECODE_SC.bit
        x = add(Op.RMSNORM, x, x)  # no weight
        passes = 0

    def post_norm(t: Value, w: TensorInfo | None, name: str, layer: int) -> Value:
        """t RMS-normalized before its residual add, where the layer has the norm (Gemma)."""
        return t if w is None else add(Op.RMSNORM, Value(name, hp.n_embd), t, weight=w,
                                       layer=layer)

    def qkv(h: Value, L: LayerSpec, tag: str) -> tuple[Value, Value, Value]:
        """The layer's rotated queries and keys and its values (of their own names ``tag``).
        The projections come first, one after another: they read the same h, so the plan can
        run them in one parallel region (``schedule``: a step's ``join``)."""
        i = L.index
        la = hp.attention(i)

        def project(name: str, w: TensorInfo, width: int) -> Value:
            return add(Op.MATMUL, Value(name + tag, width), h, weight=w, layer=i)

        def bias(t: Value, b: TensorInfo | None) -> Value:
            return t if b is None else add(Op.ADD_BIAS, t, t, weight=b, layer=i)

        def vnorm(t: Value) -> Value:  # Gemma 4: into v's own buffer (t may be K's)
            return add(Op.VNORM, Value("v" + tag, la.n_embd_kv), t, layer=i) \
                if spec.arch.v_norm else t

        q = project("q", L.attn_q, la.n_embd_q)
        k = project("k", L.attn_k, la.n_embd_kv)
        v = None if L.attn_v is None else project("v", L.attn_v, la.n_embd_kv)
        q = bias(q, L.attn_q_bias)
        k = bias(k, L.attn_k_bias)
        q = add(Op.ROPE, q, qk_norm(q, L.attn_q_norm, i), layer=i)
        # no V projection: V is the K projection, as it is before K's norm and RoPE
        v = vnorm(k if v is None else bias(v, L.attn_v_bias))
        k = add(Op.ROPE, k, qk_norm(k, L.attn_k_norm, i), layer=i)
        return q, k, v

    for L in spec.layers:
        i = L.index
        la = hp.attention(i)
        # a layer whose attention is shaped unlike the model's (Gemma 4's sliding-window
        # layers) has values of its own
        tag = "" if (la.n_embd_q, la.n_embd_kv) == (hp.n_embd_q, hp.n_head_kv * hp.head_dim) \
            else f"_{la.head_dim}x{la.n_head_kv}"
        h = add(Op.RMSNORM, Value("h", hp.n_embd), x, weight=L.attn_norm, layer=i)

        q, k, v = qkv(h, L, tag)
        a = add(Op.ATTENTION, Value("attn" + tag, la.n_embd_q), q, k, v, layer=i)
        o = add(Op.MATMUL, Value("attn_out", hp.n_embd), a, weight=L.attn_output, layer=i)
        if L.attn_output_bias is not None:
            o = add(Op.ADD_BIAS, o, o, weight=L.attn_output_bias, layer=i)
        o = post_norm(o, L.attn_post_norm, "attn_post", i)
        x = add(Op.ADD, x, x, o, layer=i)
        if L.moe and spec.arch.parallel_experts:
            f = parallel_experts(x, L)
        elif L.moe:
            h = add(Op.RMSNORM, Value("h", hp.n_embd), x, weight=L.ffn_norm, layer=i)
            x = experts(x, h, L)
            f = None
        else:
            h = add(Op.RMSNORM, Value("h", hp.n_embd), x, weight=L.ffn_norm, layer=i)
            f = dense_ffn(h, L)
        if f is not None:
            f = post_norm(f, L.ffn_post_norm, "ffn_post", i)
            x = add(Op.ADD, x, x, f, layer=i)
        if L.enc_layer_output_scale is not None and sc is not None:  # each pass its own
            passes = Pass.FORWARD.bit
            x = add(Op.SCALE, x, x, weight=L.enc_layer_output_scale, layer=i)
            passes = Pass.DECODE.bit | Pass.DECODE_SC.bit
        if L.layer_output_scale is not None:
            x = add(Op.SCALE, x, x, weight=L.layer_output_scale, layer=i)
        passes = 0
    h = add(Op.RMSNORM, Value("h", hp.n_embd), x, weight=spec.output_norm)
    logits = Value("logits", hp.n_vocab, per_selected_row=True)
    add(Op.LOGITS, logits, h, weight=spec.output)
    if spec.output_bias is not None:
        add(Op.ADD_BIAS, logits, logits, weight=spec.output_bias)
    if hp.final_logit_softcap:
        add(Op.SOFTCAP, logits, logits)
    return Graph(spec, tuple(nodes))


def activation_bytes(graph: Graph, canvas: int, logit_rows: int | None = None) -> int:
    """Float32 activations for one forward pass over ``canvas`` tokens.

    Values are reused layer after layer (one buffer per value name), and attention needs
    one row of scores per query head at a time.  ``logit_rows`` defaults to the whole canvas.
    """
    rows = canvas if logit_rows is None else logit_rows
    total = 0
    n_used = graph.spec.hparams.experts.n_used if graph.spec.hparams.experts else 1
    for v in graph.values():
        total += 4 * v.width * (rows if v.per_selected_row else canvas) * (
            n_used if v.routed else 1)
    hp = graph.spec.hparams
    return total + 4 * hp.n_head * canvas  # attention scores: one row per head in flight
