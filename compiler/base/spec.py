"""The model spec: everything the compiler specializes on, read once from the GGUF.

A :class:`ModelSpec` is frozen: architecture, hyperparameters under llama.cpp's names, the
tensor table grouped per layer, and the tokenizer's metadata.  It is built by
:func:`dllmc.compiler.base.reader.read_gguf` and consumed by every later stage.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from pathlib import Path

from gguf.constants import GGMLQuantizationType


class QkNorm(enum.Enum):
    """Where an architecture RMS-normalizes queries and keys (before RoPE)."""

    NONE = "none"
    HEAD = "head"  # each head over head_dim, weights [head_dim] (qwen3moe, rnd1, llada-moe)
    FULL = "full"  # the whole projection, weights [n_head * head_dim] (olmoe)


class Gating(enum.Enum):
    """How a router's logits become expert scores (llama.cpp's ``expert_gating_func``)."""

    SOFTMAX = 1  # over all experts (LLAMA_EXPERT_GATING_FUNC_TYPE_SOFTMAX)
    SIGMOID = 2  # each expert alone (..._SIGMOID)


class Rope(enum.Enum):
    """llama.cpp's RoPE layouts (``llama_model_rope_type``)."""

    NORM = "norm"  # rotate adjacent pairs (x[2i], x[2i+1])
    NEOX = "neox"  # rotate halves (x[i], x[i + d/2])


@dataclass(frozen=True)
class Architecture:
    """What a ``general.architecture`` name means for the forward pass and the sampler."""

    name: str
    body: str  # the llama.cpp graph (src/models/<body>.cpp) the forward follows
    rope: Rope
    diffusion: bool  # a masked diffusion LM (needs a mask token)
    causal: bool  # attention when the file does not say (llama.cpp forces False for diffusion)
    shift_logits: bool  # row i predicts token i+1 (llama.cpp reads an absent key as True)
    # optional tensors the graph applies when present (as llama.cpp's graph for the arch
    # does; others it loads but ignores, and so does dllmc)
    applies: frozenset[str] = frozenset({"attn_q.bias", "attn_k.bias", "attn_v.bias"})
    qk_norm: QkNorm = QkNorm.NONE
    # Q, K and V in one matrix (``attn_qkv``, their rows one after another), as bailingmoe2
    fused_qkv: bool = False
    # Gemma: RMS norms of the attention's and the FFN's outputs before the residual adds
    # (post_attention_norm, post_ffw_norm), the FFN's gate activation, the embedding scaled
    # by sqrt(n_embd), and every swa_pattern-th layer global, the others sliding-window
    # (when the file has attention.sliding_window; -1: the file's per-layer flags, required)
    post_norms: bool = False
    ffn_act: str = "silu"
    embed_scale: bool = False
    swa_pattern: int = 0
    # the final logits soft-capped, cap * tanh(x / cap), where the file says
    # (final_logit_softcapping; Gemma's graphs read it)
    softcap: bool = False
    # mixtures of experts: whether the chosen experts' weights are renormalised to sum to 1
    # when the file does not say (``expert_weights_norm``; the pinned llama.cpp hard-codes it
    # per architecture in each graph's build_moe_ffn call, docs/moe-notes.md section 2)
    experts_norm: bool = False
    # Gemma 4: the attention's scores unscaled (llama.cpp's f_attention_scale; 0: 1/sqrt of
    # the head dimension), each value head RMS-normalized without a weight (and V = the raw K
    # projection where a layer has no attn_v), sliding-window layers named by the file
    # (attention.sliding_window_pattern, an array), and an expert layer that is the dense FFN
    # and the experts side by side (``parallel_experts``): each branch post-normed, the router
    # reading the residual RMS-normalized / sqrt(n_embd) * ffn_gate_inp.scale, each expert's
    # output times ffn_down_exps.scale
    attn_scale: float = 0.0
    v_norm: bool = False
    parallel_experts: bool = False
    # DiffusionGemma: two passes over one set of weights (compiler/graph.py): the forward is
    # the encoder (causal, each layer's output times enc_layer_output_scale), the decoder
    # reads a canvas RMS-normalized with the self-conditioning signal added (self_cond_*)
    # and scales by layer_output_scale; its final soft cap is 30 where the file has no key
    # (transformers does not save it, docs/diffusiongemma-notes.md section 3.3)
    encoder_decoder: bool = False
    default_softcap: float = 0.0


