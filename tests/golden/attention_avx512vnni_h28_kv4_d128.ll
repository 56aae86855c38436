; dllmc kernel attention_avx512vnni_h28_kv4_d128
; spec:   Attention(n_head=28, n_head_kv=4, head_dim=128, qt=4, kt=8, target='avx512vnni')
; target: avx512vnni (cascadelake, features "+avx2,+fma,+f16c,+bmi2,+avx512f,+avx512bw,+avx512vl,+avx512vnni", int8 dot: vnni)
; attention, 28 heads / 4 K/V heads of 128, keys [0, rows[r]) per query row r; item = head x 16 query rows
; ABI: void attention_avx512vnni_h28_kv4_d128(const dllmc_args *a, int64_t begin, int64_t end);
;      int64_t attention_avx512vnni_h28_kv4_d128_items(int64_t m);    (runtime/dllmc_runtime.h)
target triple = "x86_64-unknown-linux-gnu"

; struct dllmc_args { const void *w, *x, *x2, *x3; void *y; const int32_t *rows; int64_t m; }
%dllmc_args = type { ptr, ptr, ptr, ptr, ptr, ptr, i64 }
;
; One call per sequence: x = q [m][3584] of its rows, x2 = K, x3 = V of its slot of the
; store [max_canvas][512], y [m][3584]; row r attends to the keys [0, rows[r]).
; Item it: head h = it % 28, query rows 16 * (it / 28) .. + 15; K/V head h / 7 (GQA).
; An item visits the keys up to the largest end of its rows; per query row r:
;   s = (q_r . k_j) / sqrt(128)   (-inf for keys past the row's end: weight exactly 0)
;   m' = max(m, max_j s_j);  c = exp(m - m');  l = l c + sum_j exp(s_j - m');
;   acc_r = acc_r c + sum_j exp(s_j - m') v_j;   finally y_r = acc_r / l.
; The 4 x 128 accumulators live in a stack buffer; the 8 partial dot vectors of
; a row are reduced into one vector of 8 scores by three levels of pairwise (even + odd lane) adds.
; Query rows past m use row m-1 and are not stored; keys past the item's end read its last key.

declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>)
; Design (rows in lanes): one item = head h x 16 query rows, one row per lane of a
; <16 x float>.  Q^T (dims x rows) is built once per item by 16 x 16 transposes; then over
; blocks of 256 keys:
;   scores  s_j[r] = (sum_d Q^T[d][r] k_j[d]) / sqrt(128): keys in groups of 3, each score
;           summed in 8 partial chains (dim d into chain d mod 8) and a 3-level tree;
;   softmax lane-wise: M' = max(M, max_j s_j), c = exp(M - M'), p_j = exp(s_j - M'),
;           L = L c + sum_j p_j  (every row is a lane: no horizontal reductions);
;   PV      acc^T[d][r] = acc^T[d][r] c[r] + sum_j v_j[d] p_j[r], in chunks of 16 dims held in
;           registers over the block's keys (v_j[d] a broadcast memory operand).
; Finally y[r][d] = acc^T[d][r] / L[r], transposed back to rows.  Stack: Q^T and acc^T
; (128 x 16 floats each) and the block's scores, then probabilities (259 x 16).

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, i32, <16 x i1>)
; items(m) = ceil(m / 16) * 28
define i64 @attention_avx512vnni_h28_kv4_d128_items(i64 %m) #0 {
  %r = add i64 %m, 15
  %t = udiv i64 %r, 16
  %n = mul i64 %t, 28
  ret i64 %n
}

define void @attention_avx512vnni_h28_kv4_d128(ptr %a, i64 %begin, i64 %end) #0 {
entry:
  %qT = alloca [2048 x float], align 64
  %accT = alloca [2048 x float], align 64
  %sb = alloca [4144 x float], align 64
  %w.p = getelementptr inbounds %dllmc_args, ptr %a, i64 0, i32 0
  %w = load ptr, ptr %w.p, align 8
  %x.p = getelementptr inbounds %dllmc_args, ptr %a, i64 0, i32 1
  %x = load ptr, ptr %x.p, align 8
  %x2.p = getelementptr inbounds %dllmc_args, ptr %a, i64 0, i32 2
  %x2 = load ptr, ptr %x2.p, align 8
  %x3.p = getelementptr inbounds %dllmc_args, ptr %a, i64 0, i32 3
  %x3 = load ptr, ptr %x3.p, align 8
  %y.p = getelementptr inbounds %dllmc_args, ptr %a, i64 0, i32 4
  %y = load ptr, ptr %y.p, align 8
  %rows.p = getelementptr inbounds %dllmc_args, ptr %a, i64 0, i32 5
  %rows = load ptr, ptr %rows.p, align 8
  %m.p = getelementptr inbounds %dllmc_args, ptr %a, i64 0, i32 6
  %m = load i64, ptr %m.p, align 8
  %m.1 = add i64 %m, -1
  %none = icmp sge i64 %begin, %end
  br i1 %none, label %done, label %item

