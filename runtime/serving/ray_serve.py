"""``dllmc serve --ray``: the server's app as the replicas of one Ray Serve deployment, behind
one HTTP endpoint (docs/serve.md, "Scale out on Ray Serve").

Nothing of the server is written again here: each replica (:class:`Replica`) loads the model
with its own threads and K/V slots and serves :func:`dllmc.runtime.serving.server.create_app`'s app
(continuous batching inside the replica); Ray Serve's proxy routes each request to a replica.
Every response names its replica in ``X-Dllmc-Replica`` (and its process in
``X-Dllmc-Replica-Pid``).  A replica whose model fails to load never becomes ready (the
deployment reports the error; none of its traffic is routed); one whose process dies is
restarted by Ray, and the requests it held fail with an error status.

From the command line (the model is compiled once, by the driver, before replicas start)::

    dllmc serve --ray --replicas 2 --threads-per-replica 1 -m model.gguf --port 8000

or with Ray's own CLI, from a config file (``serve run``; docs/serve.md has one)::

    import_path: dllmc.runtime.serving.ray_serve:build
    args: {model: /path/model.so, gguf: /path/model.gguf, replicas: 2, threads: 1}
"""

from __future__ import annotations

import os
from dataclasses import asdict
from pathlib import Path
from typing import Any

from ray import serve

from dllmc.compiler.base.errors import DllmcError
from dllmc.runtime.serving.server import ServeConfig, create_app


@serve.deployment(name="dllmc", health_check_period_s=2, health_check_timeout_s=30)
@serve.ingress()
class Replica:
    """One replica: the model loaded with ``threads`` threads and ``slots`` K/V slots, and
    the server's app over it."""

    def __init__(self, artifact: str, gguf: str, threads: int, slots: int,
                 config: dict[str, Any]) -> None:
        from dllmc.runtime.models.api import load

        self.llm = load(artifact, gguf=gguf, threads=threads, slots=slots, progress=False,
                        device="cpu")
        self._dllmc_app = create_app(self.llm, ServeConfig(**config))
        ctx = serve.get_replica_context()
        self.replica = ctx.replica_id.unique_id if ctx is not None else "local"
        replica, pid = self.replica, str(os.getpid())

        @self._dllmc_app.middleware("http")
        async def name_the_replica(request: Any, call_next: Any) -> Any:
            response = await call_next(request)
            response.headers["X-Dllmc-Replica"] = replica
            response.headers["X-Dllmc-Replica-Pid"] = pid
            return response

    def __serve_build_asgi_app__(self) -> Any:
        return self._dllmc_app

    def check_health(self) -> None:
        """Ray calls this every few seconds; an exception marks the replica unhealthy (Ray
        then replaces it)."""
        engine = self._dllmc_app.state.server.engine
        if not engine._thread.is_alive():
            raise RuntimeError("the batching engine's thread has stopped")


def application(artifact: Path, gguf: Path, *, replicas: int, threads: int, slots: int,
                config: ServeConfig) -> Any:
    """The bound Ray Serve application: ``replicas`` copies, each asking Ray for ``threads``
    CPUs."""
    return Replica.options(num_replicas=replicas,
                           ray_actor_options={"num_cpus": threads}).bind(
        str(artifact), str(gguf), threads, slots, asdict(config))


def build(args: dict[str, Any]) -> Any:
    """``serve run``'s entry (``import_path: dllmc.runtime.serving.ray_serve:build``).  ``args``:
    ``model`` (a model.so, with ``gguf``; a GGUF or a hub model, compiled here if not cached:
    :func:`dllmc.runtime.models.api.resolve`),
    ``replicas`` (1), ``threads`` (1), ``slots`` (4), ``name`` and the other
    :class:`ServeConfig` fields."""
    from dllmc.runtime.models.api import resolve

    a = dict(args)
    model, gguf = resolve(a.pop("model"), a.pop("gguf", None), progress=False)
    replicas, threads, slots = (int(a.pop(k, d)) for k, d in
                                (("replicas", 1), ("threads", 1), ("slots", 4)))
    name = a.pop("name", Path(gguf).stem)
    return application(model, Path(gguf), replicas=replicas, threads=threads, slots=slots,
                       config=ServeConfig(model_name=name, **a))


def _replica_error() -> str | None:
    """The last line of the first replica's failure, from Ray's application status."""
    try:
        status = serve.status().applications.get("dllmc")
        for d in status.deployments.values() if status else ():
            if d.message:
                lines = [x for x in d.message.splitlines() if x.strip()]
                return next((x for x in reversed(lines) if "Error" in x), lines[-1]).strip()
    except Exception:
        return None
    return None


def _shutdown_serve() -> None:
    import contextlib

    with contextlib.suppress(Exception):  # already gone: nothing to take down
        serve.shutdown()


def run(artifact: Path, gguf: Path, *, replicas: int, threads: int, slots: int,
        config: ServeConfig, host: str, port: int, address: str | None) -> None:
    """Start (or join, with ``address``) a Ray cluster, deploy, and serve until interrupted;
    then take the deployment down (and the cluster, if this started it)."""
    import time

    import ray

    # without an address, always a new instance of our own (never another driver's)
    ray.init(address=address or "local", include_dashboard=False, log_to_driver=False,
             configure_logging=False)
    try:
        serve.start(http_options={"host": host, "port": port})
        try:
            serve.run(application(artifact, gguf, replicas=replicas, threads=threads,
                                  slots=slots, config=config), name="dllmc", route_prefix="/")
        except RuntimeError as e:  # no replica became ready: the first cause, in one line
            cause = _replica_error() or str(e).splitlines()[0]
            raise DllmcError(f"the replicas did not start: {cause}",
                             "check the model files; Ray's logs are under "
                             "/tmp/ray/session_latest/logs/serve") from None
        print(f"dllmc: serving {config.model_name} on Ray Serve: {replicas} replicas x "
              f"{threads} threads, http://{host}:{port}", flush=True)
        while True:
            time.sleep(1)
    finally:
        # Serve's graceful shutdown can wait on a dead replica's actor for good: give it 30 s,
        # then stop the Ray instance (ours, unless we joined one) regardless
        import threading

        stopper = threading.Thread(target=_shutdown_serve, daemon=True)
        stopper.start()
        stopper.join(30)
        ray.shutdown()


__all__ = ["Replica", "application", "build", "run"]
