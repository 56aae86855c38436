/*
 * Roofline probe: the running machine's peak int8 multiply-accumulate, fp32 FMA and memory
 * read bandwidth, on 1..n threads.  Built and driven by bench/roofline.py.
 *
 *     roofline KIND THREADS SECONDS     prints the best rate (ops or bytes per second) of the
 *                                       runs of about 2 ms that fit in SECONDS (a run of
 *                                       `read` is one pass over its 512 MiB)
 *
 * Every compute kind is an inline-assembly loop of independent chains (12 accumulators, 11 for
 * the x2 kinds; more than latency x throughput on current x86 cores), so it measures issue throughput, not
 * latency.  Ops are counted as 2 per multiply-accumulate (GOP/s as for a GEMM: 2*M*N*K):
 *
 *   maddubs256     vpmaddubsw + vpmaddwd(ones) + vpaddd, ymm:          64 ops / 3 instructions
 *   maddubs256x2   2 vpmaddubsw + vpaddw + vpmaddwd + vpaddd, ymm:    128 ops / 5 instructions
 *                  (two products summed in int16 before widening: "16-bit accumulation")
 *   maddubs512     as maddubs256 on zmm (AVX512BW)
 *   maddubs512x2   as maddubs256x2 on zmm
 *   bcast256       the AVX2 gemm_q pattern without its weight unpack: per activation row,
 *                  8 x (vpbroadcastd of 4 bytes from memory + vpmaddubsw), 7 vpaddw,
 *                  vpmaddwd, vpaddd; 4 rows share 8 weight registers:   2048 ops / 152
 *   q4k256         bcast256 plus the Q4_K unpack of the 8 weight registers (4 loads, 4 x
 *                  vpand + vpsrlw + vpand), the whole AVX2 Q4_K chunk:  2048 ops / 168
 *   q6k256         the whole AVX2 Q6_K chunk: 16 inputs x 8 weight rows x 8 activation rows,
 *                  the chunk scales (vpbroadcastq, vpshufb, vpsraw), the 6-bit unpack (3
 *                  loads, 11 vector ops, 4 vpaddb of -32), then per row 4 x (broadcast +
 *                  vpmaddubsw), 2 vpaddw, 2 vpmaddwd, 2 vpaddd:     2048 ops / 133
 *                  (these three bound what the kernel's formulation can reach; they are not
 *                  peaks of the machine)
 *   q4k512         the AVX-512 Q4_K chunk's products: per row (10) a vpdpbusd chain from zero
 *                  over 8 sub-entries (embedded broadcasts), vpmulld by the chunk scale,
 *                  vpaddd:                                           10240 ops / 110
 *   q6k512         the AVX-512 Q6_K chunk's: per row (8) 4 x (vpbroadcastd + vpdpbusd),
 *                  vpmulld, vpaddd:                                   4096 ops / 88
 *   vnni256        vpdpbusd ymm (AVX-VNNI or AVX512VL):                 64 ops / instruction
 *   vnni512        vpdpbusd zmm (AVX512-VNNI):                         128 ops / instruction
 *   fma256         vfmadd231ps ymm:                                     16 flops / instruction
 *   fma512         vfmadd231ps zmm:                                     32 flops / instruction
 *   read           memory read bandwidth: every thread streams its share of a 512 MiB buffer
 *                  (2 MiB pages advised for transparent huge pages, as the repacked weights)
 *                  (32-byte loads OR-ed together), bytes per second
 *   l2read         the same over a 256 KiB buffer per thread (cache-resident), bytes per second
 *   clock          a chain of dependent 64-bit adds: cycles per second (about the core clock)
 *
 * No kind checks CPU features: the driver runs only what /proc/cpuinfo lists.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sys/mman.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    const char *kind;
    int64_t iters; /* compute kinds: loop iterations per run; read kinds: passes per run */
    const unsigned char *buf;
    size_t bytes;
    int runs;
    pthread_barrier_t *barrier;
    double *run_s; /* thread 0: the wall time of each run */
    uint64_t sink;
} job;

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* independent accumulator chains per loop iteration: 12, or 11 where two temporaries are needed */
#define R12(X) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13)
#define R11(X) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12)
#define STR_(x) #x
#define STR(x) STR_(x)

