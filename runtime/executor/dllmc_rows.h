/*
 * What both executors (dllmc_runtime.c on the CPU, dllmc_cuda.c on the GPU) share: one-line
 * errors, and the rows of a forward — the tables every step's rows mode reads (enum
 * dllmc_rows), filled from the caller's canvas (dllmc_forward) or sequences
 * (dllmc_forward_batch) after the same checks, with the same messages.
 *
 * Internal: static functions, included by the two executors only.
 */
#ifndef DLLMC_ROWS_H
#define DLLMC_ROWS_H

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dllmc_runtime.h"

typedef long long ll; /* for printf's %lld / %llu */
typedef unsigned long long ull;

/* Writes one line (control characters become spaces) into err; returns 1, the error code. */
static int fail(char *err, size_t len, const char *fmt, ...) {
    if (err && len) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, len, fmt, ap);
        va_end(ap);
        for (char *c = err; *c; c++)
            if ((unsigned char)*c < 0x20) *c = ' ';
    }
    return 1;
}

/* The K/V store, as both executors lay it out: the scratch slot's K and V first (shared by the
 * layers: a stateless forward writes and reads a layer's keys before the next layer's), then
 * [layer][K, V][slot], each slot max_canvas positions of kv_row_bytes. */
static uint64_t store_bytes(int64_t max_canvas, uint64_t kv_row_bytes, int32_t n_layer, int32_t n_slots) {
    return (2 + 2 * (uint64_t)n_layer * (uint64_t)(n_slots > 0 ? n_slots : 0)) * (uint64_t)max_canvas *
           kv_row_bytes;
}

/* The byte offset of a layer's K (kv = 0) or V (kv = 1) at position 0 of slot `slot` (-1: the
 * scratch slot) in a store of n_slots slots. */
static uint64_t store_offset(int64_t max_canvas, uint64_t kv_row_bytes, int32_t n_slots, int32_t layer, int kv,
                             int32_t slot) {
    uint64_t slot_bytes = (uint64_t)max_canvas * kv_row_bytes;
    if (slot < 0) return (uint64_t)kv * slot_bytes;
    return (2 + ((uint64_t)layer * 2 + (uint64_t)kv) * (uint64_t)n_slots + (uint64_t)slot) * slot_bytes;
}

/* The rows of the forward in progress, [max_canvas] each: ids, positions, store rows (slot *
 * max_canvas + position), key ends, key starts (a sliding-window layer's first key); its sequences (first row, rows, slot); a stamp per
 * position that finds a position given twice in one sequence. */
typedef struct dllmc_row_tables {
    int64_t max_canvas, n_vocab, n_swa;
    int32_t n_slots;
    int32_t *ids, *pos, *store_row, *key_end, *key_start;
    int64_t *seq_first, *seq_rows;
    int32_t *seq_slot, n_seqs;
    uint32_t *stamp, stamp_gen;
} dllmc_row_tables;

static void rows_free(dllmc_row_tables *t) {
    free(t->ids), free(t->pos), free(t->store_row), free(t->key_end), free(t->key_start);
    free(t->seq_first), free(t->seq_rows), free(t->seq_slot), free(t->stamp);
}

/* 0, or 1 with the message when out of memory. */
static int rows_alloc(dllmc_row_tables *t, int64_t max_canvas, int64_t n_vocab, int64_t n_swa, int32_t n_slots,
                      char *err, size_t len) {
    size_t n = (size_t)max_canvas;
    t->max_canvas = max_canvas, t->n_vocab = n_vocab, t->n_swa = n_swa, t->n_slots = n_slots;
    t->ids = calloc(n, 4), t->pos = calloc(n, 4), t->store_row = calloc(n, 4), t->key_end = calloc(n, 4);
    t->key_start = calloc(n, 4);
    t->seq_first = calloc(n, 8), t->seq_rows = calloc(n, 8), t->seq_slot = calloc(n, 4);
    t->stamp = calloc(n, 4);
    if (!t->ids || !t->pos || !t->store_row || !t->key_end || !t->key_start || !t->seq_first || !t->seq_rows ||
        !t->seq_slot || !t->stamp)
        return fail(err, len, "out of memory");
    return 0;
}

/* A row's first key in a sliding-window layer when the caller gives none: the window before its
 * key end (a causal row at position p sees (p - n_swa, p], as llama.cpp's); 0 without a window. */
static int32_t default_key_start(const dllmc_row_tables *t, int32_t key_end) {
    return t->n_swa > 0 && key_end > t->n_swa ? key_end - (int32_t)t->n_swa : 0;
}

static int rows_check_ids(const dllmc_row_tables *t, const int32_t *ids, int64_t n, char *err, size_t len) {
    for (int64_t i = 0; i < n; i++)
        if (ids[i] < 0 || ids[i] >= t->n_vocab)
            return fail(err, len, "token id %d at position %lld is outside the vocabulary [0, %lld)", ids[i],
                        (ll)i, (ll)t->n_vocab);
    return 0;
}

/* dllmc_forward's rows: the canvas ids[0..n) at positions 0..n-1 in the scratch slot, each row
 * attending to the whole canvas, or to [0, i] when causal. */
