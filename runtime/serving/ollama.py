"""Ollama's API on the same server, as Ollama's clients use it (docs/serve.md has the table):

- ``POST /api/generate``, ``POST /api/chat``: bodies as Ollama takes them: ``model``,
  ``prompt`` (with ``system``; the model's chat template applied unless ``raw``) or
  ``messages``, ``stream`` (default **true**: NDJSON, one object per final piece of text, then
  one with ``done: true``, ``done_reason`` and the counts), and ``options`` (``num_predict``,
  ``temperature``, ``top_p``, ``top_k``, ``seed``, ``stop``, and dllmc's ``steps``,
  ``block_length``, ``alg``, ``threshold``, ``cache``; Ollama's other options, such as
  ``num_ctx``, are accepted and ignored).  ``num_predict`` -1 (Ollama's "to the end") and -2
  ("fill the context") are both as many tokens as the canvas has room for, up to
  ``--max-tokens``: a diffusion canvas is fixed before the first step; a larger
  ``num_predict`` is capped there (as Ollama caps it), ending ``done_reason: "length"`` when the
  answer runs to the cap.  An empty ``prompt`` (or
  no ``messages``) answers ``done_reason: "load"`` at once, as Ollama does for a preload.
  ``keep_alive`` is accepted and has no effect: the one model stays loaded for the server's
  life.  ``tools`` are accepted and ignored: the answer is text, never ``tool_calls`` (Open
  WebUI sends its built-in tools with every chat); a conversation's assistant ``tool_calls``
  and ``tool`` turns reach the chat template as text.  ``format`` (JSON or a schema),
  ``think``, ``images``, ``suffix``, ``template`` and ``context`` are refused with a 400 (their
  empty values pass).
- ``GET /api/tags``, ``POST /api/show`` (details, ``model_info`` with
  ``<arch>.context_length``, template, parameters, ``capabilities: ["completion"]``),
  ``GET /api/ps``, ``GET /api/version``.
- ``POST /api/pull`` of the served name answers ``{"status": "success"}`` (it is here
  already); of another, 501.  ``/api/embed`` and ``/api/embeddings`` are 400 (the model has no
  embeddings); ``/api/push``, ``/api/create``, ``/api/copy``, ``DELETE /api/delete`` 501.

Errors are Ollama's ``{"error": "..."}`` with the same status codes as the OpenAI endpoints.
"""

from __future__ import annotations

import datetime as dt
import json
import math
import time
from collections.abc import Callable
from typing import Any

from fastapi import Request as HttpRequest
from fastapi.responses import JSONResponse, Response

from dllmc.compiler.base.version import __version__
from dllmc.runtime.decoding.knobs import SERVED
from dllmc.runtime.serving.batcher import Cancelled

# what /api/version answers: the Ollama API whose request and response shapes these routes
# follow (clients gate features on it, e.g. VS Code's Ollama provider wants 0.6.4 or newer);
# dllmc's own version is beside it
OLLAMA_API_VERSION = "0.12.0"
ROLES = ("system", "user", "assistant", "tool")  # Ollama's message roles
NEVER = "2262-04-11T23:47:16Z"  # /api/ps: when a model kept alive forever expires, as Ollama


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat().replace("+00:00", "Z")


def _human_number(n: int) -> str:
    """A parameter count as Ollama writes it (``parameter_size``): 8.0B, 494.03M, 135M."""
    for unit, scale, digits in (("B", 1e9, 1), ("M", 1e6, 2), ("K", 1e3, 0)):
        if n >= scale:
            x = n / scale
            return f"{x:.0f}{unit}" if x == int(x) else f"{x:.{digits}f}{unit}"
    return str(n)


