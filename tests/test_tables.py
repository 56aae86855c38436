"""Every table in README.md and docs/ equals what bench/tables.py renders from its results file."""

from dllmc.bench.tables import documents, render_document


def test_tables_match_their_results() -> None:
    stale = [str(d) for d in documents() if render_document(d.read_text()) != d.read_text()]
    assert not stale, f"run `python -m dllmc.bench.tables` to re-render: {stale}"


def test_every_table_is_rendered_somewhere() -> None:
    text = "".join(d.read_text() for d in documents())
    assert "<!-- table:logits -->" in text and "<!-- table:compile -->" in text


def test_bench_step_names_a_roofline_probe_for_every_integer_target() -> None:
    """bench_step's floor divides each GEMM's work by a roofline kind: every kind it names is
    one bench/roofline.c runs, for every CPU target with integer products."""
    from dllmc.bench.bench_step import PROBES, probe_of
    from dllmc.bench.roofline import KINDS
    from dllmc.targets.cpu import CPU_TARGETS

    assert {k for kinds in PROBES.values() for k in kinds.values()} <= set(KINDS)
    for name, t in CPU_TARGETS.items():
        if t.dot != "generic":
            assert all(probe_of(name, q) in KINDS for q in ("Q4_K", "Q6_K", "Q8_0"))
