"""Model families: which family a GGUF belongs to, its authors' recommended sampling, and the
token texts that end its answers -- as data (:data:`FAMILIES`, :data:`ANSWER_END_TEXTS`).

``GenerateOptions.for_model`` (runtime/decoding/generate.py) starts from the detected family's
defaults; ``dllmc inspect`` shows the family, how it was detected and its source.
"""

from __future__ import annotations

import functools
import struct
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dllmc.compiler.base.errors import DllmcError

DLM_PAD = "<|dlm_pad|>"
# Token texts that end the answer besides the tokenizer's end-of-generation set (EOS, EOT,
# <|im_end|>, ...), looked up by their text in each model's vocabulary, so that any GGUF
# holding one gets the rule.  DiffuCoder (apple/DiffuCoder-7B-Instruct, -cpGRPO: Dream's
# sampler on a Qwen2.5-Coder body) fills the canvas after its answer with <|dlm_pad|> (id
# 151667 in its vocabulary) and its own code cuts the decoded text at the first one:
# `print(generations[0].split('<|dlm_pad|>')[0])` (https://huggingface.co/apple/
# DiffuCoder-7B-cpGRPO, https://github.com/apple/ml-diffucoder README "Inference"); its
# diffusion_generate (Dream's) always runs every step.  Here it ends the answer like an
# end-of-text token: the printed text stops before it and the loop stops early once it is
# committed with everything before it (stop_reason "eos").
ANSWER_END_TEXTS: tuple[str, ...] = (DLM_PAD,)


@dataclass(frozen=True)
class Family:
    """A model family and its authors' recommended sampling, as data (:data:`FAMILIES`).

    ``kind``: which architectures it refines -- ``"llada"`` (LLaDA and other bidirectional
    non-Dream models), ``"dream"``, ``"block"`` (block diffusion: LLaDA2.x, decoded by
    runtime/decoding/block.py), ``"entropy_bound"`` (DiffusionGemma,
    runtime/decoding/diffusion_gemma.py) or ``"causal"``.  It is detected when ``general.name``
    contains one of ``names`` (compared lowercased, letters and digits only: "Dream-Coder",
    "DreamCoder" and "dream_coder" are the same) or the vocabulary holds one of ``tokens``;
    a family with neither is its kind's fallback.  ``defaults`` are GenerateOptions fields,
    applied where the user gave none; ``steps`` is the gen length (one token per step, as
    every source below runs) but for block diffusion (the most steps a block takes), and the
    gen length stays :data:`DEFAULT_GEN_LENGTH` (the cards' 256-768 tokens would not fit the
    default compiled canvas).  ``card``: what the
    source runs, quoted.
    """

    name: str
    kind: str
    defaults: Mapping[str, Any]
    source: str  # "" where no card is needed (causal: plain greedy decoding)
    card: str
    names: tuple[str, ...] = ()
    tokens: tuple[str, ...] = ()

    def detected_by(self, spec: Any, vocab: Mapping[str, int]) -> str | None:
        """How ``spec`` is recognized as this family (None: it is not)."""
        if self.kind != family_kind(spec):
            return None
        name = _squash(getattr(spec, "name", None) or "")
        for n in self.names:
            if _squash(n) in name:
                return f"general.name contains {n!r}"
        for t in self.tokens:
            if t in vocab:
                return f"the vocabulary has {t} (id {vocab[t]})"
        if not self.names and not self.tokens:
            return f"architecture {spec.arch.name}" + (" (causal)" if self.kind == "causal" else "")
        return None