#define MADDUBS256(i) \
    "vpmaddubsw %%ymm0, %%ymm1, %%ymm14\n\t" \
    "vpmaddwd %%ymm15, %%ymm14, %%ymm14\n\t" \
    "vpaddd %%ymm14, %%ymm" STR(i) ", %%ymm" STR(i) "\n\t"
#define MADDUBS256X2(i) \
    "vpmaddubsw %%ymm0, %%ymm1, %%ymm14\n\t" \
    "vpmaddubsw %%ymm0, %%ymm1, %%ymm13\n\t" \
    "vpaddw %%ymm14, %%ymm13, %%ymm14\n\t" \
    "vpmaddwd %%ymm15, %%ymm14, %%ymm14\n\t" \
    "vpaddd %%ymm14, %%ymm" STR(i) ", %%ymm" STR(i) "\n\t"
#define MADDUBS512(i) \
    "vpmaddubsw %%zmm0, %%zmm1, %%zmm14\n\t" \
    "vpmaddwd %%zmm15, %%zmm14, %%zmm14\n\t" \
    "vpaddd %%zmm14, %%zmm" STR(i) ", %%zmm" STR(i) "\n\t"
#define MADDUBS512X2(i) \
    "vpmaddubsw %%zmm0, %%zmm1, %%zmm14\n\t" \
    "vpmaddubsw %%zmm0, %%zmm1, %%zmm13\n\t" \
    "vpaddw %%zmm14, %%zmm13, %%zmm14\n\t" \
    "vpmaddwd %%zmm15, %%zmm14, %%zmm14\n\t" \
    "vpaddd %%zmm14, %%zmm" STR(i) ", %%zmm" STR(i) "\n\t"
/* the VEX (AVX-VNNI) and EVEX forms differ only in encoding; {vex} asks for AVX-VNNI */
#define VNNI256(i) "%{vex%} vpdpbusd %%ymm0, %%ymm1, %%ymm" STR(i) "\n\t"
#define VNNI256E(i) "vpdpbusd %%ymm0, %%ymm1, %%ymm" STR(i) "\n\t"
#define VNNI512(i) "vpdpbusd %%zmm0, %%zmm1, %%zmm" STR(i) "\n\t"
#define FMA256(i) "vfmadd231ps %%ymm0, %%ymm1, %%ymm" STR(i) "\n\t"
#define FMA512(i) "vfmadd231ps %%zmm0, %%zmm1, %%zmm" STR(i) "\n\t"

#define LOOP(name, body, R)                                      \
    static void name(int64_t iters) {                            \
        for (int64_t i = 0; i < iters; i++)                      \
            __asm__ volatile(R(body) ::: YMM, "memory");         \
    }
#define YMM "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", "xmm9", \
    "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15"

LOOP(run_maddubs256, MADDUBS256, R12)
LOOP(run_maddubs256x2, MADDUBS256X2, R11)
LOOP(run_maddubs512, MADDUBS512, R12)
LOOP(run_maddubs512x2, MADDUBS512X2, R11)
LOOP(run_vnni256, VNNI256, R12)
LOOP(run_vnni256e, VNNI256E, R12)
LOOP(run_vnni512, VNNI512, R12)
LOOP(run_fma256, FMA256, R12)
LOOP(run_fma512, FMA512, R12)

/* bcast256 / q4k256: 4 activation rows (accumulators ymm8-11) x the 8 weight registers
 * ymm0-7; the activation bytes are broadcast from `pattern_src`, as the kernel does. */
