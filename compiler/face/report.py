"""``dllmc inspect``: what is in a GGUF, and what ``dllmc compile`` would build from it."""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from typing import Any

from dllmc.compiler.base.layouts import KV_ELEMENT, kv_position_bytes
from dllmc.compiler.base.spec import ModelSpec
from dllmc.compiler.graph import Graph, activation_bytes

MiB = 1 << 20


def inspect_model(spec: ModelSpec, graph: Graph, canvas: int) -> dict[str, Any]:
    """Everything ``dllmc inspect`` shows, as plain data (what ``--json`` prints)."""
    hp = spec.hparams
    by_type: dict[str, dict[str, int]] = defaultdict(lambda: {"tensors": 0, "bytes": 0})
    for t in spec.tensors:
        by_type[t.type_name]["tensors"] += 1
        by_type[t.type_name]["bytes"] += t.nbytes
    uses = Counter(n.kernel_key for n in graph.nodes)
    arena = activation_bytes(graph, canvas)
    a = spec.arch.name
    tok = spec.tokenizer
    return {
        "file": str(spec.path),
        "file_bytes": spec.file_size,
        "name": spec.name,
        "identity": spec.identity,
        "architecture": a,
        "body": spec.arch.body,
        "diffusion": spec.arch.diffusion,
        "rope": spec.arch.rope.value,
        "causal": hp.causal,
        "shift_logits": hp.shift_logits,
        "hyperparameters": {
            f"{a}.block_count": hp.n_layer,
            f"{a}.context_length": hp.n_ctx_train,
            f"{a}.embedding_length": hp.n_embd,
            f"{a}.feed_forward_length": hp.n_ff,
            f"{a}.attention.head_count": hp.n_head,
            f"{a}.attention.head_count_kv": hp.n_head_kv,
            f"{a}.attention.key_length": hp.head_dim,
            f"{a}.rope.dimension_count": hp.n_rot,
            f"{a}.rope.freq_base": hp.rope_freq_base,
            f"{a}.attention.layer_norm_rms_epsilon": hp.norm_eps,
            f"{a}.attention.causal": hp.causal,
            f"{a}.vocab_size": hp.n_vocab,
            "diffusion.shift_logits": hp.shift_logits,
        },
        "tokens": {
            "model": tok.model,
            "pre": tok.pre,
            "count": tok.n_tokens,
            "merges": tok.n_merges,
            "bos": tok.bos_id,
            "eos": tok.eos_id,
            "eot": tok.eot_id,
            "pad": tok.pad_id,
            "mask": tok.mask_id,
            "add_bos": tok.add_bos,
            "chat_template": tok.chat_template is not None,
        },
        "tied_output": spec.tied_output,
        "experts": experts_report(spec),
        "family": family_report(spec),
        "tensor_types": {k: by_type[k] for k in sorted(by_type)},
        "kernels": [
            {"op": op, "type": ty, "N": n, "K": k, "uses": uses[(op, ty, n, k)]}
            for op, ty, n, k in graph.kernels()
        ],
        "memory": {
            "canvas": canvas,
            "weights_bytes": spec.weight_bytes,
            "activation_bytes": arena,
            "total_bytes": spec.weight_bytes + arena,
            # the K/V store: per position of one slot (K and V of every layer), and one slot
            # of the whole canvas (runtime/executor/dllmc_runtime.h, "arena and K/V store")
            "kv_element": KV_ELEMENT.name,
            "kv_bytes_per_position": kv_position_bytes(hp.n_layer, hp.n_embd_kv),
            "kv_bytes_per_slot": canvas * kv_position_bytes(hp.n_layer, hp.n_embd_kv),
        },
    }


