"""Kernel specs: one frozen dataclass per kernel family, the context a template renders.

One module per family (:mod:`.quantize`, :mod:`.gemm_q`, :mod:`.gemm_f`, :mod:`.norm`,
:mod:`.elementwise`, :mod:`.rope`, :mod:`.attention`, :mod:`.embed`, and the sampler's
vocabulary kernels in :mod:`.sampler`) over what they share (:mod:`.spec`); this package
re-exports every family, so ``from dllmc.compiler import kernels as K; K.GemmQ`` works.

A spec holds every compile-time decision for one kernel: its shape (widths, quant type), the
target it is built for and everything derived from the two (tile sizes, chunk size, code
width, byte offsets).  Templates (``templates/<target.template_dir>/<spec.template>.ll.j2``)
only loop and branch over these fields; they never compute a decision themselves.

A family is defined once, for every backend: its shape fields and checks are shared; what
differs per backend is its schedule (CPU: work items of ``MT`` rows x ``NC`` columns; GPU:
threads per block and the launch grid), a few tile fields marked with the backend they
belong to (``field(metadata=CPU)`` / ``GPU``: left out of the other backend's symbol and
description), the checks of that backend (``_check_cpu`` / ``_check_gpu``) and the template.

On the CPU every kernel has the ABI of ``runtime/executor/dllmc_runtime.h``::

    void SYMBOL(const dllmc_args *a, int64_t begin, int64_t end);   // items [begin, end)
    int64_t SYMBOL_items(int64_t m);                                 // items for m rows

and every family's item count has the form ``ceil(m / item_rows) * item_cols``
(:meth:`KernelSpec.items`).  ``symbol`` is the template stem + the specialization + the target name, so
one symbol is one piece of machine code: kernels of equal shape are shared between layers.

On the GPU every kernel is a PTX ``.entry`` whose seven parameters are the fields of
``dllmc_args`` by value (device pointers w, x, x2, x3, y, rows, and m), launched with
``spec.threads`` threads per block (x only), no dynamic shared memory and ``spec.grid(m)``
blocks; each output element is written by exactly one thread (docs/gpu.md).

The data layouts (Q8 activation rows, QR8 / FR8 weights) are :mod:`dllmc.compiler.base.layouts`
and docs/weight-layouts.md; what each family computes, its tile design and its tested
accuracy are docs/kernels.md and docs/gpu.md.
"""

from __future__ import annotations

from dllmc.compiler.base.layouts import (
    FR8_ELEMENTS,
    KV_ELEMENT,
    Q8_BLOCK,
    Q8_FORMATS,
    QK_FORMATS,
    QK_K,
    QR8_FORMATS,
    QR8Format,
    act,
    gguf_block,
    q8_block,
    q8_row_bytes,
    qr8_weight_bytes,
)
from dllmc.compiler.kernels.attention import Attention
from dllmc.compiler.kernels.elementwise import Add, AddBias, Exp, KvWrite, Scale, Softcap, Swiglu
from dllmc.compiler.kernels.embed import Embed
from dllmc.compiler.kernels.gemm_f import GemmF
from dllmc.compiler.kernels.gemm_q import GPU_MMA, GemmQ, act_format
from dllmc.compiler.kernels.norm import RmsNorm
from dllmc.compiler.kernels.quantize import QuantizeQ8
from dllmc.compiler.kernels.rope import ROPE_STYLES, Rope, RopeTable
from dllmc.compiler.kernels.spec import (  # the shared pieces
    CPU,
    GPU,
    LN2_C1,
    LN2_C2,
    LOG2E,
    GridRule,
    KernelSpec,
    f32_hex,
    f64_hex,
    grid_of,
    vector_registers,
)
from dllmc.targets.gpu import MMA_F16_K16, MMA_S8_K16, MMA_S8_K32

KERNEL_SPECS = (QuantizeQ8, GemmQ, GemmF, RmsNorm, Add, AddBias, Scale, Softcap, Swiglu, Exp, RopeTable, Rope,
                KvWrite,
                Attention, Embed)

__all__ = [
    "CPU",
    "FR8_ELEMENTS",
    "GPU",
    "GPU_MMA",
    "KERNEL_SPECS",
    "KV_ELEMENT",
    "LN2_C1",
    "LN2_C2",
    "LOG2E",
    "MMA_F16_K16",
    "MMA_S8_K16",
    "MMA_S8_K32",
    "Q8_BLOCK",
    "Q8_FORMATS",
    "QK_FORMATS",
    "QK_K",
    "QR8_FORMATS",
    "ROPE_STYLES",
    "Add",
    "AddBias",
    "Attention",
    "Embed",
    "Exp",
    "GemmF",
    "GemmQ",
    "GridRule",
    "KernelSpec",
    "KvWrite",
    "QR8Format",
    "QuantizeQ8",
    "RmsNorm",
    "Rope",
    "RopeTable",
    "Scale",
    "Softcap",
    "Swiglu",
    "act",
    "act_format",
    "f32_hex",
    "f64_hex",
    "gguf_block",
    "grid_of",
    "q8_block",
    "q8_row_bytes",
    "qr8_weight_bytes",
    "vector_registers",
]
