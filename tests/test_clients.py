"""`dllmc serve` driven by the clients people use, unchanged, against one live server on
loopback (docs/serve.md has the table of what each calls): the official ``ollama`` Python
client, the ``openai`` client, LangChain's ``ChatOpenAI`` and ``ChatOllama`` in a one-line
chain; then the hostile inputs, each with its status code and error body and the server
answering a normal request after it; a slow-header connection that does not hold up
``/health``; a dropped Ollama stream cancelled with its slot freed.

The model is the compiled factory LLaDA of tests/test_serve.py (its text is noise; what is
checked is the protocol: shapes, counts, statuses, and that the APIs agree with each other at
temperature 0).
"""

from __future__ import annotations

import json
import socket
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from dllmc.bench.live_server import start, stop
from dllmc.compiler.pipeline import compile_model
from dllmc.tests.factory import tiny, write_model

ollama = pytest.importorskip("ollama")  # test dependencies (pyproject: .[test])
openai = pytest.importorskip("openai")

NAME, CANVAS, MAX_TOKENS = "llada", 96, 64
MSGS = [{"role": "user", "content": "hello world"}]


@pytest.fixture(scope="module")
def files(tmp_path_factory) -> tuple[Path, Path]:
    d = tmp_path_factory.mktemp("clients")
    g = write_model(d / "llada.gguf", tiny("llada"), types="Q4_K_M", seed=4)
    so = d / "llada.so"
    compile_model(g, so, max_canvas=CANVAS)
    return g, so


@pytest.fixture(scope="module")
def base(files, tmp_path_factory):
    """A live `dllmc serve` without an API key (as Ollama runs), shared by the module."""
    g, so = files
    log = tmp_path_factory.mktemp("clients-log") / "server.log"
    proc, url = start(["-m", str(so), "--gguf", str(g), "--name", NAME, "--slots", "2",
                       "--queue", "4", "--threads", "1", "--max-tokens", str(MAX_TOKENS)], log)
    yield url
    stop(proc)


@pytest.fixture(scope="module")
def oc(base):
    return ollama.Client(host=base, timeout=60)


@pytest.fixture(scope="module")
def ai(base):
    return openai.OpenAI(base_url=base + "/v1", api_key="unused", max_retries=0, timeout=60)


def _request(base: str, path: str, body: bytes | dict | None = None,
             method: str | None = None) -> tuple[int, dict]:
    data = body if isinstance(body, bytes | None) else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method or (
        "GET" if data is None else "POST"), headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"{}")


def _metric(base: str, name: str) -> float:
    with urllib.request.urlopen(base + "/metrics", timeout=10) as r:
        lines = r.read().decode().splitlines()
    return float(next(x.split()[1] for x in lines if x.startswith(f"dllmc_{name} ")))


# ------------------------------------------------------------------------------ ollama


def test_ollama_client_lists_shows_and_ps(files, base, oc) -> None:
    from dllmc.runtime.text.tokenizer import Tokenizer

    g, _ = files
    listed = oc.list().models
    assert [m.model for m in listed] == [NAME]
    assert listed[0].size == g.stat().st_size and listed[0].details.format == "gguf"
    shown = oc.show(NAME)
    assert shown.details.family == "llada" and shown.details.quantization_level == "Q4_K_M"
    assert shown.details.parameter_size.endswith("M")  # 1.84M: Ollama's human number
    assert shown.modelinfo["general.architecture"] == "llada"
    assert shown.modelinfo["llada.context_length"] == CANVAS  # the key Open WebUI reads
    assert shown.modelinfo["general.parameter_count"] > 1_000_000
    assert shown.capabilities == ["completion"]
    assert shown.template == Tokenizer.from_gguf(g).chat_template
    assert "num_ctx" in shown.parameters and f"{CANVAS}" in shown.parameters
    assert "temperature" in shown.parameters
    assert oc.show(f"{NAME}:latest").details.family == "llada"
    with pytest.raises(ollama.ResponseError) as e:
        oc.show("llama3")
    assert e.value.status_code == 404 and "not found" in e.value.error
    running = oc.ps().models
    assert [m.model for m in running] == [NAME] and running[0].context_length == CANVAS
    assert running[0].expires_at.year > 2100 and running[0].size_vram == 0
    assert _request(base, "/api/version") == (200, {"version": "0.12.0", "dllmc": "0.1.0"})
    with urllib.request.urlopen(urllib.request.Request(base + "/", method="HEAD")) as r:
        assert r.status == 200  # the `ollama` CLI's heartbeat


