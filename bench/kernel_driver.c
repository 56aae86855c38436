/*
 * Kernel benchmark driver (bench/bench_kernels.py links it with the kernel objects).
 *
 * Runs one generated kernel over all its items on `threads` threads, `reps` times, with the
 * runtime pool's work split (runtime/executor/dllmc_runtime.c, section 6): the items of a call are
 * handed out from an atomic counter in chunks of max(1, items / (8 * threads)) and the calling
 * thread takes part.  One difference: a call ends when all its *items* are done, not when every
 * thread has checked in, so a helper that the OS has not scheduled yet (another process holds
 * its core) does not stall the call; it finds the counter exhausted when it runs.  That is the
 * throughput the kernels reach on the cores they actually get.  A waiting thread spins for
 * about 2000 pauses, then yields its core.
 * Writes each call's wall time in nanoseconds to ns[0 .. reps) after one untimed warm-up call.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

#include "dllmc_runtime.h"

typedef struct ctl {
    dllmc_kernel_fn fn;
    const dllmc_args *a;
    int64_t n_items, chunk;
    int reps;                 /* calls, the warm-up included */
    _Atomic int64_t next;     /* next item to hand out */
    _Atomic int64_t finished; /* items done in the current call */
    _Atomic int gen;          /* calls started; reps + 1 = stop */
} ctl;

static uint64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static void relax(unsigned *spins) {
    if (++*spins < 2000) __builtin_ia32_pause();
    else sched_yield();
}

static void run_items(ctl *c) {
    for (;;) {
        int64_t b = atomic_fetch_add(&c->next, c->chunk);
        if (b >= c->n_items) return;
        int64_t e = b + c->chunk < c->n_items ? b + c->chunk : c->n_items;
        c->fn(c->a, b, e);
        atomic_fetch_add(&c->finished, e - b);
    }
}

static void *helper(void *arg) {
    ctl *c = arg;
    int seen = 0;
    for (;;) {
        unsigned spins = 0;
        int g;
        while ((g = atomic_load(&c->gen)) == seen) relax(&spins);
        if (g > c->reps) return NULL;
        seen = g;
        run_items(c);
    }
}

int dllmc_bench_kernel(dllmc_kernel_fn fn, dllmc_items_fn items, const dllmc_args *a, int threads,
                       int reps, uint64_t *ns) {
    if (threads < 1 || threads > 64 || reps < 1) return 1;
    ctl c = {.fn = fn, .a = a, .n_items = items(a->m), .reps = reps + 1};
    int64_t chunk = c.n_items / ((int64_t)threads * 8);
    c.chunk = chunk < 1 ? 1 : chunk;
    atomic_init(&c.next, c.n_items);
    atomic_init(&c.finished, 0);
    atomic_init(&c.gen, 0);
    pthread_t tid[64];
    int started = 0;
    for (; started < threads - 1; started++)
        if (pthread_create(&tid[started], NULL, helper, &c)) break;
    int rc = started == threads - 1 ? 0 : 1;
    for (int r = 1; r <= c.reps && !rc; r++) {
        atomic_store(&c.finished, 0);
        atomic_store(&c.next, 0);
        uint64_t t0 = now_ns();
        atomic_store(&c.gen, r);
        run_items(&c);
        unsigned spins = 0;
        while (atomic_load(&c.finished) < c.n_items) relax(&spins);
        if (r > 1) ns[r - 2] = now_ns() - t0;
    }
    atomic_store(&c.gen, c.reps + 1);
    for (int i = 0; i < started; i++) pthread_join(tid[i], NULL);
    return rc;
}
