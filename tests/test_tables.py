"""Every table in README.md and docs/ equals what bench/tables.py renders from its results file."""

from dllmc.bench.tables import documents, render_document


def test_tables_match_their_results() -> None:
    stale = [str(d) for d in documents() if render_document(d.read_text()) != d.read_text()]
    assert not stale, f"run `python -m dllmc.bench.tables` to re-render: {stale}"


def test_every_table_is_rendered_somewhere() -> None:
    text = "".join(d.read_text() for d in documents())
    assert "<!-- table:logits -->" in text and "<!-- table:compile -->" in text