static unsigned char pattern_src[256] __attribute__((aligned(64)));
#define BQ(off, w) "vpbroadcastd " #off "(%0), %%ymm12\n\t" \
    "vpmaddubsw %%ymm12, %%ymm" #w ", %%ymm12\n\t" "vpaddw %%ymm12, %%ymm13, %%ymm13\n\t"
#define BROW(a, o) "vpbroadcastd " #o "(%0), %%ymm12\n\t" \
    "vpmaddubsw %%ymm12, %%ymm0, %%ymm13\n\t" BQ(o + 4, 1) BQ(o + 8, 2) BQ(o + 12, 3) \
    BQ(o + 16, 4) BQ(o + 20, 5) BQ(o + 24, 6) BQ(o + 28, 7) \
    "vpmaddwd %%ymm15, %%ymm13, %%ymm13\n\t" "vpaddd %%ymm13, %%ymm" #a ", %%ymm" #a "\n\t"
#define BROWS BROW(8, 0) BROW(9, 32) BROW(10, 64) BROW(11, 96)
#define UNPACK2(e, lo, hi) "vmovdqu " #e "(%0), %%ymm12\n\t" \
    "vpand %%ymm14, %%ymm12, %%ymm" #lo "\n\t" "vpsrlw $4, %%ymm12, %%ymm12\n\t" \
    "vpand %%ymm14, %%ymm12, %%ymm" #hi "\n\t"

static void run_bcast256(int64_t iters) {
    for (int64_t i = 0; i < iters; i++)
        __asm__ volatile(BROWS ::"r"(pattern_src) : YMM, "memory");
}

static void run_q4k256(int64_t iters) {
    for (int64_t i = 0; i < iters; i++)
        __asm__ volatile(UNPACK2(128, 0, 1) UNPACK2(160, 2, 3) UNPACK2(192, 4, 5)
                         UNPACK2(224, 6, 7) BROWS ::"r"(pattern_src) : YMM, "memory");
}

/* q6k256: weights ymm0-3, 8 row accumulators ymm4-11, the chunk scales ymm15; the masks, the
 * vpshufb control and the -32 are memory operands.  Entry e (e < 3) -> code e (and), and its
 * bits 6-7 shifted into code 3 (ymm3); then the signed codes u - 32, which vpmaddubsw
 * multiplies with the unsigned (q8_Ku) activation bytes. */
#define SIX(e, amt, top) "vmovdqu " #e " * 32 + 128(%0), %%ymm12\n\t" \
    "vpand 64(%0), %%ymm12, %%ymm" #e "\n\t" "vpsrlw $" #amt ", %%ymm12, %%ymm" #top "\n\t" \
    "vpand 96(%0), %%ymm" #top ", %%ymm" #top "\n\t"
#define UNPACK6 "vpbroadcastq (%0), %%ymm15\n\t" "vpshufb 32(%0), %%ymm15, %%ymm15\n\t" \
    "vpsraw $8, %%ymm15, %%ymm15\n\t" SIX(0, 6, 3) SIX(1, 4, 12) \
    "vpor %%ymm12, %%ymm3, %%ymm3\n\t" SIX(2, 2, 12) "vpor %%ymm12, %%ymm3, %%ymm3\n\t" \
    "vpaddb 160(%0), %%ymm0, %%ymm0\n\t" "vpaddb 160(%0), %%ymm1, %%ymm1\n\t" \
    "vpaddb 160(%0), %%ymm2, %%ymm2\n\t" "vpaddb 160(%0), %%ymm3, %%ymm3\n\t"
#define HALF6(a, o, w0, w1) "vpbroadcastd " #o "(%0), %%ymm12\n\t" \
    "vpmaddubsw %%ymm" #w0 ", %%ymm12, %%ymm13\n\t" "vpbroadcastd " #o " + 4(%0), %%ymm12\n\t" \
    "vpmaddubsw %%ymm" #w1 ", %%ymm12, %%ymm12\n\t" "vpaddw %%ymm12, %%ymm13, %%ymm13\n\t" \
    "vpmaddwd %%ymm15, %%ymm13, %%ymm13\n\t" "vpaddd %%ymm13, %%ymm" #a ", %%ymm" #a "\n\t"
