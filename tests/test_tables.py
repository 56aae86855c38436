"""Every table in README.md and docs/ equals what bench/tables.py renders from its results file."""

from dllmc.bench.tables import documents, render_document


def test_tables_match_their_results() -> None:
    stale = [str(d) for d in documents() if render_document(d.read_text()) != d.read_text()]
    assert not stale, f"run `python -m dllmc.bench.tables` to re-render: {stale}"


def test_every_table_is_rendered_somewhere() -> None:
    text = "".join(d.read_text() for d in documents())
    assert "<!-- table:logits -->" in text and "<!-- table:compile -->" in text


def test_every_gemm_probe_is_a_roofline_kind() -> None:
    """bench_step's floor divides each GEMM's work by the roofline kind GEMM_PROBES names: every
    one is a kind bench/roofline.c runs, for every CPU target with integer products."""
    from dllmc.bench.roofline import GEMM_PROBES, KINDS
    from dllmc.targets.cpu import CPU_TARGETS

    for name, t in CPU_TARGETS.items():
        if t.dot != "generic":
            assert set(GEMM_PROBES[name].values()) <= set(KINDS), name
            assert "*" in GEMM_PROBES[name], name