def test_ollama_client_chat_generate_and_stream(oc, ai) -> None:
    r = oc.chat(model=NAME, messages=MSGS, options={"num_predict": 16, "temperature": 0},
                keep_alive="5m")
    assert r.done and r.done_reason == "length" and r.eval_count == 16
    assert r.message.role == "assistant" and r.message.content
    # the same request over the OpenAI API: the same answer
    same = ai.chat.completions.create(model=NAME, messages=MSGS, max_tokens=16, temperature=0)
    assert same.choices[0].message.content == r.message.content
    assert same.usage.prompt_tokens == r.prompt_eval_count
    parts = list(oc.chat(model=NAME, messages=MSGS, stream=True,
                         options={"num_predict": 16, "temperature": 0}))
    assert [p.done for p in parts] == [False] * (len(parts) - 1) + [True]
    assert "".join(p.message.content for p in parts) == r.message.content
    assert parts[-1].eval_count == 16 and parts[-1].done_reason == "length"

    g = oc.generate(model=NAME, prompt="hello world", options={"num_predict": 8})
    assert g.done and g.eval_count == 8 and g.response
    streamed = list(oc.generate(model=NAME, prompt="hello world", stream=True,
                                options={"num_predict": 8}))
    assert "".join(p.response for p in streamed) == g.response and streamed[-1].done
    raw = oc.generate(model=NAME, prompt="Once upon a time", raw=True,
                      options={"num_predict": 8, "temperature": 0})
    plain = ai.completions.create(model=NAME, prompt="Once upon a time", max_tokens=8,
                                  temperature=0)
    assert raw.response == plain.choices[0].text  # raw: no chat template, as /v1/completions
    # an empty prompt loads the model, as Ollama answers a preload
    loaded = oc.generate(model=NAME)
    assert loaded.done and loaded.done_reason == "load" and loaded.response == ""


def test_ollama_num_predict_minus_one_and_minus_two(oc) -> None:
    for n in (-1, -2):  # to the end / fill the context: the room in the canvas, up to the limit
        r = oc.generate(model=NAME, prompt="hello world", options={"num_predict": n})
        assert r.done and r.eval_count == min(CANVAS - r.prompt_eval_count, MAX_TOKENS) == 64
    # with a block length: the room in whole blocks (64 // 24 * 24)
    r = oc.generate(model=NAME, prompt="hello world",
                    options={"num_predict": -1, "block_length": 24})
    assert r.eval_count == 48
    with pytest.raises(ollama.ResponseError) as e:
        oc.generate(model=NAME, prompt="hello world", options={"num_predict": -3})
    assert e.value.status_code == 400 and "-1 (to the end)" in e.value.error


def test_ollama_client_refusals(oc) -> None:
    cases = [
        (lambda: oc.chat(model=NAME, messages=MSGS, format="json"), 400, "format"),
        (lambda: oc.chat(model=NAME, messages=MSGS, think=True), 400, "thinking"),
        (lambda: oc.embed(model=NAME, input="x"), 400, "embeddings"),
        (lambda: oc.embeddings(model=NAME, prompt="x"), 400, "embeddings"),
        (lambda: oc.pull("llama3"), 501, "cannot pull"),
        (lambda: oc.chat(model="llama3", messages=MSGS), 404, "not found"),
    ]
    for call, status, words in cases:
        with pytest.raises(ollama.ResponseError) as e:
            call()
        assert (e.value.status_code, words in e.value.error) == (status, True), e.value
    assert oc.pull(NAME).status == "success"  # already here
    assert [p.status for p in oc.pull(NAME, stream=True)] == ["success"]