ARCHITECTURES: dict[str, Architecture] = {
    a.name: a
    for a in (
        Architecture("llada", "llama", Rope.NORM, diffusion=True, causal=False, shift_logits=True),
        Architecture("dream", "qwen2", Rope.NEOX, diffusion=True, causal=False, shift_logits=True),
        Architecture(
            "llama", "llama", Rope.NORM, diffusion=False, causal=True, shift_logits=True,
            applies=frozenset({"attn_q.bias", "attn_k.bias", "attn_v.bias", "attn_output.bias"}),
        ),
        Architecture(
            "qwen2", "qwen2", Rope.NEOX, diffusion=False, causal=True, shift_logits=True,
            applies=frozenset({"attn_q.bias", "attn_k.bias", "attn_v.bias", "output.bias"}),
        ),
        # mixtures of experts (src/models/{llada-moe,rnd1,qwen3moe,olmoe}.cpp): every layer's
        # FFN is experts; softmax routers; Q/K RMS-normalized before RoPE
        Architecture("llada-moe", "llada-moe", Rope.NEOX, diffusion=True, causal=False,
                     shift_logits=True, qk_norm=QkNorm.HEAD),
        Architecture("rnd1", "qwen3moe", Rope.NEOX, diffusion=True, causal=False,
                     shift_logits=True, qk_norm=QkNorm.HEAD, experts_norm=True),
        Architecture("qwen3moe", "qwen3moe", Rope.NEOX, diffusion=False, causal=True,
                     shift_logits=True, qk_norm=QkNorm.HEAD, experts_norm=True),
        Architecture("olmoe", "olmoe", Rope.NEOX, diffusion=False, causal=True,
                     shift_logits=True, qk_norm=QkNorm.FULL),
        # BailingMoeV2 (Ling 2.0; src/models/bailingmoe2.cpp): fused QKV, per-head Q/K norms,
        # RoPE on part of the head, a sigmoid router with a selection bias and groups, a shared
        # expert, dense leading layers -- all read from the file.  ``llada2`` is the same body
        # as llama.cpp PR #17454 writes LLaDA2.x (block diffusion, unshifted logits); a
        # bailingmoe2 file with diffusion keys is read as llada2 (reader._architecture)
        Architecture("bailingmoe2", "bailingmoe2", Rope.NEOX, diffusion=False, causal=True,
                     shift_logits=True, qk_norm=QkNorm.HEAD, fused_qkv=True),
        Architecture("llada2", "bailingmoe2", Rope.NEOX, diffusion=True, causal=False,
                     shift_logits=False, qk_norm=QkNorm.HEAD, fused_qkv=True),
        # Gemma 3 (src/models/gemma3.cpp): Q/K norms, post-norms, GEGLU, the embedding scale,
        # sliding-window layers (5 of 6) with their own RoPE base
        Architecture("gemma3", "gemma3", Rope.NEOX, diffusion=False, causal=True,
                     shift_logits=True, applies=frozenset(), qk_norm=QkNorm.HEAD,
                     post_norms=True, ffn_act="gelu_tanh", embed_scale=True, swa_pattern=6,
                     softcap=True),
        # Gemma 4 (src/models/gemma4.cpp): Gemma 3's body with per-layer attention shapes
        # (global layers: wider heads, fewer K/V heads, V = K, proportional RoPE through
        # rope_freqs), unscaled scores, V norms, a per-layer output scale, and expert layers
        # beside the dense FFN (26B-A4B)
        Architecture("gemma4", "gemma4", Rope.NEOX, diffusion=False, causal=True,
                     shift_logits=True, applies=frozenset(), qk_norm=QkNorm.HEAD,
                     post_norms=True, ffn_act="gelu_tanh", embed_scale=True, swa_pattern=-1,
                     softcap=True, experts_norm=True, attn_scale=1.0, v_norm=True,
                     parallel_experts=True),
        # DiffusionGemma (llama.cpp PR #24423's diffusion-gemma; transformers'
        # DiffusionGemmaForBlockDiffusion): the Gemma 4 body, every layer experts beside the
        # dense FFN, an encoder and a decoder pass (not a masked diffusion model)
        Architecture("diffusion-gemma", "gemma4", Rope.NEOX, diffusion=False, causal=True,
                     shift_logits=False, applies=frozenset(), qk_norm=QkNorm.HEAD,
                     post_norms=True, ffn_act="gelu_tanh", embed_scale=True, swa_pattern=-1,
                     softcap=True, experts_norm=True, attn_scale=1.0, v_norm=True,
                     parallel_experts=True, encoder_decoder=True, default_softcap=30.0),
    )
}

