"""`dllmc serve --ray`: two replicas of the server on a local Ray instance, one endpoint.

A live `dllmc serve --ray --replicas 2 --threads-per-replica 1` of SmolLM2-as-LLaDA on this
machine; the real `openai` client sends concurrent requests through the one endpoint and
sees both replicas answer (``X-Dllmc-Replica``), each answer the in-process one; then one
replica's process is killed during a burst: the requests it held get an error status,
nothing hangs, the endpoint keeps answering (Ray restarts the replica); and everything shuts
down on SIGINT, leaving no Ray process behind.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time

import pytest

from dllmc.bench.live_server import ServerDidNotStart, free_port, start

openai = pytest.importorskip("openai")
pytest.importorskip("ray.serve")  # the [ray] extra, in .[test]

MODEL = "smollm2-135m-llada"


def _ray_processes() -> list[str]:
    out = subprocess.run(["ps", "-eo", "pid,args"], capture_output=True, text=True).stdout
    return [line for line in out.splitlines() if "raylet" in line or "gcs_server" in line]


@pytest.fixture(scope="module")
def endpoint(compiled_real, tmp_path_factory):
    g, so = compiled_real(MODEL)
    before = _ray_processes()
    log = tmp_path_factory.mktemp("ray") / "serve.log"
    try:
        proc, base = start(["--ray", "--replicas", "2", "--threads-per-replica", "1", "-m",
                            str(so), "--gguf", str(g), "--slots", "2", "--name", "llada"],
                           log, timeout=240, group=True)
    except ServerDidNotStart as e:
        pytest.fail(str(e))
    yield base, g, so
    proc.send_signal(signal.SIGINT)
    try:
        proc.wait(timeout=90)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        pytest.fail(f"dllmc serve --ray did not stop on SIGINT:\n{log.read_text()[-4000:]}")
    assert proc.returncode is not None
    deadline = time.monotonic() + 30
    while len(_ray_processes()) > len(before) and time.monotonic() < deadline:
        time.sleep(0.5)
    assert len(_ray_processes()) <= len(before), "Ray processes left behind"


def _ask(client, prompt: str, **kw):
    raw = client.chat.completions.with_raw_response.create(
        model="llada", messages=[{"role": "user", "content": prompt}], temperature=0, **kw)
    return raw.headers.get("x-dllmc-replica"), raw.headers.get("x-dllmc-replica-pid"), raw.parse()


@pytest.mark.slow
@pytest.mark.realmodel
def test_two_replicas_behind_one_endpoint(endpoint) -> None:
    import dllmc

    base, g, so = endpoint
    client = openai.OpenAI(base_url=base + "/v1", api_key="none", max_retries=0, timeout=120)
    prompts = [f"Count to {i}." for i in range(3, 11)]
    with dllmc.load(so, gguf=g, threads=1) as llm:
        want = [llm.generate(p, gen_length=16, steps=16, temperature=0.0).text for p in prompts]
    got: dict[int, tuple] = {}

    def one(i: int) -> None:
        got[i] = _ask(client, prompts[i], max_tokens=16, extra_body={"steps": 16})

    threads = [threading.Thread(target=one, args=(i,)) for i in range(len(prompts))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(180)
    assert len(got) == len(prompts)
    assert [got[i][2].choices[0].message.content for i in range(len(prompts))] == want
    replicas = {got[i][0] for i in got}
    assert len(replicas) == 2, f"one replica served everything: {replicas}"


@pytest.mark.slow
@pytest.mark.realmodel
def test_a_killed_replica_fails_its_requests_and_the_endpoint_goes_on(endpoint) -> None:
    base, _, _ = endpoint
    client = openai.OpenAI(base_url=base + "/v1", api_key="none", max_retries=0, timeout=120)
    pids: set[str] = set()
    for i in range(12):
        if len(pids) == 2:
            break
        pids.add(_ask(client, f"hello {i}", max_tokens=4)[1])
    assert len(pids) == 2
    victim = int(sorted(pids)[0])
    outcomes: list[int] = []

    def long_one(i: int) -> None:
        try:
            _ask(client, f"Write a story number {i}.", max_tokens=64, extra_body={"steps": 64})
            outcomes.append(200)
        except openai.APIStatusError as e:
            outcomes.append(e.status_code)
        except openai.APIConnectionError:
            outcomes.append(-1)

    burst = [threading.Thread(target=long_one, args=(i,)) for i in range(6)]
    for t in burst:
        t.start()
    time.sleep(1.0)  # the burst is running on both replicas
    os.kill(victim, signal.SIGKILL)
    t0 = time.monotonic()
    for t in burst:
        t.join(150)
    assert not any(t.is_alive() for t in burst), "a request hung"
    assert time.monotonic() - t0 < 150
    print(f"\nburst outcomes with replica {victim} killed: {sorted(outcomes)}")
    assert len(outcomes) == 6 and 200 in outcomes
    failed = [c for c in outcomes if c != 200]
    assert failed and all(c >= 500 or c == -1 for c in failed), outcomes
    # the endpoint keeps answering (the other replica, and Ray's replacement)
    ok = 0
    deadline = time.monotonic() + 60
    while ok < 4 and time.monotonic() < deadline:
        try:
            *_, r = _ask(client, "hi", max_tokens=4)
            ok += bool(r.choices[0].message.content is not None)
        except openai.APIError:
            time.sleep(0.5)
    assert ok == 4


@pytest.mark.slow
def test_replicas_that_cannot_load_are_reported(tmp_path) -> None:
    """A model that fails to load in the replicas: no replica becomes ready, `dllmc serve
    --ray` exits with the replicas' own error in one line, and Ray is shut down."""
    from dllmc.compiler.pipeline import compile_model
    from dllmc.tests.factory import tiny, write_model

    llada = write_model(tmp_path / "llada.gguf", tiny("llada"), types="Q4_K_M", seed=4)
    dream = write_model(tmp_path / "dream.gguf", tiny("dream"), types="Q4_K_M", seed=4)
    so = tmp_path / "llada.so"
    compile_model(llada, so, max_canvas=64)
    before = _ray_processes()
    r = subprocess.run([sys.executable, "-m", "dllmc", "serve", "--ray", "--replicas", "2",
                        "-m", str(so), "--gguf", str(dream), "--port", str(free_port())],
                       capture_output=True, text=True, timeout=240)
    assert r.returncode != 0
    line = next(x for x in r.stderr.splitlines() if x.startswith("dllmc: error"))
    assert "the replicas did not start" in line and "is not the model" in line
    assert "Traceback" not in r.stderr
    assert len(_ray_processes()) <= len(before)