# ------------------------------------------------------------------------------ openai


def test_openai_client_chat_completions_and_usage_chunk(files, ai) -> None:
    from dllmc.runtime.text.tokenizer import Tokenizer

    chat = ai.chat.completions.create(model=NAME, messages=MSGS, max_completion_tokens=12,
                                      temperature=0)
    assert chat.usage.completion_tokens == 12 and chat.choices[0].finish_reason == "length"
    chunks = list(ai.chat.completions.create(
        model=NAME, messages=MSGS, max_completion_tokens=12, temperature=0, stream=True,
        stream_options={"include_usage": True}))
    # OpenAI's shape: every chunk but the last without usage, the last with no choices
    assert all(c.usage is None for c in chunks[:-1])
    assert chunks[-1].choices == [] and chunks[-1].usage.completion_tokens == 12
    assert chunks[-2].choices[0].finish_reason == "length"
    assert "".join(c.choices[0].delta.content or "" for c in chunks[:-1]) == \
        chat.choices[0].message.content
    # a developer message (OpenAI's newer system) and an assistant turn without content
    r = ai.chat.completions.create(model=NAME, max_tokens=4, messages=[
        {"role": "developer", "content": "Be brief."}, {"role": "user", "content": "hi"},
        {"role": "assistant", "content": None}, {"role": "user", "content": "again"}])
    assert r.usage.completion_tokens == 4

    text = ai.completions.create(model=NAME, prompt="Once upon a time", max_tokens=8,
                                 temperature=0)
    ids = text.usage.prompt_tokens
    # token-id prompts: a list of ints, and a list of one list, of the text's own tokens
    toks = Tokenizer.from_gguf(files[0]).encode("Once upon a time")
    assert len(toks) == ids
    for prompt in (toks, [toks]):
        same = ai.completions.create(model=NAME, prompt=prompt, max_tokens=8, temperature=0)
        assert same.choices[0].text == text.choices[0].text
        assert same.usage.prompt_tokens == ids
    streamed = list(ai.completions.create(model=NAME, prompt=toks, max_tokens=8, temperature=0,
                                          stream=True, stream_options={"include_usage": True}))
    assert "".join(c.choices[0].text for c in streamed[:-1]) == text.choices[0].text
    assert streamed[-1].usage.prompt_tokens == ids
    assert ai.models.retrieve(NAME).id == NAME


def test_openai_client_errors(ai) -> None:
    with pytest.raises(openai.BadRequestError) as e:
        ai.chat.completions.create(model=NAME, messages=[{"role": "wizard", "content": "hi"}])
    assert e.value.body["param"] == "messages.[0].role"
    assert e.value.body["code"] == "invalid_value" and "'wizard'" in e.value.body["message"]
    with pytest.raises(openai.BadRequestError) as e:
        ai.completions.create(model=NAME, prompt=[5, 1_000_000], max_tokens=4)
    assert e.value.body["param"] == "prompt" and "vocabulary" in e.value.body["message"]
    with pytest.raises(openai.BadRequestError) as e:
        ai.chat.completions.create(model=NAME, messages=MSGS,
                                   response_format={"type": "json_object"})
    assert e.value.body["param"] == "response_format"
    with pytest.raises(openai.BadRequestError) as e:
        ai.chat.completions.create(model=NAME, messages=MSGS, top_p=7)
    assert e.value.body["param"] == "top_p" and "top-p 7" in e.value.body["message"]
    with pytest.raises(openai.NotFoundError) as e:
        ai.chat.completions.create(model="gpt-4o", messages=MSGS)
    assert e.value.body["code"] == "model_not_found"
    with pytest.raises(openai.BadRequestError) as e:
        ai.embeddings.create(model=NAME, input="x")
    assert e.value.body["code"] == "unsupported_endpoint"


# ------------------------------------------------------------------- tools and the cap

TOOLS = [{"type": "function", "function": {
    "name": "get_weather", "description": "The weather in a city.",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
                   "required": ["city"]}}}]