def model_facts(server: Any) -> dict[str, Any]:
    """What /api/tags, /api/show and /api/ps say of the served model, read once: its file's
    size and time, the details (family, parameter size, quantization level as its
    ``general.file_type`` names it), ``model_info`` under Ollama's (llama.cpp's) key names,
    the chat template and the default parameters."""
    from gguf import LlamaFileType

    from dllmc.compiler.base.gguf_file import GGUFFile

    llm = server.llm
    spec, path = llm.spec, llm.gguf
    hp, arch = spec.hparams, spec.arch.name
    params = sum(math.prod(t.shape) for t in spec.tensors)
    kv = GGUFFile.open(path).kv
    file_type = kv.get("general.file_type")
    try:
        quant = LlamaFileType(int(file_type)).name.removeprefix("MOSTLY_")
    except (TypeError, ValueError):  # no key: the type holding the most bytes
        by_type: dict[str, int] = {}
        for t in spec.tensors:
            by_type[t.type_name] = by_type.get(t.type_name, 0) + t.nbytes
        quant = max(by_type, key=by_type.__getitem__) if by_type else ""
    st = path.stat()
    details = {"parent_model": "", "format": "gguf", "family": arch, "families": [arch],
               "parameter_size": _human_number(params), "quantization_level": quant}
    info: dict[str, Any] = {
        "general.architecture": arch, "general.name": spec.name or server.config.model_name,
        "general.parameter_count": params,
        **({"general.file_type": int(file_type)} if isinstance(file_type, int) else {}),
        # the served canvas: what a request's prompt and answer share (the compiled
        # --max-canvas, at most the training context)
        f"{arch}.context_length": server.canvas,
        f"{arch}.block_count": hp.n_layer, f"{arch}.embedding_length": hp.n_embd,
        f"{arch}.feed_forward_length": hp.n_ff, f"{arch}.attention.head_count": hp.n_head,
        f"{arch}.attention.head_count_kv": hp.n_head_kv, f"{arch}.vocab_size": hp.n_vocab,
        f"{arch}.rope.freq_base": hp.rope_freq_base,
        f"{arch}.attention.layer_norm_rms_epsilon": hp.norm_eps,
        "dllmc.diffusion": spec.arch.diffusion, "dllmc.context_length_train": hp.n_ctx_train,
    }
    o = llm.options()
    # the sampler's defaults (steps and blocks follow each request's length)
    defaults = {"temperature": o.temperature, "top_p": o.top_p, "top_k": o.top_k,
                "alg": o.alg, "num_ctx": server.canvas}
    parameters = "\n".join(f"{k:<30} {v}" for k, v in defaults.items() if v is not None)
    template = getattr(llm.tokenizer, "chat_template", None) or ""
    modified = dt.datetime.fromtimestamp(st.st_mtime, dt.UTC).isoformat().replace("+00:00", "Z")
    return {"size": st.st_size, "modified_at": modified, "digest": spec.identity,
            "details": details, "model_info": info, "parameters": parameters,
            "template": template, "modelfile": f"# served by dllmc {__version__}\nFROM {path.resolve()}\n"}


