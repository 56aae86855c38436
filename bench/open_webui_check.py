"""Open WebUI (PyPI ``open-webui``) against ``dllmc serve``, driven in headless Chromium.

Usage::

    python -m dllmc.bench.open_webui_check [--venv PATH] [--install] [--out FILE]
        [--connections ollama,openai] [--modes default[,legacy]]
        [--model qwen2.5-coder-0.5b-dream] [--max-tokens 128] [--timeout 1500]

Open WebUI is too heavy for CI (about 2.9 GB and 240 packages, torch among them: ~100 s to
install here), so it lives in a virtual environment of its own outside the repository (default
``~/.cache/dllmc/open-webui-venv``); ``--install`` makes it (Python 3.11 or 3.12, CPU torch
from a local wheel when ``PIP_FIND_LINKS`` has one, ``open-webui==OPEN_WEBUI_VERSION``) and
writes ``dllmc-install.json`` beside it with the install's time and size, which the result file
repeats.  Debian's ``chromium`` and ``chromium-driver`` must be installed (``.ci/run`` does).

What it does, everything on 127.0.0.1:

1. ``dllmc serve`` on a free port with a small real model from ``bench/real_models.py``
   (default Qwen2.5-Coder-0.5B relabelled as Dream: it answers in words; SmolLM2-135M as LLaDA
   is faster but answers mostly blank lines), served under that name with ``--max-tokens``
   (default 128: the chat's default length, and the cap of Open WebUI's title task, which asks
   for 1000 -- capped at the canvas's own room, 756 tokens after its 268-token prompt, it was
   not answered within 10 minutes on two busy cores: results/2026-12-05-open_webui-canvas-cap.json,
   ``--max-tokens 0``), behind a recording proxy
   on another port: every request Open WebUI sends, its body (long strings clipped, ``tools``
   as their names), dllmc's status, the head and tail of what it answered and in how many
   pieces, is kept.
2. For each connection (``ollama``: ``OLLAMA_BASE_URL``; ``openai``: ``OPENAI_API_BASE_URL``,
   the other one switched off) and each mode (``default``, the only one run unless asked:
   Open WebUI as installed, which sends its built-in tools with every chat, "native function
   calling", which dllmc accepts and ignores; ``legacy``: the default model params' Function
   Calling set to Legacy, ``DEFAULT_MODEL_PARAMS``, so no ``tools`` -- the workaround dllmc
   needed before it accepted them) a
   fresh Open WebUI (``open-webui serve``) on a free port with a temporary ``DATA_DIR``, no
   login (``WEBUI_AUTH=False``), offline (``OFFLINE_MODE``, ``HF_HUB_OFFLINE``, no embedding
   model: ``USE_SLIM_DOCKER``), no version check, no follow-up or tag suggestions (two more
   generations after each answer; the title one stays).
3. Debian's ``chromium`` through Selenium (the options of ``tests/conftest.py``'s ``browser``):
   open the page, close the release notes, pick the model in the model selector, type a
   message, send it, and read the assistant's text every 0.25 s until dllmc has finished the
   answer and the page has stopped changing (the lengths seen are kept); screenshots while it
   streams (``<out stem>-<connection>-<mode>-streaming.png``) and at the end
   (``<out stem>-<connection>-<mode>.png``).  Then it waits (``--title-timeout``) for the
   title task Open WebUI sends beside the chat (``num_predict`` / ``max_tokens`` 1000) to be
   answered, and reads the chat's title through Open WebUI's API.
4. Then the calls Open WebUI's admin pages make, through its own API with the browser's token:
   "verify connection" and, for Ollama, ``/ollama/api/version``, ``/api/ps``, ``/api/show``.
5. The result file (default ``bench/results/<date>-open_webui.json``): versions, install size
   and time, machine, per connection and mode whether it passed, the answer, its timings and
   samples, the request log, Open WebUI's own error lines; exit status 0 when all passed.

A connection and mode pass when the model is listed and picked, dllmc answers the chat request
200, the answer shown is non-empty and was seen at two or more lengths on the page, and dllmc
answers the title task 200 (what title the model makes of it is kept, not judged).

Everything started is stopped on exit, on failure and on ``--timeout`` (whole run, seconds).
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import http.client
import json
import os
import platform
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from dllmc.bench import live_server

OPEN_WEBUI_VERSION = "0.12.4"
DEFAULT_VENV = Path.home() / ".cache" / "dllmc" / "open-webui-venv"
RESULTS = Path(__file__).resolve().parent / "results"
MODEL = "qwen2.5-coder-0.5b-dream"
PROMPT = "Say hello in one sentence."
# Open WebUI's settings per mode: "default" is a fresh install as a new user has it (native
# function calling: its built-in tools go with every chat); "legacy" sets the default model
# params' Function Calling to Legacy (Admin Settings > Models), which sends no ``tools``
MODES: dict[str, dict[str, str]] = {
    "default": {},
    "legacy": {"DEFAULT_MODEL_PARAMS": json.dumps({"function_calling": "legacy"})},
}
HOP_BY_HOP = {"connection", "keep-alive", "proxy-authenticate", "proxy-authorization", "te",
              "trailers", "transfer-encoding", "upgrade", "content-length", "host"}
CLIP = 300  # longest string kept from a request body
HEAD, TAIL = 1500, 600  # bytes of each answer kept


class CheckTimeout(Exception):
    """The whole run went over ``--timeout``."""


# ----------------------------------------------------------------------------- recording proxy


def clip(value: Any) -> Any:
    """``value`` with every string longer than CLIP characters cut (and its length said)."""
    if isinstance(value, str):
        return value if len(value) <= CLIP else f"{value[:CLIP]}... [{len(value)} chars]"
    if isinstance(value, list):
        return [clip(v) for v in value]
    if isinstance(value, dict):
        return {k: tool_names(v) if k == "tools" else clip(v) for k, v in value.items()}
    return value


def tool_names(tools: Any) -> Any:
    """A request's ``tools`` as the names of its functions (the schemas are long)."""
    if not isinstance(tools, list):
        return clip(tools)
    return [f"function {t.get('function', {}).get('name')}" if isinstance(t, dict) else clip(t)
            for t in tools]


