"""The one prepared device check of the NVIDIA backend (issue 7): run on a lent GPU.

    python -m dllmc.bench.gpu_check            # everything; writes bench/results/<date>-gpu.json
    python -m dllmc.bench.gpu_check --quick    # small kernel shapes only (tests/test_ptx.py's)

1. Kernels: builds runtime/executor/dllmc_cuda.c alone with the system C compiler (no CUDA toolkit
   needed), emits one PTX module for the device's SM (compiler/ptx.py), and runs every GPU
   kernel family against the reference the CPU kernel of the same job is itself tested
   against (tests/layouts.py, gguf-py's dequantization, float64 NumPy), each with the
   tolerance stated next to it: max error over the bound, time per launch, GOP/s.
2. A model (``--model``: a real one when cached, else the factory model at LLaDA-8B widths):
   compiled for the host CPU + this GPU's SM; one forward pass of the GPU plan
   (runtime/executor/gpu.py) against the NumPy reference and the CPU model (LOGIT_TOL, TOP1_SLACK
   below), and the time per forward pass of each; then batched forwards against the K/V
   store (two sequences in their slots, one with causal key ends, and a subset recomputed
   against the keys the first call stored), GPU against the CPU doing the same calls.
3. ``dllmc run --device gpu`` end to end (and ``--device cpu``: ms per step of each).
Budget: a few minutes on an H100/H200 (the model compile and the CPU forward dominate).
Needs libcuda.so.1 and dllmc's Python dependencies (docs/gpu.md: running it on a lent GPU).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import gguf
import numpy as np

from dllmc.compiler import kernels as K
from dllmc.compiler import ptx
from dllmc.runtime.executor.gpu import Cuda, new_args, new_grid
from dllmc.targets.gpu import GPU_TARGETS, gpu_target_for
from dllmc.tests.layouts import dequantize_q8_rows, quantize_q8_rows, random_gguf_blocks
from dllmc.tests.reference import reference_logits

ROOT = Path(__file__).resolve().parent.parent
U = 2.0**-24


def cuda_library() -> Path:
    """``runtime/executor/dllmc_cuda.c`` built alone (cached in the objects folder): the CUDA
    executor without a compiled model, to launch this check's kernels one by one."""
    import hashlib
    import os
    import subprocess

    from dllmc.compiler.base.cache import cache_dir
    from dllmc.compiler.base.toolchain import CFLAGS, GPU_LIBS, c_compiler
    from dllmc.runtime.executor.gpu import CUDA_HEADER
    from dllmc.runtime.executor.loader import HEADER

    source = CUDA_HEADER.with_name("dllmc_cuda.c")
    key = hashlib.sha256(source.read_bytes() + CUDA_HEADER.read_bytes() + HEADER.read_bytes()
                         ).hexdigest()[:16]
    out = cache_dir("objects") / f"libdllmc_cuda-{key}.so"
    if not out.is_file():
        out.parent.mkdir(parents=True, exist_ok=True)
        tmp = out.with_name(f".{out.name}.{os.getpid()}")
        r = subprocess.run([c_compiler(), *CFLAGS, "-shared", "-I", str(source.parent), "-o",
                            str(tmp), str(source), *GPU_LIBS], capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"building {source.name} failed:\n{r.stderr[-2000:]}")
        os.replace(tmp, out)
    return out


