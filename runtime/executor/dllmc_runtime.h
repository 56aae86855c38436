/*
 * dllmc runtime: the contract between the generated plan (plan.c, rendered by the compiler),
 * the generated kernels (LLVM IR from templates/) and the C runtime (dllmc_runtime.c).
 *
 * A compiled model is one shared library: kernels + plan tables + this runtime. Python loads
 * it through cffi (ABI mode) and calls the four entry points at the bottom of this file.
 */
#ifndef DLLMC_RUNTIME_H
#define DLLMC_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#define DLLMC_MAGIC "DLLMC-ARTIFACT"
#define DLLMC_FORMAT_VERSION 7

/* ---------------------------------------------------------------- kernel ABI
 * Every generated kernel has the signature
 *     void NAME(const dllmc_args *a, int64_t begin, int64_t end);
 * and processes its work items [begin, end); NAME_items(m) says how many items a call over
 * m rows has. Items are independent: any thread may run any item, in any order, and each
 * output element is written by exactly one item (so results do not depend on threads).
 * Widths, quant types and tile sizes are compile-time constants inside each kernel.
 */
typedef struct dllmc_args {
    const void *w;       /* weight: repacked matrix, f32 vector (norm weight / bias), table */
    const void *x;       /* input 0 */
    const void *x2;      /* input 1 (swiglu up, residual, attention K, rope table) */
    const void *x3;      /* input 2 (attention V) */
    void *y;             /* output (may equal x for in-place ops) */
    const int32_t *rows; /* per row, what the step's rows mode says (enum dllmc_rows) or NULL */
    int64_t m;           /* rows in this call (enum dllmc_rows) */
} dllmc_args;

typedef void (*dllmc_kernel_fn)(const dllmc_args *a, int64_t begin, int64_t end);
typedef int64_t (*dllmc_items_fn)(int64_t m);

/* ---------------------------------------------------------------- weights
 * Each entry is one GGUF tensor in one form (docs/weight-layouts.md). The runtime maps the
 * GGUF, checks every range against the file and against the file's own tensor table, and
 * produces the form's bytes at load.
 * The enums of this header are compiler/base/layouts.py's (tests/test_layouts.py checks them).
 */
enum dllmc_form {
    DLLMC_FORM_RAW = 0,  /* GGUF blocks as stored (embedding table): a pointer into the map */
    DLLMC_FORM_F32 = 1,  /* a vector converted to contiguous float32 */
    DLLMC_FORM_QR8 = 2,  /* integer quant types, 8 rows interleaved */
    DLLMC_FORM_FR8 = 3,  /* F32/F16/BF16 matrices, 8 rows interleaved, element type kept */
    DLLMC_FORM_F16 = 4,  /* GPU plans only: dequantized to F16 row-major at upload */
};

typedef struct dllmc_weight {
    const char *name;    /* GGUF tensor name */
    int32_t form;        /* enum dllmc_form */
    int32_t ggml_type;   /* ggml type id as stored in the GGUF (GGML_TYPE_*) */
    int64_t n, k;        /* rows, inputs (a vector: n = length, k = 1) */
    uint64_t offset;     /* absolute byte offset of the tensor data in the GGUF */
    uint64_t nbytes;     /* bytes in the GGUF */
    uint64_t packed_bytes; /* bytes of the form (0 for RAW) */
} dllmc_weight;

/* ---------------------------------------------------------------- arena and K/V store
 * Activations live in one arena sized for the compiled maximum canvas (M <= max_canvas rows
 * per forward); each buffer has a fixed offset (64-byte aligned). Keys and values live in the
 * K/V store, beside the arena: per layer, K and V of every position of every slot
 * ([n_layer][K, V][slot][max_canvas][kv_row_bytes], float32), plus one scratch slot that a
 * stateless forward uses and forgets (one [K, V][max_canvas] shared by the layers). Steps
 * name buffers by index, or by these special ids: */
#define DLLMC_BUF_NONE    (-1)
#define DLLMC_BUF_IDS     (-2) /* the int32 token ids of the M rows */
#define DLLMC_BUF_LOGITS  (-3) /* the caller's float32 output, [selected rows][vocab] */
#define DLLMC_BUF_K_STORE (-4) /* layer `step.layer`'s K store: slot 0 (STORE), the sequence's slot (SEQUENCE) */
#define DLLMC_BUF_V_STORE (-5) /* its V store */
/* the caller's float32 self-conditioning logits, [M][vocab] (dllmc_forward_pass, DECODE_SC) */
#define DLLMC_BUF_SC_LOGITS (-6)

