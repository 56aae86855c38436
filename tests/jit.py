"""Kernels compiled in-process (llvmlite MCJIT, the compiler's O3 pipeline) and run from
Python, on whatever x86-64 CPU the suite finds itself on.

What a kernel may be run as is decided from the instructions its IR actually calls
(:func:`plan`), never from its target's name:

* natively, for its own target, when this CPU has the target's features;
* else on the best target this CPU runs (``host_target()``), with each x86 intrinsic that
  machine cannot select replaced by its definition in plain IR (:data:`EMULATIONS`): the
  kernel's code path (its template's branches, tiles, wide microkernel) with another
  instruction set.  Every emulation is bit for bit the instruction on its domain (the tests
  compare them on a CPU that has the instruction, ``test_emulations_are_the_instructions``);
* else skipped, with the intrinsic and the reason it is not emulated.

LLVM is never handed an intrinsic its machine cannot select: it aborts the process rather
than raising.  ``DLLMC_HOST_CPU=avx2`` hides the CPU's features beyond AVX2 from this choice
(dllmc.targets), which is how CI runs the AVX2 path on an AVX-512 machine.
"""

from __future__ import annotations

import ctypes
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

import llvmlite.binding as llvm
import numpy as np
import pytest

from dllmc.compiler.render import render
from dllmc.targets import host_features, host_target, missing_features
from dllmc.targets.cpu import CpuTarget, unselectable, x86_intrinsics


class Args(ctypes.Structure):
    """struct dllmc_args (runtime/executor/dllmc_runtime.h)."""

    _fields_ = [("w", ctypes.c_void_p), ("x", ctypes.c_void_p), ("x2", ctypes.c_void_p),
                ("x3", ctypes.c_void_p), ("y", ctypes.c_void_p), ("rows", ctypes.c_void_p),
                ("m", ctypes.c_int64)]


_KERNEL_FN = ctypes.CFUNCTYPE(None, ctypes.POINTER(Args), ctypes.c_int64, ctypes.c_int64)
_ITEMS_FN = ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_int64)


# ----------------------------------------------------------------------------- emulations


def _v(n: int, ty: str, value: int) -> str:
    return f"<{', '.join([f'{ty} {value}'] * n)}>"


def _pick(n: int, j: int, k: int) -> str:
    return f"<{n} x i32> <{', '.join(f'i32 {k * i + j}' for i in range(n))}>"


def _vpdpbusd(w: int) -> Callable[[str], str]:
    """vpdpbusd on ``w`` lanes: unsigned bytes of the second operand times signed bytes of the
    third, summed by 4 into the first (wrapping, as the instruction does)."""
    vi, vb, vh, vp = f"<{w} x i32>", f"<{4 * w} x i8>", f"<{4 * w} x i16>", f"<{2 * w} x i32>"

    def define(name: str) -> str:
        return "\n".join([
            f"define internal {vi} {name}({vi} %c, {vi} %a, {vi} %b) #0 {{",
            f"  %ab = bitcast {vi} %a to {vb}", f"  %bb = bitcast {vi} %b to {vb}",
            f"  %az = zext {vb} %ab to {vh}", f"  %bs = sext {vb} %bb to {vh}",
            f"  %p = mul {vh} %az, %bs",  # exact: 255 * 128 < 2^15
            f"  %pe = shufflevector {vh} %p, {vh} poison, {_pick(2 * w, 0, 2)}",
            f"  %po = shufflevector {vh} %p, {vh} poison, {_pick(2 * w, 1, 2)}",
            f"  %pe4 = sext <{2 * w} x i16> %pe to {vp}",
            f"  %po4 = sext <{2 * w} x i16> %po to {vp}",
            f"  %q = add {vp} %pe4, %po4",
            f"  %qe = shufflevector {vp} %q, {vp} poison, {_pick(w, 0, 2)}",
            f"  %qo = shufflevector {vp} %q, {vp} poison, {_pick(w, 1, 2)}",
            f"  %s0 = add {vi} %qe, %qo", f"  %s = add {vi} %c, %s0", f"  ret {vi} %s", "}"])

    return define


