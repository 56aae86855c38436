"""Continuous batching: every running request's decoder, one forward pass per step, on one
engine thread.

    engine = Engine(model, queue=16)          # model opened with slots=N: N requests at once
    job = engine.submit(prompt_ids, options, tokenizer, on_text=..., on_step=...)
    result = job.wait()                        # GenerateResult, or the request's exception
    engine.close()

A request is a :class:`dllmc.runtime.decoding.generate.Decoder` (or block diffusion's
:class:`~dllmc.runtime.decoding.block.BlockDecoder`), the same resumable loop ``dllmc run``
drives alone.  The engine's thread repeats one step: it admits queued requests into free K/V
slots, asks every running decoder for the pass it wants (``wanted()``), runs those passes as
few ``forward_batch`` calls as fit (one call takes at most the compiled canvas's rows; a
pass stays in one call), and hands each decoder its logits (``advance``), which samples,
commits and streams its text.  Requests of different modes, lengths and block positions
share the steps; one that finishes leaves at the step boundary and the next queued one takes
its slot.  A row's logits do not depend on the rows beside it (tests/test_kv_store.py), so a
request's answer under load is, bit for bit, its answer alone.

Every call into the compiled model (forwards and sampler kernels) is made on this one
thread: no locks around the model, no thread per request.  A queued request past the bound
raises :class:`QueueFull`; a cancelled one (:meth:`Job.cancel`, a client that went away)
leaves at the next step boundary; a request whose decoder fails (bad input, a sampler
error) fails alone, and a failed forward call fails the requests in it.
"""

from __future__ import annotations

import collections
import logging
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from dllmc.compiler.base.errors import DllmcError
from dllmc.compiler.base.layouts import Pass as PlanPass
from dllmc.runtime.decoding.generate import (
    SCRATCH,
    Decoder,
    GenerateOptions,
    GenerateResult,
    Pass,
    StepEvent,
    open_decoder,
)

log = logging.getLogger("dllmc.engine")


class QueueFull(Exception):
    """Every slot is busy and the queue is at its bound."""


class Cancelled(Exception):
    """The request was cancelled (its client went away)."""


@dataclass
class Job:
    """One request: its inputs, and once it has run, its result or error."""

    prompt: list[int]
    options: GenerateOptions
    tokenizer: Any
    on_text: Callable[[str], None] | None = None
    on_step: Callable[[StepEvent], None] | None = None
    on_done: Callable[[Job], None] | None = None  # called once, from the engine's side
    id: int = 0
    slot: int = -1
    result: GenerateResult | None = None
    error: BaseException | None = None
    cancelled: bool = False
    _done: threading.Event = field(default_factory=threading.Event)

    def cancel(self) -> None:
        """Leave at the next step boundary (or never start): frees the slot."""
        self.cancelled = True

    def wait(self, timeout: float | None = None) -> GenerateResult:
        if not self._done.wait(timeout):
            raise TimeoutError(f"request {self.id} still running")
        if self.error is not None:
            raise self.error
        assert self.result is not None
        return self.result

    @property
    def done(self) -> bool:
        return self._done.is_set()


