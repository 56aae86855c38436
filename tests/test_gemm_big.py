"""Integer GEMMs at the real models' largest shapes, against the layout's NumPy decoder.

The shapes: LLaDA-8B's FFN (4096 x 12288 and back), Dream-7B's (3584 x 18944 and back), and
the output projections over the whole vocabulary (126 464 x 4096, 152 064 x 3584).  The weight
buffers are hundreds of MB, so they are filled with random bytes — every byte pattern is a
valid QR8 code plane — with sane half-precision scales written into each tile, and the
result is checked on 64 sampled rows (first, last, random) by decoding only their groups with
``tests/layouts.decode_qr8``.  This catches what small shapes cannot: 32-bit offset overflow,
item counts over many column tiles, the tail of very long K loops.

Tolerance: as tests/test_kernels.py derives it — the kernel forms each chunk's integer dot
product exactly and adds it in float32 (legacy: one chain of K/32 chunk updates; K-quants: two
fused adds per 256-input tile), so against the float64 product of the same activations and
decoded weights the error is at most (adds + 4) * 2^-24 * sum (|d u| + |m|) |x| (the terms it
adds, before the min cancels part of them).
"""

from __future__ import annotations

import numpy as np
import pytest

from dllmc.compiler.kernels import GemmQ, QuantizeQ8
from dllmc.targets import host_target
from dllmc.tests.jit import compiled
from dllmc.tests.layouts import (
    QR8_TYPES,
    decode_qr8_parts,
    dequantize_rows,
    qr8_bytes,
    random_qr8_bytes,
)

pytestmark = pytest.mark.slow

U = 2.0**-24
SHAPES = [(4096, 12288), (12288, 4096), (3584, 18944), (18944, 3584), (126464, 4096),
          (152064, 3584)]  # fmt: skip


@pytest.mark.parametrize("ggml_type", ["Q4_K", "Q6_K", "Q8_0"])
@pytest.mark.parametrize(("n", "k"), SHAPES)
def test_big_shapes(ggml_type: str, n: int, k: int) -> None:
    rng = np.random.default_rng(n + k)
    target = host_target()
    t = QR8_TYPES[ggml_type]
    w = random_qr8_bytes(rng, n, k, ggml_type)
    m = 3
    x = rng.standard_normal((m, k)).astype(np.float32)
    spec = GemmQ(target=target, ggml_type=ggml_type, n=n, k=k)
    quant = QuantizeQ8(target=target, k=k, q8=spec.act_format)
    xq = compiled(quant)(m=m, x=x, y=np.zeros((m, quant.row_bytes), np.uint8))
    y = np.full((m, n), np.nan, np.float32)
    compiled(spec)(m=m, w=w, x=xq, y=y)
    assert np.isfinite(y).all()

    group_bytes = qr8_bytes(8, k, ggml_type)
    adds = 2 * k // t.tile_inputs if t.superblock else k // t.G
    rows = np.unique(np.concatenate([[0, n - 1], rng.integers(0, n, 62)]))
    xd = dequantize_rows(xq, k, spec.act_format).astype(np.float64)
    for r in rows:
        g = r // 8
        u, d, mins = decode_qr8_parts(w[g * group_bytes : (g + 1) * group_bytes], 8, k, ggml_type)
        dr = np.repeat(d[r % 8].astype(np.float64), t.G)
        mr = np.repeat(mins[r % 8].astype(np.float64), t.G) if mins is not None else dr * t.offset
        wr = dr * u[r % 8] + mr
        ref = xd @ wr
        bound = (adds + 4) * U * (np.abs(xd) @ (np.abs(dr * u[r % 8]) + np.abs(mr)))
        assert np.all(np.abs(y[:, r] - ref) <= bound), (r, y[:, r], ref, bound)