#define ROW6(a, o) HALF6(a, o, 0, 1) HALF6(a, o + 8, 2, 3)
#define ROWS6 ROW6(4, 0) ROW6(5, 16) ROW6(6, 32) ROW6(7, 48) ROW6(8, 64) ROW6(9, 80) \
    ROW6(10, 96) ROW6(11, 112)

static void run_q6k256(int64_t iters) {
    for (int64_t i = 0; i < iters; i++)
        __asm__ volatile(UNPACK6 ROWS6 ::"r"(pattern_src) : YMM, "memory");
}

/* q4k512 / q6k512: the products of the AVX-512 gemm_q chunk (the wide microkernel, two
 * groups = 16 weight rows per zmm), without its unpack, loop or per-tile float work: per
 * activation row one chain from zero of vpdpbusd over the chunk's sub-entries (Q4_K: 8, the
 * 4 activation bytes an embedded {1to16} broadcast; Q6_K: 4, the bytes broadcast by a
 * separate vpbroadcastd because the biased activation is the unsigned, register operand),
 * then the chunk scale's vpmulld and the vpaddd into the row's sum.  10 rows (Q4_K) or 8
 * (Q6_K), as the kernels' MR; weights in zmm0-7, sums in zmm16-25, scale zmm31. */
#define Q4D(o, w) "vpdpbusd " #o "(%0)%{1to16%}, %%zmm" #w ", %%zmm30\n\t"
#define Q4ROW(a, o) "vpxord %%zmm30, %%zmm30, %%zmm30\n\t" Q4D(o, 0) Q4D(o + 4, 1) \
    Q4D(o + 8, 2) Q4D(o + 12, 3) Q4D(o + 16, 4) Q4D(o + 20, 5) Q4D(o + 24, 6) Q4D(o + 28, 7) \
    "vpmulld %%zmm31, %%zmm30, %%zmm30\n\t" "vpaddd %%zmm30, %%zmm" #a ", %%zmm" #a "\n\t"
#define Q6D(o, w) "vpbroadcastd " #o "(%0), %%zmm29\n\t" \
    "vpdpbusd %%zmm" #w ", %%zmm29, %%zmm30\n\t"
#define Q6ROW(a, o) "vpxord %%zmm30, %%zmm30, %%zmm30\n\t" Q6D(o, 0) Q6D(o + 4, 1) \
    Q6D(o + 8, 2) Q6D(o + 12, 3) \
    "vpmulld %%zmm31, %%zmm30, %%zmm30\n\t" "vpaddd %%zmm30, %%zmm" #a ", %%zmm" #a "\n\t"
#define ZMM YMM, "xmm16", "xmm17", "xmm18", "xmm19", "xmm20", "xmm21", "xmm22", "xmm23", \
    "xmm24", "xmm25", "xmm29", "xmm30", "xmm31"

__attribute__((target("avx512f,avx512vnni"))) static void run_q4k512(int64_t iters) {
    for (int64_t i = 0; i < iters; i++)
        __asm__ volatile(Q4ROW(16, 0) Q4ROW(17, 32) Q4ROW(18, 64) Q4ROW(19, 96) Q4ROW(20, 128)
                         Q4ROW(21, 160) Q4ROW(22, 192) Q4ROW(23, 224) Q4ROW(24, 0) Q4ROW(25, 32)
                         ::"r"(pattern_src) : ZMM, "memory");
}

__attribute__((target("avx512f,avx512vnni"))) static void run_q6k512(int64_t iters) {
    for (int64_t i = 0; i < iters; i++)
        __asm__ volatile(Q6ROW(16, 0) Q6ROW(17, 16) Q6ROW(18, 32) Q6ROW(19, 48) Q6ROW(20, 64)
                         Q6ROW(21, 80) Q6ROW(22, 96) Q6ROW(23, 112)
                         ::"r"(pattern_src) : ZMM, "memory");
}