class Recorder:
    """What went through the proxy: one entry a request, tagged with the current phase."""

    def __init__(self, upstream: str) -> None:
        host, port = upstream.removeprefix("http://").split(":")
        self.host, self.port = host, int(port)
        self.entries: list[dict[str, Any]] = []
        self.lock = threading.Lock()
        self.phase = ""
        self.inflight = 0
        self.last_change = time.monotonic()
        self.t0 = time.monotonic()

    def begin(self, entry: dict[str, Any]) -> None:
        with self.lock:
            self.entries.append(entry)
            self.inflight += 1
            self.last_change = time.monotonic()

    def end(self) -> None:
        with self.lock:
            self.inflight -= 1
            self.last_change = time.monotonic()

    def of(self, phase: str) -> list[dict[str, Any]]:
        with self.lock:
            return [dict(e) for e in self.entries if e["phase"] == phase]

    def quiet_for(self, seconds: float) -> bool:
        with self.lock:
            return self.inflight == 0 and time.monotonic() - self.last_change >= seconds


class ProxyHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: RecordingServer

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        self.forward()

    do_POST = do_PUT = do_DELETE = do_PATCH = do_HEAD = do_OPTIONS = do_GET

    def read_body(self) -> bytes:
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            out = bytearray()
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    self.rfile.readline()
                    return bytes(out)
                out += self.rfile.read(size)
                self.rfile.readline()
        n = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(n) if n else b""

    def forward(self) -> None:
        rec = self.server.recorder
        body = self.read_body()
        try:
            shown: Any = clip(json.loads(body)) if body else None
        except ValueError:
            shown = body[:CLIP].decode("utf-8", "replace")
        entry: dict[str, Any] = {"phase": rec.phase, "t_s": round(time.monotonic() - rec.t0, 3),
                                 "method": self.command, "path": self.path, "request": shown}
        rec.begin(entry)
        t0 = time.monotonic()
        try:
            conn = http.client.HTTPConnection(rec.host, rec.port, timeout=600)
            headers = {k: v for k, v in self.headers.items() if k.lower() not in HOP_BY_HOP}
            conn.request(self.command, self.path, body=body or None, headers=headers)
            resp = conn.getresponse()
            entry["status"] = resp.status
            entry["content_type"] = resp.getheader("Content-Type", "")
            self.send_response(resp.status, resp.reason)
            for k, v in resp.getheaders():
                if k.lower() not in HOP_BY_HOP | {"server", "date"}:
                    self.send_header(k, v)
            if resp.getheader("Content-Length") is not None:
                self.send_header("Content-Length", resp.getheader("Content-Length", "0"))
            self.send_header("Connection", "close")
            self.close_connection = True
            self.end_headers()
            head, tail, total, pieces = bytearray(), b"", 0, 0
            while data := resp.read1(65536):
                if pieces == 0:
                    entry["first_byte_s"] = round(time.monotonic() - t0, 3)
                pieces += 1
                total += len(data)
                if len(head) < HEAD:
                    head += data[:HEAD - len(head)]
                tail = (tail + data)[-TAIL:]
                try:
                    self.wfile.write(data)
                    self.wfile.flush()
                except OSError:
                    entry["client_went_away"] = True
                    break
            entry["response_bytes"] = total
            entry["response_pieces"] = pieces
            entry["response_head"] = head.decode("utf-8", "replace")
            if total > HEAD:
                entry["response_tail"] = tail.decode("utf-8", "replace")
            conn.close()
        except OSError as e:
            entry["error"] = f"{type(e).__name__}: {e}"
            with contextlib.suppress(OSError):
                self.send_error(502, "dllmc unreachable")
        finally:
            entry["seconds"] = round(time.monotonic() - t0, 3)
            rec.end()


class RecordingServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, recorder: Recorder) -> None:
        super().__init__(("127.0.0.1", 0), ProxyHandler)
        self.recorder = recorder

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


# ----------------------------------------------------------------------------- install


def find_python() -> str:
    """A Python that open-webui installs on (3.11 or 3.12)."""
    for name in ("python3.12", "python3.11", "python3"):
        exe = shutil.which(name)
        if not exe:
            continue
        out = subprocess.run([exe, "-c", "import sys; print(sys.version_info[:2] >= (3, 11) "
                              "and sys.version_info[:2] < (3, 13))"],
                             capture_output=True, text=True)
        if out.stdout.strip() == "True":
            return exe
    raise SystemExit("open-webui needs Python 3.11 or 3.12; none found")


def local_cpu_torch() -> Path | None:
    """A CPU torch wheel for this Python in PIP_FIND_LINKS (pip would fetch CUDA's otherwise)."""
    tag = f"cp{sys.version_info.major}{sys.version_info.minor}"
    for d in os.environ.get("PIP_FIND_LINKS", "").split():
        for whl in sorted(Path(d).glob(f"torch-*+cpu-{tag}-*.whl")) if Path(d).is_dir() else []:
            return whl
    return None


def install(venv: Path) -> dict[str, Any]:
    """Make ``venv`` with open-webui in it; its time and size go to ``dllmc-install.json``."""
    python = find_python()
    shutil.rmtree(venv, ignore_errors=True)
    venv.parent.mkdir(parents=True, exist_ok=True)
    t0 = time.monotonic()
    subprocess.run([python, "-m", "venv", str(venv)], check=True)
    pyver = subprocess.run([str(venv / "bin" / "python"), "-c",
                            "import platform; print(platform.python_version())"],
                           capture_output=True, text=True, check=True).stdout.strip()
    torch = local_cpu_torch() if pyver.startswith(f"{sys.version_info[0]}.{sys.version_info[1]}") \
        else None
    wanted = [*([str(torch)] if torch else []), f"open-webui=={OPEN_WEBUI_VERSION}"]
    subprocess.run([str(venv / "bin" / "pip"), "install", "-q", *wanted], check=True)
    seconds = time.monotonic() - t0
    info = {"command": "pip install " + " ".join(wanted), "python": pyver,
            "seconds": round(seconds), "packages": len(pip_list(venv)),
            "size_bytes": dir_size(venv), "torch": (f"{torch.name} (a local CPU wheel)"
                                                     if torch else "from the index"),
            "date": dt.date.today().isoformat()}
    info["size"] = f"{info['size_bytes'] / 1e9:.1f} GB"
    (venv / "dllmc-install.json").write_text(json.dumps(info, indent=1) + "\n")
    return info


