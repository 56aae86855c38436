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
from collections.abc import Callable
from typing import Any

from fastapi import Request as HttpRequest
from fastapi.responses import JSONResponse, Response

from dllmc.runtime.decoding.knobs import SERVED
from dllmc.runtime.serving.batcher import Cancelled


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat().replace("+00:00", "Z")


def add_ollama_routes(app: Any, server: Any, body_of: Callable) -> None:
    from dllmc.runtime.serving.server import ApiError, Outcome, RequestRun

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
        served = {k.name for k in SERVED} | {"stop"}
        out = {k: v for k, v in opts.items() if k in served}
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
            run = RequestRun(server, req, request)
        except ApiError as e:
            return ollama_error(e)
        run.rid = f"ollama-{run.job.id}"

        def piece(t: str) -> dict:
            base: dict = {"model": name, "created_at": _now(), "done": False}
            if chat:
                base["message"] = {"role": "assistant", "content": t}
            else:
                base["response"] = t
            return base

        def last(out: Outcome, text: str = "") -> dict:
            ns = int((time.perf_counter() - run.t0) * 1e9)
            end = piece(text)
            end.update(done=True, done_reason=out.reason, total_duration=ns,
                       prompt_eval_count=out.usage["prompt_tokens"],
                       eval_count=out.usage["completion_tokens"],
                       eval_duration=int(out.result.seconds * 1e9) if out.result else ns)
            return end

        if not req.stream:
            try:
                out = await run.whole()
            except Cancelled:
                return Response(status_code=499)
            except ApiError as e:
                return ollama_error(e)
            return JSONResponse(last(out, out.text))

        def line(obj: dict) -> bytes:
            return json.dumps(obj).encode() + b"\n"

        return run.stream("application/x-ndjson", lambda t: line(piece(t)),
                          lambda out: [line(last(out))],
                          lambda e: line({"error": e.message}))

    @app.post("/api/generate")
    async def generate(request: HttpRequest) -> Response:
        return await run(request, chat=False)

    @app.post("/api/chat")
    async def chat(request: HttpRequest) -> Response:
        return await run(request, chat=True)

    @app.get("/api/tags")
    async def tags() -> dict:
        spec = server.llm.spec
        path = server.llm.gguf
        return {"models": [{
            "name": name, "model": name, "modified_at": dt.datetime.fromtimestamp(
                path.stat().st_mtime, dt.UTC).isoformat().replace("+00:00", "Z"),
            "size": path.stat().st_size, "digest": spec.identity,
            "details": {"format": "gguf", "family": spec.arch.name,
                        "families": [spec.arch.name], "parameter_size": "",
                        "quantization_level": ""}}]}
