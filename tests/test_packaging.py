"""A wheel built from the repo works from outside it: one package, data files included."""

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_wheel_installs_and_runs_outside_repo(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
        check=True,
    )
    (wheel,) = tmp_path.glob("dllmc-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    tops = {n.split("/")[0] for n in names}
    assert tops == {"dllmc", wheel.name.split("-py3")[0] + ".dist-info"}, tops
    for part in ("compiler", "compiler/base", "compiler/face", "compiler/kernels", "targets",
                 "templates", "runtime", "runtime/executor", "runtime/decoding", "runtime/text",
                 "runtime/models", "runtime/serving", "tests", "bench"):
        assert f"dllmc/{part}/__init__.py" in names
    assert "dllmc/__init__.py" in names and "dllmc/__main__.py" in names
    for data in ("dllmc/templates/plan.c.j2", "dllmc/templates/x86/gemm_q.ll.j2",
                 "dllmc/templates/x86/_dot_vnni.ll.j2",
                 "dllmc/runtime/executor/dllmc_runtime.c", "dllmc/runtime/executor/dllmc_runtime.h",
                 "dllmc/runtime/executor/dllmc_rows.h", "dllmc/runtime/executor/dllmc_cuda.c",
                 "dllmc/runtime/executor/dllmc_cuda.h", "dllmc/runtime/serving/page.html",
                 "dllmc/bench/llama_logits.cpp", "dllmc/bench/llama_common.h"):
        assert data in names, data

    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target),
         str(wheel)],
        check=True,
    )  # fmt: skip
    env = {"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin"}
    out = subprocess.run(
        [sys.executable, "-c", "import dllmc, dllmc.compiler.face.cli; print(dllmc.__file__)"],
        cwd=tmp_path, env=env, capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert out.stdout.strip().startswith(str(target)), out.stdout
    help_text = subprocess.run(
        [sys.executable, "-m", "dllmc", "--help"],
        cwd=tmp_path, env=env, capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    assert "inspect" in help_text

    # the installed copy compiles and runs a model: templates and C sources travel with it
    from dllmc.tests.factory import tiny, write_model

    gguf = write_model(tmp_path / "tiny.gguf", tiny("llada", n_layer=1), types="Q4_0")
    script = (
        "import sys, dllmc.compiler.pipeline as p, dllmc.runtime.executor.loader as l;"
        "assert p.__file__.startswith(sys.argv[1]);"
        "p.compile_model(sys.argv[2], 'm.so', max_canvas=8);"
        "print(l.Artifact('m.so').open(sys.argv[2], 1).forward([1, 2, 3]).shape)"
    )
    out = subprocess.run(
        [sys.executable, "-c", script, str(target), str(gguf)],
        cwd=tmp_path, env={**env, "DLLMC_CACHE": str(tmp_path / "cache")},
        capture_output=True, text=True,
    )  # fmt: skip
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == "(3, 1024)"
