/*
 * Sanitizer driver for tests/test_runtime.py: a plain executable (so LeakSanitizer runs at
 * exit, which it cannot inside Python) linked with the runtime, the executor test plan and
 * kernels.c, built with -fsanitize=address,undefined. It calls every entry point on good and
 * bad input and exits 0 when each call returned what it should.
 *
 *     driver GOOD.gguf BAD_PATH...     (each BAD_PATH must fail to open)
 *     driver --fail GGUF                (a plan that cannot run: every open must fail)
 */
#include "dllmc_runtime.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

static void expect(int ok, const char *what, const char *err) {
    if (!ok) {
        fprintf(stderr, "driver: %s (err: %s)\n", what, err);
        failures++;
    }
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: driver GOOD.gguf BAD_PATH... | driver --fail GGUF\n");
        return 2;
    }
    const dllmc_plan *P = dllmc_plan_info();
    char err[512] = "";
    if (argc == 3 && !strcmp(argv[1], "--fail")) { /* fails late: after the pool and the repack */
        for (int threads = 1; threads <= 3; threads++) {
            dllmc_model *m = NULL;
            expect(dllmc_open(argv[2], threads, &m, err, sizeof err) != 0 && m == NULL, "opened", err);
        }
        printf("driver: ok (%s)\n", err);
        return failures != 0;
    }
    dllmc_model *m = (dllmc_model *)&err; /* must become NULL on failure */
    for (int i = 2; i < argc; i++) {
        expect(dllmc_open(argv[i], 2, &m, err, sizeof err) != 0 && m == NULL, "bad path opened", err);
        expect(strchr(err, '\n') == NULL && err[0], "error is not one line", err);
    }
    expect(dllmc_open(argv[1], 1, NULL, err, sizeof err) != 0, "NULL out accepted", err);
    expect(dllmc_open(NULL, 1, &m, err, sizeof err) != 0, "NULL path accepted", err);
    expect(dllmc_open(argv[1], 1, &m, NULL, 0) == 0, "open without an error buffer", "");
    dllmc_close(m);
    dllmc_close(NULL);

    int64_t n = P->max_canvas;
    int32_t *ids = calloc((size_t)n, sizeof *ids), *rows = calloc((size_t)n, sizeof *rows);
    float *logits = calloc((size_t)(n * P->n_vocab), sizeof *logits);
    for (int64_t i = 0; i < n; i++) ids[i] = (int32_t)((i * 37) % P->n_vocab), rows[i] = (int32_t)(n - 1 - i);
    for (int threads = 0; threads <= 4; threads++) {
        if (dllmc_open(argv[1], threads, &m, err, sizeof err)) {
            expect(0, "open failed", err);
            continue;
        }
        expect(dllmc_forward(m, ids, n, rows, n, logits, err, sizeof err) == 0, "forward failed", err);
        expect(dllmc_forward(m, ids, 1, rows, 0, NULL, err, sizeof err) == 0, "forward without logits", err);
        expect(dllmc_forward(m, ids, n + 1, rows, n, logits, err, sizeof err) != 0, "n > max_canvas", err);
        expect(dllmc_forward(m, ids, 0, rows, 0, logits, err, sizeof err) != 0, "n = 0", err);
        expect(dllmc_forward(m, NULL, n, rows, n, logits, err, sizeof err) != 0, "ids NULL", err);
        expect(dllmc_forward(m, ids, n, NULL, n, logits, err, sizeof err) != 0, "rows NULL", err);
        ids[1] = (int32_t)P->n_vocab;
        expect(dllmc_forward(m, ids, n, rows, n, logits, err, sizeof err) != 0, "id = n_vocab", err);
        ids[1] = 1, rows[0] = (int32_t)n;
        expect(dllmc_forward(m, ids, n, rows, n, logits, err, sizeof err) != 0, "row = n", err);
        rows[0] = (int32_t)(n - 1);
        expect(dllmc_forward(NULL, ids, n, rows, n, logits, err, sizeof err) != 0, "model NULL", err);
        expect(dllmc_weight_data(m, 0) != NULL && dllmc_weight_data(m, -1) == NULL &&
               dllmc_weight_data(m, P->n_weights) == NULL, "dllmc_weight_data", "");
        uint64_t ns[64];
        expect(dllmc_step_times(m, ns, 64) == P->n_steps, "dllmc_step_times", "");
        dllmc_close(m);
    }
    free(ids), free(rows), free(logits);
    if (failures) return 1;
    printf("driver: ok\n");
    return 0;
}