# Architecture names other tools write that look like ours: what the file is, and what to
# use instead (a GGUF that llama.cpp's converter wrote).
FOREIGN_ARCHITECTURES: dict[str, tuple[str, str]] = {
    "diffuse": ("diffuse-cpp's own format (no tokenizer, Q/K not in llama.cpp's layout)",
                "use a GGUF that llama.cpp's convert_hf_to_gguf.py wrote (architecture llada "
                "or dream; e.g. mradermacher/LLaDA-8B-Instruct-GGUF), or convert the Hugging "
                "Face checkpoint with it"),
}

# Quant types dllmc compiles kernels for.  Projections in Q4_K / Q6_K come first (that is
# what Q4_K_M files hold); the rest are supported for every tensor too.
SUPPORTED_TYPES: tuple[GGMLQuantizationType, ...] = tuple(
    GGMLQuantizationType[name]
    for name in (
        "F32", "F16", "BF16", "Q4_0", "Q4_1", "Q5_0", "Q5_1", "Q8_0", "Q4_K", "Q5_K", "Q6_K",
    )
)  # fmt: skip


@dataclass(frozen=True)
class TensorInfo:
    """One weight: NumPy-order shape (a projection of N outputs from K inputs is (N, K))."""

    name: str
    ggml_type: GGMLQuantizationType
    shape: tuple[int, ...]
    offset: int  # absolute byte offset in the GGUF
    nbytes: int
    # the GGUF tensor these bytes are part of, when they are a part (a fused QKV's rows; "":
    # the tensor ``name`` itself)
    part_of: str = ""

    @property
    def type_name(self) -> str:
        return self.ggml_type.name

    @property
    def file_tensor(self) -> str:
        """The name of the GGUF tensor that holds these bytes."""
        return self.part_of or self.name


@dataclass(frozen=True)
class Experts:
    """A mixture-of-experts FFN's hyperparameters (llama.cpp's ``<arch>.expert_*`` keys).

    Each row's router scores pick ``n_used`` of ``n_expert`` experts (``n_group`` > 0: only
    from the ``n_group_used`` groups of experts whose two best scores sum highest); a
    per-expert bias, where the file has one, is added for the choice only.  The chosen
    experts' FFN outputs are summed, each times its unbiased score, renormalised over the
    chosen when ``norm`` and times ``scale``."""

    n_expert: int  # expert_count
    n_used: int  # expert_used_count
    n_ff: int  # expert_feed_forward_length: each expert's FFN width
    gating: Gating = Gating.SOFTMAX  # expert_gating_func
    norm: bool = False  # expert_weights_norm
    scale: float = 1.0  # expert_weights_scale (0 in the file: 1)
    n_group: int = 0  # expert_group_count (0: plain top-k)
    n_group_used: int = 0  # expert_group_used_count
    n_shared: int = 0  # expert_shared_count: always-on experts beside the routed ones
    n_dense_lead: int = 0  # leading_dense_block_count: first layers with a dense FFN
    n_ff_shared: int = 0  # the shared experts' FFN width, all together (0: none)
    # the route's per-expert weight multiplies each chosen expert's output (Gemma 4's
    # ffn_down_exps.scale) instead of biasing the choice (exp_probs_b)
    weight_scales: bool = False


@dataclass(frozen=True)
class LayerAttention:
    """One layer's attention shape: the same for every layer of most models; Gemma's
    sliding-window and global layers differ (head size, K/V heads, RoPE)."""

    n_head: int
    n_head_kv: int
    head_dim: int
    n_rot: int  # the rotated dimensions of a head
    rope_base: float
    swa: bool = False  # a sliding-window layer
    # RoPE frequency factors (llama.cpp's rope_freqs: pair i turns at base^(-2i/n_rot) /
    # factor i; Gemma 4's global layers, 1e30 = not at all); () = none
    freq_factors: tuple[float, ...] = ()

    @property
    def n_embd_q(self) -> int:
        return self.n_head * self.head_dim

    @property
    def n_embd_kv(self) -> int:
        return self.n_head_kv * self.head_dim