_DREAM_CARD = dict(alg="entropy", top_p=0.95, alg_temp=0.0)
_LLADA2_CARD = dict(decoder="block", block_length=32, steps=32, temperature=0.0)
# LLaDA2.1's modes (its model card): (threshold, edit_threshold); --mode picks one
BLOCK_MODES: dict[str, tuple[float, float]] = {"quality": (0.7, 0.5), "speed": (0.5, 0.0)}
FAMILIES: tuple[Family, ...] = (
    Family("DiffuCoder-Base", "dream", dict(_DREAM_CARD, temperature=0.2),
           "https://github.com/apple/ml-diffucoder (README, usage for the Base model)",
           "diffusion_generate(max_new_tokens=256, steps=256//TOKEN_PER_STEP, "
           "temperature=0.2, top_p=0.95, alg='entropy', alg_temp=0.), TOKEN_PER_STEP = 1",
           names=("DiffuCoder-7B-Base",)),
    Family("DiffuCoder", "dream", dict(_DREAM_CARD, temperature=0.4),
           "https://huggingface.co/apple/DiffuCoder-7B-cpGRPO (and -Instruct; "
           "https://github.com/apple/ml-diffucoder README, usage for the Instruct model)",
           "diffusion_generate(max_new_tokens=256, steps=256//TOKEN_PER_STEP, "
           "temperature=0.4, top_p=0.95, alg='entropy', alg_temp=0.), TOKEN_PER_STEP = 1; "
           "the answer is the text before the first <|dlm_pad|>",
           names=("DiffuCoder",), tokens=(DLM_PAD,)),
    Family("Dream-Coder", "dream", dict(_DREAM_CARD, temperature=0.1),
           "https://github.com/DreamLM/Dream-Coder (README Quickstart; "
           "https://huggingface.co/Dream-org/Dream-Coder-v0-Instruct-7B)",
           "diffusion_generate(max_new_tokens=768, steps=768, temperature=0.1, top_p=0.95, "
           "alg='entropy', alg_temp=0.)",
           names=("Dream-Coder",)),
    Family("RND1", "dream", dict(alg="entropy", temperature=0.0),
           "https://github.com/vz415/RND1 at 520473c, a copy of Radical Numerics' inference "
           "harness (rnd/sampling.py diffusion_sample, demo_rnd_generation.py)",
           "diffusion_sample(num_steps=256, max_new_tokens=256, temperature=0.01): shifted "
           "logits, each step keeps the highest-entropy masks (total x step / steps of them) and "
           "commits the rest; here Dream's entropy order, greedy, one token per step (its own "
           "keep schedule and temperature-0.01 draw are not reproduced)",
           names=("RND1",)),
    Family("Dream", "dream", dict(_DREAM_CARD, temperature=0.2),
           "https://huggingface.co/Dream-org/Dream-v0-Instruct-7B (https://github.com/HKUNLP/Dream)",
           "diffusion_generate(max_new_tokens=512, steps=512, temperature=0.2, top_p=0.95, "
           "alg='entropy', alg_temp=0.)"),
    Family("LLaDA-1.5", "llada", dict(alg="low_confidence", block_length=32, temperature=0.0),
           "https://github.com/ML-GSAI/LLaDA (README: LLaDA 1.5 is LLaDA-8B-Instruct after VRPO,"
           " sampled by the same generate.py; no other recommendation published)",
           "as LLaDA-8B-Instruct's chat.py", names=("LLaDA-1.5",)),
    Family("LLaDA", "llada", dict(alg="low_confidence", block_length=32, temperature=0.0),
           "https://github.com/ML-GSAI/LLaDA/blob/main/chat.py (LLaDA-8B-Instruct)",
           "generate(model, prompt, steps=128, gen_length=128, block_length=32, "
           "temperature=0., cfg_scale=0., remasking='low_confidence')"),
    Family("LLaDA2.1", "block", dict(_LLADA2_CARD, threshold=BLOCK_MODES["quality"][0],
                                     edit_threshold=BLOCK_MODES["quality"][1],
                                     max_post_steps=16),
           "https://huggingface.co/inclusionAI/LLaDA2.1-mini (model card: quality mode "
           "threshold 0.7 / editing_threshold 0.5, speed mode 0.5 / 0.0, max_post_steps 16); "
           "SGLang 0.5.23 srt/dllm/algorithm/joint_threshold.py",
           "generate(block_length=32, steps=32, threshold=0.7, editing_threshold=0.5, "
           "max_post_steps=16, temperature=0.0) -- quality mode; --mode speed: 0.5 / 0.0",
           names=("LLaDA2.1",)),
    Family("LLaDA2.0", "block", dict(_LLADA2_CARD, threshold=0.95),
           "https://github.com/inclusionAI/dFactory/blob/92b6890/models/llada2_moe/"
           "modeling_llada2_moe.py (generate); https://huggingface.co/inclusionAI/LLaDA2.0-mini",
           "generate(block_length=32, steps=32, threshold=0.95, temperature=0.0, "
           "eos_id=156892, mask_id=156895)"),
    # the canvas and the steps here are transformers' defaults; for_model takes the file's
    Family("DiffusionGemma", "entropy_bound",
           dict(decoder="entropy_bound", block_length=256, steps=48),
           "https://github.com/huggingface/transformers/blob/v5.23.0/src/transformers/models/"
           "diffusion_gemma/generation_diffusion_gemma.py (DiffusionGemmaGenerationMixin."
           "generate, EntropyBoundSampler); the knobs are the file's diffusion.eb_* (llama.cpp "
           "PR #24423's converter: the checkpoint's generation_config.json)",
           "generate(max_new_tokens=..., max_denoising_steps=eb_max_steps, t_min, t_max, "
           "sampler_config=EntropyBoundSamplerConfig(entropy_bound), stability_threshold, "
           "confidence_threshold)"),
    Family("causal", "causal", dict(alg="low_confidence", block_length=1, temperature=0.0),
           "", "greedy left to right: one token per step, block 1 (autoregressive decoding)"),
)