def _pmaddwd16(name: str) -> str:
    """vpmaddwd on 16 lanes: signed 16-bit pairs multiplied and each pair summed into a 32-bit
    lane (wrapping, as the instruction does for -32768 * -32768 twice)."""
    vh, vw, vi = "<32 x i16>", "<32 x i32>", "<16 x i32>"
    return "\n".join([
        f"define internal {vi} {name}({vh} %a, {vh} %b) #0 {{",
        f"  %aw = sext {vh} %a to {vw}", f"  %bw = sext {vh} %b to {vw}",
        f"  %p = mul {vw} %aw, %bw",
        f"  %pe = shufflevector {vw} %p, {vw} poison, {_pick(16, 0, 2)}",
        f"  %po = shufflevector {vw} %p, {vw} poison, {_pick(16, 1, 2)}",
        f"  %s = add {vi} %pe, %po", f"  ret {vi} %s", "}"])


def _scalef16(name: str) -> str:
    """vscalefps (all lanes, the current rounding): a * 2^floor(b) rounded once, as two
    multiplies by powers of two built from exponent bits, 2^(j >> 1) then 2^(j - (j >> 1)):
    the first is exact while a * 2^(j >> 1) is a normal float, the second rounds once (a
    subnormal or overflowing result included).  Domain: what vexp_scalef calls it with
    (templates/x86/_math.ll.j2): a in [0.7, 1.5], b an integer in [-159, 129]."""
    v, vi = "<16 x float>", "<16 x i32>"
    return "\n".join([
        f"define internal {v} {name}({v} %a, {v} %b, {v} %src, i16 %k, i32 %r) #0 {{",
        f"  %fb = call {v} @llvm.floor.v16f32({v} %b)",
        f"  %j = fptosi {v} %fb to {vi}",
        f"  %ja = ashr {vi} %j, {_v(16, 'i32', 1)}",
        f"  %jb = sub {vi} %j, %ja",
        f"  %ea = add {vi} %ja, {_v(16, 'i32', 127)}",
        f"  %eb = add {vi} %jb, {_v(16, 'i32', 127)}",
        f"  %ba = shl {vi} %ea, {_v(16, 'i32', 23)}",
        f"  %bb = shl {vi} %eb, {_v(16, 'i32', 23)}",
        f"  %sa = bitcast {vi} %ba to {v}", f"  %sb = bitcast {vi} %bb to {v}",
        f"  %ya = fmul {v} %a, %sa", f"  %y = fmul {v} %ya, %sb", f"  ret {v} %y", "}",
        f"declare {v} @llvm.floor.v16f32({v})"])


@dataclass(frozen=True)
class Emulation:
    define: Callable[[str], str]  # name -> an internal function with the intrinsic's signature
    calls: str = ""  # a pattern every call's arguments must end with (the domain's operands)


# intrinsic -> its emulation.  Not emulated: llvm.x86.avx512bf16.dpbf16ps.512 (vdpbf16ps
# rounds each product pair and flushes denormal inputs and results to zero: a definition that
# agrees bit for bit is long, and the avx512bf16 target is opt-in).
EMULATIONS: dict[str, Emulation] = {
    "llvm.x86.avx512.vpdpbusd.256": Emulation(_vpdpbusd(8)),
    "llvm.x86.avx512.vpdpbusd.512": Emulation(_vpdpbusd(16)),
    "llvm.x86.avx512.pmaddw.d.512": Emulation(_pmaddwd16),
    # the full mask and rounding 4 (the current direction): the only form the templates use
    "llvm.x86.avx512.mask.scalef.ps.512": Emulation(_scalef16, calls=r"i16 -1, i32 4\)"),
}
NOT_EMULATED = {
    "llvm.x86.avx512bf16.dpbf16ps.512": "vdpbf16ps's rounding (flush to zero, per pair) is "
                                        "not emulated",
}


def emulate(ir: str, intrinsics: list[str], machine: CpuTarget) -> str:
    """``ir`` with each of ``intrinsics`` replaced by its emulation and the function
    attributes of ``machine`` (so LLVM selects only that machine's instructions)."""
    for name in intrinsics:
        emu = EMULATIONS[name]
        local = "@emu." + name.removeprefix("llvm.x86.")
        calls = re.findall(rf"\bcall .*@{re.escape(name)}\((.*)$", ir, re.M)
        assert all(re.search(emu.calls + "$", c) for c in calls), (name, calls)
        decl = re.search(rf"^declare [^\n]*@{re.escape(name)}\([^\n]*$", ir, re.M)
        assert decl, name
        ir = ir.replace(decl[0], emu.define(local)).replace(f"@{name}(", f"{local}(")
    attrs = re.compile(r'"target-cpu"="[^"]*" "target-features"="[^"]*"')
    return attrs.sub(f'"target-cpu"="{machine.cpu}" "target-features"="{machine.features}"', ir)


