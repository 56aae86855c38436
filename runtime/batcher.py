"""Continuous batching: many requests' generation loops, one forward pass per step.

    engine = Engine(model, queue=16)          # model opened with slots=N: N requests at once
    job = engine.submit(prompt_ids, options, tokenizer, on_text=..., on_step=...)
    result = job.wait()                        # GenerateResult, or the loop's exception
    engine.close()

Each request runs the same loop as ``dllmc run`` (:func:`dllmc.runtime.generate.generate`),
in its own thread, on a :class:`SlotView` of the model: the view gives the loop one K/V slot
of its own and hands its forward passes to the engine.  The engine's thread runs a step when
every running loop is waiting for its forward pass (or has finished): the rows of all of them
go through the model as one ``forward_batch`` (as few as fit: one call takes at most the
compiled canvas's rows), and each loop gets its own logits back.  A
row's logits do not depend on the rows beside it (tests/test_kv_store.py), so a request's
answer under load is, bit for bit, its answer alone.

A request waits in a bounded queue (:class:`QueueFull` past it) for a free slot and joins at
the next step boundary; it leaves when its loop returns, and a cancelled one
(:meth:`Job.cancel`, a client that went away) at its next forward pass, freeing its slot.
Calls into the compiled model (the forward and the sampler kernels) are serialized: the C
runtime runs one call at a time on its thread pool.
"""

from __future__ import annotations

import collections
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from dllmc.compiler.errors import DllmcError
from dllmc.runtime.generate import GenerateOptions, GenerateResult, StepEvent, generate
from dllmc.runtime.loader import SeqRows


class QueueFull(Exception):
    """Every slot is busy and the queue is at its bound."""


class Cancelled(Exception):
    """The request was cancelled (its client went away)."""


@dataclass
class _Forward:
    seqs: list[SeqRows]
    rows: np.ndarray
    logits: np.ndarray | None = None
    error: BaseException | None = None
    done: bool = False


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
    submitted: float = field(default_factory=time.perf_counter)
    started: float = 0.0
    result: GenerateResult | None = None
    error: BaseException | None = None
    cancelled: bool = False
    _done: threading.Event = field(default_factory=threading.Event)

    def cancel(self) -> None:
        """Stop at the next forward pass (or never start): frees the slot."""
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


class SlotView:
    """The model as one request's loop sees it: one K/V slot (its slot 0 is the engine's
    ``slot``), forward passes through the engine, the sampler kernels under the engine's
    lock; everything else is the model's."""

    slots = 1

    def __init__(self, engine: Engine, job: Job) -> None:
        self._engine, self._job = engine, job
        self.spec, self.max_canvas = engine.model.spec, engine.model.max_canvas
        self.has_sampler = getattr(engine.model, "has_sampler", False)

    def forward(self, ids: np.ndarray, rows: np.ndarray | Sequence[int]) -> np.ndarray:
        return self.forward_batch([SeqRows.canvas(0, ids)], rows)

    def forward_batch(self, seqs: Sequence[SeqRows],
                      rows: np.ndarray | Sequence[int] | None = None) -> np.ndarray:
        if any(s.slot != 0 for s in seqs):
            raise DllmcError("a request's loop has one K/V slot (0)", "use slot 0")
        mine = [replace(s, slot=self._job.slot) for s in seqs]
        total = sum(len(s.ids) for s in mine)
        r = np.arange(total) if rows is None else np.asarray(rows, dtype=np.int64)
        return self._engine._forward(self._job, mine, r)

    def row_stats(self, *args: Any, **kw: Any) -> np.ndarray:
        with self._engine.lock:
            return self._engine.model.row_stats(*args, **kw)

    def gumbel_sample(self, *args: Any, **kw: Any) -> np.ndarray:
        with self._engine.lock:
            return self._engine.model.gumbel_sample(*args, **kw)


