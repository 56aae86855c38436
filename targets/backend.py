"""Backends, as data: what the one lowering (compiler/specialize.py) and the one placement
(compiler/schedule.py) need to know about a kind of target.

Every CPU target has the ``cpu`` backend and every GPU target the ``gpu`` one
(``target.backend``).  This table is the whole of "where a backend differs" before the
templates: which weight types each GEMM family takes and in which form, which activation
format an integer GEMM reads, whether the embedding is a kernel, where the canvas's inputs
and outputs live, how the RoPE table is built, the buffer alignment.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from dllmc.compiler.base.layouts import QR8_FORMATS, ActFormat, Form
from dllmc.compiler.base.settings import DEFAULT_ACT_BLOCKS

# --act-blocks -> the QR8Format property naming a K-quant's activation format on a per256
# backend ("32": the backend's own, q8_0)
_KQUANT_ACTS = {"256": "superblock_act", "256/32": "substep_act"}

FLOAT_TYPES = ("F32", "F16", "BF16")


@dataclass(frozen=True)
class Backend:
    kind: str  # "cpu" | "gpu": the spec checks and templates of this kind apply
    align: int  # byte alignment of every arena buffer (and, on the GPU, every weight)
    int_gemm: Mapping[str, str]  # weight type -> the activation format its integer GEMM reads
    int_form: Form  # the form of those weights
    float_gemm: tuple[str, ...]  # weight types the float GEMM reads in their own element type
    float_form: Form
    convert_to: str | None  # any other matrix: dequantized at load to this float type
    convert_form: Form | None
    float_elems: Mapping[str, str]  # float weight type -> the LLVM IR type the templates load
    embed_types: tuple[str, ...] | None  # what an embedding kernel decodes; None: the runtime's
    # builtin reads every type (no kernel)
    io_in_arena: bool  # token ids, selected rows and logits are arena buffers (else: the
    # caller's memory, passed to each call)
    rope_table_step: bool  # the RoPE table is an init step of the plan (else: built on the
    # host by the CPU kernel and uploaded)
    sampler_kernels: bool  # the plan carries the sampler's vocabulary kernels
    experts: bool  # runs mixtures of experts (the runtime's route and combine builtins)
    vectorize: bool  # LLVM's loop and SLP vectorizers in the O3 pipeline
    per256: bool = False  # its integer GEMMs read the K-quants' per-256 formats (--act-blocks
    # 256/32, the default, and 256); a backend without them ignores the option
    join_steps: bool = False  # its runtime runs a step and the ones joined to it (GEMMs on
    # one input) in one parallel region: schedule sets their join (the GPU launches each)

    def int_formats(self, act_blocks: str = DEFAULT_ACT_BLOCKS) -> Mapping[str, str]:
        """Weight type -> the activation format its integer GEMM reads under ``--act-blocks``:
        :attr:`int_gemm` (q8_0), with, on a :attr:`per256` backend, each K-quant's per-256
        format: q8_Ks at 256/32 (``QR8Format.substep_act``), llama.cpp's q8_K (q8_Ku for Q6_K)
        at 256 (``superblock_act``); the legacy types keep q8_0."""
        which = _KQUANT_ACTS.get(act_blocks) if self.per256 else None
        if which is None:
            return self.int_gemm
        return {t: getattr(QR8_FORMATS[t], which) or f for t, f in self.int_gemm.items()}

    def matrix(self, type_name: str) -> tuple[str, Form, str | None]:
        """How a matrix of ``type_name`` is multiplied: (the kernel's weight type, the weight's
        form, the activation format for the integer GEMM or None for the float one)."""
        if type_name in self.int_gemm:
            return type_name, self.int_form, self.int_gemm[type_name]
        if type_name in self.float_gemm or self.convert_to is None:
            return type_name, self.float_form, None  # the float GEMM rejects what it cannot read
        assert self.convert_form is not None
        return self.convert_to, self.convert_form, None

    def embedding(self, type_name: str) -> tuple[str, Form]:
        """(the type an embedding kernel decodes, the table's form)."""
        if self.embed_types is None or type_name in self.embed_types:
            return type_name, Form.RAW
        assert self.convert_to is not None and self.convert_form is not None
        return self.convert_to, self.convert_form


CPU_BACKEND = Backend(
    kind="cpu",
    align=64,
    int_gemm={t: f.act_format for t, f in QR8_FORMATS.items()},
    int_form=Form.QR8,
    float_gemm=FLOAT_TYPES,
    float_form=Form.FR8,
    convert_to=None,
    convert_form=None,
    float_elems={"F32": "float", "F16": "half", "BF16": "i16"},
    embed_types=None,
    io_in_arena=False,
    rope_table_step=True,
    sampler_kernels=True,
    experts=True,
    vectorize=True,
    per256=True,
    join_steps=True,
)

GPU_BACKEND = Backend(
    kind="gpu",
    align=256,  # cudaMalloc's own alignment
    # the int8 tensor-core GEMM reads these in their GGUF blocks, with q8_0 activations
    int_gemm={"Q4_K": ActFormat.Q8_0.value, "Q6_K": ActFormat.Q8_0.value},
    int_form=Form.RAW,
    float_gemm=FLOAT_TYPES,
    float_form=Form.RAW,
    convert_to="F16",
    convert_form=Form.F16,
    float_elems={"F32": "float", "F16": "half", "BF16": "bfloat"},
    embed_types=("F32", "F16", "BF16", "Q8_0", "Q4_K", "Q6_K"),
    io_in_arena=True,
    rope_table_step=False,
    sampler_kernels=False,
    experts=False,  # dllmc_cuda.c has no route / combine yet (docs/moe.md)
    vectorize=False,  # the tensor-core GEMMs read q8_0 only: --act-blocks 256 leaves them so
)

BACKENDS = {b.kind: b for b in (CPU_BACKEND, GPU_BACKEND)}

__all__ = ["BACKENDS", "CPU_BACKEND", "FLOAT_TYPES", "GPU_BACKEND", "Backend"]