static void run_clock(int64_t iters) {
    uint64_t x = 0;
    for (int64_t i = 0; i < iters; i++)
        __asm__ volatile(
            "add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\t"
            "add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\t"
            "add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\t" : "+r"(x));
}

static uint64_t read_buf(const unsigned char *buf, size_t bytes) {
    uint64_t acc = 0;
    const unsigned char *p = buf, *e = buf + bytes;
    __asm__ volatile(
        "vpxor %%ymm0, %%ymm0, %%ymm0\n\t"
        "vpxor %%ymm1, %%ymm1, %%ymm1\n\t"
        "vpxor %%ymm2, %%ymm2, %%ymm2\n\t"
        "vpxor %%ymm3, %%ymm3, %%ymm3\n\t"
        "1:\n\t"
        "vpor (%0), %%ymm0, %%ymm0\n\t"
        "vpor 32(%0), %%ymm1, %%ymm1\n\t"
        "vpor 64(%0), %%ymm2, %%ymm2\n\t"
        "vpor 96(%0), %%ymm3, %%ymm3\n\t"
        "vpor 128(%0), %%ymm0, %%ymm0\n\t"
        "vpor 160(%0), %%ymm1, %%ymm1\n\t"
        "vpor 192(%0), %%ymm2, %%ymm2\n\t"
        "vpor 224(%0), %%ymm3, %%ymm3\n\t"
        "add $256, %0\n\t"
        "cmp %1, %0\n\t"
        "jb 1b\n\t"
        "vpor %%ymm0, %%ymm1, %%ymm0\n\t"
        "vpor %%ymm2, %%ymm3, %%ymm2\n\t"
        "vpor %%ymm0, %%ymm2, %%ymm0\n\t"
        "vmovq %%xmm0, %%rax\n\t"
        "add %%rax, %2\n\t"
        : "+r"(p), "+r"(e), "+r"(acc)
        :
        : "rax", "xmm0", "xmm1", "xmm2", "xmm3", "memory", "cc");
    return acc;
}

static void work(job *j) {
    const char *k = j->kind;
    if (!strcmp(k, "maddubs256")) run_maddubs256(j->iters);
    else if (!strcmp(k, "maddubs256x2")) run_maddubs256x2(j->iters);
    else if (!strcmp(k, "maddubs512")) run_maddubs512(j->iters);
    else if (!strcmp(k, "maddubs512x2")) run_maddubs512x2(j->iters);
    else if (!strcmp(k, "vnni256")) run_vnni256(j->iters);
    else if (!strcmp(k, "vnni256e")) run_vnni256e(j->iters);
    else if (!strcmp(k, "vnni512")) run_vnni512(j->iters);
    else if (!strcmp(k, "fma256")) run_fma256(j->iters);
    else if (!strcmp(k, "fma512")) run_fma512(j->iters);
    else if (!strcmp(k, "bcast256")) run_bcast256(j->iters);
    else if (!strcmp(k, "q4k256")) run_q4k256(j->iters);
    else if (!strcmp(k, "q6k256")) run_q6k256(j->iters);
    else if (!strcmp(k, "q4k512")) run_q4k512(j->iters);
    else if (!strcmp(k, "q6k512")) run_q6k512(j->iters);
    else if (!strcmp(k, "clock")) run_clock(j->iters);
    else
        for (int64_t r = 0; r < j->iters; r++) j->sink += read_buf(j->buf, j->bytes);
}

/* Every thread: `runs` times, meet the others, work, meet again; thread 0 times each run. */
static void *worker(void *arg) {
    job *j = arg;
    for (int r = 0; r < j->runs; r++) {
        pthread_barrier_wait(j->barrier);
        double t0 = now();
        work(j);
        pthread_barrier_wait(j->barrier);
        if (j->run_s) j->run_s[r] = now() - t0;
    }
    return NULL;
}