class Device:
    """One CUDA device through runtime/executor/dllmc_cuda.c (:class:`dllmc.runtime.executor.gpu.Cuda`, built
    alone by :func:`cuda_library`): buffers in, launches, buffers out."""

    def __init__(self) -> None:
        self.cu = Cuda(cuda_library())
        self.info = self.cu.device
        self.bufs: list[int] = []
        self.fns: dict[str, Any] = {}

    def load(self, text: str) -> None:
        self.cu.load_ptx(text)
        self.fns.clear()

    def put(self, a: np.ndarray | bytes | None, nbytes: int = 0) -> int:
        if a is None and not nbytes:
            return 0
        data = b"" if a is None else (a if isinstance(a, bytes) else np.ascontiguousarray(a).tobytes())
        p = self.cu.alloc(max(len(data), nbytes))
        self.cu.upload(p, data, len(data))
        self.bufs.append(p)
        return p

    def get(self, p: int, nbytes: int) -> bytes:
        out = np.empty(nbytes, np.uint8)
        self.cu.download(out, p)
        return out.tobytes()

    def launch(self, spec: Any, m: int, reps: int = 1, **ptrs: int) -> float:
        """Run ``spec`` over m rows; seconds per launch (median of reps after one warm-up)."""
        if spec.symbol not in self.fns:
            self.fns[spec.symbol] = self.cu.function(spec.symbol)
        grid, args = new_grid(spec.grid(m)), new_args(m=m, **ptrs)
        times = []
        for _ in range(reps + (1 if reps > 1 else 0)):
            t0 = time.perf_counter()
            self.cu.launch(self.fns[spec.symbol], grid, spec.threads, args)
            self.cu.sync()
            times.append(time.perf_counter() - t0)
        return float(np.median(times[1:] if len(times) > 1 else times))

    def close(self) -> None:
        for p in self.bufs:
            self.cu.free(p)
        self.cu.close()


def _result(name: str, err: float, bound: float, sec: float, **extra: Any) -> dict[str, Any]:
    return {"check": name, "ok": bool(err <= bound), "max_err_over_bound": err / bound if bound
            else (0.0 if err == 0 else math.inf), "seconds": sec, **extra}


def _ratio(y: np.ndarray, ref: np.ndarray, bound: np.ndarray | float) -> float:
    b = np.broadcast_to(np.asarray(bound, np.float64), ref.shape)
    d = np.abs(y.astype(np.float64) - ref)
    return float(np.max(np.where(b > 0, d / np.where(b > 0, b, 1), np.where(d > 0, np.inf, 0))))


def shapes(quick: bool) -> tuple[int, int, int, int, int]:
    """(M canvas rows, not a multiple of any tile; D width; F FFN width; H heads; HD head dim)."""
    return (37, 512, 1536, 4, 128) if quick else (333, 4096, 12288, 32, 128)