item:
  %it = phi i64 [ %begin, %entry ], [ %it.next, %item.next ]
  %h = urem i64 %it, 28
  %qtile = udiv i64 %it, 28
  %kvh = udiv i64 %h, 7
  %q0 = mul i64 %qtile, 16
  %hq = mul i64 %h, 128
  %hkv = mul i64 %kvh, 128
  %kbase = getelementptr inbounds float, ptr %x2, i64 %hkv
  %vbase = getelementptr inbounds float, ptr %x3, i64 %hkv
  ; rows q0 .. q0+15: past m they read row m-1 and are not stored; their key ends
  ; in %kendv, the largest in %kend
  %qr.0 = add i64 %q0, 0
  %qin.0 = icmp slt i64 %qr.0, %m
  %qc.0 = select i1 %qin.0, i64 %qr.0, i64 %m.1
  %qo.0.0 = mul i64 %qc.0, 3584
  %qo.0 = add i64 %qo.0.0, %hq
  %qp.0 = getelementptr inbounds float, ptr %x, i64 %qo.0
  %kep.0 = getelementptr inbounds i32, ptr %rows, i64 %qc.0
  %ke.0 = load i32, ptr %kep.0, align 4
  %kendv.0 = insertelement <16 x i32> poison, i32 %ke.0, i64 0
  %kmx.0 = add i32 %ke.0, 0
  %qr.1 = add i64 %q0, 1
  %qin.1 = icmp slt i64 %qr.1, %m
  %qc.1 = select i1 %qin.1, i64 %qr.1, i64 %m.1
  %qo.1.0 = mul i64 %qc.1, 3584
  %qo.1 = add i64 %qo.1.0, %hq
  %qp.1 = getelementptr inbounds float, ptr %x, i64 %qo.1
  %kep.1 = getelementptr inbounds i32, ptr %rows, i64 %qc.1
  %ke.1 = load i32, ptr %kep.1, align 4
  %kendv.1 = insertelement <16 x i32> %kendv.0, i32 %ke.1, i64 1
  %kgt.1 = icmp sgt i32 %ke.1, %kmx.0
  %kmx.1 = select i1 %kgt.1, i32 %ke.1, i32 %kmx.0
  %qr.2 = add i64 %q0, 2
  %qin.2 = icmp slt i64 %qr.2, %m
  %qc.2 = select i1 %qin.2, i64 %qr.2, i64 %m.1
  %qo.2.0 = mul i64 %qc.2, 3584
  %qo.2 = add i64 %qo.2.0, %hq
  %qp.2 = getelementptr inbounds float, ptr %x, i64 %qo.2
  %kep.2 = getelementptr inbounds i32, ptr %rows, i64 %qc.2
  %ke.2 = load i32, ptr %kep.2, align 4
  %kendv.2 = insertelement <16 x i32> %kendv.1, i32 %ke.2, i64 2
  %kgt.2 = icmp sgt i32 %ke.2, %kmx.1
  %kmx.2 = select i1 %kgt.2, i32 %ke.2, i32 %kmx.1
  %qr.3 = add i64 %q0, 3
  %qin.3 = icmp slt i64 %qr.3, %m
  %qc.3 = select i1 %qin.3, i64 %qr.3, i64 %m.1
  %qo.3.0 = mul i64 %qc.3, 3584
  %qo.3 = add i64 %qo.3.0, %hq
  %qp.3 = getelementptr inbounds float, ptr %x, i64 %qo.3
  %kep.3 = getelementptr inbounds i32, ptr %rows, i64 %qc.3
  %ke.3 = load i32, ptr %kep.3, align 4
  %kendv.3 = insertelement <16 x i32> %kendv.2, i32 %ke.3, i64 3
  %kgt.3 = icmp sgt i32 %ke.3, %kmx.2
  %kmx.3 = select i1 %kgt.3, i32 %ke.3, i32 %kmx.2
  %qr.4 = add i64 %q0, 4
  %qin.4 = icmp slt i64 %qr.4, %m
  %qc.4 = select i1 %qin.4, i64 %qr.4, i64 %m.1
  %qo.4.0 = mul i64 %qc.4, 3584
  %qo.4 = add i64 %qo.4.0, %hq
  %qp.4 = getelementptr inbounds float, ptr %x, i64 %qo.4
  %kep.4 = getelementptr inbounds i32, ptr %rows, i64 %qc.4
  %ke.4 = load i32, ptr %kep.4, align 4
  %kendv.4 = insertelement <16 x i32> %kendv.3, i32 %ke.4, i64 4
  %kgt.4 = icmp sgt i32 %ke.4, %kmx.3
  %kmx.4 = select i1 %kgt.4, i32 %ke.4, i32 %kmx.3
  %qr.5 = add i64 %q0, 5
  %qin.5 = icmp slt i64 %qr.5, %m
  %qc.5 = select i1 %qin.5, i64 %qr.5, i64 %m.1
  %qo.5.0 = mul i64 %qc.5, 3584
  %qo.5 = add i64 %qo.5.0, %hq
  %qp.5 = getelementptr inbounds float, ptr %x, i64 %qo.5
  %kep.5 = getelementptr inbounds i32, ptr %rows, i64 %qc.5
  %ke.5 = load i32, ptr %kep.5, align 4
  %kendv.5 = insertelement <16 x i32> %kendv.4, i32 %ke.5, i64 5
  %kgt.5 = icmp sgt i32 %ke.5, %kmx.4
  %kmx.5 = select i1 %kgt.5, i32 %ke.5, i32 %kmx.4
  %qr.6 = add i64 %q0, 6
  %qin.6 = icmp slt i64 %qr.6, %m
  %qc.6 = select i1 %qin.6, i64 %qr.6, i64 %m.1
  %qo.6.0 = mul i64 %qc.6, 3584
  %qo.6 = add i64 %qo.6.0, %hq
  %qp.6 = getelementptr inbounds float, ptr %x, i64 %qo.6
  %kep.6 = getelementptr inbounds i32, ptr %rows, i64 %qc.6
  %ke.6 = load i32, ptr %kep.6, align 4
  %kendv.6 = insertelement <16 x i32> %kendv.5, i32 %ke.6, i64 6
  %kgt.6 = icmp sgt i32 %ke.6, %kmx.5
  %kmx.6 = select i1 %kgt.6, i32 %ke.6, i32 %kmx.5
  %qr.7 = add i64 %q0, 7
  %qin.7 = icmp slt i64 %qr.7, %m
  %qc.7 = select i1 %qin.7, i64 %qr.7, i64 %m.1
  %qo.7.0 = mul i64 %qc.7, 3584
  %qo.7 = add i64 %qo.7.0, %hq
  %qp.7 = getelementptr inbounds float, ptr %x, i64 %qo.7
  %kep.7 = getelementptr inbounds i32, ptr %rows, i64 %qc.7
  %ke.7 = load i32, ptr %kep.7, align 4
  %kendv.7 = insertelement <16 x i32> %kendv.6, i32 %ke.7, i64 7
  %kgt.7 = icmp sgt i32 %ke.7, %kmx.6
  %kmx.7 = select i1 %kgt.7, i32 %ke.7, i32 %kmx.6
  %qr.8 = add i64 %q0, 8
  %qin.8 = icmp slt i64 %qr.8, %m
  %qc.8 = select i1 %qin.8, i64 %qr.8, i64 %m.1
  %qo.8.0 = mul i64 %qc.8, 3584
  %qo.8 = add i64 %qo.8.0, %hq
  %qp.8 = getelementptr inbounds float, ptr %x, i64 %qo.8
  %kep.8 = getelementptr inbounds i32, ptr %rows, i64 %qc.8
  %ke.8 = load i32, ptr %kep.8, align 4
  %kendv.8 = insertelement <16 x i32> %kendv.7, i32 %ke.8, i64 8
  %kgt.8 = icmp sgt i32 %ke.8, %kmx.7
  %kmx.8 = select i1 %kgt.8, i32 %ke.8, i32 %kmx.7
  %qr.9 = add i64 %q0, 9
  %qin.9 = icmp slt i64 %qr.9, %m
  %qc.9 = select i1 %qin.9, i64 %qr.9, i64 %m.1
  %qo.9.0 = mul i64 %qc.9, 3584
  %qo.9 = add i64 %qo.9.0, %hq
  %qp.9 = getelementptr inbounds float, ptr %x, i64 %qo.9
  %kep.9 = getelementptr inbounds i32, ptr %rows, i64 %qc.9
  %ke.9 = load i32, ptr %kep.9, align 4
  %kendv.9 = insertelement <16 x i32> %kendv.8, i32 %ke.9, i64 9
  %kgt.9 = icmp sgt i32 %ke.9, %kmx.8
  %kmx.9 = select i1 %kgt.9, i32 %ke.9, i32 %kmx.8
  %qr.10 = add i64 %q0, 10
  %qin.10 = icmp slt i64 %qr.10, %m
  %qc.10 = select i1 %qin.10, i64 %qr.10, i64 %m.1
  %qo.10.0 = mul i64 %qc.10, 3584
  %qo.10 = add i64 %qo.10.0, %hq
  %qp.10 = getelementptr inbounds float, ptr %x, i64 %qo.10
  %kep.10 = getelementptr inbounds i32, ptr %rows, i64 %qc.10
  %ke.10 = load i32, ptr %kep.10, align 4
  %kendv.10 = insertelement <16 x i32> %kendv.9, i32 %ke.10, i64 10
  %kgt.10 = icmp sgt i32 %ke.10, %kmx.9
  %kmx.10 = select i1 %kgt.10, i32 %ke.10, i32 %kmx.9
  %qr.11 = add i64 %q0, 11
  %qin.11 = icmp slt i64 %qr.11, %m
  %qc.11 = select i1 %qin.11, i64 %qr.11, i64 %m.1
  %qo.11.0 = mul i64 %qc.11, 3584
  %qo.11 = add i64 %qo.11.0, %hq
  %qp.11 = getelementptr inbounds float, ptr %x, i64 %qo.11
  %kep.11 = getelementptr inbounds i32, ptr %rows, i64 %qc.11
  %ke.11 = load i32, ptr %kep.11, align 4
  %kendv.11 = insertelement <16 x i32> %kendv.10, i32 %ke.11, i64 11
  %kgt.11 = icmp sgt i32 %ke.11, %kmx.10
  %kmx.11 = select i1 %kgt.11, i32 %ke.11, i32 %kmx.10
  %qr.12 = add i64 %q0, 12
  %qin.12 = icmp slt i64 %qr.12, %m
  %qc.12 = select i1 %qin.12, i64 %qr.12, i64 %m.1
  %qo.12.0 = mul i64 %qc.12, 3584
  %qo.12 = add i64 %qo.12.0, %hq
  %qp.12 = getelementptr inbounds float, ptr %x, i64 %qo.12
  %kep.12 = getelementptr inbounds i32, ptr %rows, i64 %qc.12
  %ke.12 = load i32, ptr %kep.12, align 4
  %kendv.12 = insertelement <16 x i32> %kendv.11, i32 %ke.12, i64 12
  %kgt.12 = icmp sgt i32 %ke.12, %kmx.11
  %kmx.12 = select i1 %kgt.12, i32 %ke.12, i32 %kmx.11
  %qr.13 = add i64 %q0, 13
  %qin.13 = icmp slt i64 %qr.13, %m
  %qc.13 = select i1 %qin.13, i64 %qr.13, i64 %m.1
  %qo.13.0 = mul i64 %qc.13, 3584
  %qo.13 = add i64 %qo.13.0, %hq
  %qp.13 = getelementptr inbounds float, ptr %x, i64 %qo.13
  %kep.13 = getelementptr inbounds i32, ptr %rows, i64 %qc.13
  %ke.13 = load i32, ptr %kep.13, align 4
  %kendv.13 = insertelement <16 x i32> %kendv.12, i32 %ke.13, i64 13
  %kgt.13 = icmp sgt i32 %ke.13, %kmx.12
  %kmx.13 = select i1 %kgt.13, i32 %ke.13, i32 %kmx.12
  %qr.14 = add i64 %q0, 14
  %qin.14 = icmp slt i64 %qr.14, %m
  %qc.14 = select i1 %qin.14, i64 %qr.14, i64 %m.1
  %qo.14.0 = mul i64 %qc.14, 3584
  %qo.14 = add i64 %qo.14.0, %hq
  %qp.14 = getelementptr inbounds float, ptr %x, i64 %qo.14
  %kep.14 = getelementptr inbounds i32, ptr %rows, i64 %qc.14
  %ke.14 = load i32, ptr %kep.14, align 4
  %kendv.14 = insertelement <16 x i32> %kendv.13, i32 %ke.14, i64 14
  %kgt.14 = icmp sgt i32 %ke.14, %kmx.13
  %kmx.14 = select i1 %kgt.14, i32 %ke.14, i32 %kmx.13
  %qr.15 = add i64 %q0, 15
  %qin.15 = icmp slt i64 %qr.15, %m
  %qc.15 = select i1 %qin.15, i64 %qr.15, i64 %m.1
  %qo.15.0 = mul i64 %qc.15, 3584
  %qo.15 = add i64 %qo.15.0, %hq
  %qp.15 = getelementptr inbounds float, ptr %x, i64 %qo.15
  %kep.15 = getelementptr inbounds i32, ptr %rows, i64 %qc.15
  %ke.15 = load i32, ptr %kep.15, align 4
  %kendv.15 = insertelement <16 x i32> %kendv.14, i32 %ke.15, i64 15
  %kgt.15 = icmp sgt i32 %ke.15, %kmx.14
  %kmx.15 = select i1 %kgt.15, i32 %ke.15, i32 %kmx.14
  %kendv = add <16 x i32> %kendv.15, zeroinitializer
  %kend = sext i32 %kmx.15 to i64
  %kend.1 = add i64 %kend, -1
  ; Q^T[d][r]: 8 transpose(s) of 16 x 16
  %ql.0.0.p = getelementptr inbounds float, ptr %qp.0, i64 0
  %ql.0.0 = load <16 x float>, ptr %ql.0.0.p, align 4
  %ql.0.1.p = getelementptr inbounds float, ptr %qp.1, i64 0
  %ql.0.1 = load <16 x float>, ptr %ql.0.1.p, align 4
  %ql.0.2.p = getelementptr inbounds float, ptr %qp.2, i64 0
  %ql.0.2 = load <16 x float>, ptr %ql.0.2.p, align 4
  %ql.0.3.p = getelementptr inbounds float, ptr %qp.3, i64 0
  %ql.0.3 = load <16 x float>, ptr %ql.0.3.p, align 4
  %ql.0.4.p = getelementptr inbounds float, ptr %qp.4, i64 0
  %ql.0.4 = load <16 x float>, ptr %ql.0.4.p, align 4
  %ql.0.5.p = getelementptr inbounds float, ptr %qp.5, i64 0
  %ql.0.5 = load <16 x float>, ptr %ql.0.5.p, align 4
  %ql.0.6.p = getelementptr inbounds float, ptr %qp.6, i64 0
  %ql.0.6 = load <16 x float>, ptr %ql.0.6.p, align 4
  %ql.0.7.p = getelementptr inbounds float, ptr %qp.7, i64 0
  %ql.0.7 = load <16 x float>, ptr %ql.0.7.p, align 4
  %ql.0.8.p = getelementptr inbounds float, ptr %qp.8, i64 0
  %ql.0.8 = load <16 x float>, ptr %ql.0.8.p, align 4
  %ql.0.9.p = getelementptr inbounds float, ptr %qp.9, i64 0
  %ql.0.9 = load <16 x float>, ptr %ql.0.9.p, align 4
  %ql.0.10.p = getelementptr inbounds float, ptr %qp.10, i64 0
  %ql.0.10 = load <16 x float>, ptr %ql.0.10.p, align 4
  %ql.0.11.p = getelementptr inbounds float, ptr %qp.11, i64 0
  %ql.0.11 = load <16 x float>, ptr %ql.0.11.p, align 4
  %ql.0.12.p = getelementptr inbounds float, ptr %qp.12, i64 0
  %ql.0.12 = load <16 x float>, ptr %ql.0.12.p, align 4
  %ql.0.13.p = getelementptr inbounds float, ptr %qp.13, i64 0
  %ql.0.13 = load <16 x float>, ptr %ql.0.13.p, align 4
  %ql.0.14.p = getelementptr inbounds float, ptr %qp.14, i64 0
  %ql.0.14 = load <16 x float>, ptr %ql.0.14.p, align 4
  %ql.0.15.p = getelementptr inbounds float, ptr %qp.15, i64 0
  %ql.0.15 = load <16 x float>, ptr %ql.0.15.p, align 4
  %qt0.0.0 = shufflevector <16 x float> %ql.0.0, <16 x float> %ql.0.1, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt0.0.1 = shufflevector <16 x float> %ql.0.0, <16 x float> %ql.0.1, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt0.0.2 = shufflevector <16 x float> %ql.0.2, <16 x float> %ql.0.3, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt0.0.3 = shufflevector <16 x float> %ql.0.2, <16 x float> %ql.0.3, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt0.0.4 = shufflevector <16 x float> %ql.0.4, <16 x float> %ql.0.5, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt0.0.5 = shufflevector <16 x float> %ql.0.4, <16 x float> %ql.0.5, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt0.0.6 = shufflevector <16 x float> %ql.0.6, <16 x float> %ql.0.7, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt0.0.7 = shufflevector <16 x float> %ql.0.6, <16 x float> %ql.0.7, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt0.0.8 = shufflevector <16 x float> %ql.0.8, <16 x float> %ql.0.9, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt0.0.9 = shufflevector <16 x float> %ql.0.8, <16 x float> %ql.0.9, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt0.0.10 = shufflevector <16 x float> %ql.0.10, <16 x float> %ql.0.11, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt0.0.11 = shufflevector <16 x float> %ql.0.10, <16 x float> %ql.0.11, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt0.0.12 = shufflevector <16 x float> %ql.0.12, <16 x float> %ql.0.13, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt0.0.13 = shufflevector <16 x float> %ql.0.12, <16 x float> %ql.0.13, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt0.0.14 = shufflevector <16 x float> %ql.0.14, <16 x float> %ql.0.15, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt0.0.15 = shufflevector <16 x float> %ql.0.14, <16 x float> %ql.0.15, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt0.1.0 = shufflevector <16 x float> %qt0.0.0, <16 x float> %qt0.0.2, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt0.1.2 = shufflevector <16 x float> %qt0.0.0, <16 x float> %qt0.0.2, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt0.1.1 = shufflevector <16 x float> %qt0.0.1, <16 x float> %qt0.0.3, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt0.1.3 = shufflevector <16 x float> %qt0.0.1, <16 x float> %qt0.0.3, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt0.1.4 = shufflevector <16 x float> %qt0.0.4, <16 x float> %qt0.0.6, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt0.1.6 = shufflevector <16 x float> %qt0.0.4, <16 x float> %qt0.0.6, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt0.1.5 = shufflevector <16 x float> %qt0.0.5, <16 x float> %qt0.0.7, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt0.1.7 = shufflevector <16 x float> %qt0.0.5, <16 x float> %qt0.0.7, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt0.1.8 = shufflevector <16 x float> %qt0.0.8, <16 x float> %qt0.0.10, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt0.1.10 = shufflevector <16 x float> %qt0.0.8, <16 x float> %qt0.0.10, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt0.1.9 = shufflevector <16 x float> %qt0.0.9, <16 x float> %qt0.0.11, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt0.1.11 = shufflevector <16 x float> %qt0.0.9, <16 x float> %qt0.0.11, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt0.1.12 = shufflevector <16 x float> %qt0.0.12, <16 x float> %qt0.0.14, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt0.1.14 = shufflevector <16 x float> %qt0.0.12, <16 x float> %qt0.0.14, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt0.1.13 = shufflevector <16 x float> %qt0.0.13, <16 x float> %qt0.0.15, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt0.1.15 = shufflevector <16 x float> %qt0.0.13, <16 x float> %qt0.0.15, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt0.2.0 = shufflevector <16 x float> %qt0.1.0, <16 x float> %qt0.1.4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt0.2.4 = shufflevector <16 x float> %qt0.1.0, <16 x float> %qt0.1.4, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt0.2.1 = shufflevector <16 x float> %qt0.1.1, <16 x float> %qt0.1.5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt0.2.5 = shufflevector <16 x float> %qt0.1.1, <16 x float> %qt0.1.5, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt0.2.2 = shufflevector <16 x float> %qt0.1.2, <16 x float> %qt0.1.6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt0.2.6 = shufflevector <16 x float> %qt0.1.2, <16 x float> %qt0.1.6, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt0.2.3 = shufflevector <16 x float> %qt0.1.3, <16 x float> %qt0.1.7, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt0.2.7 = shufflevector <16 x float> %qt0.1.3, <16 x float> %qt0.1.7, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt0.2.8 = shufflevector <16 x float> %qt0.1.8, <16 x float> %qt0.1.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt0.2.12 = shufflevector <16 x float> %qt0.1.8, <16 x float> %qt0.1.12, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt0.2.9 = shufflevector <16 x float> %qt0.1.9, <16 x float> %qt0.1.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt0.2.13 = shufflevector <16 x float> %qt0.1.9, <16 x float> %qt0.1.13, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt0.2.10 = shufflevector <16 x float> %qt0.1.10, <16 x float> %qt0.1.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt0.2.14 = shufflevector <16 x float> %qt0.1.10, <16 x float> %qt0.1.14, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt0.2.11 = shufflevector <16 x float> %qt0.1.11, <16 x float> %qt0.1.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt0.2.15 = shufflevector <16 x float> %qt0.1.11, <16 x float> %qt0.1.15, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt0.3.0 = shufflevector <16 x float> %qt0.2.0, <16 x float> %qt0.2.8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt0.3.8 = shufflevector <16 x float> %qt0.2.0, <16 x float> %qt0.2.8, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt0.3.1 = shufflevector <16 x float> %qt0.2.1, <16 x float> %qt0.2.9, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt0.3.9 = shufflevector <16 x float> %qt0.2.1, <16 x float> %qt0.2.9, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt0.3.2 = shufflevector <16 x float> %qt0.2.2, <16 x float> %qt0.2.10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt0.3.10 = shufflevector <16 x float> %qt0.2.2, <16 x float> %qt0.2.10, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt0.3.3 = shufflevector <16 x float> %qt0.2.3, <16 x float> %qt0.2.11, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt0.3.11 = shufflevector <16 x float> %qt0.2.3, <16 x float> %qt0.2.11, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt0.3.4 = shufflevector <16 x float> %qt0.2.4, <16 x float> %qt0.2.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt0.3.12 = shufflevector <16 x float> %qt0.2.4, <16 x float> %qt0.2.12, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt0.3.5 = shufflevector <16 x float> %qt0.2.5, <16 x float> %qt0.2.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt0.3.13 = shufflevector <16 x float> %qt0.2.5, <16 x float> %qt0.2.13, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt0.3.6 = shufflevector <16 x float> %qt0.2.6, <16 x float> %qt0.2.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt0.3.14 = shufflevector <16 x float> %qt0.2.6, <16 x float> %qt0.2.14, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt0.3.7 = shufflevector <16 x float> %qt0.2.7, <16 x float> %qt0.2.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt0.3.15 = shufflevector <16 x float> %qt0.2.7, <16 x float> %qt0.2.15, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>

  %qts.0.0 = getelementptr inbounds float, ptr %qT, i64 0
  store <16 x float> %qt0.3.0, ptr %qts.0.0, align 64
  %qts.0.1 = getelementptr inbounds float, ptr %qT, i64 16
  store <16 x float> %qt0.3.1, ptr %qts.0.1, align 64
  %qts.0.2 = getelementptr inbounds float, ptr %qT, i64 32
  store <16 x float> %qt0.3.2, ptr %qts.0.2, align 64
  %qts.0.3 = getelementptr inbounds float, ptr %qT, i64 48
  store <16 x float> %qt0.3.3, ptr %qts.0.3, align 64
  %qts.0.4 = getelementptr inbounds float, ptr %qT, i64 64
  store <16 x float> %qt0.3.4, ptr %qts.0.4, align 64
  %qts.0.5 = getelementptr inbounds float, ptr %qT, i64 80
  store <16 x float> %qt0.3.5, ptr %qts.0.5, align 64
  %qts.0.6 = getelementptr inbounds float, ptr %qT, i64 96
  store <16 x float> %qt0.3.6, ptr %qts.0.6, align 64
  %qts.0.7 = getelementptr inbounds float, ptr %qT, i64 112
  store <16 x float> %qt0.3.7, ptr %qts.0.7, align 64
  %qts.0.8 = getelementptr inbounds float, ptr %qT, i64 128
  store <16 x float> %qt0.3.8, ptr %qts.0.8, align 64
  %qts.0.9 = getelementptr inbounds float, ptr %qT, i64 144
  store <16 x float> %qt0.3.9, ptr %qts.0.9, align 64
  %qts.0.10 = getelementptr inbounds float, ptr %qT, i64 160
  store <16 x float> %qt0.3.10, ptr %qts.0.10, align 64
  %qts.0.11 = getelementptr inbounds float, ptr %qT, i64 176
  store <16 x float> %qt0.3.11, ptr %qts.0.11, align 64
  %qts.0.12 = getelementptr inbounds float, ptr %qT, i64 192
  store <16 x float> %qt0.3.12, ptr %qts.0.12, align 64
  %qts.0.13 = getelementptr inbounds float, ptr %qT, i64 208
  store <16 x float> %qt0.3.13, ptr %qts.0.13, align 64
  %qts.0.14 = getelementptr inbounds float, ptr %qT, i64 224
  store <16 x float> %qt0.3.14, ptr %qts.0.14, align 64
  %qts.0.15 = getelementptr inbounds float, ptr %qT, i64 240
  store <16 x float> %qt0.3.15, ptr %qts.0.15, align 64
  %ql.1.0.p = getelementptr inbounds float, ptr %qp.0, i64 16
  %ql.1.0 = load <16 x float>, ptr %ql.1.0.p, align 4
  %ql.1.1.p = getelementptr inbounds float, ptr %qp.1, i64 16
  %ql.1.1 = load <16 x float>, ptr %ql.1.1.p, align 4
  %ql.1.2.p = getelementptr inbounds float, ptr %qp.2, i64 16
  %ql.1.2 = load <16 x float>, ptr %ql.1.2.p, align 4
  %ql.1.3.p = getelementptr inbounds float, ptr %qp.3, i64 16
  %ql.1.3 = load <16 x float>, ptr %ql.1.3.p, align 4
  %ql.1.4.p = getelementptr inbounds float, ptr %qp.4, i64 16
  %ql.1.4 = load <16 x float>, ptr %ql.1.4.p, align 4
  %ql.1.5.p = getelementptr inbounds float, ptr %qp.5, i64 16
  %ql.1.5 = load <16 x float>, ptr %ql.1.5.p, align 4
  %ql.1.6.p = getelementptr inbounds float, ptr %qp.6, i64 16
  %ql.1.6 = load <16 x float>, ptr %ql.1.6.p, align 4
  %ql.1.7.p = getelementptr inbounds float, ptr %qp.7, i64 16
  %ql.1.7 = load <16 x float>, ptr %ql.1.7.p, align 4
  %ql.1.8.p = getelementptr inbounds float, ptr %qp.8, i64 16
  %ql.1.8 = load <16 x float>, ptr %ql.1.8.p, align 4
  %ql.1.9.p = getelementptr inbounds float, ptr %qp.9, i64 16
  %ql.1.9 = load <16 x float>, ptr %ql.1.9.p, align 4
  %ql.1.10.p = getelementptr inbounds float, ptr %qp.10, i64 16
  %ql.1.10 = load <16 x float>, ptr %ql.1.10.p, align 4
  %ql.1.11.p = getelementptr inbounds float, ptr %qp.11, i64 16
  %ql.1.11 = load <16 x float>, ptr %ql.1.11.p, align 4
  %ql.1.12.p = getelementptr inbounds float, ptr %qp.12, i64 16
  %ql.1.12 = load <16 x float>, ptr %ql.1.12.p, align 4
  %ql.1.13.p = getelementptr inbounds float, ptr %qp.13, i64 16
  %ql.1.13 = load <16 x float>, ptr %ql.1.13.p, align 4
  %ql.1.14.p = getelementptr inbounds float, ptr %qp.14, i64 16
  %ql.1.14 = load <16 x float>, ptr %ql.1.14.p, align 4
  %ql.1.15.p = getelementptr inbounds float, ptr %qp.15, i64 16
  %ql.1.15 = load <16 x float>, ptr %ql.1.15.p, align 4
  %qt1.0.0 = shufflevector <16 x float> %ql.1.0, <16 x float> %ql.1.1, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt1.0.1 = shufflevector <16 x float> %ql.1.0, <16 x float> %ql.1.1, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt1.0.2 = shufflevector <16 x float> %ql.1.2, <16 x float> %ql.1.3, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt1.0.3 = shufflevector <16 x float> %ql.1.2, <16 x float> %ql.1.3, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt1.0.4 = shufflevector <16 x float> %ql.1.4, <16 x float> %ql.1.5, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt1.0.5 = shufflevector <16 x float> %ql.1.4, <16 x float> %ql.1.5, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt1.0.6 = shufflevector <16 x float> %ql.1.6, <16 x float> %ql.1.7, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt1.0.7 = shufflevector <16 x float> %ql.1.6, <16 x float> %ql.1.7, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt1.0.8 = shufflevector <16 x float> %ql.1.8, <16 x float> %ql.1.9, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt1.0.9 = shufflevector <16 x float> %ql.1.8, <16 x float> %ql.1.9, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt1.0.10 = shufflevector <16 x float> %ql.1.10, <16 x float> %ql.1.11, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt1.0.11 = shufflevector <16 x float> %ql.1.10, <16 x float> %ql.1.11, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt1.0.12 = shufflevector <16 x float> %ql.1.12, <16 x float> %ql.1.13, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt1.0.13 = shufflevector <16 x float> %ql.1.12, <16 x float> %ql.1.13, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt1.0.14 = shufflevector <16 x float> %ql.1.14, <16 x float> %ql.1.15, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt1.0.15 = shufflevector <16 x float> %ql.1.14, <16 x float> %ql.1.15, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt1.1.0 = shufflevector <16 x float> %qt1.0.0, <16 x float> %qt1.0.2, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt1.1.2 = shufflevector <16 x float> %qt1.0.0, <16 x float> %qt1.0.2, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt1.1.1 = shufflevector <16 x float> %qt1.0.1, <16 x float> %qt1.0.3, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt1.1.3 = shufflevector <16 x float> %qt1.0.1, <16 x float> %qt1.0.3, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt1.1.4 = shufflevector <16 x float> %qt1.0.4, <16 x float> %qt1.0.6, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt1.1.6 = shufflevector <16 x float> %qt1.0.4, <16 x float> %qt1.0.6, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt1.1.5 = shufflevector <16 x float> %qt1.0.5, <16 x float> %qt1.0.7, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt1.1.7 = shufflevector <16 x float> %qt1.0.5, <16 x float> %qt1.0.7, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt1.1.8 = shufflevector <16 x float> %qt1.0.8, <16 x float> %qt1.0.10, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt1.1.10 = shufflevector <16 x float> %qt1.0.8, <16 x float> %qt1.0.10, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt1.1.9 = shufflevector <16 x float> %qt1.0.9, <16 x float> %qt1.0.11, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt1.1.11 = shufflevector <16 x float> %qt1.0.9, <16 x float> %qt1.0.11, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt1.1.12 = shufflevector <16 x float> %qt1.0.12, <16 x float> %qt1.0.14, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt1.1.14 = shufflevector <16 x float> %qt1.0.12, <16 x float> %qt1.0.14, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt1.1.13 = shufflevector <16 x float> %qt1.0.13, <16 x float> %qt1.0.15, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt1.1.15 = shufflevector <16 x float> %qt1.0.13, <16 x float> %qt1.0.15, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt1.2.0 = shufflevector <16 x float> %qt1.1.0, <16 x float> %qt1.1.4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt1.2.4 = shufflevector <16 x float> %qt1.1.0, <16 x float> %qt1.1.4, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt1.2.1 = shufflevector <16 x float> %qt1.1.1, <16 x float> %qt1.1.5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt1.2.5 = shufflevector <16 x float> %qt1.1.1, <16 x float> %qt1.1.5, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt1.2.2 = shufflevector <16 x float> %qt1.1.2, <16 x float> %qt1.1.6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt1.2.6 = shufflevector <16 x float> %qt1.1.2, <16 x float> %qt1.1.6, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt1.2.3 = shufflevector <16 x float> %qt1.1.3, <16 x float> %qt1.1.7, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt1.2.7 = shufflevector <16 x float> %qt1.1.3, <16 x float> %qt1.1.7, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt1.2.8 = shufflevector <16 x float> %qt1.1.8, <16 x float> %qt1.1.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt1.2.12 = shufflevector <16 x float> %qt1.1.8, <16 x float> %qt1.1.12, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt1.2.9 = shufflevector <16 x float> %qt1.1.9, <16 x float> %qt1.1.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt1.2.13 = shufflevector <16 x float> %qt1.1.9, <16 x float> %qt1.1.13, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt1.2.10 = shufflevector <16 x float> %qt1.1.10, <16 x float> %qt1.1.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt1.2.14 = shufflevector <16 x float> %qt1.1.10, <16 x float> %qt1.1.14, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt1.2.11 = shufflevector <16 x float> %qt1.1.11, <16 x float> %qt1.1.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt1.2.15 = shufflevector <16 x float> %qt1.1.11, <16 x float> %qt1.1.15, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt1.3.0 = shufflevector <16 x float> %qt1.2.0, <16 x float> %qt1.2.8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt1.3.8 = shufflevector <16 x float> %qt1.2.0, <16 x float> %qt1.2.8, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt1.3.1 = shufflevector <16 x float> %qt1.2.1, <16 x float> %qt1.2.9, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt1.3.9 = shufflevector <16 x float> %qt1.2.1, <16 x float> %qt1.2.9, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt1.3.2 = shufflevector <16 x float> %qt1.2.2, <16 x float> %qt1.2.10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt1.3.10 = shufflevector <16 x float> %qt1.2.2, <16 x float> %qt1.2.10, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt1.3.3 = shufflevector <16 x float> %qt1.2.3, <16 x float> %qt1.2.11, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt1.3.11 = shufflevector <16 x float> %qt1.2.3, <16 x float> %qt1.2.11, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt1.3.4 = shufflevector <16 x float> %qt1.2.4, <16 x float> %qt1.2.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt1.3.12 = shufflevector <16 x float> %qt1.2.4, <16 x float> %qt1.2.12, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt1.3.5 = shufflevector <16 x float> %qt1.2.5, <16 x float> %qt1.2.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt1.3.13 = shufflevector <16 x float> %qt1.2.5, <16 x float> %qt1.2.13, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt1.3.6 = shufflevector <16 x float> %qt1.2.6, <16 x float> %qt1.2.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt1.3.14 = shufflevector <16 x float> %qt1.2.6, <16 x float> %qt1.2.14, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt1.3.7 = shufflevector <16 x float> %qt1.2.7, <16 x float> %qt1.2.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt1.3.15 = shufflevector <16 x float> %qt1.2.7, <16 x float> %qt1.2.15, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>

  %qts.1.0 = getelementptr inbounds float, ptr %qT, i64 256
  store <16 x float> %qt1.3.0, ptr %qts.1.0, align 64
  %qts.1.1 = getelementptr inbounds float, ptr %qT, i64 272
  store <16 x float> %qt1.3.1, ptr %qts.1.1, align 64
  %qts.1.2 = getelementptr inbounds float, ptr %qT, i64 288
  store <16 x float> %qt1.3.2, ptr %qts.1.2, align 64
  %qts.1.3 = getelementptr inbounds float, ptr %qT, i64 304
  store <16 x float> %qt1.3.3, ptr %qts.1.3, align 64
  %qts.1.4 = getelementptr inbounds float, ptr %qT, i64 320
  store <16 x float> %qt1.3.4, ptr %qts.1.4, align 64
  %qts.1.5 = getelementptr inbounds float, ptr %qT, i64 336
  store <16 x float> %qt1.3.5, ptr %qts.1.5, align 64
  %qts.1.6 = getelementptr inbounds float, ptr %qT, i64 352
  store <16 x float> %qt1.3.6, ptr %qts.1.6, align 64
  %qts.1.7 = getelementptr inbounds float, ptr %qT, i64 368
  store <16 x float> %qt1.3.7, ptr %qts.1.7, align 64
  %qts.1.8 = getelementptr inbounds float, ptr %qT, i64 384
  store <16 x float> %qt1.3.8, ptr %qts.1.8, align 64
  %qts.1.9 = getelementptr inbounds float, ptr %qT, i64 400
  store <16 x float> %qt1.3.9, ptr %qts.1.9, align 64
  %qts.1.10 = getelementptr inbounds float, ptr %qT, i64 416
  store <16 x float> %qt1.3.10, ptr %qts.1.10, align 64
  %qts.1.11 = getelementptr inbounds float, ptr %qT, i64 432
  store <16 x float> %qt1.3.11, ptr %qts.1.11, align 64
  %qts.1.12 = getelementptr inbounds float, ptr %qT, i64 448
  store <16 x float> %qt1.3.12, ptr %qts.1.12, align 64
  %qts.1.13 = getelementptr inbounds float, ptr %qT, i64 464
  store <16 x float> %qt1.3.13, ptr %qts.1.13, align 64
  %qts.1.14 = getelementptr inbounds float, ptr %qT, i64 480
  store <16 x float> %qt1.3.14, ptr %qts.1.14, align 64
  %qts.1.15 = getelementptr inbounds float, ptr %qT, i64 496
  store <16 x float> %qt1.3.15, ptr %qts.1.15, align 64
  %ql.2.0.p = getelementptr inbounds float, ptr %qp.0, i64 32
  %ql.2.0 = load <16 x float>, ptr %ql.2.0.p, align 4
  %ql.2.1.p = getelementptr inbounds float, ptr %qp.1, i64 32
  %ql.2.1 = load <16 x float>, ptr %ql.2.1.p, align 4
  %ql.2.2.p = getelementptr inbounds float, ptr %qp.2, i64 32
  %ql.2.2 = load <16 x float>, ptr %ql.2.2.p, align 4
  %ql.2.3.p = getelementptr inbounds float, ptr %qp.3, i64 32
  %ql.2.3 = load <16 x float>, ptr %ql.2.3.p, align 4
  %ql.2.4.p = getelementptr inbounds float, ptr %qp.4, i64 32
  %ql.2.4 = load <16 x float>, ptr %ql.2.4.p, align 4
  %ql.2.5.p = getelementptr inbounds float, ptr %qp.5, i64 32
  %ql.2.5 = load <16 x float>, ptr %ql.2.5.p, align 4
  %ql.2.6.p = getelementptr inbounds float, ptr %qp.6, i64 32
  %ql.2.6 = load <16 x float>, ptr %ql.2.6.p, align 4
  %ql.2.7.p = getelementptr inbounds float, ptr %qp.7, i64 32
  %ql.2.7 = load <16 x float>, ptr %ql.2.7.p, align 4
  %ql.2.8.p = getelementptr inbounds float, ptr %qp.8, i64 32
  %ql.2.8 = load <16 x float>, ptr %ql.2.8.p, align 4
  %ql.2.9.p = getelementptr inbounds float, ptr %qp.9, i64 32
  %ql.2.9 = load <16 x float>, ptr %ql.2.9.p, align 4
  %ql.2.10.p = getelementptr inbounds float, ptr %qp.10, i64 32
  %ql.2.10 = load <16 x float>, ptr %ql.2.10.p, align 4
  %ql.2.11.p = getelementptr inbounds float, ptr %qp.11, i64 32
  %ql.2.11 = load <16 x float>, ptr %ql.2.11.p, align 4
  %ql.2.12.p = getelementptr inbounds float, ptr %qp.12, i64 32
  %ql.2.12 = load <16 x float>, ptr %ql.2.12.p, align 4
  %ql.2.13.p = getelementptr inbounds float, ptr %qp.13, i64 32
  %ql.2.13 = load <16 x float>, ptr %ql.2.13.p, align 4
  %ql.2.14.p = getelementptr inbounds float, ptr %qp.14, i64 32
  %ql.2.14 = load <16 x float>, ptr %ql.2.14.p, align 4
  %ql.2.15.p = getelementptr inbounds float, ptr %qp.15, i64 32
  %ql.2.15 = load <16 x float>, ptr %ql.2.15.p, align 4
  %qt2.0.0 = shufflevector <16 x float> %ql.2.0, <16 x float> %ql.2.1, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt2.0.1 = shufflevector <16 x float> %ql.2.0, <16 x float> %ql.2.1, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt2.0.2 = shufflevector <16 x float> %ql.2.2, <16 x float> %ql.2.3, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt2.0.3 = shufflevector <16 x float> %ql.2.2, <16 x float> %ql.2.3, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt2.0.4 = shufflevector <16 x float> %ql.2.4, <16 x float> %ql.2.5, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt2.0.5 = shufflevector <16 x float> %ql.2.4, <16 x float> %ql.2.5, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt2.0.6 = shufflevector <16 x float> %ql.2.6, <16 x float> %ql.2.7, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt2.0.7 = shufflevector <16 x float> %ql.2.6, <16 x float> %ql.2.7, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt2.0.8 = shufflevector <16 x float> %ql.2.8, <16 x float> %ql.2.9, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt2.0.9 = shufflevector <16 x float> %ql.2.8, <16 x float> %ql.2.9, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt2.0.10 = shufflevector <16 x float> %ql.2.10, <16 x float> %ql.2.11, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt2.0.11 = shufflevector <16 x float> %ql.2.10, <16 x float> %ql.2.11, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt2.0.12 = shufflevector <16 x float> %ql.2.12, <16 x float> %ql.2.13, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt2.0.13 = shufflevector <16 x float> %ql.2.12, <16 x float> %ql.2.13, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt2.0.14 = shufflevector <16 x float> %ql.2.14, <16 x float> %ql.2.15, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt2.0.15 = shufflevector <16 x float> %ql.2.14, <16 x float> %ql.2.15, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt2.1.0 = shufflevector <16 x float> %qt2.0.0, <16 x float> %qt2.0.2, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt2.1.2 = shufflevector <16 x float> %qt2.0.0, <16 x float> %qt2.0.2, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt2.1.1 = shufflevector <16 x float> %qt2.0.1, <16 x float> %qt2.0.3, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt2.1.3 = shufflevector <16 x float> %qt2.0.1, <16 x float> %qt2.0.3, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt2.1.4 = shufflevector <16 x float> %qt2.0.4, <16 x float> %qt2.0.6, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt2.1.6 = shufflevector <16 x float> %qt2.0.4, <16 x float> %qt2.0.6, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt2.1.5 = shufflevector <16 x float> %qt2.0.5, <16 x float> %qt2.0.7, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt2.1.7 = shufflevector <16 x float> %qt2.0.5, <16 x float> %qt2.0.7, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt2.1.8 = shufflevector <16 x float> %qt2.0.8, <16 x float> %qt2.0.10, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt2.1.10 = shufflevector <16 x float> %qt2.0.8, <16 x float> %qt2.0.10, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt2.1.9 = shufflevector <16 x float> %qt2.0.9, <16 x float> %qt2.0.11, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt2.1.11 = shufflevector <16 x float> %qt2.0.9, <16 x float> %qt2.0.11, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt2.1.12 = shufflevector <16 x float> %qt2.0.12, <16 x float> %qt2.0.14, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt2.1.14 = shufflevector <16 x float> %qt2.0.12, <16 x float> %qt2.0.14, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt2.1.13 = shufflevector <16 x float> %qt2.0.13, <16 x float> %qt2.0.15, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt2.1.15 = shufflevector <16 x float> %qt2.0.13, <16 x float> %qt2.0.15, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt2.2.0 = shufflevector <16 x float> %qt2.1.0, <16 x float> %qt2.1.4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt2.2.4 = shufflevector <16 x float> %qt2.1.0, <16 x float> %qt2.1.4, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt2.2.1 = shufflevector <16 x float> %qt2.1.1, <16 x float> %qt2.1.5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt2.2.5 = shufflevector <16 x float> %qt2.1.1, <16 x float> %qt2.1.5, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt2.2.2 = shufflevector <16 x float> %qt2.1.2, <16 x float> %qt2.1.6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt2.2.6 = shufflevector <16 x float> %qt2.1.2, <16 x float> %qt2.1.6, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt2.2.3 = shufflevector <16 x float> %qt2.1.3, <16 x float> %qt2.1.7, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt2.2.7 = shufflevector <16 x float> %qt2.1.3, <16 x float> %qt2.1.7, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt2.2.8 = shufflevector <16 x float> %qt2.1.8, <16 x float> %qt2.1.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt2.2.12 = shufflevector <16 x float> %qt2.1.8, <16 x float> %qt2.1.12, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt2.2.9 = shufflevector <16 x float> %qt2.1.9, <16 x float> %qt2.1.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt2.2.13 = shufflevector <16 x float> %qt2.1.9, <16 x float> %qt2.1.13, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt2.2.10 = shufflevector <16 x float> %qt2.1.10, <16 x float> %qt2.1.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt2.2.14 = shufflevector <16 x float> %qt2.1.10, <16 x float> %qt2.1.14, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt2.2.11 = shufflevector <16 x float> %qt2.1.11, <16 x float> %qt2.1.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt2.2.15 = shufflevector <16 x float> %qt2.1.11, <16 x float> %qt2.1.15, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt2.3.0 = shufflevector <16 x float> %qt2.2.0, <16 x float> %qt2.2.8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt2.3.8 = shufflevector <16 x float> %qt2.2.0, <16 x float> %qt2.2.8, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt2.3.1 = shufflevector <16 x float> %qt2.2.1, <16 x float> %qt2.2.9, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt2.3.9 = shufflevector <16 x float> %qt2.2.1, <16 x float> %qt2.2.9, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt2.3.2 = shufflevector <16 x float> %qt2.2.2, <16 x float> %qt2.2.10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt2.3.10 = shufflevector <16 x float> %qt2.2.2, <16 x float> %qt2.2.10, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt2.3.3 = shufflevector <16 x float> %qt2.2.3, <16 x float> %qt2.2.11, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt2.3.11 = shufflevector <16 x float> %qt2.2.3, <16 x float> %qt2.2.11, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt2.3.4 = shufflevector <16 x float> %qt2.2.4, <16 x float> %qt2.2.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt2.3.12 = shufflevector <16 x float> %qt2.2.4, <16 x float> %qt2.2.12, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt2.3.5 = shufflevector <16 x float> %qt2.2.5, <16 x float> %qt2.2.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt2.3.13 = shufflevector <16 x float> %qt2.2.5, <16 x float> %qt2.2.13, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt2.3.6 = shufflevector <16 x float> %qt2.2.6, <16 x float> %qt2.2.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt2.3.14 = shufflevector <16 x float> %qt2.2.6, <16 x float> %qt2.2.14, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt2.3.7 = shufflevector <16 x float> %qt2.2.7, <16 x float> %qt2.2.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt2.3.15 = shufflevector <16 x float> %qt2.2.7, <16 x float> %qt2.2.15, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>

  %qts.2.0 = getelementptr inbounds float, ptr %qT, i64 512
  store <16 x float> %qt2.3.0, ptr %qts.2.0, align 64
  %qts.2.1 = getelementptr inbounds float, ptr %qT, i64 528
  store <16 x float> %qt2.3.1, ptr %qts.2.1, align 64
  %qts.2.2 = getelementptr inbounds float, ptr %qT, i64 544
  store <16 x float> %qt2.3.2, ptr %qts.2.2, align 64
  %qts.2.3 = getelementptr inbounds float, ptr %qT, i64 560
  store <16 x float> %qt2.3.3, ptr %qts.2.3, align 64
  %qts.2.4 = getelementptr inbounds float, ptr %qT, i64 576
  store <16 x float> %qt2.3.4, ptr %qts.2.4, align 64
  %qts.2.5 = getelementptr inbounds float, ptr %qT, i64 592
  store <16 x float> %qt2.3.5, ptr %qts.2.5, align 64
  %qts.2.6 = getelementptr inbounds float, ptr %qT, i64 608
  store <16 x float> %qt2.3.6, ptr %qts.2.6, align 64
  %qts.2.7 = getelementptr inbounds float, ptr %qT, i64 624
  store <16 x float> %qt2.3.7, ptr %qts.2.7, align 64
  %qts.2.8 = getelementptr inbounds float, ptr %qT, i64 640
  store <16 x float> %qt2.3.8, ptr %qts.2.8, align 64
  %qts.2.9 = getelementptr inbounds float, ptr %qT, i64 656
  store <16 x float> %qt2.3.9, ptr %qts.2.9, align 64
  %qts.2.10 = getelementptr inbounds float, ptr %qT, i64 672
  store <16 x float> %qt2.3.10, ptr %qts.2.10, align 64
  %qts.2.11 = getelementptr inbounds float, ptr %qT, i64 688
  store <16 x float> %qt2.3.11, ptr %qts.2.11, align 64
  %qts.2.12 = getelementptr inbounds float, ptr %qT, i64 704
  store <16 x float> %qt2.3.12, ptr %qts.2.12, align 64
  %qts.2.13 = getelementptr inbounds float, ptr %qT, i64 720
  store <16 x float> %qt2.3.13, ptr %qts.2.13, align 64
  %qts.2.14 = getelementptr inbounds float, ptr %qT, i64 736
  store <16 x float> %qt2.3.14, ptr %qts.2.14, align 64
  %qts.2.15 = getelementptr inbounds float, ptr %qT, i64 752
  store <16 x float> %qt2.3.15, ptr %qts.2.15, align 64
  %ql.3.0.p = getelementptr inbounds float, ptr %qp.0, i64 48
  %ql.3.0 = load <16 x float>, ptr %ql.3.0.p, align 4
  %ql.3.1.p = getelementptr inbounds float, ptr %qp.1, i64 48
  %ql.3.1 = load <16 x float>, ptr %ql.3.1.p, align 4
  %ql.3.2.p = getelementptr inbounds float, ptr %qp.2, i64 48
  %ql.3.2 = load <16 x float>, ptr %ql.3.2.p, align 4
  %ql.3.3.p = getelementptr inbounds float, ptr %qp.3, i64 48
  %ql.3.3 = load <16 x float>, ptr %ql.3.3.p, align 4
  %ql.3.4.p = getelementptr inbounds float, ptr %qp.4, i64 48
  %ql.3.4 = load <16 x float>, ptr %ql.3.4.p, align 4
  %ql.3.5.p = getelementptr inbounds float, ptr %qp.5, i64 48
  %ql.3.5 = load <16 x float>, ptr %ql.3.5.p, align 4
  %ql.3.6.p = getelementptr inbounds float, ptr %qp.6, i64 48
  %ql.3.6 = load <16 x float>, ptr %ql.3.6.p, align 4
  %ql.3.7.p = getelementptr inbounds float, ptr %qp.7, i64 48
  %ql.3.7 = load <16 x float>, ptr %ql.3.7.p, align 4
  %ql.3.8.p = getelementptr inbounds float, ptr %qp.8, i64 48
  %ql.3.8 = load <16 x float>, ptr %ql.3.8.p, align 4
  %ql.3.9.p = getelementptr inbounds float, ptr %qp.9, i64 48
  %ql.3.9 = load <16 x float>, ptr %ql.3.9.p, align 4
  %ql.3.10.p = getelementptr inbounds float, ptr %qp.10, i64 48
  %ql.3.10 = load <16 x float>, ptr %ql.3.10.p, align 4
  %ql.3.11.p = getelementptr inbounds float, ptr %qp.11, i64 48
  %ql.3.11 = load <16 x float>, ptr %ql.3.11.p, align 4
  %ql.3.12.p = getelementptr inbounds float, ptr %qp.12, i64 48
  %ql.3.12 = load <16 x float>, ptr %ql.3.12.p, align 4
  %ql.3.13.p = getelementptr inbounds float, ptr %qp.13, i64 48
  %ql.3.13 = load <16 x float>, ptr %ql.3.13.p, align 4
  %ql.3.14.p = getelementptr inbounds float, ptr %qp.14, i64 48
  %ql.3.14 = load <16 x float>, ptr %ql.3.14.p, align 4
  %ql.3.15.p = getelementptr inbounds float, ptr %qp.15, i64 48
  %ql.3.15 = load <16 x float>, ptr %ql.3.15.p, align 4
  %qt3.0.0 = shufflevector <16 x float> %ql.3.0, <16 x float> %ql.3.1, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt3.0.1 = shufflevector <16 x float> %ql.3.0, <16 x float> %ql.3.1, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt3.0.2 = shufflevector <16 x float> %ql.3.2, <16 x float> %ql.3.3, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt3.0.3 = shufflevector <16 x float> %ql.3.2, <16 x float> %ql.3.3, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt3.0.4 = shufflevector <16 x float> %ql.3.4, <16 x float> %ql.3.5, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt3.0.5 = shufflevector <16 x float> %ql.3.4, <16 x float> %ql.3.5, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt3.0.6 = shufflevector <16 x float> %ql.3.6, <16 x float> %ql.3.7, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt3.0.7 = shufflevector <16 x float> %ql.3.6, <16 x float> %ql.3.7, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt3.0.8 = shufflevector <16 x float> %ql.3.8, <16 x float> %ql.3.9, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt3.0.9 = shufflevector <16 x float> %ql.3.8, <16 x float> %ql.3.9, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt3.0.10 = shufflevector <16 x float> %ql.3.10, <16 x float> %ql.3.11, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt3.0.11 = shufflevector <16 x float> %ql.3.10, <16 x float> %ql.3.11, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt3.0.12 = shufflevector <16 x float> %ql.3.12, <16 x float> %ql.3.13, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt3.0.13 = shufflevector <16 x float> %ql.3.12, <16 x float> %ql.3.13, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt3.0.14 = shufflevector <16 x float> %ql.3.14, <16 x float> %ql.3.15, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt3.0.15 = shufflevector <16 x float> %ql.3.14, <16 x float> %ql.3.15, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt3.1.0 = shufflevector <16 x float> %qt3.0.0, <16 x float> %qt3.0.2, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt3.1.2 = shufflevector <16 x float> %qt3.0.0, <16 x float> %qt3.0.2, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt3.1.1 = shufflevector <16 x float> %qt3.0.1, <16 x float> %qt3.0.3, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt3.1.3 = shufflevector <16 x float> %qt3.0.1, <16 x float> %qt3.0.3, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt3.1.4 = shufflevector <16 x float> %qt3.0.4, <16 x float> %qt3.0.6, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt3.1.6 = shufflevector <16 x float> %qt3.0.4, <16 x float> %qt3.0.6, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt3.1.5 = shufflevector <16 x float> %qt3.0.5, <16 x float> %qt3.0.7, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt3.1.7 = shufflevector <16 x float> %qt3.0.5, <16 x float> %qt3.0.7, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt3.1.8 = shufflevector <16 x float> %qt3.0.8, <16 x float> %qt3.0.10, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt3.1.10 = shufflevector <16 x float> %qt3.0.8, <16 x float> %qt3.0.10, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt3.1.9 = shufflevector <16 x float> %qt3.0.9, <16 x float> %qt3.0.11, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt3.1.11 = shufflevector <16 x float> %qt3.0.9, <16 x float> %qt3.0.11, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt3.1.12 = shufflevector <16 x float> %qt3.0.12, <16 x float> %qt3.0.14, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt3.1.14 = shufflevector <16 x float> %qt3.0.12, <16 x float> %qt3.0.14, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt3.1.13 = shufflevector <16 x float> %qt3.0.13, <16 x float> %qt3.0.15, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt3.1.15 = shufflevector <16 x float> %qt3.0.13, <16 x float> %qt3.0.15, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt3.2.0 = shufflevector <16 x float> %qt3.1.0, <16 x float> %qt3.1.4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt3.2.4 = shufflevector <16 x float> %qt3.1.0, <16 x float> %qt3.1.4, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt3.2.1 = shufflevector <16 x float> %qt3.1.1, <16 x float> %qt3.1.5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt3.2.5 = shufflevector <16 x float> %qt3.1.1, <16 x float> %qt3.1.5, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt3.2.2 = shufflevector <16 x float> %qt3.1.2, <16 x float> %qt3.1.6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt3.2.6 = shufflevector <16 x float> %qt3.1.2, <16 x float> %qt3.1.6, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt3.2.3 = shufflevector <16 x float> %qt3.1.3, <16 x float> %qt3.1.7, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt3.2.7 = shufflevector <16 x float> %qt3.1.3, <16 x float> %qt3.1.7, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt3.2.8 = shufflevector <16 x float> %qt3.1.8, <16 x float> %qt3.1.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt3.2.12 = shufflevector <16 x float> %qt3.1.8, <16 x float> %qt3.1.12, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt3.2.9 = shufflevector <16 x float> %qt3.1.9, <16 x float> %qt3.1.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt3.2.13 = shufflevector <16 x float> %qt3.1.9, <16 x float> %qt3.1.13, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt3.2.10 = shufflevector <16 x float> %qt3.1.10, <16 x float> %qt3.1.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt3.2.14 = shufflevector <16 x float> %qt3.1.10, <16 x float> %qt3.1.14, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt3.2.11 = shufflevector <16 x float> %qt3.1.11, <16 x float> %qt3.1.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt3.2.15 = shufflevector <16 x float> %qt3.1.11, <16 x float> %qt3.1.15, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt3.3.0 = shufflevector <16 x float> %qt3.2.0, <16 x float> %qt3.2.8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt3.3.8 = shufflevector <16 x float> %qt3.2.0, <16 x float> %qt3.2.8, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt3.3.1 = shufflevector <16 x float> %qt3.2.1, <16 x float> %qt3.2.9, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt3.3.9 = shufflevector <16 x float> %qt3.2.1, <16 x float> %qt3.2.9, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt3.3.2 = shufflevector <16 x float> %qt3.2.2, <16 x float> %qt3.2.10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt3.3.10 = shufflevector <16 x float> %qt3.2.2, <16 x float> %qt3.2.10, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt3.3.3 = shufflevector <16 x float> %qt3.2.3, <16 x float> %qt3.2.11, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt3.3.11 = shufflevector <16 x float> %qt3.2.3, <16 x float> %qt3.2.11, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt3.3.4 = shufflevector <16 x float> %qt3.2.4, <16 x float> %qt3.2.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt3.3.12 = shufflevector <16 x float> %qt3.2.4, <16 x float> %qt3.2.12, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt3.3.5 = shufflevector <16 x float> %qt3.2.5, <16 x float> %qt3.2.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt3.3.13 = shufflevector <16 x float> %qt3.2.5, <16 x float> %qt3.2.13, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt3.3.6 = shufflevector <16 x float> %qt3.2.6, <16 x float> %qt3.2.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt3.3.14 = shufflevector <16 x float> %qt3.2.6, <16 x float> %qt3.2.14, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt3.3.7 = shufflevector <16 x float> %qt3.2.7, <16 x float> %qt3.2.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt3.3.15 = shufflevector <16 x float> %qt3.2.7, <16 x float> %qt3.2.15, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>

  %qts.3.0 = getelementptr inbounds float, ptr %qT, i64 768
  store <16 x float> %qt3.3.0, ptr %qts.3.0, align 64
  %qts.3.1 = getelementptr inbounds float, ptr %qT, i64 784
  store <16 x float> %qt3.3.1, ptr %qts.3.1, align 64
  %qts.3.2 = getelementptr inbounds float, ptr %qT, i64 800
  store <16 x float> %qt3.3.2, ptr %qts.3.2, align 64
  %qts.3.3 = getelementptr inbounds float, ptr %qT, i64 816
  store <16 x float> %qt3.3.3, ptr %qts.3.3, align 64
  %qts.3.4 = getelementptr inbounds float, ptr %qT, i64 832
  store <16 x float> %qt3.3.4, ptr %qts.3.4, align 64
  %qts.3.5 = getelementptr inbounds float, ptr %qT, i64 848
  store <16 x float> %qt3.3.5, ptr %qts.3.5, align 64
  %qts.3.6 = getelementptr inbounds float, ptr %qT, i64 864
  store <16 x float> %qt3.3.6, ptr %qts.3.6, align 64
  %qts.3.7 = getelementptr inbounds float, ptr %qT, i64 880
  store <16 x float> %qt3.3.7, ptr %qts.3.7, align 64
  %qts.3.8 = getelementptr inbounds float, ptr %qT, i64 896
  store <16 x float> %qt3.3.8, ptr %qts.3.8, align 64
  %qts.3.9 = getelementptr inbounds float, ptr %qT, i64 912
  store <16 x float> %qt3.3.9, ptr %qts.3.9, align 64
  %qts.3.10 = getelementptr inbounds float, ptr %qT, i64 928
  store <16 x float> %qt3.3.10, ptr %qts.3.10, align 64
  %qts.3.11 = getelementptr inbounds float, ptr %qT, i64 944
  store <16 x float> %qt3.3.11, ptr %qts.3.11, align 64
  %qts.3.12 = getelementptr inbounds float, ptr %qT, i64 960
  store <16 x float> %qt3.3.12, ptr %qts.3.12, align 64
  %qts.3.13 = getelementptr inbounds float, ptr %qT, i64 976
  store <16 x float> %qt3.3.13, ptr %qts.3.13, align 64
  %qts.3.14 = getelementptr inbounds float, ptr %qT, i64 992
  store <16 x float> %qt3.3.14, ptr %qts.3.14, align 64
  %qts.3.15 = getelementptr inbounds float, ptr %qT, i64 1008
  store <16 x float> %qt3.3.15, ptr %qts.3.15, align 64
  %ql.4.0.p = getelementptr inbounds float, ptr %qp.0, i64 64
  %ql.4.0 = load <16 x float>, ptr %ql.4.0.p, align 4
  %ql.4.1.p = getelementptr inbounds float, ptr %qp.1, i64 64
  %ql.4.1 = load <16 x float>, ptr %ql.4.1.p, align 4
  %ql.4.2.p = getelementptr inbounds float, ptr %qp.2, i64 64
  %ql.4.2 = load <16 x float>, ptr %ql.4.2.p, align 4
  %ql.4.3.p = getelementptr inbounds float, ptr %qp.3, i64 64
  %ql.4.3 = load <16 x float>, ptr %ql.4.3.p, align 4
  %ql.4.4.p = getelementptr inbounds float, ptr %qp.4, i64 64
  %ql.4.4 = load <16 x float>, ptr %ql.4.4.p, align 4
  %ql.4.5.p = getelementptr inbounds float, ptr %qp.5, i64 64
  %ql.4.5 = load <16 x float>, ptr %ql.4.5.p, align 4
  %ql.4.6.p = getelementptr inbounds float, ptr %qp.6, i64 64
  %ql.4.6 = load <16 x float>, ptr %ql.4.6.p, align 4
  %ql.4.7.p = getelementptr inbounds float, ptr %qp.7, i64 64
  %ql.4.7 = load <16 x float>, ptr %ql.4.7.p, align 4
  %ql.4.8.p = getelementptr inbounds float, ptr %qp.8, i64 64
  %ql.4.8 = load <16 x float>, ptr %ql.4.8.p, align 4
  %ql.4.9.p = getelementptr inbounds float, ptr %qp.9, i64 64
  %ql.4.9 = load <16 x float>, ptr %ql.4.9.p, align 4
  %ql.4.10.p = getelementptr inbounds float, ptr %qp.10, i64 64
  %ql.4.10 = load <16 x float>, ptr %ql.4.10.p, align 4
  %ql.4.11.p = getelementptr inbounds float, ptr %qp.11, i64 64
  %ql.4.11 = load <16 x float>, ptr %ql.4.11.p, align 4
  %ql.4.12.p = getelementptr inbounds float, ptr %qp.12, i64 64
  %ql.4.12 = load <16 x float>, ptr %ql.4.12.p, align 4
  %ql.4.13.p = getelementptr inbounds float, ptr %qp.13, i64 64
  %ql.4.13 = load <16 x float>, ptr %ql.4.13.p, align 4
  %ql.4.14.p = getelementptr inbounds float, ptr %qp.14, i64 64
  %ql.4.14 = load <16 x float>, ptr %ql.4.14.p, align 4
  %ql.4.15.p = getelementptr inbounds float, ptr %qp.15, i64 64
  %ql.4.15 = load <16 x float>, ptr %ql.4.15.p, align 4
  %qt4.0.0 = shufflevector <16 x float> %ql.4.0, <16 x float> %ql.4.1, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt4.0.1 = shufflevector <16 x float> %ql.4.0, <16 x float> %ql.4.1, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt4.0.2 = shufflevector <16 x float> %ql.4.2, <16 x float> %ql.4.3, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt4.0.3 = shufflevector <16 x float> %ql.4.2, <16 x float> %ql.4.3, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt4.0.4 = shufflevector <16 x float> %ql.4.4, <16 x float> %ql.4.5, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt4.0.5 = shufflevector <16 x float> %ql.4.4, <16 x float> %ql.4.5, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt4.0.6 = shufflevector <16 x float> %ql.4.6, <16 x float> %ql.4.7, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt4.0.7 = shufflevector <16 x float> %ql.4.6, <16 x float> %ql.4.7, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt4.0.8 = shufflevector <16 x float> %ql.4.8, <16 x float> %ql.4.9, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt4.0.9 = shufflevector <16 x float> %ql.4.8, <16 x float> %ql.4.9, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt4.0.10 = shufflevector <16 x float> %ql.4.10, <16 x float> %ql.4.11, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt4.0.11 = shufflevector <16 x float> %ql.4.10, <16 x float> %ql.4.11, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt4.0.12 = shufflevector <16 x float> %ql.4.12, <16 x float> %ql.4.13, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt4.0.13 = shufflevector <16 x float> %ql.4.12, <16 x float> %ql.4.13, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt4.0.14 = shufflevector <16 x float> %ql.4.14, <16 x float> %ql.4.15, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt4.0.15 = shufflevector <16 x float> %ql.4.14, <16 x float> %ql.4.15, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt4.1.0 = shufflevector <16 x float> %qt4.0.0, <16 x float> %qt4.0.2, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt4.1.2 = shufflevector <16 x float> %qt4.0.0, <16 x float> %qt4.0.2, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt4.1.1 = shufflevector <16 x float> %qt4.0.1, <16 x float> %qt4.0.3, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt4.1.3 = shufflevector <16 x float> %qt4.0.1, <16 x float> %qt4.0.3, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt4.1.4 = shufflevector <16 x float> %qt4.0.4, <16 x float> %qt4.0.6, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt4.1.6 = shufflevector <16 x float> %qt4.0.4, <16 x float> %qt4.0.6, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt4.1.5 = shufflevector <16 x float> %qt4.0.5, <16 x float> %qt4.0.7, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt4.1.7 = shufflevector <16 x float> %qt4.0.5, <16 x float> %qt4.0.7, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt4.1.8 = shufflevector <16 x float> %qt4.0.8, <16 x float> %qt4.0.10, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt4.1.10 = shufflevector <16 x float> %qt4.0.8, <16 x float> %qt4.0.10, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt4.1.9 = shufflevector <16 x float> %qt4.0.9, <16 x float> %qt4.0.11, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt4.1.11 = shufflevector <16 x float> %qt4.0.9, <16 x float> %qt4.0.11, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt4.1.12 = shufflevector <16 x float> %qt4.0.12, <16 x float> %qt4.0.14, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt4.1.14 = shufflevector <16 x float> %qt4.0.12, <16 x float> %qt4.0.14, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt4.1.13 = shufflevector <16 x float> %qt4.0.13, <16 x float> %qt4.0.15, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt4.1.15 = shufflevector <16 x float> %qt4.0.13, <16 x float> %qt4.0.15, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt4.2.0 = shufflevector <16 x float> %qt4.1.0, <16 x float> %qt4.1.4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt4.2.4 = shufflevector <16 x float> %qt4.1.0, <16 x float> %qt4.1.4, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt4.2.1 = shufflevector <16 x float> %qt4.1.1, <16 x float> %qt4.1.5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt4.2.5 = shufflevector <16 x float> %qt4.1.1, <16 x float> %qt4.1.5, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt4.2.2 = shufflevector <16 x float> %qt4.1.2, <16 x float> %qt4.1.6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt4.2.6 = shufflevector <16 x float> %qt4.1.2, <16 x float> %qt4.1.6, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt4.2.3 = shufflevector <16 x float> %qt4.1.3, <16 x float> %qt4.1.7, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt4.2.7 = shufflevector <16 x float> %qt4.1.3, <16 x float> %qt4.1.7, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt4.2.8 = shufflevector <16 x float> %qt4.1.8, <16 x float> %qt4.1.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt4.2.12 = shufflevector <16 x float> %qt4.1.8, <16 x float> %qt4.1.12, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt4.2.9 = shufflevector <16 x float> %qt4.1.9, <16 x float> %qt4.1.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt4.2.13 = shufflevector <16 x float> %qt4.1.9, <16 x float> %qt4.1.13, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt4.2.10 = shufflevector <16 x float> %qt4.1.10, <16 x float> %qt4.1.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt4.2.14 = shufflevector <16 x float> %qt4.1.10, <16 x float> %qt4.1.14, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt4.2.11 = shufflevector <16 x float> %qt4.1.11, <16 x float> %qt4.1.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt4.2.15 = shufflevector <16 x float> %qt4.1.11, <16 x float> %qt4.1.15, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt4.3.0 = shufflevector <16 x float> %qt4.2.0, <16 x float> %qt4.2.8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt4.3.8 = shufflevector <16 x float> %qt4.2.0, <16 x float> %qt4.2.8, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt4.3.1 = shufflevector <16 x float> %qt4.2.1, <16 x float> %qt4.2.9, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt4.3.9 = shufflevector <16 x float> %qt4.2.1, <16 x float> %qt4.2.9, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt4.3.2 = shufflevector <16 x float> %qt4.2.2, <16 x float> %qt4.2.10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt4.3.10 = shufflevector <16 x float> %qt4.2.2, <16 x float> %qt4.2.10, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt4.3.3 = shufflevector <16 x float> %qt4.2.3, <16 x float> %qt4.2.11, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt4.3.11 = shufflevector <16 x float> %qt4.2.3, <16 x float> %qt4.2.11, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt4.3.4 = shufflevector <16 x float> %qt4.2.4, <16 x float> %qt4.2.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt4.3.12 = shufflevector <16 x float> %qt4.2.4, <16 x float> %qt4.2.12, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt4.3.5 = shufflevector <16 x float> %qt4.2.5, <16 x float> %qt4.2.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt4.3.13 = shufflevector <16 x float> %qt4.2.5, <16 x float> %qt4.2.13, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt4.3.6 = shufflevector <16 x float> %qt4.2.6, <16 x float> %qt4.2.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt4.3.14 = shufflevector <16 x float> %qt4.2.6, <16 x float> %qt4.2.14, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt4.3.7 = shufflevector <16 x float> %qt4.2.7, <16 x float> %qt4.2.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt4.3.15 = shufflevector <16 x float> %qt4.2.7, <16 x float> %qt4.2.15, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>

  %qts.4.0 = getelementptr inbounds float, ptr %qT, i64 1024
  store <16 x float> %qt4.3.0, ptr %qts.4.0, align 64
  %qts.4.1 = getelementptr inbounds float, ptr %qT, i64 1040
  store <16 x float> %qt4.3.1, ptr %qts.4.1, align 64
  %qts.4.2 = getelementptr inbounds float, ptr %qT, i64 1056
  store <16 x float> %qt4.3.2, ptr %qts.4.2, align 64
  %qts.4.3 = getelementptr inbounds float, ptr %qT, i64 1072
  store <16 x float> %qt4.3.3, ptr %qts.4.3, align 64
  %qts.4.4 = getelementptr inbounds float, ptr %qT, i64 1088
  store <16 x float> %qt4.3.4, ptr %qts.4.4, align 64
  %qts.4.5 = getelementptr inbounds float, ptr %qT, i64 1104
  store <16 x float> %qt4.3.5, ptr %qts.4.5, align 64
  %qts.4.6 = getelementptr inbounds float, ptr %qT, i64 1120
  store <16 x float> %qt4.3.6, ptr %qts.4.6, align 64
  %qts.4.7 = getelementptr inbounds float, ptr %qT, i64 1136
  store <16 x float> %qt4.3.7, ptr %qts.4.7, align 64
  %qts.4.8 = getelementptr inbounds float, ptr %qT, i64 1152
  store <16 x float> %qt4.3.8, ptr %qts.4.8, align 64
  %qts.4.9 = getelementptr inbounds float, ptr %qT, i64 1168
  store <16 x float> %qt4.3.9, ptr %qts.4.9, align 64
  %qts.4.10 = getelementptr inbounds float, ptr %qT, i64 1184
  store <16 x float> %qt4.3.10, ptr %qts.4.10, align 64
  %qts.4.11 = getelementptr inbounds float, ptr %qT, i64 1200
  store <16 x float> %qt4.3.11, ptr %qts.4.11, align 64
  %qts.4.12 = getelementptr inbounds float, ptr %qT, i64 1216
  store <16 x float> %qt4.3.12, ptr %qts.4.12, align 64
  %qts.4.13 = getelementptr inbounds float, ptr %qT, i64 1232
  store <16 x float> %qt4.3.13, ptr %qts.4.13, align 64
  %qts.4.14 = getelementptr inbounds float, ptr %qT, i64 1248
  store <16 x float> %qt4.3.14, ptr %qts.4.14, align 64
  %qts.4.15 = getelementptr inbounds float, ptr %qT, i64 1264
  store <16 x float> %qt4.3.15, ptr %qts.4.15, align 64
  %ql.5.0.p = getelementptr inbounds float, ptr %qp.0, i64 80
  %ql.5.0 = load <16 x float>, ptr %ql.5.0.p, align 4
  %ql.5.1.p = getelementptr inbounds float, ptr %qp.1, i64 80
  %ql.5.1 = load <16 x float>, ptr %ql.5.1.p, align 4
  %ql.5.2.p = getelementptr inbounds float, ptr %qp.2, i64 80
  %ql.5.2 = load <16 x float>, ptr %ql.5.2.p, align 4
  %ql.5.3.p = getelementptr inbounds float, ptr %qp.3, i64 80
  %ql.5.3 = load <16 x float>, ptr %ql.5.3.p, align 4
  %ql.5.4.p = getelementptr inbounds float, ptr %qp.4, i64 80
  %ql.5.4 = load <16 x float>, ptr %ql.5.4.p, align 4
  %ql.5.5.p = getelementptr inbounds float, ptr %qp.5, i64 80
  %ql.5.5 = load <16 x float>, ptr %ql.5.5.p, align 4
  %ql.5.6.p = getelementptr inbounds float, ptr %qp.6, i64 80
  %ql.5.6 = load <16 x float>, ptr %ql.5.6.p, align 4
  %ql.5.7.p = getelementptr inbounds float, ptr %qp.7, i64 80
  %ql.5.7 = load <16 x float>, ptr %ql.5.7.p, align 4
  %ql.5.8.p = getelementptr inbounds float, ptr %qp.8, i64 80
  %ql.5.8 = load <16 x float>, ptr %ql.5.8.p, align 4
  %ql.5.9.p = getelementptr inbounds float, ptr %qp.9, i64 80
  %ql.5.9 = load <16 x float>, ptr %ql.5.9.p, align 4
  %ql.5.10.p = getelementptr inbounds float, ptr %qp.10, i64 80
  %ql.5.10 = load <16 x float>, ptr %ql.5.10.p, align 4
  %ql.5.11.p = getelementptr inbounds float, ptr %qp.11, i64 80
  %ql.5.11 = load <16 x float>, ptr %ql.5.11.p, align 4
  %ql.5.12.p = getelementptr inbounds float, ptr %qp.12, i64 80
  %ql.5.12 = load <16 x float>, ptr %ql.5.12.p, align 4
  %ql.5.13.p = getelementptr inbounds float, ptr %qp.13, i64 80
  %ql.5.13 = load <16 x float>, ptr %ql.5.13.p, align 4
  %ql.5.14.p = getelementptr inbounds float, ptr %qp.14, i64 80
  %ql.5.14 = load <16 x float>, ptr %ql.5.14.p, align 4
  %ql.5.15.p = getelementptr inbounds float, ptr %qp.15, i64 80
  %ql.5.15 = load <16 x float>, ptr %ql.5.15.p, align 4
  %qt5.0.0 = shufflevector <16 x float> %ql.5.0, <16 x float> %ql.5.1, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt5.0.1 = shufflevector <16 x float> %ql.5.0, <16 x float> %ql.5.1, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt5.0.2 = shufflevector <16 x float> %ql.5.2, <16 x float> %ql.5.3, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt5.0.3 = shufflevector <16 x float> %ql.5.2, <16 x float> %ql.5.3, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt5.0.4 = shufflevector <16 x float> %ql.5.4, <16 x float> %ql.5.5, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt5.0.5 = shufflevector <16 x float> %ql.5.4, <16 x float> %ql.5.5, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt5.0.6 = shufflevector <16 x float> %ql.5.6, <16 x float> %ql.5.7, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt5.0.7 = shufflevector <16 x float> %ql.5.6, <16 x float> %ql.5.7, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt5.0.8 = shufflevector <16 x float> %ql.5.8, <16 x float> %ql.5.9, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt5.0.9 = shufflevector <16 x float> %ql.5.8, <16 x float> %ql.5.9, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt5.0.10 = shufflevector <16 x float> %ql.5.10, <16 x float> %ql.5.11, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt5.0.11 = shufflevector <16 x float> %ql.5.10, <16 x float> %ql.5.11, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt5.0.12 = shufflevector <16 x float> %ql.5.12, <16 x float> %ql.5.13, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt5.0.13 = shufflevector <16 x float> %ql.5.12, <16 x float> %ql.5.13, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt5.0.14 = shufflevector <16 x float> %ql.5.14, <16 x float> %ql.5.15, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt5.0.15 = shufflevector <16 x float> %ql.5.14, <16 x float> %ql.5.15, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt5.1.0 = shufflevector <16 x float> %qt5.0.0, <16 x float> %qt5.0.2, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt5.1.2 = shufflevector <16 x float> %qt5.0.0, <16 x float> %qt5.0.2, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt5.1.1 = shufflevector <16 x float> %qt5.0.1, <16 x float> %qt5.0.3, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt5.1.3 = shufflevector <16 x float> %qt5.0.1, <16 x float> %qt5.0.3, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt5.1.4 = shufflevector <16 x float> %qt5.0.4, <16 x float> %qt5.0.6, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt5.1.6 = shufflevector <16 x float> %qt5.0.4, <16 x float> %qt5.0.6, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt5.1.5 = shufflevector <16 x float> %qt5.0.5, <16 x float> %qt5.0.7, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt5.1.7 = shufflevector <16 x float> %qt5.0.5, <16 x float> %qt5.0.7, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt5.1.8 = shufflevector <16 x float> %qt5.0.8, <16 x float> %qt5.0.10, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt5.1.10 = shufflevector <16 x float> %qt5.0.8, <16 x float> %qt5.0.10, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt5.1.9 = shufflevector <16 x float> %qt5.0.9, <16 x float> %qt5.0.11, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt5.1.11 = shufflevector <16 x float> %qt5.0.9, <16 x float> %qt5.0.11, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt5.1.12 = shufflevector <16 x float> %qt5.0.12, <16 x float> %qt5.0.14, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt5.1.14 = shufflevector <16 x float> %qt5.0.12, <16 x float> %qt5.0.14, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt5.1.13 = shufflevector <16 x float> %qt5.0.13, <16 x float> %qt5.0.15, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt5.1.15 = shufflevector <16 x float> %qt5.0.13, <16 x float> %qt5.0.15, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt5.2.0 = shufflevector <16 x float> %qt5.1.0, <16 x float> %qt5.1.4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt5.2.4 = shufflevector <16 x float> %qt5.1.0, <16 x float> %qt5.1.4, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt5.2.1 = shufflevector <16 x float> %qt5.1.1, <16 x float> %qt5.1.5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt5.2.5 = shufflevector <16 x float> %qt5.1.1, <16 x float> %qt5.1.5, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt5.2.2 = shufflevector <16 x float> %qt5.1.2, <16 x float> %qt5.1.6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt5.2.6 = shufflevector <16 x float> %qt5.1.2, <16 x float> %qt5.1.6, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt5.2.3 = shufflevector <16 x float> %qt5.1.3, <16 x float> %qt5.1.7, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt5.2.7 = shufflevector <16 x float> %qt5.1.3, <16 x float> %qt5.1.7, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt5.2.8 = shufflevector <16 x float> %qt5.1.8, <16 x float> %qt5.1.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt5.2.12 = shufflevector <16 x float> %qt5.1.8, <16 x float> %qt5.1.12, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt5.2.9 = shufflevector <16 x float> %qt5.1.9, <16 x float> %qt5.1.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt5.2.13 = shufflevector <16 x float> %qt5.1.9, <16 x float> %qt5.1.13, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt5.2.10 = shufflevector <16 x float> %qt5.1.10, <16 x float> %qt5.1.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt5.2.14 = shufflevector <16 x float> %qt5.1.10, <16 x float> %qt5.1.14, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt5.2.11 = shufflevector <16 x float> %qt5.1.11, <16 x float> %qt5.1.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt5.2.15 = shufflevector <16 x float> %qt5.1.11, <16 x float> %qt5.1.15, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt5.3.0 = shufflevector <16 x float> %qt5.2.0, <16 x float> %qt5.2.8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt5.3.8 = shufflevector <16 x float> %qt5.2.0, <16 x float> %qt5.2.8, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt5.3.1 = shufflevector <16 x float> %qt5.2.1, <16 x float> %qt5.2.9, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt5.3.9 = shufflevector <16 x float> %qt5.2.1, <16 x float> %qt5.2.9, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt5.3.2 = shufflevector <16 x float> %qt5.2.2, <16 x float> %qt5.2.10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt5.3.10 = shufflevector <16 x float> %qt5.2.2, <16 x float> %qt5.2.10, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt5.3.3 = shufflevector <16 x float> %qt5.2.3, <16 x float> %qt5.2.11, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt5.3.11 = shufflevector <16 x float> %qt5.2.3, <16 x float> %qt5.2.11, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt5.3.4 = shufflevector <16 x float> %qt5.2.4, <16 x float> %qt5.2.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt5.3.12 = shufflevector <16 x float> %qt5.2.4, <16 x float> %qt5.2.12, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt5.3.5 = shufflevector <16 x float> %qt5.2.5, <16 x float> %qt5.2.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt5.3.13 = shufflevector <16 x float> %qt5.2.5, <16 x float> %qt5.2.13, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt5.3.6 = shufflevector <16 x float> %qt5.2.6, <16 x float> %qt5.2.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt5.3.14 = shufflevector <16 x float> %qt5.2.6, <16 x float> %qt5.2.14, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt5.3.7 = shufflevector <16 x float> %qt5.2.7, <16 x float> %qt5.2.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt5.3.15 = shufflevector <16 x float> %qt5.2.7, <16 x float> %qt5.2.15, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>

  %qts.5.0 = getelementptr inbounds float, ptr %qT, i64 1280
  store <16 x float> %qt5.3.0, ptr %qts.5.0, align 64
  %qts.5.1 = getelementptr inbounds float, ptr %qT, i64 1296
  store <16 x float> %qt5.3.1, ptr %qts.5.1, align 64
  %qts.5.2 = getelementptr inbounds float, ptr %qT, i64 1312
  store <16 x float> %qt5.3.2, ptr %qts.5.2, align 64
  %qts.5.3 = getelementptr inbounds float, ptr %qT, i64 1328
  store <16 x float> %qt5.3.3, ptr %qts.5.3, align 64
  %qts.5.4 = getelementptr inbounds float, ptr %qT, i64 1344
  store <16 x float> %qt5.3.4, ptr %qts.5.4, align 64
  %qts.5.5 = getelementptr inbounds float, ptr %qT, i64 1360
  store <16 x float> %qt5.3.5, ptr %qts.5.5, align 64
  %qts.5.6 = getelementptr inbounds float, ptr %qT, i64 1376
  store <16 x float> %qt5.3.6, ptr %qts.5.6, align 64
  %qts.5.7 = getelementptr inbounds float, ptr %qT, i64 1392
  store <16 x float> %qt5.3.7, ptr %qts.5.7, align 64
  %qts.5.8 = getelementptr inbounds float, ptr %qT, i64 1408
  store <16 x float> %qt5.3.8, ptr %qts.5.8, align 64
  %qts.5.9 = getelementptr inbounds float, ptr %qT, i64 1424
  store <16 x float> %qt5.3.9, ptr %qts.5.9, align 64
  %qts.5.10 = getelementptr inbounds float, ptr %qT, i64 1440
  store <16 x float> %qt5.3.10, ptr %qts.5.10, align 64
  %qts.5.11 = getelementptr inbounds float, ptr %qT, i64 1456
  store <16 x float> %qt5.3.11, ptr %qts.5.11, align 64
  %qts.5.12 = getelementptr inbounds float, ptr %qT, i64 1472
  store <16 x float> %qt5.3.12, ptr %qts.5.12, align 64
  %qts.5.13 = getelementptr inbounds float, ptr %qT, i64 1488
  store <16 x float> %qt5.3.13, ptr %qts.5.13, align 64
  %qts.5.14 = getelementptr inbounds float, ptr %qT, i64 1504
  store <16 x float> %qt5.3.14, ptr %qts.5.14, align 64
  %qts.5.15 = getelementptr inbounds float, ptr %qT, i64 1520
  store <16 x float> %qt5.3.15, ptr %qts.5.15, align 64
  %ql.6.0.p = getelementptr inbounds float, ptr %qp.0, i64 96
  %ql.6.0 = load <16 x float>, ptr %ql.6.0.p, align 4
  %ql.6.1.p = getelementptr inbounds float, ptr %qp.1, i64 96
  %ql.6.1 = load <16 x float>, ptr %ql.6.1.p, align 4
  %ql.6.2.p = getelementptr inbounds float, ptr %qp.2, i64 96
  %ql.6.2 = load <16 x float>, ptr %ql.6.2.p, align 4
  %ql.6.3.p = getelementptr inbounds float, ptr %qp.3, i64 96
  %ql.6.3 = load <16 x float>, ptr %ql.6.3.p, align 4
  %ql.6.4.p = getelementptr inbounds float, ptr %qp.4, i64 96
  %ql.6.4 = load <16 x float>, ptr %ql.6.4.p, align 4
  %ql.6.5.p = getelementptr inbounds float, ptr %qp.5, i64 96
  %ql.6.5 = load <16 x float>, ptr %ql.6.5.p, align 4
  %ql.6.6.p = getelementptr inbounds float, ptr %qp.6, i64 96
  %ql.6.6 = load <16 x float>, ptr %ql.6.6.p, align 4
  %ql.6.7.p = getelementptr inbounds float, ptr %qp.7, i64 96
  %ql.6.7 = load <16 x float>, ptr %ql.6.7.p, align 4
  %ql.6.8.p = getelementptr inbounds float, ptr %qp.8, i64 96
  %ql.6.8 = load <16 x float>, ptr %ql.6.8.p, align 4
  %ql.6.9.p = getelementptr inbounds float, ptr %qp.9, i64 96
  %ql.6.9 = load <16 x float>, ptr %ql.6.9.p, align 4
  %ql.6.10.p = getelementptr inbounds float, ptr %qp.10, i64 96
  %ql.6.10 = load <16 x float>, ptr %ql.6.10.p, align 4
  %ql.6.11.p = getelementptr inbounds float, ptr %qp.11, i64 96
  %ql.6.11 = load <16 x float>, ptr %ql.6.11.p, align 4
  %ql.6.12.p = getelementptr inbounds float, ptr %qp.12, i64 96
  %ql.6.12 = load <16 x float>, ptr %ql.6.12.p, align 4
  %ql.6.13.p = getelementptr inbounds float, ptr %qp.13, i64 96
  %ql.6.13 = load <16 x float>, ptr %ql.6.13.p, align 4
  %ql.6.14.p = getelementptr inbounds float, ptr %qp.14, i64 96
  %ql.6.14 = load <16 x float>, ptr %ql.6.14.p, align 4
  %ql.6.15.p = getelementptr inbounds float, ptr %qp.15, i64 96
  %ql.6.15 = load <16 x float>, ptr %ql.6.15.p, align 4
  %qt6.0.0 = shufflevector <16 x float> %ql.6.0, <16 x float> %ql.6.1, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt6.0.1 = shufflevector <16 x float> %ql.6.0, <16 x float> %ql.6.1, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt6.0.2 = shufflevector <16 x float> %ql.6.2, <16 x float> %ql.6.3, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt6.0.3 = shufflevector <16 x float> %ql.6.2, <16 x float> %ql.6.3, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt6.0.4 = shufflevector <16 x float> %ql.6.4, <16 x float> %ql.6.5, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt6.0.5 = shufflevector <16 x float> %ql.6.4, <16 x float> %ql.6.5, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt6.0.6 = shufflevector <16 x float> %ql.6.6, <16 x float> %ql.6.7, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt6.0.7 = shufflevector <16 x float> %ql.6.6, <16 x float> %ql.6.7, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt6.0.8 = shufflevector <16 x float> %ql.6.8, <16 x float> %ql.6.9, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt6.0.9 = shufflevector <16 x float> %ql.6.8, <16 x float> %ql.6.9, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt6.0.10 = shufflevector <16 x float> %ql.6.10, <16 x float> %ql.6.11, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt6.0.11 = shufflevector <16 x float> %ql.6.10, <16 x float> %ql.6.11, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt6.0.12 = shufflevector <16 x float> %ql.6.12, <16 x float> %ql.6.13, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt6.0.13 = shufflevector <16 x float> %ql.6.12, <16 x float> %ql.6.13, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt6.0.14 = shufflevector <16 x float> %ql.6.14, <16 x float> %ql.6.15, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt6.0.15 = shufflevector <16 x float> %ql.6.14, <16 x float> %ql.6.15, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt6.1.0 = shufflevector <16 x float> %qt6.0.0, <16 x float> %qt6.0.2, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt6.1.2 = shufflevector <16 x float> %qt6.0.0, <16 x float> %qt6.0.2, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt6.1.1 = shufflevector <16 x float> %qt6.0.1, <16 x float> %qt6.0.3, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt6.1.3 = shufflevector <16 x float> %qt6.0.1, <16 x float> %qt6.0.3, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt6.1.4 = shufflevector <16 x float> %qt6.0.4, <16 x float> %qt6.0.6, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt6.1.6 = shufflevector <16 x float> %qt6.0.4, <16 x float> %qt6.0.6, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt6.1.5 = shufflevector <16 x float> %qt6.0.5, <16 x float> %qt6.0.7, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt6.1.7 = shufflevector <16 x float> %qt6.0.5, <16 x float> %qt6.0.7, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt6.1.8 = shufflevector <16 x float> %qt6.0.8, <16 x float> %qt6.0.10, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt6.1.10 = shufflevector <16 x float> %qt6.0.8, <16 x float> %qt6.0.10, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt6.1.9 = shufflevector <16 x float> %qt6.0.9, <16 x float> %qt6.0.11, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt6.1.11 = shufflevector <16 x float> %qt6.0.9, <16 x float> %qt6.0.11, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt6.1.12 = shufflevector <16 x float> %qt6.0.12, <16 x float> %qt6.0.14, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt6.1.14 = shufflevector <16 x float> %qt6.0.12, <16 x float> %qt6.0.14, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt6.1.13 = shufflevector <16 x float> %qt6.0.13, <16 x float> %qt6.0.15, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt6.1.15 = shufflevector <16 x float> %qt6.0.13, <16 x float> %qt6.0.15, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt6.2.0 = shufflevector <16 x float> %qt6.1.0, <16 x float> %qt6.1.4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt6.2.4 = shufflevector <16 x float> %qt6.1.0, <16 x float> %qt6.1.4, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt6.2.1 = shufflevector <16 x float> %qt6.1.1, <16 x float> %qt6.1.5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt6.2.5 = shufflevector <16 x float> %qt6.1.1, <16 x float> %qt6.1.5, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt6.2.2 = shufflevector <16 x float> %qt6.1.2, <16 x float> %qt6.1.6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt6.2.6 = shufflevector <16 x float> %qt6.1.2, <16 x float> %qt6.1.6, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt6.2.3 = shufflevector <16 x float> %qt6.1.3, <16 x float> %qt6.1.7, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt6.2.7 = shufflevector <16 x float> %qt6.1.3, <16 x float> %qt6.1.7, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt6.2.8 = shufflevector <16 x float> %qt6.1.8, <16 x float> %qt6.1.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt6.2.12 = shufflevector <16 x float> %qt6.1.8, <16 x float> %qt6.1.12, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt6.2.9 = shufflevector <16 x float> %qt6.1.9, <16 x float> %qt6.1.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt6.2.13 = shufflevector <16 x float> %qt6.1.9, <16 x float> %qt6.1.13, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt6.2.10 = shufflevector <16 x float> %qt6.1.10, <16 x float> %qt6.1.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt6.2.14 = shufflevector <16 x float> %qt6.1.10, <16 x float> %qt6.1.14, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt6.2.11 = shufflevector <16 x float> %qt6.1.11, <16 x float> %qt6.1.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt6.2.15 = shufflevector <16 x float> %qt6.1.11, <16 x float> %qt6.1.15, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt6.3.0 = shufflevector <16 x float> %qt6.2.0, <16 x float> %qt6.2.8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt6.3.8 = shufflevector <16 x float> %qt6.2.0, <16 x float> %qt6.2.8, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt6.3.1 = shufflevector <16 x float> %qt6.2.1, <16 x float> %qt6.2.9, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt6.3.9 = shufflevector <16 x float> %qt6.2.1, <16 x float> %qt6.2.9, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt6.3.2 = shufflevector <16 x float> %qt6.2.2, <16 x float> %qt6.2.10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt6.3.10 = shufflevector <16 x float> %qt6.2.2, <16 x float> %qt6.2.10, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt6.3.3 = shufflevector <16 x float> %qt6.2.3, <16 x float> %qt6.2.11, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt6.3.11 = shufflevector <16 x float> %qt6.2.3, <16 x float> %qt6.2.11, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt6.3.4 = shufflevector <16 x float> %qt6.2.4, <16 x float> %qt6.2.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt6.3.12 = shufflevector <16 x float> %qt6.2.4, <16 x float> %qt6.2.12, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt6.3.5 = shufflevector <16 x float> %qt6.2.5, <16 x float> %qt6.2.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt6.3.13 = shufflevector <16 x float> %qt6.2.5, <16 x float> %qt6.2.13, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt6.3.6 = shufflevector <16 x float> %qt6.2.6, <16 x float> %qt6.2.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt6.3.14 = shufflevector <16 x float> %qt6.2.6, <16 x float> %qt6.2.14, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt6.3.7 = shufflevector <16 x float> %qt6.2.7, <16 x float> %qt6.2.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt6.3.15 = shufflevector <16 x float> %qt6.2.7, <16 x float> %qt6.2.15, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>

  %qts.6.0 = getelementptr inbounds float, ptr %qT, i64 1536
  store <16 x float> %qt6.3.0, ptr %qts.6.0, align 64
  %qts.6.1 = getelementptr inbounds float, ptr %qT, i64 1552
  store <16 x float> %qt6.3.1, ptr %qts.6.1, align 64
  %qts.6.2 = getelementptr inbounds float, ptr %qT, i64 1568
  store <16 x float> %qt6.3.2, ptr %qts.6.2, align 64
  %qts.6.3 = getelementptr inbounds float, ptr %qT, i64 1584
  store <16 x float> %qt6.3.3, ptr %qts.6.3, align 64
  %qts.6.4 = getelementptr inbounds float, ptr %qT, i64 1600
  store <16 x float> %qt6.3.4, ptr %qts.6.4, align 64
  %qts.6.5 = getelementptr inbounds float, ptr %qT, i64 1616
  store <16 x float> %qt6.3.5, ptr %qts.6.5, align 64
  %qts.6.6 = getelementptr inbounds float, ptr %qT, i64 1632
  store <16 x float> %qt6.3.6, ptr %qts.6.6, align 64
  %qts.6.7 = getelementptr inbounds float, ptr %qT, i64 1648
  store <16 x float> %qt6.3.7, ptr %qts.6.7, align 64
  %qts.6.8 = getelementptr inbounds float, ptr %qT, i64 1664
  store <16 x float> %qt6.3.8, ptr %qts.6.8, align 64
  %qts.6.9 = getelementptr inbounds float, ptr %qT, i64 1680
  store <16 x float> %qt6.3.9, ptr %qts.6.9, align 64
  %qts.6.10 = getelementptr inbounds float, ptr %qT, i64 1696
  store <16 x float> %qt6.3.10, ptr %qts.6.10, align 64
  %qts.6.11 = getelementptr inbounds float, ptr %qT, i64 1712
  store <16 x float> %qt6.3.11, ptr %qts.6.11, align 64
  %qts.6.12 = getelementptr inbounds float, ptr %qT, i64 1728
  store <16 x float> %qt6.3.12, ptr %qts.6.12, align 64
  %qts.6.13 = getelementptr inbounds float, ptr %qT, i64 1744
  store <16 x float> %qt6.3.13, ptr %qts.6.13, align 64
  %qts.6.14 = getelementptr inbounds float, ptr %qT, i64 1760
  store <16 x float> %qt6.3.14, ptr %qts.6.14, align 64
  %qts.6.15 = getelementptr inbounds float, ptr %qT, i64 1776
  store <16 x float> %qt6.3.15, ptr %qts.6.15, align 64
  %ql.7.0.p = getelementptr inbounds float, ptr %qp.0, i64 112
  %ql.7.0 = load <16 x float>, ptr %ql.7.0.p, align 4
  %ql.7.1.p = getelementptr inbounds float, ptr %qp.1, i64 112
  %ql.7.1 = load <16 x float>, ptr %ql.7.1.p, align 4
  %ql.7.2.p = getelementptr inbounds float, ptr %qp.2, i64 112
  %ql.7.2 = load <16 x float>, ptr %ql.7.2.p, align 4
  %ql.7.3.p = getelementptr inbounds float, ptr %qp.3, i64 112
  %ql.7.3 = load <16 x float>, ptr %ql.7.3.p, align 4
  %ql.7.4.p = getelementptr inbounds float, ptr %qp.4, i64 112
  %ql.7.4 = load <16 x float>, ptr %ql.7.4.p, align 4
  %ql.7.5.p = getelementptr inbounds float, ptr %qp.5, i64 112
  %ql.7.5 = load <16 x float>, ptr %ql.7.5.p, align 4
  %ql.7.6.p = getelementptr inbounds float, ptr %qp.6, i64 112
  %ql.7.6 = load <16 x float>, ptr %ql.7.6.p, align 4
  %ql.7.7.p = getelementptr inbounds float, ptr %qp.7, i64 112
  %ql.7.7 = load <16 x float>, ptr %ql.7.7.p, align 4
  %ql.7.8.p = getelementptr inbounds float, ptr %qp.8, i64 112
  %ql.7.8 = load <16 x float>, ptr %ql.7.8.p, align 4
  %ql.7.9.p = getelementptr inbounds float, ptr %qp.9, i64 112
  %ql.7.9 = load <16 x float>, ptr %ql.7.9.p, align 4
  %ql.7.10.p = getelementptr inbounds float, ptr %qp.10, i64 112
  %ql.7.10 = load <16 x float>, ptr %ql.7.10.p, align 4
  %ql.7.11.p = getelementptr inbounds float, ptr %qp.11, i64 112
  %ql.7.11 = load <16 x float>, ptr %ql.7.11.p, align 4
  %ql.7.12.p = getelementptr inbounds float, ptr %qp.12, i64 112
  %ql.7.12 = load <16 x float>, ptr %ql.7.12.p, align 4
  %ql.7.13.p = getelementptr inbounds float, ptr %qp.13, i64 112
  %ql.7.13 = load <16 x float>, ptr %ql.7.13.p, align 4
  %ql.7.14.p = getelementptr inbounds float, ptr %qp.14, i64 112
  %ql.7.14 = load <16 x float>, ptr %ql.7.14.p, align 4
  %ql.7.15.p = getelementptr inbounds float, ptr %qp.15, i64 112
  %ql.7.15 = load <16 x float>, ptr %ql.7.15.p, align 4
  %qt7.0.0 = shufflevector <16 x float> %ql.7.0, <16 x float> %ql.7.1, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt7.0.1 = shufflevector <16 x float> %ql.7.0, <16 x float> %ql.7.1, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt7.0.2 = shufflevector <16 x float> %ql.7.2, <16 x float> %ql.7.3, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt7.0.3 = shufflevector <16 x float> %ql.7.2, <16 x float> %ql.7.3, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt7.0.4 = shufflevector <16 x float> %ql.7.4, <16 x float> %ql.7.5, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt7.0.5 = shufflevector <16 x float> %ql.7.4, <16 x float> %ql.7.5, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt7.0.6 = shufflevector <16 x float> %ql.7.6, <16 x float> %ql.7.7, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt7.0.7 = shufflevector <16 x float> %ql.7.6, <16 x float> %ql.7.7, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt7.0.8 = shufflevector <16 x float> %ql.7.8, <16 x float> %ql.7.9, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt7.0.9 = shufflevector <16 x float> %ql.7.8, <16 x float> %ql.7.9, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt7.0.10 = shufflevector <16 x float> %ql.7.10, <16 x float> %ql.7.11, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt7.0.11 = shufflevector <16 x float> %ql.7.10, <16 x float> %ql.7.11, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt7.0.12 = shufflevector <16 x float> %ql.7.12, <16 x float> %ql.7.13, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt7.0.13 = shufflevector <16 x float> %ql.7.12, <16 x float> %ql.7.13, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt7.0.14 = shufflevector <16 x float> %ql.7.14, <16 x float> %ql.7.15, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %qt7.0.15 = shufflevector <16 x float> %ql.7.14, <16 x float> %ql.7.15, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %qt7.1.0 = shufflevector <16 x float> %qt7.0.0, <16 x float> %qt7.0.2, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt7.1.2 = shufflevector <16 x float> %qt7.0.0, <16 x float> %qt7.0.2, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt7.1.1 = shufflevector <16 x float> %qt7.0.1, <16 x float> %qt7.0.3, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt7.1.3 = shufflevector <16 x float> %qt7.0.1, <16 x float> %qt7.0.3, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt7.1.4 = shufflevector <16 x float> %qt7.0.4, <16 x float> %qt7.0.6, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt7.1.6 = shufflevector <16 x float> %qt7.0.4, <16 x float> %qt7.0.6, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt7.1.5 = shufflevector <16 x float> %qt7.0.5, <16 x float> %qt7.0.7, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt7.1.7 = shufflevector <16 x float> %qt7.0.5, <16 x float> %qt7.0.7, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt7.1.8 = shufflevector <16 x float> %qt7.0.8, <16 x float> %qt7.0.10, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt7.1.10 = shufflevector <16 x float> %qt7.0.8, <16 x float> %qt7.0.10, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt7.1.9 = shufflevector <16 x float> %qt7.0.9, <16 x float> %qt7.0.11, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt7.1.11 = shufflevector <16 x float> %qt7.0.9, <16 x float> %qt7.0.11, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt7.1.12 = shufflevector <16 x float> %qt7.0.12, <16 x float> %qt7.0.14, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt7.1.14 = shufflevector <16 x float> %qt7.0.12, <16 x float> %qt7.0.14, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt7.1.13 = shufflevector <16 x float> %qt7.0.13, <16 x float> %qt7.0.15, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %qt7.1.15 = shufflevector <16 x float> %qt7.0.13, <16 x float> %qt7.0.15, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %qt7.2.0 = shufflevector <16 x float> %qt7.1.0, <16 x float> %qt7.1.4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt7.2.4 = shufflevector <16 x float> %qt7.1.0, <16 x float> %qt7.1.4, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt7.2.1 = shufflevector <16 x float> %qt7.1.1, <16 x float> %qt7.1.5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt7.2.5 = shufflevector <16 x float> %qt7.1.1, <16 x float> %qt7.1.5, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt7.2.2 = shufflevector <16 x float> %qt7.1.2, <16 x float> %qt7.1.6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt7.2.6 = shufflevector <16 x float> %qt7.1.2, <16 x float> %qt7.1.6, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt7.2.3 = shufflevector <16 x float> %qt7.1.3, <16 x float> %qt7.1.7, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt7.2.7 = shufflevector <16 x float> %qt7.1.3, <16 x float> %qt7.1.7, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt7.2.8 = shufflevector <16 x float> %qt7.1.8, <16 x float> %qt7.1.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt7.2.12 = shufflevector <16 x float> %qt7.1.8, <16 x float> %qt7.1.12, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt7.2.9 = shufflevector <16 x float> %qt7.1.9, <16 x float> %qt7.1.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt7.2.13 = shufflevector <16 x float> %qt7.1.9, <16 x float> %qt7.1.13, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt7.2.10 = shufflevector <16 x float> %qt7.1.10, <16 x float> %qt7.1.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt7.2.14 = shufflevector <16 x float> %qt7.1.10, <16 x float> %qt7.1.14, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt7.2.11 = shufflevector <16 x float> %qt7.1.11, <16 x float> %qt7.1.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %qt7.2.15 = shufflevector <16 x float> %qt7.1.11, <16 x float> %qt7.1.15, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %qt7.3.0 = shufflevector <16 x float> %qt7.2.0, <16 x float> %qt7.2.8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt7.3.8 = shufflevector <16 x float> %qt7.2.0, <16 x float> %qt7.2.8, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt7.3.1 = shufflevector <16 x float> %qt7.2.1, <16 x float> %qt7.2.9, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt7.3.9 = shufflevector <16 x float> %qt7.2.1, <16 x float> %qt7.2.9, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt7.3.2 = shufflevector <16 x float> %qt7.2.2, <16 x float> %qt7.2.10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt7.3.10 = shufflevector <16 x float> %qt7.2.2, <16 x float> %qt7.2.10, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt7.3.3 = shufflevector <16 x float> %qt7.2.3, <16 x float> %qt7.2.11, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt7.3.11 = shufflevector <16 x float> %qt7.2.3, <16 x float> %qt7.2.11, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt7.3.4 = shufflevector <16 x float> %qt7.2.4, <16 x float> %qt7.2.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt7.3.12 = shufflevector <16 x float> %qt7.2.4, <16 x float> %qt7.2.12, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt7.3.5 = shufflevector <16 x float> %qt7.2.5, <16 x float> %qt7.2.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt7.3.13 = shufflevector <16 x float> %qt7.2.5, <16 x float> %qt7.2.13, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt7.3.6 = shufflevector <16 x float> %qt7.2.6, <16 x float> %qt7.2.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt7.3.14 = shufflevector <16 x float> %qt7.2.6, <16 x float> %qt7.2.14, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qt7.3.7 = shufflevector <16 x float> %qt7.2.7, <16 x float> %qt7.2.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %qt7.3.15 = shufflevector <16 x float> %qt7.2.7, <16 x float> %qt7.2.15, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>

  %qts.7.0 = getelementptr inbounds float, ptr %qT, i64 1792
  store <16 x float> %qt7.3.0, ptr %qts.7.0, align 64
  %qts.7.1 = getelementptr inbounds float, ptr %qT, i64 1808
  store <16 x float> %qt7.3.1, ptr %qts.7.1, align 64
  %qts.7.2 = getelementptr inbounds float, ptr %qT, i64 1824
  store <16 x float> %qt7.3.2, ptr %qts.7.2, align 64
  %qts.7.3 = getelementptr inbounds float, ptr %qT, i64 1840
  store <16 x float> %qt7.3.3, ptr %qts.7.3, align 64
  %qts.7.4 = getelementptr inbounds float, ptr %qT, i64 1856
  store <16 x float> %qt7.3.4, ptr %qts.7.4, align 64
  %qts.7.5 = getelementptr inbounds float, ptr %qT, i64 1872
  store <16 x float> %qt7.3.5, ptr %qts.7.5, align 64
  %qts.7.6 = getelementptr inbounds float, ptr %qT, i64 1888
  store <16 x float> %qt7.3.6, ptr %qts.7.6, align 64
  %qts.7.7 = getelementptr inbounds float, ptr %qT, i64 1904
  store <16 x float> %qt7.3.7, ptr %qts.7.7, align 64
  %qts.7.8 = getelementptr inbounds float, ptr %qT, i64 1920
  store <16 x float> %qt7.3.8, ptr %qts.7.8, align 64
  %qts.7.9 = getelementptr inbounds float, ptr %qT, i64 1936
  store <16 x float> %qt7.3.9, ptr %qts.7.9, align 64
  %qts.7.10 = getelementptr inbounds float, ptr %qT, i64 1952
  store <16 x float> %qt7.3.10, ptr %qts.7.10, align 64
  %qts.7.11 = getelementptr inbounds float, ptr %qT, i64 1968
  store <16 x float> %qt7.3.11, ptr %qts.7.11, align 64
  %qts.7.12 = getelementptr inbounds float, ptr %qT, i64 1984
  store <16 x float> %qt7.3.12, ptr %qts.7.12, align 64
  %qts.7.13 = getelementptr inbounds float, ptr %qT, i64 2000
  store <16 x float> %qt7.3.13, ptr %qts.7.13, align 64
  %qts.7.14 = getelementptr inbounds float, ptr %qT, i64 2016
  store <16 x float> %qt7.3.14, ptr %qts.7.14, align 64
  %qts.7.15 = getelementptr inbounds float, ptr %qT, i64 2032
  store <16 x float> %qt7.3.15, ptr %qts.7.15, align 64
  call void @llvm.memset.p0.i64(ptr align 64 %accT, i8 0, i64 8192, i1 false)
  br label %block