@dataclass(frozen=True)
class HParams:
    """Hyperparameters, named after llama.cpp's ``<arch>.*`` keys (in comments)."""

    n_layer: int  # block_count
    n_ctx_train: int  # context_length
    n_embd: int  # embedding_length
    n_ff: int  # feed_forward_length
    n_head: int  # attention.head_count
    n_head_kv: int  # attention.head_count_kv
    head_dim: int  # attention.key_length, else embedding_length / head_count
    n_rot: int  # rope.dimension_count, else head_dim
    rope_freq_base: float  # rope.freq_base
    norm_eps: float  # attention.layer_norm_rms_epsilon
    n_vocab: int  # vocab_size, else the token list / token_embd rows
    causal: bool  # attention.causal (forced False for llada / dream, as llama.cpp does)
    shift_logits: bool  # diffusion.shift_logits
    experts: Experts | None = None  # a mixture of experts
    n_swa: int = 0  # attention.sliding_window: a sliding-window layer's keys (0: none)
    swa_layers: tuple[int, ...] = ()  # the sliding-window layers
    rope_freq_base_swa: float = 10000.0  # rope.freq_base_swa: their RoPE base
    final_logit_softcap: float = 0.0  # final_logit_softcapping (0: none)
    # each layer's attention shape where layers differ (Gemma 4; () = every layer the one
    # above: head_count, head_count_kv, key_length, rope.dimension_count, the bases)
    layer_attention: tuple[LayerAttention, ...] = ()
    canvas_length: int = 0  # diffusion.canvas_length: an encoder-decoder model's canvas
    # its sampler's defaults as the file gives them: (diffusion.eb_* key, value), read once
    # here so that a request need not open the file again (runtime/decoding/diffusion_gemma.py)
    sampler_keys: tuple[tuple[str, float], ...] = ()

    def attention(self, layer: int) -> LayerAttention:
        """Layer ``layer``'s attention shape."""
        if self.layer_attention:
            return self.layer_attention[layer]
        swa = layer in self.swa_layers
        return LayerAttention(self.n_head, self.n_head_kv, self.head_dim, self.n_rot,
                              self.rope_freq_base_swa if swa else self.rope_freq_base, swa)

    @property
    def n_embd_q(self) -> int:
        return self.n_head * self.head_dim

    @property
    def n_embd_kv(self) -> int:
        """The widest layer's K (= V) row: one position of one layer in the K/V store."""
        return max((a.n_embd_kv for a in self.layer_attention),
                   default=self.n_head_kv * self.head_dim)


@dataclass(frozen=True)
class TokenizerInfo:
    """Tokenizer metadata (the token and merge lists stay in the file until needed)."""

    model: str | None  # tokenizer.ggml.model, e.g. "gpt2"
    pre: str | None  # tokenizer.ggml.pre, e.g. "qwen2", "smollm", "llama-bpe"
    n_tokens: int
    n_merges: int
    bos_id: int | None
    eos_id: int | None
    eot_id: int | None
    pad_id: int | None
    mask_id: int | None
    add_bos: bool
    add_eos: bool
    chat_template: str | None


