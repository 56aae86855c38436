"""The whole compiler, stage by stage: GGUF -> model.so.

    read_gguf      the GGUF's header -> ModelSpec                (compiler/reader.py)
    build_graph    ModelSpec -> kernel graph                     (compiler/graph.py)
    specialize     graph -> kernel calls for one target (fused)  (compiler/specialize.py)
    schedule       calls -> plan: arena offsets, weight forms    (compiler/schedule.py)
    render         each kernel spec -> LLVM IR from a template   (compiler/render.py)
    compile_object LLVM IR -> object code, cached                (compiler/codegen.py)
    link           objects + plan.c + C runtime -> model.so      (compiler/link.py)

Every stage's output can be dumped (``dllmc compile --dump graph|plan|ll|asm``).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from dllmc.compiler.codegen import assembly, compile_object
from dllmc.compiler.errors import DllmcError
from dllmc.compiler.graph import Graph, build_graph
from dllmc.compiler.link import link
from dllmc.compiler.reader import read_gguf
from dllmc.compiler.schedule import CompileOptions, Plan, schedule
from dllmc.compiler.spec import ModelSpec
from dllmc.compiler.specialize import specialize
from dllmc.targets import get_target, host_target

DEFAULT_MAX_CANVAS = 512
DUMPS = ("graph", "plan", "ll", "asm")


@dataclass
class Compiled:
    """What one compile did, for the CLI's report and for tests."""

    spec: ModelSpec
    graph: Graph
    plan: Plan
    output: Path | None = None
    objects_built: int = 0
    objects_cached: int = 0
    seconds: dict[str, float] = field(default_factory=dict)


def plan_model(gguf: str | Path, target: str | None = None,
               max_canvas: int = DEFAULT_MAX_CANVAS) -> Compiled:
    """Read, build the graph, specialize and schedule: everything before code generation."""
    if max_canvas < 1:
        raise DllmcError(f"--max-canvas {max_canvas} is not positive", "pass a canvas length >= 1")
    t0 = time.perf_counter()
    spec = read_gguf(gguf)
    if max_canvas > spec.hparams.n_ctx_train:
        raise DllmcError(
            f"--max-canvas {max_canvas} exceeds the model's context length "
            f"{spec.hparams.n_ctx_train}",
            f"pass --max-canvas {spec.hparams.n_ctx_train} or less",
        )
    tgt = get_target(target) if target else host_target()
    graph = build_graph(spec)
    try:
        lowered = specialize(graph, tgt, max_canvas)
    except ValueError as e:  # a shape a kernel family cannot take
        raise DllmcError(f"cannot compile {spec.path.name}: {e}",
                         "this model has a width dllmc's kernels do not support yet") from None
    plan = schedule(spec, tgt, CompileOptions(tgt.name, max_canvas), lowered)
    return Compiled(spec, graph, plan, seconds={"plan": time.perf_counter() - t0})


def dump(compiled: Compiled, what: str) -> str:
    plan = compiled.plan
    if what == "graph":
        return "\n".join(
            f"{n.op.value:<10} {n.out.name:<9} <- {', '.join(v.name for v in n.inputs):<14}"
            f" {n.weight.name + ' ' + n.weight.type_name if n.weight else ''}"
            for n in compiled.graph.nodes
        )
    if what == "plan":
        return plan.describe()
    if what == "ll":
        return "\n".join(plan.kernel_ir.values())
    if what == "asm":
        return "\n".join(assembly(ir, plan.target, name) for name, ir in plan.kernel_ir.items())
    raise DllmcError(f"unknown dump {what!r}", f"use one of {', '.join(DUMPS)}")


def compile_model(gguf: str | Path, output: str | Path, target: str | None = None,
                  max_canvas: int = DEFAULT_MAX_CANVAS) -> Compiled:
    """GGUF -> shared library at ``output`` (written atomically)."""
    compiled = plan_model(gguf, target, max_canvas)
    plan = compiled.plan
    t0 = time.perf_counter()
    objects = []
    for symbol, ir in plan.kernel_ir.items():
        obj = compile_object(ir, plan.target, symbol)
        objects.append(obj.path)
        if obj.cached:
            compiled.objects_cached += 1
        else:
            compiled.objects_built += 1
    t1 = time.perf_counter()
    compiled.output = link(Path(output), plan.render_c(), objects)
    compiled.seconds |= {"codegen": t1 - t0, "link": time.perf_counter() - t1}
    return compiled