typedef struct dllmc_buffer {
    const char *name;
    uint64_t offset;
    uint64_t bytes;      /* row_bytes * max_canvas, rounded up to the alignment */
    uint64_t row_bytes;
} dllmc_buffer;

/* ---------------------------------------------------------------- plan
 * The forward pass is a list of steps, run in order; each step runs all its kernel's items
 * across the thread pool; the step ends when every item is finished.
 */
enum dllmc_step_kind {
    DLLMC_STEP_KERNEL = 0,  /* call fn over fn_items(m) items */
    DLLMC_STEP_EMBED = 1,   /* runtime builtin: y[i] = dequant(weight row ids[i]), i < m */
    /* mixtures of experts (plan.experts): */
    DLLMC_STEP_ROUTE = 2,   /* builtin: each row's n_used experts and their weights from its router
                               logits x[M][n_expert] (weight: a per-expert bias added for the choice
                               only, or -1); groups the M x n_used routed rows by expert */
    DLLMC_STEP_COMBINE = 3, /* builtin: y[m] = x[m] + sum over m's experts, in the order chosen, of
                               weight * x2's routed row (m, expert) */
    /* DiffusionGemma's self-conditioning: */
    DLLMC_STEP_SOFT_EMBED = 4, /* builtin: x2[m] = softmax(x[m]) (float32, over the vocabulary),
                                  y[m] = sum over tokens v of x2[m][v] * dequant(weight row v) */
};
/* The passes of a plan (plan.n_passes of them; every step says in which it runs): every model
 * has the forward; DiffusionGemma's encoder is its forward, and its decoder runs on a canvas
 * without (DECODE: a canvas's first step) or with (DECODE_SC) the self-conditioning logits. */
enum dllmc_pass { DLLMC_PASS_FORWARD = 0, DLLMC_PASS_DECODE = 1, DLLMC_PASS_DECODE_SC = 2 };
enum dllmc_rows {  /* the rows a step runs over (M = the rows of this forward, all sequences) */
    DLLMC_ROWS_CANVAS = 0,   /* m = M, rows = NULL */
    DLLMC_ROWS_SELECTED = 1, /* m = number of logit rows, rows = the logit rows (indices into M) */
    DLLMC_ROWS_POSITION = 2, /* m = M, rows = each row's absolute position (RoPE) */
    DLLMC_ROWS_STORE = 3,    /* m = M, rows = each row's store row: slot * max_canvas + position */
    DLLMC_ROWS_SEQUENCE = 4, /* once per sequence: m = its rows, x / y its rows, x2 / x3 its slot's
                                K / V, rows = each row's key end (it attends to keys [0, end)) */
    /* the routed rows of the last ROUTE step: M x n_used, grouped by expert, each expert's in
     * canvas order; a routed buffer's row_bytes are n_used routed rows */
    DLLMC_ROWS_ROUTED = 5,   /* m = M x n_used, rows = each routed row's canvas row */
    DLLMC_ROWS_EXPERT = 6,   /* once per expert with routed rows: m = its rows, x / y its rows, w its
                                matrix (the weight's bytes / n_expert from the expert's index on) */
};

typedef struct dllmc_step {
    const char *name;      /* "blk.3.attn_q" etc., for profiling and errors */
    int32_t kind;          /* enum dllmc_step_kind */
    dllmc_kernel_fn fn;    /* CPU plans; NULL in GPU plans (dllmc_cuda.h), which launch */
    dllmc_items_fn items;  /* kernels[kernel] of their SM's table */
    int32_t weight;        /* index into weights[] or -1 */
    int32_t x, x2, x3, y;  /* buffer indices or DLLMC_BUF_* */
    int32_t rows;          /* enum dllmc_rows */
    int32_t kernel;        /* index of the step's kernel in the plan's kernel table, -1: builtin */
    int32_t layer;         /* the K/V store layer of DLLMC_BUF_K_STORE / V_STORE, -1: none */
    int32_t passes;        /* bit p set: the step runs in pass p (enum dllmc_pass) */
    int32_t join;          /* 1: runs in the parallel region of the step before it (the same x,
                            * rows and passes; reads only x and its weight, writes only y) */
} dllmc_step;

/* A mixture of experts: how the ROUTE steps choose. Scores are the softmax of a row's router
 * logits, or each logit's sigmoid; the bias, if any, is added to the scores to choose the n_used
 * largest (ties: the lower index), from the n_group_used groups (of n_expert / n_group experts)
 * whose two best biased scores sum highest when n_group > 0. Weights: the unbiased scores of the
 * chosen, divided by their sum (at least 2^-14) when norm, times scale. With weight_scales the
 * route's vector is not a bias but a factor per expert on its weight (Gemma 4's per-expert
 * output scale). */
