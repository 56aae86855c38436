"""GGUF -> :class:`ModelSpec`: read the file, validate it against what dllmc compiles.

Every check names the file, the problem and the fix (a :class:`GGUFError`).  Hyperparameters
are looked up as llama.cpp does (``<arch>.<key>``, with llama.cpp's defaults where it has them).
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import Any

from gguf.constants import GGUFValueType

from dllmc.compiler.base.errors import GGUFError
from dllmc.compiler.base.gguf_file import GGUFFile, RawTensor, StringArray
from dllmc.compiler.base.pretokenizers import RECONVERT as _RECONVERT
from dllmc.compiler.base.pretokenizers import tokenizer_problem
from dllmc.compiler.base.spec import (
    ARCHITECTURES,
    FOREIGN_ARCHITECTURES,
    SUPPORTED_TYPES,
    Experts,
    Gating,
    HParams,
    LayerAttention,
    LayerSpec,
    ModelSpec,
    QkNorm,
    SelfConditioning,
    TensorInfo,
    TokenizerInfo,
)

_INT_TYPES = {
    GGUFValueType.UINT8, GGUFValueType.INT8, GGUFValueType.UINT16, GGUFValueType.INT16,
    GGUFValueType.UINT32, GGUFValueType.INT32, GGUFValueType.UINT64, GGUFValueType.INT64,
}  # fmt: skip
_FLOAT_TYPES = {GGUFValueType.FLOAT32, GGUFValueType.FLOAT64}

# Per-layer tensors: LayerSpec field -> (GGUF name stem, required)
_LAYER_TENSORS: dict[str, tuple[str, bool]] = {
    "attn_norm": ("attn_norm.weight", True),
    "attn_q": ("attn_q.weight", True),
    "attn_k": ("attn_k.weight", True),
    "attn_v": ("attn_v.weight", True),
    "attn_output": ("attn_output.weight", True),
    "ffn_norm": ("ffn_norm.weight", True),
    "ffn_gate": ("ffn_gate.weight", False),  # required of a dense layer (_FFN_TENSORS)
    "ffn_up": ("ffn_up.weight", False),
    "ffn_down": ("ffn_down.weight", False),
    "attn_q_bias": ("attn_q.bias", False),
    "attn_k_bias": ("attn_k.bias", False),
    "attn_v_bias": ("attn_v.bias", False),
    "attn_output_bias": ("attn_output.bias", False),
    "attn_post_norm": ("post_attention_norm.weight", False),  # required where post_norms
    "ffn_post_norm": ("post_ffw_norm.weight", False),
    "attn_q_norm": ("attn_q_norm.weight", False),  # required where the arch normalizes Q/K
    "attn_k_norm": ("attn_k_norm.weight", False),
    "ffn_gate_inp": ("ffn_gate_inp.weight", False),  # required of an expert layer
    "ffn_gate_exps": ("ffn_gate_exps.weight", False),
    "ffn_up_exps": ("ffn_up_exps.weight", False),
    "ffn_down_exps": ("ffn_down_exps.weight", False),
    "exp_probs_b": ("exp_probs_b.bias", False),
    "ffn_gate_shexp": ("ffn_gate_shexp.weight", False),
    "ffn_up_shexp": ("ffn_up_shexp.weight", False),
    "ffn_down_shexp": ("ffn_down_shexp.weight", False),
    "ffn_gate_up_exps": ("ffn_gate_up_exps.weight", False),  # Gemma 4 (parallel_experts)
    "ffn_down_exps_scale": ("ffn_down_exps.scale", False),
    "ffn_gate_inp_scale": ("ffn_gate_inp.scale", False),
    "ffn_pre_norm_2": ("pre_ffw_norm_2.weight", False),
    "ffn_post_norm_1": ("post_ffw_norm_1.weight", False),
    "ffn_post_norm_2": ("post_ffw_norm_2.weight", False),
    "layer_output_scale": ("layer_output_scale.weight", False),
    "enc_layer_output_scale": ("enc_layer_output_scale.weight", False),  # DiffusionGemma
}
# what a layer's FFN needs: dense, or experts
_FFN_TENSORS = {
    False: ("ffn_gate", "ffn_up", "ffn_down"),
    True: ("ffn_gate_inp", "ffn_gate_exps", "ffn_up_exps", "ffn_down_exps"),
}
# a Gemma 4 expert layer: the dense FFN beside the experts, both post-normed
_PARALLEL_EXPERT_TENSORS = ("ffn_gate", "ffn_up", "ffn_down", "ffn_gate_inp_scale",
                            "ffn_pre_norm_2", "ffn_post_norm_1", "ffn_post_norm_2")
_QK_NORM_TENSORS = ("attn_q_norm", "attn_k_norm")
_POST_NORM_TENSORS = ("attn_post_norm", "ffn_post_norm")
# an expert stack is split into one matrix per expert; the QR8 form interleaves 8 rows, so a
# stack's per-expert rows must be a multiple of 8 for the experts to stay whole matrices
_EXPERT_ROWS = 8
# tensors llama.cpp loads for some architectures but dllmc's graphs do not compute
_UNSUPPORTED_TENSORS = {
    "ffn_gate.bias": "an FFN bias",
    "ffn_up.bias": "an FFN bias",
    "ffn_down.bias": "an FFN bias",
    "rope_freqs.weight": "per-dimension RoPE frequency factors (Llama-3.1-style rope scaling)",
    "attn_qkv.weight": "a fused QKV projection (read only where its layout is known: bailingmoe2)",
    "ffn_gate_inp_shexp.weight": "a gated shared expert (Qwen2-MoE style)",
}
_BLOCK_NAME = re.compile(r"blk\.(\d+)\.(.+)")


class _Metadata:
    """Typed access to ``<arch>.*`` keys with errors that name the key."""

    def __init__(self, gf: GGUFFile, arch: str) -> None:
        self.gf = gf
        self.arch = arch

    def _get(self, key: str, kinds: set[GGUFValueType], what: str) -> Any:
        if key not in self.gf.kv:
            return None
        if self.gf.kv_types[key] not in kinds:
            raise GGUFError(
                f"metadata {key} is a {self.gf.kv_types[key].name}, expected {what}",
                _RECONVERT,
                path=self.gf.path,
            )
        return self.gf.kv[key]

    def int(self, key: str, default: int | None = None, *, arch: bool = True) -> int:
        full = f"{self.arch}.{key}" if arch else key
        value = self._get(full, _INT_TYPES, "an integer")
        if value is None:
            if default is None:
                raise GGUFError(f"missing hyperparameter {full}", _RECONVERT, path=self.gf.path)
            return default
        return int(value)

    def positive(self, key: str, default: int | None = None) -> int:
        value = self.int(key, default)
        if value <= 0:
            raise GGUFError(
                f"hyperparameter {self.arch}.{key} is {value}, must be positive",
                _RECONVERT,
                path=self.gf.path,
            )
        return value

    def float(self, key: str, default: float | None = None) -> float:
        full = f"{self.arch}.{key}"
        value = self._get(full, _FLOAT_TYPES | _INT_TYPES, "a number")
        if value is None:
            if default is None:
                raise GGUFError(f"missing hyperparameter {full}", _RECONVERT, path=self.gf.path)
            return default
        value = float(value)
        if not value > 0:
            raise GGUFError(
                f"hyperparameter {full} is {value}, must be positive", _RECONVERT, path=self.gf.path
            )
        return value

    def bool(self, key: str, default: bool) -> bool:
        value = self._get(key, {GGUFValueType.BOOL}, "a bool")
        return default if value is None else bool(value)

    def per_layer(self, key: str, n_layer: int, default: int | None = None) -> tuple[int, ...]:
        """A key llama.cpp reads as one value or one per layer (an array of n_layer)."""
        full = f"{self.arch}.{key}"
        if self.gf.kv_types.get(full) != GGUFValueType.ARRAY:
            return (self.positive(key, default),) * n_layer
        values = self.gf.kv[full]
        if len(values) != n_layer or any(int(v) <= 0 for v in values):
            raise GGUFError(f"metadata {full} is not {n_layer} positive values, one per layer",
                            _RECONVERT, path=self.gf.path)
        return tuple(int(v) for v in values)

    def flags(self, key: str, n_layer: int) -> tuple[bool, ...] | None:
        """A per-layer bool array (None when the key is absent or not an array)."""
        full = f"{self.arch}.{key}"
        if self.gf.kv_types.get(full) != GGUFValueType.ARRAY:
            return None
        values = self.gf.kv[full]
        if len(values) != n_layer:
            raise GGUFError(f"metadata {full} has {len(values)} values for {n_layer} layers",
                            _RECONVERT, path=self.gf.path)
        return tuple(bool(v) for v in values)

    def optional_id(self, key: str) -> int | None:
        value = self._get(key, _INT_TYPES, "an integer token id")
        return None if value is None else int(value)

    def string(self, key: str) -> str | None:
        return self._get(key, {GGUFValueType.STRING}, "a string")


_SPECS: dict[tuple[str, int, int, int], tuple[int, ModelSpec]] = {}  # the last few files read
_SPECS_KEPT = 4


def read_gguf(path: str | Path) -> ModelSpec:
    """Read and validate a GGUF model; raise :class:`GGUFError` with a fix on any problem.

    ``dllmc run`` reads a model twice in one process (to find its artifact by identity, then
    to bind the artifact to the file); a second read of the same file (path, size, mtime,
    inode) whose header still hashes to the same identity returns the spec of the first
    without parsing the header again.  The hash re-check makes this exact: a spec is a
    function of the header bytes and the file size."""
    try:
        st = Path(path).stat()
        key = (str(Path(path).resolve()), st.st_size, st.st_mtime_ns, st.st_ino)
    except OSError:
        return spec_from_file(GGUFFile.open(path))  # GGUFFile.open says what is wrong
    if key in _SPECS:
        header_bytes, spec = _SPECS[key]
        with Path(path).open("rb") as f:
            if hashlib.sha256(f.read(header_bytes)).hexdigest() == spec.identity:
                return spec
    gf = GGUFFile.open(path)
    spec = spec_from_file(gf)
    while len(_SPECS) >= _SPECS_KEPT:
        del _SPECS[next(iter(_SPECS))]
    _SPECS[key] = (gf.data_offset, spec)
    return spec


def spec_from_file(gf: GGUFFile) -> ModelSpec:
    arch = _architecture(gf)
    # the keys are under the name the file gives (a bailingmoe2 file read as llada2 keeps its
    # bailingmoe2.* keys)
    md = _Metadata(gf, gf.kv["general.architecture"])
    tokenizer = _tokenizer(gf, md)
    hp = _hparams(gf, md, arch, tokenizer)
    tensors = {name: _tensor_info(gf, raw) for name, raw in gf.tensors.items()}
    layers = _layers(gf, hp, tensors, arch)

    def top(name: str, shape: tuple[int, ...]) -> TensorInfo:
        if name not in tensors:
            raise GGUFError(f"missing tensor {name}", _RECONVERT, path=gf.path)
        _check_shape(gf, tensors[name], shape)
        return tensors[name]

    token_embd = top("token_embd.weight", (hp.n_vocab, hp.n_embd))
    output_norm = top("output_norm.weight", (hp.n_embd,))
    output = (
        top("output.weight", (hp.n_vocab, hp.n_embd)) if "output.weight" in tensors else token_embd
    )
    output_bias = (
        top("output.bias", (hp.n_vocab,))
        if "output.bias" in tensors and "output.bias" in arch.applies
        else None
    )

    self_cond = None
    if arch.encoder_decoder:
        self_cond = SelfConditioning(
            pre_norm=top(_SELF_COND["pre_norm"], (hp.n_embd,)),
            gate=top(_SELF_COND["gate"], (hp.n_ff, hp.n_embd)),
            up=top(_SELF_COND["up"], (hp.n_ff, hp.n_embd)),
            down=top(_SELF_COND["down"], (hp.n_embd, hp.n_ff)))

    if arch.diffusion and tokenizer.mask_id is None:
        raise GGUFError(
            f"a {arch.name} diffusion model needs tokenizer.ggml.mask_token_id, which is missing",
            "re-convert with llama.cpp's converter, which writes the mask token id",
            path=gf.path,
        )
    identity = hashlib.sha256(gf.data[: gf.data_offset]).hexdigest()
    return ModelSpec(
        path=gf.path.resolve(),
        arch=arch,
        name=md.string("general.name"),
        hparams=hp,
        token_embd=token_embd,
        output_norm=output_norm,
        output=output,
        output_bias=output_bias,
        layers=layers,
        tokenizer=tokenizer,
        file_size=gf.file_size,
        identity=identity,
        tensors=tuple(tensors.values()),
        self_cond=self_cond,
    )


def _architecture(gf: GGUFFile):  # -> Architecture
    name = gf.kv.get("general.architecture")
    if not isinstance(name, str):
        raise GGUFError(
            "missing general.architecture", "this GGUF has no model metadata; " + _RECONVERT,
            path=gf.path,
        )
    if name in FOREIGN_ARCHITECTURES:
        what, fix = FOREIGN_ARCHITECTURES[name]
        raise GGUFError(f"architecture {name!r} is {what}", fix, path=gf.path)
    if name not in ARCHITECTURES:
        raise GGUFError(
            f"unknown architecture {name!r}",
            f"dllmc supports {', '.join(sorted(ARCHITECTURES))}; use one of those models",
            path=gf.path,
        )
    if name in _DIFFUSION_TWINS and "diffusion.shift_logits" in gf.kv:
        return ARCHITECTURES[_DIFFUSION_TWINS[name]]
    return ARCHITECTURES[name]


# a causal architecture whose files, when they carry llama.cpp's diffusion keys
# (``diffusion.shift_logits``), are its diffusion twin: LLaDA2.x written as bailingmoe2
_DIFFUSION_TWINS = {"bailingmoe2": "llada2"}


def _tokenizer(gf: GGUFFile, md: _Metadata) -> TokenizerInfo:
    """The tokenizer's metadata, refused here (before anything is compiled) when dllmc's
    tokenizer could not read it."""
    if (problem := tokenizer_problem(gf.kv)) is not None:
        raise GGUFError(*problem, path=gf.path)
    tokens = gf.kv.get("tokenizer.ggml.tokens")
    merges = gf.kv.get("tokenizer.ggml.merges")
    n_tokens = len(tokens) if isinstance(tokens, list | StringArray) else 0
    info = TokenizerInfo(
        model=md.string("tokenizer.ggml.model"),
        pre=md.string("tokenizer.ggml.pre"),
        n_tokens=n_tokens,
        n_merges=len(merges) if isinstance(merges, list | StringArray) else 0,
        bos_id=md.optional_id("tokenizer.ggml.bos_token_id"),
        eos_id=md.optional_id("tokenizer.ggml.eos_token_id"),
        eot_id=md.optional_id("tokenizer.ggml.eot_token_id"),
        pad_id=md.optional_id("tokenizer.ggml.padding_token_id"),
        mask_id=md.optional_id("tokenizer.ggml.mask_token_id"),
        add_bos=md.bool("tokenizer.ggml.add_bos_token", False),
        add_eos=md.bool("tokenizer.ggml.add_eos_token", False),
        chat_template=md.string("tokenizer.chat_template"),
    )
    for key in ("bos_id", "eos_id", "eot_id", "pad_id", "mask_id"):
        value = getattr(info, key)
        if value is not None and n_tokens and not 0 <= value < n_tokens:
            raise GGUFError(
                f"tokenizer {key.replace('_id', '')} token id {value} is outside the "
                f"{n_tokens}-token vocabulary",
                _RECONVERT,
                path=gf.path,
            )
    return info


def _hparams(gf: GGUFFile, md: _Metadata, arch, tok: TokenizerInfo) -> HParams:
    n_embd = md.positive("embedding_length")
    n_head = md.positive("attention.head_count")
    # multi-token-prediction layers (bailingmoe2's nextn_predict_layers) are counted in
    # block_count after the model's own; llama.cpp skips them, and so does dllmc
    n_block = md.positive("block_count")
    n_nextn = md.int("nextn_predict_layers", 0)
    if not 0 <= n_nextn < n_block:
        raise GGUFError(f"{n_nextn} prediction layers of {n_block} blocks leave no model",
                        _RECONVERT, path=gf.path)
    n_head_kvs = md.per_layer("attention.head_count_kv", n_block, n_head)
    n_head_kv = n_head_kvs[0]  # llama.cpp's n_head_kv(): layer 0's
    for kv in set(n_head_kvs):
        if n_head % kv:
            raise GGUFError(
                f"{n_head} attention heads cannot be grouped over {kv} KV heads",
                _RECONVERT,
                path=gf.path,
            )
    if n_embd % n_head and f"{md.arch}.attention.key_length" not in gf.kv:
        raise GGUFError(
            f"embedding length {n_embd} is not a multiple of {n_head} heads "
            f"and {md.arch}.attention.key_length is missing",
            _RECONVERT,
            path=gf.path,
        )
    head_dim = md.positive("attention.key_length", n_embd // n_head)
    if md.positive("attention.value_length", head_dim) != head_dim:
        raise GGUFError(
            "attention key and value head sizes differ, which dllmc does not support",
            "use a model with equal key and value head sizes",
            path=gf.path,
        )
    n_rot = md.positive("rope.dimension_count", head_dim)
    _check_rot(gf, n_rot, head_dim)
    embd = gf.tensors.get("token_embd.weight")
    n_vocab = md.int("vocab_size", 0) or tok.n_tokens or (embd.ne[-1] if embd else 0)
    if n_vocab <= 0:
        raise GGUFError(
            f"cannot tell the vocabulary size: no {md.arch}.vocab_size, tokens or token_embd",
            _RECONVERT,
            path=gf.path,
        )
    causal = False if arch.diffusion else md.bool(f"{md.arch}.attention.causal", arch.causal)
    canvas_length = 0
    sampler_keys: tuple[tuple[str, float], ...] = ()
    if arch.encoder_decoder:
        sampler_keys = tuple((k, v) for k, v in gf.kv.items()
                             if k.startswith("diffusion.eb_") and isinstance(v, int | float))
        causal = True  # the forward pass is the encoder's, causal (the file says false)
        canvas_length = gf.kv.get("diffusion.canvas_length", 0)
        if not isinstance(canvas_length, int) or isinstance(canvas_length, bool) or canvas_length < 1:
            raise GGUFError(f"a {arch.name} model needs diffusion.canvas_length (a positive "
                            "integer)", _RECONVERT, path=gf.path)
    n_layer = n_block - n_nextn
    n_swa = md.int("attention.sliding_window", 0) if arch.swa_pattern else 0
    swa_layers: tuple[int, ...] = ()
    flags = md.flags("attention.sliding_window_pattern", n_block)
    if n_swa and flags is not None:  # one flag per layer: true = sliding
        swa_layers = tuple(i for i in range(n_layer) if flags[i])
    elif n_swa and arch.swa_pattern < 0:
        raise GGUFError(f"a {arch.name} model needs {md.arch}.attention.sliding_window_pattern "
                        "(one flag per layer)", _RECONVERT, path=gf.path)
    elif n_swa:  # llama.cpp's load_swa_pattern: every pattern-th layer global (dense last)
        pattern = md.int("attention.sliding_window_pattern", arch.swa_pattern)
        swa_layers = tuple(i for i in range(n_layer) if pattern == 0 or i % pattern < pattern - 1)
    rope_freq_base = md.float("rope.freq_base", 10000.0)
    rope_freq_base_swa = md.float("rope.freq_base_swa", 10000.0)
    layer_attention = _layer_attention(
        gf, md, n_layer, n_head, n_head_kvs, head_dim, n_rot, rope_freq_base,
        rope_freq_base_swa, swa_layers)
    if arch.name == "gemma3" and n_block == 62:
        raise GGUFError("Gemma 3 27B scales its queries by 1/sqrt(n_embd / n_head), which dllmc "
                        "does not compute yet", "use another Gemma 3 size", path=gf.path)
    return HParams(
        n_layer=n_layer,
        n_ctx_train=md.positive("context_length"),
        n_embd=n_embd,
        n_ff=md.positive("feed_forward_length"),
        n_head=n_head,
        n_head_kv=n_head_kv,
        head_dim=head_dim,
        n_rot=n_rot,
        rope_freq_base=rope_freq_base,
        norm_eps=md.float("attention.layer_norm_rms_epsilon"),
        n_vocab=n_vocab,
        causal=causal,
        shift_logits=md.bool("diffusion.shift_logits", arch.shift_logits),
        experts=_experts(gf, md, arch),
        n_swa=n_swa,
        swa_layers=swa_layers,
        rope_freq_base_swa=rope_freq_base_swa,
        final_logit_softcap=(md.float("final_logit_softcapping", arch.default_softcap)
                             if arch.softcap else 0.0),
        layer_attention=layer_attention,
        canvas_length=canvas_length,
        sampler_keys=sampler_keys,
    )


def _check_rot(gf: GGUFFile, n_rot: int, head_dim: int) -> None:
    if n_rot > head_dim or n_rot % 2:
        raise GGUFError(
            f"RoPE over {n_rot} of {head_dim} head dimensions is not supported",
            "dllmc rotates an even number of a head's dimensions, at most all of them",
            path=gf.path,
        )


_ROPE_FREQS = "rope_freqs.weight"
# DiffusionGemma's self-conditioning block: SelfConditioning field -> tensor
_SELF_COND = {"pre_norm": "self_cond_pre_norm.weight", "gate": "self_cond_gate.weight",
              "up": "self_cond_up.weight", "down": "self_cond_down.weight"}


def _layer_attention(gf: GGUFFile, md: _Metadata, n_layer: int, n_head: int,
                     n_head_kvs: tuple[int, ...], head_dim: int, n_rot: int, base: float,
                     base_swa: float, swa_layers: tuple[int, ...]) -> tuple[LayerAttention, ...]:
    """Each layer's attention shape where layers differ (llama.cpp's per-layer hparams):
    K/V heads per layer, the sliding-window layers' own head size (key_length_swa) and
    rotation (rope.dimension_count_swa), the global layers' RoPE frequency factors
    (``rope_freqs``, Gemma 4's proportional RoPE).  () when every layer is the same."""
    head_dim_swa = md.int("attention.key_length_swa", 0)
    if not (len(set(n_head_kvs)) > 1 or head_dim_swa or _ROPE_FREQS in gf.tensors):
        return ()
    head_dim_swa = head_dim_swa or head_dim
    if md.int("attention.value_length_swa", head_dim_swa) != head_dim_swa:
        raise GGUFError(
            "attention key and value head sizes of the sliding-window layers differ, which "
            "dllmc does not support", "use a model with equal key and value head sizes",
            path=gf.path)
    n_rot_swa = md.positive("rope.dimension_count_swa", min(n_rot, head_dim_swa))
    _check_rot(gf, n_rot_swa, head_dim_swa)
    factors: tuple[float, ...] = ()
    if _ROPE_FREQS in gf.tensors:
        raw = gf.tensors[_ROPE_FREQS]
        if raw.ggml_type.name != "F32" or raw.shape != (n_rot // 2,):
            raise GGUFError(
                f"tensor {_ROPE_FREQS} is {raw.ggml_type.name} {list(raw.shape)}, not the F32 "
                f"[{n_rot // 2}] frequency factors of {n_rot} rotated dimensions", _RECONVERT,
                path=gf.path)
        factors = tuple(float(f) for f in gf.tensor_data(_ROPE_FREQS).view("<f4"))
        if not all(f > 0 for f in factors):
            raise GGUFError(f"tensor {_ROPE_FREQS} holds factors that are not positive",
                            _RECONVERT, path=gf.path)
    return tuple(
        LayerAttention(n_head, n_head_kvs[i], head_dim_swa, n_rot_swa, base_swa, True)
        if i in swa_layers else
        LayerAttention(n_head, n_head_kvs[i], head_dim, n_rot, base, False, factors)
        for i in range(n_layer))


# llama.cpp's llama_expert_gating_func_type values dllmc computes (0, NONE: the graph's own
# choice, softmax for every architecture dllmc reads)
_GATING = {0: Gating.SOFTMAX, 1: Gating.SOFTMAX, 2: Gating.SIGMOID}


def _experts(gf: GGUFFile, md: _Metadata, arch) -> Experts | None:  # arch: Architecture
    """The mixture-of-experts keys, or None for a dense model (no ``expert_count``)."""
    n_expert = md.int("expert_count", 0)
    if n_expert == 0:
        return None
    n_used = md.positive("expert_used_count")
    stack = gf.tensors.get(next((n for n in gf.tensors if n.endswith("ffn_gate_exps.weight")), ""))
    n_ff = md.int("expert_feed_forward_length", 0) or (stack.ne[1] if stack else 0)
    if not 0 < n_used <= n_expert or n_ff <= 0:
        raise GGUFError(
            f"{n_used} of {n_expert} experts per token, each {n_ff} wide, is not a mixture of "
            "experts dllmc can run", _RECONVERT, path=gf.path)
    gating = md.int("expert_gating_func", 0)
    if gating not in _GATING:
        raise GGUFError(
            f"expert gating function {gating} is not one dllmc computes (softmax 1, sigmoid 2)",
            "use a model with a softmax or sigmoid router", path=gf.path)
    n_group, n_group_used = md.int("expert_group_count", 0), md.int("expert_group_used_count", 0)
    if n_group and (n_expert % n_group or not 0 < n_group_used <= n_group):
        raise GGUFError(
            f"{n_expert} experts cannot be chosen from {n_group_used} of {n_group} groups",
            _RECONVERT, path=gf.path)
    scale = md.float("expert_weights_scale", 0.0)
    n_shared = md.int("expert_shared_count", 0)
    return Experts(
        n_expert=n_expert, n_used=n_used, n_ff=n_ff, gating=_GATING[gating],
        norm=md.bool(f"{md.arch}.expert_weights_norm", arch.experts_norm),
        scale=scale or 1.0, n_group=n_group, n_group_used=n_group_used,
        n_shared=n_shared,
        # llama.cpp sizes the shared expert (shared_feed_forward_length or n_ff) x the count
        n_ff_shared=(md.int("expert_shared_feed_forward_length", 0) or n_ff) * max(n_shared, 1),
        n_dense_lead=md.int("leading_dense_block_count", 0),
        weight_scales=arch.parallel_experts,
    )


def _tensor_info(gf: GGUFFile, raw: RawTensor) -> TensorInfo:
    if raw.ggml_type not in SUPPORTED_TYPES:
        raise GGUFError(
            f"tensor {raw.name} is {raw.ggml_type.name}, a quant type dllmc does not compute",
            "download the model's Q4_K_M file instead (or Q5_K_M, Q6_K, Q8_0; dllmc reads "
            + ", ".join(t.name for t in SUPPORTED_TYPES)
            + "), or re-quantize from F16 with llama-quantize",
            path=gf.path,
        )
    return TensorInfo(raw.name, raw.ggml_type, raw.shape, raw.offset, raw.nbytes)


def _check_shape(gf: GGUFFile, t: TensorInfo, expected: tuple[int, ...]) -> None:
    if t.shape != expected:
        raise GGUFError(
            f"tensor {t.name} has shape {list(t.shape)} but the hyperparameters say "
            f"{list(expected)}",
            "the file's metadata and weights disagree; " + _RECONVERT,
            path=gf.path,
        )


_FUSED_QKV = "attn_qkv.weight"


def _split_qkv(gf: GGUFFile, t: TensorInfo, hp: HParams, layer: int) -> dict[str, TensorInfo]:
    """A fused QKV projection (Q, K and V's rows one after another, llama.cpp's
    ``create_tensor_qkv``) read as three matrices: each a range of its rows in the file, named
    ``blk.N.attn_qkv.{q,k,v}.weight``."""
    la = hp.attention(layer)
    widths = (la.n_embd_q, la.n_embd_kv, la.n_embd_kv)
    _check_shape(gf, t, (sum(widths), hp.n_embd))
    row_bytes = t.nbytes // t.shape[0]
    views, first = {}, 0
    for part, rows in zip("qkv", widths, strict=True):
        views[f"attn_{part}"] = TensorInfo(
            t.name.replace(".weight", f".{part}.weight"), t.ggml_type, (rows, hp.n_embd),
            t.offset + first * row_bytes, rows * row_bytes, part_of=t.name)
        first += rows
    return views


# the optional tensors an architecture may load without applying them (Architecture.applies)
_OPTIONAL_APPLIED = frozenset({"attn_q.bias", "attn_k.bias", "attn_v.bias", "attn_output.bias"})


def _layers(
    gf: GGUFFile, hp: HParams, tensors: dict[str, TensorInfo], arch
) -> tuple[LayerSpec, ...]:
    applies = arch.applies
    known = {stem for stem, _ in _LAYER_TENSORS.values()} | (
        {_FUSED_QKV} if arch.fused_qkv else set())  # read as three row ranges (_split_qkv)
    n_block = int(gf.kv[f"{gf.kv['general.architecture']}.block_count"])
    top = {"token_embd.weight", "output_norm.weight", "output.weight", "output.bias"}
    if any(a.freq_factors for a in hp.layer_attention):
        top.add(_ROPE_FREQS)  # read into the hyperparameters (_layer_attention)
    if arch.encoder_decoder:
        top.update(_SELF_COND.values())
    for name in tensors:
        m = _BLOCK_NAME.fullmatch(name)
        stem = m.group(2) if m else name
        if m and hp.n_layer <= int(m.group(1)) < n_block:
            continue  # a multi-token-prediction layer, not computed
        if stem in _UNSUPPORTED_TENSORS and stem not in known and name not in top:
            raise GGUFError(
                f"tensor {name} holds {_UNSUPPORTED_TENSORS[stem]}, which dllmc does not support",
                "use a model without it (LLaDA, Dream and Qwen2-style models have none)",
                path=gf.path,
            )
        if (m and stem not in known) or (not m and name not in top):
            raise GGUFError(
                f"tensor {name} is not part of a llama/qwen2-style model",
                "use a model of a supported architecture (" + ", ".join(ARCHITECTURES) + ")",
                path=gf.path,
            )
        if m and int(m.group(1)) >= hp.n_layer:
            raise GGUFError(
                f"tensor {name} belongs to block {m.group(1)} but the model has "
                f"{hp.n_layer} blocks",
                _RECONVERT,
                path=gf.path,
            )

    ex = hp.experts

    def shapes_of(i: int) -> dict[str, tuple[int, ...]]:
        """Layer i's tensor shapes (its attention's own: Gemma 4's layers differ)."""
        la = hp.attention(i)
        q, kv = la.n_embd_q, la.n_embd_kv
        head_norm = (la.head_dim, la.head_dim) if arch.qk_norm == QkNorm.HEAD else (q, kv)
        shapes = {
            "attn_norm": (hp.n_embd,),
            "attn_q": (q, hp.n_embd),
            "attn_k": (kv, hp.n_embd),
            "attn_v": (kv, hp.n_embd),
            "attn_output": (hp.n_embd, q),
            "ffn_norm": (hp.n_embd,),
            "ffn_gate": (hp.n_ff, hp.n_embd),
            "ffn_up": (hp.n_ff, hp.n_embd),
            "ffn_down": (hp.n_embd, hp.n_ff),
            "attn_q_bias": (q,),
            "attn_k_bias": (kv,),
            "attn_v_bias": (kv,),
            "attn_output_bias": (hp.n_embd,),
            "attn_post_norm": (hp.n_embd,),
            "ffn_post_norm": (hp.n_embd,),
            "attn_q_norm": (head_norm[0],),
            "attn_k_norm": (head_norm[1],),
            "layer_output_scale": (1,),
            "enc_layer_output_scale": (1,),
        }
        if ex is not None:
            shexp = ex.n_ff_shared
            shapes.update({
                "ffn_gate_inp": (ex.n_expert, hp.n_embd),
                "ffn_gate_exps": (ex.n_expert, ex.n_ff, hp.n_embd),
                "ffn_up_exps": (ex.n_expert, ex.n_ff, hp.n_embd),
                "ffn_down_exps": (ex.n_expert, hp.n_embd, ex.n_ff),
                "exp_probs_b": (ex.n_expert,),
                "ffn_gate_shexp": (shexp, hp.n_embd),
                "ffn_up_shexp": (shexp, hp.n_embd),
                "ffn_down_shexp": (hp.n_embd, shexp),
                "ffn_gate_up_exps": (ex.n_expert, 2 * ex.n_ff, hp.n_embd),
                "ffn_down_exps_scale": (ex.n_expert,),
                "ffn_gate_inp_scale": (hp.n_embd,),
                "ffn_pre_norm_2": (hp.n_embd,),
                "ffn_post_norm_1": (hp.n_embd,),
                "ffn_post_norm_2": (hp.n_embd,),
            })
        return shapes

    layers = []
    for i in range(hp.n_layer):
        shapes = shapes_of(i)
        fields: dict[str, TensorInfo | None] = {}
        fused = tensors.get(f"blk.{i}.{_FUSED_QKV}")
        views = {} if fused is None else _split_qkv(gf, fused, hp, i)
        for field_name, (stem, required) in _LAYER_TENSORS.items():
            name = f"blk.{i}.{stem}"
            t = views.get(field_name, tensors.get(name))
            if field_name == "attn_v" and t is None and arch.v_norm:
                fields[field_name] = None  # Gemma 4's global layers: V is the K projection
                continue
            if field_name in views and name in tensors:
                raise GGUFError(f"block {i} has both {_FUSED_QKV} and {stem}", _RECONVERT,
                                path=gf.path)
            if t is not None and not required and stem in _OPTIONAL_APPLIED and stem not in applies:
                t = None  # loaded by llama.cpp for this architecture but not applied
            if t is None and required:
                raise GGUFError(f"missing tensor {name}", _RECONVERT, path=gf.path)
            if t is not None:
                if field_name not in shapes:
                    raise GGUFError(
                        f"tensor {name} belongs to a mixture of experts, but the file has no "
                        f"{arch.name}.expert_count", _RECONVERT, path=gf.path)
                _check_shape(gf, t, shapes[field_name])
            fields[field_name] = t
        moe = fields["ffn_gate_inp"] is not None
        ffn = _FFN_TENSORS[moe]
        if moe and fields["ffn_gate_up_exps"] is not None:  # gate and up in one stack
            if fields["ffn_gate_exps"] is not None or fields["ffn_up_exps"] is not None:
                raise GGUFError(f"block {i} has both ffn_gate_up_exps and ffn_gate_exps / "
                                "ffn_up_exps", _RECONVERT, path=gf.path)
            ffn = ("ffn_gate_inp", "ffn_gate_up_exps", "ffn_down_exps")
        needed = ffn + (
            ("layer_output_scale", "enc_layer_output_scale") if arch.encoder_decoder else ()) + (
            _QK_NORM_TENSORS if arch.qk_norm != QkNorm.NONE else ()) + (
            _POST_NORM_TENSORS if arch.post_norms else ()) + (
            _PARALLEL_EXPERT_TENSORS if moe and arch.parallel_experts else ())
        for field_name in needed:
            if fields[field_name] is None:
                raise GGUFError(f"missing tensor blk.{i}.{_LAYER_TENSORS[field_name][0]}",
                                _RECONVERT, path=gf.path)
        if arch.qk_norm == QkNorm.NONE and fields["attn_q_norm"] is not None:
            raise GGUFError(
                f"tensor blk.{i}.attn_q_norm.weight normalizes queries, which a {arch.name} "
                "model does not", _RECONVERT, path=gf.path)
        if fields["ffn_gate_inp"] is not None and ex is not None:
            for stack in ("ffn_gate_exps", "ffn_up_exps", "ffn_down_exps", "ffn_gate_up_exps"):
                if fields[stack] is None:
                    continue
                rows = fields[stack].shape[1]  # type: ignore[union-attr]
                if rows % _EXPERT_ROWS:
                    raise GGUFError(
                        f"tensor blk.{i}.{stack} has experts of {rows} rows, not a multiple "
                        f"of {_EXPERT_ROWS}", "dllmc runs experts whose widths are multiples "
                        f"of {_EXPERT_ROWS} (every published mixture of experts)", path=gf.path)
        layers.append(LayerSpec(index=i, **fields))  # type: ignore[arg-type]
    return tuple(layers)