class Engine:
    """Runs the submitted requests' loops, batching their forward passes (see module doc).
    ``model``: opened with ``slots`` >= 1, one per concurrent request."""

    def __init__(self, model: Any, queue: int = 16) -> None:
        n = int(getattr(model, "slots", 0))
        if n < 1:
            raise DllmcError("continuous batching needs a model opened with K/V slots",
                             "open it with slots=N (one per concurrent request)")
        self.model, self.n_slots, self.queue_bound = model, n, int(queue)
        self.lock = threading.Lock()  # one call into the compiled model at a time
        self._cond = threading.Condition()
        self._free = list(range(n))
        self._queue: collections.deque[Job] = collections.deque()
        self._running: dict[int, Job] = {}  # slot -> job
        self._waiting: dict[int, _Forward] = {}  # slot -> its pending forward pass
        self._next_id = 0
        self._closed = False
        # counters for /metrics
        self.stats = dict(requests=0, completed=0, failed=0, cancelled=0, rejected=0,
                          forward_passes=0, forward_seconds=0.0, rows=0, tokens=0)
        self._thread = threading.Thread(target=self._loop, name="dllmc-engine", daemon=True)
        self._thread.start()

    # ----------------------------------------------------------------------------- requests

    def submit(self, prompt: Sequence[int], options: GenerateOptions, tokenizer: Any = None,
               on_text: Callable[[str], None] | None = None,
               on_step: Callable[[StepEvent], None] | None = None,
               on_done: Callable[[Job], None] | None = None) -> Job:
        """Queue a request; raises :class:`QueueFull` when the queue is at its bound.
        ``on_done(job)`` is called once when it has finished (result, error or cancelled)."""
        with self._cond:
            if self._closed:
                raise DllmcError("the engine is closed", "start a new one")
            if not self._free and len(self._queue) >= self.queue_bound:
                self.stats["rejected"] += 1
                raise QueueFull(f"{self.n_slots} requests running and {len(self._queue)} queued")
            self._next_id += 1
            job = Job([int(i) for i in prompt], options, tokenizer, on_text, on_step, on_done,
                      id=self._next_id)
            self.stats["requests"] += 1
            self._queue.append(job)
            self._admit()
            self._cond.notify_all()
        return job

    @property
    def queued(self) -> int:
        return len(self._queue)

    @property
    def active(self) -> int:
        return len(self._running)

    def close(self) -> None:
        with self._cond:
            self._closed = True
            for job in [*self._queue, *self._running.values()]:
                job.cancel()
            self._cond.notify_all()
        self._thread.join(timeout=30)

    # ------------------------------------------------------------------------------ inside

    def _admit(self) -> None:
        """Start queued jobs in free slots (called with the lock held)."""
        while self._free and self._queue:
            job = self._queue.popleft()
            if job.cancelled:
                self._finish(job, None, Cancelled(f"request {job.id} cancelled"))
                continue
            job.slot = self._free.pop(0)
            job.started = time.perf_counter()
            self._running[job.slot] = job
            threading.Thread(target=self._run, args=(job,), name=f"dllmc-request-{job.id}",
                             daemon=True).start()

    def _run(self, job: Job) -> None:
        result: GenerateResult | None = None
        error: BaseException | None = None
        try:
            result = generate(SlotView(self, job), job.tokenizer, job.prompt, job.options,
                              on_step=job.on_step, on_text=job.on_text)
        except BaseException as e:  # handed to the waiter
            error = e
        with self._cond:
            self._running.pop(job.slot, None)
            self._waiting.pop(job.slot, None)
            self._free.append(job.slot)
            self._free.sort()
            self._finish(job, result, error)
            self._admit()
            self._cond.notify_all()

    def _finish(self, job: Job, result: GenerateResult | None,
                error: BaseException | None) -> None:
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
            job.on_done(job)

    def _forward(self, job: Job, seqs: list[SeqRows], rows: np.ndarray) -> np.ndarray:
        """A loop's forward pass: wait for the step that runs it with the others'."""
        pending = _Forward(seqs, rows)
        with self._cond:
            if job.cancelled:
                raise Cancelled(f"request {job.id} cancelled")
            self._waiting[job.slot] = pending
            self._cond.notify_all()
            while not pending.done:
                self._cond.wait()
        if pending.error is not None:
            raise pending.error
        assert pending.logits is not None
        return pending.logits

    def _loop(self) -> None:
        while True:
            with self._cond:
                # a step runs when every running loop waits for its forward pass
                while not self._waiting or len(self._waiting) < len(self._running):
                    if self._closed and not self._running:
                        return
                    self._cond.wait()
                batch = [(slot, p) for slot, p in sorted(self._waiting.items())]
                self._waiting.clear()
            live = []
            for slot, p in batch:
                if self._running.get(slot) is not None and self._running[slot].cancelled:
                    p.error = Cancelled(f"request {self._running[slot].id} cancelled")
                else:
                    live.append(p)
            if live:
                self._step(live)
            with self._cond:
                for _, p in batch:
                    p.done = True
                self._cond.notify_all()

    def _step(self, batch: list[_Forward]) -> None:
        """The step's forward passes: the loops' rows packed into calls of at most the
        compiled canvas's rows (a sequence's rows stay in one call)."""
        chunk: list[_Forward] = []
        rows = 0
        for p in batch:
            n = sum(len(s.ids) for s in p.seqs)
            if chunk and rows + n > self.model.max_canvas:
                self._call(chunk)
                chunk, rows = [], 0
            chunk.append(p)
            rows += n
        if chunk:
            self._call(chunk)

    def _call(self, batch: list[_Forward]) -> None:
        seqs: list[SeqRows] = []
        wanted, counts = [], []
        offset = 0
        for p in batch:
            seqs += p.seqs
            wanted.append(offset + p.rows)
            counts.append(len(p.rows))
            offset += sum(len(s.ids) for s in p.seqs)
        t0 = time.perf_counter()
        try:
            with self.lock:
                out = self.model.forward_batch(seqs, np.concatenate(wanted))
        except BaseException as e:
            for p in batch:
                p.error = e
            return
        self.stats["forward_passes"] += 1
        self.stats["forward_seconds"] += time.perf_counter() - t0
        self.stats["rows"] += offset
        at = 0
        for p, n in zip(batch, counts, strict=True):
            p.logits = out[at:at + n]
            at += n


__all__ = ["Cancelled", "Engine", "Job", "QueueFull", "SlotView"]