enum dllmc_gating { DLLMC_GATING_SOFTMAX = 1, DLLMC_GATING_SIGMOID = 2 };
typedef struct dllmc_experts {
    int32_t n_expert, n_used;
    int32_t gating;              /* enum dllmc_gating */
    int32_t norm;
    float scale;
    int32_t n_group, n_group_used;
    int32_t weight_scales;
} dllmc_experts;

typedef struct dllmc_plan {
    const char *magic;           /* DLLMC_MAGIC */
    int32_t format_version;      /* DLLMC_FORMAT_VERSION */
    const char *target;          /* e.g. "avx2" */
    const char *target_features; /* host CPU features the code needs, comma separated */
    const char *model_identity;  /* sha256 of the GGUF header + tensor table */
    const char *options_hash;    /* hash of every compile option that changes code */
    const char *weights_hash;    /* hash of the weight table and the runtime that repacks it:
                                  * names and checks the weight cache */
    uint64_t gguf_size;          /* the GGUF's size in bytes */
    int64_t max_canvas;          /* largest m the arena is sized for */
    int64_t n_vocab, n_embd;
    int32_t n_weights, n_buffers, n_steps, n_init_steps;
    const dllmc_weight *weights;
    const dllmc_buffer *buffers;
    uint64_t arena_bytes;
    const dllmc_step *init_steps; /* run once after load (e.g. the RoPE table), m = max_canvas */
    const dllmc_step *steps;      /* the forward pass */
    const unsigned char *kernel_ir; /* zlib-compressed JSON {symbol: LLVM IR} (`dllmc ir`) */
    uint64_t kernel_ir_bytes;
    /* appended: the sampler's kernels over a caller's logits, in enum dllmc_sampler order
     * (run by dllmc_sample, see the end of this file) */
    int32_t n_sampler_steps;
    const dllmc_step *sampler_steps;
    /* the K/V store: layers, bytes of one position's K (= V) of one layer, and whether the
     * model is causal (dllmc_forward's rows attend to [0, i] instead of the whole canvas) */
    int32_t n_layer;
    int32_t causal;
    uint64_t kv_row_bytes;
    const dllmc_experts *experts; /* NULL: a dense model */
    int64_t n_swa;                /* a sliding-window layer's keys (0: none) */
    int32_t n_passes;             /* 1, or 3 for an encoder-decoder plan (enum dllmc_pass) */
} dllmc_plan;

/* Every artifact defines this one symbol (in its generated plan.c). */
extern const dllmc_plan dllmc_artifact_plan;

/* ---------------------------------------------------------------- entry points
 * All return 0 on success; on failure a non-zero code and a one-line message in err.
 */
typedef struct dllmc_model dllmc_model;

const dllmc_plan *dllmc_plan_info(void);
int dllmc_open(const char *gguf_path, int n_threads, dllmc_model **out, char *err, size_t err_len);
/* dllmc_open with a weight cache: when cache_path names a file written by an earlier open of
 * this artifact with this GGUF, whose bytes still hash to the value its header holds, the
 * repacked weights are mapped from it instead of rebuilt; otherwise they are repacked and
 * written there for next time (best effort: a cache that cannot be written is skipped). NULL
 * or "" = no cache, as dllmc_open. */
int dllmc_open_cached(const char *gguf_path, const char *cache_path, int n_threads, dllmc_model **out,
                      char *err, size_t err_len);
/* dllmc_open_cached with a K/V store of n_slots sequences (each up to max_canvas positions;
 * n_slots * n_layer * 2 * max_canvas * kv_row_bytes bytes, mapped on first touch). */
int dllmc_open_slots(const char *gguf_path, const char *cache_path, int n_threads, int32_t n_slots,
                     dllmc_model **out, char *err, size_t err_len);
/* One stateless forward pass over the canvas ids[0..n) (positions 0..n-1, every row attending
 * to the whole canvas, or to [0, i] in a causal model), in the scratch slot; logits for
 * rows[0..n_rows) (row indices into the canvas) are written to logits[n_rows][n_vocab]. */
int dllmc_forward(dllmc_model *model, const int32_t *ids, int64_t n, const int32_t *rows,
                  int64_t n_rows, float *logits, char *err, size_t err_len);

/* One sequence of a batched forward: the rows it computes, stacked after the previous
 * sequence's. Each row writes its K and V at its position of the slot's store, then attends to
 * the keys [0, key_end) of the slot (written by this call or an earlier one). */