def pip_list(venv: Path) -> list[dict[str, str]]:
    out = subprocess.run([str(venv / "bin" / "pip"), "list", "--format", "json"],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def dir_size(path: Path) -> int:
    out = subprocess.run(["du", "-sb", str(path)], capture_output=True, text=True, check=True)
    return int(out.stdout.split()[0])


# ----------------------------------------------------------------------------- processes


def wait_http(url: str, timeout: float, proc: subprocess.Popen | None = None) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and (proc is None or proc.poll() is None):
        try:
            with urllib.request.urlopen(url, timeout=3) as r:
                if r.status == 200:
                    return True
        except OSError:
            time.sleep(0.5)
    return False


@contextlib.contextmanager
def open_webui(venv: Path, connection: str, dllmc_base: str, log: Path,
               settings: dict[str, str]) -> Iterator[str]:
    """A fresh Open WebUI on loopback with only ``connection`` pointing at ``dllmc_base``."""
    port = live_server.free_port()
    data = Path(tempfile.mkdtemp(prefix="open-webui-data-"))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "OLLAMA_"))}
    env.update({
        "DATA_DIR": str(data), "WEBUI_AUTH": "False", "WEBUI_SECRET_KEY": "dllmc-check-" + "0" * 20,
        "OFFLINE_MODE": "true", "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
        "USE_SLIM_DOCKER": "true", "RAG_EMBEDDING_MODEL_AUTO_UPDATE": "false",
        "ENABLE_VERSION_UPDATE_CHECK": "false", "SCARF_NO_ANALYTICS": "true",
        "DO_NOT_TRACK": "true", "ANONYMIZED_TELEMETRY": "false",
        # the follow-up and tag suggestions are two more generations after each answer
        # (minutes on two cores); the title one stays
        "ENABLE_FOLLOW_UP_GENERATION": "false", "ENABLE_TAGS_GENERATION": "false",
        "ENABLE_OLLAMA_API": str(connection == "ollama").lower(),
        "ENABLE_OPENAI_API": str(connection == "openai").lower(),
    })
    if connection == "ollama":
        env["OLLAMA_BASE_URL"] = dllmc_base
    else:
        env["OPENAI_API_BASE_URL"] = dllmc_base + "/v1"
        env["OPENAI_API_KEY"] = "none"
    env.update(settings)
    with open(log, "w") as out:
        proc = subprocess.Popen([str(venv / "bin" / "open-webui"), "serve", "--host", "127.0.0.1",
                                 "--port", str(port)], stdout=out, stderr=subprocess.STDOUT,
                                env=env, start_new_session=True, cwd=data)
    try:
        base = f"http://127.0.0.1:{port}"
        if not wait_http(base + "/health", 240, proc):
            raise RuntimeError(f"open-webui did not come up:\n{log.read_text()[-3000:]}")
        yield base
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        shutil.rmtree(data, ignore_errors=True)


