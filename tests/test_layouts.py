"""The layout facts have one source (compiler/base/layouts.py); the C runtime's copies of them are
checked here and fail on any drift: the enums of runtime/executor/dllmc_runtime.h, the type table
(QTYPES) of runtime/executor/dllmc_runtime.c, and the GGUF block sizes against the ``gguf`` package."""

from __future__ import annotations

import re
from pathlib import Path

import gguf

from dllmc.compiler.base.layouts import (
    FR8_ELEMENTS,
    QR8_FORMATS,
    SAMPLE_ENTROPY,
    SUBSTEPS,
    ActFormat,
    Form,
    Pass,
    Rows,
    Sampler,
    StepKind,
    gguf_block,
    q8_row_bytes,
)
from dllmc.compiler.base.spec import Gating
from dllmc.targets.backend import BACKENDS
from dllmc.tests import layouts

RUNTIME = Path(__file__).resolve().parents[1] / "runtime" / "executor"


def c_enum(text: str, name: str) -> dict[str, int]:
    body = re.search(rf"enum {name} \{{(.*?)\}};", text, re.S)
    assert body, name
    body_text = re.sub(r"/\*.*?\*/", "", body.group(1), flags=re.S)
    return {m.group(1): int(m.group(2)) for m in re.finditer(r"(\w+)\s*=\s*(\d+)", body_text)}


def test_header_enums_are_the_layouts() -> None:
    h = (RUNTIME / "dllmc_runtime.h").read_text()
    assert c_enum(h, "dllmc_form") == {f.c_name: i for i, f in enumerate(Form)}
    assert c_enum(h, "dllmc_rows") == {r.c_name: r.value for r in Rows}
    assert c_enum(h, "dllmc_sampler") == {s.c_name: s.value for s in Sampler}
    assert c_enum(h, "dllmc_step_kind") == {k.c_name: k.value for k in StepKind}
    assert c_enum(h, "dllmc_pass") == {p.c_name: p.value for p in Pass}
    assert c_enum(h, "dllmc_gating") == {f"DLLMC_GATING_{g.name}": g.value for g in Gating}
    assert re.search(rf"#define DLLMC_SAMPLE_ENTROPY {SAMPLE_ENTROPY}\b", h)


def test_runtime_type_table_is_the_layouts() -> None:
    """QTYPES: {id, name, block, block_bytes, elem_bytes, G, bits, offset, has_min, kquant,
    decode}; its offset is subtracted (u - offset), QR8Format's added (u + offset)."""
    c = (RUNTIME / "dllmc_runtime.c").read_text()
    table = re.search(r"static const qtype QTYPES\[\] = \{(.*?)\n\};", c, re.S)
    assert table
    rows = re.findall(r'\{(\d+), "(\w+)", (\d+), (\d+), (\d+), (\d+), (\d+), (\d+), (\d+), (\d+),',
                      table.group(1))
    seen = set()
    for ident, name, block, block_bytes, elem, g, bits, offset, has_min, kquant in rows:
        seen.add(name)
        assert int(ident) == int(gguf.GGMLQuantizationType[name]), name
        assert (int(block), int(block_bytes)) == gguf_block(name) == tuple(
            gguf.GGML_QUANT_SIZES[gguf.GGMLQuantizationType[name]]), name
        if name in FR8_ELEMENTS:
            assert int(elem) == FR8_ELEMENTS[name][1] and int(g) == 0, name
            continue
        f = QR8_FORMATS[name]
        assert (int(g), int(bits), -int(offset), bool(int(has_min)), bool(int(kquant))) == (
            f.G, f.bits, f.offset, f.free_min, bool(f.superblock)), name
    assert seen == set(QR8_FORMATS) | set(FR8_ELEMENTS)


def test_formats_and_backends() -> None:
    assert [f.value for f in ActFormat] == ["q8_0", "q8_K", "q8_Ku", "q8_Ks"]
    assert q8_row_bytes(256, "q8_0") == 256 + 32 + 64 and q8_row_bytes(256, "q8_K") == 256 + 4 + 32 + 16
    assert q8_row_bytes(256, "q8_Ks") == q8_row_bytes(256, "q8_K") + 32 == layouts.q8ks_row_bytes(256)
    assert SUBSTEPS == layouts.SUBSTEPS == ActFormat.Q8_KS.steps
    cpu, gpu = BACKENDS["cpu"], BACKENDS["gpu"]
    assert dict(cpu.int_gemm) == {t: f.act_format for t, f in QR8_FORMATS.items()}
    # every CPU integer GEMM reads q8_0 (a scale per 32); the K-quants' per-256 formats on demand
    assert set(cpu.int_gemm.values()) == {"q8_0"}
    assert {t: f.superblock_act for t, f in QR8_FORMATS.items() if f.superblock_act} == {
        "Q4_K": "q8_K", "Q5_K": "q8_K", "Q6_K": "q8_Ku"}
    assert {t: f.substep_act for t, f in QR8_FORMATS.items() if f.substep_act} == {
        "Q4_K": "q8_Ks", "Q5_K": "q8_Ks", "Q6_K": "q8_Ks"}
    for t in QR8_FORMATS:  # the oracle agrees, setting by setting
        assert cpu.int_formats("256/32")[t] == layouts.act_format(t, "256/32")
        assert cpu.int_formats("256")[t] == layouts.act_format(t, "256")
        assert cpu.int_formats("32")[t] == layouts.act_format(t, "32") == "q8_0"
    assert gpu.int_formats("256/32") == gpu.int_formats("256") == gpu.int_gemm
    assert set(gpu.int_gemm) <= set(QR8_FORMATS) and set(gpu.int_gemm.values()) == {"q8_0"}
    for be in (cpu, gpu):
        assert set(be.float_elems) == set(be.float_gemm) == set(FR8_ELEMENTS)
    assert cpu.matrix("Q6_K") == ("Q6_K", Form.QR8, "q8_0")
    assert gpu.matrix("Q6_K") == ("Q6_K", Form.RAW, "q8_0")
    assert gpu.matrix("Q5_0") == ("F16", Form.F16, None) and cpu.matrix("BF16") == ("BF16", Form.FR8, None)
    assert gpu.embedding("Q5_0") == ("F16", Form.F16) and cpu.embedding("Q5_0") == ("Q5_0", Form.RAW)