block:
  %kb = phi i64 [ 0, %item ], [ %kb.next, %pv.end ]
  %M = phi <16 x float> [ <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, %item ], [ %Mn, %pv.end ]
  %L = phi <16 x float> [ zeroinitializer, %item ], [ %Ln, %pv.end ]
  %rem = sub i64 %kend, %kb
  %nk.lt = icmp slt i64 %rem, 256
  %nk = select i1 %nk.lt, i64 %rem, i64 256
  br label %qk

  ; scores of keys kb + jg .. kb + jg + 2 (past the block: clamped, computed, never read)
qk:
  %jg = phi i64 [ 0, %block ], [ %jg.next, %qk.end ]
  %kj.0.0 = add i64 %kb, %jg
  %kj.0 = add i64 %kj.0.0, 0
  %kjin.0 = icmp slt i64 %kj.0, %kend
  %kjc.0 = select i1 %kjin.0, i64 %kj.0, i64 %kend.1
  %kjo.0 = mul i64 %kjc.0, 512
  %kp.0 = getelementptr inbounds float, ptr %kbase, i64 %kjo.0
  %kj.1.0 = add i64 %kb, %jg
  %kj.1 = add i64 %kj.1.0, 1
  %kjin.1 = icmp slt i64 %kj.1, %kend
  %kjc.1 = select i1 %kjin.1, i64 %kj.1, i64 %kend.1
  %kjo.1 = mul i64 %kjc.1, 512
  %kp.1 = getelementptr inbounds float, ptr %kbase, i64 %kjo.1
  %kj.2.0 = add i64 %kb, %jg
  %kj.2 = add i64 %kj.2.0, 2
  %kjin.2 = icmp slt i64 %kj.2, %kend
  %kjc.2 = select i1 %kjin.2, i64 %kj.2, i64 %kend.1
  %kjo.2 = mul i64 %kjc.2, 512
  %kp.2 = getelementptr inbounds float, ptr %kbase, i64 %kjo.2
  ; prefetch the keys 6 ahead (clamped to the item's last): the store's rows of an
  ; earlier forward come from DRAM, 2048 bytes apart, which no hardware prefetcher follows
  %pj.0.0 = add i64 %kj.0, 6
  %pjin.0 = icmp slt i64 %pj.0.0, %kend
  %pjc.0 = select i1 %pjin.0, i64 %pj.0.0, i64 %kend.1
  %pjo.0 = mul i64 %pjc.0, 512
  %pk.0 = getelementptr inbounds float, ptr %kbase, i64 %pjo.0
  %pkl.0.0 = getelementptr inbounds i8, ptr %pk.0, i64 0
  call void @llvm.prefetch.p0(ptr %pkl.0.0, i32 0, i32 3, i32 1)
  %pkl.0.1 = getelementptr inbounds i8, ptr %pk.0, i64 64
  call void @llvm.prefetch.p0(ptr %pkl.0.1, i32 0, i32 3, i32 1)
  %pkl.0.2 = getelementptr inbounds i8, ptr %pk.0, i64 128
  call void @llvm.prefetch.p0(ptr %pkl.0.2, i32 0, i32 3, i32 1)
  %pkl.0.3 = getelementptr inbounds i8, ptr %pk.0, i64 192
  call void @llvm.prefetch.p0(ptr %pkl.0.3, i32 0, i32 3, i32 1)
  %pkl.0.4 = getelementptr inbounds i8, ptr %pk.0, i64 256
  call void @llvm.prefetch.p0(ptr %pkl.0.4, i32 0, i32 3, i32 1)
  %pkl.0.5 = getelementptr inbounds i8, ptr %pk.0, i64 320
  call void @llvm.prefetch.p0(ptr %pkl.0.5, i32 0, i32 3, i32 1)
  %pkl.0.6 = getelementptr inbounds i8, ptr %pk.0, i64 384
  call void @llvm.prefetch.p0(ptr %pkl.0.6, i32 0, i32 3, i32 1)
  %pkl.0.7 = getelementptr inbounds i8, ptr %pk.0, i64 448
  call void @llvm.prefetch.p0(ptr %pkl.0.7, i32 0, i32 3, i32 1)
  %pj.1.0 = add i64 %kj.1, 6
  %pjin.1 = icmp slt i64 %pj.1.0, %kend
  %pjc.1 = select i1 %pjin.1, i64 %pj.1.0, i64 %kend.1
  %pjo.1 = mul i64 %pjc.1, 512
  %pk.1 = getelementptr inbounds float, ptr %kbase, i64 %pjo.1
  %pkl.1.0 = getelementptr inbounds i8, ptr %pk.1, i64 0
  call void @llvm.prefetch.p0(ptr %pkl.1.0, i32 0, i32 3, i32 1)
  %pkl.1.1 = getelementptr inbounds i8, ptr %pk.1, i64 64
  call void @llvm.prefetch.p0(ptr %pkl.1.1, i32 0, i32 3, i32 1)
  %pkl.1.2 = getelementptr inbounds i8, ptr %pk.1, i64 128
  call void @llvm.prefetch.p0(ptr %pkl.1.2, i32 0, i32 3, i32 1)
  %pkl.1.3 = getelementptr inbounds i8, ptr %pk.1, i64 192
  call void @llvm.prefetch.p0(ptr %pkl.1.3, i32 0, i32 3, i32 1)
  %pkl.1.4 = getelementptr inbounds i8, ptr %pk.1, i64 256
  call void @llvm.prefetch.p0(ptr %pkl.1.4, i32 0, i32 3, i32 1)
  %pkl.1.5 = getelementptr inbounds i8, ptr %pk.1, i64 320
  call void @llvm.prefetch.p0(ptr %pkl.1.5, i32 0, i32 3, i32 1)
  %pkl.1.6 = getelementptr inbounds i8, ptr %pk.1, i64 384
  call void @llvm.prefetch.p0(ptr %pkl.1.6, i32 0, i32 3, i32 1)
  %pkl.1.7 = getelementptr inbounds i8, ptr %pk.1, i64 448
  call void @llvm.prefetch.p0(ptr %pkl.1.7, i32 0, i32 3, i32 1)
  %pj.2.0 = add i64 %kj.2, 6
  %pjin.2 = icmp slt i64 %pj.2.0, %kend
  %pjc.2 = select i1 %pjin.2, i64 %pj.2.0, i64 %kend.1
  %pjo.2 = mul i64 %pjc.2, 512
  %pk.2 = getelementptr inbounds float, ptr %kbase, i64 %pjo.2
  %pkl.2.0 = getelementptr inbounds i8, ptr %pk.2, i64 0
  call void @llvm.prefetch.p0(ptr %pkl.2.0, i32 0, i32 3, i32 1)
  %pkl.2.1 = getelementptr inbounds i8, ptr %pk.2, i64 64
  call void @llvm.prefetch.p0(ptr %pkl.2.1, i32 0, i32 3, i32 1)
  %pkl.2.2 = getelementptr inbounds i8, ptr %pk.2, i64 128
  call void @llvm.prefetch.p0(ptr %pkl.2.2, i32 0, i32 3, i32 1)
  %pkl.2.3 = getelementptr inbounds i8, ptr %pk.2, i64 192
  call void @llvm.prefetch.p0(ptr %pkl.2.3, i32 0, i32 3, i32 1)
  %pkl.2.4 = getelementptr inbounds i8, ptr %pk.2, i64 256
  call void @llvm.prefetch.p0(ptr %pkl.2.4, i32 0, i32 3, i32 1)
  %pkl.2.5 = getelementptr inbounds i8, ptr %pk.2, i64 320
  call void @llvm.prefetch.p0(ptr %pkl.2.5, i32 0, i32 3, i32 1)
  %pkl.2.6 = getelementptr inbounds i8, ptr %pk.2, i64 384
  call void @llvm.prefetch.p0(ptr %pkl.2.6, i32 0, i32 3, i32 1)
  %pkl.2.7 = getelementptr inbounds i8, ptr %pk.2, i64 448
  call void @llvm.prefetch.p0(ptr %pkl.2.7, i32 0, i32 3, i32 1)
  br label %dot

dot:
  %d = phi i64 [ 0, %qk ], [ %d.next, %dot ]
  %s.0.0 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.0.0, %dot ]
  %s.0.1 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.0.1, %dot ]
  %s.0.2 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.0.2, %dot ]
  %s.0.3 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.0.3, %dot ]
  %s.0.4 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.0.4, %dot ]
  %s.0.5 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.0.5, %dot ]
  %s.0.6 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.0.6, %dot ]
  %s.0.7 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.0.7, %dot ]
  %s.1.0 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.1.0, %dot ]
  %s.1.1 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.1.1, %dot ]
  %s.1.2 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.1.2, %dot ]
  %s.1.3 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.1.3, %dot ]
  %s.1.4 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.1.4, %dot ]
  %s.1.5 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.1.5, %dot ]
  %s.1.6 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.1.6, %dot ]
  %s.1.7 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.1.7, %dot ]
  %s.2.0 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.2.0, %dot ]
  %s.2.1 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.2.1, %dot ]
  %s.2.2 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.2.2, %dot ]
  %s.2.3 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.2.3, %dot ]
  %s.2.4 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.2.4, %dot ]
  %s.2.5 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.2.5, %dot ]
  %s.2.6 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.2.6, %dot ]
  %s.2.7 = phi <16 x float> [ zeroinitializer, %qk ], [ %sn.2.7, %dot ]
  %dc.0 = add i64 %d, 0
  %qto.0 = mul i64 %dc.0, 16
  %qtp.0 = getelementptr inbounds float, ptr %qT, i64 %qto.0
  %qv.0 = load <16 x float>, ptr %qtp.0, align 64
  %kxp.0.0 = getelementptr inbounds float, ptr %kp.0, i64 %dc.0
  %kx.0.0 = load float, ptr %kxp.0.0, align 4
  %kv.0.0.i = insertelement <16 x float> poison, float %kx.0.0, i64 0
  %kv.0.0 = shufflevector <16 x float> %kv.0.0.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.0.0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.0, <16 x float> %kv.0.0, <16 x float> %s.0.0)
  %kxp.1.0 = getelementptr inbounds float, ptr %kp.1, i64 %dc.0
  %kx.1.0 = load float, ptr %kxp.1.0, align 4
  %kv.1.0.i = insertelement <16 x float> poison, float %kx.1.0, i64 0
  %kv.1.0 = shufflevector <16 x float> %kv.1.0.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.1.0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.0, <16 x float> %kv.1.0, <16 x float> %s.1.0)
  %kxp.2.0 = getelementptr inbounds float, ptr %kp.2, i64 %dc.0
  %kx.2.0 = load float, ptr %kxp.2.0, align 4
  %kv.2.0.i = insertelement <16 x float> poison, float %kx.2.0, i64 0
  %kv.2.0 = shufflevector <16 x float> %kv.2.0.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.2.0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.0, <16 x float> %kv.2.0, <16 x float> %s.2.0)
  %dc.1 = add i64 %d, 1
  %qto.1 = mul i64 %dc.1, 16
  %qtp.1 = getelementptr inbounds float, ptr %qT, i64 %qto.1
  %qv.1 = load <16 x float>, ptr %qtp.1, align 64
  %kxp.0.1 = getelementptr inbounds float, ptr %kp.0, i64 %dc.1
  %kx.0.1 = load float, ptr %kxp.0.1, align 4
  %kv.0.1.i = insertelement <16 x float> poison, float %kx.0.1, i64 0
  %kv.0.1 = shufflevector <16 x float> %kv.0.1.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.0.1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.1, <16 x float> %kv.0.1, <16 x float> %s.0.1)
  %kxp.1.1 = getelementptr inbounds float, ptr %kp.1, i64 %dc.1
  %kx.1.1 = load float, ptr %kxp.1.1, align 4
  %kv.1.1.i = insertelement <16 x float> poison, float %kx.1.1, i64 0
  %kv.1.1 = shufflevector <16 x float> %kv.1.1.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.1.1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.1, <16 x float> %kv.1.1, <16 x float> %s.1.1)
  %kxp.2.1 = getelementptr inbounds float, ptr %kp.2, i64 %dc.1
  %kx.2.1 = load float, ptr %kxp.2.1, align 4
  %kv.2.1.i = insertelement <16 x float> poison, float %kx.2.1, i64 0
  %kv.2.1 = shufflevector <16 x float> %kv.2.1.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.2.1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.1, <16 x float> %kv.2.1, <16 x float> %s.2.1)
  %dc.2 = add i64 %d, 2
  %qto.2 = mul i64 %dc.2, 16
  %qtp.2 = getelementptr inbounds float, ptr %qT, i64 %qto.2
  %qv.2 = load <16 x float>, ptr %qtp.2, align 64
  %kxp.0.2 = getelementptr inbounds float, ptr %kp.0, i64 %dc.2
  %kx.0.2 = load float, ptr %kxp.0.2, align 4
  %kv.0.2.i = insertelement <16 x float> poison, float %kx.0.2, i64 0
  %kv.0.2 = shufflevector <16 x float> %kv.0.2.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.0.2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.2, <16 x float> %kv.0.2, <16 x float> %s.0.2)
  %kxp.1.2 = getelementptr inbounds float, ptr %kp.1, i64 %dc.2
  %kx.1.2 = load float, ptr %kxp.1.2, align 4
  %kv.1.2.i = insertelement <16 x float> poison, float %kx.1.2, i64 0
  %kv.1.2 = shufflevector <16 x float> %kv.1.2.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.1.2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.2, <16 x float> %kv.1.2, <16 x float> %s.1.2)
  %kxp.2.2 = getelementptr inbounds float, ptr %kp.2, i64 %dc.2
  %kx.2.2 = load float, ptr %kxp.2.2, align 4
  %kv.2.2.i = insertelement <16 x float> poison, float %kx.2.2, i64 0
  %kv.2.2 = shufflevector <16 x float> %kv.2.2.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.2.2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.2, <16 x float> %kv.2.2, <16 x float> %s.2.2)
  %dc.3 = add i64 %d, 3
  %qto.3 = mul i64 %dc.3, 16
  %qtp.3 = getelementptr inbounds float, ptr %qT, i64 %qto.3
  %qv.3 = load <16 x float>, ptr %qtp.3, align 64
  %kxp.0.3 = getelementptr inbounds float, ptr %kp.0, i64 %dc.3
  %kx.0.3 = load float, ptr %kxp.0.3, align 4
  %kv.0.3.i = insertelement <16 x float> poison, float %kx.0.3, i64 0
  %kv.0.3 = shufflevector <16 x float> %kv.0.3.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.0.3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.3, <16 x float> %kv.0.3, <16 x float> %s.0.3)
  %kxp.1.3 = getelementptr inbounds float, ptr %kp.1, i64 %dc.3
  %kx.1.3 = load float, ptr %kxp.1.3, align 4
  %kv.1.3.i = insertelement <16 x float> poison, float %kx.1.3, i64 0
  %kv.1.3 = shufflevector <16 x float> %kv.1.3.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.1.3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.3, <16 x float> %kv.1.3, <16 x float> %s.1.3)
  %kxp.2.3 = getelementptr inbounds float, ptr %kp.2, i64 %dc.3
  %kx.2.3 = load float, ptr %kxp.2.3, align 4
  %kv.2.3.i = insertelement <16 x float> poison, float %kx.2.3, i64 0
  %kv.2.3 = shufflevector <16 x float> %kv.2.3.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.2.3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.3, <16 x float> %kv.2.3, <16 x float> %s.2.3)
  %dc.4 = add i64 %d, 4
  %qto.4 = mul i64 %dc.4, 16
  %qtp.4 = getelementptr inbounds float, ptr %qT, i64 %qto.4
  %qv.4 = load <16 x float>, ptr %qtp.4, align 64
  %kxp.0.4 = getelementptr inbounds float, ptr %kp.0, i64 %dc.4
  %kx.0.4 = load float, ptr %kxp.0.4, align 4
  %kv.0.4.i = insertelement <16 x float> poison, float %kx.0.4, i64 0
  %kv.0.4 = shufflevector <16 x float> %kv.0.4.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.0.4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.4, <16 x float> %kv.0.4, <16 x float> %s.0.4)
  %kxp.1.4 = getelementptr inbounds float, ptr %kp.1, i64 %dc.4
  %kx.1.4 = load float, ptr %kxp.1.4, align 4
  %kv.1.4.i = insertelement <16 x float> poison, float %kx.1.4, i64 0
  %kv.1.4 = shufflevector <16 x float> %kv.1.4.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.1.4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.4, <16 x float> %kv.1.4, <16 x float> %s.1.4)
  %kxp.2.4 = getelementptr inbounds float, ptr %kp.2, i64 %dc.4
  %kx.2.4 = load float, ptr %kxp.2.4, align 4
  %kv.2.4.i = insertelement <16 x float> poison, float %kx.2.4, i64 0
  %kv.2.4 = shufflevector <16 x float> %kv.2.4.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.2.4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.4, <16 x float> %kv.2.4, <16 x float> %s.2.4)
  %dc.5 = add i64 %d, 5
  %qto.5 = mul i64 %dc.5, 16
  %qtp.5 = getelementptr inbounds float, ptr %qT, i64 %qto.5
  %qv.5 = load <16 x float>, ptr %qtp.5, align 64
  %kxp.0.5 = getelementptr inbounds float, ptr %kp.0, i64 %dc.5
  %kx.0.5 = load float, ptr %kxp.0.5, align 4
  %kv.0.5.i = insertelement <16 x float> poison, float %kx.0.5, i64 0
  %kv.0.5 = shufflevector <16 x float> %kv.0.5.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.0.5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.5, <16 x float> %kv.0.5, <16 x float> %s.0.5)
  %kxp.1.5 = getelementptr inbounds float, ptr %kp.1, i64 %dc.5
  %kx.1.5 = load float, ptr %kxp.1.5, align 4
  %kv.1.5.i = insertelement <16 x float> poison, float %kx.1.5, i64 0
  %kv.1.5 = shufflevector <16 x float> %kv.1.5.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.1.5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.5, <16 x float> %kv.1.5, <16 x float> %s.1.5)
  %kxp.2.5 = getelementptr inbounds float, ptr %kp.2, i64 %dc.5
  %kx.2.5 = load float, ptr %kxp.2.5, align 4
  %kv.2.5.i = insertelement <16 x float> poison, float %kx.2.5, i64 0
  %kv.2.5 = shufflevector <16 x float> %kv.2.5.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.2.5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.5, <16 x float> %kv.2.5, <16 x float> %s.2.5)
  %dc.6 = add i64 %d, 6
  %qto.6 = mul i64 %dc.6, 16
  %qtp.6 = getelementptr inbounds float, ptr %qT, i64 %qto.6
  %qv.6 = load <16 x float>, ptr %qtp.6, align 64
  %kxp.0.6 = getelementptr inbounds float, ptr %kp.0, i64 %dc.6
  %kx.0.6 = load float, ptr %kxp.0.6, align 4
  %kv.0.6.i = insertelement <16 x float> poison, float %kx.0.6, i64 0
  %kv.0.6 = shufflevector <16 x float> %kv.0.6.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.0.6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.6, <16 x float> %kv.0.6, <16 x float> %s.0.6)
  %kxp.1.6 = getelementptr inbounds float, ptr %kp.1, i64 %dc.6
  %kx.1.6 = load float, ptr %kxp.1.6, align 4
  %kv.1.6.i = insertelement <16 x float> poison, float %kx.1.6, i64 0
  %kv.1.6 = shufflevector <16 x float> %kv.1.6.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.1.6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.6, <16 x float> %kv.1.6, <16 x float> %s.1.6)
  %kxp.2.6 = getelementptr inbounds float, ptr %kp.2, i64 %dc.6
  %kx.2.6 = load float, ptr %kxp.2.6, align 4
  %kv.2.6.i = insertelement <16 x float> poison, float %kx.2.6, i64 0
  %kv.2.6 = shufflevector <16 x float> %kv.2.6.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.2.6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.6, <16 x float> %kv.2.6, <16 x float> %s.2.6)
  %dc.7 = add i64 %d, 7
  %qto.7 = mul i64 %dc.7, 16
  %qtp.7 = getelementptr inbounds float, ptr %qT, i64 %qto.7
  %qv.7 = load <16 x float>, ptr %qtp.7, align 64
  %kxp.0.7 = getelementptr inbounds float, ptr %kp.0, i64 %dc.7
  %kx.0.7 = load float, ptr %kxp.0.7, align 4
  %kv.0.7.i = insertelement <16 x float> poison, float %kx.0.7, i64 0
  %kv.0.7 = shufflevector <16 x float> %kv.0.7.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.0.7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.7, <16 x float> %kv.0.7, <16 x float> %s.0.7)
  %kxp.1.7 = getelementptr inbounds float, ptr %kp.1, i64 %dc.7
  %kx.1.7 = load float, ptr %kxp.1.7, align 4
  %kv.1.7.i = insertelement <16 x float> poison, float %kx.1.7, i64 0
  %kv.1.7 = shufflevector <16 x float> %kv.1.7.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.1.7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.7, <16 x float> %kv.1.7, <16 x float> %s.1.7)
  %kxp.2.7 = getelementptr inbounds float, ptr %kp.2, i64 %dc.7
  %kx.2.7 = load float, ptr %kxp.2.7, align 4
  %kv.2.7.i = insertelement <16 x float> poison, float %kx.2.7, i64 0
  %kv.2.7 = shufflevector <16 x float> %kv.2.7.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sn.2.7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %qv.7, <16 x float> %kv.2.7, <16 x float> %s.2.7)
  %d.next = add i64 %d, 8
  %d.more = icmp ult i64 %d.next, 128
  br i1 %d.more, label %dot, label %qk.end

