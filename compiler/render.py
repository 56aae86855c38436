"""Render stage: a kernel spec + a target -> LLVM IR text, from a Jinja2 template.

Templates live in ``templates/<target.template_dir>/<spec.template>.ll.j2``.  They hold loops
and ifs only; every decision (tile sizes, which unpack, which dot product) is a field of the
frozen spec or target they receive as ``k`` and ``t``.  Undefined names are errors.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Protocol

import jinja2


class KernelSpec(Protocol):
    """What every kernel spec provides (see :mod:`dllmc.compiler.kernels`)."""

    @property
    def template(self) -> str: ...

    @property
    def symbol(self) -> str: ...


@cache
def environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.PackageLoader("dllmc.templates", ""),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )


def render(spec: KernelSpec, target: Any) -> str:
    """LLVM IR text of one kernel module for ``target``."""
    template = environment().get_template(f"{target.template_dir}/{spec.template}.ll.j2")
    return template.render(k=spec, t=target)
