"""The whole compiler, stage by stage: GGUF -> model.so.

    read_gguf      the GGUF's header -> ModelSpec                (compiler/reader.py)
    build_graph    ModelSpec -> kernel graph                     (compiler/graph.py)
    specialize     graph -> kernel calls for one target (fused)  (compiler/specialize.py)
    schedule       calls -> plan: arena offsets, weight forms    (compiler/schedule.py)
    gpu_plan       graph -> GPU launches, device arena, weights  (compiler/gpu_plan.py; with SMs)
    render         each kernel spec -> LLVM IR from a template   (compiler/render.py)
    compile_object LLVM IR -> object code, cached                (compiler/codegen.py)
    ptx_module     GPU kernel specs -> one PTX module per SM     (compiler/ptx.py)
    link           objects + plan.c (+ gpu_plan.c) + C runtime -> model.so  (compiler/link.py)

Every stage's output can be dumped (``dllmc compile --dump graph|plan|ll|asm``).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from dllmc.compiler.codegen import assembly, compile_object
from dllmc.compiler.errors import DllmcError
from dllmc.compiler.gpu_plan import GpuPlan, gpu_plan
from dllmc.compiler.graph import Graph, build_graph
from dllmc.compiler.link import link
from dllmc.compiler.ptx import cached_ptx_module
from dllmc.compiler.reader import read_gguf
from dllmc.compiler.schedule import CompileOptions, Plan, schedule
from dllmc.compiler.spec import ModelSpec
from dllmc.compiler.specialize import specialize
from dllmc.targets import GPU_TARGETS, parse_targets

DEFAULT_MAX_CANVAS = 512
DUMPS = ("graph", "plan", "ll", "asm")


@dataclass
class Compiled:
    """What one compile did, for the CLI's report and for tests."""

    spec: ModelSpec
    graph: Graph
    plan: Plan
    gpu: GpuPlan | None = None  # with GPU targets
    output: Path | None = None
    objects_built: int = 0
    objects_cached: int = 0
    ptx_cached: int = 0  # PTX modules (one per SM) that came from the cache
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
    targets = parse_targets(target)
    tgt = targets.cpu
    graph = build_graph(spec)
    try:
        lowered = specialize(graph, tgt, max_canvas)
        gpu = gpu_plan(spec, graph, targets.gpus, max_canvas) if targets.gpus else None
    except ValueError as e:  # a shape a kernel family cannot take
        raise DllmcError(f"cannot compile {spec.path.name}: {e}",
                         "this model has a width dllmc's kernels do not support yet") from None
    options = CompileOptions(tgt.name, max_canvas, tuple(t.name for t in targets.gpus))
    plan = schedule(spec, tgt, options, lowered)
    return Compiled(spec, graph, plan, gpu=gpu, seconds={"plan": time.perf_counter() - t0})


def dump(compiled: Compiled, what: str) -> str:
    plan = compiled.plan
    if what == "graph":
        return "\n".join(
            f"{n.op.value:<10} {n.out.name:<9} <- {', '.join(v.name for v in n.inputs):<14}"
            f" {n.weight.name + ' ' + n.weight.type_name if n.weight else ''}"
            for n in compiled.graph.nodes
        )
    if what == "plan":
        return plan.describe() + (f"\n{compiled.gpu.describe()}" if compiled.gpu else "")
    if what == "ll":
        return "\n".join(plan.kernel_ir.values())
    if what == "asm":
        return "\n".join(assembly(ir, plan.target, name) for name, ir in plan.kernel_ir.items())
    raise DllmcError(f"unknown dump {what!r}", f"use one of {', '.join(DUMPS)}")


def ptx_modules(compiled: Compiled, sms: tuple[str, ...] | None = None) -> dict[str, str]:
    """The PTX module of every GPU target (or of ``sms``), through the object cache."""
    assert compiled.gpu is not None
    modules = {}
    for sm in compiled.gpu.targets if sms is None else sms:
        modules[sm], cached = cached_ptx_module(compiled.gpu.kernels[sm], GPU_TARGETS[sm])
        compiled.ptx_cached += cached
    return modules


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
    gpu_source = None
    if compiled.gpu is not None:
        gpu_source = compiled.gpu.render_c(ptx_modules(compiled))
    t1 = time.perf_counter()
    compiled.output = link(Path(output), plan.render_c(), objects, gpu_source=gpu_source)
    compiled.seconds |= {"codegen": t1 - t0, "link": time.perf_counter() - t1}
    return compiled