class Engine:
    """Runs the submitted requests' decoders, batching their forward passes (see module
    doc).  ``model``: opened with ``slots`` >= 1, one per concurrent request."""

    def __init__(self, model: Any, queue: int = 16) -> None:
        n = int(getattr(model, "slots", 0))
        if n < 1:
            raise DllmcError("continuous batching needs a model opened with K/V slots",
                             "open it with slots=N (one per concurrent request)")
        self.model, self.n_slots, self.queue_bound = model, n, int(queue)
        self._cond = threading.Condition()  # guards the queue, the free slots and closing
        self._free = list(range(n))
        self._queue: collections.deque[Job] = collections.deque()
        self._running: dict[int, tuple[Job, Decoder]] = {}  # slot -> request (engine thread)
        self._next_id = 0
        self._closed = False
        # counters for /metrics; host_seconds: the engine's time outside forward calls
        # (admitting, sampling, committing, streaming)
        self.stats = dict(requests=0, completed=0, failed=0, cancelled=0, rejected=0,
                          forward_passes=0, forward_seconds=0.0, rows=0, tokens=0, steps=0,
                          host_seconds=0.0)
        self._thread = threading.Thread(target=self._loop, name="dllmc-engine", daemon=True)
        self._thread.start()

    # ----------------------------------------------------------------------------- requests

    def submit(self, prompt: Sequence[int], options: GenerateOptions, tokenizer: Any = None,
               on_text: Callable[[str], None] | None = None,
               on_step: Callable[[StepEvent], None] | None = None,
               on_done: Callable[[Job], None] | None = None) -> Job:
        """Queue a request; raises :class:`QueueFull` when the free slots and the queue's
        bound are taken.  ``on_done(job)`` is called once, on the engine's thread, when it
        has finished (result, error or cancelled); so are ``on_text`` and ``on_step``."""
        with self._cond:
            if self._closed:
                raise DllmcError("the engine is closed", "start a new one")
            if len(self._queue) >= len(self._free) + self.queue_bound:
                self.stats["rejected"] += 1
                raise QueueFull(f"{self.n_slots - len(self._free)} requests running and "
                                f"{len(self._queue)} queued")
            self._next_id += 1
            job = Job([int(i) for i in prompt], options, tokenizer, on_text, on_step, on_done,
                      id=self._next_id)
            self.stats["requests"] += 1
            self._queue.append(job)
            self._cond.notify_all()
        return job

    @property
    def queued(self) -> int:
        return len(self._queue)

    @property
    def active(self) -> int:
        return self.n_slots - len(self._free)

    def close(self) -> None:
        with self._cond:
            self._closed = True
            for job in self._queue:
                job.cancel()
            for job, _ in list(self._running.values()):
                job.cancel()
            self._cond.notify_all()
        self._thread.join(timeout=30)

    # ------------------------------------------------------------------------------ inside

    def _loop(self) -> None:
        while True:
            with self._cond:
                while not self._queue and not self._running:
                    if self._closed:
                        return
                    self._cond.wait()
                admitted = []
                while self._free and self._queue:
                    job = self._queue.popleft()
                    job.slot = self._free.pop(0)
                    admitted.append(job)
            t0 = time.perf_counter()
            try:
                for job in admitted:
                    self._start(job)
                for slot, (job, _) in list(self._running.items()):
                    if job.cancelled:
                        self._leave(slot, None, Cancelled(f"request {job.id} cancelled"))
                if self._running:
                    self._step(t0)
            except Exception as e:  # a bug of the engine's own: its requests fail, it goes on
                log.exception("engine step failed")
                for slot in list(self._running):
                    self._leave(slot, None, e)
                for job in admitted:  # admitted, never started: their slots come back too
                    if not job.done and job.slot not in self._running:
                        self._leave(job.slot, None, e, job)

    def _start(self, job: Job) -> None:
        """A request's decoder in its slot (at the step boundary, on the engine's thread)."""
        if job.cancelled:
            self._leave(job.slot, None, Cancelled(f"request {job.id} cancelled"), job)
            return
        try:
            decoder = open_decoder(self.model, job.tokenizer, job.prompt, job.options,
                                   slot=job.slot, on_step=job.on_step, on_text=job.on_text)
        except Exception as e:  # bad input: this request fails alone
            self._leave(job.slot, None, e, job)
            return
        self._running[job.slot] = (job, decoder)
        if decoder.done:  # every step committed nothing: no forward was needed
            self._leave(job.slot, decoder.result, None)

    def _step(self, t0: float) -> None:
        """One step: the running decoders' passes through the model, their logits back."""
        wanted = []
        for slot, (_, decoder) in sorted(self._running.items()):
            p = decoder.wanted()
            assert p is not None, "a finished decoder left at its last advance"
            seq = replace(p.seq, slot=slot) if p.seq.slot == SCRATCH else p.seq
            wanted.append((slot, replace(p, seq=seq)))
        forward_s = 0.0
        for call in self._calls(wanted):
            seqs, rows_read, at = [], [], 0
            for _, p in call:  # each pass's rows, offset to where its sequence stacks
                seqs.append(p.seq)
                rows_read.append(at + p.rows)
                at += len(p.seq.ids)
            mode = call[0][1].mode  # a call runs one of the plan's passes
            sc = None if mode != PlanPass.DECODE_SC else np.concatenate(
                [p.sc_logits for _, p in call])
            t1 = time.perf_counter()
            try:
                out = self.model.forward_batch(seqs, np.concatenate(rows_read), pass_=mode,
                                               sc_logits=sc)
            except Exception as e:
                for slot, _ in call:
                    self._leave(slot, None, e)
                continue
            forward_s += time.perf_counter() - t1
            self.stats["forward_passes"] += 1
            self.stats["rows"] += at
            at = 0
            for slot, p in call:
                logits, at = out[at:at + len(p.rows)], at + len(p.rows)
                decoder = self._running[slot][1]
                try:
                    decoder.advance(logits)
                except Exception as e:  # a sampler error: this request fails alone
                    self._leave(slot, None, e)
                    continue
                if decoder.done:
                    self._leave(slot, decoder.result, None)
        self.stats["steps"] += 1
        self.stats["forward_seconds"] += forward_s
        self.stats["host_seconds"] += time.perf_counter() - t0 - forward_s

    def _calls(self, wanted: list[tuple[int, Pass]]) -> list[list[tuple[int, Pass]]]:
        """The step's passes packed into calls of at most the compiled canvas's rows, each
        call one of the plan's passes (an encoder-decoder model's encoder and decoder passes
        go in separate calls, in pass order)."""
        calls: list[list[tuple[int, Pass]]] = [[]]
        rows = 0
        for w in sorted(wanted, key=lambda w: int(w[1].mode)):  # stable: slot order kept
            n = len(w[1].seq.ids)
            if calls[-1] and (rows + n > self.model.max_canvas
                              or calls[-1][0][1].mode != w[1].mode):
                calls.append([])
                rows = 0
            calls[-1].append(w)
            rows += n
        return [c for c in calls if c]

    def _leave(self, slot: int, result: GenerateResult | None, error: BaseException | None,
               job: Job | None = None) -> None:
        """A request ends: its slot is free for the next queued one, its waiter is told."""
        if job is None:
            job = self._running.pop(slot)[0]
        with self._cond:
            self._free.append(slot)
            self._free.sort()
        job.result, job.error = result, error
        if isinstance(error, Cancelled):
            self.stats["cancelled"] += 1
        elif error is not None:
            self.stats["failed"] += 1
        else:
            self.stats["completed"] += 1
            self.stats["tokens"] += len(result.tokens) if result else 0
        job._done.set()
        if job.on_done is not None:
            try:
                job.on_done(job)
            except Exception:  # the engine outlives a caller's broken callback
                log.exception("on_done of request %d failed", job.id)


__all__ = ["Cancelled", "Engine", "Job", "QueueFull"]
