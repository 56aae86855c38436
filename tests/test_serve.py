"""`dllmc serve` as clients use it: a live server process on loopback, the real `openai`
client, `curl` for Ollama's endpoints, and the faults (malformed JSON, an oversize prompt, an
unknown model, a client gone mid-stream, a burst over the queue), each with its status code
while every other request completes.

The page at ``/`` is driven in Debian's headless ``chromium`` (Selenium; ``.ci/run`` installs
the browser): a prompt sent, the canvas seen resolving step by step, the final text equal to
the API's; its screenshot is kept (``$DLLMC_TEST_ARTIFACTS``, else the test's temp folder).

The model is a compiled factory LLaDA (its text is noise, but every decision is the one
``dllmc.load(...).generate`` makes in process: at temperature 0 the served answers are checked
equal to the in-process ones, alone and under load).
"""

from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from dllmc.compiler.pipeline import compile_model
from dllmc.tests.factory import tiny, write_model

openai = pytest.importorskip("openai")  # a test dependency (pyproject: .[test])

KEY = "test-key"
SLOTS, QUEUE = 2, 2


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def files(tmp_path_factory) -> tuple[Path, Path]:
    d = tmp_path_factory.mktemp("serve")
    g = write_model(d / "llada.gguf", tiny("llada"), types="Q4_K_M", seed=4)
    so = d / "llada.so"
    compile_model(g, so, max_canvas=96)
    return g, so


@pytest.fixture(scope="module")
def server(files, tmp_path_factory):
    """A live `dllmc serve` (2 slots, queue 2, an API key); yields its base URL."""
    g, so = files
    port = _free_port()
    log = tmp_path_factory.mktemp("serve-log") / "server.log"
    with open(log, "w") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "dllmc", "serve", "-m", str(so), "--gguf", str(g),
             "--port", str(port), "--slots", str(SLOTS), "--queue", str(QUEUE),
             "--api-key", KEY, "--threads", "2", "--max-tokens", "64"],
            stdout=out, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    while True:
        try:
            with urllib.request.urlopen(base + "/health", timeout=2) as r:
                if r.status == 200:
                    break
        except OSError:
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            pytest.fail(f"dllmc serve did not come up:\n{log.read_text()}")
        time.sleep(0.2)
    yield base, log
    proc.send_signal(signal.SIGINT)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()


@pytest.fixture(scope="module")
def client(server):
    base, _ = server
    return openai.OpenAI(base_url=base + "/v1", api_key=KEY, max_retries=0, timeout=60)


def _post(base: str, path: str, body: bytes | dict, key: str | None = KEY,
          timeout: float = 60) -> tuple[int, dict, dict]:
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method="POST",
                                 headers={"Content-Type": "application/json",
                                          **({"Authorization": f"Bearer {key}"} if key else {})})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, {k.lower(): v for k, v in r.headers.items()}, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return (e.code, {k.lower(): v for k, v in e.headers.items()},
                json.loads(e.read() or b"{}"))


def _post_oversize(base: str, path: str, length: int) -> tuple[int, dict]:
    """POST headers announcing a body of `length` bytes with ``Expect: 100-continue`` (what curl
    sends before a body over 1 MB), then wait for the answer before sending it.  A server that
    refuses by the Content-Length answers at once, the body never sent; a plain POST of the
    whole body races that answer (the server closes while the client still writes: a broken
    pipe, or a reset that discards the answer)."""
    host, port = base.removeprefix("http://").split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=60)
    try:
        conn.putrequest("POST", path)
        for k, v in (("Content-Type", "application/json"), ("Authorization", f"Bearer {KEY}"),
                     ("Content-Length", str(length)), ("Expect", "100-continue")):
            conn.putheader(k, v)
        conn.endheaders()
        r = conn.getresponse()
        return r.status, json.loads(r.read() or b"{}")
    finally:
        conn.close()


def _metric(base: str, name: str) -> float:
    with urllib.request.urlopen(urllib.request.Request(
            base + "/metrics", headers={"Authorization": f"Bearer {KEY}"})) as r:
        lines = r.read().decode().splitlines()
    return float(next(x.split()[1] for x in lines if x.startswith(f"dllmc_{name} ")))