def _squash(text: str) -> str:
    return "".join(c for c in text.lower() if c.isalnum())


# architectures decoded with Dream's shifted, timestep-scheduled samplers
_DREAM_KIND = ("dream", "rnd1")
_BLOCK_KIND = ("llada2",)  # block diffusion


def family_kind(spec: Any) -> str:
    """``"dream"``, ``"block"``, ``"entropy_bound"`` (DiffusionGemma), ``"llada"`` (LLaDA and
    other bidirectional models) or ``"causal"``."""
    if getattr(spec.arch, "encoder_decoder", False):
        return "entropy_bound"
    if spec.arch.name in _DREAM_KIND:
        return "dream"
    if spec.arch.name in _BLOCK_KIND:
        return "block"
    return "llada" if spec.arch.diffusion or not spec.hparams.causal else "causal"


def detect_family(spec: Any, tokenizer: Any = None) -> tuple[Family, str]:
    """(the first family of :data:`FAMILIES` that ``spec`` belongs to, how it was detected).

    The vocabulary is the tokenizer's special tokens when one is given, else the GGUF's."""
    texts = tuple(dict.fromkeys(t for f in FAMILIES for t in f.tokens))
    vocab = vocab_ids(spec, texts, tokenizer) if texts else {}
    for f in FAMILIES:
        how = f.detected_by(spec, vocab)
        if how is not None:
            return f, how
    raise AssertionError("every kind has a fallback family")


def vocab_ids(spec: Any, texts: Sequence[str], tokenizer: Any = None) -> dict[str, int]:
    """The ids of those of ``texts`` that are tokens of the model: with a tokenizer, among its
    special tokens (control and user-defined: how llama.cpp's converters type added tokens
    such as <|dlm_pad|>); without, in the GGUF's token list (read once per file)."""
    special = getattr(tokenizer, "special_tokens", None)
    if isinstance(special, Mapping):
        return {t: int(special[t]) for t in texts if t in special}
    path = getattr(spec, "path", None)
    if not isinstance(path, Path) or not path.is_file():
        return {}  # a spec not read from a file (tests' fakes)
    st = path.stat()
    return dict(_gguf_token_ids(str(path.resolve()), st.st_size, st.st_mtime_ns, tuple(texts)))


@functools.lru_cache(maxsize=32)
def _gguf_token_ids(path: str, size: int, mtime_ns: int, texts: tuple[str, ...]
                    ) -> tuple[tuple[str, int], ...]:
    from dllmc.compiler.base.gguf_file import GGUFFile

    try:
        tokens = GGUFFile.open(path).kv.get("tokenizer.ggml.tokens")
    except DllmcError:
        return ()
    if not isinstance(tokens, Sequence) or isinstance(tokens, str | bytes):
        return ()
    # the token list's raw bytes (length-prefixed strings) answer "is it there" without
    # decoding 150 k strings, which only a model that has one of the texts then pays for
    raw = getattr(tokens, "_raw", None)
    if isinstance(raw, bytes):
        texts = tuple(t for t in texts
                      if struct.pack("<Q", len(t.encode())) + t.encode() in raw)
        if not texts:
            return ()
    wanted = set(texts)
    return tuple((t, i) for i, t in enumerate(tokens) if t in wanted)


__all__ = ["ANSWER_END_TEXTS", "BLOCK_MODES", "DLM_PAD", "FAMILIES", "Family", "detect_family", "family_kind", "vocab_ids"]
