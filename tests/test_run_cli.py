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


# ============================================================================ Ctrl-C


@pytest.fixture(scope="module")
def long_run(tiny_llada, tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """A `dllmc run` of a few seconds: 256 tokens in blocks of 32, one per step."""
    from dllmc.compiler.pipeline import compile_model

    gguf, _ = tiny_llada
    so = compile_model(gguf, tmp_path_factory.mktemp("long") / "m.so", max_canvas=300).output
    return [sys.executable, "-m", "dllmc", "run", str(so), "--gguf", str(gguf), "hello world",
            "--gen-length", "256", "--steps", "256", "--block-length", "32", "--no-early-stop",
            "--threads", "1"]


def _interrupt_when(proc: subprocess.Popen, stream, ready) -> tuple[bytes, int]:
    """Reads ``stream`` until ``ready(bytes so far)``, sends SIGINT, reads to the end."""
    import os
    import signal

    got = b""
    while not ready(got):
        chunk = os.read(stream.fileno(), 4096)
        assert chunk, f"the run ended before it could be interrupted: {got[-500:]!r}"
        got += chunk
    proc.send_signal(signal.SIGINT)
    while chunk := os.read(stream.fileno(), 4096):
        got += chunk
    return got, proc.wait(60)


def test_ctrl_c_prints_what_was_final_and_exits_130(long_run: list[str]) -> None:
    full = subprocess.run([*long_run, "--quiet"], capture_output=True, text=True, timeout=300)
    assert full.returncode == 0, full.stderr
    from dllmc.bench.live_server import ctrl_c_reaches

    proc = subprocess.Popen(long_run, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            preexec_fn=ctrl_c_reaches)
    out, rc = _interrupt_when(proc, proc.stdout, lambda got: len(got) > 0)  # the 1st block
    err = proc.stderr.read().decode()
    assert rc == 130, err
    assert "dllmc: interrupted at step " in err and "Traceback" not in err, err
    text = out.decode().rstrip("\n")
    assert text and full.stdout.startswith(text) and len(text) < len(full.stdout.rstrip("\n"))


def test_ctrl_c_in_visual_mode_restores_the_terminal(long_run: list[str]) -> None:
    """On a terminal (a pty): the frame's colours reset, the final text printed, exit 130."""
    import os
    import pty
    import signal

    master, slave = pty.openpty()
    from dllmc.bench.live_server import ctrl_c_reaches

    proc = subprocess.Popen([*long_run, "--visual"], stdin=slave, stdout=slave, stderr=slave,
                            preexec_fn=ctrl_c_reaches)
    os.close(slave)

    def read_all(got: bytes) -> bytes:
        while True:
            try:
                chunk = os.read(master, 4096)
            except OSError:  # EIO: the other side closed
                return got
            if not chunk:
                return got
            got += chunk

    got = b""
    while b"step 40/256" not in got:
        chunk = os.read(master, 4096)
        assert chunk
        got += chunk
    proc.send_signal(signal.SIGINT)
    got = read_all(got)
    rc = proc.wait(60)
    os.close(master)
    tail = got.decode(errors="replace")[-3000:]
    assert rc == 130, tail
    assert "interrupted at step" in tail and "Traceback" not in tail, tail
    # from the last frame's header to the message: the frame (perhaps cut mid-escape by the
    # interrupt), then the view's reset and fresh line, then the final text
    frame = tail[tail.rfind("  block "):tail.index("dllmc: interrupted")]
    reset = frame.rfind("\x1b[0m\r\n")
    assert reset >= 0 and "\x1b[" not in frame[reset + 4:], repr(frame[-400:])


def test_not_enough_memory_is_refused_with_the_figures(tiny_llada) -> None:
    """A K/V store of a million slots (384 GB for this model) is refused before anything is
    allocated, with what each part needs, what the machine has and the fix."""
    from dllmc.compiler.base.errors import DllmcError
    from dllmc.runtime.executor.loader import memory_available

    gguf, so = tiny_llada
    with pytest.raises(DllmcError) as e:
        dllmc.load(so, gguf=gguf, slots=1_000_000)
    msg = e.value.line()
    have = memory_available()
    assert have is not None and f"{have / 2**30:.2f} GiB available" in msg, msg
    assert "K/V store 366.21 GiB for 1000000 slot(s) of 96 positions" in msg, msg
    assert "--slots" in msg and "--max-canvas" in msg and "\n" not in msg
    served = dllmc_cli("serve", "-m", so, "--gguf", gguf, "--slots", 1_000_000, "--port", 9)
    assert served.returncode == 2 and served.stderr.startswith("dllmc: error: not enough memory")
    assert len(served.stderr.strip().splitlines()) == 1, served.stderr
    with dllmc.load(so, gguf=gguf, slots=2) as llm:  # what fits opens as before
        assert llm.model.slots == 2