def _local(files, prompt: str, chat: bool = True, **kw):
    import dllmc

    g, so = files
    with dllmc.load(so, gguf=g, threads=2) as llm:
        return llm.generate(prompt, chat=chat, **kw)


# ------------------------------------------------------------------------------ OpenAI


def test_models_health_and_the_key(server, client) -> None:
    base, _ = server
    with urllib.request.urlopen(base + "/health") as r:  # no key needed
        assert json.loads(r.read())["status"] == "ok"
    assert [m.id for m in client.models.list()] == ["llada"]
    # no CORS unless --cors: a browser on another origin gets no permission header
    req = urllib.request.Request(base + "/health", headers={"Origin": "http://evil.example"})
    with urllib.request.urlopen(req) as r:
        assert "access-control-allow-origin" not in {k.lower() for k in r.headers}
    bad = openai.OpenAI(base_url=base + "/v1", api_key="wrong", max_retries=0)
    with pytest.raises(openai.AuthenticationError) as e:
        bad.models.list()
    assert e.value.status_code == 401 and e.value.body["type"] == "authentication_error"


def test_chat_and_completions_are_the_in_process_answers(files, client) -> None:
    chat = client.chat.completions.create(
        model="llada", messages=[{"role": "user", "content": "hello world"}], max_tokens=24,
        temperature=0, extra_body={"steps": 12, "block_length": 8})
    want = _local(files, "hello world", gen_length=24, steps=12, block_length=8,
                  temperature=0.0)
    assert chat.choices[0].message.content == want.text
    assert chat.choices[0].finish_reason == ("length" if want.stop_reason == "length" else "stop")
    assert chat.usage.completion_tokens == len(want.tokens)
    assert chat.usage.prompt_tokens + chat.usage.completion_tokens == chat.usage.total_tokens
    assert chat.model_extra["dllmc"]["steps_run"] == want.steps_run

    stream = client.chat.completions.create(
        model="llada", messages=[{"role": "user", "content": "hello world"}], max_tokens=24,
        temperature=0, stream=True, extra_body={"steps": 12, "block_length": 8})
    chunks = list(stream)
    assert chunks[0].choices[0].delta.role == "assistant"
    assert "".join(c.choices[0].delta.content or "" for c in chunks) == want.text
    assert chunks[-1].choices[0].finish_reason == chat.choices[0].finish_reason
    assert chunks[-1].usage.completion_tokens == len(want.tokens)

    plain = _local(files, "Once upon a time", chat=False, gen_length=16, steps=16)
    comp = client.completions.create(model="llada", prompt="Once upon a time", max_tokens=16)
    assert comp.choices[0].text == plain.text
    streamed = client.completions.create(model="llada", prompt="Once upon a time",
                                         max_tokens=16, stream=True)
    assert "".join(c.choices[0].text for c in streamed) == plain.text


def test_knobs_in_extra_body(files, client) -> None:
    r = client.chat.completions.create(
        model="llada", messages=[{"role": "user", "content": "hi"}], max_tokens=16,
        extra_body={"threshold": 0.9, "cache": "dual", "block_length": 8})
    d = r.model_extra["dllmc"]
    assert d["threshold"] == 0.9 and d["cache"] == "dual"
    want = _local(files, "hi", gen_length=16, block_length=8, threshold=0.9, cache="dual")
    assert r.choices[0].message.content == want.text and d["forward_passes"] == want.forward_passes


def test_stop_sequences(files, client) -> None:
    want = _local(files, "hello world", gen_length=32, steps=32).text
    stop = want[5:8]
    assert stop and want.find(stop) < len(want)
    r = client.chat.completions.create(model="llada", max_tokens=32, stop=[stop],
                                       messages=[{"role": "user", "content": "hello world"}])
    assert r.choices[0].message.content == want[:want.find(stop)]
    assert r.choices[0].finish_reason == "stop"
    s = client.chat.completions.create(model="llada", max_tokens=32, stop=stop, stream=True,
                                       messages=[{"role": "user", "content": "hello world"}])
    assert "".join(c.choices[0].delta.content or "" for c in s) == want[:want.find(stop)]


