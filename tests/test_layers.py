"""The product's layers import one way (docs/architecture.md).

Every module of the product (compiler/, targets/, templates/, runtime/ and the package root)
belongs to the layer of the longest folder prefix in :data:`LAYERS`, and may import only
from its own layer and the layers it names.  The test reads every import statement, at the
top of a module or inside a function, and fails on each arrow that points up or sideways
(the compiler and the executor stand side by side over the base: neither imports the
other), naming the file and the line.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# the package's folders (pyproject.toml's package-dir) that are product, not tests or bench
PRODUCT = {"dllmc": ROOT / "compiler" / "_root", "dllmc.compiler": ROOT / "compiler",
           "dllmc.targets": ROOT / "targets", "dllmc.templates": ROOT / "templates",
           "dllmc.runtime": ROOT / "runtime"}
_ALL = ("base", "targets", "compiler", "executor", "text", "decoding", "models", "serving")
# (layer, its modules' name prefixes, the layers it may import besides itself), bottom first
LAYERS: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...] = (
    ("base", ("dllmc.compiler.base",), ()),
    ("targets", ("dllmc.targets",), ("base",)),
    ("compiler", ("dllmc.compiler", "dllmc.templates"), ("base", "targets")),
    ("executor", ("dllmc.runtime.executor",), ("base", "targets")),
    ("text", ("dllmc.runtime.text",), ("base",)),
    ("decoding", ("dllmc.runtime.decoding",), ("base", "executor")),
    ("models", ("dllmc.runtime.models",),
     ("base", "targets", "compiler", "executor", "text", "decoding")),
    ("serving", ("dllmc.runtime.serving",), ("base", "executor", "text", "decoding", "models")),
    ("face", ("dllmc.compiler.face", "dllmc.runtime", "dllmc"), _ALL),
)


def modules() -> dict[str, Path]:
    """Every product module's dotted name and file."""
    out: dict[str, Path] = {}
    for name, folder in PRODUCT.items():
        for f in folder.rglob("*.py"):
            rel = f.relative_to(folder).with_suffix("")
            if name != "dllmc" and rel.parts[:1] == ("_root",):
                continue
            dotted = ".".join((name, *rel.parts)).removesuffix(".__init__")
            out[dotted] = f
    return out


def layer_of(module: str) -> str:
    best = max(((p, layer) for layer, prefixes, _ in LAYERS for p in prefixes
                if module == p or module.startswith(p + ".")), key=lambda x: len(x[0]))
    return best[1]


def imports(path: Path, known: set[str]) -> list[tuple[int, str]]:
    """(line, product module) of each import in ``path``: ``from a.b import c`` names a.b.c
    where that is a module, else a.b."""
    out = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                out.append((node.lineno, sub if sub in known else node.module))
        elif isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
    return [(line, m) for line, m in out if m in known]


def back_edges() -> list[str]:
    mods = modules()
    allowed = {layer: {layer, *below} for layer, _, below in LAYERS}
    found = []
    for name, path in sorted(mods.items()):
        here = layer_of(name)
        for line, target in imports(path, set(mods)):
            there = layer_of(target)
            if there not in allowed[here]:
                where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
                found.append(f"{where}:{line} ({here}) imports {target} ({there})")
    return found


def test_every_module_has_a_layer_and_the_layers_cover_the_tree() -> None:
    mods = modules()
    assert "dllmc.runtime.executor.loader" in mods and "dllmc.compiler.base.spec" in mods
    layers = {layer_of(m) for m in mods}
    assert layers == {layer for layer, _, _ in LAYERS}  # no layer is empty


def test_imports_point_down() -> None:
    assert back_edges() == []


def test_the_test_finds_a_back_edge(tmp_path, monkeypatch) -> None:
    """The walk is not vacuous: a base module that imports the executor is reported."""
    fake = tmp_path / "compiler" / "base"
    fake.mkdir(parents=True)
    (fake / "bad.py").write_text("def f():\n    from dllmc.runtime.executor.loader import Model\n")
    (fake / "__init__.py").write_text("")
    monkeypatch.setitem(PRODUCT, "dllmc.compiler.base", fake)
    assert any("bad.py:2 (base) imports dllmc.runtime.executor.loader (executor)" in e
               for e in back_edges())


def test_tests_and_bench_do_not_import_each_others_test_modules() -> None:
    """What tests/ and bench/ share lives in helper modules (tests/layouts.py, tests/texts.py,
    tests/factory.py; bench/llamacpp*.py, bench/real_models.py, ...), not in a test file or a
    benchmark's script."""
    crossing = []
    for folder, other, scripts in (("bench", "dllmc.tests", "test_"),
                                   ("tests", "dllmc.bench", "bench_")):
        for f in sorted((ROOT / folder).glob("*.py")):
            for node in ast.walk(ast.parse(f.read_text())):
                names = ([node.module] if isinstance(node, ast.ImportFrom) and node.module
                         else [a.name for a in node.names] if isinstance(node, ast.Import)
                         else [])
                crossing += [f"{f.relative_to(ROOT)}:{node.lineno} imports {n}" for n in names
                             if n.startswith(f"{other}.{scripts}")]
    assert crossing == []