# ----------------------------------------------------------------------------- the choice


@dataclass(frozen=True)
class Plan:
    """How a module of ``target`` runs here: compiled for ``machine`` with ``emulated``
    replaced; or not at all (``skip`` says why)."""

    machine: CpuTarget
    emulated: tuple[str, ...] = ()
    skip: str = ""


def plan(ir: str, target: CpuTarget) -> Plan:
    if not missing_features(target):
        return Plan(target)
    machine = host_target()
    cannot = unselectable(ir, host_features() & set(machine.requires))
    lacking = ", ".join(missing_features(target))
    for name, need in cannot.items():
        if name not in EMULATIONS:
            why = NOT_EMULATED.get(name, f"{name} is not emulated (tests/jit.py EMULATIONS)")
            return Plan(machine, skip=f"this CPU lacks {lacking}: {target.name}'s kernel calls "
                                      f"{name} (needs {need}); {why}")
    return Plan(machine, tuple(cannot))


# ----------------------------------------------------------------------------- compiling


def target_machine(target: CpuTarget) -> llvm.TargetMachine:
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    return llvm.Target.from_triple(target.triple).create_target_machine(
        cpu=target.cpu, features=target.features, opt=3, reloc="pic")


pass_machine = cache(target_machine)  # for the pass builder; an MCJIT engine owns its own


def optimized(ir: str, machine: CpuTarget) -> llvm.ModuleRef:
    module = llvm.parse_assembly(ir)
    module.verify()
    pto = llvm.create_pipeline_tuning_options(speed_level=3)
    pb = llvm.create_pass_builder(pass_machine(machine), pto)
    pb.getModulePassManager().run(module, pb)
    return module


def assembly(spec) -> str:
    """The kernel's assembly for its own target (compile only: runs on any machine)."""
    return pass_machine(spec.target).emit_assembly(optimized(render(spec, spec.target),
                                                             spec.target))


class Engine:
    """An IR module compiled in-process as :func:`plan` decides (``how`` forces a plan)."""

    def __init__(self, ir: str, target: CpuTarget, how: Plan | None = None) -> None:
        self.plan = how or plan(ir, target)
        assert not self.plan.skip, self.plan.skip
        if self.plan.emulated or self.plan.machine is not target:
            ir = emulate(ir, list(self.plan.emulated), self.plan.machine)
        assert not unselectable(ir, host_features() & set(self.plan.machine.requires)), \
            x86_intrinsics(ir)  # never hand LLVM what it cannot select: it aborts
        self.engine = llvm.create_mcjit_compiler(optimized(ir, self.plan.machine),
                                                 target_machine(self.plan.machine))
        self.engine.finalize_object()

    def address(self, symbol: str) -> int:
        return self.engine.get_function_address(symbol)


class Compiled:
    """One kernel compiled in-process; call it like the runtime does: items [0, items(m))."""

    def __init__(self, spec, how: Plan | None = None) -> None:
        self.spec = spec
        self.module = Engine(render(spec, spec.target), spec.target, how)
        self.fn = _KERNEL_FN(self.module.address(spec.symbol))
        self.items = _ITEMS_FN(self.module.address(spec.symbol + "_items"))

    def __call__(self, *, m: int, y: np.ndarray, w=None, x=None, x2=None, x3=None,
                 rows=None, order: str = "forward") -> np.ndarray:
        arrays = (w, x, x2, x3, y, rows)
        for a in arrays:
            assert a is None or a.flags.c_contiguous
        args = Args(*(None if a is None else a.ctypes.data for a in arrays), m)
        n = self.items(m)
        assert n == self.spec.items(m)
        if order == "forward":
            self.fn(ctypes.byref(args), 0, n)
        else:  # one item per call, last first: items must be independent
            for i in reversed(range(n)):
                self.fn(ctypes.byref(args), i, i + 1)
        return y


@cache
def compiled(spec) -> Compiled:
    """The kernel as this CPU can run it (:func:`plan`), or the test skipped with the reason."""
    how = plan(render(spec, spec.target), spec.target)
    if how.skip:
        pytest.skip(how.skip)
    return Compiled(spec, how)
