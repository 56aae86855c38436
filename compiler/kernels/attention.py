"""Attention over the K/V store: :class:`Attention` (its CPU designs and its tensor-core GPU
kernel; docs/kernels.md, docs/gpu.md)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import ClassVar

from dllmc.compiler.kernels.spec import (
    CPU,
    GPU,
    LOG2E,
    GridRule,
    KernelSpec,
    _ceil_div,
    _check_kv_element,
    _VectorMath,
    f32_hex,
    vector_registers,
)
from dllmc.targets.gpu import MMA_F16_K16


@dataclass(frozen=True, kw_only=True)
class Attention(_VectorMath, KernelSpec):
    """y = softmax(q k^T / sqrt(head_dim)) v per head over each row's keys, with GQA.

    One call per sequence (``Rows.SEQUENCE``): x = q [m][n_head*hd] of its m rows, x2 = K and
    x3 = V of its slot of the store [max_canvas][n_head_kv*hd], y [m][n_head*hd]; row r
    attends to the keys [0, rows[r]) (the whole canvas for bidirectional rows, [0, pos] for
    causal ones), every key it reads written.  Query head h reads K/V head h // (n_head /
    n_head_kv).  Keys past a row's end get -inf and weigh exactly 0; a tile's keys run to the
    largest end of its rows, so a row's result does not depend on the rows beside it.  Two
    designs (:attr:`rows_in_lanes`):

    * AVX-512 (32 registers): one item = one head x ``tiles`` tiles of 16 query rows, one row
      per zmm lane, a head's items in a row; keys in blocks of ``kb``, each block's K and V
      rows packed into contiguous stack buffers once for the item's tiles (and reused by the
      call's next item when it reads the same K/V head and keys), with an online softmax
      computed lane-wise, and P V with the dims in lanes; per tile Q^T and acc (2 x hd x 16
      floats), the block's scores and the packed K/V ((kb + kg) x (16 + 2 hd) floats) live on
      the stack.  With the target's
      ``bf16`` (AVX512_BF16), P V runs on vdpbf16ps: the weights and V rounded to bf16
      (relative 2^-8 each), products exact, sums in float32, so the output moves by at most
      (2^-7 + 2^-16) max|v| beyond the float32 kernel's bound (tests/test_kernels.py); Q K^T
      stays float32 (see :attr:`bf16`).
    * otherwise: one item = one head x ``qt`` query rows; the keys are visited in tiles of
      ``kt`` with an online (running max) softmax; the qt x hd accumulators live on the
      stack."""

    n_head: int
    n_head_kv: int
    head_dim: int
    # the scores' scale (0: 1/sqrt(head_dim); Gemma 4: 1) and the store's row stride in
    # floats (0: n_head_kv * head_dim; a model whose layers differ stores each layer in the
    # widest layer's rows)
    scale: float = 0.0
    kv_ld: int = 0
    # a sliding-window layer: row r attends to the keys [w[r], rows[r]) (w: the rows' key
    # starts, int32) instead of [0, rows[r])
    window: bool = False
    qt: int = field(default=4, metadata=CPU)
    kt: int = field(default=8, metadata=CPU)
    warps_q: int = field(default=4, metadata=GPU)
    key_tile: int = field(default=32, metadata=GPU)
    template: ClassVar[str] = "attention"

    def __post_init__(self) -> None:
        if self.n_head % self.n_head_kv:
            raise ValueError("attention: n_head must be a multiple of n_head_kv")
        if self.kv_ld and self.kv_ld < self.n_head_kv * self.head_dim:
            raise ValueError(f"attention: store rows of {self.kv_ld} cannot hold "
                             f"{self.n_head_kv} heads of {self.head_dim}")
        _check_kv_element("attention")
        self._check_backend()

    def _check_cpu(self) -> None:
        if self.head_dim % 8 or self.kt != 8:
            raise ValueError("attention: head_dim must be a multiple of 8 and kt 8")

    def _check_gpu(self) -> None:
        if self.head_dim % 16 or self.key_tile % 16:
            raise ValueError("attention (gpu): head_dim and key_tile must be multiples of 16")
        if self.window:
            raise ValueError("attention (gpu): no sliding-window kernel yet")
        if MMA_F16_K16 not in self.target.mma:
            raise ValueError(f"attention (gpu): {self.target.name} has no {MMA_F16_K16}")
        if self.smem_bytes > self.target.smem_per_block:
            raise ValueError("attention (gpu): K/V tiles exceed the shared memory per block")

    @property
    def name(self) -> str:
        scale = f"_s{f32_hex(self.scale)[2:]}" if self.scale else ""
        ld = f"_ld{self.kv_ld}" if self.kv_ld and self.kv_ld != self.n_head_kv * self.head_dim \
            else ""
        window = "_win" if self.window else ""
        return f"_h{self.n_head}_kv{self.n_head_kv}_d{self.head_dim}{scale}{ld}{window}"

    @property
    def score_scale(self) -> float:
        return self.scale or 1.0 / math.sqrt(self.head_dim)

    # rows-in-lanes design (AVX-512; see templates/x86/attention.ll.j2): keys per block (a
    # multiple of kg: only the item's last block has a score group past its end)
    kb: ClassVar[int] = 252
    # software prefetch distance of the store's rows (rows-in-lanes design): keys ahead of the
    # one the block's packing copies
    pack_prefetch: ClassVar[int] = 8
    # tiles of 16 query rows per item (rows-in-lanes design): each packed K/V block serves them all
    tiles: ClassVar[int] = 4

    @property
    def vchunk(self) -> int:
        """Floats per chunk of dc dims of the packed V block (rows-in-lanes design)."""
        return (self.kb + self.kg) * self.dc

    @property
    def lanes(self) -> int:
        """Query rows per tile in the rows-in-lanes design: one lane per row."""
        return 16 if vector_registers(self.target) == 32 else 8

    @property
    def bf16(self) -> bool:
        """P V on vdpbf16ps (the target's ``bf16``; rows-in-lanes design only): V and the
        softmax weights rounded to bf16, products exact, sums in float32.  Q K^T stays on
        float32 FMAs: with Q and K in bf16 the scores move by up to 2^-7 sum|q k| / sqrt(hd),
        which exp turns into weights off by percents, and the real models' logits moved far
        past llama.cpp's f16 K (measured: docs/performance.md, "Kernel decisions and their
        measurements")."""
        return self.rows_in_lanes and getattr(self.target, "bf16", False)

    @property
    def kg(self) -> int:
        """Keys per score group: kg x chains accumulators (bf16: even, the weights go by pairs
        of keys)."""
        if vector_registers(self.target) != 32:
            return 1
        return 6 if self.bf16 else 3

    @property
    def chains(self) -> int:
        """Partial dot-product chains per score (dim d into chain d mod chains).  Float32: 8,
        the sums (and so the bits) of the kernel before bf16."""
        return 4 if self.bf16 else 8

    @property
    def dc(self) -> int:
        """Dims per P V pass (rows-in-lanes design: pv_rows x dc / 16 accumulators)."""
        return 32 if vector_registers(self.target) == 32 else 8

    # query rows per P V pass (rows-in-lanes design)
    pv_rows: ClassVar[int] = 8

    @property
    def rows_in_lanes(self) -> bool:
        """The design with query rows in vector lanes (AVX-512's 32 registers hold a key group's
        kg x chains dot-product chains): one item = one head x ``tiles`` x 16 query rows, K and
        V packed once per item, softmax lane-wise.  Otherwise the tiled design: one item = one
        head x ``qt`` rows, keys in tiles of ``kt``."""
        return vector_registers(self.target) == 32 and self.head_dim % self.lanes == 0

    @property
    def row_tile(self) -> int:
        return self.lanes * self.tiles if self.rows_in_lanes else self.qt

    @property
    def item_cols(self) -> int:
        return self.n_head

    @property
    def d_blocks(self) -> int:
        """Blocks of `lanes` dims (the Q and output transposes)."""
        return self.head_dim // self.lanes

    @property
    def transpose_stages(self) -> list[int]:
        """Butterfly strides of a lanes x lanes transpose."""
        return [1 << i for i in range(self.lanes.bit_length() - 1)]

    @property
    def group(self) -> int:
        return self.n_head // self.n_head_kv

    @property
    def q_stride(self) -> int:
        return self.n_head * self.head_dim

    @property
    def kv_stride(self) -> int:
        """Floats from one key (value) row of the store to the next."""
        return self.kv_ld or self.n_head_kv * self.head_dim

    @property
    def vectors(self) -> int:
        return self.head_dim // 8

    @property
    def scale_hex(self) -> str:
        return f32_hex(self.score_scale)

    # --- GPU schedule (templates/nvptx/attention.ll.j2): block (bx, h) = ``warps_q`` warps,
    # each a tile of 16 queries of head h; the block streams tiles of ``key_tile`` keys of K
    # (as f16 [kt][hd]) and V (transposed, f16 [hd][kt]) through shared memory; per warp
    # S = Q K^T with mma.m16n8k16 (f16 in, f32 out), an online softmax in registers (exp2 with
    # log2(e)/sqrt(hd) folded into the scale), P (f16) reused in registers as the A operand
    # of O += P V.
    @property
    def threads(self) -> int:  # type: ignore[override]
        return 32 * self.warps_q

    @property
    def dsteps(self) -> int:
        """k-steps of 16 over the head dimension (S = Q K^T)."""
        return self.head_dim // 16

    @property
    def dfrags(self) -> int:
        """n-fragments of 8 over the head dimension (O)."""
        return self.head_dim // 8

    @property
    def kfrags(self) -> int:
        """n-fragments of 8 keys per tile (S)."""
        return self.key_tile // 8

    @property
    def ksteps(self) -> int:
        """k-steps of 16 keys per tile (O += P V)."""
        return self.key_tile // 16

    @property
    def tile_elems(self) -> int:
        return self.key_tile * self.head_dim

    @property
    def loads_per_thread(self) -> int:
        return _ceil_div(self.tile_elems, self.threads)

    @property
    def smem_bytes(self) -> int:
        return 2 * 2 * self.tile_elems

    @property
    def rows_per_block(self) -> int:
        return 16 * self.warps_q

    @property
    def scale_log2_hex(self) -> str:
        return f32_hex(LOG2E * self.score_scale)

    @property
    def grid_rule(self) -> GridRule:
        return ((0, self.rows_per_block), (self.n_head, 0), (1, 0))

    @property
    def grid_doc(self) -> str:
        return f"(ceil(m/{self.rows_per_block}), {self.n_head}, 1): warp = 16 queries of head by"
