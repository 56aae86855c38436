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
    for part in ("compiler", "targets", "templates", "runtime", "tests", "bench"):
        assert f"dllmc/{part}/__init__.py" in names
    assert "dllmc/__init__.py" in names and "dllmc/__main__.py" in names

    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target),
         str(wheel)],
        check=True,
    )  # fmt: skip
    env = {"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin"}
    out = subprocess.run(
        [sys.executable, "-c", "import dllmc, dllmc.compiler.cli; print(dllmc.__file__)"],
        cwd=tmp_path, env=env, capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert out.stdout.strip().startswith(str(target)), out.stdout
    help_text = subprocess.run(
        [sys.executable, "-m", "dllmc", "--help"],
        cwd=tmp_path, env=env, capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    assert "inspect" in help_text
