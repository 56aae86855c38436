"""The whole compiler, stage by stage: GGUF -> model.so.

    read_gguf      the GGUF's header -> ModelSpec                    (compiler/base/reader.py)
    build_graph    ModelSpec -> kernel graph                         (compiler/graph.py)
    lower          graph -> kernel calls for one target, fused       (compiler/specialize.py)
    schedule       calls -> plan: arena offsets, weight forms, steps (compiler/schedule.py)
    render         each kernel spec -> LLVM IR from a template       (compiler/render.py)
    compile_object LLVM IR -> object code, cached                    (compiler/codegen.py)
    ptx_module     a GPU plan's kernels -> one PTX module per SM     (compiler/ptx.py)
    link           objects + plan.c (+ gpu_plan.c) + C runtime -> model.so  (compiler/link.py)

The CPU target and every GPU target go through the same ``lower`` and ``schedule``: one plan
each (the GPU plans differ from one another only in their kernels' target).  Every stage's
output can be dumped (``dllmc compile --dump graph|plan|ll|asm``).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from dllmc.compiler.base.cache import cache_dir, content_digest, hold
from dllmc.compiler.base.errors import DllmcError
from dllmc.compiler.base.reader import read_gguf
from dllmc.compiler.base.settings import DEFAULT_ACT_BLOCKS, DEFAULT_MAX_CANVAS, check_act_blocks
from dllmc.compiler.base.spec import ModelSpec
from dllmc.compiler.codegen import assembly, compile_object
from dllmc.compiler.graph import Graph, build_graph
from dllmc.compiler.link import link
from dllmc.compiler.ptx import cached_ptx_module
from dllmc.compiler.schedule import CompileOptions, Plan, render_gpu_c, schedule
from dllmc.compiler.specialize import lower
from dllmc.targets import parse_targets

DUMPS = ("graph", "plan", "ll", "asm")


@dataclass
class Compiled:
    """What one compile did, for the CLI's report and for tests."""

    spec: ModelSpec
    graph: Graph
    plan: Plan
    gpu: tuple[Plan, ...] = ()  # one plan per GPU target, in SM order
    output: Path | None = None
    objects_built: int = 0
    objects_cached: int = 0
    ptx_cached: int = 0  # PTX modules (one per SM) that came from the cache
    seconds: dict[str, float] = field(default_factory=dict)

    def gpu_plan(self, sm: str) -> Plan:
        return next(p for p in self.gpu if p.target.name == sm)


def plan_model(gguf: str | Path, target: str | None = None,
               max_canvas: int = DEFAULT_MAX_CANVAS,
               act_blocks: int | str = DEFAULT_ACT_BLOCKS) -> Compiled:
    """Read, build the graph, lower and schedule for every target: everything before code
    generation.  The plans' options hash is the content key of what they generate (and of
    the options).  ``act_blocks`` (``--act-blocks``): the activation scales of the CPU's
    K-quant GEMMs, 256/32, 32 or 256 (the GPU's read q8_0 whatever it says)."""
    act_blocks = check_act_blocks(act_blocks)
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
    graph = build_graph(spec)
    options = CompileOptions(targets.cpu.name, max_canvas, tuple(t.name for t in targets.gpus),
                             act_blocks)
    try:
        plans = [schedule(spec, t, options, lower(graph, t, max_canvas, act_blocks))
                 for t in (targets.cpu, *targets.gpus)]
    except ValueError as e:  # a shape a kernel family cannot take
        raise DllmcError(f"cannot compile {spec.path.name}: {e}",
                         "this model has a width dllmc's kernels do not support yet") from None
    digest = content_digest([repr(options), *(text for p in plans for text in p.generated())])
    plan, *gpu = (p.with_hash(digest) for p in plans)
    return Compiled(spec, graph, plan, gpu=tuple(gpu), seconds={"plan": time.perf_counter() - t0})


def dump(compiled: Compiled, what: str) -> str:
    plan = compiled.plan
    if what == "graph":
        return "\n".join(
            f"{n.op.value:<10} {n.out.name:<9} <- {', '.join(v.name for v in n.inputs):<14}"
            f" {n.weight.name + ' ' + n.weight.type_name if n.weight else ''}"
            for n in compiled.graph.nodes
        )
    if what == "plan":
        return "\n".join(p.describe() for p in (plan, *compiled.gpu[:1]))
    if what == "ll":
        return "\n".join(plan.kernel_ir.values())
    if what == "asm":
        return "\n".join(assembly(ir, plan.target, name) for name, ir in plan.kernel_ir.items())
    raise DllmcError(f"unknown dump {what!r}", f"use one of {', '.join(DUMPS)}")


def ptx_modules(compiled: Compiled, sms: tuple[str, ...] | None = None) -> dict[str, str]:
    """The PTX module of every GPU target (or of ``sms``), through the object cache."""
    modules = {}
    for p in compiled.gpu:
        if sms is None or p.target.name in sms:
            modules[p.target.name], cached = cached_ptx_module(p.kernels, p.target)
            compiled.ptx_cached += cached
    return modules


def compile_model(gguf: str | Path, output: str | Path, target: str | None = None,
                  max_canvas: int = DEFAULT_MAX_CANVAS,
                  act_blocks: int | str = DEFAULT_ACT_BLOCKS) -> Compiled:
    """GGUF -> shared library at ``output`` (written atomically)."""
    return compile_planned(plan_model(gguf, target, max_canvas, act_blocks), output)


def compile_planned(compiled: Compiled, output: str | Path) -> Compiled:
    """Code generation and link of a planned model (:func:`plan_model`)."""
    plan = compiled.plan
    t0 = time.perf_counter()
    objects = []
    in_use = hold(cache_dir("objects"))  # `dllmc cache clean` waits for the link
    try:
        for symbol, ir in plan.kernel_ir.items():
            obj = compile_object(ir, plan.target, symbol)
            objects.append(obj.path)
            if obj.cached:
                compiled.objects_cached += 1
            else:
                compiled.objects_built += 1
        gpu_source = render_gpu_c(compiled.gpu, ptx_modules(compiled)) if compiled.gpu else None
        t1 = time.perf_counter()
        compiled.output = link(Path(output), plan.render_c(), objects, gpu_source=gpu_source)
    finally:
        in_use.release()
    compiled.seconds |= {"codegen": t1 - t0, "link": time.perf_counter() - t1}
    return compiled


__all__ = ["DUMPS", "Compiled", "compile_model", "compile_planned", "dump",
           "plan_model", "ptx_modules"]
