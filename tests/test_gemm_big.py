"""Integer GEMMs at the real models' largest shapes, against the layout's NumPy decoder.

The shapes: LLaDA-8B's FFN (4096 x 12288 and back), Dream-7B's (3584 x 18944 and back), and
the output projections over the whole vocabulary (126 464 x 4096, 152 064 x 3584).  The weight
buffers are hundreds of MB, so they are filled with random bytes — every byte pattern is a
valid QR8 code plane — with sane half-precision scales written into each tile, and the
result is checked on 64 sampled rows (first, last, random) by decoding only their groups with
``tests/layouts.decode_qr8``.  This catches what small shapes cannot: 32-bit offset overflow,
item counts over many column tiles, the tail of very long K loops.

Tolerance: as tests/test_kernels.py derives it — the kernel forms each chunk's integer dot
product exactly and adds it in float32, so against the float64 product of the same Q8
activations and decoded weights the error is at most (K/G + 4) * 2^-24 * sum (|d u| + |m|) |x|
(the terms it adds, before the min cancels part of them).
"""

from __future__ import annotations

import numpy as np
import pytest

from dllmc.compiler.kernels import GemmQ, QuantizeQ8, q8_row_bytes
from dllmc.targets import host_target
from dllmc.tests.layouts import QR8_TYPES, decode_qr8_parts, dequantize_q8_rows, qr8_bytes
from dllmc.tests.test_kernels import compiled

pytestmark = pytest.mark.slow

U = 2.0**-24
SHAPES = [(4096, 12288), (12288, 4096), (3584, 18944), (18944, 3584), (126464, 4096),
          (152064, 3584)]  # fmt: skip


def random_qr8(rng: np.random.Generator, n: int, k: int, ggml_type: str) -> np.ndarray:
    t = QR8_TYPES[ggml_type]
    buf = rng.integers(0, 256, qr8_bytes(n, k, ggml_type), dtype=np.uint8)
    tiles = buf.reshape(-1, t.tile_bytes)
    d_at = t.low_bytes + t.high_bytes
    d = rng.uniform(0.5, 1.5, (tiles.shape[0], 8)).astype(np.float16) * np.float16(0.02 / 16)
    tiles[:, d_at : d_at + 16] = d.view(np.uint8)
    if t.free_min:
        m = (-rng.uniform(0, 8, (tiles.shape[0], 8)) * d.astype(np.float32)).astype(np.float16)
        tiles[:, d_at + 16 : d_at + 32] = m.view(np.uint8)
    return buf


@pytest.mark.parametrize("ggml_type", ["Q4_K", "Q6_K", "Q8_0"])
@pytest.mark.parametrize(("n", "k"), SHAPES)
def test_big_shapes(ggml_type: str, n: int, k: int) -> None:
    rng = np.random.default_rng(n + k)
    target = host_target()
    t = QR8_TYPES[ggml_type]
    w = random_qr8(rng, n, k, ggml_type)
    m = 3
    x = rng.standard_normal((m, k)).astype(np.float32)
    xq = compiled(QuantizeQ8(target=target, k=k))(m=m, x=x, y=np.zeros((m, q8_row_bytes(k)), np.uint8))
    y = np.full((m, n), np.nan, np.float32)
    compiled(GemmQ(target=target, ggml_type=ggml_type, n=n, k=k))(m=m, w=w, x=xq, y=y)
    assert np.isfinite(y).all()

    group_bytes = (k // t.G) * t.tile_bytes
    rows = np.unique(np.concatenate([[0, n - 1], rng.integers(0, n, 62)]))
    xd = dequantize_q8_rows(xq, k).astype(np.float64)
    for r in rows:
        g = r // 8
        u, d, mins = decode_qr8_parts(w[g * group_bytes : (g + 1) * group_bytes], 8, k, ggml_type)
        dr = np.repeat(d[r % 8].astype(np.float64), t.G)
        mr = np.repeat(mins[r % 8].astype(np.float64), t.G) if mins is not None else dr * t.offset
        wr = dr * u[r % 8] + mr
        ref = xd @ wr
        bound = (k // t.G + 4) * U * (np.abs(xd) @ (np.abs(dr * u[r % 8]) + np.abs(mr)))
        assert np.all(np.abs(y[:, r] - ref) <= bound), (r, y[:, r], ref, bound)
