"""`dllmc run` and `dllmc.load(...).generate(...)`: the same engine, one line per bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import dllmc
from dllmc.tests.factory import tiny, write_model


def dllmc_cli(*args: str | Path, env: dict | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "dllmc", *map(str, args)], capture_output=True,
                          text=True, timeout=600, env=env)  # fmt: skip


@pytest.fixture(scope="module")
def tiny_llada(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    from dllmc.compiler.pipeline import compile_model

    d = tmp_path_factory.mktemp("run")
    gguf = write_model(d / "tiny-llada.gguf", tiny("llada"), types="Q4_K_M", seed=4)
    so = d / "tiny-llada.so"
    compile_model(gguf, so, max_canvas=96)
    return gguf, so


def test_run_json_matches_the_api(tiny_llada) -> None:
    gguf, so = tiny_llada
    result = dllmc_cli("run", so, "--gguf", gguf, "hello world", "--gen-length", 32, "--steps",
                       16, "--block-length", 16, "--json", "--threads", 2)  # fmt: skip
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    for key in ("text", "tokens", "steps_run", "ms_per_step", "tokens_per_s", "stop_reason"):
        assert key in out
    assert 1 <= out["steps_run"] <= 16 and out["stop_reason"] in ("eos", "end", "length")
    with dllmc.load(so, gguf=gguf, threads=1) as llm:
        api = llm.generate("hello world", gen_length=32, steps=16, block_length=16)
    assert api.tokens == out["tokens"] and api.text == out["text"]


def test_run_streams_text_and_reports(tiny_llada) -> None:
    gguf, so = tiny_llada
    result = dllmc_cli("run", so, "--gguf", gguf, "hello world", "--gen-length", 16, "--steps", 8,
                       "--block-length", 16)  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "ms/step" in result.stderr and "tokens/s" in result.stderr and "stop:" in result.stderr
    quiet = dllmc_cli("run", so, "--gguf", gguf, "hello world", "--gen-length", 16, "--steps", 8,
                      "--block-length", 16, "--quiet")  # fmt: skip
    assert quiet.returncode == 0 and quiet.stderr == ""
    assert quiet.stdout == result.stdout


def test_run_visual_shows_every_step(tiny_llada) -> None:
    gguf, so = tiny_llada
    result = dllmc_cli("run", so, "--gguf", gguf, "hello world", "--gen-length", 16, "--steps", 4,
                       "--block-length", 16, "--visual", "--no-early-stop")  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert [f"step {i}/4" in result.stderr for i in (1, 2, 3, 4)] == [True] * 4
    assert "░" in result.stderr


def test_run_fast_decoding_says_so(tiny_llada) -> None:
    """--threshold / --cache: the stderr line, the JSON fields, the API's same answer."""
    gguf, so = tiny_llada
    args = ("--gen-length", 32, "--block-length", 8, "--threshold", 0.9, "--cache", "dual",
            "--threads", 2)
    result = dllmc_cli("run", so, "--gguf", gguf, "hello world", *args, "--json")
    assert result.returncode == 0, result.stderr
    assert "approximate decoding (Fast-dLLM): threshold 0.9, cache dual" in result.stderr
    out = json.loads(result.stdout)
    assert out["threshold"] == 0.9 and out["cache"] == "dual"
    assert out["forward_passes"] >= 1 and out["rows_computed"] >= out["prompt_tokens"] + 32
    with dllmc.load(so, gguf=gguf, threads=2) as llm:
        api = llm.generate("hello world", gen_length=32, block_length=8, threshold=0.9,
                           cache="dual")
    assert api.tokens == out["tokens"] and api.forward_passes == out["forward_passes"]
    visual = dllmc_cli("run", so, "--gguf", gguf, "hello world", *args, "--visual")
    assert visual.returncode == 0 and "committed" in visual.stderr


def test_run_fast_decoding_for_dream(tmp_path: Path) -> None:
    """Dream's block-wise Fast-dLLM: --threshold with a cache runs and says so; without a
    cache it is the reference's undefined combination, one line on stderr."""
    from dllmc.compiler.pipeline import compile_model

    gguf = write_model(tmp_path / "tiny-dream.gguf", tiny("dream"), types="Q4_K_M", seed=5)
    so = tmp_path / "tiny-dream.so"
    compile_model(gguf, so, max_canvas=96)
    args = ("--gen-length", 32, "--block-length", 8, "--threshold", 0.9, "--threads", 2)
    ok = dllmc_cli("run", so, "--gguf", gguf, "hello world", *args, "--cache", "prefix",
                   "--json")
    assert ok.returncode == 0, ok.stderr
    assert "approximate decoding (Fast-dLLM): threshold 0.9, cache prefix" in ok.stderr
    assert json.loads(ok.stdout)["cache"] == "prefix"
    refused = dllmc_cli("run", so, "--gguf", gguf, "hello world", *args)
    assert refused.returncode != 0 and "add --cache prefix or --cache dual" in refused.stderr
    assert "Traceback" not in refused.stderr


def test_run_compiles_a_gguf_once(tiny_llada, tmp_path: Path) -> None:
    import os

    gguf, _ = tiny_llada
    env = {**os.environ, "DLLMC_CACHE": str(tmp_path / "cache")}
    first = dllmc_cli("run", gguf, "hi", "--gen-length", 8, "--steps", 8, "--block-length", 8,
                      env=env)  # fmt: skip
    assert first.returncode == 0 and "compiling" in first.stderr, first.stderr
    second = dllmc_cli("run", "-m", gguf, "hi", "--gen-length", 8, "--steps", 8,
                       "--block-length", 8, env=env)  # fmt: skip
    assert second.returncode == 0 and "compiling" not in second.stderr
    assert second.stdout == first.stdout
    assert len(list((tmp_path / "cache" / "artifacts").glob("*.so"))) == 1


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["   "], "the prompt is empty"),
        (["hi", "--gen-length", 200], "exceed the compiled canvas of 96"),
        (["hi", "--gen-length", 32, "--steps", 5, "--block-length", 16], "steps"),
        (["hi", "--alg", "telepathy"], "telepathy"),
        (["hi", "--temperature", -1], "temperature"),
    ],
)
def test_run_bad_input(tiny_llada, args: list, words: str) -> None:
    gguf, so = tiny_llada
    result = dllmc_cli("run", so, "--gguf", gguf, *args)
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("dllmc: error: "), result.stderr
    assert words in lines[0]


def test_run_missing_model_and_artifact_without_gguf(tiny_llada, tmp_path: Path) -> None:
    _, so = tiny_llada
    for args, words in (([tmp_path / "nope.gguf", "hi"], "nope.gguf"),
                        ([so, "hi"], "--gguf")):  # fmt: skip
        result = dllmc_cli("run", *args)
        assert result.returncode == 2 and result.stderr.count("\n") == 1, result.stderr
        assert words in result.stderr