def test_openai_errors(client) -> None:
    with pytest.raises(openai.BadRequestError) as e:
        client.chat.completions.create(model="llada", max_tokens=0,
                                       messages=[{"role": "user", "content": "hi"}])
    # (a max_tokens past --max-tokens or the canvas is capped, not refused:
    # tests/test_clients.py's test_max_tokens_past_the_room_is_capped)
    assert e.value.status_code == 400 and e.value.body["param"] == "max_tokens"
    with pytest.raises(openai.NotFoundError) as e:
        client.chat.completions.create(model="gpt-4o", messages=[{"role": "user", "content": "x"}])
    assert e.value.body["code"] == "model_not_found"
    with pytest.raises(openai.BadRequestError):
        client.chat.completions.create(model="llada", stop=["a", "b", "c", "d", "e"],
                                       messages=[{"role": "user", "content": "hi"}])
    with pytest.raises(openai.BadRequestError) as e:
        client.chat.completions.create(model="llada", messages=[{"role": "user", "content": "hi"}],
                                       extra_body={"cache": "triple"})
    assert e.value.body["param"] == "cache"


# ------------------------------------------------------------------------------ Ollama


def _curl(base: str, path: str, body: dict | None = None) -> tuple[int, str]:
    cmd = ["curl", "-sS", "-N", "-w", "\n%{http_code}", "-H", f"Authorization: Bearer {KEY}",
           base + path]
    if body is not None:
        cmd[1:1] = ["-d", json.dumps(body)]
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=60, check=True).stdout
    text, _, code = out.rpartition("\n")
    return int(code), text


def test_ollama_endpoints_with_curl(files, server) -> None:
    base, _ = server
    code, tags = _curl(base, "/api/tags")
    assert code == 200 and json.loads(tags)["models"][0]["name"] == "llada"
    want = _local(files, "hello world", gen_length=16, steps=16)
    code, out = _curl(base, "/api/generate", {"model": "llada", "prompt": "hello world",
                                              "options": {"num_predict": 16}})
    lines = [json.loads(x) for x in out.splitlines() if x.strip()]
    assert code == 200 and lines[-1]["done"] and not any(x["done"] for x in lines[:-1])
    assert "".join(x["response"] for x in lines) == want.text
    assert lines[-1]["eval_count"] == len(want.tokens) and lines[-1]["done_reason"] == "length"
    code, out = _curl(base, "/api/chat", {"model": "llada:latest", "stream": False,
                                          "messages": [{"role": "user", "content": "hello world"}],
                                          "options": {"num_predict": 16}})
    assert code == 200 and json.loads(out)["message"]["content"] == want.text
    code, out = _curl(base, "/api/generate", {"model": "llama3", "prompt": "x"})
    assert code == 404 and "not found" in json.loads(out)["error"]


# ------------------------------------------------------------------------------- faults