/* ops per loop iteration */
static double ops_per_iter(const char *k) {
    if (!strcmp(k, "maddubs256") || !strcmp(k, "vnni256") || !strcmp(k, "vnni256e"))
        return 12 * 64.0;
    if (!strcmp(k, "maddubs512") || !strcmp(k, "vnni512")) return 12 * 128.0;
    if (!strcmp(k, "maddubs256x2")) return 11 * 128.0;
    if (!strcmp(k, "maddubs512x2")) return 11 * 256.0;
    if (!strcmp(k, "fma256")) return 12 * 16.0;
    if (!strcmp(k, "fma512")) return 12 * 32.0;
    if (!strcmp(k, "bcast256") || !strcmp(k, "q4k256") || !strcmp(k, "q6k256")) return 2048.0;
    if (!strcmp(k, "q4k512")) return 10 * 8 * 128.0;
    if (!strcmp(k, "q6k512")) return 8 * 4 * 128.0;
    if (!strcmp(k, "clock")) return 12.0;
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: roofline KIND THREADS SECONDS\n");
        return 2;
    }
    const char *kind = argv[1];
    int threads = atoi(argv[2]);
    double seconds = atof(argv[3]);
    if (threads < 1 || threads > 256 || seconds <= 0) return 2;
    int is_read = !strcmp(kind, "read") || !strcmp(kind, "l2read");
    if (!is_read && ops_per_iter(kind) == 0) {
        fprintf(stderr, "unknown kind %s\n", kind);
        return 2;
    }
    size_t per = 0;
    unsigned char *buf = NULL;
    if (is_read) {
        per = !strcmp(kind, "read") ? ((size_t)512 << 20) / threads : (size_t)256 << 10;
        per &= ~(size_t)255;
        /* memory as the runtime's repacked weights have it (alloc_packed): 2 MiB pages advised
         * for transparent huge pages, so `read` is the rate the M = 1 GEMMs could stream at */
        size_t huge = (size_t)2 << 20, size = (per * threads + huge - 1) / huge * huge;
        if (posix_memalign((void **)&buf, huge, size)) return 1;
        (void)madvise(buf, size, MADV_HUGEPAGE);
        memset(buf, 1, per * threads);
    }
    /* Size one run to about 2 ms of work (one pass for `read`), then do as many runs as fit
     * in SECONDS and keep the fastest: on a shared machine some runs are interrupted, the
     * fastest is the one that was not. */
    int64_t iters = 1;
    job probe = {kind, 1, buf, per, 1, NULL, NULL, 0};
    for (;;) {
        probe.iters = iters;
        double t0 = now();
        work(&probe);
        double dt = now() - t0;
        if (!strcmp(kind, "read") || dt > 2e-3) {
            if (dt < 1e-9) dt = 1e-9;
            int runs = (int)(seconds / dt);
            if (runs < 5) runs = 5;
            if (runs > 20000) runs = 20000;
            double *run_s = calloc((size_t)runs, sizeof *run_s);
            pthread_barrier_t barrier;
            pthread_barrier_init(&barrier, NULL, threads);
            pthread_t tid[256];
            job jobs[256];
            for (int t = 0; t < threads; t++)
                jobs[t] = (job){kind, iters, buf ? buf + per * t : NULL, per, runs, &barrier,
                                t == 0 ? run_s : NULL, 0};
            for (int t = 1; t < threads; t++) pthread_create(&tid[t], NULL, worker, &jobs[t]);
            worker(&jobs[0]);
            for (int t = 1; t < threads; t++) pthread_join(tid[t], NULL);
            pthread_barrier_destroy(&barrier);
            double best = 1e30;
            for (int r = 0; r < runs; r++)
                if (run_s[r] < best) best = run_s[r];
            double work_units = is_read ? (double)per * iters * threads
                                        : ops_per_iter(kind) * (double)iters * threads;
            printf("%.6g\n", work_units / best);
            free(run_s);
            break;
        }
        iters *= 2;
    }
    free(buf);
    return 0;
}
