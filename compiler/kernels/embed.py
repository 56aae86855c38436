"""Token embedding: :class:`Embed`, the rows of token_embd decoded from their GGUF blocks
(GPU; the CPU runtime's builtin decodes every type)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dllmc.compiler.base.layouts import gguf_block
from dllmc.compiler.kernels.spec import GridRule, KernelSpec, _elementwise_grid


@dataclass(frozen=True, kw_only=True)
class Embed(KernelSpec):
    """y[i] = dequant(W row x[i]) for i < m: x = token ids (int32), W = token_embd in its GGUF
    blocks (a type of the backend's ``embed_types``), y float32 [m][n_embd].  GPU: one thread
    per output element.  (The CPU backend has no embedding kernel: its runtime's builtin
    decodes every type.)"""

    ggml_type: str
    n_embd: int
    template: ClassVar[str] = "embed"

    def __post_init__(self) -> None:
        types = self.target.backend.embed_types or ()
        if self.ggml_type not in types:
            raise ValueError(f"embed ({self.target.kind}): no decoder for {self.ggml_type} "
                             f"(types: {', '.join(types)})")
        if self.n_embd % self.per_block:
            raise ValueError(f"embed ({self.target.kind}): n_embd {self.n_embd} is not a "
                             f"multiple of the {self.ggml_type} block")

    @property
    def name(self) -> str:
        return f"_{self.ggml_type.lower()}_n{self.n_embd}"

    @property
    def block_bytes(self) -> int:
        return gguf_block(self.ggml_type)[1]

    @property
    def per_block(self) -> int:
        return gguf_block(self.ggml_type)[0]

    @property
    def row_bytes(self) -> int:
        return self.n_embd // self.per_block * self.block_bytes

    @property
    def grid_rule(self) -> GridRule:
        return _elementwise_grid(self, self.n_embd)

    @property
    def grid_doc(self) -> str:
        return f"(ceil({self.n_embd}/{self.threads}), m, 1): thread = one element"