typedef struct dllmc_seq {
    int32_t slot;           /* 0 .. n_slots-1, or -1: the scratch slot (one sequence per call) */
    int32_t n_rows;         /* >= 1 */
    const int32_t *ids;     /* [n_rows] token ids */
    const int32_t *pos;     /* [n_rows] distinct positions in [0, max_canvas) */
    const int32_t *key_end; /* [n_rows] in [1, max_canvas] */
    /* appended: [n_rows] in [0, key_end), each row's first key in a sliding-window layer, or
     * NULL: key_end - the plan's window (at least 0), a causal row's window */
    const int32_t *key_start;
} dllmc_seq;
/* One forward over the rows of seqs[0..n_seqs) (M = their total <= max_canvas, distinct slots);
 * logits for rows[0..n_rows) (indices into the M stacked rows) into logits[n_rows][n_vocab]. */
int dllmc_forward_batch(dllmc_model *model, const dllmc_seq *seqs, int32_t n_seqs, const int32_t *rows,
                        int64_t n_rows, float *logits, char *err, size_t err_len);
/* dllmc_forward_batch in pass `pass` (< plan.n_passes): only the steps of that pass run.
 * sc_logits: [M][n_vocab] float32, the self-conditioning logits of the M stacked rows, for
 * DLLMC_PASS_DECODE_SC (NULL otherwise). */
int dllmc_forward_pass(dllmc_model *model, int32_t pass, const dllmc_seq *seqs, int32_t n_seqs,
                       const float *sc_logits, const int32_t *rows, int64_t n_rows, float *logits, char *err,
                       size_t err_len);
void dllmc_close(dllmc_model *model);

/* ---------------------------------------------------------------- debugging / tests
 * Not needed to run a model; for tests and profiling.
 */
/* The bytes of weights[index] in its form (RAW: the tensor in the map); NULL if no such weight. */
const void *dllmc_weight_data(dllmc_model *model, int32_t index);
/* Wall time of each forward step, accumulated over every dllmc_forward since dllmc_open:
 * copies min(n, n_steps) values to ns[] (nanoseconds) and returns n_steps. */
int32_t dllmc_step_times(dllmc_model *model, uint64_t *ns, int32_t n);

/* ---------------------------------------------------------------- sampler (appended)
 * The denoising sampler's vocabulary-wide reductions, compiled for the model's vocabulary
 * (compiler/kernels/sampler.py, templates/x86/vocab_*.ll.j2) and run on the model's thread
 * pool over rows of logits the caller holds. Kernel args: w = the dllmc_sample_params,
 * x = logits [n_rows][n_vocab], y = one record per row, m = n_rows; item i = row i, reduced
 * by one thread in column order (results do not depend on the thread count).
 */
enum dllmc_sampler {
    DLLMC_SAMPLER_STATS = 0,  /* out: dllmc_row_stats[n_rows] */
    DLLMC_SAMPLER_GUMBEL = 1, /* out: dllmc_row_sample[n_rows] */
};
#define DLLMC_SAMPLE_ENTROPY 1 /* flags: STATS also computes neg_entropy (one log per column) */

typedef struct dllmc_sample_params {
    const uint64_t *keys; /* GUMBEL: per row, the noise key (k1 = low word, k2 = high word) */
    const float *floor;   /* per row: columns whose logit is below it are left out (top-k /
                             top-p); NULL keeps every column */
    float scale;          /* STATS: the distribution is softmax(scale * logits) */
    float noise;          /* GUMBEL: token = argmax(logit + noise * gumbel(key, column)) */
    int32_t flags;        /* DLLMC_SAMPLE_* */
    int32_t reserved;     /* 0 */
} dllmc_sample_params;

typedef struct dllmc_row_stats {
    int32_t argmax;       /* first column holding the largest kept logit */
    float max;            /* that logit */
    float max2;           /* the second largest kept logit (= max on a tie, -inf if one column) */
    float z;              /* sum over kept columns of exp(scale * (logit - max)), >= 1 */
    float neg_entropy;    /* sum p log(p + 1e-10), p = exp(scale * (logit - max)) / z
                             (DLLMC_SAMPLE_ENTROPY; 0 otherwise) */
    int32_t reserved[3];
} dllmc_row_stats;

typedef struct dllmc_row_sample {
    int32_t token;        /* the Gumbel-max draw */
    float logit;          /* logits[row][token] */
} dllmc_row_sample;

/* Runs sampler kernel `which` (enum dllmc_sampler) over logits[n_rows][n_vocab] with params
 * (a dllmc_sample_params), writing one record per row to out. */
int dllmc_sample(dllmc_model *model, int32_t which, const float *logits, int64_t n_rows,
                 const void *params, void *out, char *err, size_t err_len);

#endif