@dataclass(frozen=True)
class LayerSpec:
    """One transformer block's weights; optional ones are None when the file has none.

    The FFN is dense (``ffn_gate``/``ffn_up``/``ffn_down``) or a mixture of experts: the
    router ``ffn_gate_inp`` (n_expert x n_embd), the experts stacked in 3-D tensors
    ``ffn_{gate,up,down}_exps`` (n_expert x n_ff x n_embd, n_expert x n_embd x n_ff), an
    optional selection bias ``exp_probs_b`` and an optional shared expert ``ffn_*_shexp``."""

    index: int
    attn_norm: TensorInfo
    attn_q: TensorInfo
    attn_k: TensorInfo
    attn_v: TensorInfo | None  # None: V is the K projection (Gemma 4's global layers)
    attn_output: TensorInfo
    ffn_norm: TensorInfo
    ffn_gate: TensorInfo | None = None
    ffn_up: TensorInfo | None = None
    ffn_down: TensorInfo | None = None
    attn_q_bias: TensorInfo | None = None
    attn_k_bias: TensorInfo | None = None
    attn_v_bias: TensorInfo | None = None
    attn_output_bias: TensorInfo | None = None
    attn_q_norm: TensorInfo | None = None
    attn_k_norm: TensorInfo | None = None
    attn_post_norm: TensorInfo | None = None
    ffn_post_norm: TensorInfo | None = None
    ffn_gate_inp: TensorInfo | None = None
    ffn_gate_exps: TensorInfo | None = None
    ffn_up_exps: TensorInfo | None = None
    ffn_down_exps: TensorInfo | None = None
    exp_probs_b: TensorInfo | None = None
    ffn_gate_shexp: TensorInfo | None = None
    ffn_up_shexp: TensorInfo | None = None
    ffn_down_shexp: TensorInfo | None = None
    # Gemma 4: the experts' gate and up in one stack (n_expert x 2 n_ff x n_embd, gate's rows
    # first), each expert's output scale, the router input's scale, the expert branch's norms
    # (pre_ffw_norm_2 in, post_ffw_norm_2 out; post_ffw_norm_1 after the dense FFN), and the
    # layer's output scale
    ffn_gate_up_exps: TensorInfo | None = None
    ffn_down_exps_scale: TensorInfo | None = None
    ffn_gate_inp_scale: TensorInfo | None = None
    ffn_pre_norm_2: TensorInfo | None = None
    ffn_post_norm_1: TensorInfo | None = None
    ffn_post_norm_2: TensorInfo | None = None
    layer_output_scale: TensorInfo | None = None
    # DiffusionGemma: the encoder pass's output scale (layer_output_scale is the decoder's)
    enc_layer_output_scale: TensorInfo | None = None

    @property
    def moe(self) -> bool:
        return self.ffn_gate_inp is not None

    @property
    def projections(self) -> tuple[TensorInfo, ...]:
        """The layer's matrices (the experts' stacks counted once each)."""
        return tuple(t for t in (
            self.attn_q, self.attn_k, self.attn_v, self.attn_output, self.ffn_gate,
            self.ffn_up, self.ffn_down, self.ffn_gate_inp, self.ffn_gate_exps,
            self.ffn_up_exps, self.ffn_down_exps, self.ffn_gate_shexp, self.ffn_up_shexp,
            self.ffn_down_shexp, self.ffn_gate_up_exps,
        ) if t is not None)  # fmt: skip


@dataclass(frozen=True)
class SelfConditioning:
    """DiffusionGemma's self-conditioning block: the previous step's soft embedding
    RMS-normalized (``pre_norm``), through a gated GELU MLP of the dense FFN's width."""

    pre_norm: TensorInfo  # self_cond_pre_norm [n_embd]
    gate: TensorInfo  # self_cond_gate [n_ff, n_embd]
    up: TensorInfo  # self_cond_up [n_ff, n_embd]
    down: TensorInfo  # self_cond_down [n_embd, n_ff]


@dataclass(frozen=True)
class ModelSpec:
    path: Path
    arch: Architecture
    name: str | None  # general.name
    hparams: HParams
    token_embd: TensorInfo
    output_norm: TensorInfo
    output: TensorInfo  # token_embd itself when the output projection is tied
    layers: tuple[LayerSpec, ...]
    tokenizer: TokenizerInfo
    file_size: int
    identity: str  # sha256 of the header and tensor table: what an artifact is bound to
    output_bias: TensorInfo | None = None
    tensors: tuple[TensorInfo, ...] = field(default=(), repr=False)
    self_cond: SelfConditioning | None = None  # DiffusionGemma

    @property
    def max_canvas(self) -> int:
        """The longest canvas dllmc computes for this model: its training context."""
        return self.hparams.n_ctx_train

    @property
    def tied_output(self) -> bool:
        return self.output.name == self.token_embd.name

    @property
    def weight_bytes(self) -> int:
        return sum(t.nbytes for t in self.tensors)

    @property
    def active_bytes(self) -> int:
        """The weight bytes one row reads: every tensor but the experts a row does not pick
        (n_used of n_expert of each expert stack); the whole file for a dense model."""
        ex = self.hparams.experts
        if ex is None:
            return self.weight_bytes
        stacks = sum(t.nbytes for L in self.layers
                     for t in (L.ffn_gate_exps, L.ffn_up_exps, L.ffn_down_exps,
                               L.ffn_gate_up_exps) if t is not None)
        return self.weight_bytes - stacks + stacks * ex.n_used // ex.n_expert