# a conversation that called a tool: an assistant turn with tool_calls and no content, the
# tool's answer; rendered to the chat template as text
CALLED = [{"role": "user", "content": "weather in Paris?"},
          {"role": "assistant", "content": None, "tool_calls": [{
              "id": "call_1", "type": "function",
              "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}}]},
          {"role": "tool", "tool_call_id": "call_1", "content": "sunny, 21 C"}]


def test_tools_are_accepted_and_ignored(oc, ai) -> None:
    """Open WebUI sends its built-in tools with every chat: the model is free not to call one
    (tool_choice auto / none / absent; Ollama has no tool_choice), so the answer is the one
    without tools, in text, with no tool_calls."""
    plain = ai.chat.completions.create(model=NAME, messages=MSGS, max_tokens=8, temperature=0)
    for extra in ({}, {"tool_choice": "auto"}, {"tool_choice": "none"},
                  {"tool_choice": "auto", "parallel_tool_calls": False}):
        r = ai.chat.completions.create(model=NAME, messages=MSGS, max_tokens=8, temperature=0,
                                       tools=TOOLS, **extra)
        c = r.choices[0]
        assert c.message.content == plain.choices[0].message.content, extra
        assert c.message.tool_calls is None and c.finish_reason == "length", extra
    legacy = ai.chat.completions.create(model=NAME, messages=MSGS, max_tokens=8, temperature=0,
                                        functions=[TOOLS[0]["function"]], function_call="auto")
    assert legacy.choices[0].message.content == plain.choices[0].message.content
    streamed = list(ai.chat.completions.create(model=NAME, messages=MSGS, max_tokens=8,
                                               temperature=0, tools=TOOLS, stream=True))
    assert "".join(c.choices[0].delta.content or "" for c in streamed) == \
        plain.choices[0].message.content
    assert all(c.choices[0].delta.tool_calls is None for c in streamed)
    r = ai.chat.completions.create(model=NAME, messages=CALLED, max_tokens=4, tools=TOOLS)
    assert r.usage.completion_tokens == 4 and r.choices[0].message.tool_calls is None
    for forced in ("required", {"type": "function", "function": {"name": "get_weather"}}):
        with pytest.raises(openai.BadRequestError) as e:
            ai.chat.completions.create(model=NAME, messages=MSGS, tools=TOOLS,
                                       tool_choice=forced)
        assert e.value.body["param"] == "tool_choice", forced
        assert "cannot force a call" in e.value.body["message"]

    o = oc.chat(model=NAME, messages=MSGS, options={"num_predict": 8, "temperature": 0})
    t = oc.chat(model=NAME, messages=MSGS, tools=TOOLS,
                options={"num_predict": 8, "temperature": 0})
    assert t.message.content == o.message.content == plain.choices[0].message.content
    assert not t.message.tool_calls and t.done_reason == "length"
    parts = list(oc.chat(model=NAME, messages=MSGS, tools=TOOLS, stream=True,
                         options={"num_predict": 8, "temperature": 0}))
    assert "".join(p.message.content for p in parts) == o.message.content
    # Ollama's own shape of a called tool: arguments as an object, the answer's tool_name
    called = [CALLED[0], {"role": "assistant", "content": "", "tool_calls": [
        {"function": {"name": "get_weather", "arguments": {"city": "Paris"}}}]},
        {"role": "tool", "content": "sunny, 21 C", "tool_name": "get_weather"}]
    r = oc.chat(model=NAME, messages=called, tools=TOOLS, options={"num_predict": 4})
    assert r.eval_count == 4 and not r.message.tool_calls


def test_max_tokens_past_the_room_is_capped(files, oc, ai) -> None:
    """A max_tokens (num_predict) past the room the prompt leaves in the canvas, or past
    --max-tokens, is capped there (as Ollama and llama.cpp's server do): 200, finish reason
    "length" with the cap's number of tokens.  Open WebUI's title task asks for 1000."""
    from dllmc.runtime.text.tokenizer import Tokenizer

    prompt = list(range(100, 150))  # 50 tokens: room for 46 in the canvas of 96 (< 64)
    room = CANVAS - len(prompt)
    r = ai.completions.create(model=NAME, prompt=prompt, max_tokens=10**6, temperature=0)
    assert r.choices[0].finish_reason == "length" and r.usage.completion_tokens == room == 46
    same = ai.completions.create(model=NAME, prompt=prompt, max_tokens=room, temperature=0)
    assert same.choices[0].text == r.choices[0].text  # the cap is that request exactly
    streamed = list(ai.completions.create(model=NAME, prompt=prompt, max_tokens=1000,
                                          temperature=0, stream=True,
                                          stream_options={"include_usage": True}))
    assert streamed[-2].choices[0].finish_reason == "length"
    assert streamed[-1].usage.completion_tokens == room
    # a short prompt: capped at the server's --max-tokens (64), here with a 10**30
    c = ai.chat.completions.create(model=NAME, messages=MSGS, max_completion_tokens=10**30)
    assert c.choices[0].finish_reason == "length" and c.usage.completion_tokens == MAX_TOKENS
    # Ollama's num_predict, as Open WebUI's title task sends it
    text = "word " * 40
    P = len(Tokenizer.from_gguf(files[0]).encode(text))
    g = oc.generate(model=NAME, prompt=text, raw=True, options={"num_predict": 1000})
    assert g.done_reason == "length" and g.eval_count == min(CANVAS - P, MAX_TOKENS)
    assert g.prompt_eval_count == P and CANVAS - P < MAX_TOKENS
    # no room at all: the prompt fills the canvas
    with pytest.raises(openai.BadRequestError) as e:
        ai.completions.create(model=NAME, prompt=[100] * CANVAS, max_tokens=4)
    assert e.value.body["code"] == "context_length_exceeded"
    assert e.value.body["param"] == "prompt"
    with pytest.raises(ollama.ResponseError) as e:
        oc.chat(model=NAME, messages=[{"role": "user", "content": "word " * 200}],
                options={"num_predict": 1000})
    assert e.value.status_code == 400 and "no room" in e.value.error


# --------------------------------------------------------------------------- LangChain


def test_langchain_chains(base) -> None:
    lc_core = pytest.importorskip("langchain_core")
    from langchain_core.output_parsers import StrOutputParser
    from langchain_core.prompts import ChatPromptTemplate
    from langchain_ollama import ChatOllama
    from langchain_openai import ChatOpenAI

    assert lc_core
    prompt = ChatPromptTemplate.from_messages([("system", "Be brief."), ("user", "{q}")])
    via_openai = ChatOpenAI(model=NAME, base_url=base + "/v1", api_key="unused", max_tokens=8,
                            temperature=0, max_retries=0, timeout=60)
    via_ollama = ChatOllama(model=NAME, base_url=base, num_predict=8, temperature=0,
                            validate_model_on_init=True)
    a = (prompt | via_openai | StrOutputParser()).invoke({"q": "hello"})
    b = (prompt | via_ollama | StrOutputParser()).invoke({"q": "hello"})
    assert a and a == b  # one model, one prompt, temperature 0: both APIs give the same text
    assert "".join((prompt | via_openai | StrOutputParser()).stream({"q": "hello"})) == a
    assert "".join((prompt | via_ollama | StrOutputParser()).stream({"q": "hello"})) == a
    # usage counted once, streamed with OpenAI's usage chunk as without it
    for llm in (via_openai, via_openai.model_copy(update={"stream_usage": True}), via_ollama):
        total = None
        for c in llm.stream("hello"):
            total = c if total is None else total + c
        assert total is not None and total.usage_metadata["output_tokens"] == 8, llm


# ---------------------------------------------------------------------- hostile inputs

CHAT, COMP = "/v1/chat/completions", "/v1/completions"
M = b'"messages": [{"role": "user", "content": "hi"}]'
# (path, body, status, the error's (param or None, words in its message)); OpenAI's error
# object on /v1, Ollama's {"error": "..."} on /api
HOSTILE = [
    ("role", CHAT, {"messages": [{"role": "wizard", "content": "hi"}]}, 400,
     ("messages.[0].role", "Invalid value: 'wizard'")),
    ("temperature-inf", CHAT, b'{' + M + b', "temperature": 1e999}', 400,
     ("temperature", "must be a finite number, not inf")),
    ("temperature-nan", CHAT, b'{' + M + b', "temperature": NaN}', 400,
     ("temperature", "must be a finite number, not nan")),
    ("top-p-minus-infinity", CHAT, b'{' + M + b', "top_p": -Infinity}', 400,
     ("top_p", "not -inf")),
    ("nested-5000-arrays", CHAT, b"[" * 5000 + b"]" * 5000, 400,
     (None, "nested deeper than 64")),
    ("nested-5000-objects", CHAT, b'{"a":' * 5000 + b"1" + b"}" * 5000, 400,
     (None, "nested deeper than 64")),
    ("nested-100-in-messages", CHAT, b'{"messages": ' + b"[" * 100 + b"]" * 100 + b"}", 400,
     (None, "nested deeper than 64")),
    ("int-5000-digits", CHAT, b'{"max_tokens": ' + b"9" * 5000 + b"}", 400,
     (None, "more than 4300 digits")),
    ("max-tokens-0", CHAT, {"messages": MSGS, "max_tokens": 0}, 400,
     ("max_tokens", "max_tokens must be at least 1")),
    ("no-room-for-an-answer", COMP, {"prompt": [1] * CANVAS}, 400,
     ("prompt", "leaves no room for an answer")),
    ("tool-choice-required", CHAT, {"messages": MSGS, "tools": [], "tool_choice": "required"},
     400, ("tool_choice", "cannot force a call")),
    ("tool-choice-named", CHAT, {"messages": MSGS, "tool_choice": {
        "type": "function", "function": {"name": "f"}}}, 400,
     ("tool_choice", "cannot force a call")),
    ("tool-choice-unknown", CHAT, {"messages": MSGS, "tool_choice": "sometimes"}, 400,
     ("tool_choice", "must be 'auto', 'none', 'required'")),
    ("function-call-named", CHAT, {"messages": MSGS, "functions": [{"name": "f"}],
                                   "function_call": {"name": "f"}}, 400,
     ("function_call", "cannot force a call")),
    ("tools-not-a-list", CHAT, {"messages": MSGS, "tools": {"type": "function"}}, 400,
     ("tools", "must be a list")),
    ("tool-call-without-name", CHAT, {"messages": [*MSGS, {
        "role": "assistant", "content": None, "tool_calls": [{"type": "function"}]}]}, 400,
     ("messages.[1].tool_calls", "must name its function")),
    ("not-utf8", CHAT, b"\xff\xfe{", 400, (None, "not valid JSON")),
    ("not-an-object", CHAT, b'"just a string"', 400, (None, "must be a JSON object")),
    ("token-out-of-vocab", COMP, {"prompt": [1, 99999]}, 400, ("prompt", "vocabulary")),
    ("two-prompts", COMP, {"prompt": [[1], [2]]}, 400, ("prompt", "takes one")),
    ("empty-prompt", COMP, {"prompt": []}, 400, ("prompt", "non-empty")),
    ("image-part", CHAT, {"messages": [{"role": "user", "content": [{"type": "image_url"}]}]},
     400, ("messages.[0].content", "only text")),
    ("stream-not-bool", CHAT, {"messages": MSGS, "stream": "yes"}, 400, ("stream", "bool")),
    ("ollama-options-inf", "/api/chat",
     b'{"model": "llada", ' + M + b', "options": {"temperature": Infinity}}', 400,
     (None, "'options.temperature' must be a finite number")),
    ("ollama-role", "/api/chat", {"messages": [{"role": "wizard", "content": "hi"}]}, 400,
     (None, "Invalid value: 'wizard'")),
    ("ollama-nested", "/api/generate", b"[" * 5000, 400, (None, "nested deeper than 64")),
    ("ollama-format-json", "/api/generate", {"prompt": "hi", "format": "json"}, 400,
     (None, "not supported")),
    ("ollama-images", "/api/chat",
     {"messages": [{"role": "user", "content": "hi", "images": ["aGk="]}]}, 400,
     (None, "text only")),
    ("ollama-num-predict-0", "/api/generate", {"prompt": "hi", "options": {"num_predict": 0}},
     400, (None, "num_predict must be at least 1")),
    ("ollama-keep-alive-object", "/api/generate", {"prompt": "hi", "keep_alive": {}}, 400,
     (None, "keep_alive")),
    ("ollama-no-room", "/api/generate", {"prompt": "word " * 200, "raw": True}, 400,
     (None, "leaves no room for an answer")),
]


@pytest.mark.parametrize(("path", "body", "status", "want"),
                         [c[1:] for c in HOSTILE], ids=[c[0] for c in HOSTILE])
def test_hostile_input_is_refused_and_the_server_goes_on(base, ai, path, body, status,
                                                         want) -> None:
    code, err = _request(base, path, body)
    param, words = want
    if path.startswith("/api/"):
        assert (code, set(err)) == (status, {"error"}) and words in err["error"], err
    else:
        e = err["error"]
        assert code == status and set(e) == {"message", "type", "param", "code"}, err
        assert e["type"] == "invalid_request_error" and e["param"] == param, err
        assert words in e["message"], err
    r = ai.chat.completions.create(model=NAME, messages=MSGS, max_tokens=4)
    assert r.usage.completion_tokens == 4


def test_oversized_chunked_body_is_413(base) -> None:
    """A body past the 1 MiB limit without a Content-Length (chunked): read up to the
    limit, then refused."""
    import http.client

    host, port = base.removeprefix("http://").split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=60)
    try:
        conn.putrequest("POST", CHAT)
        conn.putheader("Content-Type", "application/json")
        conn.putheader("Transfer-Encoding", "chunked")
        conn.endheaders()
        piece = b"[" + b"1," * 32767 + b"1]"
        try:
            for _ in range(40):  # ~2.6 MB
                conn.send(f"{len(piece):x}\r\n".encode() + piece + b"\r\n")
            conn.send(b"0\r\n\r\n")
        except (BrokenPipeError, ConnectionResetError):
            pass  # refused before the rest was sent
        r = conn.getresponse()
        body = json.loads(r.read())
    finally:
        conn.close()
    assert r.status == 413 and body["error"]["code"] == "body_too_large"
    assert _request(base, "/health") == (200, {"status": "ok", "model": NAME})


def test_slow_headers_do_not_block_and_dropped_ollama_streams_free_their_slot(base) -> None:
    host, port = base.removeprefix("http://").split(":")
    slow = socket.create_connection((host, int(port)))
    slow.sendall(b"POST /api/chat HTTP/1.1\r\nHost: x\r\n")  # and never the rest
    try:
        t0 = time.monotonic()
        assert _request(base, "/health")[0] == 200
        assert time.monotonic() - t0 < 5
        # a client that goes away mid-stream: cancelled, its slot back
        cancelled = _metric(base, "requests_cancelled_total")
        s = socket.create_connection((host, int(port)))
        body = json.dumps({"model": NAME, "messages": MSGS, "options": {
            "num_predict": MAX_TOKENS, "steps": MAX_TOKENS}}).encode()
        s.sendall(b"POST /api/chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                  b"Content-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body)
        assert b"200 OK" in s.recv(4096)
        s.shutdown(socket.SHUT_RDWR)
        s.close()
        deadline = time.monotonic() + 30
        while _metric(base, "requests_cancelled_total") < cancelled + 1:
            assert time.monotonic() < deadline, "the dropped stream was not cancelled"
            time.sleep(0.1)
        while _metric(base, "active_slots") != 0:
            assert time.monotonic() < deadline, "the slot was not freed"
            time.sleep(0.1)
        assert _metric(base, "queue_depth") == 0
    finally:
        slow.close()