def check_specs(t: Any, quick: bool = False) -> dict[str, Any]:
    """The kernels the checks run on target ``t`` (tests/test_ptx.py assembles them)."""
    _, D, F, H, HD = shapes(quick)
    return {
        "q8": K.QuantizeQ8(target=t, k=D),
        "rms": K.RmsNorm(target=t, k=D, eps=1e-5),
        "rmsq": K.RmsNorm(target=t, k=D, eps=1e-5, out_q8=True),
        "swi": K.Swiglu(target=t, n=F),
        "add": K.Add(target=t, n=D),
        "bias": K.AddBias(target=t, n=D),
        "rope_norm": K.Rope(target=t, n_heads=H, head_dim=HD, style="norm"),
        "rope_neox": K.Rope(target=t, n_heads=H, head_dim=HD, style="neox", bias=True),
        "q4k": K.GemmQ(target=t, ggml_type="Q4_K", n=D, k=D),
        "q6k": K.GemmQ(target=t, ggml_type="Q6_K", n=D, k=F),
        "f16": K.GemmF(target=t, dtype="F16", n=D // 2, k=D),
        "kv": K.KvWrite(target=t, n=H // 2 * HD),
        "att": K.Attention(target=t, n_head=H, n_head_kv=H // 2, head_dim=HD),
        "emb": K.Embed(target=t, ggml_type="Q4_K", n_embd=D),
    }


def run_all(quick: bool = False) -> list[dict[str, Any]]:
    rng = np.random.default_rng(0)
    cu = Device()
    t = gpu_target_for(cu.info.major, cu.info.minor) or GPU_TARGETS["sm_80"]
    M, D, F, H, HD = shapes(quick)
    specs = check_specs(t, quick)
    cu.load(ptx.ptx_module(specs.values(), t))
    out: list[dict[str, Any]] = []
    f32 = np.float32

    # quantize_q8: bit-exact with tests/layouts.py (= the x86 kernel)
    x = rng.standard_normal((M, D)).astype(f32)
    s = specs["q8"]
    yb = cu.put(None, M * s.row_bytes)
    sec = cu.launch(s, M, x=cu.put(x), y=yb)
    got = np.frombuffer(cu.get(yb, M * s.row_bytes), np.uint8).reshape(M, -1)
    out.append(_result("quantize_q8 bit-exact", float(np.sum(got != quantize_q8_rows(x))), 0, sec))

    # rmsnorm: ((K/256 + 6)/2 + 8) u |y| + rounding of the block reduction (per-thread chains)
    w = rng.uniform(0.5, 1.5, D).astype(f32)
    ref = x / np.sqrt(np.mean(x.astype(np.float64) ** 2, axis=1, keepdims=True) + 1e-5) * w
    yb = cu.put(None, M * D * 4)
    sec = cu.launch(specs["rms"], M, w=cu.put(w), x=cu.put(x), y=yb)
    y = np.frombuffer(cu.get(yb, M * D * 4), f32).reshape(M, D)
    out.append(_result("rmsnorm", _ratio(y, ref, (D / 256 + 16) * U * np.abs(ref) + 1e-30), 1, sec))
    yb = cu.put(None, M * s.row_bytes)
    sec = cu.launch(specs["rmsq"], M, w=cu.put(w), x=cu.put(x), y=yb)
    got = dequantize_q8_rows(np.frombuffer(cu.get(yb, M * s.row_bytes), np.uint8).reshape(M, -1), D)
    dq = dequantize_q8_rows(quantize_q8_rows(ref.astype(f32)), D)  # one step of q may differ
    step = np.repeat(np.max(np.abs(ref.reshape(M, -1, 32)), axis=2) / 127, 32, axis=1)
    out.append(_result("rmsnorm out_q8 (within 1 step + rounding)", _ratio(got, dq, 1.01 * step), 1, sec))

    # swiglu: ex2.approx (2^-22 relative) through 1 + e and the division: 2^-21 |y|
    a, b = rng.standard_normal((2, M, F)).astype(f32) * 4
    ref = a / (1 + np.exp(-a.astype(np.float64))) * b
    yb = cu.put(None, M * F * 4)
    sec = cu.launch(specs["swi"], M, x=cu.put(a), x2=cu.put(b), y=yb)
    y = np.frombuffer(cu.get(yb, M * F * 4), f32).reshape(M, F)
    out.append(_result("swiglu", _ratio(y, ref, 2.0**-21 * np.abs(ref) + 1e-30), 1, sec))

    # add, add_bias: exact
    z = rng.standard_normal((M, D)).astype(f32)
    yb = cu.put(None, M * D * 4)
    sec = cu.launch(specs["add"], M, x=cu.put(x), x2=cu.put(z), y=yb)
    y = np.frombuffer(cu.get(yb, M * D * 4), f32).reshape(M, D)
    out.append(_result("add exact", float(np.sum(y != x + z)), 0, sec))
    sec = cu.launch(specs["bias"], M, w=cu.put(w), x=cu.put(x), y=yb)
    y = np.frombuffer(cu.get(yb, M * D * 4), f32).reshape(M, D)
    out.append(_result("add_bias exact", float(np.sum(y != x + w)), 0, sec))

    # rope: 3 roundings per output, 2^-22 (|a| + |b|) against the exact rotation by the table,
    # each row at its own position (rows = positions, distinct, not the row indices)
    q = rng.standard_normal((M, H * HD)).astype(f32)
    pos = rng.permutation(M + 7)[:M].astype(np.int32)
    ang = np.arange(M + 7)[:, None] * 10000.0 ** (-2.0 * np.arange(HD // 2) / HD)
    table = np.stack([np.cos(ang), np.sin(ang)], -1).astype(f32)
    bias = rng.standard_normal(H * HD).astype(f32)
    for key in ("rope_norm", "rope_neox"):
        sp = specs[key]
        xin = q + bias if sp.bias else q
        qh = xin.astype(np.float64).reshape(M, H, HD)
        if sp.style == "norm":
            aa, bb = qh[..., 0::2], qh[..., 1::2]
        else:
            aa, bb = qh[..., : HD // 2], qh[..., HD // 2:]
        c, sn = table[pos][:, None, :, 0], table[pos][:, None, :, 1]
        ra, rb = aa * c - bb * sn, aa * sn + bb * c
        ref = np.empty_like(qh)
        if sp.style == "norm":
            ref[..., 0::2], ref[..., 1::2] = ra, rb
        else:
            ref[..., : HD // 2], ref[..., HD // 2:] = ra, rb
        bound = np.repeat(2.0**-22 * (np.abs(aa) + np.abs(bb)) + 1e-30, 2, axis=-1)
        yb = cu.put(None, M * H * HD * 4)
        sec = cu.launch(sp, M, w=cu.put(bias), x=cu.put(q), x2=cu.put(table), y=yb,
                        rows=cu.put(pos))
        y = np.frombuffer(cu.get(yb, M * H * HD * 4), f32).reshape(M, H, HD)
        out.append(_result(key, _ratio(y, ref, bound), 1, sec))

    # kv_write: the rows into a store of 2 slots at their store rows (slot * S + position), exact
    sp = specs["kv"]
    S = M + 5
    dest = np.concatenate([rng.permutation(S)[:M // 2], S + rng.permutation(S)[:M - M // 2]])
    dest = dest.astype(np.int32)
    kx = rng.standard_normal((M, sp.n)).astype(f32)
    store = rng.standard_normal((2 * S, sp.n)).astype(f32)  # what is not written stays
    sb = cu.put(store)
    sec = cu.launch(sp, M, x=cu.put(kx), y=sb, rows=cu.put(dest))
    want = store.copy()
    want[dest] = kx
    got = np.frombuffer(cu.get(sb, store.nbytes), f32).reshape(store.shape)
    out.append(_result("kv_write exact", float(np.sum(got != want)), 0, sec))

    # gemm_q: vs dequant(W) @ dequant(xq) in float64, (2K/32 + 4) 3u sum|terms|
    for key in ("q4k", "q6k"):
        sp = specs[key]
        wq = random_gguf_blocks(rng, sp.ggml_type, sp.n, sp.k)
        xs = rng.standard_normal((M, sp.k)).astype(f32)
        xq = quantize_q8_rows(xs)
        wd = gguf.quants.dequantize(wq, gguf.GGMLQuantizationType[sp.ggml_type]).astype(np.float64)
        xd = dequantize_q8_rows(xq, sp.k).astype(np.float64)
        ref = xd @ wd.T
        bound = (2 * sp.k / 32 + 4) * 3 * U * (np.abs(xd) @ np.abs(wd).T) + 1e-30
        yb = cu.put(None, M * sp.n * 4)
        sec = cu.launch(sp, M, reps=1 if quick else 20, w=cu.put(wq), x=cu.put(xq), y=yb)
        y = np.frombuffer(cu.get(yb, M * sp.n * 4), f32).reshape(M, sp.n)
        out.append(_result(f"gemm_{sp.ggml_type} M={M} N={sp.n} K={sp.k}", _ratio(y, ref, bound), 1,
                           sec, gops=2 * M * sp.n * sp.k / sec / 1e9))

    # gemm_f (F16 weights): (K + 1) u sum|w x|
    sp = specs["f16"]
    wf = (rng.standard_normal((sp.n, sp.k)) * 0.1).astype(np.float16)
    ref = x.astype(np.float64) @ wf.astype(np.float64).T
    bound = (sp.k + 1) * U * (np.abs(x.astype(np.float64)) @ np.abs(wf.astype(np.float64)).T)
    yb = cu.put(None, M * sp.n * 4)
    sec = cu.launch(sp, M, w=cu.put(wf), x=cu.put(x), y=yb)
    y = np.frombuffer(cu.get(yb, M * sp.n * 4), f32).reshape(M, sp.n)
    out.append(_result("gemm_f16 fallback", _ratio(y, ref, bound), 1, sec))

    # attention: f16 operands (q, k, v, p rounded to 2^-11 relative): 1e-2 max|v|.  K and V
    # are a slot of the store with more positions than the M query rows (the keys past every
    # row's end are NaN: a key that is read past its row's end must not leak in); row r
    # attends to [0, key_end[r]): bidirectional (key_end = M), causal (key_end = r + 1), and
    # each row its own end (rows of one block with different ends)
    sp = specs["att"]
    S = M + 16
    for key, ends in (("attention", np.full(M, M)), ("attention causal", np.arange(1, M + 1)),
                      ("attention per-row key ends", rng.integers(1, M + 1, M))):
        ends = ends.astype(np.int32)
        qa = rng.standard_normal((M, H * HD)).astype(f32)
        ka, va = rng.standard_normal((2, S, sp.kv_stride)).astype(f32)
        ka[M:] = va[M:] = np.nan  # never written: no row's keys reach them
        qh = qa.reshape(M, H, HD).transpose(1, 0, 2).astype(np.float64)
        kh = np.repeat(ka[:M].reshape(M, -1, HD).transpose(1, 0, 2), sp.group, axis=0).astype(np.float64)
        vh = np.repeat(va[:M].reshape(M, -1, HD).transpose(1, 0, 2), sp.group, axis=0).astype(np.float64)
        sc = qh @ kh.transpose(0, 2, 1) / math.sqrt(HD)
        sc = np.where(np.arange(M)[None, :] < ends[:, None], sc, -np.inf)
        p = np.exp(sc - sc.max(-1, keepdims=True))
        ref = ((p / p.sum(-1, keepdims=True)) @ vh).transpose(1, 0, 2).reshape(M, H * HD)
        yb = cu.put(None, M * H * HD * 4)
        reps = 1 if quick or key != "attention" else 20
        sec = cu.launch(sp, M, reps=reps, x=cu.put(qa), x2=cu.put(ka), x3=cu.put(va), y=yb,
                        rows=cu.put(ends))
        y = np.frombuffer(cu.get(yb, M * H * HD * 4), f32).reshape(M, H * HD)
        out.append(_result(key, _ratio(y, ref, 1e-2 * np.max(np.abs(va[:M]))), 1, sec))

    # embed: gguf-py's dequantization of the rows; the (d sc) u - dmin m may be one fma
    sp = specs["emb"]
    table_q = random_gguf_blocks(rng, "Q4_K", 64, D)
    ids = rng.integers(0, 64, M).astype(np.int32)
    ref = gguf.quants.dequantize(table_q, gguf.GGMLQuantizationType.Q4_K)[ids].astype(np.float64)
    yb = cu.put(None, M * D * 4)
    sec = cu.launch(sp, M, w=cu.put(table_q), x=cu.put(ids), y=yb)
    y = np.frombuffer(cu.get(yb, M * D * 4), f32).reshape(M, D)
    out.append(_result("embed Q4_K", _ratio(y, ref, 4 * U * (np.abs(ref) + 1e-3)), 1, sec))

    for r in out:
        r.update(device=cu.info.name, sm=t.name)
    cu.close()
    return out


# ----------------------------------------------------------------------------- whole model

# Logits of one forward pass, per row, against the NumPy reference (tests/reference.py, the
# arbiter): max |gpu - ref| <= LOGIT_TOL * (max - min of the reference row), the bound the CPU
# is held to (tests/test_cli_compile.py), and the argmax agrees with the reference on at
# least as many rows as the CPU's does, less TOP1_SLACK.  GPU vs CPU is reported too; the two
# differ by design (the CPU quantizes activations to Q8 for every integer type, the GPU for
# Q4_K/Q6_K only: other types run F16 weights x float32 activations; f16 attention operands).
LOGIT_TOL = 0.03
TOP1_SLACK = 0.05
FACTORY = "factory-llada-8b-width-2l-q4km"


def model_gguf(name: str) -> tuple[Path, str]:
    """(GGUF, what it is): a real model when it is already in the cache (the device has no
    network; bench/real_models.py), else the factory model at LLaDA-8B widths, 2 layers,
    Q4_K_M, written into the cache (as bench/bench_kernels.py's, with 2 layers; its text is
    not meaningful, its numbers are what is compared)."""
    from dllmc.bench.llamacpp import cache_root
    from dllmc.bench.real_models import model_path

    if Path(name).is_file():
        return Path(name), "given"
    try:
        path = model_path(name)
    except KeyError:
        path = None
    if path is not None and path.is_file():
        return path, "real"
    from dataclasses import replace

    from dllmc.tests.factory import LLADA_8B, write_model

    path = cache_root() / "models" / f"{FACTORY}.gguf"
    if not path.is_file():
        tmp = path.with_name(f".{path.name}.{os.getpid()}")
        write_model(tmp, replace(LLADA_8B, n_layer=2), types="Q4_K_M")
        os.replace(tmp, path)
    return path, f"factory (real model {name!r} is not in the cache)"


def model_check(name: str, canvas: int, workdir: Path) -> tuple[list[dict[str, Any]], Path, Path]:
    """Compile ``name`` for the host CPU + this GPU's SM; one forward pass of the GPU plan
    against the NumPy reference and the CPU model, each timed.  Returns (results, GGUF,
    artifact)."""
    from dllmc.compiler.pipeline import compile_model
    from dllmc.runtime.executor.gpu import GpuModel, compile_target
    from dllmc.runtime.executor.loader import Artifact, SeqRows

    gguf_path, what = model_gguf(name)
    sm = compile_target("gpu")
    assert sm is not None
    so = workdir / f"{gguf_path.stem}-{sm.name}.so"
    t0 = time.perf_counter()
    compiled = compile_model(gguf_path, so, f"{sm.name}", max_canvas=canvas)
    compile_s = time.perf_counter() - t0
    art = Artifact(so)
    spec = compiled.spec
    rng = np.random.default_rng(0)
    n = canvas - 3
    ids = rng.integers(0, spec.hparams.n_vocab, n).astype(np.int32)
    mask = spec.tokenizer.mask_id
    if mask is not None:
        ids[n // 2:] = mask
    rows = np.unique(rng.integers(0, n, 64)).astype(np.int32)
    out = []
    changed = ids.copy()
    changed[rows[:8]] = rng.integers(0, spec.hparams.n_vocab, len(rows[:8]))
    batches = [[SeqRows.canvas(0, ids), SeqRows.canvas(1, ids[::-1][: n // 2], causal=True)],
               [SeqRows.subset(0, changed, rows[:8])]]
    t0 = time.perf_counter()
    with GpuModel(art, gguf_path, slots=2) as gpu:
        load_s = time.perf_counter() - t0
        got = gpu.forward(ids, rows)
        gpu_ms = _timed(lambda: gpu.forward(ids, rows))
        got_b = [gpu.forward_batch(b) for b in batches]
        device = gpu.device.describe()
    with art.open(gguf_path, slots=2) as cpu:
        want = cpu.forward(ids, rows)
        cpu_ms = _timed(lambda: cpu.forward(ids, rows), reps=3)
        want_b = [cpu.forward_batch(b) for b in batches]
    t0 = time.perf_counter()
    ref = reference_logits(gguf_path, ids.tolist(), rows=rows.tolist())
    ref_s = time.perf_counter() - t0

    def err(a: np.ndarray, b: np.ndarray) -> float:
        spread = (b.max(1) - b.min(1)).astype(np.float64)
        return float((np.abs(a.astype(np.float64) - b).max(1) / spread).max())

    def top1(a: np.ndarray, b: np.ndarray) -> float:
        return float(np.mean(a.argmax(1) == b.argmax(1)))

    out.append(_result(
        f"logits GPU vs reference: {gguf_path.stem} ({what}), canvas {n}, {len(rows)} rows",
        err(got, ref), LOGIT_TOL, gpu_ms / 1e3, top1_gpu_ref=top1(got, ref),
        top1_cpu_ref=top1(want, ref), err_cpu_ref=err(want, ref), err_gpu_cpu=err(got, want),
        top1_gpu_cpu=top1(got, want), gpu_forward_ms=gpu_ms, cpu_forward_ms=cpu_ms,
        compile_s=compile_s, gpu_load_s=load_s, reference_s=ref_s, device=device, sm=sm.name))
    r = out[-1]
    r["ok"] = r["ok"] and r["top1_gpu_ref"] >= r["top1_cpu_ref"] - TOP1_SLACK
    # batched forwards: GPU vs CPU (the two differ by design as above, so the CPU's own error
    # against the reference on the stateless forward, + LOGIT_TOL, bounds it)
    for what, g, w in zip(("two sequences in slots 0, 1", "a subset against the stored keys"),
                          got_b, want_b, strict=True):
        out.append(_result(f"batched forward GPU vs CPU: {what}", err(g, w),
                           LOGIT_TOL + err(want, ref), 0.0, top1_gpu_cpu=top1(g, w),
                           rows=len(w), device=device, sm=sm.name))
    return out, gguf_path, so


def _timed(fn: Any, reps: int = 10) -> float:
    """Median milliseconds of ``fn()`` over ``reps`` calls after one warm-up."""
    fn()
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return 1e3 * float(np.median(times))


def run_check(gguf_path: Path, so: Path) -> list[dict[str, Any]]:
    """``dllmc run --device gpu`` end to end (and ``--device cpu`` for the time per step)."""
    out = []
    runs = {}
    for device in ("gpu", "cpu"):
        cmd = [sys.executable, "-m", "dllmc", "run", str(so), "--gguf", str(gguf_path),
               "Write a function that reverses a string.", "--gen-length", "64", "--steps", "64",
               "--json", "--no-early-stop", "--device", device]
        t0 = time.perf_counter()
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
        wall = time.perf_counter() - t0
        ok = r.returncode == 0
        res = json.loads(r.stdout) if ok else {}
        runs[device] = res
        out.append({"check": f"dllmc run --device {device}", "ok": ok and res.get("steps_run", 0) > 0,
                    "max_err_over_bound": 0.0 if ok else math.inf, "seconds": wall,
                    "ms_per_step": res.get("ms_per_step"), "text": res.get("text"),
                    "stderr": r.stderr[-600:]})
        if device == "gpu":
            out[-1]["on_gpu"] = "running on GPU" in r.stderr
            out[-1]["ok"] = out[-1]["ok"] and out[-1]["on_gpu"]
    if runs.get("gpu") and runs.get("cpu"):
        a, b = runs["gpu"]["canvas"], runs["cpu"]["canvas"]
        out[0]["tokens_same_as_cpu"] = float(np.mean(np.array(a) == np.array(b)))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="small kernel shapes, no model checks")
    ap.add_argument("--model", default="qwen2.5-coder-0.5b-dream",
                    help="a bench/real_models.py name or a GGUF path (default: %(default)s; "
                         "the factory model at LLaDA-8B widths when it is not cached)")
    ap.add_argument("--canvas", type=int, default=256)
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" /
                                         f"{time.strftime('%Y-%m-%d')}-gpu.json"))
    args = ap.parse_args()
    t0 = time.perf_counter()
    results = run_all(quick=args.quick)
    if not args.quick:
        work = Path(os.environ.get("TMPDIR", "/tmp")) / "dllmc-gpu-check"
        work.mkdir(parents=True, exist_ok=True)
        try:
            model_results, gguf_path, so = model_check(args.model, args.canvas, work)
            results += model_results
            results += run_check(gguf_path, so)
        except Exception as e:  # recorded: the kernel results are still worth keeping
            results.append({"check": "model checks", "ok": False, "max_err_over_bound": math.inf,
                            "seconds": 0.0, "error": f"{type(e).__name__}: {e}"[:2000]})
        results.append({"check": "llama.cpp CUDA step time", "ok": True, "skipped":
                        "not built: the device has no network for llama.cpp's sources and a "
                        "CUDA build of it does not fit the device time",
                        "max_err_over_bound": 0.0, "seconds": 0.0})
    for r in results:
        extra = f"  {r['gops']:.0f} GOP/s" if "gops" in r else ""
        print(f"{'ok  ' if r['ok'] else 'FAIL'} {r['check']:<44} err/bound "
              f"{r['max_err_over_bound']:.3g}  {r['seconds'] * 1e3:.3f} ms{extra}"
              + (f"  ({r['error']})" if "error" in r else ""))
    summary = {"date": time.strftime("%Y-%m-%d %H:%M:%S"), "seconds": time.perf_counter() - t0,
               "ok": all(r["ok"] for r in results), "results": results}
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(summary, indent=1))
    if os.environ.get("OUT"):  # the device tool brings back what is under $OUT
        shutil.copy(out, Path(os.environ["OUT"]) / out.name)
    print(f"{out}: {'all ok' if summary['ok'] else 'FAILURES'} in {summary['seconds']:.0f} s")
    return 0 if summary["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