def experts_report(spec: ModelSpec) -> dict[str, Any] | None:
    """A mixture of experts' routing and what one row reads: the expert stacks are mapped
    (and repacked) whole, a row's FFN reads n_used of each layer's n_expert experts."""
    ex = spec.hparams.experts
    if ex is None:
        return None
    stacks = [t for L in spec.layers for t in (L.ffn_gate_exps, L.ffn_up_exps, L.ffn_down_exps)
              if t is not None]
    total = sum(math.prod(t.shape) for t in spec.tensors)
    expert_params = sum(math.prod(t.shape) for t in stacks)
    return {
        "count": ex.n_expert,
        "used": ex.n_used,
        "feed_forward_length": ex.n_ff,
        "gating": ex.gating.name.lower(),
        "weights_norm": ex.norm,
        "weights_scale": ex.scale,
        "groups": [ex.n_group, ex.n_group_used] if ex.n_group else None,
        "shared": ex.n_shared,
        "layers": sum(L.moe for L in spec.layers),
        "parameters": total,
        "active_parameters": total - expert_params + expert_params * ex.n_used // ex.n_expert,
        "expert_bytes": sum(t.nbytes for t in stacks),
        "active_bytes": spec.active_bytes,
    }


def family_report(spec: ModelSpec) -> dict[str, Any]:
    """The model's family (runtime/decoding/generate.py ``FAMILIES``), how it was detected, the options
    ``dllmc run`` starts from (``GenerateOptions.for_model`` with nothing given), the
    source of those defaults, and the tokens besides end-of-text that end its answers."""
    from dllmc.runtime.decoding.family import ANSWER_END_TEXTS, detect_family, vocab_ids
    from dllmc.runtime.decoding.generate import GenerateOptions

    family, how = detect_family(spec)
    o = GenerateOptions.for_model(spec)
    defaults = {"alg": o.alg, "temperature": o.temperature, "top_p": o.top_p, "top_k": o.top_k,
                "alg_temp": o.alg_temp, "block_length": o.block_length,
                "gen_length": o.gen_length, "steps": o.steps}
    if o.decoder == "block":  # block diffusion's own fields
        defaults.update(decoder=o.decoder, threshold=o.threshold,
                        edit_threshold=o.edit_threshold, max_post_steps=o.max_post_steps)
    if o.decoder == "entropy_bound":  # DiffusionGemma: the file's sampler knobs
        from dllmc.runtime.decoding.diffusion_gemma import knobs_of

        k = knobs_of(spec)
        defaults = {"decoder": o.decoder, "block_length": o.block_length,
                    "gen_length": o.gen_length, "steps": k.max_steps, "t_min": k.t_min,
                    "t_max": k.t_max, "entropy_bound": k.entropy_bound,
                    "stability_threshold": k.stability_threshold,
                    "confidence_threshold": k.confidence_threshold}
    return {
        "name": family.name,
        "detected_by": how,
        "defaults": defaults,
        "source": family.source,
        "card": family.card,
        "answer_ends_at": vocab_ids(spec, ANSWER_END_TEXTS),
    }


def _defaults_text(d: dict[str, Any]) -> str:
    if d.get("decoder") == "entropy_bound":  # DiffusionGemma (runtime/decoding/diffusion_gemma.py)
        return (f"canvases of {d['block_length']} random tokens, up to {d['steps']} steps a "
                f"canvas, temperature {d['t_max']:.3g} -> {d['t_min']:.3g}, entropy bound "
                f"{d['entropy_bound']:.3g}, stop when stable {d['stability_threshold']} and "
                f"mean entropy < {d['confidence_threshold']:.3g}")
    if d.get("decoder") == "block":  # block diffusion (runtime/decoding/block.py)
        parts = [f"block diffusion: blocks of {d['block_length']}, up to {d['steps']} steps a "
                 f"block, threshold {d['threshold']:g}", f"temperature {d['temperature']:g}"]
        if d["edit_threshold"] is not None:
            parts.append(f"token editing above {d['edit_threshold']:g}, up to "
                         f"{d['max_post_steps']} steps after a block's masks")
        return ", ".join(parts)
    parts = [f"alg {d['alg']}", f"temperature {d['temperature']:g}"]
    parts += [f"{k.replace('_', '-')} {d[k]:g}" for k in ("top_p", "top_k") if d[k] is not None]
    if d["alg_temp"] is not None:
        parts.append(f"alg temp {d['alg_temp']:g}")
    bl = d["block_length"]
    parts.append("one block" if bl is None else f"blocks of {bl}")
    parts.append(f"{d['steps']} steps for {d['gen_length']} tokens")
    return ", ".join(parts)


