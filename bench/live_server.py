"""A live ``dllmc serve`` process on loopback, as the tests and benchmarks start one.

``start(args, log)`` launches ``python -m dllmc serve ARGS --port <a free port>`` with its
output in ``log`` and returns once ``/health`` answers (or raises with the log's tail);
``stop(proc)`` ends it as Ctrl-C would, then kills what is left.  ``group=True`` puts the
server in a process group of its own (``serve --ray``: Ray's workers are killed with it).
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Mapping, Sequence
from pathlib import Path


class ServerDidNotStart(RuntimeError):
    """``dllmc serve`` exited or did not answer ``/health`` in time; the message ends with
    its log."""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def ctrl_c_reaches() -> None:
    """A ``preexec_fn``: the child takes SIGINT as a terminal's Ctrl-C, whatever the parent did
    with it (ignored or blocked signals are inherited through exec; in the full test suite
    some worker's children were found deaf to it, so Ctrl-C tests and ``stop`` timed out)."""
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def start(args: Sequence[str], log: Path, *, timeout: float = 120, group: bool = False,
          env: Mapping[str, str] | None = None) -> tuple[subprocess.Popen, str]:
    """(the process, its base URL ``http://127.0.0.1:PORT``) once ``/health`` answers 200.
    ``env``: the server's environment (default: this process's)."""
    port = free_port()
    with open(log, "w") as out:
        proc = subprocess.Popen([sys.executable, "-m", "dllmc", "serve", *args,
                                 "--port", str(port)], stdout=out, stderr=subprocess.STDOUT,
                                start_new_session=group, env=None if env is None else dict(env),
                                preexec_fn=ctrl_c_reaches)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + timeout
    while proc.poll() is None and time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(base + "/health", timeout=2) as r:
                if r.status == 200:
                    return proc, base
        except OSError:
            time.sleep(0.2)
    kill(proc, group)
    raise ServerDidNotStart(f"dllmc serve {' '.join(args)} did not come up:\n"
                            f"{log.read_text()[-4000:]}")


def kill(proc: subprocess.Popen, group: bool = False) -> None:
    if group:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
    else:
        proc.kill()
    proc.wait()


def stop(proc: subprocess.Popen, *, timeout: float = 30, group: bool = False) -> None:
    """SIGINT (a clean shutdown), then SIGKILL after ``timeout`` seconds."""
    proc.send_signal(signal.SIGINT)
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        kill(proc, group)