qk.end:
  %t0.0 = fadd <16 x float> %sn.0.0, %sn.0.1
  %t1.0 = fadd <16 x float> %sn.0.2, %sn.0.3
  %t2.0 = fadd <16 x float> %sn.0.4, %sn.0.5
  %t3.0 = fadd <16 x float> %sn.0.6, %sn.0.7
  %u0.0 = fadd <16 x float> %t0.0, %t1.0
  %u1.0 = fadd <16 x float> %t2.0, %t3.0
  %dt.0 = fadd <16 x float> %u0.0, %u1.0
  %sc.0 = fmul <16 x float> %dt.0, <float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000>
  ; key j at or past row r's end gets -inf
  %kji.0 = trunc i64 %kj.0 to i32
  %kjv.0.i = insertelement <16 x i32> poison, i32 %kji.0, i64 0
  %kjv.0 = shufflevector <16 x i32> %kjv.0.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %ok.0 = icmp slt <16 x i32> %kjv.0, %kendv
  %sm.0 = select <16 x i1> %ok.0, <16 x float> %sc.0, <16 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>
  %sj.0 = add i64 %jg, 0
  %so.0 = mul i64 %sj.0, 16
  %sp.0 = getelementptr inbounds float, ptr %sb, i64 %so.0
  store <16 x float> %sm.0, ptr %sp.0, align 64
  %t0.1 = fadd <16 x float> %sn.1.0, %sn.1.1
  %t1.1 = fadd <16 x float> %sn.1.2, %sn.1.3
  %t2.1 = fadd <16 x float> %sn.1.4, %sn.1.5
  %t3.1 = fadd <16 x float> %sn.1.6, %sn.1.7
  %u0.1 = fadd <16 x float> %t0.1, %t1.1
  %u1.1 = fadd <16 x float> %t2.1, %t3.1
  %dt.1 = fadd <16 x float> %u0.1, %u1.1
  %sc.1 = fmul <16 x float> %dt.1, <float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000>
  ; key j at or past row r's end gets -inf
  %kji.1 = trunc i64 %kj.1 to i32
  %kjv.1.i = insertelement <16 x i32> poison, i32 %kji.1, i64 0
  %kjv.1 = shufflevector <16 x i32> %kjv.1.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %ok.1 = icmp slt <16 x i32> %kjv.1, %kendv
  %sm.1 = select <16 x i1> %ok.1, <16 x float> %sc.1, <16 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>
  %sj.1 = add i64 %jg, 1
  %so.1 = mul i64 %sj.1, 16
  %sp.1 = getelementptr inbounds float, ptr %sb, i64 %so.1
  store <16 x float> %sm.1, ptr %sp.1, align 64
  %t0.2 = fadd <16 x float> %sn.2.0, %sn.2.1
  %t1.2 = fadd <16 x float> %sn.2.2, %sn.2.3
  %t2.2 = fadd <16 x float> %sn.2.4, %sn.2.5
  %t3.2 = fadd <16 x float> %sn.2.6, %sn.2.7
  %u0.2 = fadd <16 x float> %t0.2, %t1.2
  %u1.2 = fadd <16 x float> %t2.2, %t3.2
  %dt.2 = fadd <16 x float> %u0.2, %u1.2
  %sc.2 = fmul <16 x float> %dt.2, <float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000>
  ; key j at or past row r's end gets -inf
  %kji.2 = trunc i64 %kj.2 to i32
  %kjv.2.i = insertelement <16 x i32> poison, i32 %kji.2, i64 0
  %kjv.2 = shufflevector <16 x i32> %kjv.2.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %ok.2 = icmp slt <16 x i32> %kjv.2, %kendv
  %sm.2 = select <16 x i1> %ok.2, <16 x float> %sc.2, <16 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>
  %sj.2 = add i64 %jg, 2
  %so.2 = mul i64 %sj.2, 16
  %sp.2 = getelementptr inbounds float, ptr %sb, i64 %so.2
  store <16 x float> %sm.2, ptr %sp.2, align 64
  %jg.next = add i64 %jg, 3
  %jg.more = icmp slt i64 %jg.next, %nk
  br i1 %jg.more, label %qk, label %max

  ; the block's max per row, the new running max and the rescale factor
max:
  %jm = phi i64 [ 0, %qk.end ], [ %jm.next, %max ]
  %bm = phi <16 x float> [ <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, %qk.end ], [ %bmn, %max ]
  %mo = mul i64 %jm, 16
  %mp = getelementptr inbounds float, ptr %sb, i64 %mo
  %mv = load <16 x float>, ptr %mp, align 64
  %mgt = fcmp ogt <16 x float> %mv, %bm
  %bmn = select <16 x i1> %mgt, <16 x float> %mv, <16 x float> %bm
  %jm.next = add i64 %jm, 1
  %jm.more = icmp slt i64 %jm.next, %nk
  br i1 %jm.more, label %max, label %rescale

rescale:
  %mgt2 = fcmp ogt <16 x float> %bmn, %M
  %Mn = select <16 x i1> %mgt2, <16 x float> %bmn, <16 x float> %M
  %dM = fsub <16 x float> %M, %Mn
  %corr.lt = fcmp olt <16 x float> %dM, <float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0>
  %corr.x0 = select <16 x i1> %corr.lt, <16 x float> <float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0>, <16 x float> %dM
  %corr.gt = fcmp ogt <16 x float> %corr.x0, <float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0>
  %corr.xc = select <16 x i1> %corr.gt, <16 x float> <float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0>, <16 x float> %corr.x0
  %corr.t = fmul <16 x float> %corr.xc, <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>
  %corr.j1 = fadd <16 x float> %corr.t, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %corr.j = fsub <16 x float> %corr.j1, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %corr.jc1 = fmul <16 x float> %corr.j, <float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000>
  %corr.r1 = fsub <16 x float> %corr.xc, %corr.jc1
  %corr.r = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %corr.j, <16 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <16 x float> %corr.r1)
  %corr.p0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <16 x float> %corr.r, <16 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %corr.p1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %corr.p0, <16 x float> %corr.r, <16 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %corr.p2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %corr.p1, <16 x float> %corr.r, <16 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %corr.p3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %corr.p2, <16 x float> %corr.r, <16 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %corr.p4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %corr.p3, <16 x float> %corr.r, <16 x float> <float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000>)
  %corr.rr = fmul <16 x float> %corr.r, %corr.r
  %corr.p5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %corr.p4, <16 x float> %corr.rr, <16 x float> %corr.r)
  %corr.e = fadd <16 x float> %corr.p5, <float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0>
  %corr.ji0 = fptosi <16 x float> %corr.j to <16 x i32>
  %corr.ji = freeze <16 x i32> %corr.ji0
  %corr.ja = ashr <16 x i32> %corr.ji, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %corr.jb = sub <16 x i32> %corr.ji, %corr.ja
  %corr.ea = add <16 x i32> %corr.ja, <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>
  %corr.eb = add <16 x i32> %corr.jb, <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>
  %corr.ba = shl <16 x i32> %corr.ea, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %corr.bb = shl <16 x i32> %corr.eb, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %corr.sa = bitcast <16 x i32> %corr.ba to <16 x float>
  %corr.sb = bitcast <16 x i32> %corr.bb to <16 x float>
  %corr.ya = fmul <16 x float> %corr.e, %corr.sa
  %corr = fmul <16 x float> %corr.ya, %corr.sb
  br label %expl

  ; p_j = exp(s_j - M'), in place, and their sum
expl:
  %je = phi i64 [ 0, %rescale ], [ %je.next, %expl ]
  %ls = phi <16 x float> [ zeroinitializer, %rescale ], [ %lsn, %expl ]
  %eo = mul i64 %je, 16
  %ep = getelementptr inbounds float, ptr %sb, i64 %eo
  %ev = load <16 x float>, ptr %ep, align 64
  %es = fsub <16 x float> %ev, %Mn
  %pj.lt = fcmp olt <16 x float> %es, <float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0>
  %pj.x0 = select <16 x i1> %pj.lt, <16 x float> <float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0>, <16 x float> %es
  %pj.gt = fcmp ogt <16 x float> %pj.x0, <float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0>
  %pj.xc = select <16 x i1> %pj.gt, <16 x float> <float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0>, <16 x float> %pj.x0
  %pj.t = fmul <16 x float> %pj.xc, <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>
  %pj.j1 = fadd <16 x float> %pj.t, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %pj.j = fsub <16 x float> %pj.j1, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %pj.jc1 = fmul <16 x float> %pj.j, <float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000>
  %pj.r1 = fsub <16 x float> %pj.xc, %pj.jc1
  %pj.r = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %pj.j, <16 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <16 x float> %pj.r1)
  %pj.p0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <16 x float> %pj.r, <16 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %pj.p1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %pj.p0, <16 x float> %pj.r, <16 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %pj.p2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %pj.p1, <16 x float> %pj.r, <16 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %pj.p3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %pj.p2, <16 x float> %pj.r, <16 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %pj.p4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %pj.p3, <16 x float> %pj.r, <16 x float> <float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000>)
  %pj.rr = fmul <16 x float> %pj.r, %pj.r
  %pj.p5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %pj.p4, <16 x float> %pj.rr, <16 x float> %pj.r)
  %pj.e = fadd <16 x float> %pj.p5, <float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0>
  %pj.ji0 = fptosi <16 x float> %pj.j to <16 x i32>
  %pj.ji = freeze <16 x i32> %pj.ji0
  %pj.ja = ashr <16 x i32> %pj.ji, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %pj.jb = sub <16 x i32> %pj.ji, %pj.ja
  %pj.ea = add <16 x i32> %pj.ja, <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>
  %pj.eb = add <16 x i32> %pj.jb, <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>
  %pj.ba = shl <16 x i32> %pj.ea, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %pj.bb = shl <16 x i32> %pj.eb, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %pj.sa = bitcast <16 x i32> %pj.ba to <16 x float>
  %pj.sb = bitcast <16 x i32> %pj.bb to <16 x float>
  %pj.ya = fmul <16 x float> %pj.e, %pj.sa
  %pj = fmul <16 x float> %pj.ya, %pj.sb
  store <16 x float> %pj, ptr %ep, align 64
  %lsn = fadd <16 x float> %ls, %pj
  %je.next = add i64 %je, 1
  %je.more = icmp slt i64 %je.next, %nk
  br i1 %je.more, label %expl, label %lupd

lupd:
  %Lc = fmul <16 x float> %L, %corr
  %Ln = fadd <16 x float> %Lc, %lsn
  br label %pv

  ; acc^T[d][r] = acc^T[d][r] c[r] + sum_j v_j[d] p_j[r], 16 dims at a time
pv:
  %dc = phi i64 [ 0, %lupd ], [ %dc.next, %pv.next ]
  %dco = mul i64 %dc, 16
  %ado.0.0 = add i64 %dco, 0
  %ado.0 = mul i64 %ado.0.0, 16
  %adp.0 = getelementptr inbounds float, ptr %accT, i64 %ado.0
  %adl.0 = load <16 x float>, ptr %adp.0, align 64
  %ad0.0 = fmul <16 x float> %adl.0, %corr
  %ado.1.0 = add i64 %dco, 1
  %ado.1 = mul i64 %ado.1.0, 16
  %adp.1 = getelementptr inbounds float, ptr %accT, i64 %ado.1
  %adl.1 = load <16 x float>, ptr %adp.1, align 64
  %ad0.1 = fmul <16 x float> %adl.1, %corr
  %ado.2.0 = add i64 %dco, 2
  %ado.2 = mul i64 %ado.2.0, 16
  %adp.2 = getelementptr inbounds float, ptr %accT, i64 %ado.2
  %adl.2 = load <16 x float>, ptr %adp.2, align 64
  %ad0.2 = fmul <16 x float> %adl.2, %corr
  %ado.3.0 = add i64 %dco, 3
  %ado.3 = mul i64 %ado.3.0, 16
  %adp.3 = getelementptr inbounds float, ptr %accT, i64 %ado.3
  %adl.3 = load <16 x float>, ptr %adp.3, align 64
  %ad0.3 = fmul <16 x float> %adl.3, %corr
  %ado.4.0 = add i64 %dco, 4
  %ado.4 = mul i64 %ado.4.0, 16
  %adp.4 = getelementptr inbounds float, ptr %accT, i64 %ado.4
  %adl.4 = load <16 x float>, ptr %adp.4, align 64
  %ad0.4 = fmul <16 x float> %adl.4, %corr
  %ado.5.0 = add i64 %dco, 5
  %ado.5 = mul i64 %ado.5.0, 16
  %adp.5 = getelementptr inbounds float, ptr %accT, i64 %ado.5
  %adl.5 = load <16 x float>, ptr %adp.5, align 64
  %ad0.5 = fmul <16 x float> %adl.5, %corr
  %ado.6.0 = add i64 %dco, 6
  %ado.6 = mul i64 %ado.6.0, 16
  %adp.6 = getelementptr inbounds float, ptr %accT, i64 %ado.6
  %adl.6 = load <16 x float>, ptr %adp.6, align 64
  %ad0.6 = fmul <16 x float> %adl.6, %corr
  %ado.7.0 = add i64 %dco, 7
  %ado.7 = mul i64 %ado.7.0, 16
  %adp.7 = getelementptr inbounds float, ptr %accT, i64 %ado.7
  %adl.7 = load <16 x float>, ptr %adp.7, align 64
  %ad0.7 = fmul <16 x float> %adl.7, %corr
  %ado.8.0 = add i64 %dco, 8
  %ado.8 = mul i64 %ado.8.0, 16
  %adp.8 = getelementptr inbounds float, ptr %accT, i64 %ado.8
  %adl.8 = load <16 x float>, ptr %adp.8, align 64
  %ad0.8 = fmul <16 x float> %adl.8, %corr
  %ado.9.0 = add i64 %dco, 9
  %ado.9 = mul i64 %ado.9.0, 16
  %adp.9 = getelementptr inbounds float, ptr %accT, i64 %ado.9
  %adl.9 = load <16 x float>, ptr %adp.9, align 64
  %ad0.9 = fmul <16 x float> %adl.9, %corr
  %ado.10.0 = add i64 %dco, 10
  %ado.10 = mul i64 %ado.10.0, 16
  %adp.10 = getelementptr inbounds float, ptr %accT, i64 %ado.10
  %adl.10 = load <16 x float>, ptr %adp.10, align 64
  %ad0.10 = fmul <16 x float> %adl.10, %corr
  %ado.11.0 = add i64 %dco, 11
  %ado.11 = mul i64 %ado.11.0, 16
  %adp.11 = getelementptr inbounds float, ptr %accT, i64 %ado.11
  %adl.11 = load <16 x float>, ptr %adp.11, align 64
  %ad0.11 = fmul <16 x float> %adl.11, %corr
  %ado.12.0 = add i64 %dco, 12
  %ado.12 = mul i64 %ado.12.0, 16
  %adp.12 = getelementptr inbounds float, ptr %accT, i64 %ado.12
  %adl.12 = load <16 x float>, ptr %adp.12, align 64
  %ad0.12 = fmul <16 x float> %adl.12, %corr
  %ado.13.0 = add i64 %dco, 13
  %ado.13 = mul i64 %ado.13.0, 16
  %adp.13 = getelementptr inbounds float, ptr %accT, i64 %ado.13
  %adl.13 = load <16 x float>, ptr %adp.13, align 64
  %ad0.13 = fmul <16 x float> %adl.13, %corr
  %ado.14.0 = add i64 %dco, 14
  %ado.14 = mul i64 %ado.14.0, 16
  %adp.14 = getelementptr inbounds float, ptr %accT, i64 %ado.14
  %adl.14 = load <16 x float>, ptr %adp.14, align 64
  %ad0.14 = fmul <16 x float> %adl.14, %corr
  %ado.15.0 = add i64 %dco, 15
  %ado.15 = mul i64 %ado.15.0, 16
  %adp.15 = getelementptr inbounds float, ptr %accT, i64 %ado.15
  %adl.15 = load <16 x float>, ptr %adp.15, align 64
  %ad0.15 = fmul <16 x float> %adl.15, %corr
  %vdc = getelementptr inbounds float, ptr %vbase, i64 %dco
  br label %pvk