def test_faults_each_get_their_status_and_the_rest_completes(files, server, client) -> None:
    base, log = server
    want = _local(files, "hello world", gen_length=32, steps=32)
    results: list = []

    def one() -> None:
        r = client.chat.completions.create(model="llada", max_tokens=32,
                                           messages=[{"role": "user", "content": "hello world"}])
        results.append(r.choices[0].message.content)

    # a well-formed request runs beside every fault below
    bystander = threading.Thread(target=one)
    bystander.start()
    # malformed JSON, a body over the limit, an oversize prompt, no key
    assert _post(base, "/v1/chat/completions", b'{"messages": [')[0] == 400
    status, body = _post_oversize(base, "/v1/chat/completions", 2 << 20)
    assert status == 413 and "over" in body["error"]["message"]
    status, _, body = _post(base, "/v1/completions", {"prompt": "word " * 400})
    assert status == 400 and body["error"]["code"] == "context_length_exceeded"
    assert _post(base, "/v1/completions", {"prompt": "x"}, key=None)[0] == 401
    status, _, body = _post(base, "/v1/completions", {"prompt": "x", "model": "nope"})
    assert status == 404 and body["error"]["code"] == "model_not_found"
    # a client killed mid-stream: its slot is freed at the next step
    cancelled = _metric(base, "requests_cancelled_total")
    conn = http.client.HTTPConnection("127.0.0.1", int(base.rsplit(":", 1)[1]), timeout=60)
    conn.request("POST", "/v1/chat/completions", json.dumps(
        {"model": "llada", "stream": True, "max_tokens": 64, "steps": 64,
         "messages": [{"role": "user", "content": "a long answer"}]}),
        {"Authorization": f"Bearer {KEY}", "Content-Type": "application/json"})
    resp = conn.getresponse()
    assert resp.status == 200 and resp.read(20)
    conn.sock.shutdown(socket.SHUT_RDWR)
    conn.close()
    # a burst over slots + queue: the extra ones are 429 with Retry-After, the rest complete
    codes: list[int] = []
    refusals: list[tuple[str | None, str]] = []

    def burst() -> None:
        status, headers, body = _post(base, "/v1/chat/completions", {
            "model": "llada", "max_tokens": 48, "steps": 48,
            "messages": [{"role": "user", "content": "hello world"}]})
        codes.append(status)
        if status == 429:
            refusals.append((headers.get("retry-after"), body["error"]["code"]))

    threads = [threading.Thread(target=burst) for _ in range(SLOTS + QUEUE + 3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    bystander.join(120)
    assert results == [want.text]
    assert 429 in codes and set(codes) <= {200, 429}
    assert set(refusals) == {("1", "queue_full")}
    assert codes.count(200) >= SLOTS  # every accepted request completed
    assert _metric(base, "requests_cancelled_total") == cancelled + 1  # the killed client's
    assert _metric(base, "active_slots") == 0 and _metric(base, "queue_depth") == 0
    # still serving
    assert one() is None and results[-1] == want.text
    logged = log.read_text()
    assert "prompt_tokens=" in logged and "hello world" not in logged  # no prompts logged


def test_answers_under_load_are_the_solo_answers(files, client) -> None:
    prompts = ["hello world", "one two three", "compilers", "diffusion"]
    solo = [_local(files, p, gen_length=24, steps=24, temperature=0.0).text for p in prompts]
    out: dict[int, str] = {}

    def ask(i: int) -> None:
        r = client.chat.completions.create(model="llada", max_tokens=24, temperature=0,
                                           messages=[{"role": "user", "content": prompts[i]}])
        out[i] = r.choices[0].message.content

    threads = [threading.Thread(target=ask, args=(i,)) for i in range(len(prompts))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert [out[i] for i in range(len(prompts))] == solo


def test_serve_refuses_bad_flags(files) -> None:
    g, so = files
    r = subprocess.run([sys.executable, "-m", "dllmc", "serve", "-m", str(so), "--gguf", str(g),
                        "--slots", "0"], capture_output=True, text=True, timeout=60,
                       env={**os.environ})
    assert r.returncode != 0 and "--slots 1 or more" in r.stderr and "Traceback" not in r.stderr


# --------------------------------------------------------------------------------- page


def test_page_shows_the_canvas_resolving(files, server, browser, tmp_path) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    base, _ = server
    browser.get(base + "/")
    browser.find_element(By.ID, "key").send_keys(KEY)
    tokens = browser.find_element(By.ID, "max_tokens")
    tokens.clear()
    tokens.send_keys("32")
    browser.find_element(By.ID, "steps").send_keys("16")
    browser.find_element(By.ID, "prompt").send_keys("hello world")
    browser.find_element(By.ID, "send").click()
    status = browser.find_element(By.ID, "status")
    WebDriverWait(browser, 90).until(lambda _: status.get_attribute("data-done") == "1")
    seen = int(status.get_attribute("data-steps-seen"))
    answer = browser.find_elements(By.CSS_SELECTOR, ".turn.assistant")[-1]
    cells = browser.find_elements(By.CSS_SELECTOR, "#canvas span")
    masked = browser.find_elements(By.CSS_SELECTOR, "#canvas span.masked")
    shot = Path(os.environ.get("DLLMC_TEST_ARTIFACTS", tmp_path)) / "serve-page.png"
    shot.parent.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(shot))
    model = browser.find_element(By.ID, "model").text
    text = answer.get_attribute("textContent")
    want = _local(files, "hello world", gen_length=32, steps=16)
    assert model == "llada"
    assert seen == want.steps_run >= 2  # the canvas was redrawn at every step
    assert len(cells) == 32 and not masked  # the whole canvas, resolved
    assert text == want.text
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    print(f"\nscreenshot: {shot}")