def add_ollama_routes(app: Any, server: Any, body_of: Callable) -> None:
    from dllmc.runtime.serving.server import ApiError, Outcome, RequestRun

    name = server.config.model_name
    facts = model_facts(server)

    def ollama_error(e: ApiError) -> JSONResponse:
        return JSONResponse({"error": e.message}, status_code=e.status, headers=e.headers)

    def served(m: Any) -> bool:
        return m in (name, f"{name}:latest")

    def check_model(body: dict) -> None:
        m = body.get("model")
        if m is not None and not served(m):
            raise ApiError(404, f"model {m!r} not found; this server serves {name!r}")

    def refuse_unsupported(body: dict) -> None:
        """Ollama's fields dllmc does not do: a 400 naming each (empty values pass: the
        ``ollama`` client sends ``format: ""``, ``tools: []``, ``suffix: ""``...).  ``tools``
        are accepted and ignored (Ollama has no ``tool_choice``: the model is always free to
        answer in text, which dllmc's always does)."""
        fmt = body.get("format")
        if fmt not in (None, ""):
            raise ApiError(400, f"format {json.dumps(fmt)[:40]} is not supported: dllmc does "
                           "not constrain decoding to JSON", param="format")
        if body.get("think") not in (None, False):
            raise ApiError(400, f"{name!r} does not support thinking", param="think")
        tools = body.get("tools")  # accepted and ignored: the answer is text, no tool_calls
        if tools is not None and not isinstance(tools, list):
            raise ApiError(400, "'tools' must be a list", param="tools")
        for field, what in (("images", "images"),
                            ("suffix", "insert (suffix)"),
                            ("template", "a template of the request's own"),
                            ("context", "a context from an earlier answer")):
            if body.get(field):
                raise ApiError(400, f"{name!r} does not support {what}", param=field)
        ka = body.get("keep_alive")  # accepted, no effect: the model stays loaded
        if ka is not None and (isinstance(ka, bool) or not isinstance(ka, int | float | str)):
            raise ApiError(400, "'keep_alive' must be a duration (a number of seconds or a "
                           "string such as \"5m\")", param="keep_alive")

    def knobs(body: dict) -> tuple[dict, bool]:
        """The request's ``options`` under the OpenAI names, and whether ``num_predict``
        asks for the whole room (-1, -2)."""
        opts = body.get("options") or {}
        if not isinstance(opts, dict):
            raise ApiError(400, "'options' must be an object", param="options")
        names = {k.name for k in SERVED} | {"stop"}
        out = {k: v for k, v in opts.items() if k in names}
        fill = False
        n = opts.get("num_predict")
        if n is not None:
            if isinstance(n, int) and not isinstance(n, bool) and n in (-1, -2):
                fill = True
            elif isinstance(n, int) and not isinstance(n, bool) and n < 1:
                raise ApiError(400, f"num_predict must be at least 1, or -1 (to the end) or -2 "
                               f"(fill the context), not {n}", param="options.num_predict")
            else:
                out["max_tokens"] = n
        out["stream"] = body.get("stream", True)
        return out, fill

    def loaded(chat: bool) -> JSONResponse:
        """Ollama's answer to a request with nothing to generate: the model is loaded."""
        base: dict = {"model": name, "created_at": _now(), "done": True, "done_reason": "load"}
        if chat:
            base["message"] = {"role": "assistant", "content": ""}
        else:
            base["response"] = ""
        return JSONResponse(base)

    async def run(request: HttpRequest, chat: bool) -> Response:
        try:
            body = await body_of(request)
            check_model(body)
            refuse_unsupported(body)
            opts, fill = knobs(body)
            if chat:
                if body.get("messages") in (None, []):
                    return loaded(chat)
                ids, text = server.chat_ids(body, ROLES)
            elif body.get("prompt") in (None, ""):
                return loaded(chat)
            elif body.get("raw"):
                ids, text = server.prompt_ids(body)
            else:
                prompt = body.get("prompt")
                if not isinstance(prompt, str):
                    raise ApiError(400, "'prompt' must be a string", param="prompt")
                system = body.get("system")
                msgs = [{"role": "system", "content": system}] if system and isinstance(
                    system, str) else []
                ids, text = server.chat_ids({"messages": [*msgs, {"role": "user",
                                                                  "content": prompt}]})
            req = server.request({}, ids, text, max_tokens_field=("max_tokens",), knobs=opts,
                                 fill=fill)
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
            end.update(done=True, done_reason=out.reason, total_duration=ns, load_duration=0,
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

    def entry() -> dict:
        return {"name": name, "model": name, "modified_at": facts["modified_at"],
                "size": facts["size"], "digest": facts["digest"], "details": facts["details"]}

    @app.get("/api/tags")
    async def tags() -> dict:
        return {"models": [entry()]}

    @app.post("/api/show")
    async def show(request: HttpRequest) -> Response:
        try:
            body = await body_of(request)
            m = body.get("model", body.get("name"))  # "name": the older clients' field
            if not isinstance(m, str) or not m:
                raise ApiError(400, "'model' is required", param="model")
            if not served(m):
                raise ApiError(404, f"model {m!r} not found; this server serves {name!r}")
        except ApiError as e:
            return ollama_error(e)
        keys = ("modelfile", "parameters", "template", "details", "model_info", "modified_at")
        return JSONResponse({"license": "", **{k: facts[k] for k in keys},
                             "capabilities": ["completion"]})

    @app.get("/api/ps")
    async def ps() -> dict:
        return {"models": [{**entry(), "expires_at": NEVER, "size_vram": 0,
                            "context_length": server.canvas}]}

    @app.get("/api/version")
    async def version() -> dict:
        return {"version": OLLAMA_API_VERSION, "dllmc": __version__}

    @app.post("/api/pull")
    async def pull(request: HttpRequest) -> Response:
        try:
            body = await body_of(request)
            m = body.get("model", body.get("name"))
            if not served(m):
                raise ApiError(501, f"dllmc serve cannot pull models: it serves {name!r}, "
                               f"chosen at start (run `dllmc serve -m MODEL` for {m!r})")
        except ApiError as e:
            return ollama_error(e)
        # the served model is here already: Ollama's last progress line
        if body.get("stream", True) is False:
            return JSONResponse({"status": "success"})
        return Response(b'{"status":"success"}\n', media_type="application/x-ndjson")

    async def no_embeddings(request: HttpRequest) -> Response:
        try:
            check_model(await body_of(request))
        except ApiError as e:
            return ollama_error(e)
        return ollama_error(ApiError(400, f"{name!r} does not support embeddings: dllmc "
                                     "serves text generation only"))

    app.post("/api/embed")(no_embeddings)
    app.post("/api/embeddings")(no_embeddings)

    async def not_here(request: HttpRequest) -> Response:
        return ollama_error(ApiError(501, f"{request.url.path} is not supported: dllmc serve "
                                     f"serves one model ({name!r}), chosen at start"))

    for path in ("/api/push", "/api/create", "/api/copy"):
        app.post(path)(not_here)
    app.delete("/api/delete")(not_here)