pvk:
  %jv = phi i64 [ 0, %pv ], [ %jv.next, %pvk ]
  %ad.0 = phi <16 x float> [ %ad0.0, %pv ], [ %adn.0, %pvk ]
  %ad.1 = phi <16 x float> [ %ad0.1, %pv ], [ %adn.1, %pvk ]
  %ad.2 = phi <16 x float> [ %ad0.2, %pv ], [ %adn.2, %pvk ]
  %ad.3 = phi <16 x float> [ %ad0.3, %pv ], [ %adn.3, %pvk ]
  %ad.4 = phi <16 x float> [ %ad0.4, %pv ], [ %adn.4, %pvk ]
  %ad.5 = phi <16 x float> [ %ad0.5, %pv ], [ %adn.5, %pvk ]
  %ad.6 = phi <16 x float> [ %ad0.6, %pv ], [ %adn.6, %pvk ]
  %ad.7 = phi <16 x float> [ %ad0.7, %pv ], [ %adn.7, %pvk ]
  %ad.8 = phi <16 x float> [ %ad0.8, %pv ], [ %adn.8, %pvk ]
  %ad.9 = phi <16 x float> [ %ad0.9, %pv ], [ %adn.9, %pvk ]
  %ad.10 = phi <16 x float> [ %ad0.10, %pv ], [ %adn.10, %pvk ]
  %ad.11 = phi <16 x float> [ %ad0.11, %pv ], [ %adn.11, %pvk ]
  %ad.12 = phi <16 x float> [ %ad0.12, %pv ], [ %adn.12, %pvk ]
  %ad.13 = phi <16 x float> [ %ad0.13, %pv ], [ %adn.13, %pvk ]
  %ad.14 = phi <16 x float> [ %ad0.14, %pv ], [ %adn.14, %pvk ]
  %ad.15 = phi <16 x float> [ %ad0.15, %pv ], [ %adn.15, %pvk ]
  %po = mul i64 %jv, 16
  %pp = getelementptr inbounds float, ptr %sb, i64 %po
  %pvv = load <16 x float>, ptr %pp, align 64
  %kvj = add i64 %kb, %jv
  %vo = mul i64 %kvj, 512
  %vr = getelementptr inbounds float, ptr %vdc, i64 %vo
  ; prefetch this chunk of the value 8 keys ahead (clamped to the item's last key)
  %pv.0 = add i64 %kvj, 8
  %pvin = icmp slt i64 %pv.0, %kend
  %pvc = select i1 %pvin, i64 %pv.0, i64 %kend.1
  %pvo = mul i64 %pvc, 512
  %pvr = getelementptr inbounds float, ptr %vdc, i64 %pvo
  call void @llvm.prefetch.p0(ptr %pvr, i32 0, i32 3, i32 1)
  %vxp.0 = getelementptr inbounds float, ptr %vr, i64 0
  %vx.0 = load float, ptr %vxp.0, align 4
  %vv.0.i = insertelement <16 x float> poison, float %vx.0, i64 0
  %vv.0 = shufflevector <16 x float> %vv.0.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.0, <16 x float> %pvv, <16 x float> %ad.0)
  %vxp.1 = getelementptr inbounds float, ptr %vr, i64 1
  %vx.1 = load float, ptr %vxp.1, align 4
  %vv.1.i = insertelement <16 x float> poison, float %vx.1, i64 0
  %vv.1 = shufflevector <16 x float> %vv.1.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.1, <16 x float> %pvv, <16 x float> %ad.1)
  %vxp.2 = getelementptr inbounds float, ptr %vr, i64 2
  %vx.2 = load float, ptr %vxp.2, align 4
  %vv.2.i = insertelement <16 x float> poison, float %vx.2, i64 0
  %vv.2 = shufflevector <16 x float> %vv.2.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.2, <16 x float> %pvv, <16 x float> %ad.2)
  %vxp.3 = getelementptr inbounds float, ptr %vr, i64 3
  %vx.3 = load float, ptr %vxp.3, align 4
  %vv.3.i = insertelement <16 x float> poison, float %vx.3, i64 0
  %vv.3 = shufflevector <16 x float> %vv.3.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.3, <16 x float> %pvv, <16 x float> %ad.3)
  %vxp.4 = getelementptr inbounds float, ptr %vr, i64 4
  %vx.4 = load float, ptr %vxp.4, align 4
  %vv.4.i = insertelement <16 x float> poison, float %vx.4, i64 0
  %vv.4 = shufflevector <16 x float> %vv.4.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.4, <16 x float> %pvv, <16 x float> %ad.4)
  %vxp.5 = getelementptr inbounds float, ptr %vr, i64 5
  %vx.5 = load float, ptr %vxp.5, align 4
  %vv.5.i = insertelement <16 x float> poison, float %vx.5, i64 0
  %vv.5 = shufflevector <16 x float> %vv.5.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.5, <16 x float> %pvv, <16 x float> %ad.5)
  %vxp.6 = getelementptr inbounds float, ptr %vr, i64 6
  %vx.6 = load float, ptr %vxp.6, align 4
  %vv.6.i = insertelement <16 x float> poison, float %vx.6, i64 0
  %vv.6 = shufflevector <16 x float> %vv.6.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.6, <16 x float> %pvv, <16 x float> %ad.6)
  %vxp.7 = getelementptr inbounds float, ptr %vr, i64 7
  %vx.7 = load float, ptr %vxp.7, align 4
  %vv.7.i = insertelement <16 x float> poison, float %vx.7, i64 0
  %vv.7 = shufflevector <16 x float> %vv.7.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.7, <16 x float> %pvv, <16 x float> %ad.7)
  %vxp.8 = getelementptr inbounds float, ptr %vr, i64 8
  %vx.8 = load float, ptr %vxp.8, align 4
  %vv.8.i = insertelement <16 x float> poison, float %vx.8, i64 0
  %vv.8 = shufflevector <16 x float> %vv.8.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.8, <16 x float> %pvv, <16 x float> %ad.8)
  %vxp.9 = getelementptr inbounds float, ptr %vr, i64 9
  %vx.9 = load float, ptr %vxp.9, align 4
  %vv.9.i = insertelement <16 x float> poison, float %vx.9, i64 0
  %vv.9 = shufflevector <16 x float> %vv.9.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.9, <16 x float> %pvv, <16 x float> %ad.9)
  %vxp.10 = getelementptr inbounds float, ptr %vr, i64 10
  %vx.10 = load float, ptr %vxp.10, align 4
  %vv.10.i = insertelement <16 x float> poison, float %vx.10, i64 0
  %vv.10 = shufflevector <16 x float> %vv.10.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.10, <16 x float> %pvv, <16 x float> %ad.10)
  %vxp.11 = getelementptr inbounds float, ptr %vr, i64 11
  %vx.11 = load float, ptr %vxp.11, align 4
  %vv.11.i = insertelement <16 x float> poison, float %vx.11, i64 0
  %vv.11 = shufflevector <16 x float> %vv.11.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.11, <16 x float> %pvv, <16 x float> %ad.11)
  %vxp.12 = getelementptr inbounds float, ptr %vr, i64 12
  %vx.12 = load float, ptr %vxp.12, align 4
  %vv.12.i = insertelement <16 x float> poison, float %vx.12, i64 0
  %vv.12 = shufflevector <16 x float> %vv.12.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.12, <16 x float> %pvv, <16 x float> %ad.12)
  %vxp.13 = getelementptr inbounds float, ptr %vr, i64 13
  %vx.13 = load float, ptr %vxp.13, align 4
  %vv.13.i = insertelement <16 x float> poison, float %vx.13, i64 0
  %vv.13 = shufflevector <16 x float> %vv.13.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.13, <16 x float> %pvv, <16 x float> %ad.13)
  %vxp.14 = getelementptr inbounds float, ptr %vr, i64 14
  %vx.14 = load float, ptr %vxp.14, align 4
  %vv.14.i = insertelement <16 x float> poison, float %vx.14, i64 0
  %vv.14 = shufflevector <16 x float> %vv.14.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.14, <16 x float> %pvv, <16 x float> %ad.14)
  %vxp.15 = getelementptr inbounds float, ptr %vr, i64 15
  %vx.15 = load float, ptr %vxp.15, align 4
  %vv.15.i = insertelement <16 x float> poison, float %vx.15, i64 0
  %vv.15 = shufflevector <16 x float> %vv.15.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.15, <16 x float> %pvv, <16 x float> %ad.15)
  %jv.next = add i64 %jv, 1
  %jv.more = icmp slt i64 %jv.next, %nk
  br i1 %jv.more, label %pvk, label %pv.next

pv.next:
  store <16 x float> %adn.0, ptr %adp.0, align 64
  store <16 x float> %adn.1, ptr %adp.1, align 64
  store <16 x float> %adn.2, ptr %adp.2, align 64
  store <16 x float> %adn.3, ptr %adp.3, align 64
  store <16 x float> %adn.4, ptr %adp.4, align 64
  store <16 x float> %adn.5, ptr %adp.5, align 64
  store <16 x float> %adn.6, ptr %adp.6, align 64
  store <16 x float> %adn.7, ptr %adp.7, align 64
  store <16 x float> %adn.8, ptr %adp.8, align 64
  store <16 x float> %adn.9, ptr %adp.9, align 64
  store <16 x float> %adn.10, ptr %adp.10, align 64
  store <16 x float> %adn.11, ptr %adp.11, align 64
  store <16 x float> %adn.12, ptr %adp.12, align 64
  store <16 x float> %adn.13, ptr %adp.13, align 64
  store <16 x float> %adn.14, ptr %adp.14, align 64
  store <16 x float> %adn.15, ptr %adp.15, align 64
  %dc.next = add i64 %dc, 1
  %dc.more = icmp ult i64 %dc.next, 8
  br i1 %dc.more, label %pv, label %pv.end

pv.end:
  %kb.next = add i64 %kb, 256
  %kb.more = icmp slt i64 %kb.next, %kend
  br i1 %kb.more, label %block, label %fin

  ; y[r][d] = acc^T[d][r] / L[r], transposed back to rows; rows past m are not stored