@contextlib.contextmanager
def chromium(width: int = 1000, height: int = 720) -> Iterator[Any]:
    from selenium import webdriver

    exe, driver = shutil.which("chromium"), shutil.which("chromedriver")
    if not (exe and driver):
        raise SystemExit("needs Debian's chromium and chromium-driver: apt-get install -y "
                         "--no-install-recommends chromium chromium-driver")
    opts = webdriver.ChromeOptions()
    opts.binary_location = exe
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                f"--window-size={width},{height}"):
        opts.add_argument(arg)
    b = webdriver.Chrome(options=opts, service=webdriver.ChromeService(driver))
    try:
        yield b
    finally:
        b.quit()


# ----------------------------------------------------------------------------- one connection


def wait_for(fn: Any, timeout: float, step: float = 0.25) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        with contextlib.suppress(Exception):
            if value := fn():
                return value
        if time.monotonic() > deadline:
            return None
        time.sleep(step)


def answer_text(b: Any) -> str:
    """The last assistant message's text as shown (one script: no stale elements)."""
    return b.execute_script("const m = document.querySelectorAll('.chat-assistant'); "
                            "return m.length ? m[m.length - 1].innerText : '';") or ""


def owui_api(base: str, token: str, method: str, path: str,
             body: dict | None = None) -> dict[str, Any]:
    """One call to Open WebUI's own API as its admin pages make it: status and body."""
    req = urllib.request.Request(base + path, method=method,
                                 data=None if body is None else json.dumps(body).encode(),
                                 headers={"Authorization": f"Bearer {token}",
                                          "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            status, raw = r.status, r.read()
    except urllib.error.HTTPError as e:
        status, raw = e.code, e.read()
    try:
        shown: Any = clip(json.loads(raw))
    except ValueError:
        shown = raw[:CLIP].decode("utf-8", "replace")
    return {"call": f"{method} {path}", "request": body, "status": status, "body": shown}


def check_connection(venv: Path, connection: str, mode: str, proxy: RecordingServer,
                     out_stem: Path, prompt: str, served: str, work: Path,
                     title_timeout: float = 600) -> dict[str, Any]:
    from selenium.webdriver.common.by import By

    rec = proxy.recorder
    phase = rec.phase = f"{connection}/{mode}"
    res: dict[str, Any] = {"connection": connection, "mode": mode,
                           "open_webui_settings": MODES[mode], "passed": False, "steps": []}
    log = work / f"open-webui-{connection}-{mode}.log"
    t_start = time.monotonic()

    def step(name: str, ok: bool, **info: Any) -> bool:
        res["steps"].append({"step": name, "ok": ok,
                             "t_s": round(time.monotonic() - t_start, 2), **info})
        return ok

    try:
        with open_webui(venv, connection, proxy.base, log, MODES[mode]) as base, \
                chromium() as b:
            res["open_webui_start_s"] = round(time.monotonic() - t_start, 2)
            b.get(base + "/")
            if not step("page", bool(wait_for(
                    lambda: b.find_elements(By.ID, "chat-input")
                    or b.find_elements(By.XPATH, "//button[contains(., \"Let's Go\")]"), 120))):
                return res
            for el in wait_for(lambda: b.find_elements(
                    By.XPATH, "//button[contains(., \"Let's Go\")]"), 5) or []:
                el.click()
            picker = wait_for(lambda: b.find_element(By.ID, "model-selector-model-button"), 60)
            if not step("model selector", picker is not None):
                return res
            picker.click()
            options = wait_for(lambda: b.find_elements(By.CSS_SELECTOR,
                                                       "button[id^=model-option-]"), 60) or []
            names = [o.get_attribute("aria-label") or o.text for o in options]
            mine = [o for o in options if served in (o.get_attribute("aria-label") or "")]
            if not step("model listed", bool(mine), options=names):
                return res
            mine[0].click()
            chosen = b.find_element(By.ID, "model-selector-model-button").get_attribute(
                "aria-label") or ""
            if not step("model picked", served in chosen, selector=chosen):
                return res
            box = b.find_element(By.ID, "chat-input")
            box.click()
            box.send_keys(prompt)
            send = wait_for(lambda: b.find_element(By.ID, "send-message-button"), 10)
            if not step("message typed", send is not None):
                return res
            sent = time.monotonic()
            send.click()
            samples: list[tuple[float, int]] = []
            text, stable_since = "", time.monotonic()
            chat_paths = ("/api/chat", "/v1/chat/completions")
            while time.monotonic() - sent < 300:
                now = answer_text(b)
                if now != text:
                    text, stable_since = now, time.monotonic()
                    samples.append((round(time.monotonic() - sent, 2), len(now)))
                    if now.strip() and "streaming_screenshot" not in res and any(
                            "seconds" not in e and asked(e.get("request"), prompt)
                            for e in rec.of(phase)):
                        shot = out_stem.with_name(f"{out_stem.name}-{connection}-{mode}"
                                                  "-streaming.png")
                        b.save_screenshot(str(shot))
                        res["streaming_screenshot"] = shot.name
                        res["streaming_screenshot_at"] = samples[-1]
                done = [e for e in rec.of(phase) if e["path"] in chat_paths
                        and "seconds" in e and asked(e.get("request"), prompt)]
                if done and text and time.monotonic() - stable_since > 2:
                    break
                time.sleep(0.25)
            chats = [e for e in rec.of(phase) if e["path"] in chat_paths
                     and asked(e.get("request"), prompt)]
            step("dllmc answered the chat", bool(chats) and chats[-1].get("status") == 200,
                 status=chats[-1].get("status") if chats else None,
                 pieces=chats[-1].get("response_pieces") if chats else None,
                 error=None if not chats or chats[-1].get("status") == 200
                 else chats[-1].get("response_head"))
            res["answer"] = text
            res["answer_samples_s_chars"] = samples
            res["first_text_s"] = samples[0][0] if samples else None
            res["answer_done_s"] = round(stable_since - sent, 2)
            grew = len({n for _, n in samples if n > 0})
            step("answer shown", bool(text.strip()), chars=len(text))
            step("answer seen growing", grew >= 2, distinct_lengths=grew)
            # title generation (sent beside the chat) and the rest of what Open WebUI sends
            waited = time.monotonic()
            wait_for(lambda: rec.quiet_for(5), title_timeout, step=1)
            token = b.execute_script("return localStorage.token") or ""
            titles = [e for e in rec.of(phase) if e["path"] in chat_paths
                      and is_title_task(e.get("request"))]
            chats_listed = owui_api(base, token, "GET", "/api/v1/chats/")
            listed = chats_listed["body"] if isinstance(chats_listed["body"], list) else []
            t = titles[-1] if titles else {}
            step("dllmc answered the title task", t.get("status") == 200,
                 status=t.get("status"), seconds=t.get("seconds"),
                 asked=title_length(t.get("request")), answer=t.get("response_head", "")[-400:],
                 waited_s=round(time.monotonic() - waited, 2))
            res["title"] = listed[0].get("title") if listed and isinstance(listed[0], dict) \
                else None
            # the end: the answer, and the title in the sidebar
            time.sleep(2)
            shot = out_stem.with_name(f"{out_stem.name}-{connection}-{mode}.png")
            b.save_screenshot(str(shot))
            res["screenshot"] = shot.name
            res["screenshot_bytes"] = shot.stat().st_size
            calls = []
            if connection == "ollama":
                calls += [owui_api(base, token, "POST", "/ollama/verify", {"url": proxy.base}),
                          owui_api(base, token, "GET", "/ollama/api/version"),
                          owui_api(base, token, "GET", "/ollama/api/ps"),
                          owui_api(base, token, "POST", "/ollama/api/show",
                                   {"model": served})]
            else:
                calls += [owui_api(base, token, "POST", "/openai/verify",
                                   {"url": proxy.base + "/v1", "key": "none"}),
                          owui_api(base, token, "GET", "/openai/models")]
            res["admin_calls"] = calls
            res["passed"] = all(s["ok"] for s in res["steps"])
    except CheckTimeout:
        raise
    except Exception as e:  # a failed connection is a result, not a crash
        res["error"] = f"{type(e).__name__}: {str(e).strip().splitlines()[0]}"[:1000]
    finally:
        res["seconds"] = round(time.monotonic() - t_start, 2)
        res["requests_to_dllmc"] = rec.of(phase)
        if log.exists():
            lines = log.read_text(errors="replace").splitlines()
            res["open_webui_errors"] = [ln[:400] for ln in lines if re.search(
                r"\| (ERROR|WARNING) |HTTPException|Error:", ln)][:30]
    return res


# ----------------------------------------------------------------------------- main


def is_title_task(request: Any) -> bool:
    """Whether a chat request is Open WebUI's title task."""
    messages = request.get("messages") if isinstance(request, dict) else None
    return bool(messages) and isinstance(messages[-1], dict) \
        and "Generate a concise title" in str(messages[-1].get("content", ""))


def title_length(request: Any) -> Any:
    """The length the title task asked for (``max_tokens`` or ``options.num_predict``)."""
    if not isinstance(request, dict):
        return None
    opts = request.get("options")
    return request.get("max_tokens") or (opts.get("num_predict") if isinstance(opts, dict)
                                         else None)


def asked(request: Any, prompt: str) -> bool:
    """Whether a chat request's last message is the user's ``prompt`` (not a title task)."""
    messages = request.get("messages") if isinstance(request, dict) else None
    return bool(messages) and isinstance(messages[-1], dict) \
        and messages[-1].get("content") == prompt


def git(*args: str) -> str:
    out = subprocess.run(["git", *args], capture_output=True, text=True,
                         cwd=Path(__file__).resolve().parent.parent)
    return out.stdout.strip()


def machine() -> dict[str, Any]:
    cpu = platform.processor()
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            cpu = line.split(":", 1)[1].strip()
            break
    return {"cpu": cpu, "cores": os.cpu_count(), "platform": platform.platform(),
            "load_average_start": os.getloadavg()[0]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--venv", type=Path, default=DEFAULT_VENV,
                    help="Open WebUI's virtual environment (default: %(default)s)")
    ap.add_argument("--install", action="store_true",
                    help="(re)make the virtual environment first")
    ap.add_argument("--out", type=Path,
                    default=RESULTS / f"{dt.date.today().isoformat()}-open_webui.json")
    ap.add_argument("--connections", default="ollama,openai")
    ap.add_argument("--modes", default="default",
                    help=f"Open WebUI settings to try, of {', '.join(MODES)} (default: "
                    "%(default)s)")
    ap.add_argument("--model", default=MODEL, help="a name of bench/real_models.py")
    ap.add_argument("--prompt", default=PROMPT)
    ap.add_argument("--max-tokens", type=int, default=128,
                    help="dllmc serve's --max-tokens: caps the title task's 1000 (0: none, "
                    "the canvas's room) (default: %(default)s)")
    ap.add_argument("--title-timeout", type=float, default=600,
                    help="how long to wait for the title task after the answer, seconds")
    ap.add_argument("--timeout", type=float, default=1500, help="the whole run, seconds")
    args = ap.parse_args(argv)
    if unknown := set(args.modes.split(",")) - set(MODES):
        ap.error(f"unknown modes {sorted(unknown)}; known: {', '.join(MODES)}")

    def on_alarm(*_: Any) -> None:
        raise CheckTimeout(f"the check went over --timeout {args.timeout:.0f} s")

    signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(int(args.timeout))
    t0 = time.monotonic()
    installed = install(args.venv) if args.install else None
    exe = args.venv / "bin" / "open-webui"
    if not exe.exists():
        raise SystemExit(f"no Open WebUI at {args.venv}: run with --install")
    info_file = args.venv / "dllmc-install.json"
    installed = installed or (json.loads(info_file.read_text()) if info_file.exists() else None)
    versions = {p["name"].lower(): p["version"] for p in pip_list(args.venv)}
    pyver = subprocess.run([str(args.venv / "bin" / "python"), "-c",
                            "import platform; print(platform.python_version())"],
                           capture_output=True, text=True).stdout.strip()

    from dllmc.bench.real_models import real_model

    gguf = real_model(args.model)
    work = Path(tempfile.mkdtemp(prefix="open-webui-check-"))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    result: dict[str, Any] = {
        "what": "Open WebUI against dllmc serve in headless Chromium (bench/open_webui_check.py)",
        "command": "python -m dllmc.bench.open_webui_check " + " ".join(argv or sys.argv[1:]),
        "date": dt.datetime.now().isoformat(timespec="seconds"),
        "open_webui": versions.get("open-webui"), "open_webui_python": pyver,
        "torch": versions.get("torch"), "install": installed, "machine": machine(),
        "dllmc_commit": git("rev-parse", "HEAD"),
        "dllmc_commit_subject": git("log", "-1", "--format=%s")[:200],
        "dllmc_runtime_uncommitted": bool(git("status", "--porcelain", "--", "runtime")),
        "model": args.model, "served_as": args.model, "prompt": args.prompt,
        "chromium": subprocess.run(["chromium", "--version"], capture_output=True,
                                   text=True).stdout.strip(),
        "connections": [],
    }
    server = proxy = None
    try:
        serve_args = ["-m", str(gguf), "--name", args.model, "--slots", "2",
                      *(["--max-tokens", str(args.max_tokens)] if args.max_tokens else [])]
        result["dllmc_serve"] = "dllmc serve " + " ".join(
            a if a != str(gguf) else gguf.name for a in serve_args)
        server, dllmc_base = live_server.start(serve_args, work / "dllmc.log", timeout=600)
        result["dllmc_start_s"] = round(time.monotonic() - t0, 2)
        proxy = RecordingServer(Recorder(dllmc_base))
        threading.Thread(target=proxy.serve_forever, daemon=True).start()
        for conn in [c.strip() for c in args.connections.split(",") if c.strip()]:
            for mode in [m.strip() for m in args.modes.split(",") if m.strip()]:
                result["connections"].append(check_connection(
                    args.venv, conn, mode, proxy, args.out.with_suffix(""), args.prompt, args.model,
                    work, args.title_timeout))
    except CheckTimeout as e:
        result["error"] = str(e)
    finally:
        signal.alarm(0)
        if proxy is not None:
            proxy.shutdown()
        if server is not None:
            live_server.stop(server)
            lines = (work / "dllmc.log").read_text(errors="replace").splitlines()
            result["dllmc_log"] = [ln[:400] for ln in lines if "dllmc.serve" in ln
                                   or "Error" in ln][-40:]
    # screenshots of this run's connections and modes only: older ones of the same stem go
    shots = {c.get(k) for c in result["connections"]
             for k in ("screenshot", "streaming_screenshot")} - {None}
    names = {f"{args.out.stem}-{c}-{m}{s}.png" for c in ("ollama", "openai") for m in MODES
             for s in ("", "-streaming")}
    for old in args.out.parent.glob(f"{args.out.stem}-*.png"):
        if old.name in names and old.name not in shots:
            old.unlink()
        shutil.rmtree(work, ignore_errors=True)
    result["worked"] = [f"{c['connection']}/{c['mode']}" for c in result["connections"]
                        if c["passed"]]
    result["passed"] = bool(result["connections"]) and "error" not in result and all(
        c["passed"] for c in result["connections"])
    result["seconds"] = round(time.monotonic() - t0, 2)
    args.out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n")
    for c in result["connections"]:
        print(f"{c['connection']}/{c['mode']}: {'passed' if c['passed'] else 'FAILED'} "
              f"({c.get('error') or c.get('answer', '')[:80]!r})")
    print(f"wrote {args.out}")
    return 0 if result["passed"] else 1


if __name__ == "__main__":
    sys.exit(main())