def render_text(r: dict[str, Any]) -> str:
    """The human-readable form of :func:`inspect_model`'s report."""
    encoder_decoder = r["family"]["defaults"].get("decoder") == "entropy_bound"
    flags = [
        "diffusion" if r["diffusion"] else
        "encoder-decoder diffusion (self-conditioned)" if encoder_decoder else "autoregressive",
        "causal encoder, bidirectional decoder over its canvas" if encoder_decoder else
        "causal attention" if r["causal"] else
        "block-causal attention" if r["family"]["defaults"].get("decoder") == "block" else
        "bidirectional attention",
        "shifted logits" if r["shift_logits"] else "unshifted logits",
        f"RoPE {r['rope']}",
    ]
    lines = [
        f"{r['name'] or '(unnamed model)'}  —  {r['file']} ({r['file_bytes'] / MiB:.1f} MiB)",
        f"architecture  {r['architecture']} ({r['body']} body): {', '.join(flags)}",
        "",
        "hyperparameters",
    ]
    width = max(len(k) for k in r["hyperparameters"])
    lines += [
        f"  {k:<{width}}  {v:g}" if isinstance(v, float) else f"  {k:<{width}}  {v}"
        for k, v in r["hyperparameters"].items()
    ]
    t = r["tokens"]
    ids = "  ".join(f"{k} {'-' if t[k] is None else t[k]}" for k in ("bos", "eos", "eot", "pad", "mask"))
    lines += [
        "",
        f"tokenizer  {t['model']} / {t['pre']}: {t['count']} tokens, {t['merges']} merges, "
        f"add_bos {t['add_bos']}, chat template {'yes' if t['chat_template'] else 'no'}",
        f"  {ids}",
        "",
    ]
    f = r["family"]
    lines += [
        f"family  {f['name']} ({f['detected_by']}): {_defaults_text(f['defaults'])}",
        *([f"  source {f['source']}"] if f["source"] else []),
        f"  card   {f['card']}",
    ]
    if f["answer_ends_at"]:
        ends = ", ".join(f"{t} (id {i})" for t, i in f["answer_ends_at"].items())
        lines.append(f"  the answer also ends at {ends}")
    lines += [
        "",
        "tensors by type" + ("  (output tied to token_embd)" if r["tied_output"] else ""),
    ]
    for ty, v in r["tensor_types"].items():
        lines.append(f"  {ty:<5} {v['tensors']:>5} tensors  {v['bytes'] / MiB:>10.2f} MiB")
    x = r["experts"]
    if x:
        choice = f"from {x['groups'][1]} of {x['groups'][0]} groups" if x["groups"] else "plain top-k"
        weights = ("renormalised" if x["weights_norm"] else "as scored") + (
            f", x{x['weights_scale']:g}" if x["weights_scale"] != 1 else "")
        lines += [
            "",
            f"experts  {x['used']} of {x['count']} per row ({x['gating']} router, {choice}, "
            f"weights {weights}), {x['feed_forward_length']} wide, in {x['layers']} layers"
            + (f", {x['shared']} shared" if x["shared"] else ""),
            f"  parameters {x['parameters'] / 1e9:.3g} B, active per row {x['active_parameters'] / 1e9:.3g} B;"
            f" expert stacks {x['expert_bytes'] / MiB:.1f} MiB, of which a row reads "
            f"{x['used']}/{x['count']} ({x['active_bytes'] / MiB:.1f} MiB of weights per row in all)",
        ]
    lines += ["", "kernels compile would specialize (op, type, N, K)"]
    for k in r["kernels"]:
        lines.append(f"  {k['op']:<14} {k['type']:<5} N={k['N']:<7} K={k['K']:<7} x{k['uses']}")
    m = r["memory"]
    lines += [
        "",
        f"memory at canvas {m['canvas']}: weights {m['weights_bytes'] / MiB:.1f} MiB "
        f"(memory-mapped) + activations {m['activation_bytes'] / MiB:.1f} MiB "
        f"= {m['total_bytes'] / MiB:.1f} MiB"
        + (" (every expert in memory; a step reads the ones its rows pick)" if x else ""),
        f"K/V store ({m['kv_element']}): {m['kv_bytes_per_position'] / 1024:.1f} KiB per position, "
        f"{m['kv_bytes_per_slot'] / MiB:.1f} MiB per slot of {m['canvas']} positions "
        f"(slots opened with the model, committed as they fill)",
    ]
    return "\n".join(lines)