fin:
  %inv = fdiv <16 x float> <float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0>, %Ln
  %fa.0.0 = getelementptr inbounds float, ptr %accT, i64 0
  %fl.0.0 = load <16 x float>, ptr %fa.0.0, align 64
  %fo.0.0 = fmul <16 x float> %fl.0.0, %inv
  %fa.0.1 = getelementptr inbounds float, ptr %accT, i64 16
  %fl.0.1 = load <16 x float>, ptr %fa.0.1, align 64
  %fo.0.1 = fmul <16 x float> %fl.0.1, %inv
  %fa.0.2 = getelementptr inbounds float, ptr %accT, i64 32
  %fl.0.2 = load <16 x float>, ptr %fa.0.2, align 64
  %fo.0.2 = fmul <16 x float> %fl.0.2, %inv
  %fa.0.3 = getelementptr inbounds float, ptr %accT, i64 48
  %fl.0.3 = load <16 x float>, ptr %fa.0.3, align 64
  %fo.0.3 = fmul <16 x float> %fl.0.3, %inv
  %fa.0.4 = getelementptr inbounds float, ptr %accT, i64 64
  %fl.0.4 = load <16 x float>, ptr %fa.0.4, align 64
  %fo.0.4 = fmul <16 x float> %fl.0.4, %inv
  %fa.0.5 = getelementptr inbounds float, ptr %accT, i64 80
  %fl.0.5 = load <16 x float>, ptr %fa.0.5, align 64
  %fo.0.5 = fmul <16 x float> %fl.0.5, %inv
  %fa.0.6 = getelementptr inbounds float, ptr %accT, i64 96
  %fl.0.6 = load <16 x float>, ptr %fa.0.6, align 64
  %fo.0.6 = fmul <16 x float> %fl.0.6, %inv
  %fa.0.7 = getelementptr inbounds float, ptr %accT, i64 112
  %fl.0.7 = load <16 x float>, ptr %fa.0.7, align 64
  %fo.0.7 = fmul <16 x float> %fl.0.7, %inv
  %fa.0.8 = getelementptr inbounds float, ptr %accT, i64 128
  %fl.0.8 = load <16 x float>, ptr %fa.0.8, align 64
  %fo.0.8 = fmul <16 x float> %fl.0.8, %inv
  %fa.0.9 = getelementptr inbounds float, ptr %accT, i64 144
  %fl.0.9 = load <16 x float>, ptr %fa.0.9, align 64
  %fo.0.9 = fmul <16 x float> %fl.0.9, %inv
  %fa.0.10 = getelementptr inbounds float, ptr %accT, i64 160
  %fl.0.10 = load <16 x float>, ptr %fa.0.10, align 64
  %fo.0.10 = fmul <16 x float> %fl.0.10, %inv
  %fa.0.11 = getelementptr inbounds float, ptr %accT, i64 176
  %fl.0.11 = load <16 x float>, ptr %fa.0.11, align 64
  %fo.0.11 = fmul <16 x float> %fl.0.11, %inv
  %fa.0.12 = getelementptr inbounds float, ptr %accT, i64 192
  %fl.0.12 = load <16 x float>, ptr %fa.0.12, align 64
  %fo.0.12 = fmul <16 x float> %fl.0.12, %inv
  %fa.0.13 = getelementptr inbounds float, ptr %accT, i64 208
  %fl.0.13 = load <16 x float>, ptr %fa.0.13, align 64
  %fo.0.13 = fmul <16 x float> %fl.0.13, %inv
  %fa.0.14 = getelementptr inbounds float, ptr %accT, i64 224
  %fl.0.14 = load <16 x float>, ptr %fa.0.14, align 64
  %fo.0.14 = fmul <16 x float> %fl.0.14, %inv
  %fa.0.15 = getelementptr inbounds float, ptr %accT, i64 240
  %fl.0.15 = load <16 x float>, ptr %fa.0.15, align 64
  %fo.0.15 = fmul <16 x float> %fl.0.15, %inv
  %ot0.0.0 = shufflevector <16 x float> %fo.0.0, <16 x float> %fo.0.1, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot0.0.1 = shufflevector <16 x float> %fo.0.0, <16 x float> %fo.0.1, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot0.0.2 = shufflevector <16 x float> %fo.0.2, <16 x float> %fo.0.3, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot0.0.3 = shufflevector <16 x float> %fo.0.2, <16 x float> %fo.0.3, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot0.0.4 = shufflevector <16 x float> %fo.0.4, <16 x float> %fo.0.5, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot0.0.5 = shufflevector <16 x float> %fo.0.4, <16 x float> %fo.0.5, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot0.0.6 = shufflevector <16 x float> %fo.0.6, <16 x float> %fo.0.7, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot0.0.7 = shufflevector <16 x float> %fo.0.6, <16 x float> %fo.0.7, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot0.0.8 = shufflevector <16 x float> %fo.0.8, <16 x float> %fo.0.9, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot0.0.9 = shufflevector <16 x float> %fo.0.8, <16 x float> %fo.0.9, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot0.0.10 = shufflevector <16 x float> %fo.0.10, <16 x float> %fo.0.11, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot0.0.11 = shufflevector <16 x float> %fo.0.10, <16 x float> %fo.0.11, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot0.0.12 = shufflevector <16 x float> %fo.0.12, <16 x float> %fo.0.13, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot0.0.13 = shufflevector <16 x float> %fo.0.12, <16 x float> %fo.0.13, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot0.0.14 = shufflevector <16 x float> %fo.0.14, <16 x float> %fo.0.15, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot0.0.15 = shufflevector <16 x float> %fo.0.14, <16 x float> %fo.0.15, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot0.1.0 = shufflevector <16 x float> %ot0.0.0, <16 x float> %ot0.0.2, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot0.1.2 = shufflevector <16 x float> %ot0.0.0, <16 x float> %ot0.0.2, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot0.1.1 = shufflevector <16 x float> %ot0.0.1, <16 x float> %ot0.0.3, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot0.1.3 = shufflevector <16 x float> %ot0.0.1, <16 x float> %ot0.0.3, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot0.1.4 = shufflevector <16 x float> %ot0.0.4, <16 x float> %ot0.0.6, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot0.1.6 = shufflevector <16 x float> %ot0.0.4, <16 x float> %ot0.0.6, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot0.1.5 = shufflevector <16 x float> %ot0.0.5, <16 x float> %ot0.0.7, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot0.1.7 = shufflevector <16 x float> %ot0.0.5, <16 x float> %ot0.0.7, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot0.1.8 = shufflevector <16 x float> %ot0.0.8, <16 x float> %ot0.0.10, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot0.1.10 = shufflevector <16 x float> %ot0.0.8, <16 x float> %ot0.0.10, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot0.1.9 = shufflevector <16 x float> %ot0.0.9, <16 x float> %ot0.0.11, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot0.1.11 = shufflevector <16 x float> %ot0.0.9, <16 x float> %ot0.0.11, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot0.1.12 = shufflevector <16 x float> %ot0.0.12, <16 x float> %ot0.0.14, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot0.1.14 = shufflevector <16 x float> %ot0.0.12, <16 x float> %ot0.0.14, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot0.1.13 = shufflevector <16 x float> %ot0.0.13, <16 x float> %ot0.0.15, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot0.1.15 = shufflevector <16 x float> %ot0.0.13, <16 x float> %ot0.0.15, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot0.2.0 = shufflevector <16 x float> %ot0.1.0, <16 x float> %ot0.1.4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot0.2.4 = shufflevector <16 x float> %ot0.1.0, <16 x float> %ot0.1.4, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot0.2.1 = shufflevector <16 x float> %ot0.1.1, <16 x float> %ot0.1.5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot0.2.5 = shufflevector <16 x float> %ot0.1.1, <16 x float> %ot0.1.5, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot0.2.2 = shufflevector <16 x float> %ot0.1.2, <16 x float> %ot0.1.6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot0.2.6 = shufflevector <16 x float> %ot0.1.2, <16 x float> %ot0.1.6, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot0.2.3 = shufflevector <16 x float> %ot0.1.3, <16 x float> %ot0.1.7, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot0.2.7 = shufflevector <16 x float> %ot0.1.3, <16 x float> %ot0.1.7, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot0.2.8 = shufflevector <16 x float> %ot0.1.8, <16 x float> %ot0.1.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot0.2.12 = shufflevector <16 x float> %ot0.1.8, <16 x float> %ot0.1.12, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot0.2.9 = shufflevector <16 x float> %ot0.1.9, <16 x float> %ot0.1.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot0.2.13 = shufflevector <16 x float> %ot0.1.9, <16 x float> %ot0.1.13, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot0.2.10 = shufflevector <16 x float> %ot0.1.10, <16 x float> %ot0.1.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot0.2.14 = shufflevector <16 x float> %ot0.1.10, <16 x float> %ot0.1.14, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot0.2.11 = shufflevector <16 x float> %ot0.1.11, <16 x float> %ot0.1.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot0.2.15 = shufflevector <16 x float> %ot0.1.11, <16 x float> %ot0.1.15, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot0.3.0 = shufflevector <16 x float> %ot0.2.0, <16 x float> %ot0.2.8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot0.3.8 = shufflevector <16 x float> %ot0.2.0, <16 x float> %ot0.2.8, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot0.3.1 = shufflevector <16 x float> %ot0.2.1, <16 x float> %ot0.2.9, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot0.3.9 = shufflevector <16 x float> %ot0.2.1, <16 x float> %ot0.2.9, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot0.3.2 = shufflevector <16 x float> %ot0.2.2, <16 x float> %ot0.2.10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot0.3.10 = shufflevector <16 x float> %ot0.2.2, <16 x float> %ot0.2.10, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot0.3.3 = shufflevector <16 x float> %ot0.2.3, <16 x float> %ot0.2.11, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot0.3.11 = shufflevector <16 x float> %ot0.2.3, <16 x float> %ot0.2.11, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot0.3.4 = shufflevector <16 x float> %ot0.2.4, <16 x float> %ot0.2.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot0.3.12 = shufflevector <16 x float> %ot0.2.4, <16 x float> %ot0.2.12, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot0.3.5 = shufflevector <16 x float> %ot0.2.5, <16 x float> %ot0.2.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot0.3.13 = shufflevector <16 x float> %ot0.2.5, <16 x float> %ot0.2.13, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot0.3.6 = shufflevector <16 x float> %ot0.2.6, <16 x float> %ot0.2.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot0.3.14 = shufflevector <16 x float> %ot0.2.6, <16 x float> %ot0.2.14, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot0.3.7 = shufflevector <16 x float> %ot0.2.7, <16 x float> %ot0.2.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot0.3.15 = shufflevector <16 x float> %ot0.2.7, <16 x float> %ot0.2.15, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>

  %yp.0.0 = getelementptr inbounds float, ptr %y, i64 0
  %yq.0.0 = getelementptr inbounds float, ptr %yp.0.0, i64 %qo.0
  %ym.0.0.i = insertelement <16 x i1> poison, i1 %qin.0, i64 0
  %ym.0.0 = shufflevector <16 x i1> %ym.0.0.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot0.3.0, ptr %yq.0.0, i32 4, <16 x i1> %ym.0.0)
  %yp.0.1 = getelementptr inbounds float, ptr %y, i64 0
  %yq.0.1 = getelementptr inbounds float, ptr %yp.0.1, i64 %qo.1
  %ym.0.1.i = insertelement <16 x i1> poison, i1 %qin.1, i64 0
  %ym.0.1 = shufflevector <16 x i1> %ym.0.1.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot0.3.1, ptr %yq.0.1, i32 4, <16 x i1> %ym.0.1)
  %yp.0.2 = getelementptr inbounds float, ptr %y, i64 0
  %yq.0.2 = getelementptr inbounds float, ptr %yp.0.2, i64 %qo.2
  %ym.0.2.i = insertelement <16 x i1> poison, i1 %qin.2, i64 0
  %ym.0.2 = shufflevector <16 x i1> %ym.0.2.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot0.3.2, ptr %yq.0.2, i32 4, <16 x i1> %ym.0.2)
  %yp.0.3 = getelementptr inbounds float, ptr %y, i64 0
  %yq.0.3 = getelementptr inbounds float, ptr %yp.0.3, i64 %qo.3
  %ym.0.3.i = insertelement <16 x i1> poison, i1 %qin.3, i64 0
  %ym.0.3 = shufflevector <16 x i1> %ym.0.3.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot0.3.3, ptr %yq.0.3, i32 4, <16 x i1> %ym.0.3)
  %yp.0.4 = getelementptr inbounds float, ptr %y, i64 0
  %yq.0.4 = getelementptr inbounds float, ptr %yp.0.4, i64 %qo.4
  %ym.0.4.i = insertelement <16 x i1> poison, i1 %qin.4, i64 0
  %ym.0.4 = shufflevector <16 x i1> %ym.0.4.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot0.3.4, ptr %yq.0.4, i32 4, <16 x i1> %ym.0.4)
  %yp.0.5 = getelementptr inbounds float, ptr %y, i64 0
  %yq.0.5 = getelementptr inbounds float, ptr %yp.0.5, i64 %qo.5
  %ym.0.5.i = insertelement <16 x i1> poison, i1 %qin.5, i64 0
  %ym.0.5 = shufflevector <16 x i1> %ym.0.5.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot0.3.5, ptr %yq.0.5, i32 4, <16 x i1> %ym.0.5)
  %yp.0.6 = getelementptr inbounds float, ptr %y, i64 0
  %yq.0.6 = getelementptr inbounds float, ptr %yp.0.6, i64 %qo.6
  %ym.0.6.i = insertelement <16 x i1> poison, i1 %qin.6, i64 0
  %ym.0.6 = shufflevector <16 x i1> %ym.0.6.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot0.3.6, ptr %yq.0.6, i32 4, <16 x i1> %ym.0.6)
  %yp.0.7 = getelementptr inbounds float, ptr %y, i64 0
  %yq.0.7 = getelementptr inbounds float, ptr %yp.0.7, i64 %qo.7
  %ym.0.7.i = insertelement <16 x i1> poison, i1 %qin.7, i64 0
  %ym.0.7 = shufflevector <16 x i1> %ym.0.7.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot0.3.7, ptr %yq.0.7, i32 4, <16 x i1> %ym.0.7)
  %yp.0.8 = getelementptr inbounds float, ptr %y, i64 0
  %yq.0.8 = getelementptr inbounds float, ptr %yp.0.8, i64 %qo.8
  %ym.0.8.i = insertelement <16 x i1> poison, i1 %qin.8, i64 0
  %ym.0.8 = shufflevector <16 x i1> %ym.0.8.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot0.3.8, ptr %yq.0.8, i32 4, <16 x i1> %ym.0.8)
  %yp.0.9 = getelementptr inbounds float, ptr %y, i64 0
  %yq.0.9 = getelementptr inbounds float, ptr %yp.0.9, i64 %qo.9
  %ym.0.9.i = insertelement <16 x i1> poison, i1 %qin.9, i64 0
  %ym.0.9 = shufflevector <16 x i1> %ym.0.9.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot0.3.9, ptr %yq.0.9, i32 4, <16 x i1> %ym.0.9)
  %yp.0.10 = getelementptr inbounds float, ptr %y, i64 0
  %yq.0.10 = getelementptr inbounds float, ptr %yp.0.10, i64 %qo.10
  %ym.0.10.i = insertelement <16 x i1> poison, i1 %qin.10, i64 0
  %ym.0.10 = shufflevector <16 x i1> %ym.0.10.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot0.3.10, ptr %yq.0.10, i32 4, <16 x i1> %ym.0.10)
  %yp.0.11 = getelementptr inbounds float, ptr %y, i64 0
  %yq.0.11 = getelementptr inbounds float, ptr %yp.0.11, i64 %qo.11
  %ym.0.11.i = insertelement <16 x i1> poison, i1 %qin.11, i64 0
  %ym.0.11 = shufflevector <16 x i1> %ym.0.11.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot0.3.11, ptr %yq.0.11, i32 4, <16 x i1> %ym.0.11)
  %yp.0.12 = getelementptr inbounds float, ptr %y, i64 0
  %yq.0.12 = getelementptr inbounds float, ptr %yp.0.12, i64 %qo.12
  %ym.0.12.i = insertelement <16 x i1> poison, i1 %qin.12, i64 0
  %ym.0.12 = shufflevector <16 x i1> %ym.0.12.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot0.3.12, ptr %yq.0.12, i32 4, <16 x i1> %ym.0.12)
  %yp.0.13 = getelementptr inbounds float, ptr %y, i64 0
  %yq.0.13 = getelementptr inbounds float, ptr %yp.0.13, i64 %qo.13
  %ym.0.13.i = insertelement <16 x i1> poison, i1 %qin.13, i64 0
  %ym.0.13 = shufflevector <16 x i1> %ym.0.13.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot0.3.13, ptr %yq.0.13, i32 4, <16 x i1> %ym.0.13)
  %yp.0.14 = getelementptr inbounds float, ptr %y, i64 0
  %yq.0.14 = getelementptr inbounds float, ptr %yp.0.14, i64 %qo.14
  %ym.0.14.i = insertelement <16 x i1> poison, i1 %qin.14, i64 0
  %ym.0.14 = shufflevector <16 x i1> %ym.0.14.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot0.3.14, ptr %yq.0.14, i32 4, <16 x i1> %ym.0.14)
  %yp.0.15 = getelementptr inbounds float, ptr %y, i64 0
  %yq.0.15 = getelementptr inbounds float, ptr %yp.0.15, i64 %qo.15
  %ym.0.15.i = insertelement <16 x i1> poison, i1 %qin.15, i64 0
  %ym.0.15 = shufflevector <16 x i1> %ym.0.15.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot0.3.15, ptr %yq.0.15, i32 4, <16 x i1> %ym.0.15)
  %fa.1.0 = getelementptr inbounds float, ptr %accT, i64 256
  %fl.1.0 = load <16 x float>, ptr %fa.1.0, align 64
  %fo.1.0 = fmul <16 x float> %fl.1.0, %inv
  %fa.1.1 = getelementptr inbounds float, ptr %accT, i64 272
  %fl.1.1 = load <16 x float>, ptr %fa.1.1, align 64
  %fo.1.1 = fmul <16 x float> %fl.1.1, %inv
  %fa.1.2 = getelementptr inbounds float, ptr %accT, i64 288
  %fl.1.2 = load <16 x float>, ptr %fa.1.2, align 64
  %fo.1.2 = fmul <16 x float> %fl.1.2, %inv
  %fa.1.3 = getelementptr inbounds float, ptr %accT, i64 304
  %fl.1.3 = load <16 x float>, ptr %fa.1.3, align 64
  %fo.1.3 = fmul <16 x float> %fl.1.3, %inv
  %fa.1.4 = getelementptr inbounds float, ptr %accT, i64 320
  %fl.1.4 = load <16 x float>, ptr %fa.1.4, align 64
  %fo.1.4 = fmul <16 x float> %fl.1.4, %inv
  %fa.1.5 = getelementptr inbounds float, ptr %accT, i64 336
  %fl.1.5 = load <16 x float>, ptr %fa.1.5, align 64
  %fo.1.5 = fmul <16 x float> %fl.1.5, %inv
  %fa.1.6 = getelementptr inbounds float, ptr %accT, i64 352
  %fl.1.6 = load <16 x float>, ptr %fa.1.6, align 64
  %fo.1.6 = fmul <16 x float> %fl.1.6, %inv
  %fa.1.7 = getelementptr inbounds float, ptr %accT, i64 368
  %fl.1.7 = load <16 x float>, ptr %fa.1.7, align 64
  %fo.1.7 = fmul <16 x float> %fl.1.7, %inv
  %fa.1.8 = getelementptr inbounds float, ptr %accT, i64 384
  %fl.1.8 = load <16 x float>, ptr %fa.1.8, align 64
  %fo.1.8 = fmul <16 x float> %fl.1.8, %inv
  %fa.1.9 = getelementptr inbounds float, ptr %accT, i64 400
  %fl.1.9 = load <16 x float>, ptr %fa.1.9, align 64
  %fo.1.9 = fmul <16 x float> %fl.1.9, %inv
  %fa.1.10 = getelementptr inbounds float, ptr %accT, i64 416
  %fl.1.10 = load <16 x float>, ptr %fa.1.10, align 64
  %fo.1.10 = fmul <16 x float> %fl.1.10, %inv
  %fa.1.11 = getelementptr inbounds float, ptr %accT, i64 432
  %fl.1.11 = load <16 x float>, ptr %fa.1.11, align 64
  %fo.1.11 = fmul <16 x float> %fl.1.11, %inv
  %fa.1.12 = getelementptr inbounds float, ptr %accT, i64 448
  %fl.1.12 = load <16 x float>, ptr %fa.1.12, align 64
  %fo.1.12 = fmul <16 x float> %fl.1.12, %inv
  %fa.1.13 = getelementptr inbounds float, ptr %accT, i64 464
  %fl.1.13 = load <16 x float>, ptr %fa.1.13, align 64
  %fo.1.13 = fmul <16 x float> %fl.1.13, %inv
  %fa.1.14 = getelementptr inbounds float, ptr %accT, i64 480
  %fl.1.14 = load <16 x float>, ptr %fa.1.14, align 64
  %fo.1.14 = fmul <16 x float> %fl.1.14, %inv
  %fa.1.15 = getelementptr inbounds float, ptr %accT, i64 496
  %fl.1.15 = load <16 x float>, ptr %fa.1.15, align 64
  %fo.1.15 = fmul <16 x float> %fl.1.15, %inv
  %ot1.0.0 = shufflevector <16 x float> %fo.1.0, <16 x float> %fo.1.1, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot1.0.1 = shufflevector <16 x float> %fo.1.0, <16 x float> %fo.1.1, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot1.0.2 = shufflevector <16 x float> %fo.1.2, <16 x float> %fo.1.3, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot1.0.3 = shufflevector <16 x float> %fo.1.2, <16 x float> %fo.1.3, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot1.0.4 = shufflevector <16 x float> %fo.1.4, <16 x float> %fo.1.5, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot1.0.5 = shufflevector <16 x float> %fo.1.4, <16 x float> %fo.1.5, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot1.0.6 = shufflevector <16 x float> %fo.1.6, <16 x float> %fo.1.7, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot1.0.7 = shufflevector <16 x float> %fo.1.6, <16 x float> %fo.1.7, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot1.0.8 = shufflevector <16 x float> %fo.1.8, <16 x float> %fo.1.9, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot1.0.9 = shufflevector <16 x float> %fo.1.8, <16 x float> %fo.1.9, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot1.0.10 = shufflevector <16 x float> %fo.1.10, <16 x float> %fo.1.11, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot1.0.11 = shufflevector <16 x float> %fo.1.10, <16 x float> %fo.1.11, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot1.0.12 = shufflevector <16 x float> %fo.1.12, <16 x float> %fo.1.13, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot1.0.13 = shufflevector <16 x float> %fo.1.12, <16 x float> %fo.1.13, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot1.0.14 = shufflevector <16 x float> %fo.1.14, <16 x float> %fo.1.15, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot1.0.15 = shufflevector <16 x float> %fo.1.14, <16 x float> %fo.1.15, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot1.1.0 = shufflevector <16 x float> %ot1.0.0, <16 x float> %ot1.0.2, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot1.1.2 = shufflevector <16 x float> %ot1.0.0, <16 x float> %ot1.0.2, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot1.1.1 = shufflevector <16 x float> %ot1.0.1, <16 x float> %ot1.0.3, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot1.1.3 = shufflevector <16 x float> %ot1.0.1, <16 x float> %ot1.0.3, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot1.1.4 = shufflevector <16 x float> %ot1.0.4, <16 x float> %ot1.0.6, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot1.1.6 = shufflevector <16 x float> %ot1.0.4, <16 x float> %ot1.0.6, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot1.1.5 = shufflevector <16 x float> %ot1.0.5, <16 x float> %ot1.0.7, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot1.1.7 = shufflevector <16 x float> %ot1.0.5, <16 x float> %ot1.0.7, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot1.1.8 = shufflevector <16 x float> %ot1.0.8, <16 x float> %ot1.0.10, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot1.1.10 = shufflevector <16 x float> %ot1.0.8, <16 x float> %ot1.0.10, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot1.1.9 = shufflevector <16 x float> %ot1.0.9, <16 x float> %ot1.0.11, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot1.1.11 = shufflevector <16 x float> %ot1.0.9, <16 x float> %ot1.0.11, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot1.1.12 = shufflevector <16 x float> %ot1.0.12, <16 x float> %ot1.0.14, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot1.1.14 = shufflevector <16 x float> %ot1.0.12, <16 x float> %ot1.0.14, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot1.1.13 = shufflevector <16 x float> %ot1.0.13, <16 x float> %ot1.0.15, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot1.1.15 = shufflevector <16 x float> %ot1.0.13, <16 x float> %ot1.0.15, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot1.2.0 = shufflevector <16 x float> %ot1.1.0, <16 x float> %ot1.1.4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot1.2.4 = shufflevector <16 x float> %ot1.1.0, <16 x float> %ot1.1.4, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot1.2.1 = shufflevector <16 x float> %ot1.1.1, <16 x float> %ot1.1.5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot1.2.5 = shufflevector <16 x float> %ot1.1.1, <16 x float> %ot1.1.5, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot1.2.2 = shufflevector <16 x float> %ot1.1.2, <16 x float> %ot1.1.6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot1.2.6 = shufflevector <16 x float> %ot1.1.2, <16 x float> %ot1.1.6, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot1.2.3 = shufflevector <16 x float> %ot1.1.3, <16 x float> %ot1.1.7, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot1.2.7 = shufflevector <16 x float> %ot1.1.3, <16 x float> %ot1.1.7, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot1.2.8 = shufflevector <16 x float> %ot1.1.8, <16 x float> %ot1.1.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot1.2.12 = shufflevector <16 x float> %ot1.1.8, <16 x float> %ot1.1.12, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot1.2.9 = shufflevector <16 x float> %ot1.1.9, <16 x float> %ot1.1.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot1.2.13 = shufflevector <16 x float> %ot1.1.9, <16 x float> %ot1.1.13, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot1.2.10 = shufflevector <16 x float> %ot1.1.10, <16 x float> %ot1.1.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot1.2.14 = shufflevector <16 x float> %ot1.1.10, <16 x float> %ot1.1.14, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot1.2.11 = shufflevector <16 x float> %ot1.1.11, <16 x float> %ot1.1.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot1.2.15 = shufflevector <16 x float> %ot1.1.11, <16 x float> %ot1.1.15, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot1.3.0 = shufflevector <16 x float> %ot1.2.0, <16 x float> %ot1.2.8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot1.3.8 = shufflevector <16 x float> %ot1.2.0, <16 x float> %ot1.2.8, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot1.3.1 = shufflevector <16 x float> %ot1.2.1, <16 x float> %ot1.2.9, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot1.3.9 = shufflevector <16 x float> %ot1.2.1, <16 x float> %ot1.2.9, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot1.3.2 = shufflevector <16 x float> %ot1.2.2, <16 x float> %ot1.2.10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot1.3.10 = shufflevector <16 x float> %ot1.2.2, <16 x float> %ot1.2.10, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot1.3.3 = shufflevector <16 x float> %ot1.2.3, <16 x float> %ot1.2.11, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot1.3.11 = shufflevector <16 x float> %ot1.2.3, <16 x float> %ot1.2.11, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot1.3.4 = shufflevector <16 x float> %ot1.2.4, <16 x float> %ot1.2.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot1.3.12 = shufflevector <16 x float> %ot1.2.4, <16 x float> %ot1.2.12, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot1.3.5 = shufflevector <16 x float> %ot1.2.5, <16 x float> %ot1.2.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot1.3.13 = shufflevector <16 x float> %ot1.2.5, <16 x float> %ot1.2.13, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot1.3.6 = shufflevector <16 x float> %ot1.2.6, <16 x float> %ot1.2.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot1.3.14 = shufflevector <16 x float> %ot1.2.6, <16 x float> %ot1.2.14, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot1.3.7 = shufflevector <16 x float> %ot1.2.7, <16 x float> %ot1.2.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot1.3.15 = shufflevector <16 x float> %ot1.2.7, <16 x float> %ot1.2.15, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>

  %yp.1.0 = getelementptr inbounds float, ptr %y, i64 16
  %yq.1.0 = getelementptr inbounds float, ptr %yp.1.0, i64 %qo.0
  %ym.1.0.i = insertelement <16 x i1> poison, i1 %qin.0, i64 0
  %ym.1.0 = shufflevector <16 x i1> %ym.1.0.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot1.3.0, ptr %yq.1.0, i32 4, <16 x i1> %ym.1.0)
  %yp.1.1 = getelementptr inbounds float, ptr %y, i64 16
  %yq.1.1 = getelementptr inbounds float, ptr %yp.1.1, i64 %qo.1
  %ym.1.1.i = insertelement <16 x i1> poison, i1 %qin.1, i64 0
  %ym.1.1 = shufflevector <16 x i1> %ym.1.1.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot1.3.1, ptr %yq.1.1, i32 4, <16 x i1> %ym.1.1)
  %yp.1.2 = getelementptr inbounds float, ptr %y, i64 16
  %yq.1.2 = getelementptr inbounds float, ptr %yp.1.2, i64 %qo.2
  %ym.1.2.i = insertelement <16 x i1> poison, i1 %qin.2, i64 0
  %ym.1.2 = shufflevector <16 x i1> %ym.1.2.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot1.3.2, ptr %yq.1.2, i32 4, <16 x i1> %ym.1.2)
  %yp.1.3 = getelementptr inbounds float, ptr %y, i64 16
  %yq.1.3 = getelementptr inbounds float, ptr %yp.1.3, i64 %qo.3
  %ym.1.3.i = insertelement <16 x i1> poison, i1 %qin.3, i64 0
  %ym.1.3 = shufflevector <16 x i1> %ym.1.3.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot1.3.3, ptr %yq.1.3, i32 4, <16 x i1> %ym.1.3)
  %yp.1.4 = getelementptr inbounds float, ptr %y, i64 16
  %yq.1.4 = getelementptr inbounds float, ptr %yp.1.4, i64 %qo.4
  %ym.1.4.i = insertelement <16 x i1> poison, i1 %qin.4, i64 0
  %ym.1.4 = shufflevector <16 x i1> %ym.1.4.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot1.3.4, ptr %yq.1.4, i32 4, <16 x i1> %ym.1.4)
  %yp.1.5 = getelementptr inbounds float, ptr %y, i64 16
  %yq.1.5 = getelementptr inbounds float, ptr %yp.1.5, i64 %qo.5
  %ym.1.5.i = insertelement <16 x i1> poison, i1 %qin.5, i64 0
  %ym.1.5 = shufflevector <16 x i1> %ym.1.5.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot1.3.5, ptr %yq.1.5, i32 4, <16 x i1> %ym.1.5)
  %yp.1.6 = getelementptr inbounds float, ptr %y, i64 16
  %yq.1.6 = getelementptr inbounds float, ptr %yp.1.6, i64 %qo.6
  %ym.1.6.i = insertelement <16 x i1> poison, i1 %qin.6, i64 0
  %ym.1.6 = shufflevector <16 x i1> %ym.1.6.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot1.3.6, ptr %yq.1.6, i32 4, <16 x i1> %ym.1.6)
  %yp.1.7 = getelementptr inbounds float, ptr %y, i64 16
  %yq.1.7 = getelementptr inbounds float, ptr %yp.1.7, i64 %qo.7
  %ym.1.7.i = insertelement <16 x i1> poison, i1 %qin.7, i64 0
  %ym.1.7 = shufflevector <16 x i1> %ym.1.7.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot1.3.7, ptr %yq.1.7, i32 4, <16 x i1> %ym.1.7)
  %yp.1.8 = getelementptr inbounds float, ptr %y, i64 16
  %yq.1.8 = getelementptr inbounds float, ptr %yp.1.8, i64 %qo.8
  %ym.1.8.i = insertelement <16 x i1> poison, i1 %qin.8, i64 0
  %ym.1.8 = shufflevector <16 x i1> %ym.1.8.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot1.3.8, ptr %yq.1.8, i32 4, <16 x i1> %ym.1.8)
  %yp.1.9 = getelementptr inbounds float, ptr %y, i64 16
  %yq.1.9 = getelementptr inbounds float, ptr %yp.1.9, i64 %qo.9
  %ym.1.9.i = insertelement <16 x i1> poison, i1 %qin.9, i64 0
  %ym.1.9 = shufflevector <16 x i1> %ym.1.9.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot1.3.9, ptr %yq.1.9, i32 4, <16 x i1> %ym.1.9)
  %yp.1.10 = getelementptr inbounds float, ptr %y, i64 16
  %yq.1.10 = getelementptr inbounds float, ptr %yp.1.10, i64 %qo.10
  %ym.1.10.i = insertelement <16 x i1> poison, i1 %qin.10, i64 0
  %ym.1.10 = shufflevector <16 x i1> %ym.1.10.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot1.3.10, ptr %yq.1.10, i32 4, <16 x i1> %ym.1.10)
  %yp.1.11 = getelementptr inbounds float, ptr %y, i64 16
  %yq.1.11 = getelementptr inbounds float, ptr %yp.1.11, i64 %qo.11
  %ym.1.11.i = insertelement <16 x i1> poison, i1 %qin.11, i64 0
  %ym.1.11 = shufflevector <16 x i1> %ym.1.11.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot1.3.11, ptr %yq.1.11, i32 4, <16 x i1> %ym.1.11)
  %yp.1.12 = getelementptr inbounds float, ptr %y, i64 16
  %yq.1.12 = getelementptr inbounds float, ptr %yp.1.12, i64 %qo.12
  %ym.1.12.i = insertelement <16 x i1> poison, i1 %qin.12, i64 0
  %ym.1.12 = shufflevector <16 x i1> %ym.1.12.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot1.3.12, ptr %yq.1.12, i32 4, <16 x i1> %ym.1.12)
  %yp.1.13 = getelementptr inbounds float, ptr %y, i64 16
  %yq.1.13 = getelementptr inbounds float, ptr %yp.1.13, i64 %qo.13
  %ym.1.13.i = insertelement <16 x i1> poison, i1 %qin.13, i64 0
  %ym.1.13 = shufflevector <16 x i1> %ym.1.13.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot1.3.13, ptr %yq.1.13, i32 4, <16 x i1> %ym.1.13)
  %yp.1.14 = getelementptr inbounds float, ptr %y, i64 16
  %yq.1.14 = getelementptr inbounds float, ptr %yp.1.14, i64 %qo.14
  %ym.1.14.i = insertelement <16 x i1> poison, i1 %qin.14, i64 0
  %ym.1.14 = shufflevector <16 x i1> %ym.1.14.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot1.3.14, ptr %yq.1.14, i32 4, <16 x i1> %ym.1.14)
  %yp.1.15 = getelementptr inbounds float, ptr %y, i64 16
  %yq.1.15 = getelementptr inbounds float, ptr %yp.1.15, i64 %qo.15
  %ym.1.15.i = insertelement <16 x i1> poison, i1 %qin.15, i64 0
  %ym.1.15 = shufflevector <16 x i1> %ym.1.15.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot1.3.15, ptr %yq.1.15, i32 4, <16 x i1> %ym.1.15)
  %fa.2.0 = getelementptr inbounds float, ptr %accT, i64 512
  %fl.2.0 = load <16 x float>, ptr %fa.2.0, align 64
  %fo.2.0 = fmul <16 x float> %fl.2.0, %inv
  %fa.2.1 = getelementptr inbounds float, ptr %accT, i64 528
  %fl.2.1 = load <16 x float>, ptr %fa.2.1, align 64
  %fo.2.1 = fmul <16 x float> %fl.2.1, %inv
  %fa.2.2 = getelementptr inbounds float, ptr %accT, i64 544
  %fl.2.2 = load <16 x float>, ptr %fa.2.2, align 64
  %fo.2.2 = fmul <16 x float> %fl.2.2, %inv
  %fa.2.3 = getelementptr inbounds float, ptr %accT, i64 560
  %fl.2.3 = load <16 x float>, ptr %fa.2.3, align 64
  %fo.2.3 = fmul <16 x float> %fl.2.3, %inv
  %fa.2.4 = getelementptr inbounds float, ptr %accT, i64 576
  %fl.2.4 = load <16 x float>, ptr %fa.2.4, align 64
  %fo.2.4 = fmul <16 x float> %fl.2.4, %inv
  %fa.2.5 = getelementptr inbounds float, ptr %accT, i64 592
  %fl.2.5 = load <16 x float>, ptr %fa.2.5, align 64
  %fo.2.5 = fmul <16 x float> %fl.2.5, %inv
  %fa.2.6 = getelementptr inbounds float, ptr %accT, i64 608
  %fl.2.6 = load <16 x float>, ptr %fa.2.6, align 64
  %fo.2.6 = fmul <16 x float> %fl.2.6, %inv
  %fa.2.7 = getelementptr inbounds float, ptr %accT, i64 624
  %fl.2.7 = load <16 x float>, ptr %fa.2.7, align 64
  %fo.2.7 = fmul <16 x float> %fl.2.7, %inv
  %fa.2.8 = getelementptr inbounds float, ptr %accT, i64 640
  %fl.2.8 = load <16 x float>, ptr %fa.2.8, align 64
  %fo.2.8 = fmul <16 x float> %fl.2.8, %inv
  %fa.2.9 = getelementptr inbounds float, ptr %accT, i64 656
  %fl.2.9 = load <16 x float>, ptr %fa.2.9, align 64
  %fo.2.9 = fmul <16 x float> %fl.2.9, %inv
  %fa.2.10 = getelementptr inbounds float, ptr %accT, i64 672
  %fl.2.10 = load <16 x float>, ptr %fa.2.10, align 64
  %fo.2.10 = fmul <16 x float> %fl.2.10, %inv
  %fa.2.11 = getelementptr inbounds float, ptr %accT, i64 688
  %fl.2.11 = load <16 x float>, ptr %fa.2.11, align 64
  %fo.2.11 = fmul <16 x float> %fl.2.11, %inv
  %fa.2.12 = getelementptr inbounds float, ptr %accT, i64 704
  %fl.2.12 = load <16 x float>, ptr %fa.2.12, align 64
  %fo.2.12 = fmul <16 x float> %fl.2.12, %inv
  %fa.2.13 = getelementptr inbounds float, ptr %accT, i64 720
  %fl.2.13 = load <16 x float>, ptr %fa.2.13, align 64
  %fo.2.13 = fmul <16 x float> %fl.2.13, %inv
  %fa.2.14 = getelementptr inbounds float, ptr %accT, i64 736
  %fl.2.14 = load <16 x float>, ptr %fa.2.14, align 64
  %fo.2.14 = fmul <16 x float> %fl.2.14, %inv
  %fa.2.15 = getelementptr inbounds float, ptr %accT, i64 752
  %fl.2.15 = load <16 x float>, ptr %fa.2.15, align 64
  %fo.2.15 = fmul <16 x float> %fl.2.15, %inv
  %ot2.0.0 = shufflevector <16 x float> %fo.2.0, <16 x float> %fo.2.1, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot2.0.1 = shufflevector <16 x float> %fo.2.0, <16 x float> %fo.2.1, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot2.0.2 = shufflevector <16 x float> %fo.2.2, <16 x float> %fo.2.3, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot2.0.3 = shufflevector <16 x float> %fo.2.2, <16 x float> %fo.2.3, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot2.0.4 = shufflevector <16 x float> %fo.2.4, <16 x float> %fo.2.5, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot2.0.5 = shufflevector <16 x float> %fo.2.4, <16 x float> %fo.2.5, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot2.0.6 = shufflevector <16 x float> %fo.2.6, <16 x float> %fo.2.7, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot2.0.7 = shufflevector <16 x float> %fo.2.6, <16 x float> %fo.2.7, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot2.0.8 = shufflevector <16 x float> %fo.2.8, <16 x float> %fo.2.9, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot2.0.9 = shufflevector <16 x float> %fo.2.8, <16 x float> %fo.2.9, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot2.0.10 = shufflevector <16 x float> %fo.2.10, <16 x float> %fo.2.11, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot2.0.11 = shufflevector <16 x float> %fo.2.10, <16 x float> %fo.2.11, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot2.0.12 = shufflevector <16 x float> %fo.2.12, <16 x float> %fo.2.13, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot2.0.13 = shufflevector <16 x float> %fo.2.12, <16 x float> %fo.2.13, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot2.0.14 = shufflevector <16 x float> %fo.2.14, <16 x float> %fo.2.15, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot2.0.15 = shufflevector <16 x float> %fo.2.14, <16 x float> %fo.2.15, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot2.1.0 = shufflevector <16 x float> %ot2.0.0, <16 x float> %ot2.0.2, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot2.1.2 = shufflevector <16 x float> %ot2.0.0, <16 x float> %ot2.0.2, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot2.1.1 = shufflevector <16 x float> %ot2.0.1, <16 x float> %ot2.0.3, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot2.1.3 = shufflevector <16 x float> %ot2.0.1, <16 x float> %ot2.0.3, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot2.1.4 = shufflevector <16 x float> %ot2.0.4, <16 x float> %ot2.0.6, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot2.1.6 = shufflevector <16 x float> %ot2.0.4, <16 x float> %ot2.0.6, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot2.1.5 = shufflevector <16 x float> %ot2.0.5, <16 x float> %ot2.0.7, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot2.1.7 = shufflevector <16 x float> %ot2.0.5, <16 x float> %ot2.0.7, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot2.1.8 = shufflevector <16 x float> %ot2.0.8, <16 x float> %ot2.0.10, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot2.1.10 = shufflevector <16 x float> %ot2.0.8, <16 x float> %ot2.0.10, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot2.1.9 = shufflevector <16 x float> %ot2.0.9, <16 x float> %ot2.0.11, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot2.1.11 = shufflevector <16 x float> %ot2.0.9, <16 x float> %ot2.0.11, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot2.1.12 = shufflevector <16 x float> %ot2.0.12, <16 x float> %ot2.0.14, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot2.1.14 = shufflevector <16 x float> %ot2.0.12, <16 x float> %ot2.0.14, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot2.1.13 = shufflevector <16 x float> %ot2.0.13, <16 x float> %ot2.0.15, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot2.1.15 = shufflevector <16 x float> %ot2.0.13, <16 x float> %ot2.0.15, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot2.2.0 = shufflevector <16 x float> %ot2.1.0, <16 x float> %ot2.1.4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot2.2.4 = shufflevector <16 x float> %ot2.1.0, <16 x float> %ot2.1.4, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot2.2.1 = shufflevector <16 x float> %ot2.1.1, <16 x float> %ot2.1.5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot2.2.5 = shufflevector <16 x float> %ot2.1.1, <16 x float> %ot2.1.5, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot2.2.2 = shufflevector <16 x float> %ot2.1.2, <16 x float> %ot2.1.6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot2.2.6 = shufflevector <16 x float> %ot2.1.2, <16 x float> %ot2.1.6, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot2.2.3 = shufflevector <16 x float> %ot2.1.3, <16 x float> %ot2.1.7, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot2.2.7 = shufflevector <16 x float> %ot2.1.3, <16 x float> %ot2.1.7, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot2.2.8 = shufflevector <16 x float> %ot2.1.8, <16 x float> %ot2.1.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot2.2.12 = shufflevector <16 x float> %ot2.1.8, <16 x float> %ot2.1.12, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot2.2.9 = shufflevector <16 x float> %ot2.1.9, <16 x float> %ot2.1.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot2.2.13 = shufflevector <16 x float> %ot2.1.9, <16 x float> %ot2.1.13, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot2.2.10 = shufflevector <16 x float> %ot2.1.10, <16 x float> %ot2.1.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot2.2.14 = shufflevector <16 x float> %ot2.1.10, <16 x float> %ot2.1.14, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot2.2.11 = shufflevector <16 x float> %ot2.1.11, <16 x float> %ot2.1.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot2.2.15 = shufflevector <16 x float> %ot2.1.11, <16 x float> %ot2.1.15, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot2.3.0 = shufflevector <16 x float> %ot2.2.0, <16 x float> %ot2.2.8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot2.3.8 = shufflevector <16 x float> %ot2.2.0, <16 x float> %ot2.2.8, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot2.3.1 = shufflevector <16 x float> %ot2.2.1, <16 x float> %ot2.2.9, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot2.3.9 = shufflevector <16 x float> %ot2.2.1, <16 x float> %ot2.2.9, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot2.3.2 = shufflevector <16 x float> %ot2.2.2, <16 x float> %ot2.2.10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot2.3.10 = shufflevector <16 x float> %ot2.2.2, <16 x float> %ot2.2.10, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot2.3.3 = shufflevector <16 x float> %ot2.2.3, <16 x float> %ot2.2.11, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot2.3.11 = shufflevector <16 x float> %ot2.2.3, <16 x float> %ot2.2.11, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot2.3.4 = shufflevector <16 x float> %ot2.2.4, <16 x float> %ot2.2.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot2.3.12 = shufflevector <16 x float> %ot2.2.4, <16 x float> %ot2.2.12, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot2.3.5 = shufflevector <16 x float> %ot2.2.5, <16 x float> %ot2.2.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot2.3.13 = shufflevector <16 x float> %ot2.2.5, <16 x float> %ot2.2.13, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot2.3.6 = shufflevector <16 x float> %ot2.2.6, <16 x float> %ot2.2.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot2.3.14 = shufflevector <16 x float> %ot2.2.6, <16 x float> %ot2.2.14, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot2.3.7 = shufflevector <16 x float> %ot2.2.7, <16 x float> %ot2.2.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot2.3.15 = shufflevector <16 x float> %ot2.2.7, <16 x float> %ot2.2.15, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>

  %yp.2.0 = getelementptr inbounds float, ptr %y, i64 32
  %yq.2.0 = getelementptr inbounds float, ptr %yp.2.0, i64 %qo.0
  %ym.2.0.i = insertelement <16 x i1> poison, i1 %qin.0, i64 0
  %ym.2.0 = shufflevector <16 x i1> %ym.2.0.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot2.3.0, ptr %yq.2.0, i32 4, <16 x i1> %ym.2.0)
  %yp.2.1 = getelementptr inbounds float, ptr %y, i64 32
  %yq.2.1 = getelementptr inbounds float, ptr %yp.2.1, i64 %qo.1
  %ym.2.1.i = insertelement <16 x i1> poison, i1 %qin.1, i64 0
  %ym.2.1 = shufflevector <16 x i1> %ym.2.1.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot2.3.1, ptr %yq.2.1, i32 4, <16 x i1> %ym.2.1)
  %yp.2.2 = getelementptr inbounds float, ptr %y, i64 32
  %yq.2.2 = getelementptr inbounds float, ptr %yp.2.2, i64 %qo.2
  %ym.2.2.i = insertelement <16 x i1> poison, i1 %qin.2, i64 0
  %ym.2.2 = shufflevector <16 x i1> %ym.2.2.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot2.3.2, ptr %yq.2.2, i32 4, <16 x i1> %ym.2.2)
  %yp.2.3 = getelementptr inbounds float, ptr %y, i64 32
  %yq.2.3 = getelementptr inbounds float, ptr %yp.2.3, i64 %qo.3
  %ym.2.3.i = insertelement <16 x i1> poison, i1 %qin.3, i64 0
  %ym.2.3 = shufflevector <16 x i1> %ym.2.3.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot2.3.3, ptr %yq.2.3, i32 4, <16 x i1> %ym.2.3)
  %yp.2.4 = getelementptr inbounds float, ptr %y, i64 32
  %yq.2.4 = getelementptr inbounds float, ptr %yp.2.4, i64 %qo.4
  %ym.2.4.i = insertelement <16 x i1> poison, i1 %qin.4, i64 0
  %ym.2.4 = shufflevector <16 x i1> %ym.2.4.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot2.3.4, ptr %yq.2.4, i32 4, <16 x i1> %ym.2.4)
  %yp.2.5 = getelementptr inbounds float, ptr %y, i64 32
  %yq.2.5 = getelementptr inbounds float, ptr %yp.2.5, i64 %qo.5
  %ym.2.5.i = insertelement <16 x i1> poison, i1 %qin.5, i64 0
  %ym.2.5 = shufflevector <16 x i1> %ym.2.5.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot2.3.5, ptr %yq.2.5, i32 4, <16 x i1> %ym.2.5)
  %yp.2.6 = getelementptr inbounds float, ptr %y, i64 32
  %yq.2.6 = getelementptr inbounds float, ptr %yp.2.6, i64 %qo.6
  %ym.2.6.i = insertelement <16 x i1> poison, i1 %qin.6, i64 0
  %ym.2.6 = shufflevector <16 x i1> %ym.2.6.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot2.3.6, ptr %yq.2.6, i32 4, <16 x i1> %ym.2.6)
  %yp.2.7 = getelementptr inbounds float, ptr %y, i64 32
  %yq.2.7 = getelementptr inbounds float, ptr %yp.2.7, i64 %qo.7
  %ym.2.7.i = insertelement <16 x i1> poison, i1 %qin.7, i64 0
  %ym.2.7 = shufflevector <16 x i1> %ym.2.7.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot2.3.7, ptr %yq.2.7, i32 4, <16 x i1> %ym.2.7)
  %yp.2.8 = getelementptr inbounds float, ptr %y, i64 32
  %yq.2.8 = getelementptr inbounds float, ptr %yp.2.8, i64 %qo.8
  %ym.2.8.i = insertelement <16 x i1> poison, i1 %qin.8, i64 0
  %ym.2.8 = shufflevector <16 x i1> %ym.2.8.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot2.3.8, ptr %yq.2.8, i32 4, <16 x i1> %ym.2.8)
  %yp.2.9 = getelementptr inbounds float, ptr %y, i64 32
  %yq.2.9 = getelementptr inbounds float, ptr %yp.2.9, i64 %qo.9
  %ym.2.9.i = insertelement <16 x i1> poison, i1 %qin.9, i64 0
  %ym.2.9 = shufflevector <16 x i1> %ym.2.9.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot2.3.9, ptr %yq.2.9, i32 4, <16 x i1> %ym.2.9)
  %yp.2.10 = getelementptr inbounds float, ptr %y, i64 32
  %yq.2.10 = getelementptr inbounds float, ptr %yp.2.10, i64 %qo.10
  %ym.2.10.i = insertelement <16 x i1> poison, i1 %qin.10, i64 0
  %ym.2.10 = shufflevector <16 x i1> %ym.2.10.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot2.3.10, ptr %yq.2.10, i32 4, <16 x i1> %ym.2.10)
  %yp.2.11 = getelementptr inbounds float, ptr %y, i64 32
  %yq.2.11 = getelementptr inbounds float, ptr %yp.2.11, i64 %qo.11
  %ym.2.11.i = insertelement <16 x i1> poison, i1 %qin.11, i64 0
  %ym.2.11 = shufflevector <16 x i1> %ym.2.11.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot2.3.11, ptr %yq.2.11, i32 4, <16 x i1> %ym.2.11)
  %yp.2.12 = getelementptr inbounds float, ptr %y, i64 32
  %yq.2.12 = getelementptr inbounds float, ptr %yp.2.12, i64 %qo.12
  %ym.2.12.i = insertelement <16 x i1> poison, i1 %qin.12, i64 0
  %ym.2.12 = shufflevector <16 x i1> %ym.2.12.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot2.3.12, ptr %yq.2.12, i32 4, <16 x i1> %ym.2.12)
  %yp.2.13 = getelementptr inbounds float, ptr %y, i64 32
  %yq.2.13 = getelementptr inbounds float, ptr %yp.2.13, i64 %qo.13
  %ym.2.13.i = insertelement <16 x i1> poison, i1 %qin.13, i64 0
  %ym.2.13 = shufflevector <16 x i1> %ym.2.13.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot2.3.13, ptr %yq.2.13, i32 4, <16 x i1> %ym.2.13)
  %yp.2.14 = getelementptr inbounds float, ptr %y, i64 32
  %yq.2.14 = getelementptr inbounds float, ptr %yp.2.14, i64 %qo.14
  %ym.2.14.i = insertelement <16 x i1> poison, i1 %qin.14, i64 0
  %ym.2.14 = shufflevector <16 x i1> %ym.2.14.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot2.3.14, ptr %yq.2.14, i32 4, <16 x i1> %ym.2.14)
  %yp.2.15 = getelementptr inbounds float, ptr %y, i64 32
  %yq.2.15 = getelementptr inbounds float, ptr %yp.2.15, i64 %qo.15
  %ym.2.15.i = insertelement <16 x i1> poison, i1 %qin.15, i64 0
  %ym.2.15 = shufflevector <16 x i1> %ym.2.15.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot2.3.15, ptr %yq.2.15, i32 4, <16 x i1> %ym.2.15)
  %fa.3.0 = getelementptr inbounds float, ptr %accT, i64 768
  %fl.3.0 = load <16 x float>, ptr %fa.3.0, align 64
  %fo.3.0 = fmul <16 x float> %fl.3.0, %inv
  %fa.3.1 = getelementptr inbounds float, ptr %accT, i64 784
  %fl.3.1 = load <16 x float>, ptr %fa.3.1, align 64
  %fo.3.1 = fmul <16 x float> %fl.3.1, %inv
  %fa.3.2 = getelementptr inbounds float, ptr %accT, i64 800
  %fl.3.2 = load <16 x float>, ptr %fa.3.2, align 64
  %fo.3.2 = fmul <16 x float> %fl.3.2, %inv
  %fa.3.3 = getelementptr inbounds float, ptr %accT, i64 816
  %fl.3.3 = load <16 x float>, ptr %fa.3.3, align 64
  %fo.3.3 = fmul <16 x float> %fl.3.3, %inv
  %fa.3.4 = getelementptr inbounds float, ptr %accT, i64 832
  %fl.3.4 = load <16 x float>, ptr %fa.3.4, align 64
  %fo.3.4 = fmul <16 x float> %fl.3.4, %inv
  %fa.3.5 = getelementptr inbounds float, ptr %accT, i64 848
  %fl.3.5 = load <16 x float>, ptr %fa.3.5, align 64
  %fo.3.5 = fmul <16 x float> %fl.3.5, %inv
  %fa.3.6 = getelementptr inbounds float, ptr %accT, i64 864
  %fl.3.6 = load <16 x float>, ptr %fa.3.6, align 64
  %fo.3.6 = fmul <16 x float> %fl.3.6, %inv
  %fa.3.7 = getelementptr inbounds float, ptr %accT, i64 880
  %fl.3.7 = load <16 x float>, ptr %fa.3.7, align 64
  %fo.3.7 = fmul <16 x float> %fl.3.7, %inv
  %fa.3.8 = getelementptr inbounds float, ptr %accT, i64 896
  %fl.3.8 = load <16 x float>, ptr %fa.3.8, align 64
  %fo.3.8 = fmul <16 x float> %fl.3.8, %inv
  %fa.3.9 = getelementptr inbounds float, ptr %accT, i64 912
  %fl.3.9 = load <16 x float>, ptr %fa.3.9, align 64
  %fo.3.9 = fmul <16 x float> %fl.3.9, %inv
  %fa.3.10 = getelementptr inbounds float, ptr %accT, i64 928
  %fl.3.10 = load <16 x float>, ptr %fa.3.10, align 64
  %fo.3.10 = fmul <16 x float> %fl.3.10, %inv
  %fa.3.11 = getelementptr inbounds float, ptr %accT, i64 944
  %fl.3.11 = load <16 x float>, ptr %fa.3.11, align 64
  %fo.3.11 = fmul <16 x float> %fl.3.11, %inv
  %fa.3.12 = getelementptr inbounds float, ptr %accT, i64 960
  %fl.3.12 = load <16 x float>, ptr %fa.3.12, align 64
  %fo.3.12 = fmul <16 x float> %fl.3.12, %inv
  %fa.3.13 = getelementptr inbounds float, ptr %accT, i64 976
  %fl.3.13 = load <16 x float>, ptr %fa.3.13, align 64
  %fo.3.13 = fmul <16 x float> %fl.3.13, %inv
  %fa.3.14 = getelementptr inbounds float, ptr %accT, i64 992
  %fl.3.14 = load <16 x float>, ptr %fa.3.14, align 64
  %fo.3.14 = fmul <16 x float> %fl.3.14, %inv
  %fa.3.15 = getelementptr inbounds float, ptr %accT, i64 1008
  %fl.3.15 = load <16 x float>, ptr %fa.3.15, align 64
  %fo.3.15 = fmul <16 x float> %fl.3.15, %inv
  %ot3.0.0 = shufflevector <16 x float> %fo.3.0, <16 x float> %fo.3.1, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot3.0.1 = shufflevector <16 x float> %fo.3.0, <16 x float> %fo.3.1, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot3.0.2 = shufflevector <16 x float> %fo.3.2, <16 x float> %fo.3.3, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot3.0.3 = shufflevector <16 x float> %fo.3.2, <16 x float> %fo.3.3, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot3.0.4 = shufflevector <16 x float> %fo.3.4, <16 x float> %fo.3.5, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot3.0.5 = shufflevector <16 x float> %fo.3.4, <16 x float> %fo.3.5, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot3.0.6 = shufflevector <16 x float> %fo.3.6, <16 x float> %fo.3.7, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot3.0.7 = shufflevector <16 x float> %fo.3.6, <16 x float> %fo.3.7, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot3.0.8 = shufflevector <16 x float> %fo.3.8, <16 x float> %fo.3.9, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot3.0.9 = shufflevector <16 x float> %fo.3.8, <16 x float> %fo.3.9, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot3.0.10 = shufflevector <16 x float> %fo.3.10, <16 x float> %fo.3.11, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot3.0.11 = shufflevector <16 x float> %fo.3.10, <16 x float> %fo.3.11, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot3.0.12 = shufflevector <16 x float> %fo.3.12, <16 x float> %fo.3.13, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot3.0.13 = shufflevector <16 x float> %fo.3.12, <16 x float> %fo.3.13, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot3.0.14 = shufflevector <16 x float> %fo.3.14, <16 x float> %fo.3.15, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot3.0.15 = shufflevector <16 x float> %fo.3.14, <16 x float> %fo.3.15, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot3.1.0 = shufflevector <16 x float> %ot3.0.0, <16 x float> %ot3.0.2, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot3.1.2 = shufflevector <16 x float> %ot3.0.0, <16 x float> %ot3.0.2, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot3.1.1 = shufflevector <16 x float> %ot3.0.1, <16 x float> %ot3.0.3, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot3.1.3 = shufflevector <16 x float> %ot3.0.1, <16 x float> %ot3.0.3, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot3.1.4 = shufflevector <16 x float> %ot3.0.4, <16 x float> %ot3.0.6, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot3.1.6 = shufflevector <16 x float> %ot3.0.4, <16 x float> %ot3.0.6, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot3.1.5 = shufflevector <16 x float> %ot3.0.5, <16 x float> %ot3.0.7, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot3.1.7 = shufflevector <16 x float> %ot3.0.5, <16 x float> %ot3.0.7, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot3.1.8 = shufflevector <16 x float> %ot3.0.8, <16 x float> %ot3.0.10, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot3.1.10 = shufflevector <16 x float> %ot3.0.8, <16 x float> %ot3.0.10, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot3.1.9 = shufflevector <16 x float> %ot3.0.9, <16 x float> %ot3.0.11, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot3.1.11 = shufflevector <16 x float> %ot3.0.9, <16 x float> %ot3.0.11, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot3.1.12 = shufflevector <16 x float> %ot3.0.12, <16 x float> %ot3.0.14, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot3.1.14 = shufflevector <16 x float> %ot3.0.12, <16 x float> %ot3.0.14, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot3.1.13 = shufflevector <16 x float> %ot3.0.13, <16 x float> %ot3.0.15, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot3.1.15 = shufflevector <16 x float> %ot3.0.13, <16 x float> %ot3.0.15, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot3.2.0 = shufflevector <16 x float> %ot3.1.0, <16 x float> %ot3.1.4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot3.2.4 = shufflevector <16 x float> %ot3.1.0, <16 x float> %ot3.1.4, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot3.2.1 = shufflevector <16 x float> %ot3.1.1, <16 x float> %ot3.1.5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot3.2.5 = shufflevector <16 x float> %ot3.1.1, <16 x float> %ot3.1.5, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot3.2.2 = shufflevector <16 x float> %ot3.1.2, <16 x float> %ot3.1.6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot3.2.6 = shufflevector <16 x float> %ot3.1.2, <16 x float> %ot3.1.6, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot3.2.3 = shufflevector <16 x float> %ot3.1.3, <16 x float> %ot3.1.7, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot3.2.7 = shufflevector <16 x float> %ot3.1.3, <16 x float> %ot3.1.7, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot3.2.8 = shufflevector <16 x float> %ot3.1.8, <16 x float> %ot3.1.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot3.2.12 = shufflevector <16 x float> %ot3.1.8, <16 x float> %ot3.1.12, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot3.2.9 = shufflevector <16 x float> %ot3.1.9, <16 x float> %ot3.1.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot3.2.13 = shufflevector <16 x float> %ot3.1.9, <16 x float> %ot3.1.13, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot3.2.10 = shufflevector <16 x float> %ot3.1.10, <16 x float> %ot3.1.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot3.2.14 = shufflevector <16 x float> %ot3.1.10, <16 x float> %ot3.1.14, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot3.2.11 = shufflevector <16 x float> %ot3.1.11, <16 x float> %ot3.1.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot3.2.15 = shufflevector <16 x float> %ot3.1.11, <16 x float> %ot3.1.15, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot3.3.0 = shufflevector <16 x float> %ot3.2.0, <16 x float> %ot3.2.8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot3.3.8 = shufflevector <16 x float> %ot3.2.0, <16 x float> %ot3.2.8, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot3.3.1 = shufflevector <16 x float> %ot3.2.1, <16 x float> %ot3.2.9, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot3.3.9 = shufflevector <16 x float> %ot3.2.1, <16 x float> %ot3.2.9, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot3.3.2 = shufflevector <16 x float> %ot3.2.2, <16 x float> %ot3.2.10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot3.3.10 = shufflevector <16 x float> %ot3.2.2, <16 x float> %ot3.2.10, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot3.3.3 = shufflevector <16 x float> %ot3.2.3, <16 x float> %ot3.2.11, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot3.3.11 = shufflevector <16 x float> %ot3.2.3, <16 x float> %ot3.2.11, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot3.3.4 = shufflevector <16 x float> %ot3.2.4, <16 x float> %ot3.2.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot3.3.12 = shufflevector <16 x float> %ot3.2.4, <16 x float> %ot3.2.12, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot3.3.5 = shufflevector <16 x float> %ot3.2.5, <16 x float> %ot3.2.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot3.3.13 = shufflevector <16 x float> %ot3.2.5, <16 x float> %ot3.2.13, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot3.3.6 = shufflevector <16 x float> %ot3.2.6, <16 x float> %ot3.2.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot3.3.14 = shufflevector <16 x float> %ot3.2.6, <16 x float> %ot3.2.14, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot3.3.7 = shufflevector <16 x float> %ot3.2.7, <16 x float> %ot3.2.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot3.3.15 = shufflevector <16 x float> %ot3.2.7, <16 x float> %ot3.2.15, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>

  %yp.3.0 = getelementptr inbounds float, ptr %y, i64 48
  %yq.3.0 = getelementptr inbounds float, ptr %yp.3.0, i64 %qo.0
  %ym.3.0.i = insertelement <16 x i1> poison, i1 %qin.0, i64 0
  %ym.3.0 = shufflevector <16 x i1> %ym.3.0.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot3.3.0, ptr %yq.3.0, i32 4, <16 x i1> %ym.3.0)
  %yp.3.1 = getelementptr inbounds float, ptr %y, i64 48
  %yq.3.1 = getelementptr inbounds float, ptr %yp.3.1, i64 %qo.1
  %ym.3.1.i = insertelement <16 x i1> poison, i1 %qin.1, i64 0
  %ym.3.1 = shufflevector <16 x i1> %ym.3.1.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot3.3.1, ptr %yq.3.1, i32 4, <16 x i1> %ym.3.1)
  %yp.3.2 = getelementptr inbounds float, ptr %y, i64 48
  %yq.3.2 = getelementptr inbounds float, ptr %yp.3.2, i64 %qo.2
  %ym.3.2.i = insertelement <16 x i1> poison, i1 %qin.2, i64 0
  %ym.3.2 = shufflevector <16 x i1> %ym.3.2.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot3.3.2, ptr %yq.3.2, i32 4, <16 x i1> %ym.3.2)
  %yp.3.3 = getelementptr inbounds float, ptr %y, i64 48
  %yq.3.3 = getelementptr inbounds float, ptr %yp.3.3, i64 %qo.3
  %ym.3.3.i = insertelement <16 x i1> poison, i1 %qin.3, i64 0
  %ym.3.3 = shufflevector <16 x i1> %ym.3.3.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot3.3.3, ptr %yq.3.3, i32 4, <16 x i1> %ym.3.3)
  %yp.3.4 = getelementptr inbounds float, ptr %y, i64 48
  %yq.3.4 = getelementptr inbounds float, ptr %yp.3.4, i64 %qo.4
  %ym.3.4.i = insertelement <16 x i1> poison, i1 %qin.4, i64 0
  %ym.3.4 = shufflevector <16 x i1> %ym.3.4.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot3.3.4, ptr %yq.3.4, i32 4, <16 x i1> %ym.3.4)
  %yp.3.5 = getelementptr inbounds float, ptr %y, i64 48
  %yq.3.5 = getelementptr inbounds float, ptr %yp.3.5, i64 %qo.5
  %ym.3.5.i = insertelement <16 x i1> poison, i1 %qin.5, i64 0
  %ym.3.5 = shufflevector <16 x i1> %ym.3.5.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot3.3.5, ptr %yq.3.5, i32 4, <16 x i1> %ym.3.5)
  %yp.3.6 = getelementptr inbounds float, ptr %y, i64 48
  %yq.3.6 = getelementptr inbounds float, ptr %yp.3.6, i64 %qo.6
  %ym.3.6.i = insertelement <16 x i1> poison, i1 %qin.6, i64 0
  %ym.3.6 = shufflevector <16 x i1> %ym.3.6.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot3.3.6, ptr %yq.3.6, i32 4, <16 x i1> %ym.3.6)
  %yp.3.7 = getelementptr inbounds float, ptr %y, i64 48
  %yq.3.7 = getelementptr inbounds float, ptr %yp.3.7, i64 %qo.7
  %ym.3.7.i = insertelement <16 x i1> poison, i1 %qin.7, i64 0
  %ym.3.7 = shufflevector <16 x i1> %ym.3.7.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot3.3.7, ptr %yq.3.7, i32 4, <16 x i1> %ym.3.7)
  %yp.3.8 = getelementptr inbounds float, ptr %y, i64 48
  %yq.3.8 = getelementptr inbounds float, ptr %yp.3.8, i64 %qo.8
  %ym.3.8.i = insertelement <16 x i1> poison, i1 %qin.8, i64 0
  %ym.3.8 = shufflevector <16 x i1> %ym.3.8.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot3.3.8, ptr %yq.3.8, i32 4, <16 x i1> %ym.3.8)
  %yp.3.9 = getelementptr inbounds float, ptr %y, i64 48
  %yq.3.9 = getelementptr inbounds float, ptr %yp.3.9, i64 %qo.9
  %ym.3.9.i = insertelement <16 x i1> poison, i1 %qin.9, i64 0
  %ym.3.9 = shufflevector <16 x i1> %ym.3.9.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot3.3.9, ptr %yq.3.9, i32 4, <16 x i1> %ym.3.9)
  %yp.3.10 = getelementptr inbounds float, ptr %y, i64 48
  %yq.3.10 = getelementptr inbounds float, ptr %yp.3.10, i64 %qo.10
  %ym.3.10.i = insertelement <16 x i1> poison, i1 %qin.10, i64 0
  %ym.3.10 = shufflevector <16 x i1> %ym.3.10.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot3.3.10, ptr %yq.3.10, i32 4, <16 x i1> %ym.3.10)
  %yp.3.11 = getelementptr inbounds float, ptr %y, i64 48
  %yq.3.11 = getelementptr inbounds float, ptr %yp.3.11, i64 %qo.11
  %ym.3.11.i = insertelement <16 x i1> poison, i1 %qin.11, i64 0
  %ym.3.11 = shufflevector <16 x i1> %ym.3.11.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot3.3.11, ptr %yq.3.11, i32 4, <16 x i1> %ym.3.11)
  %yp.3.12 = getelementptr inbounds float, ptr %y, i64 48
  %yq.3.12 = getelementptr inbounds float, ptr %yp.3.12, i64 %qo.12
  %ym.3.12.i = insertelement <16 x i1> poison, i1 %qin.12, i64 0
  %ym.3.12 = shufflevector <16 x i1> %ym.3.12.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot3.3.12, ptr %yq.3.12, i32 4, <16 x i1> %ym.3.12)
  %yp.3.13 = getelementptr inbounds float, ptr %y, i64 48
  %yq.3.13 = getelementptr inbounds float, ptr %yp.3.13, i64 %qo.13
  %ym.3.13.i = insertelement <16 x i1> poison, i1 %qin.13, i64 0
  %ym.3.13 = shufflevector <16 x i1> %ym.3.13.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot3.3.13, ptr %yq.3.13, i32 4, <16 x i1> %ym.3.13)
  %yp.3.14 = getelementptr inbounds float, ptr %y, i64 48
  %yq.3.14 = getelementptr inbounds float, ptr %yp.3.14, i64 %qo.14
  %ym.3.14.i = insertelement <16 x i1> poison, i1 %qin.14, i64 0
  %ym.3.14 = shufflevector <16 x i1> %ym.3.14.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot3.3.14, ptr %yq.3.14, i32 4, <16 x i1> %ym.3.14)
  %yp.3.15 = getelementptr inbounds float, ptr %y, i64 48
  %yq.3.15 = getelementptr inbounds float, ptr %yp.3.15, i64 %qo.15
  %ym.3.15.i = insertelement <16 x i1> poison, i1 %qin.15, i64 0
  %ym.3.15 = shufflevector <16 x i1> %ym.3.15.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot3.3.15, ptr %yq.3.15, i32 4, <16 x i1> %ym.3.15)
  %fa.4.0 = getelementptr inbounds float, ptr %accT, i64 1024
  %fl.4.0 = load <16 x float>, ptr %fa.4.0, align 64
  %fo.4.0 = fmul <16 x float> %fl.4.0, %inv
  %fa.4.1 = getelementptr inbounds float, ptr %accT, i64 1040
  %fl.4.1 = load <16 x float>, ptr %fa.4.1, align 64
  %fo.4.1 = fmul <16 x float> %fl.4.1, %inv
  %fa.4.2 = getelementptr inbounds float, ptr %accT, i64 1056
  %fl.4.2 = load <16 x float>, ptr %fa.4.2, align 64
  %fo.4.2 = fmul <16 x float> %fl.4.2, %inv
  %fa.4.3 = getelementptr inbounds float, ptr %accT, i64 1072
  %fl.4.3 = load <16 x float>, ptr %fa.4.3, align 64
  %fo.4.3 = fmul <16 x float> %fl.4.3, %inv
  %fa.4.4 = getelementptr inbounds float, ptr %accT, i64 1088
  %fl.4.4 = load <16 x float>, ptr %fa.4.4, align 64
  %fo.4.4 = fmul <16 x float> %fl.4.4, %inv
  %fa.4.5 = getelementptr inbounds float, ptr %accT, i64 1104
  %fl.4.5 = load <16 x float>, ptr %fa.4.5, align 64
  %fo.4.5 = fmul <16 x float> %fl.4.5, %inv
  %fa.4.6 = getelementptr inbounds float, ptr %accT, i64 1120
  %fl.4.6 = load <16 x float>, ptr %fa.4.6, align 64
  %fo.4.6 = fmul <16 x float> %fl.4.6, %inv
  %fa.4.7 = getelementptr inbounds float, ptr %accT, i64 1136
  %fl.4.7 = load <16 x float>, ptr %fa.4.7, align 64
  %fo.4.7 = fmul <16 x float> %fl.4.7, %inv
  %fa.4.8 = getelementptr inbounds float, ptr %accT, i64 1152
  %fl.4.8 = load <16 x float>, ptr %fa.4.8, align 64
  %fo.4.8 = fmul <16 x float> %fl.4.8, %inv
  %fa.4.9 = getelementptr inbounds float, ptr %accT, i64 1168
  %fl.4.9 = load <16 x float>, ptr %fa.4.9, align 64
  %fo.4.9 = fmul <16 x float> %fl.4.9, %inv
  %fa.4.10 = getelementptr inbounds float, ptr %accT, i64 1184
  %fl.4.10 = load <16 x float>, ptr %fa.4.10, align 64
  %fo.4.10 = fmul <16 x float> %fl.4.10, %inv
  %fa.4.11 = getelementptr inbounds float, ptr %accT, i64 1200
  %fl.4.11 = load <16 x float>, ptr %fa.4.11, align 64
  %fo.4.11 = fmul <16 x float> %fl.4.11, %inv
  %fa.4.12 = getelementptr inbounds float, ptr %accT, i64 1216
  %fl.4.12 = load <16 x float>, ptr %fa.4.12, align 64
  %fo.4.12 = fmul <16 x float> %fl.4.12, %inv
  %fa.4.13 = getelementptr inbounds float, ptr %accT, i64 1232
  %fl.4.13 = load <16 x float>, ptr %fa.4.13, align 64
  %fo.4.13 = fmul <16 x float> %fl.4.13, %inv
  %fa.4.14 = getelementptr inbounds float, ptr %accT, i64 1248
  %fl.4.14 = load <16 x float>, ptr %fa.4.14, align 64
  %fo.4.14 = fmul <16 x float> %fl.4.14, %inv
  %fa.4.15 = getelementptr inbounds float, ptr %accT, i64 1264
  %fl.4.15 = load <16 x float>, ptr %fa.4.15, align 64
  %fo.4.15 = fmul <16 x float> %fl.4.15, %inv
  %ot4.0.0 = shufflevector <16 x float> %fo.4.0, <16 x float> %fo.4.1, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot4.0.1 = shufflevector <16 x float> %fo.4.0, <16 x float> %fo.4.1, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot4.0.2 = shufflevector <16 x float> %fo.4.2, <16 x float> %fo.4.3, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot4.0.3 = shufflevector <16 x float> %fo.4.2, <16 x float> %fo.4.3, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot4.0.4 = shufflevector <16 x float> %fo.4.4, <16 x float> %fo.4.5, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot4.0.5 = shufflevector <16 x float> %fo.4.4, <16 x float> %fo.4.5, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot4.0.6 = shufflevector <16 x float> %fo.4.6, <16 x float> %fo.4.7, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot4.0.7 = shufflevector <16 x float> %fo.4.6, <16 x float> %fo.4.7, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot4.0.8 = shufflevector <16 x float> %fo.4.8, <16 x float> %fo.4.9, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot4.0.9 = shufflevector <16 x float> %fo.4.8, <16 x float> %fo.4.9, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot4.0.10 = shufflevector <16 x float> %fo.4.10, <16 x float> %fo.4.11, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot4.0.11 = shufflevector <16 x float> %fo.4.10, <16 x float> %fo.4.11, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot4.0.12 = shufflevector <16 x float> %fo.4.12, <16 x float> %fo.4.13, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot4.0.13 = shufflevector <16 x float> %fo.4.12, <16 x float> %fo.4.13, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot4.0.14 = shufflevector <16 x float> %fo.4.14, <16 x float> %fo.4.15, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot4.0.15 = shufflevector <16 x float> %fo.4.14, <16 x float> %fo.4.15, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot4.1.0 = shufflevector <16 x float> %ot4.0.0, <16 x float> %ot4.0.2, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot4.1.2 = shufflevector <16 x float> %ot4.0.0, <16 x float> %ot4.0.2, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot4.1.1 = shufflevector <16 x float> %ot4.0.1, <16 x float> %ot4.0.3, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot4.1.3 = shufflevector <16 x float> %ot4.0.1, <16 x float> %ot4.0.3, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot4.1.4 = shufflevector <16 x float> %ot4.0.4, <16 x float> %ot4.0.6, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot4.1.6 = shufflevector <16 x float> %ot4.0.4, <16 x float> %ot4.0.6, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot4.1.5 = shufflevector <16 x float> %ot4.0.5, <16 x float> %ot4.0.7, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot4.1.7 = shufflevector <16 x float> %ot4.0.5, <16 x float> %ot4.0.7, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot4.1.8 = shufflevector <16 x float> %ot4.0.8, <16 x float> %ot4.0.10, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot4.1.10 = shufflevector <16 x float> %ot4.0.8, <16 x float> %ot4.0.10, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot4.1.9 = shufflevector <16 x float> %ot4.0.9, <16 x float> %ot4.0.11, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot4.1.11 = shufflevector <16 x float> %ot4.0.9, <16 x float> %ot4.0.11, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot4.1.12 = shufflevector <16 x float> %ot4.0.12, <16 x float> %ot4.0.14, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot4.1.14 = shufflevector <16 x float> %ot4.0.12, <16 x float> %ot4.0.14, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot4.1.13 = shufflevector <16 x float> %ot4.0.13, <16 x float> %ot4.0.15, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot4.1.15 = shufflevector <16 x float> %ot4.0.13, <16 x float> %ot4.0.15, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot4.2.0 = shufflevector <16 x float> %ot4.1.0, <16 x float> %ot4.1.4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot4.2.4 = shufflevector <16 x float> %ot4.1.0, <16 x float> %ot4.1.4, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot4.2.1 = shufflevector <16 x float> %ot4.1.1, <16 x float> %ot4.1.5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot4.2.5 = shufflevector <16 x float> %ot4.1.1, <16 x float> %ot4.1.5, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot4.2.2 = shufflevector <16 x float> %ot4.1.2, <16 x float> %ot4.1.6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot4.2.6 = shufflevector <16 x float> %ot4.1.2, <16 x float> %ot4.1.6, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot4.2.3 = shufflevector <16 x float> %ot4.1.3, <16 x float> %ot4.1.7, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot4.2.7 = shufflevector <16 x float> %ot4.1.3, <16 x float> %ot4.1.7, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot4.2.8 = shufflevector <16 x float> %ot4.1.8, <16 x float> %ot4.1.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot4.2.12 = shufflevector <16 x float> %ot4.1.8, <16 x float> %ot4.1.12, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot4.2.9 = shufflevector <16 x float> %ot4.1.9, <16 x float> %ot4.1.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot4.2.13 = shufflevector <16 x float> %ot4.1.9, <16 x float> %ot4.1.13, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot4.2.10 = shufflevector <16 x float> %ot4.1.10, <16 x float> %ot4.1.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot4.2.14 = shufflevector <16 x float> %ot4.1.10, <16 x float> %ot4.1.14, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot4.2.11 = shufflevector <16 x float> %ot4.1.11, <16 x float> %ot4.1.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot4.2.15 = shufflevector <16 x float> %ot4.1.11, <16 x float> %ot4.1.15, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot4.3.0 = shufflevector <16 x float> %ot4.2.0, <16 x float> %ot4.2.8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot4.3.8 = shufflevector <16 x float> %ot4.2.0, <16 x float> %ot4.2.8, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot4.3.1 = shufflevector <16 x float> %ot4.2.1, <16 x float> %ot4.2.9, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot4.3.9 = shufflevector <16 x float> %ot4.2.1, <16 x float> %ot4.2.9, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot4.3.2 = shufflevector <16 x float> %ot4.2.2, <16 x float> %ot4.2.10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot4.3.10 = shufflevector <16 x float> %ot4.2.2, <16 x float> %ot4.2.10, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot4.3.3 = shufflevector <16 x float> %ot4.2.3, <16 x float> %ot4.2.11, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot4.3.11 = shufflevector <16 x float> %ot4.2.3, <16 x float> %ot4.2.11, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot4.3.4 = shufflevector <16 x float> %ot4.2.4, <16 x float> %ot4.2.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot4.3.12 = shufflevector <16 x float> %ot4.2.4, <16 x float> %ot4.2.12, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot4.3.5 = shufflevector <16 x float> %ot4.2.5, <16 x float> %ot4.2.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot4.3.13 = shufflevector <16 x float> %ot4.2.5, <16 x float> %ot4.2.13, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot4.3.6 = shufflevector <16 x float> %ot4.2.6, <16 x float> %ot4.2.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot4.3.14 = shufflevector <16 x float> %ot4.2.6, <16 x float> %ot4.2.14, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot4.3.7 = shufflevector <16 x float> %ot4.2.7, <16 x float> %ot4.2.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot4.3.15 = shufflevector <16 x float> %ot4.2.7, <16 x float> %ot4.2.15, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>

  %yp.4.0 = getelementptr inbounds float, ptr %y, i64 64
  %yq.4.0 = getelementptr inbounds float, ptr %yp.4.0, i64 %qo.0
  %ym.4.0.i = insertelement <16 x i1> poison, i1 %qin.0, i64 0
  %ym.4.0 = shufflevector <16 x i1> %ym.4.0.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot4.3.0, ptr %yq.4.0, i32 4, <16 x i1> %ym.4.0)
  %yp.4.1 = getelementptr inbounds float, ptr %y, i64 64
  %yq.4.1 = getelementptr inbounds float, ptr %yp.4.1, i64 %qo.1
  %ym.4.1.i = insertelement <16 x i1> poison, i1 %qin.1, i64 0
  %ym.4.1 = shufflevector <16 x i1> %ym.4.1.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot4.3.1, ptr %yq.4.1, i32 4, <16 x i1> %ym.4.1)
  %yp.4.2 = getelementptr inbounds float, ptr %y, i64 64
  %yq.4.2 = getelementptr inbounds float, ptr %yp.4.2, i64 %qo.2
  %ym.4.2.i = insertelement <16 x i1> poison, i1 %qin.2, i64 0
  %ym.4.2 = shufflevector <16 x i1> %ym.4.2.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot4.3.2, ptr %yq.4.2, i32 4, <16 x i1> %ym.4.2)
  %yp.4.3 = getelementptr inbounds float, ptr %y, i64 64
  %yq.4.3 = getelementptr inbounds float, ptr %yp.4.3, i64 %qo.3
  %ym.4.3.i = insertelement <16 x i1> poison, i1 %qin.3, i64 0
  %ym.4.3 = shufflevector <16 x i1> %ym.4.3.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot4.3.3, ptr %yq.4.3, i32 4, <16 x i1> %ym.4.3)
  %yp.4.4 = getelementptr inbounds float, ptr %y, i64 64
  %yq.4.4 = getelementptr inbounds float, ptr %yp.4.4, i64 %qo.4
  %ym.4.4.i = insertelement <16 x i1> poison, i1 %qin.4, i64 0
  %ym.4.4 = shufflevector <16 x i1> %ym.4.4.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot4.3.4, ptr %yq.4.4, i32 4, <16 x i1> %ym.4.4)
  %yp.4.5 = getelementptr inbounds float, ptr %y, i64 64
  %yq.4.5 = getelementptr inbounds float, ptr %yp.4.5, i64 %qo.5
  %ym.4.5.i = insertelement <16 x i1> poison, i1 %qin.5, i64 0
  %ym.4.5 = shufflevector <16 x i1> %ym.4.5.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot4.3.5, ptr %yq.4.5, i32 4, <16 x i1> %ym.4.5)
  %yp.4.6 = getelementptr inbounds float, ptr %y, i64 64
  %yq.4.6 = getelementptr inbounds float, ptr %yp.4.6, i64 %qo.6
  %ym.4.6.i = insertelement <16 x i1> poison, i1 %qin.6, i64 0
  %ym.4.6 = shufflevector <16 x i1> %ym.4.6.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot4.3.6, ptr %yq.4.6, i32 4, <16 x i1> %ym.4.6)
  %yp.4.7 = getelementptr inbounds float, ptr %y, i64 64
  %yq.4.7 = getelementptr inbounds float, ptr %yp.4.7, i64 %qo.7
  %ym.4.7.i = insertelement <16 x i1> poison, i1 %qin.7, i64 0
  %ym.4.7 = shufflevector <16 x i1> %ym.4.7.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot4.3.7, ptr %yq.4.7, i32 4, <16 x i1> %ym.4.7)
  %yp.4.8 = getelementptr inbounds float, ptr %y, i64 64
  %yq.4.8 = getelementptr inbounds float, ptr %yp.4.8, i64 %qo.8
  %ym.4.8.i = insertelement <16 x i1> poison, i1 %qin.8, i64 0
  %ym.4.8 = shufflevector <16 x i1> %ym.4.8.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot4.3.8, ptr %yq.4.8, i32 4, <16 x i1> %ym.4.8)
  %yp.4.9 = getelementptr inbounds float, ptr %y, i64 64
  %yq.4.9 = getelementptr inbounds float, ptr %yp.4.9, i64 %qo.9
  %ym.4.9.i = insertelement <16 x i1> poison, i1 %qin.9, i64 0
  %ym.4.9 = shufflevector <16 x i1> %ym.4.9.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot4.3.9, ptr %yq.4.9, i32 4, <16 x i1> %ym.4.9)
  %yp.4.10 = getelementptr inbounds float, ptr %y, i64 64
  %yq.4.10 = getelementptr inbounds float, ptr %yp.4.10, i64 %qo.10
  %ym.4.10.i = insertelement <16 x i1> poison, i1 %qin.10, i64 0
  %ym.4.10 = shufflevector <16 x i1> %ym.4.10.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot4.3.10, ptr %yq.4.10, i32 4, <16 x i1> %ym.4.10)
  %yp.4.11 = getelementptr inbounds float, ptr %y, i64 64
  %yq.4.11 = getelementptr inbounds float, ptr %yp.4.11, i64 %qo.11
  %ym.4.11.i = insertelement <16 x i1> poison, i1 %qin.11, i64 0
  %ym.4.11 = shufflevector <16 x i1> %ym.4.11.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot4.3.11, ptr %yq.4.11, i32 4, <16 x i1> %ym.4.11)
  %yp.4.12 = getelementptr inbounds float, ptr %y, i64 64
  %yq.4.12 = getelementptr inbounds float, ptr %yp.4.12, i64 %qo.12
  %ym.4.12.i = insertelement <16 x i1> poison, i1 %qin.12, i64 0
  %ym.4.12 = shufflevector <16 x i1> %ym.4.12.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot4.3.12, ptr %yq.4.12, i32 4, <16 x i1> %ym.4.12)
  %yp.4.13 = getelementptr inbounds float, ptr %y, i64 64
  %yq.4.13 = getelementptr inbounds float, ptr %yp.4.13, i64 %qo.13
  %ym.4.13.i = insertelement <16 x i1> poison, i1 %qin.13, i64 0
  %ym.4.13 = shufflevector <16 x i1> %ym.4.13.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot4.3.13, ptr %yq.4.13, i32 4, <16 x i1> %ym.4.13)
  %yp.4.14 = getelementptr inbounds float, ptr %y, i64 64
  %yq.4.14 = getelementptr inbounds float, ptr %yp.4.14, i64 %qo.14
  %ym.4.14.i = insertelement <16 x i1> poison, i1 %qin.14, i64 0
  %ym.4.14 = shufflevector <16 x i1> %ym.4.14.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot4.3.14, ptr %yq.4.14, i32 4, <16 x i1> %ym.4.14)
  %yp.4.15 = getelementptr inbounds float, ptr %y, i64 64
  %yq.4.15 = getelementptr inbounds float, ptr %yp.4.15, i64 %qo.15
  %ym.4.15.i = insertelement <16 x i1> poison, i1 %qin.15, i64 0
  %ym.4.15 = shufflevector <16 x i1> %ym.4.15.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot4.3.15, ptr %yq.4.15, i32 4, <16 x i1> %ym.4.15)
  %fa.5.0 = getelementptr inbounds float, ptr %accT, i64 1280
  %fl.5.0 = load <16 x float>, ptr %fa.5.0, align 64
  %fo.5.0 = fmul <16 x float> %fl.5.0, %inv
  %fa.5.1 = getelementptr inbounds float, ptr %accT, i64 1296
  %fl.5.1 = load <16 x float>, ptr %fa.5.1, align 64
  %fo.5.1 = fmul <16 x float> %fl.5.1, %inv
  %fa.5.2 = getelementptr inbounds float, ptr %accT, i64 1312
  %fl.5.2 = load <16 x float>, ptr %fa.5.2, align 64
  %fo.5.2 = fmul <16 x float> %fl.5.2, %inv
  %fa.5.3 = getelementptr inbounds float, ptr %accT, i64 1328
  %fl.5.3 = load <16 x float>, ptr %fa.5.3, align 64
  %fo.5.3 = fmul <16 x float> %fl.5.3, %inv
  %fa.5.4 = getelementptr inbounds float, ptr %accT, i64 1344
  %fl.5.4 = load <16 x float>, ptr %fa.5.4, align 64
  %fo.5.4 = fmul <16 x float> %fl.5.4, %inv
  %fa.5.5 = getelementptr inbounds float, ptr %accT, i64 1360
  %fl.5.5 = load <16 x float>, ptr %fa.5.5, align 64
  %fo.5.5 = fmul <16 x float> %fl.5.5, %inv
  %fa.5.6 = getelementptr inbounds float, ptr %accT, i64 1376
  %fl.5.6 = load <16 x float>, ptr %fa.5.6, align 64
  %fo.5.6 = fmul <16 x float> %fl.5.6, %inv
  %fa.5.7 = getelementptr inbounds float, ptr %accT, i64 1392
  %fl.5.7 = load <16 x float>, ptr %fa.5.7, align 64
  %fo.5.7 = fmul <16 x float> %fl.5.7, %inv
  %fa.5.8 = getelementptr inbounds float, ptr %accT, i64 1408
  %fl.5.8 = load <16 x float>, ptr %fa.5.8, align 64
  %fo.5.8 = fmul <16 x float> %fl.5.8, %inv
  %fa.5.9 = getelementptr inbounds float, ptr %accT, i64 1424
  %fl.5.9 = load <16 x float>, ptr %fa.5.9, align 64
  %fo.5.9 = fmul <16 x float> %fl.5.9, %inv
  %fa.5.10 = getelementptr inbounds float, ptr %accT, i64 1440
  %fl.5.10 = load <16 x float>, ptr %fa.5.10, align 64
  %fo.5.10 = fmul <16 x float> %fl.5.10, %inv
  %fa.5.11 = getelementptr inbounds float, ptr %accT, i64 1456
  %fl.5.11 = load <16 x float>, ptr %fa.5.11, align 64
  %fo.5.11 = fmul <16 x float> %fl.5.11, %inv
  %fa.5.12 = getelementptr inbounds float, ptr %accT, i64 1472
  %fl.5.12 = load <16 x float>, ptr %fa.5.12, align 64
  %fo.5.12 = fmul <16 x float> %fl.5.12, %inv
  %fa.5.13 = getelementptr inbounds float, ptr %accT, i64 1488
  %fl.5.13 = load <16 x float>, ptr %fa.5.13, align 64
  %fo.5.13 = fmul <16 x float> %fl.5.13, %inv
  %fa.5.14 = getelementptr inbounds float, ptr %accT, i64 1504
  %fl.5.14 = load <16 x float>, ptr %fa.5.14, align 64
  %fo.5.14 = fmul <16 x float> %fl.5.14, %inv
  %fa.5.15 = getelementptr inbounds float, ptr %accT, i64 1520
  %fl.5.15 = load <16 x float>, ptr %fa.5.15, align 64
  %fo.5.15 = fmul <16 x float> %fl.5.15, %inv
  %ot5.0.0 = shufflevector <16 x float> %fo.5.0, <16 x float> %fo.5.1, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot5.0.1 = shufflevector <16 x float> %fo.5.0, <16 x float> %fo.5.1, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot5.0.2 = shufflevector <16 x float> %fo.5.2, <16 x float> %fo.5.3, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot5.0.3 = shufflevector <16 x float> %fo.5.2, <16 x float> %fo.5.3, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot5.0.4 = shufflevector <16 x float> %fo.5.4, <16 x float> %fo.5.5, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot5.0.5 = shufflevector <16 x float> %fo.5.4, <16 x float> %fo.5.5, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot5.0.6 = shufflevector <16 x float> %fo.5.6, <16 x float> %fo.5.7, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot5.0.7 = shufflevector <16 x float> %fo.5.6, <16 x float> %fo.5.7, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot5.0.8 = shufflevector <16 x float> %fo.5.8, <16 x float> %fo.5.9, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot5.0.9 = shufflevector <16 x float> %fo.5.8, <16 x float> %fo.5.9, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot5.0.10 = shufflevector <16 x float> %fo.5.10, <16 x float> %fo.5.11, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot5.0.11 = shufflevector <16 x float> %fo.5.10, <16 x float> %fo.5.11, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot5.0.12 = shufflevector <16 x float> %fo.5.12, <16 x float> %fo.5.13, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot5.0.13 = shufflevector <16 x float> %fo.5.12, <16 x float> %fo.5.13, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot5.0.14 = shufflevector <16 x float> %fo.5.14, <16 x float> %fo.5.15, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot5.0.15 = shufflevector <16 x float> %fo.5.14, <16 x float> %fo.5.15, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot5.1.0 = shufflevector <16 x float> %ot5.0.0, <16 x float> %ot5.0.2, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot5.1.2 = shufflevector <16 x float> %ot5.0.0, <16 x float> %ot5.0.2, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot5.1.1 = shufflevector <16 x float> %ot5.0.1, <16 x float> %ot5.0.3, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot5.1.3 = shufflevector <16 x float> %ot5.0.1, <16 x float> %ot5.0.3, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot5.1.4 = shufflevector <16 x float> %ot5.0.4, <16 x float> %ot5.0.6, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot5.1.6 = shufflevector <16 x float> %ot5.0.4, <16 x float> %ot5.0.6, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot5.1.5 = shufflevector <16 x float> %ot5.0.5, <16 x float> %ot5.0.7, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot5.1.7 = shufflevector <16 x float> %ot5.0.5, <16 x float> %ot5.0.7, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot5.1.8 = shufflevector <16 x float> %ot5.0.8, <16 x float> %ot5.0.10, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot5.1.10 = shufflevector <16 x float> %ot5.0.8, <16 x float> %ot5.0.10, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot5.1.9 = shufflevector <16 x float> %ot5.0.9, <16 x float> %ot5.0.11, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot5.1.11 = shufflevector <16 x float> %ot5.0.9, <16 x float> %ot5.0.11, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot5.1.12 = shufflevector <16 x float> %ot5.0.12, <16 x float> %ot5.0.14, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot5.1.14 = shufflevector <16 x float> %ot5.0.12, <16 x float> %ot5.0.14, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot5.1.13 = shufflevector <16 x float> %ot5.0.13, <16 x float> %ot5.0.15, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot5.1.15 = shufflevector <16 x float> %ot5.0.13, <16 x float> %ot5.0.15, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot5.2.0 = shufflevector <16 x float> %ot5.1.0, <16 x float> %ot5.1.4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot5.2.4 = shufflevector <16 x float> %ot5.1.0, <16 x float> %ot5.1.4, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot5.2.1 = shufflevector <16 x float> %ot5.1.1, <16 x float> %ot5.1.5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot5.2.5 = shufflevector <16 x float> %ot5.1.1, <16 x float> %ot5.1.5, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot5.2.2 = shufflevector <16 x float> %ot5.1.2, <16 x float> %ot5.1.6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot5.2.6 = shufflevector <16 x float> %ot5.1.2, <16 x float> %ot5.1.6, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot5.2.3 = shufflevector <16 x float> %ot5.1.3, <16 x float> %ot5.1.7, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot5.2.7 = shufflevector <16 x float> %ot5.1.3, <16 x float> %ot5.1.7, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot5.2.8 = shufflevector <16 x float> %ot5.1.8, <16 x float> %ot5.1.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot5.2.12 = shufflevector <16 x float> %ot5.1.8, <16 x float> %ot5.1.12, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot5.2.9 = shufflevector <16 x float> %ot5.1.9, <16 x float> %ot5.1.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot5.2.13 = shufflevector <16 x float> %ot5.1.9, <16 x float> %ot5.1.13, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot5.2.10 = shufflevector <16 x float> %ot5.1.10, <16 x float> %ot5.1.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot5.2.14 = shufflevector <16 x float> %ot5.1.10, <16 x float> %ot5.1.14, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot5.2.11 = shufflevector <16 x float> %ot5.1.11, <16 x float> %ot5.1.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot5.2.15 = shufflevector <16 x float> %ot5.1.11, <16 x float> %ot5.1.15, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot5.3.0 = shufflevector <16 x float> %ot5.2.0, <16 x float> %ot5.2.8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot5.3.8 = shufflevector <16 x float> %ot5.2.0, <16 x float> %ot5.2.8, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot5.3.1 = shufflevector <16 x float> %ot5.2.1, <16 x float> %ot5.2.9, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot5.3.9 = shufflevector <16 x float> %ot5.2.1, <16 x float> %ot5.2.9, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot5.3.2 = shufflevector <16 x float> %ot5.2.2, <16 x float> %ot5.2.10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot5.3.10 = shufflevector <16 x float> %ot5.2.2, <16 x float> %ot5.2.10, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot5.3.3 = shufflevector <16 x float> %ot5.2.3, <16 x float> %ot5.2.11, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot5.3.11 = shufflevector <16 x float> %ot5.2.3, <16 x float> %ot5.2.11, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot5.3.4 = shufflevector <16 x float> %ot5.2.4, <16 x float> %ot5.2.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot5.3.12 = shufflevector <16 x float> %ot5.2.4, <16 x float> %ot5.2.12, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot5.3.5 = shufflevector <16 x float> %ot5.2.5, <16 x float> %ot5.2.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot5.3.13 = shufflevector <16 x float> %ot5.2.5, <16 x float> %ot5.2.13, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot5.3.6 = shufflevector <16 x float> %ot5.2.6, <16 x float> %ot5.2.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot5.3.14 = shufflevector <16 x float> %ot5.2.6, <16 x float> %ot5.2.14, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot5.3.7 = shufflevector <16 x float> %ot5.2.7, <16 x float> %ot5.2.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot5.3.15 = shufflevector <16 x float> %ot5.2.7, <16 x float> %ot5.2.15, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>

  %yp.5.0 = getelementptr inbounds float, ptr %y, i64 80
  %yq.5.0 = getelementptr inbounds float, ptr %yp.5.0, i64 %qo.0
  %ym.5.0.i = insertelement <16 x i1> poison, i1 %qin.0, i64 0
  %ym.5.0 = shufflevector <16 x i1> %ym.5.0.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot5.3.0, ptr %yq.5.0, i32 4, <16 x i1> %ym.5.0)
  %yp.5.1 = getelementptr inbounds float, ptr %y, i64 80
  %yq.5.1 = getelementptr inbounds float, ptr %yp.5.1, i64 %qo.1
  %ym.5.1.i = insertelement <16 x i1> poison, i1 %qin.1, i64 0
  %ym.5.1 = shufflevector <16 x i1> %ym.5.1.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot5.3.1, ptr %yq.5.1, i32 4, <16 x i1> %ym.5.1)
  %yp.5.2 = getelementptr inbounds float, ptr %y, i64 80
  %yq.5.2 = getelementptr inbounds float, ptr %yp.5.2, i64 %qo.2
  %ym.5.2.i = insertelement <16 x i1> poison, i1 %qin.2, i64 0
  %ym.5.2 = shufflevector <16 x i1> %ym.5.2.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot5.3.2, ptr %yq.5.2, i32 4, <16 x i1> %ym.5.2)
  %yp.5.3 = getelementptr inbounds float, ptr %y, i64 80
  %yq.5.3 = getelementptr inbounds float, ptr %yp.5.3, i64 %qo.3
  %ym.5.3.i = insertelement <16 x i1> poison, i1 %qin.3, i64 0
  %ym.5.3 = shufflevector <16 x i1> %ym.5.3.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot5.3.3, ptr %yq.5.3, i32 4, <16 x i1> %ym.5.3)
  %yp.5.4 = getelementptr inbounds float, ptr %y, i64 80
  %yq.5.4 = getelementptr inbounds float, ptr %yp.5.4, i64 %qo.4
  %ym.5.4.i = insertelement <16 x i1> poison, i1 %qin.4, i64 0
  %ym.5.4 = shufflevector <16 x i1> %ym.5.4.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot5.3.4, ptr %yq.5.4, i32 4, <16 x i1> %ym.5.4)
  %yp.5.5 = getelementptr inbounds float, ptr %y, i64 80
  %yq.5.5 = getelementptr inbounds float, ptr %yp.5.5, i64 %qo.5
  %ym.5.5.i = insertelement <16 x i1> poison, i1 %qin.5, i64 0
  %ym.5.5 = shufflevector <16 x i1> %ym.5.5.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot5.3.5, ptr %yq.5.5, i32 4, <16 x i1> %ym.5.5)
  %yp.5.6 = getelementptr inbounds float, ptr %y, i64 80
  %yq.5.6 = getelementptr inbounds float, ptr %yp.5.6, i64 %qo.6
  %ym.5.6.i = insertelement <16 x i1> poison, i1 %qin.6, i64 0
  %ym.5.6 = shufflevector <16 x i1> %ym.5.6.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot5.3.6, ptr %yq.5.6, i32 4, <16 x i1> %ym.5.6)
  %yp.5.7 = getelementptr inbounds float, ptr %y, i64 80
  %yq.5.7 = getelementptr inbounds float, ptr %yp.5.7, i64 %qo.7
  %ym.5.7.i = insertelement <16 x i1> poison, i1 %qin.7, i64 0
  %ym.5.7 = shufflevector <16 x i1> %ym.5.7.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot5.3.7, ptr %yq.5.7, i32 4, <16 x i1> %ym.5.7)
  %yp.5.8 = getelementptr inbounds float, ptr %y, i64 80
  %yq.5.8 = getelementptr inbounds float, ptr %yp.5.8, i64 %qo.8
  %ym.5.8.i = insertelement <16 x i1> poison, i1 %qin.8, i64 0
  %ym.5.8 = shufflevector <16 x i1> %ym.5.8.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot5.3.8, ptr %yq.5.8, i32 4, <16 x i1> %ym.5.8)
  %yp.5.9 = getelementptr inbounds float, ptr %y, i64 80
  %yq.5.9 = getelementptr inbounds float, ptr %yp.5.9, i64 %qo.9
  %ym.5.9.i = insertelement <16 x i1> poison, i1 %qin.9, i64 0
  %ym.5.9 = shufflevector <16 x i1> %ym.5.9.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot5.3.9, ptr %yq.5.9, i32 4, <16 x i1> %ym.5.9)
  %yp.5.10 = getelementptr inbounds float, ptr %y, i64 80
  %yq.5.10 = getelementptr inbounds float, ptr %yp.5.10, i64 %qo.10
  %ym.5.10.i = insertelement <16 x i1> poison, i1 %qin.10, i64 0
  %ym.5.10 = shufflevector <16 x i1> %ym.5.10.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot5.3.10, ptr %yq.5.10, i32 4, <16 x i1> %ym.5.10)
  %yp.5.11 = getelementptr inbounds float, ptr %y, i64 80
  %yq.5.11 = getelementptr inbounds float, ptr %yp.5.11, i64 %qo.11
  %ym.5.11.i = insertelement <16 x i1> poison, i1 %qin.11, i64 0
  %ym.5.11 = shufflevector <16 x i1> %ym.5.11.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot5.3.11, ptr %yq.5.11, i32 4, <16 x i1> %ym.5.11)
  %yp.5.12 = getelementptr inbounds float, ptr %y, i64 80
  %yq.5.12 = getelementptr inbounds float, ptr %yp.5.12, i64 %qo.12
  %ym.5.12.i = insertelement <16 x i1> poison, i1 %qin.12, i64 0
  %ym.5.12 = shufflevector <16 x i1> %ym.5.12.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot5.3.12, ptr %yq.5.12, i32 4, <16 x i1> %ym.5.12)
  %yp.5.13 = getelementptr inbounds float, ptr %y, i64 80
  %yq.5.13 = getelementptr inbounds float, ptr %yp.5.13, i64 %qo.13
  %ym.5.13.i = insertelement <16 x i1> poison, i1 %qin.13, i64 0
  %ym.5.13 = shufflevector <16 x i1> %ym.5.13.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot5.3.13, ptr %yq.5.13, i32 4, <16 x i1> %ym.5.13)
  %yp.5.14 = getelementptr inbounds float, ptr %y, i64 80
  %yq.5.14 = getelementptr inbounds float, ptr %yp.5.14, i64 %qo.14
  %ym.5.14.i = insertelement <16 x i1> poison, i1 %qin.14, i64 0
  %ym.5.14 = shufflevector <16 x i1> %ym.5.14.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot5.3.14, ptr %yq.5.14, i32 4, <16 x i1> %ym.5.14)
  %yp.5.15 = getelementptr inbounds float, ptr %y, i64 80
  %yq.5.15 = getelementptr inbounds float, ptr %yp.5.15, i64 %qo.15
  %ym.5.15.i = insertelement <16 x i1> poison, i1 %qin.15, i64 0
  %ym.5.15 = shufflevector <16 x i1> %ym.5.15.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot5.3.15, ptr %yq.5.15, i32 4, <16 x i1> %ym.5.15)
  %fa.6.0 = getelementptr inbounds float, ptr %accT, i64 1536
  %fl.6.0 = load <16 x float>, ptr %fa.6.0, align 64
  %fo.6.0 = fmul <16 x float> %fl.6.0, %inv
  %fa.6.1 = getelementptr inbounds float, ptr %accT, i64 1552
  %fl.6.1 = load <16 x float>, ptr %fa.6.1, align 64
  %fo.6.1 = fmul <16 x float> %fl.6.1, %inv
  %fa.6.2 = getelementptr inbounds float, ptr %accT, i64 1568
  %fl.6.2 = load <16 x float>, ptr %fa.6.2, align 64
  %fo.6.2 = fmul <16 x float> %fl.6.2, %inv
  %fa.6.3 = getelementptr inbounds float, ptr %accT, i64 1584
  %fl.6.3 = load <16 x float>, ptr %fa.6.3, align 64
  %fo.6.3 = fmul <16 x float> %fl.6.3, %inv
  %fa.6.4 = getelementptr inbounds float, ptr %accT, i64 1600
  %fl.6.4 = load <16 x float>, ptr %fa.6.4, align 64
  %fo.6.4 = fmul <16 x float> %fl.6.4, %inv
  %fa.6.5 = getelementptr inbounds float, ptr %accT, i64 1616
  %fl.6.5 = load <16 x float>, ptr %fa.6.5, align 64
  %fo.6.5 = fmul <16 x float> %fl.6.5, %inv
  %fa.6.6 = getelementptr inbounds float, ptr %accT, i64 1632
  %fl.6.6 = load <16 x float>, ptr %fa.6.6, align 64
  %fo.6.6 = fmul <16 x float> %fl.6.6, %inv
  %fa.6.7 = getelementptr inbounds float, ptr %accT, i64 1648
  %fl.6.7 = load <16 x float>, ptr %fa.6.7, align 64
  %fo.6.7 = fmul <16 x float> %fl.6.7, %inv
  %fa.6.8 = getelementptr inbounds float, ptr %accT, i64 1664
  %fl.6.8 = load <16 x float>, ptr %fa.6.8, align 64
  %fo.6.8 = fmul <16 x float> %fl.6.8, %inv
  %fa.6.9 = getelementptr inbounds float, ptr %accT, i64 1680
  %fl.6.9 = load <16 x float>, ptr %fa.6.9, align 64
  %fo.6.9 = fmul <16 x float> %fl.6.9, %inv
  %fa.6.10 = getelementptr inbounds float, ptr %accT, i64 1696
  %fl.6.10 = load <16 x float>, ptr %fa.6.10, align 64
  %fo.6.10 = fmul <16 x float> %fl.6.10, %inv
  %fa.6.11 = getelementptr inbounds float, ptr %accT, i64 1712
  %fl.6.11 = load <16 x float>, ptr %fa.6.11, align 64
  %fo.6.11 = fmul <16 x float> %fl.6.11, %inv
  %fa.6.12 = getelementptr inbounds float, ptr %accT, i64 1728
  %fl.6.12 = load <16 x float>, ptr %fa.6.12, align 64
  %fo.6.12 = fmul <16 x float> %fl.6.12, %inv
  %fa.6.13 = getelementptr inbounds float, ptr %accT, i64 1744
  %fl.6.13 = load <16 x float>, ptr %fa.6.13, align 64
  %fo.6.13 = fmul <16 x float> %fl.6.13, %inv
  %fa.6.14 = getelementptr inbounds float, ptr %accT, i64 1760
  %fl.6.14 = load <16 x float>, ptr %fa.6.14, align 64
  %fo.6.14 = fmul <16 x float> %fl.6.14, %inv
  %fa.6.15 = getelementptr inbounds float, ptr %accT, i64 1776
  %fl.6.15 = load <16 x float>, ptr %fa.6.15, align 64
  %fo.6.15 = fmul <16 x float> %fl.6.15, %inv
  %ot6.0.0 = shufflevector <16 x float> %fo.6.0, <16 x float> %fo.6.1, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot6.0.1 = shufflevector <16 x float> %fo.6.0, <16 x float> %fo.6.1, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot6.0.2 = shufflevector <16 x float> %fo.6.2, <16 x float> %fo.6.3, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot6.0.3 = shufflevector <16 x float> %fo.6.2, <16 x float> %fo.6.3, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot6.0.4 = shufflevector <16 x float> %fo.6.4, <16 x float> %fo.6.5, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot6.0.5 = shufflevector <16 x float> %fo.6.4, <16 x float> %fo.6.5, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot6.0.6 = shufflevector <16 x float> %fo.6.6, <16 x float> %fo.6.7, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot6.0.7 = shufflevector <16 x float> %fo.6.6, <16 x float> %fo.6.7, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot6.0.8 = shufflevector <16 x float> %fo.6.8, <16 x float> %fo.6.9, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot6.0.9 = shufflevector <16 x float> %fo.6.8, <16 x float> %fo.6.9, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot6.0.10 = shufflevector <16 x float> %fo.6.10, <16 x float> %fo.6.11, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot6.0.11 = shufflevector <16 x float> %fo.6.10, <16 x float> %fo.6.11, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot6.0.12 = shufflevector <16 x float> %fo.6.12, <16 x float> %fo.6.13, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot6.0.13 = shufflevector <16 x float> %fo.6.12, <16 x float> %fo.6.13, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot6.0.14 = shufflevector <16 x float> %fo.6.14, <16 x float> %fo.6.15, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot6.0.15 = shufflevector <16 x float> %fo.6.14, <16 x float> %fo.6.15, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot6.1.0 = shufflevector <16 x float> %ot6.0.0, <16 x float> %ot6.0.2, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot6.1.2 = shufflevector <16 x float> %ot6.0.0, <16 x float> %ot6.0.2, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot6.1.1 = shufflevector <16 x float> %ot6.0.1, <16 x float> %ot6.0.3, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot6.1.3 = shufflevector <16 x float> %ot6.0.1, <16 x float> %ot6.0.3, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot6.1.4 = shufflevector <16 x float> %ot6.0.4, <16 x float> %ot6.0.6, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot6.1.6 = shufflevector <16 x float> %ot6.0.4, <16 x float> %ot6.0.6, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot6.1.5 = shufflevector <16 x float> %ot6.0.5, <16 x float> %ot6.0.7, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot6.1.7 = shufflevector <16 x float> %ot6.0.5, <16 x float> %ot6.0.7, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot6.1.8 = shufflevector <16 x float> %ot6.0.8, <16 x float> %ot6.0.10, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot6.1.10 = shufflevector <16 x float> %ot6.0.8, <16 x float> %ot6.0.10, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot6.1.9 = shufflevector <16 x float> %ot6.0.9, <16 x float> %ot6.0.11, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot6.1.11 = shufflevector <16 x float> %ot6.0.9, <16 x float> %ot6.0.11, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot6.1.12 = shufflevector <16 x float> %ot6.0.12, <16 x float> %ot6.0.14, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot6.1.14 = shufflevector <16 x float> %ot6.0.12, <16 x float> %ot6.0.14, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot6.1.13 = shufflevector <16 x float> %ot6.0.13, <16 x float> %ot6.0.15, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot6.1.15 = shufflevector <16 x float> %ot6.0.13, <16 x float> %ot6.0.15, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot6.2.0 = shufflevector <16 x float> %ot6.1.0, <16 x float> %ot6.1.4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot6.2.4 = shufflevector <16 x float> %ot6.1.0, <16 x float> %ot6.1.4, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot6.2.1 = shufflevector <16 x float> %ot6.1.1, <16 x float> %ot6.1.5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot6.2.5 = shufflevector <16 x float> %ot6.1.1, <16 x float> %ot6.1.5, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot6.2.2 = shufflevector <16 x float> %ot6.1.2, <16 x float> %ot6.1.6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot6.2.6 = shufflevector <16 x float> %ot6.1.2, <16 x float> %ot6.1.6, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot6.2.3 = shufflevector <16 x float> %ot6.1.3, <16 x float> %ot6.1.7, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot6.2.7 = shufflevector <16 x float> %ot6.1.3, <16 x float> %ot6.1.7, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot6.2.8 = shufflevector <16 x float> %ot6.1.8, <16 x float> %ot6.1.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot6.2.12 = shufflevector <16 x float> %ot6.1.8, <16 x float> %ot6.1.12, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot6.2.9 = shufflevector <16 x float> %ot6.1.9, <16 x float> %ot6.1.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot6.2.13 = shufflevector <16 x float> %ot6.1.9, <16 x float> %ot6.1.13, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot6.2.10 = shufflevector <16 x float> %ot6.1.10, <16 x float> %ot6.1.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot6.2.14 = shufflevector <16 x float> %ot6.1.10, <16 x float> %ot6.1.14, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot6.2.11 = shufflevector <16 x float> %ot6.1.11, <16 x float> %ot6.1.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot6.2.15 = shufflevector <16 x float> %ot6.1.11, <16 x float> %ot6.1.15, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot6.3.0 = shufflevector <16 x float> %ot6.2.0, <16 x float> %ot6.2.8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot6.3.8 = shufflevector <16 x float> %ot6.2.0, <16 x float> %ot6.2.8, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot6.3.1 = shufflevector <16 x float> %ot6.2.1, <16 x float> %ot6.2.9, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot6.3.9 = shufflevector <16 x float> %ot6.2.1, <16 x float> %ot6.2.9, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot6.3.2 = shufflevector <16 x float> %ot6.2.2, <16 x float> %ot6.2.10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot6.3.10 = shufflevector <16 x float> %ot6.2.2, <16 x float> %ot6.2.10, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot6.3.3 = shufflevector <16 x float> %ot6.2.3, <16 x float> %ot6.2.11, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot6.3.11 = shufflevector <16 x float> %ot6.2.3, <16 x float> %ot6.2.11, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot6.3.4 = shufflevector <16 x float> %ot6.2.4, <16 x float> %ot6.2.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot6.3.12 = shufflevector <16 x float> %ot6.2.4, <16 x float> %ot6.2.12, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot6.3.5 = shufflevector <16 x float> %ot6.2.5, <16 x float> %ot6.2.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot6.3.13 = shufflevector <16 x float> %ot6.2.5, <16 x float> %ot6.2.13, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot6.3.6 = shufflevector <16 x float> %ot6.2.6, <16 x float> %ot6.2.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot6.3.14 = shufflevector <16 x float> %ot6.2.6, <16 x float> %ot6.2.14, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot6.3.7 = shufflevector <16 x float> %ot6.2.7, <16 x float> %ot6.2.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot6.3.15 = shufflevector <16 x float> %ot6.2.7, <16 x float> %ot6.2.15, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>

  %yp.6.0 = getelementptr inbounds float, ptr %y, i64 96
  %yq.6.0 = getelementptr inbounds float, ptr %yp.6.0, i64 %qo.0
  %ym.6.0.i = insertelement <16 x i1> poison, i1 %qin.0, i64 0
  %ym.6.0 = shufflevector <16 x i1> %ym.6.0.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot6.3.0, ptr %yq.6.0, i32 4, <16 x i1> %ym.6.0)
  %yp.6.1 = getelementptr inbounds float, ptr %y, i64 96
  %yq.6.1 = getelementptr inbounds float, ptr %yp.6.1, i64 %qo.1
  %ym.6.1.i = insertelement <16 x i1> poison, i1 %qin.1, i64 0
  %ym.6.1 = shufflevector <16 x i1> %ym.6.1.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot6.3.1, ptr %yq.6.1, i32 4, <16 x i1> %ym.6.1)
  %yp.6.2 = getelementptr inbounds float, ptr %y, i64 96
  %yq.6.2 = getelementptr inbounds float, ptr %yp.6.2, i64 %qo.2
  %ym.6.2.i = insertelement <16 x i1> poison, i1 %qin.2, i64 0
  %ym.6.2 = shufflevector <16 x i1> %ym.6.2.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot6.3.2, ptr %yq.6.2, i32 4, <16 x i1> %ym.6.2)
  %yp.6.3 = getelementptr inbounds float, ptr %y, i64 96
  %yq.6.3 = getelementptr inbounds float, ptr %yp.6.3, i64 %qo.3
  %ym.6.3.i = insertelement <16 x i1> poison, i1 %qin.3, i64 0
  %ym.6.3 = shufflevector <16 x i1> %ym.6.3.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot6.3.3, ptr %yq.6.3, i32 4, <16 x i1> %ym.6.3)
  %yp.6.4 = getelementptr inbounds float, ptr %y, i64 96
  %yq.6.4 = getelementptr inbounds float, ptr %yp.6.4, i64 %qo.4
  %ym.6.4.i = insertelement <16 x i1> poison, i1 %qin.4, i64 0
  %ym.6.4 = shufflevector <16 x i1> %ym.6.4.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot6.3.4, ptr %yq.6.4, i32 4, <16 x i1> %ym.6.4)
  %yp.6.5 = getelementptr inbounds float, ptr %y, i64 96
  %yq.6.5 = getelementptr inbounds float, ptr %yp.6.5, i64 %qo.5
  %ym.6.5.i = insertelement <16 x i1> poison, i1 %qin.5, i64 0
  %ym.6.5 = shufflevector <16 x i1> %ym.6.5.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot6.3.5, ptr %yq.6.5, i32 4, <16 x i1> %ym.6.5)
  %yp.6.6 = getelementptr inbounds float, ptr %y, i64 96
  %yq.6.6 = getelementptr inbounds float, ptr %yp.6.6, i64 %qo.6
  %ym.6.6.i = insertelement <16 x i1> poison, i1 %qin.6, i64 0
  %ym.6.6 = shufflevector <16 x i1> %ym.6.6.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot6.3.6, ptr %yq.6.6, i32 4, <16 x i1> %ym.6.6)
  %yp.6.7 = getelementptr inbounds float, ptr %y, i64 96
  %yq.6.7 = getelementptr inbounds float, ptr %yp.6.7, i64 %qo.7
  %ym.6.7.i = insertelement <16 x i1> poison, i1 %qin.7, i64 0
  %ym.6.7 = shufflevector <16 x i1> %ym.6.7.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot6.3.7, ptr %yq.6.7, i32 4, <16 x i1> %ym.6.7)
  %yp.6.8 = getelementptr inbounds float, ptr %y, i64 96
  %yq.6.8 = getelementptr inbounds float, ptr %yp.6.8, i64 %qo.8
  %ym.6.8.i = insertelement <16 x i1> poison, i1 %qin.8, i64 0
  %ym.6.8 = shufflevector <16 x i1> %ym.6.8.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot6.3.8, ptr %yq.6.8, i32 4, <16 x i1> %ym.6.8)
  %yp.6.9 = getelementptr inbounds float, ptr %y, i64 96
  %yq.6.9 = getelementptr inbounds float, ptr %yp.6.9, i64 %qo.9
  %ym.6.9.i = insertelement <16 x i1> poison, i1 %qin.9, i64 0
  %ym.6.9 = shufflevector <16 x i1> %ym.6.9.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot6.3.9, ptr %yq.6.9, i32 4, <16 x i1> %ym.6.9)
  %yp.6.10 = getelementptr inbounds float, ptr %y, i64 96
  %yq.6.10 = getelementptr inbounds float, ptr %yp.6.10, i64 %qo.10
  %ym.6.10.i = insertelement <16 x i1> poison, i1 %qin.10, i64 0
  %ym.6.10 = shufflevector <16 x i1> %ym.6.10.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot6.3.10, ptr %yq.6.10, i32 4, <16 x i1> %ym.6.10)
  %yp.6.11 = getelementptr inbounds float, ptr %y, i64 96
  %yq.6.11 = getelementptr inbounds float, ptr %yp.6.11, i64 %qo.11
  %ym.6.11.i = insertelement <16 x i1> poison, i1 %qin.11, i64 0
  %ym.6.11 = shufflevector <16 x i1> %ym.6.11.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot6.3.11, ptr %yq.6.11, i32 4, <16 x i1> %ym.6.11)
  %yp.6.12 = getelementptr inbounds float, ptr %y, i64 96
  %yq.6.12 = getelementptr inbounds float, ptr %yp.6.12, i64 %qo.12
  %ym.6.12.i = insertelement <16 x i1> poison, i1 %qin.12, i64 0
  %ym.6.12 = shufflevector <16 x i1> %ym.6.12.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot6.3.12, ptr %yq.6.12, i32 4, <16 x i1> %ym.6.12)
  %yp.6.13 = getelementptr inbounds float, ptr %y, i64 96
  %yq.6.13 = getelementptr inbounds float, ptr %yp.6.13, i64 %qo.13
  %ym.6.13.i = insertelement <16 x i1> poison, i1 %qin.13, i64 0
  %ym.6.13 = shufflevector <16 x i1> %ym.6.13.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot6.3.13, ptr %yq.6.13, i32 4, <16 x i1> %ym.6.13)
  %yp.6.14 = getelementptr inbounds float, ptr %y, i64 96
  %yq.6.14 = getelementptr inbounds float, ptr %yp.6.14, i64 %qo.14
  %ym.6.14.i = insertelement <16 x i1> poison, i1 %qin.14, i64 0
  %ym.6.14 = shufflevector <16 x i1> %ym.6.14.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot6.3.14, ptr %yq.6.14, i32 4, <16 x i1> %ym.6.14)
  %yp.6.15 = getelementptr inbounds float, ptr %y, i64 96
  %yq.6.15 = getelementptr inbounds float, ptr %yp.6.15, i64 %qo.15
  %ym.6.15.i = insertelement <16 x i1> poison, i1 %qin.15, i64 0
  %ym.6.15 = shufflevector <16 x i1> %ym.6.15.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot6.3.15, ptr %yq.6.15, i32 4, <16 x i1> %ym.6.15)
  %fa.7.0 = getelementptr inbounds float, ptr %accT, i64 1792
  %fl.7.0 = load <16 x float>, ptr %fa.7.0, align 64
  %fo.7.0 = fmul <16 x float> %fl.7.0, %inv
  %fa.7.1 = getelementptr inbounds float, ptr %accT, i64 1808
  %fl.7.1 = load <16 x float>, ptr %fa.7.1, align 64
  %fo.7.1 = fmul <16 x float> %fl.7.1, %inv
  %fa.7.2 = getelementptr inbounds float, ptr %accT, i64 1824
  %fl.7.2 = load <16 x float>, ptr %fa.7.2, align 64
  %fo.7.2 = fmul <16 x float> %fl.7.2, %inv
  %fa.7.3 = getelementptr inbounds float, ptr %accT, i64 1840
  %fl.7.3 = load <16 x float>, ptr %fa.7.3, align 64
  %fo.7.3 = fmul <16 x float> %fl.7.3, %inv
  %fa.7.4 = getelementptr inbounds float, ptr %accT, i64 1856
  %fl.7.4 = load <16 x float>, ptr %fa.7.4, align 64
  %fo.7.4 = fmul <16 x float> %fl.7.4, %inv
  %fa.7.5 = getelementptr inbounds float, ptr %accT, i64 1872
  %fl.7.5 = load <16 x float>, ptr %fa.7.5, align 64
  %fo.7.5 = fmul <16 x float> %fl.7.5, %inv
  %fa.7.6 = getelementptr inbounds float, ptr %accT, i64 1888
  %fl.7.6 = load <16 x float>, ptr %fa.7.6, align 64
  %fo.7.6 = fmul <16 x float> %fl.7.6, %inv
  %fa.7.7 = getelementptr inbounds float, ptr %accT, i64 1904
  %fl.7.7 = load <16 x float>, ptr %fa.7.7, align 64
  %fo.7.7 = fmul <16 x float> %fl.7.7, %inv
  %fa.7.8 = getelementptr inbounds float, ptr %accT, i64 1920
  %fl.7.8 = load <16 x float>, ptr %fa.7.8, align 64
  %fo.7.8 = fmul <16 x float> %fl.7.8, %inv
  %fa.7.9 = getelementptr inbounds float, ptr %accT, i64 1936
  %fl.7.9 = load <16 x float>, ptr %fa.7.9, align 64
  %fo.7.9 = fmul <16 x float> %fl.7.9, %inv
  %fa.7.10 = getelementptr inbounds float, ptr %accT, i64 1952
  %fl.7.10 = load <16 x float>, ptr %fa.7.10, align 64
  %fo.7.10 = fmul <16 x float> %fl.7.10, %inv
  %fa.7.11 = getelementptr inbounds float, ptr %accT, i64 1968
  %fl.7.11 = load <16 x float>, ptr %fa.7.11, align 64
  %fo.7.11 = fmul <16 x float> %fl.7.11, %inv
  %fa.7.12 = getelementptr inbounds float, ptr %accT, i64 1984
  %fl.7.12 = load <16 x float>, ptr %fa.7.12, align 64
  %fo.7.12 = fmul <16 x float> %fl.7.12, %inv
  %fa.7.13 = getelementptr inbounds float, ptr %accT, i64 2000
  %fl.7.13 = load <16 x float>, ptr %fa.7.13, align 64
  %fo.7.13 = fmul <16 x float> %fl.7.13, %inv
  %fa.7.14 = getelementptr inbounds float, ptr %accT, i64 2016
  %fl.7.14 = load <16 x float>, ptr %fa.7.14, align 64
  %fo.7.14 = fmul <16 x float> %fl.7.14, %inv
  %fa.7.15 = getelementptr inbounds float, ptr %accT, i64 2032
  %fl.7.15 = load <16 x float>, ptr %fa.7.15, align 64
  %fo.7.15 = fmul <16 x float> %fl.7.15, %inv
  %ot7.0.0 = shufflevector <16 x float> %fo.7.0, <16 x float> %fo.7.1, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot7.0.1 = shufflevector <16 x float> %fo.7.0, <16 x float> %fo.7.1, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot7.0.2 = shufflevector <16 x float> %fo.7.2, <16 x float> %fo.7.3, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot7.0.3 = shufflevector <16 x float> %fo.7.2, <16 x float> %fo.7.3, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot7.0.4 = shufflevector <16 x float> %fo.7.4, <16 x float> %fo.7.5, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot7.0.5 = shufflevector <16 x float> %fo.7.4, <16 x float> %fo.7.5, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot7.0.6 = shufflevector <16 x float> %fo.7.6, <16 x float> %fo.7.7, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot7.0.7 = shufflevector <16 x float> %fo.7.6, <16 x float> %fo.7.7, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot7.0.8 = shufflevector <16 x float> %fo.7.8, <16 x float> %fo.7.9, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot7.0.9 = shufflevector <16 x float> %fo.7.8, <16 x float> %fo.7.9, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot7.0.10 = shufflevector <16 x float> %fo.7.10, <16 x float> %fo.7.11, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot7.0.11 = shufflevector <16 x float> %fo.7.10, <16 x float> %fo.7.11, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot7.0.12 = shufflevector <16 x float> %fo.7.12, <16 x float> %fo.7.13, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot7.0.13 = shufflevector <16 x float> %fo.7.12, <16 x float> %fo.7.13, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot7.0.14 = shufflevector <16 x float> %fo.7.14, <16 x float> %fo.7.15, <16 x i32> <i32 0, i32 16, i32 2, i32 18, i32 4, i32 20, i32 6, i32 22, i32 8, i32 24, i32 10, i32 26, i32 12, i32 28, i32 14, i32 30>
  %ot7.0.15 = shufflevector <16 x float> %fo.7.14, <16 x float> %fo.7.15, <16 x i32> <i32 1, i32 17, i32 3, i32 19, i32 5, i32 21, i32 7, i32 23, i32 9, i32 25, i32 11, i32 27, i32 13, i32 29, i32 15, i32 31>
  %ot7.1.0 = shufflevector <16 x float> %ot7.0.0, <16 x float> %ot7.0.2, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot7.1.2 = shufflevector <16 x float> %ot7.0.0, <16 x float> %ot7.0.2, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot7.1.1 = shufflevector <16 x float> %ot7.0.1, <16 x float> %ot7.0.3, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot7.1.3 = shufflevector <16 x float> %ot7.0.1, <16 x float> %ot7.0.3, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot7.1.4 = shufflevector <16 x float> %ot7.0.4, <16 x float> %ot7.0.6, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot7.1.6 = shufflevector <16 x float> %ot7.0.4, <16 x float> %ot7.0.6, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot7.1.5 = shufflevector <16 x float> %ot7.0.5, <16 x float> %ot7.0.7, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot7.1.7 = shufflevector <16 x float> %ot7.0.5, <16 x float> %ot7.0.7, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot7.1.8 = shufflevector <16 x float> %ot7.0.8, <16 x float> %ot7.0.10, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot7.1.10 = shufflevector <16 x float> %ot7.0.8, <16 x float> %ot7.0.10, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot7.1.9 = shufflevector <16 x float> %ot7.0.9, <16 x float> %ot7.0.11, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot7.1.11 = shufflevector <16 x float> %ot7.0.9, <16 x float> %ot7.0.11, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot7.1.12 = shufflevector <16 x float> %ot7.0.12, <16 x float> %ot7.0.14, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot7.1.14 = shufflevector <16 x float> %ot7.0.12, <16 x float> %ot7.0.14, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot7.1.13 = shufflevector <16 x float> %ot7.0.13, <16 x float> %ot7.0.15, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %ot7.1.15 = shufflevector <16 x float> %ot7.0.13, <16 x float> %ot7.0.15, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %ot7.2.0 = shufflevector <16 x float> %ot7.1.0, <16 x float> %ot7.1.4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot7.2.4 = shufflevector <16 x float> %ot7.1.0, <16 x float> %ot7.1.4, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot7.2.1 = shufflevector <16 x float> %ot7.1.1, <16 x float> %ot7.1.5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot7.2.5 = shufflevector <16 x float> %ot7.1.1, <16 x float> %ot7.1.5, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot7.2.2 = shufflevector <16 x float> %ot7.1.2, <16 x float> %ot7.1.6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot7.2.6 = shufflevector <16 x float> %ot7.1.2, <16 x float> %ot7.1.6, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot7.2.3 = shufflevector <16 x float> %ot7.1.3, <16 x float> %ot7.1.7, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot7.2.7 = shufflevector <16 x float> %ot7.1.3, <16 x float> %ot7.1.7, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot7.2.8 = shufflevector <16 x float> %ot7.1.8, <16 x float> %ot7.1.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot7.2.12 = shufflevector <16 x float> %ot7.1.8, <16 x float> %ot7.1.12, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot7.2.9 = shufflevector <16 x float> %ot7.1.9, <16 x float> %ot7.1.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot7.2.13 = shufflevector <16 x float> %ot7.1.9, <16 x float> %ot7.1.13, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot7.2.10 = shufflevector <16 x float> %ot7.1.10, <16 x float> %ot7.1.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot7.2.14 = shufflevector <16 x float> %ot7.1.10, <16 x float> %ot7.1.14, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot7.2.11 = shufflevector <16 x float> %ot7.1.11, <16 x float> %ot7.1.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %ot7.2.15 = shufflevector <16 x float> %ot7.1.11, <16 x float> %ot7.1.15, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %ot7.3.0 = shufflevector <16 x float> %ot7.2.0, <16 x float> %ot7.2.8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot7.3.8 = shufflevector <16 x float> %ot7.2.0, <16 x float> %ot7.2.8, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot7.3.1 = shufflevector <16 x float> %ot7.2.1, <16 x float> %ot7.2.9, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot7.3.9 = shufflevector <16 x float> %ot7.2.1, <16 x float> %ot7.2.9, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot7.3.2 = shufflevector <16 x float> %ot7.2.2, <16 x float> %ot7.2.10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot7.3.10 = shufflevector <16 x float> %ot7.2.2, <16 x float> %ot7.2.10, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot7.3.3 = shufflevector <16 x float> %ot7.2.3, <16 x float> %ot7.2.11, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot7.3.11 = shufflevector <16 x float> %ot7.2.3, <16 x float> %ot7.2.11, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot7.3.4 = shufflevector <16 x float> %ot7.2.4, <16 x float> %ot7.2.12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot7.3.12 = shufflevector <16 x float> %ot7.2.4, <16 x float> %ot7.2.12, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot7.3.5 = shufflevector <16 x float> %ot7.2.5, <16 x float> %ot7.2.13, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot7.3.13 = shufflevector <16 x float> %ot7.2.5, <16 x float> %ot7.2.13, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot7.3.6 = shufflevector <16 x float> %ot7.2.6, <16 x float> %ot7.2.14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot7.3.14 = shufflevector <16 x float> %ot7.2.6, <16 x float> %ot7.2.14, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ot7.3.7 = shufflevector <16 x float> %ot7.2.7, <16 x float> %ot7.2.15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %ot7.3.15 = shufflevector <16 x float> %ot7.2.7, <16 x float> %ot7.2.15, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>

  %yp.7.0 = getelementptr inbounds float, ptr %y, i64 112
  %yq.7.0 = getelementptr inbounds float, ptr %yp.7.0, i64 %qo.0
  %ym.7.0.i = insertelement <16 x i1> poison, i1 %qin.0, i64 0
  %ym.7.0 = shufflevector <16 x i1> %ym.7.0.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot7.3.0, ptr %yq.7.0, i32 4, <16 x i1> %ym.7.0)
  %yp.7.1 = getelementptr inbounds float, ptr %y, i64 112
  %yq.7.1 = getelementptr inbounds float, ptr %yp.7.1, i64 %qo.1
  %ym.7.1.i = insertelement <16 x i1> poison, i1 %qin.1, i64 0
  %ym.7.1 = shufflevector <16 x i1> %ym.7.1.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot7.3.1, ptr %yq.7.1, i32 4, <16 x i1> %ym.7.1)
  %yp.7.2 = getelementptr inbounds float, ptr %y, i64 112
  %yq.7.2 = getelementptr inbounds float, ptr %yp.7.2, i64 %qo.2
  %ym.7.2.i = insertelement <16 x i1> poison, i1 %qin.2, i64 0
  %ym.7.2 = shufflevector <16 x i1> %ym.7.2.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot7.3.2, ptr %yq.7.2, i32 4, <16 x i1> %ym.7.2)
  %yp.7.3 = getelementptr inbounds float, ptr %y, i64 112
  %yq.7.3 = getelementptr inbounds float, ptr %yp.7.3, i64 %qo.3
  %ym.7.3.i = insertelement <16 x i1> poison, i1 %qin.3, i64 0
  %ym.7.3 = shufflevector <16 x i1> %ym.7.3.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot7.3.3, ptr %yq.7.3, i32 4, <16 x i1> %ym.7.3)
  %yp.7.4 = getelementptr inbounds float, ptr %y, i64 112
  %yq.7.4 = getelementptr inbounds float, ptr %yp.7.4, i64 %qo.4
  %ym.7.4.i = insertelement <16 x i1> poison, i1 %qin.4, i64 0
  %ym.7.4 = shufflevector <16 x i1> %ym.7.4.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot7.3.4, ptr %yq.7.4, i32 4, <16 x i1> %ym.7.4)
  %yp.7.5 = getelementptr inbounds float, ptr %y, i64 112
  %yq.7.5 = getelementptr inbounds float, ptr %yp.7.5, i64 %qo.5
  %ym.7.5.i = insertelement <16 x i1> poison, i1 %qin.5, i64 0
  %ym.7.5 = shufflevector <16 x i1> %ym.7.5.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot7.3.5, ptr %yq.7.5, i32 4, <16 x i1> %ym.7.5)
  %yp.7.6 = getelementptr inbounds float, ptr %y, i64 112
  %yq.7.6 = getelementptr inbounds float, ptr %yp.7.6, i64 %qo.6
  %ym.7.6.i = insertelement <16 x i1> poison, i1 %qin.6, i64 0
  %ym.7.6 = shufflevector <16 x i1> %ym.7.6.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot7.3.6, ptr %yq.7.6, i32 4, <16 x i1> %ym.7.6)
  %yp.7.7 = getelementptr inbounds float, ptr %y, i64 112
  %yq.7.7 = getelementptr inbounds float, ptr %yp.7.7, i64 %qo.7
  %ym.7.7.i = insertelement <16 x i1> poison, i1 %qin.7, i64 0
  %ym.7.7 = shufflevector <16 x i1> %ym.7.7.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot7.3.7, ptr %yq.7.7, i32 4, <16 x i1> %ym.7.7)
  %yp.7.8 = getelementptr inbounds float, ptr %y, i64 112
  %yq.7.8 = getelementptr inbounds float, ptr %yp.7.8, i64 %qo.8
  %ym.7.8.i = insertelement <16 x i1> poison, i1 %qin.8, i64 0
  %ym.7.8 = shufflevector <16 x i1> %ym.7.8.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot7.3.8, ptr %yq.7.8, i32 4, <16 x i1> %ym.7.8)
  %yp.7.9 = getelementptr inbounds float, ptr %y, i64 112
  %yq.7.9 = getelementptr inbounds float, ptr %yp.7.9, i64 %qo.9
  %ym.7.9.i = insertelement <16 x i1> poison, i1 %qin.9, i64 0
  %ym.7.9 = shufflevector <16 x i1> %ym.7.9.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot7.3.9, ptr %yq.7.9, i32 4, <16 x i1> %ym.7.9)
  %yp.7.10 = getelementptr inbounds float, ptr %y, i64 112
  %yq.7.10 = getelementptr inbounds float, ptr %yp.7.10, i64 %qo.10
  %ym.7.10.i = insertelement <16 x i1> poison, i1 %qin.10, i64 0
  %ym.7.10 = shufflevector <16 x i1> %ym.7.10.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot7.3.10, ptr %yq.7.10, i32 4, <16 x i1> %ym.7.10)
  %yp.7.11 = getelementptr inbounds float, ptr %y, i64 112
  %yq.7.11 = getelementptr inbounds float, ptr %yp.7.11, i64 %qo.11
  %ym.7.11.i = insertelement <16 x i1> poison, i1 %qin.11, i64 0
  %ym.7.11 = shufflevector <16 x i1> %ym.7.11.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot7.3.11, ptr %yq.7.11, i32 4, <16 x i1> %ym.7.11)
  %yp.7.12 = getelementptr inbounds float, ptr %y, i64 112
  %yq.7.12 = getelementptr inbounds float, ptr %yp.7.12, i64 %qo.12
  %ym.7.12.i = insertelement <16 x i1> poison, i1 %qin.12, i64 0
  %ym.7.12 = shufflevector <16 x i1> %ym.7.12.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot7.3.12, ptr %yq.7.12, i32 4, <16 x i1> %ym.7.12)
  %yp.7.13 = getelementptr inbounds float, ptr %y, i64 112
  %yq.7.13 = getelementptr inbounds float, ptr %yp.7.13, i64 %qo.13
  %ym.7.13.i = insertelement <16 x i1> poison, i1 %qin.13, i64 0
  %ym.7.13 = shufflevector <16 x i1> %ym.7.13.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot7.3.13, ptr %yq.7.13, i32 4, <16 x i1> %ym.7.13)
  %yp.7.14 = getelementptr inbounds float, ptr %y, i64 112
  %yq.7.14 = getelementptr inbounds float, ptr %yp.7.14, i64 %qo.14
  %ym.7.14.i = insertelement <16 x i1> poison, i1 %qin.14, i64 0
  %ym.7.14 = shufflevector <16 x i1> %ym.7.14.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot7.3.14, ptr %yq.7.14, i32 4, <16 x i1> %ym.7.14)
  %yp.7.15 = getelementptr inbounds float, ptr %y, i64 112
  %yq.7.15 = getelementptr inbounds float, ptr %yp.7.15, i64 %qo.15
  %ym.7.15.i = insertelement <16 x i1> poison, i1 %qin.15, i64 0
  %ym.7.15 = shufflevector <16 x i1> %ym.7.15.i, <16 x i1> poison, <16 x i32> zeroinitializer
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ot7.3.15, ptr %yq.7.15, i32 4, <16 x i1> %ym.7.15)
  br label %item.next

item.next:
  %it.next = add i64 %it, 1
  %more = icmp slt i64 %it.next, %end
  br i1 %more, label %item, label %done

done:
  ret void
}

attributes #0 = { nounwind "target-cpu"="cascadelake" "target-features"="+avx2,+fma,+f16c,+bmi2,+avx512f,+avx512bw,+avx512vl,+avx512vnni" }
