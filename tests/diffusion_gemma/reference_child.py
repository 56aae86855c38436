"""The reference side of tests/diffusion_gemma/reference_harness.py: runs in a subprocess whose
``PYTHONPATH`` starts with the unpacked transformers 5.23.0 wheel, so the model code is that
release's own (``DiffusionGemmaForBlockDiffusion``, its ``generate``), float32 on the CPU with
the default attention (sdpa) and one thread.

    python reference_child.py REQUEST.npz RESULT.npz

``REQUEST.npz`` holds ``spec`` (JSON: ``{"calls": [...]}``) and the arrays the calls name;
``RESULT.npz`` gets ``meta`` (JSON, one entry per call) and the arrays the entries name.  Our
code (dllmc), not a copy of anyone's; it imports no dllmc module.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import numpy as np
import torch

WANT_TRANSFORMERS = "5.23.0"


def _model(cache: dict[str, Any], path: str) -> Any:
    if path not in cache:
        from transformers import DiffusionGemmaForBlockDiffusion

        m = DiffusionGemmaForBlockDiffusion.from_pretrained(path, dtype=torch.float32)
        cache[path] = m.eval()
    return cache[path]


def _encode(m: Any, cache: Any, seq: torch.Tensor, start: int, first: bool) -> None:
    """The encoder over ``seq[:, start:]`` at positions ``start..``, as ``generate`` runs it
    (DGG:722-742): inputs and masks from ``_prepare_encoder_inputs`` (the prompt on the prefill,
    the appended tokens after it), int32 positions."""
    n = seq.shape[1] - start
    pos = torch.arange(start, seq.shape[1], dtype=torch.int32)[None]
    ids, masks = m._prepare_encoder_inputs(
        input_ids=seq, attention_mask=torch.ones(seq.shape, dtype=torch.bool),
        encoder_position_ids=pos, past_key_values=cache, is_prefill=first, canvas_length=n,
        batch_size=1)
    assert ids.shape[1] == n
    m.model.encoder(input_ids=ids, attention_mask=masks, past_key_values=cache, position_ids=pos)


def run_logits(m: Any, call: dict[str, Any], arrays: dict[str, np.ndarray],
               out: dict[str, np.ndarray], tag: str) -> dict[str, Any]:
    """Encoder over the prompt (then over each appended segment), then one decoder pass per
    canvas against that cache, each at positions [L, L + C) after the L encoded tokens."""
    from transformers import DynamicCache

    cache = DynamicCache(config=m.config.get_text_config(decoder=True))
    seq = torch.from_numpy(arrays[call["prompt"]].astype(np.int64))[None]
    _encode(m, cache, seq, 0, True)
    for key in call["appended"]:
        start = seq.shape[1]
        seq = torch.cat([seq, torch.from_numpy(arrays[key].astype(np.int64))[None]], dim=1)
        _encode(m, cache, seq, start, False)
    L = seq.shape[1]
    assert cache.get_seq_length() == L
    meta: dict[str, Any] = {"encoded": L, "n": len(call["canvases"])}
    for j, (ckey, skey) in enumerate(zip(call["canvases"], call["sc"], strict=True)):
        canvas = torch.from_numpy(arrays[ckey].astype(np.int64))[None]
        C = canvas.shape[1]
        pos = torch.arange(L, L + C, dtype=torch.int32)[None]
        masks = m.model.decoder.create_diffusion_decoder_attention_mask(
            config=m.config, inputs_embeds=canvas.unsqueeze(-1), past_key_values=cache,
            decoder_attention_mask=torch.ones((1, L + C), dtype=torch.bool))
        sc = None if skey is None else torch.from_numpy(arrays[skey].astype(np.float32))[None]
        res = m(decoder_input_ids=canvas, self_conditioning_logits=sc,
                decoder_attention_mask=masks, past_key_values=cache,
                decoder_position_ids=pos)
        assert res.logits.dtype == torch.float32
        out[f"{tag}_logits{j}"] = res.logits[0].numpy().copy()
        out[f"{tag}_pos{j}"] = pos[0].numpy().astype(np.int64)
    assert cache.get_seq_length() == L  # the decoder never writes the cache
    if call["kv"]:
        kinds = []
        for i, layer in enumerate(cache.layers):
            out[f"{tag}_k{i}"] = layer.keys[0].numpy().copy()
            out[f"{tag}_v{i}"] = layer.values[0].numpy().copy()
            kinds.append("sliding" if getattr(layer, "is_sliding", False) else "full")
        meta["kv_layers"] = kinds
    return meta


def run_generate(m: Any, call: dict[str, Any], arrays: dict[str, np.ndarray],
                 out: dict[str, np.ndarray], tag: str) -> dict[str, Any]:
    """``m.generate`` with the draws injected and every denoising step recorded."""
    from transformers.models.diffusion_gemma import generation_diffusion_gemma as G

    initial = arrays[call["initial"]].astype(np.int64)  # [B, C]
    renoise = arrays[call["renoise"]].astype(np.int64)  # [B, N, C]
    noise = arrays[call["noise"]].astype(np.float32)  # [B, N, C, V]
    n_steps = int(call["max_denoising_steps"])
    assert renoise.shape[:2] == noise.shape[:2] == (len(initial), n_steps), "draw shapes"
    # where generate is: the block (-1 before the first), the step in it (None between steps)
    at: dict[str, Any] = {"block": -1, "step": None, "initial": 0, "renoise": 0, "noise": 0}
    steps: list[dict[str, Any]] = []
    sampled: list[torch.Tensor] = []

    def initialize_canvas(self: Any, batch_size: int, device: Any) -> torch.Tensor:
        # a block's initial canvas (outside a step: _prepare_denoiser_inputs, DGG:985-987) or
        # a step's re-noise canvas (inside one: renoise_canvas, DGG:464-468), the caller's
        assert batch_size == 1
        if at["step"] is None:
            at["block"] += 1
            b = at["block"]
            if b >= len(initial):
                raise RuntimeError(f"the reference starts block {b + 1}; draws for "
                                   f"{len(initial)} given")
            t, at["initial"] = initial[b], at["initial"] + 1
        else:
            t, at["renoise"] = renoise[at["block"], at["step"]], at["renoise"] + 1
        out = torch.from_numpy(t.copy())[None].to(device)
        assert out.shape == (1, self.canvas_length) and int(out.max()) < self.vocab_size
        return out

    def multinomial(probs: torch.Tensor, num_samples: int, *args: Any, **kwargs: Any
                    ) -> torch.Tensor:
        # torch CPU's multinomial(p, 1) is argmax(p / E) with E ~ Exp(1) per (row, column);
        # E is the caller's (tests/test_entropy_bound.py checks the identity)
        assert num_samples == 1 and not args and not kwargs and probs.dtype == torch.float32
        assert at["step"] is not None, "multinomial outside a denoising step"
        at["noise"] += 1
        e = torch.from_numpy(noise[at["block"], at["step"]].copy()).reshape(probs.shape)
        got = torch.argmax(probs / e, dim=-1, keepdim=True)
        sampled.append(got[:, 0].clone())
        return got

    original_step = G.DiffusionGemmaGenerationMixin._denoising_step

    def denoising_step(self: Any, **kw: Any) -> Any:
        rec: dict[str, Any] = {}
        decoder_forward, processors = kw["decoder_forward"], kw["logits_processor"]

        def forward(**fkw: Any) -> Any:
            res = decoder_forward(**fkw)
            rec["raw"] = res.logits[0].detach().clone()
            return res

        def process(input_ids: Any, scores: torch.Tensor, **pkw: Any) -> torch.Tensor:
            res = processors(input_ids, scores, **pkw)
            rec["processed"] = res[0].detach().clone()
            return res

        sched = [p for p in processors
                 if isinstance(p, G.LinearTemperatureScheduleLogitsProcessor)]
        assert len(sched) == 1, processors
        p = sched[0]
        cur = torch.tensor(kw["cur_step"], dtype=torch.int32)
        # LinearTemperatureScheduleLogitsProcessor.__call__'s expression on the same int32 step
        temp = p.t_min + ((p.t_max - p.t_min) * (cur / p.max_denoising_steps))
        canvas_in = kw["current_canvas"][0].clone()
        sc_none = kw["self_conditioning_logits"] is None
        n_sampled = len(sampled)
        assert p.max_denoising_steps == n_steps
        at["step"] = n_steps - int(kw["cur_step"])
        try:
            res = original_step(self, **{**kw, "decoder_forward": forward,
                                         "logits_processor": process})
        finally:
            at["step"] = None
        new_canvas, argmax, _, finished = res
        assert len(sampled) == n_sampled + 1
        rec.update(block=at["block"], cur_step=int(kw["cur_step"]), canvas_in=canvas_in, sc_none=sc_none,
                   temperature=float(temp), sampled=sampled[-1].clone(),
                   accepted=kw["sampler"].accepted_token_mask[0].clone(),
                   argmax=argmax[0].clone(), canvas_out=new_canvas[0].clone(),
                   finished=bool(finished[0]))
        steps.append(rec)
        return res

    knobs = dict(call["knobs"])
    if "entropy_bound" in knobs:
        knobs["sampler_config"] = G.EntropyBoundSamplerConfig(
            entropy_bound=float(knobs.pop("entropy_bound")))
    prompt = torch.from_numpy(arrays[call["prompt"]].astype(np.int64))[None]
    saved = (G.EntropyBoundSampler.initialize_canvas, torch.multinomial)
    G.EntropyBoundSampler.initialize_canvas = initialize_canvas
    torch.multinomial = multinomial
    G.DiffusionGemmaGenerationMixin._denoising_step = denoising_step
    try:
        res = m.generate(prompt, max_new_tokens=call["max_new_tokens"],
                         max_denoising_steps=call["max_denoising_steps"],
                         return_dict_in_generate=True, **knobs)
    finally:
        G.EntropyBoundSampler.initialize_canvas, torch.multinomial = saved
        G.DiffusionGemmaGenerationMixin._denoising_step = original_step
    out[f"{tag}_sequences"] = res.sequences[0].numpy().astype(np.int64)
    for key in ("canvas_in", "raw", "processed", "sampled", "accepted", "argmax", "canvas_out"):
        out[f"{tag}_{key}"] = torch.stack([s[key] for s in steps]).numpy()
    for key, dtype in (("block", np.int64), ("cur_step", np.int64), ("temperature", np.float32),
                       ("finished", bool), ("sc_none", bool)):
        out[f"{tag}_{key}"] = np.array([s[key] for s in steps], dtype=dtype)
    return {"used": {k: at[k] for k in ("initial", "renoise", "noise")}, "steps": len(steps),
            "tokens_per_forward": float(res.tokens_per_forward[0])}


def main(argv: list[str]) -> int:
    import transformers

    if transformers.__version__ != WANT_TRANSFORMERS:
        raise SystemExit(f"transformers {transformers.__version__} at {transformers.__file__}; "
                         f"the reference is {WANT_TRANSFORMERS}")
    torch.set_num_threads(1)
    req, dst = argv
    with np.load(req, allow_pickle=False) as z:
        arrays = {k: z[k] for k in z.files}
    spec = json.loads(str(arrays.pop("spec")))
    models: dict[str, Any] = {}
    out: dict[str, np.ndarray] = {}
    metas = []
    with torch.no_grad():
        for i, call in enumerate(spec["calls"]):
            m = _model(models, call["model"])
            run = {"logits": run_logits, "generate": run_generate}[call["kind"]]
            metas.append(run(m, call, arrays, out, f"c{i}"))
    out["meta"] = np.array(json.dumps({"calls": metas, "transformers": transformers.__file__,
                                       "attn": next(iter(models.values())).config._attn_implementation
                                       if models else None}))
    np.savez(dst, **out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
