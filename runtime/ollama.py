"""Ollama's API on the same server: ``POST /api/generate``, ``POST /api/chat``,
``GET /api/tags`` (docs/serve.md).

Bodies as Ollama takes them: ``model``, ``prompt`` (with ``system``; the model's chat template
applied unless ``raw``) or ``messages``, ``stream`` (default **true**: NDJSON, one object per
final piece of text, then one with ``done: true``, ``done_reason`` and the counts), and
``options`` (``num_predict``, ``temperature``, ``top_p``, ``top_k``, ``seed``, ``stop``, and
dllmc's ``steps``, ``block_length``, ``alg``, ``threshold``, ``cache``).  Errors are Ollama's
``{"error": "..."}`` with the same status codes as the OpenAI endpoints.
"""

from __future__ import annotations

import datetime as dt
import json
import time
from collections.abc import Awaitable, Callable
from typing import Any

from fastapi import Request as HttpRequest
from fastapi.responses import JSONResponse, Response, StreamingResponse

from dllmc.runtime.batcher import Cancelled


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat().replace("+00:00", "Z")


def add_ollama_routes(app: Any, server: Any, body_of: Callable) -> None:
    from dllmc.runtime.server import ApiError, begin, drain, finish, pump, usage

    name = server.config.model_name

    def ollama_error(e: ApiError) -> JSONResponse:
        return JSONResponse({"error": e.message}, status_code=e.status, headers=e.headers)

    def check_model(body: dict) -> None:
        m = body.get("model")
        if m is not None and m not in (name, f"{name}:latest"):
            raise ApiError(404, f"model {m!r} not found; this server serves {name!r}")

    def knobs(body: dict) -> dict:
        opts = body.get("options") or {}
        if not isinstance(opts, dict):
            raise ApiError(400, "'options' must be an object", param="options")
        out = {k: v for k, v in opts.items() if k in (
            "temperature", "top_p", "top_k", "seed", "stop", "steps", "block_length", "alg",
            "threshold", "cache", "alg_temp")}
        if "num_predict" in opts:
            out["max_tokens"] = opts["num_predict"]
        out["stream"] = body.get("stream", True)
        return out

    async def run(request: HttpRequest, chat: bool) -> Response:
        try:
            body = await body_of(request)
            check_model(body)
            if chat:
                ids, text = server.chat_ids(body)
            elif body.get("raw"):
                ids, text = server.prompt_ids(body)
            else:
                prompt = body.get("prompt")
                if not isinstance(prompt, str) or not prompt:
                    raise ApiError(400, "'prompt' must be a non-empty string", param="prompt")
                msgs = ([{"role": "system", "content": body["system"]}]
                        if isinstance(body.get("system"), str) else [])
                ids, text = server.chat_ids({"messages": [*msgs, {"role": "user",
                                                                  "content": prompt}]})
            req = server.request({}, ids, text, max_tokens_field=("max_tokens",),
                                 knobs=knobs(body))
            job, queue = begin(server, req)
        except ApiError as e:
            return ollama_error(e)
        t0 = time.perf_counter()
        rid = f"ollama-{job.id}"

        def piece(t: str) -> dict:
            base: dict = {"model": name, "created_at": _now(), "done": False}
            if chat:
                base["message"] = {"role": "assistant", "content": t}
            else:
                base["response"] = t
            return base

        def last(result: Any, reason: str, text: str, stopped: bool) -> dict:
            u = usage(req, result, text, stopped, server.pipeline.tokenizer)
            ns = int((time.perf_counter() - t0) * 1e9)
            end = piece("")
            end.update(done=True, done_reason=reason, total_duration=ns,
                       prompt_eval_count=u["prompt_tokens"], eval_count=u["completion_tokens"],
                       eval_duration=int(result.seconds * 1e9) if result else ns)
            return end

        if not req.stream:
            parts: list[str] = []

            async def keep(t: str) -> None:
                parts.append(t)

            stops = await drain(job, queue, req, request, keep)
            try:
                result, reason = finish(job, stops)
            except Cancelled:
                return Response(status_code=499)
            except ApiError as e:
                return ollama_error(e)
            server.log_done(rid, req, result, reason, t0)
            text = "".join(parts)
            out = last(result, reason, text, stops.stopped)
            if chat:
                out["message"]["content"] = text
            else:
                out["response"] = text
            return JSONResponse(out)

        async def lines(put: Callable[[bytes], Awaitable[None]]) -> None:
            parts: list[str] = []

            async def text(t: str) -> None:
                parts.append(t)
                await put(json.dumps(piece(t)).encode() + b"\n")

            stops = await drain(job, queue, req, request, text)
            try:
                result, reason = finish(job, stops)
            except Cancelled:
                return
            except ApiError as e:
                await put(json.dumps({"error": e.message}).encode() + b"\n")
                return
            server.log_done(rid, req, result, reason, t0)
            await put(json.dumps(last(result, reason, "".join(parts), stops.stopped)).encode()
                      + b"\n")

        return StreamingResponse(pump(job, lines), media_type="application/x-ndjson")

    @app.post("/api/generate")
    async def generate(request: HttpRequest) -> Response:
        return await run(request, chat=False)

    @app.post("/api/chat")
    async def chat(request: HttpRequest) -> Response:
        return await run(request, chat=True)

    @app.get("/api/tags")
    async def tags() -> dict:
        spec = server.pipeline.spec
        path = server.pipeline.gguf
        return {"models": [{
            "name": name, "model": name, "modified_at": dt.datetime.fromtimestamp(
                path.stat().st_mtime, dt.UTC).isoformat().replace("+00:00", "Z"),
            "size": path.stat().st_size, "digest": spec.identity,
            "details": {"format": "gguf", "family": spec.arch.name,
                        "families": [spec.arch.name], "parameter_size": "",
                        "quantization_level": ""}}]}