static int rows_canvas(dllmc_row_tables *t, const int32_t *ids, int64_t n, int causal, char *err, size_t len) {
    if (n < 1 || n > t->max_canvas)
        return fail(err, len, "canvas of %lld tokens: this artifact was compiled for 1 to %lld; recompile with a "
                    "larger --max-canvas or shorten the prompt", (ll)n, (ll)t->max_canvas);
    if (!ids) return fail(err, len, "dllmc_forward: ids is NULL");
    if (rows_check_ids(t, ids, n, err, len)) return 1;
    memcpy(t->ids, ids, (size_t)n * 4);
    for (int64_t i = 0; i < n; i++) {
        t->pos[i] = t->store_row[i] = (int32_t)i;
        t->key_end[i] = causal ? (int32_t)i + 1 : (int32_t)n;
        t->key_start[i] = default_key_start(t, t->key_end[i]);
    }
    t->n_seqs = 1, t->seq_first[0] = 0, t->seq_rows[0] = n, t->seq_slot[0] = -1;
    return 0;
}

/* dllmc_forward_batch's rows: the sequences' rows stacked in order, after checking them;
 * their total in *total. */
static int rows_stack(dllmc_row_tables *t, const dllmc_seq *seqs, int32_t n_seqs, int64_t *total, char *err,
                      size_t len) {
    if (n_seqs < 1 || !seqs) return fail(err, len, "dllmc_forward_batch: no sequences");
    if (n_seqs > t->max_canvas)
        return fail(err, len, "dllmc_forward_batch: %d sequences, more than the %lld rows a forward takes", n_seqs,
                    (ll)t->max_canvas);
    int64_t n = 0;
    for (int32_t q = 0; q < n_seqs; q++) {
        const dllmc_seq *sq = &seqs[q];
        if (sq->slot < -1 || sq->slot >= t->n_slots)
            return fail(err, len, "sequence %d names K/V slot %d; this model was opened with %d slot(s) "
                        "(slot -1 is the scratch slot)", q, sq->slot, t->n_slots);
        if (sq->slot < 0 && n_seqs > 1)
            return fail(err, len, "sequence %d: the scratch slot (-1) takes one sequence per call", q);
        for (int32_t r = 0; r < q; r++)
            if (seqs[r].slot == sq->slot)
                return fail(err, len, "sequences %d and %d both use K/V slot %d", r, q, sq->slot);
        if (sq->n_rows < 1 || sq->n_rows > t->max_canvas - n)
            return fail(err, len, "sequence %d computes %d rows: a forward takes 1 to %lld rows in all; recompile "
                        "with a larger --max-canvas or split the batch", q, sq->n_rows, (ll)t->max_canvas);
        if (!sq->ids || !sq->pos || !sq->key_end)
            return fail(err, len, "sequence %d: ids, pos or key_end is NULL", q);
        if (++t->stamp_gen == 0) memset(t->stamp, 0, (size_t)t->max_canvas * 4), t->stamp_gen = 1;
        for (int32_t r = 0; r < sq->n_rows; r++) {
            int32_t id = sq->ids[r], p = sq->pos[r], e = sq->key_end[r];
            if (id < 0 || id >= t->n_vocab)
                return fail(err, len, "sequence %d row %d: token id %d is outside the vocabulary [0, %lld)", q, r,
                            id, (ll)t->n_vocab);
            if (p < 0 || p >= t->max_canvas)
                return fail(err, len, "sequence %d row %d: position %d is outside [0, %lld)", q, r, p,
                            (ll)t->max_canvas);
            if (e < 1 || e > t->max_canvas)
                return fail(err, len, "sequence %d row %d: key end %d is outside [1, %lld]", q, r, e,
                            (ll)t->max_canvas);
            int32_t s = sq->key_start ? sq->key_start[r] : default_key_start(t, e);
            if (s < 0 || s >= e)
                return fail(err, len, "sequence %d row %d: key start %d is outside [0, key end %d)", q, r, s, e);
            if (t->stamp[p] == t->stamp_gen) return fail(err, len, "sequence %d computes position %d twice", q, p);
            t->stamp[p] = t->stamp_gen;
            t->ids[n + r] = id, t->pos[n + r] = p, t->key_end[n + r] = e, t->key_start[n + r] = s;
            t->store_row[n + r] = (sq->slot < 0 ? 0 : sq->slot) * (int32_t)t->max_canvas + p;
        }
        t->seq_first[q] = n, t->seq_rows[q] = sq->n_rows, t->seq_slot[q] = sq->slot;
        n += sq->n_rows;
    }
    t->n_seqs = n_seqs;
    *total = n;
    return 0;
}

/* The logit rows asked of n computed rows. */
static int rows_check_logits(int64_t n, const int32_t *rows, int64_t n_rows, const float *logits, char *err,
                             size_t len) {
    if (n_rows < 0 || n_rows > n)
        return fail(err, len, "%lld logit rows asked of %lld computed rows", (ll)n_rows, (ll)n);
    if (n_rows && (!rows || !logits)) return fail(err, len, "dllmc_forward: rows or logits is NULL");
    for (int64_t i = 0; i < n_rows; i++)
        if (rows[i] < 0 || rows[i] >= n)
            return fail(err, len, "logit row %d (entry %lld) is outside the %lld computed rows [0, %lld)", rows[i],
                        (ll)i, (ll)n, (ll)n);
    return 0;
}

#endif
