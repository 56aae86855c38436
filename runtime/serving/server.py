"""``dllmc serve``: an OpenAI- and Ollama-compatible HTTP server over continuous batching.

    app = create_app(llm, ServeConfig(model_name="llada", ...))   # FastAPI, for uvicorn

Endpoints (docs/serve.md has the fields, the events and the errors):

- ``GET /health``; ``GET /v1/models`` (and ``/v1/models/{id}``); ``POST /v1/chat/completions``;
  ``POST /v1/completions`` (a prompt string or token ids; ``stream`` as server-sent events,
  the text as it becomes final, then a chunk with the finish reason and ``usage`` -- or, with
  ``stream_options.include_usage``, OpenAI's last chunk of usage and no choices -- then
  ``[DONE]``; with ``"dllmc_canvas": true`` also an ``event: canvas`` per denoising step);
  ``POST /v1/embeddings`` is a 400 (no embeddings);
- Ollama's API (runtime/serving/ollama.py): ``/api/generate``, ``/api/chat`` (NDJSON streaming,
  on by default as in Ollama), ``/api/tags``, ``/api/show``, ``/api/ps``, ``/api/version``, and
  clear refusals for the rest;
- ``GET /metrics`` (Prometheus text).

Every request runs the loop ``dllmc run`` runs, on :class:`dllmc.runtime.serving.batcher.Engine`: the
active requests' forward passes go through the model together, one step at a time.  Errors
are OpenAI's error object (``{"error": {"message", "type", "param", "code"}}``) with a 4xx
status; a full queue is 429 with ``Retry-After``.  A body is read up to ``max_body_bytes``
(413 past it, chunked or not) and parsed with limits: nesting, non-finite numbers, integers
of over 4300 digits are each a 400 naming the field where there is one (:func:`check_json`).
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fastapi import FastAPI
from fastapi import Request as HttpRequest
from fastapi.responses import (
    HTMLResponse,
    JSONResponse,
    PlainTextResponse,
    Response,
    StreamingResponse,
)

from dllmc.compiler.base.errors import DllmcError
from dllmc.runtime.decoding.generate import GenerateOptions, GenerateResult, StepEvent
from dllmc.runtime.decoding.knobs import SERVED
from dllmc.runtime.serving.batcher import Cancelled, Engine, Job, QueueFull

log = logging.getLogger("dllmc.serve")

MAX_STOPS = 4  # OpenAI's bound on `stop`
MAX_DEPTH = 64  # the deepest JSON nesting a body may have (a chat body needs 5)
# OpenAI's message roles; "developer" is its newer name for "system" (o-series models)
ROLES = ("system", "developer", "user", "assistant", "tool", "function")
PAGE = Path(__file__).with_name("page.html")
OPEN_PATHS = ("/health", "/")  # no key needed: the health check, and the page (which asks
# for the key itself and sends it with its API calls)


@dataclass(frozen=True)
class ServeConfig:
    model_name: str  # what /v1/models lists and requests must name (or leave out)
    queue: int = 16  # requests waiting for a slot before 429
    api_key: str | None = None
    max_tokens: int | None = None  # per request; None = the canvas
    max_steps: int | None = None  # per request; None = max_tokens
    max_body_bytes: int = 1 << 20
    cors: str | None = None
    log_prompts: bool = False


class ApiError(Exception):
    """A request the server refuses: HTTP status, OpenAI's error type, the offending field."""

    def __init__(self, status: int, message: str, *, kind: str = "invalid_request_error",
                 param: str | None = None, code: str | None = None,
                 headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status, self.message, self.kind = status, message, kind
        self.param, self.code, self.headers = param, code, headers or {}

    def body(self) -> dict:
        return {"error": {"message": self.message, "type": self.kind, "param": self.param,
                          "code": self.code}}


# ------------------------------------------------------------------------------ requests


@dataclass
class Request:
    """One generation request, whichever API it came in by."""

    ids: list[int]
    options: GenerateOptions
    stops: list[str]
    stream: bool
    canvas_events: bool
    prompt_text: str


def _field(body: dict, name: str, kinds: tuple[type, ...], default: Any = None) -> Any:
    v = body.get(name, default)
    if v is None:
        return default
    if isinstance(v, bool) and bool not in kinds:
        raise ApiError(400, f"'{name}' must be {' or '.join(k.__name__ for k in kinds)}",
                       param=name)
    if not isinstance(v, kinds):
        raise ApiError(400, f"'{name}' must be {' or '.join(k.__name__ for k in kinds)}, "
                       f"not {type(v).__name__}", param=name)
    return v


def _knob_named(message: str, given: dict[str, Any]) -> str | None:
    """The request's knob a sampler's refusal is about, for ``param``: its messages begin
    with the knob's name as ``dllmc run`` spells it ("top-p 7 is not in (0, 1]", "alg temp -1
    is negative", "unknown alg 'x'")."""
    text = message.lower().removeprefix("unknown ").removeprefix("--")
    names = sorted((k for k in given if k != "gen_length"), key=len, reverse=True)
    return next((k for k in names for spelled in {k, k.replace("_", "-"), k.replace("_", " ")}
                 if text.startswith(spelled + " ")), None)


def _stops(body: dict) -> list[str]:
    stop = body.get("stop")
    if stop is None:
        return []
    stops = [stop] if isinstance(stop, str) else stop
    if not isinstance(stops, list) or not all(isinstance(s, str) and s for s in stops):
        raise ApiError(400, "'stop' must be a non-empty string or a list of them", param="stop")
    if len(stops) > MAX_STOPS:
        raise ApiError(400, f"'stop' takes at most {MAX_STOPS} sequences, got {len(stops)}",
                       param="stop")
    return stops


def check_json(body: Any) -> None:
    """Refuse a parsed body nested deeper than :data:`MAX_DEPTH` or holding a number that is
    not finite (``NaN``, ``Infinity``, or ``1e999``, which Python's parser reads as inf): a
    400 whose ``param`` is the field's path (``temperature``, ``options.top_p``,
    ``messages.[0].content``)."""
    todo: list[tuple[Any, str, int]] = [(body, "", 0)]
    while todo:
        v, path, depth = todo.pop()
        if depth > MAX_DEPTH:
            raise ApiError(400, f"the request body is nested deeper than {MAX_DEPTH} levels",
                           code="invalid_json")
        if isinstance(v, float) and not math.isfinite(v):
            raise ApiError(400, f"'{path}' must be a finite number, not {v}", param=path,
                           code="invalid_value")
        if isinstance(v, dict):
            todo.extend((x, f"{path}.{k}" if path else str(k), depth + 1) for k, x in v.items())
        elif isinstance(v, list):
            todo.extend((x, f"{path}.[{i}]", depth + 1) for i, x in enumerate(v))


def _message_text(m: Any, i: int, roles: tuple[str, ...] = ROLES) -> dict[str, str]:
    if not isinstance(m, dict) or not isinstance(m.get("role"), str):
        raise ApiError(400, f"messages[{i}] must be an object with a 'role'",
                       param=f"messages.[{i}]")
    role = m["role"]
    if role not in roles:
        raise ApiError(400, f"Invalid value: {role!r}. Supported values are: "
                       f"{', '.join(repr(r) for r in roles)}", param=f"messages.[{i}].role",
                       code="invalid_value")
    if isinstance(m.get("images"), list) and m["images"]:  # Ollama's images
        raise ApiError(400, f"messages[{i}]: this model takes text only, not images",
                       param=f"messages.[{i}].images")
    content = m.get("content")
    if content is None:  # an assistant's turn that only called tools (rendered below)
        content = ""
    if isinstance(content, list):  # content parts: the text ones
        parts = []
        for p in content:
            if not isinstance(p, dict) or p.get("type") != "text":
                raise ApiError(400, f"messages[{i}]: only text content is supported",
                               param=f"messages.[{i}].content")
            parts.append(str(p.get("text", "")))
        content = "".join(parts)
    if not isinstance(content, str):
        raise ApiError(400, f"messages[{i}].content must be a string",
                       param=f"messages.[{i}].content")
    calls = [*_calls_text(m.get("tool_calls"), i, "tool_calls"),
             *_calls_text([m["function_call"]] if m.get("function_call") else None, i,
                          "function_call")]
    if calls:
        content = "\n".join([content, *calls] if content else calls)
    # "developer" is OpenAI's newer "system"; "function", its older "tool"
    return {"role": {"developer": "system", "function": "tool"}.get(role, role),
            "content": content}


def _calls_text(calls: Any, i: int, field: str) -> list[str]:
    """An assistant turn's tool calls as lines of text: the served models are not given the
    request's tools (they are ignored), so the template sees the calls, and the ``tool``
    turns that answer them, as plain text: ``[tool call get_weather({"city": "Paris"})]``.
    OpenAI's calls carry ``arguments`` as a JSON string, Ollama's as an object."""
    if calls is None:
        return []
    if not isinstance(calls, list):
        raise ApiError(400, f"messages[{i}].{field} must be a list",
                       param=f"messages.[{i}].{field}")
    lines = []
    for c in calls:
        f = c.get("function", c) if isinstance(c, dict) else None
        if not isinstance(f, dict) or not isinstance(f.get("name"), str):
            raise ApiError(400, f"messages[{i}].{field}: a call must name its function",
                           param=f"messages.[{i}].{field}")
        args = f.get("arguments", {})
        if not isinstance(args, str):
            args = json.dumps(args, ensure_ascii=False)
        lines.append(f"[tool call {f['name']}({args})]")
    return lines


class Server:
    """The app's state: the loaded model (``llm``: model, tokenizer), its engine and the
    limits."""

    def __init__(self, llm: Any, config: ServeConfig) -> None:
        self.llm, self.config = llm, config
        self.engine = Engine(llm.model, queue=config.queue)
        self.started = time.time()
        self.canvas = int(llm.max_canvas)
        self.max_tokens = min(config.max_tokens or self.canvas, self.canvas)
        self.max_steps = config.max_steps or self.max_tokens

    # ------------------------------------------------------------------------ parsing

    def check_model(self, body: dict) -> None:
        name = body.get("model")
        if name is not None and name != self.config.model_name:
            raise ApiError(404, f"model {name!r} is not served here; this server serves "
                           f"{self.config.model_name!r}", param="model", code="model_not_found")

    def request(self, body: dict, ids: list[int], prompt_text: str, *,
                max_tokens_field: tuple[str, ...] = ("max_completion_tokens", "max_tokens"),
                knobs: dict | None = None, fill: bool = False,
                prompt_field: str = "messages") -> Request:
        """The generation options of an OpenAI-style body (``knobs``: Ollama's ``options``
        already mapped to these names; ``fill``: Ollama's ``num_predict`` -1 or -2, as many
        tokens as the canvas has room for, up to the server's limit).

        A ``max_tokens`` past the room the prompt leaves in the canvas, or past the server's
        ``--max-tokens``, is capped there (as Ollama and llama.cpp's server cap
        ``num_predict`` / ``n_predict``): the answer ends with finish reason ``length`` when
        it runs to the cap.  Only a prompt that leaves no room at all is a 400."""
        src = {**body, **(knobs or {})}
        if _field(src, "n", (int,), 1) != 1:
            raise ApiError(400, "only n = 1 is supported", param="n")
        gen = None
        asked_by = max_tokens_field[-1]
        for name in max_tokens_field:
            gen = _field(src, name, (int,), None)
            if gen is not None:
                asked_by = name
                break
        P = len(ids)
        room = self.canvas - P
        if room < 1:
            raise ApiError(400, f"the prompt is {P} tokens; this model's canvas is {self.canvas}"
                           " tokens, which leaves no room for an answer",
                           code="context_length_exceeded", param=prompt_field)
        limit = min(room, self.max_tokens)
        gen_default = gen is None
        if gen is None:
            gen = limit if fill else min(128, limit)
        if gen < 1:
            raise ApiError(400, f"{asked_by} must be at least 1", param=asked_by)
        capped = gen > limit
        if capped:
            why = (f"the room the prompt ({P} tokens) leaves in the canvas of {self.canvas}"
                   if limit == room else f"this server's --max-tokens {self.max_tokens}")
            log.info("request options: %s %d capped at %d, %s", asked_by, gen, limit, why)
            gen = limit
        over: dict[str, Any] = dict(gen_length=gen)
        for knob in SERVED:  # the generation knobs a request may set (runtime/decoding/knobs.py)
            v = _field(src, knob.name, knob.types, None)
            if v is None:
                continue
            if knob.choices and v not in knob.choices:
                raise ApiError(400, f"'{knob.name}' must be one of {', '.join(knob.choices)}",
                               param=knob.name)
            over[knob.name] = v
        bl = over.get("block_length")
        if (fill or capped) and isinstance(bl, int) and bl > 0 and gen >= bl:
            over["gen_length"] = gen = gen // bl * bl  # the room in whole blocks
        if over.get("steps", 0) > self.max_steps:
            raise ApiError(400, f"steps {over['steps']} is over this server's limit of "
                           f"{self.max_steps}", param="steps")
        try:
            options = self.llm.options(**over)
            need = options.positions(P)
            if need > self.canvas and options.decoder == "block":
                # block diffusion takes whole blocks: the gen length is shortened to fit
                B = options.block_length
                fits = self.canvas // B * B - P
                if fits < 1:
                    raise ApiError(400, f"the prompt ({P} tokens) leaves no whole block of {B} "
                                   f"in this model's canvas of {self.canvas} tokens",
                                   code="context_length_exceeded", param=prompt_field)
                if not gen_default and gen > fits:
                    log.info("request options: %s %d capped at %d: whole blocks of %d in "
                             "the canvas of %d", asked_by, gen, fits, B, self.canvas)
                options = options.with_(gen_length=min(gen, fits))
        except DllmcError as e:
            raise ApiError(400, str(e), param=_knob_named(str(e), over)) from e
        for note in options.notes:  # options adapted to the model (a causal model's steps)
            log.info("request options: %s", note)
        return Request(ids, options, _stops(src), bool(_field(src, "stream", (bool,), False)),
                       bool(_field(src, "dllmc_canvas", (bool,), False)), prompt_text)

    def chat_ids(self, body: dict, roles: tuple[str, ...] = ROLES) -> tuple[list[int], str]:
        msgs = body.get("messages")
        if not isinstance(msgs, list) or not msgs:
            raise ApiError(400, "'messages' must be a non-empty list", param="messages")
        from dllmc.runtime.text.chat import chat_ids, render_chat

        messages = [_message_text(m, i, roles) for i, m in enumerate(msgs)]
        tok = self.llm.tokenizer
        try:
            return chat_ids(tok, messages), render_chat(tok, messages)
        except Exception as e:  # a template error names what is wrong with the messages
            raise ApiError(400, f"cannot apply the chat template: {e}", param="messages") from e

    def prompt_ids(self, body: dict, name: str = "prompt") -> tuple[list[int], str]:
        """A prompt as OpenAI takes it: a string, a list of one string, token ids, or a list
        of one list of token ids (more than one prompt is refused: ``n`` is 1)."""
        prompt = body.get(name)
        if isinstance(prompt, list) and len(prompt) == 1 and isinstance(prompt[0], str | list):
            prompt = prompt[0]
        if isinstance(prompt, list) and prompt and all(
                isinstance(t, int) and not isinstance(t, bool) for t in prompt):
            n_vocab = self.llm.spec.hparams.n_vocab
            bad = next((t for t in prompt if not 0 <= t < n_vocab), None)
            if bad is not None:
                raise ApiError(400, f"token id {bad} in '{name}' is outside this model's "
                               f"vocabulary of {n_vocab}", param=name, code="invalid_value")
            return list(prompt), self.llm.tokenizer.decode(prompt)
        if isinstance(prompt, list) and len(prompt) > 1 and all(
                isinstance(p, str | list) for p in prompt):
            raise ApiError(400, f"'{name}' holds {len(prompt)} prompts; this server takes one "
                           "per request", param=name)
        if not isinstance(prompt, str) or not prompt:
            raise ApiError(400, f"'{name}' must be a non-empty string, a list of token ids, "
                           "or a list of one of these", param=name)
        return self.llm.tokenizer.encode(prompt), prompt

    # ------------------------------------------------------------------------ running

    def start(self, req: Request, loop: asyncio.AbstractEventLoop,
              events: asyncio.Queue) -> Job:
        """Submit ``req``; its text deltas, canvas steps and end arrive on ``events``."""

        def put(item: tuple) -> None:
            loop.call_soon_threadsafe(events.put_nowait, item)

        on_step: Callable[[StepEvent], None] | None = None
        if req.canvas_events:
            def on_step(e: StepEvent) -> None:
                put(("canvas", self.canvas_event(e)))
        try:
            return self.engine.submit(req.ids, req.options, self.llm.tokenizer,
                                      on_text=lambda t: put(("text", t)), on_step=on_step,
                                      on_done=lambda job: put(("done", job)))
        except QueueFull as e:
            raise ApiError(429, f"the server is busy ({e}); retry shortly", kind="rate_limit",
                           code="queue_full", headers={"Retry-After": "1"}) from e

    def canvas_event(self, e: StepEvent) -> dict:
        tok = self.llm.tokenizer
        pieces = [None if m else tok.decode_bytes([int(t)], special=False).decode(
            "utf-8", errors="replace") for t, m in zip(e.canvas, e.masked, strict=True)]
        return {"step": e.step + 1, "steps": e.steps, "block": e.block, "tokens": pieces,
                "committed": [int(i) for i in e.committed],
                "edited": [int(i) for i in e.edited], "ms": round(e.ms, 3)}

    def log_done(self, rid: str, req: Request, result: GenerateResult | None, status: str,
                 t0: float) -> None:
        extra = f" prompt={req.prompt_text!r}" if self.config.log_prompts else ""
        toks = len(result.tokens) if result else 0
        steps = result.steps_run if result else 0
        log.info("%s %s prompt_tokens=%d tokens=%d steps=%d seconds=%.3f%s", rid, status,
                 len(req.ids), toks, steps, time.perf_counter() - t0, extra)


class StopFilter:
    """Text deltas with the stop sequences cut out: holds back what could be the start of a
    stop, and ends at the first one found."""

    def __init__(self, stops: list[str]) -> None:
        self.stops, self.text, self.sent, self.stopped = stops, "", 0, False
        self.hold = max((len(s) for s in stops), default=1) - 1

    def feed(self, delta: str) -> str:
        if self.stopped:
            return ""
        self.text += delta
        cut = min((i for i in (self.text.find(s) for s in self.stops) if i >= 0), default=-1)
        if cut >= 0:
            self.stopped = True
            out, self.sent = self.text[self.sent:cut], cut
            self.text = self.text[:cut]
            return out
        safe = max(len(self.text) - self.hold, self.sent) if self.stops else len(self.text)
        out, self.sent = self.text[self.sent:safe], safe
        return out

    def flush(self) -> str:
        out, self.sent = self.text[self.sent:], len(self.text)
        return out


def begin(server: Server, req: Request) -> tuple[Job, asyncio.Queue]:
    """Queue ``req`` (429 when the queue is full): its job and the queue of its events."""
    events: asyncio.Queue = asyncio.Queue()
    return server.start(req, asyncio.get_running_loop(), events), events


async def pump(job: Job, produce: Callable[[Callable[[bytes], Awaitable[None]]],
                                          Awaitable[None]]) -> AsyncIterator[bytes]:
    """A streamed response's bytes: ``produce(put)`` runs as a task that puts them (SSE
    events, NDJSON lines); when the client goes away mid-stream, the job is cancelled (its
    slot freed) and so is the task."""
    out: asyncio.Queue = asyncio.Queue()

    async def run() -> None:
        try:
            await produce(out.put)
        finally:
            await out.put(None)

    task = asyncio.create_task(run())
    try:
        while (item := await out.get()) is not None:
            yield item
    finally:
        job.cancel()  # a no-op when it has finished
        task.cancel()


async def drain(job: Job, events: asyncio.Queue, req: Request, http: Any,
                on_text: Callable[[str], Any],
                on_canvas: Callable[[dict], Any] | None = None) -> StopFilter:
    """Follow ``job`` to its end, passing final text (stops cut) and canvas events on;
    cancels it when the client goes away or a stop sequence is reached."""
    stops = StopFilter(req.stops)
    checked = time.monotonic()
    try:
        while True:
            try:
                kind, value = await asyncio.wait_for(events.get(), timeout=0.25)
            except TimeoutError:
                kind, value = "", None
            if time.monotonic() - checked >= 0.25:  # the client still there?
                checked = time.monotonic()
                if await http.is_disconnected():
                    job.cancel()
            if kind == "text":
                out = stops.feed(value)
                if out:
                    await on_text(out)
                if stops.stopped:
                    job.cancel()
            elif kind == "canvas" and on_canvas is not None:
                await on_canvas(value)
            elif kind == "done":
                break
    except BaseException:
        job.cancel()
        raise
    tail = stops.flush()
    if tail:
        await on_text(tail)
    return stops


def finish(job: Job, stops: StopFilter) -> tuple[GenerateResult | None, str]:
    """(result, OpenAI finish reason) of a finished job; raises the job's own error."""
    if stops.stopped:
        return job.result, "stop"
    if isinstance(job.error, Cancelled):
        raise job.error
    if job.error is not None:
        if isinstance(job.error, DllmcError):
            raise ApiError(400, str(job.error)) from job.error
        raise job.error
    assert job.result is not None
    return job.result, "length" if job.result.stop_reason == "length" else "stop"


def usage(req: Request, result: GenerateResult | None, text: str, stopped: bool,
           tokenizer: Any) -> dict:
    n = len(tokenizer.encode(text)) if stopped or result is None else len(result.tokens)
    return {"prompt_tokens": len(req.ids), "completion_tokens": n,
            "total_tokens": len(req.ids) + n}


@dataclass
class Outcome:
    """How a request ended: its result (None when a stop sequence cut it short of one), the
    OpenAI finish reason (``stop``, ``length``), the text sent, and the token counts."""

    result: GenerateResult | None
    reason: str
    text: str
    usage: dict


class RequestRun:
    """One served request from its submission to its end, whatever the API: queued at
    construction (:class:`ApiError` 429 when the queue is full), followed to its end with
    stop sequences cut and the client's going away noticed, its log line written once.
    The OpenAI and Ollama routes are formatters over it: :meth:`whole` for a plain response,
    :meth:`stream` for SSE or NDJSON."""

    def __init__(self, server: Server, req: Request, http: Any, rid: str | None = None) -> None:
        self.server, self.req, self.http = server, req, http
        self.t0 = time.perf_counter()
        self.job, self._events = begin(server, req)
        self.rid = rid or f"req-{self.job.id}"

    async def follow(self, on_text: Callable[[str], Awaitable[None]] | None = None,
                     on_canvas: Callable[[dict], Awaitable[None]] | None = None) -> Outcome:
        """Pass the final text and canvas events on as they come; the outcome.  Raises
        :class:`Cancelled` (the client went away) or :class:`ApiError` (the request failed)."""
        parts: list[str] = []

        async def text(t: str) -> None:
            parts.append(t)
            if on_text is not None:
                await on_text(t)

        stops = await drain(self.job, self._events, self.req, self.http, text, on_canvas)
        try:
            result, reason = finish(self.job, stops)
        except Cancelled:
            self.server.log_done(self.rid, self.req, None, "cancelled", self.t0)
            raise
        self.server.log_done(self.rid, self.req, result, reason, self.t0)
        answer = "".join(parts)
        return Outcome(result, reason, answer, usage(self.req, result, answer, stops.stopped,
                                                     self.server.llm.tokenizer))

    async def whole(self) -> Outcome:
        return await self.follow()

    def stream(self, media_type: str, piece: Callable[[str], bytes],
               end: Callable[[Outcome], list[bytes]], error: Callable[[ApiError], bytes],
               canvas: Callable[[dict], bytes] | None = None) -> StreamingResponse:
        """A streamed response: ``piece(text)`` per final piece of text, ``canvas(event)`` per
        step when asked for, then ``end(outcome)`` (or ``error(e)`` when the request failed;
        nothing more when the client went away)."""

        async def produce(put: Callable[[bytes], Awaitable[None]]) -> None:
            async def text(t: str) -> None:
                await put(piece(t))

            async def step(ev: dict) -> None:
                assert canvas is not None
                await put(canvas(ev))

            try:
                outcome = await self.follow(text, step if canvas is not None else None)
            except Cancelled:
                return
            except ApiError as e:
                await put(error(e))
                return
            for line in end(outcome):
                await put(line)

        return StreamingResponse(pump(self.job, produce), media_type=media_type,
                                 headers={"Cache-Control": "no-cache"})


def _sse(data: dict | str, event: str | None = None) -> bytes:
    payload = data if isinstance(data, str) else json.dumps(data, separators=(",", ":"))
    return (f"event: {event}\n" if event else "").encode() + f"data: {payload}\n\n".encode()


# ---------------------------------------------------------------------------------- app


def create_app(llm: Any, config: ServeConfig) -> FastAPI:
    """The FastAPI application serving ``llm`` (a :class:`dllmc.runtime.models.api.LoadedModel`
    opened with one K/V slot per concurrent request)."""
    server = Server(llm, config)
    app = FastAPI(title="dllmc", docs_url=None, redoc_url=None, openapi_url=None)
    app.state.server = server
    if config.cors:
        from fastapi.middleware.cors import CORSMiddleware

        app.add_middleware(CORSMiddleware, allow_origins=[config.cors], allow_methods=["*"],
                           allow_headers=["*"])

    @app.exception_handler(ApiError)
    async def api_error(_: HttpRequest, e: ApiError) -> JSONResponse:
        return JSONResponse(e.body(), status_code=e.status, headers=e.headers)

    @app.middleware("http")
    async def guard(request: HttpRequest, call_next: Callable) -> Response:
        key = request.headers.get("authorization", "")
        if config.api_key and request.url.path not in OPEN_PATHS and key != f"Bearer {config.api_key}":
            e = ApiError(401, "a valid API key is required (Authorization: Bearer KEY)",
                         kind="authentication_error", code="invalid_api_key")
            return JSONResponse(e.body(), status_code=401)
        length = request.headers.get("content-length")
        if length is not None and length.isdigit() and int(length) > config.max_body_bytes:
            e = ApiError(413, f"the request body is over {config.max_body_bytes} bytes",
                         code="body_too_large")
            return JSONResponse(e.body(), status_code=413)
        return await call_next(request)

    async def body_of(request: HttpRequest) -> dict:
        """The request's JSON object, read up to the byte limit (a chunked body too), with
        the parser's limits: nesting (:data:`MAX_DEPTH`), finite numbers (:func:`check_json`),
        integers of at most 4300 digits (Python's own limit) -- each a 400, never a 500."""
        chunks, size = [], 0
        async for chunk in request.stream():
            size += len(chunk)
            if size > config.max_body_bytes:
                raise ApiError(413, f"the request body is over {config.max_body_bytes} bytes",
                               code="body_too_large")
            chunks.append(chunk)
        try:
            body = json.loads(b"".join(chunks))
        except RecursionError as e:
            raise ApiError(400, f"the request body is nested deeper than {MAX_DEPTH} levels",
                           code="invalid_json") from e
        except (ValueError, UnicodeDecodeError) as e:
            why = ("an integer in it has more than 4300 digits" if "4300 digits" in str(e)
                   else str(e))
            raise ApiError(400, f"the request body is not valid JSON: {why}",
                           code="invalid_json") from e
        if not isinstance(body, dict):
            raise ApiError(400, "the request body must be a JSON object", code="invalid_json")
        check_json(body)
        return body

    page = PAGE.read_text()

    # HEAD too: Ollama's clients check that a server is up with `HEAD /`
    @app.api_route("/", methods=["GET", "HEAD"], response_class=HTMLResponse)
    async def index() -> HTMLResponse:
        return HTMLResponse(page)

    @app.get("/health")
    async def health() -> dict:
        return {"status": "ok", "model": config.model_name}

    model_card = {"id": config.model_name, "object": "model", "created": int(server.started),
                  "owned_by": "dllmc"}

    @app.get("/v1/models")
    async def models() -> dict:
        return {"object": "list", "data": [model_card]}

    @app.get("/v1/models/{name:path}")
    async def model(name: str) -> dict:
        server.check_model({"model": name})
        return model_card

    @app.post("/v1/embeddings")
    async def embeddings(request: HttpRequest) -> Response:
        server.check_model(await body_of(request))
        raise ApiError(400, f"{config.model_name!r} generates text; it has no embeddings "
                       "(dllmc serves completions only)", param="model",
                       code="unsupported_endpoint")

    async def openai_run(request: HttpRequest, chat: bool) -> Response:
        body = await body_of(request)
        server.check_model(body)
        refuse_unsupported(body, chat)
        ids, text = server.chat_ids(body) if chat else server.prompt_ids(body)
        req = server.request(body, ids, text, prompt_field="messages" if chat else "prompt")
        include_usage = False
        if req.stream and body.get("stream_options") is not None:
            so = body["stream_options"]
            if not isinstance(so, dict):
                raise ApiError(400, "'stream_options' must be an object",
                               param="stream_options")
            include_usage = bool(_field(so, "include_usage", (bool,), False))
        rid = ("chatcmpl-" if chat else "cmpl-") + uuid.uuid4().hex[:24]
        created = int(time.time())
        obj = "chat.completion" if chat else "text_completion"

        def choice(text: str | None, finish: str | None, first: bool = False) -> dict:
            if chat:
                delta: dict = {"role": "assistant"} if first else {}
                if text:
                    delta["content"] = text
                return {"index": 0, "delta": delta, "finish_reason": finish}
            return {"index": 0, "text": text or "", "logprobs": None, "finish_reason": finish}

        def chunk(choices: list[dict], **extra: Any) -> dict:
            return {"id": rid, "object": obj + ".chunk" if chat else obj, "created": created,
                    "model": config.model_name, "choices": choices, **extra}

        if not req.stream:
            try:
                out = await RequestRun(server, req, request, rid).whole()
            except Cancelled:
                return Response(status_code=499)
            message = ({"index": 0, "message": {"role": "assistant", "content": out.text},
                        "finish_reason": out.reason, "logprobs": None} if chat else
                       {"index": 0, "text": out.text, "logprobs": None,
                        "finish_reason": out.reason})
            extra = {"dllmc": _dllmc_fields(out.result)} if out.result else {}
            return JSONResponse({"id": rid, "object": obj, "created": created,
                                 "model": config.model_name, "choices": [message],
                                 "usage": out.usage, **extra})

        # queued before the stream starts, so that a full queue is a 429
        run = RequestRun(server, req, request, rid)
        sent = [False]  # a chat stream's first chunk carries the role

        def piece(t: str) -> bytes:
            first, sent[0] = not sent[0] and chat, True
            return _sse(chunk([choice(t, None, first=first)]))

        def end(out: Outcome) -> list[bytes]:
            role = [_sse(chunk([choice(None, None, first=True)]))] if chat and not sent[0] else []
            if include_usage:  # OpenAI's: the usage on a last chunk of its own, no choices
                return [*role, _sse(chunk([choice(None, out.reason)], usage=None)),
                        _sse(chunk([], usage=out.usage)), _sse("[DONE]")]
            return [*role, _sse(chunk([choice(None, out.reason)], usage=out.usage)),
                    _sse("[DONE]")]

        return run.stream("text/event-stream", piece, end, lambda e: _sse(e.body()),
                          (lambda ev: _sse(ev, event="canvas")) if req.canvas_events else None)

    @app.post("/v1/chat/completions")
    async def chat_completions(request: HttpRequest) -> Response:
        return await openai_run(request, chat=True)

    @app.post("/v1/completions")
    async def completions(request: HttpRequest) -> Response:
        return await openai_run(request, chat=False)

    @app.get("/metrics")
    async def metrics() -> PlainTextResponse:
        return PlainTextResponse(_metrics(server), media_type="text/plain; version=0.0.4")

    from dllmc.runtime.serving.ollama import add_ollama_routes

    add_ollama_routes(app, server, body_of)
    return app


def check_tools(body: dict) -> None:
    """OpenAI's tool fields: accepted when the model is free not to call a tool, and then
    ignored (dllmc answers in plain text and never returns ``tool_calls``): ``tools`` and
    ``functions`` (lists), ``tool_choice`` absent, ``"auto"`` or ``"none"``, ``function_call``
    absent, ``"auto"`` or ``"none"``, ``parallel_tool_calls`` (a boolean).  A call the request
    forces -- ``tool_choice: "required"`` or naming a function, ``function_call`` naming
    one -- is a 400 naming the field: this server cannot honour it."""
    for name in ("tools", "functions"):
        v = body.get(name)
        if v is not None and not isinstance(v, list):
            raise ApiError(400, f"'{name}' must be a list", param=name)
    for name, forced in (("tool_choice", "'required' or a named function"),
                         ("function_call", "a named function")):
        v = body.get(name)
        if v is None or v in ("auto", "none") or (  # OpenAI's allowed_tools, mode auto
                isinstance(v, dict) and v.get("type") == "allowed_tools"
                and isinstance(v.get("allowed_tools"), dict)
                and v["allowed_tools"].get("mode") == "auto"):
            continue
        if v == "required" or isinstance(v, dict):
            raise ApiError(400, f"'{name}' {json.dumps(v)[:80]} is not supported: dllmc "
                           f"answers in text and never calls tools, so it cannot force a "
                           f"call ({forced}); send 'auto' or 'none', or leave it out",
                           param=name)
        raise ApiError(400, f"'{name}' must be 'auto', 'none'"
                       + (", 'required'" if name == "tool_choice" else "")
                       + f" or an object naming a function, not {json.dumps(v)[:80]}",
                       param=name)
    _field(body, "parallel_tool_calls", (bool,), None)


def refuse_unsupported(body: dict, chat: bool) -> None:
    """A 400 naming the field for what an OpenAI body may ask that dllmc does not do
    (rather than an answer that silently ignores it): structured output, a forced tool call
    (:func:`check_tools`: tools the model is free not to call are accepted and ignored),
    log-probabilities, echo, suffix, best_of.  Their neutral values pass (what clients send
    by default)."""
    rf = body.get("response_format")
    if rf is not None and not (isinstance(rf, dict) and rf.get("type") == "text"):
        raise ApiError(400, "'response_format' other than {\"type\": \"text\"} is not "
                       "supported: dllmc does not constrain decoding to JSON",
                       param="response_format")
    check_tools(body)
    if body.get("logprobs") or body.get("top_logprobs"):
        raise ApiError(400, "'logprobs' is not supported", param="logprobs")
    if not chat:
        if body.get("echo"):
            raise ApiError(400, "'echo' is not supported", param="echo")
        if body.get("suffix"):
            raise ApiError(400, "'suffix' is not supported (no insertion)", param="suffix")
        if body.get("best_of") not in (None, 1):
            raise ApiError(400, "only best_of = 1 is supported", param="best_of")


def _dllmc_fields(r: GenerateResult) -> dict:
    return {"steps_run": r.steps_run, "forward_passes": r.forward_passes,
            "rows_computed": r.rows_computed, "seconds": r.seconds, "stop_reason": r.stop_reason,
            "threshold": r.threshold, "cache": r.cache, "blocks": r.blocks, "edits": r.edits}


def _metrics(server: Server) -> str:
    st = dict(server.engine.stats)
    lines = []

    def metric(name: str, kind: str, help_: str, value: float) -> None:
        lines.extend([f"# HELP dllmc_{name} {help_}", f"# TYPE dllmc_{name} {kind}",
                      f"dllmc_{name} {value}"])

    metric("requests_total", "counter", "Requests accepted.", st["requests"])
    metric("requests_completed_total", "counter", "Requests that completed.", st["completed"])
    metric("requests_failed_total", "counter", "Requests that failed.", st["failed"])
    metric("requests_cancelled_total", "counter", "Requests cancelled (client gone, stop).",
           st["cancelled"])
    metric("requests_rejected_total", "counter", "Requests refused: queue full (429).",
           st["rejected"])
    metric("queue_depth", "gauge", "Requests waiting for a slot.", server.engine.queued)
    metric("active_slots", "gauge", "Requests running.", server.engine.active)
    metric("slots", "gauge", "K/V slots (concurrent requests).", server.engine.n_slots)
    metric("tokens_total", "counter", "Answer tokens of completed requests.", st["tokens"])
    metric("forward_passes_total", "counter", "Batched forward calls.", st["forward_passes"])
    metric("forward_seconds_total", "counter", "Seconds in forward calls.",
           round(st["forward_seconds"], 6))
    metric("rows_total", "counter", "Canvas rows computed.", st["rows"])
    metric("engine_steps_total", "counter", "Engine steps (each: every running request's "
           "pass, batched).", st["steps"])
    metric("engine_host_seconds_total", "counter", "Seconds of the engine's steps outside "
           "forward calls (admitting, sampling, committing, streaming).",
           round(st["host_seconds"], 6))
    up = time.time() - server.started
    metric("tokens_per_second", "gauge", "Answer tokens per second since start.",
           round(st["tokens"] / up, 3) if up > 0 else 0.0)
    return "\n".join(lines) + "\n"


__all__ = ["ApiError", "Outcome", "RequestRun", "ServeConfig", "Server", "StopFilter",
           "create_app"]
