; dllmc kernel attention_avx512vnni_h28_kv4_d128
; spec:   Attention(n_head=28, n_head_kv=4, head_dim=128, scale=0.0, kv_ld=0, window=False, qt=4, kt=8, target='avx512vnni')
; target: avx512vnni (cascadelake, features "+avx2,+fma,+f16c,+bmi2,+avx512f,+avx512bw,+avx512vl,+avx512vnni", int8 dot: vnni)
; attention, 28 heads / 4 K/V heads of 128, keys [0, rows[r]) per query row r; item = head x 64 query rows
; ABI: void attention_avx512vnni_h28_kv4_d128(const dllmc_args *a, int64_t begin, int64_t end);
;      int64_t attention_avx512vnni_h28_kv4_d128_items(int64_t m);    (runtime/dllmc_runtime.h)
target triple = "x86_64-unknown-linux-gnu"

; struct dllmc_args { const void *w, *x, *x2, *x3; void *y; const int32_t *rows; int64_t m; }
%dllmc_args = type { ptr, ptr, ptr, ptr, ptr, ptr, i64 }
;
; One call per sequence: x = q [m][3584] of its rows, x2 = K, x3 = V of its slot of the
; store [max_canvas][512], y [m][3584]; row r attends to the keys [0, rows[r]).
; Item it: head h = it / g, query rows 64 * (it % g) .. + 63 with g = ceil(m / 64) (a
; head's items in a row); K/V head h / 7 (GQA).
; An item visits the keys up to the largest end of its rows; per query row r:
;   s = (q_r . k_j) * 0.08838834764831843   (-inf for keys past the row's end: weight exactly 0)
;   m' = max(m, max_j s_j);  c = exp(m - m');  l = l c + sum_j exp(s_j - m');
;   acc_r = acc_r c + sum_j exp(s_j - m') v_j;   finally y_r = acc_r / l.
; The 4 x 128 accumulators live in a stack buffer; the 8 partial dot vectors of
; a row are reduced into one vector of 8 scores by three levels of pairwise (even + odd lane) adds.
; Query rows past m use row m-1 and are not stored; keys past the item's end read its last key.

declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>)
; Design (rows in lanes): one item = head h x up to 4 tiles of 16 query rows, one row per
; lane of a <16 x float>; a head's items follow each other.  Per tile, Q^T (dims x rows) is built
; once by 16 x 16 transposes; then over blocks of 252 keys:
;   pack    the block's K rows ([key][dim]) and V rows (chunks of 32 dims: [chunk][key][dim]) are
;           copied from the store (rows 2048 bytes apart, which share a few cache sets and
;           which no hardware prefetcher follows) to contiguous stack buffers that stay in L1/L2
;           for the item's tiles -- and for the next item of the call when it reads the same
;           K/V head, block and key end (%pkd says what the buffers hold);
;   then per tile, over the block's keys below the tile's largest key end:
;   scores  s_j[r] = (sum_d Q^T[d][r] k_j[d]) / sqrt(128) in float32: keys in groups of 3, each
;           score summed in 8 partial chains (dim d into chain d mod 8) and a tree; the
;           block's max per row kept on the way;
;   softmax lane-wise: M' = max(M, max_j s_j), c = exp(M - M'), p_j = exp(s_j - M') (vscalefps exp),
;           L = L c + sum_j p_j  (every row is a lane: no horizontal reductions);
;   PV      acc[r][d] = acc[r][d] c[r] + sum_j p_j[r] v_j[d], the dims in lanes: passes of 8 rows x
;           32 dims (16 accumulators) over the block's keys, per key 2 vector loads of V and
;           8 broadcasts of a weight.
; Finally y[r][d] = acc[r][d] / L[r].  Stack: per tile Q^T and acc (128 x 16 floats each), M, L
; and the key ends; the block's scores (255 x 16); the packed K
; (255 x 128 floats) and V (255 x 128 floats).

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, i32, <16 x i1>)

; items(m) = ceil(m / 64) * 28
define i64 @attention_avx512vnni_h28_kv4_d128_items(i64 %m) #0 {
  %r = add i64 %m, 63
  %t = udiv i64 %r, 64
  %n = mul i64 %t, 28
  ret i64 %n
}

define void @attention_avx512vnni_h28_kv4_d128(ptr %a, i64 %begin, i64 %end) #0 {
entry:
  %qT = alloca [8192 x float], align 64
  %accT = alloca [8192 x float], align 64
  %mbuf = alloca [64 x float], align 64
  %lbuf = alloca [64 x float], align 64
  %kev = alloca [64 x i32], align 64
  %kmt = alloca [4 x i64], align 8
  %cbuf = alloca <16 x float>, align 64
  %sb = alloca [4080 x float], align 64
  %kbuf = alloca [32640 x float], align 64
  %vbuf = alloca [32640 x float], align 64
  ; what kbuf / vbuf hold: K/V head, block start, item's key end (-1: nothing yet)
  %pkd = alloca [3 x i64], align 8
  %pkd.h = getelementptr inbounds i64, ptr %pkd, i64 0
  %pkd.b = getelementptr inbounds i64, ptr %pkd, i64 1
  %pkd.e = getelementptr inbounds i64, ptr %pkd, i64 2
  store i64 -1, ptr %pkd.h, align 8
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
  %ngrp.0 = add i64 %m, 63
  %ngrp = udiv i64 %ngrp.0, 64
  %none = icmp sge i64 %begin, %end
  br i1 %none, label %done, label %item

item:
  %it = phi i64 [ %begin, %entry ], [ %it.next, %item.next ]
  %h = udiv i64 %it, %ngrp
  %qgrp = urem i64 %it, %ngrp
  %kvh = udiv i64 %h, 7
  %q0 = mul i64 %qgrp, 64
  %hq = mul i64 %h, 128
  %hkv = mul i64 %kvh, 128
  %kbase = getelementptr inbounds float, ptr %x2, i64 %hkv
  %vbase = getelementptr inbounds float, ptr %x3, i64 %hkv
  ; the item's tiles of 16 rows: those with a row below m (at most 4)
  %left = sub i64 %m, %q0
  %nt.0 = add i64 %left, 15
  %nt.1 = udiv i64 %nt.0, 16
  %nt.lt = icmp ult i64 %nt.1, 4
  %nt = select i1 %nt.lt, i64 %nt.1, i64 4
  br label %setup

  ; tile t: rows q0 + 16 t + r, past m they read row m-1 (and are not stored); its key
  ; ends in kev[t], the largest in kmt[t] (and over the item's tiles in %kend); Q^T[t][d][r]
  ; by 8 transpose(s) of 16 x 16; acc^T[t] = 0, M[t] = -inf, L[t] = 0
setup:
  %st = phi i64 [ 0, %item ], [ %st.next, %setup ]
  %kma = phi i32 [ 0, %item ], [ %kmx.15, %setup ]
  %sq0.0 = mul i64 %st, 16
  %sq0 = add i64 %q0, %sq0.0
  %qr.0 = add i64 %sq0, 0
  %qin.0 = icmp slt i64 %qr.0, %m
  %qc.0 = select i1 %qin.0, i64 %qr.0, i64 %m.1
  %qo.0.0 = mul i64 %qc.0, 3584
  %qo.0 = add i64 %qo.0.0, %hq
  %qp.0 = getelementptr inbounds float, ptr %x, i64 %qo.0
  %kep.0 = getelementptr inbounds i32, ptr %rows, i64 %qc.0
  %ke.0 = load i32, ptr %kep.0, align 4
  %kendv.0 = insertelement <16 x i32> poison, i32 %ke.0, i64 0
  %kgt.0 = icmp sgt i32 %ke.0, %kma
  %kmx.0 = select i1 %kgt.0, i32 %ke.0, i32 %kma
  %qr.1 = add i64 %sq0, 1
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
  %qr.2 = add i64 %sq0, 2
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
  %qr.3 = add i64 %sq0, 3
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
  %qr.4 = add i64 %sq0, 4
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
  %qr.5 = add i64 %sq0, 5
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
  %qr.6 = add i64 %sq0, 6
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
  %qr.7 = add i64 %sq0, 7
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
  %qr.8 = add i64 %sq0, 8
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
  %qr.9 = add i64 %sq0, 9
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
  %qr.10 = add i64 %sq0, 10
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
  %qr.11 = add i64 %sq0, 11
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
  %qr.12 = add i64 %sq0, 12
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
  %qr.13 = add i64 %sq0, 13
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
  %qr.14 = add i64 %sq0, 14
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
  %qr.15 = add i64 %sq0, 15
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
  %tkg.1 = icmp sgt i32 %ke.1, %ke.0
  %tkm.1 = select i1 %tkg.1, i32 %ke.1, i32 %ke.0
  %tkg.2 = icmp sgt i32 %ke.2, %tkm.1
  %tkm.2 = select i1 %tkg.2, i32 %ke.2, i32 %tkm.1
  %tkg.3 = icmp sgt i32 %ke.3, %tkm.2
  %tkm.3 = select i1 %tkg.3, i32 %ke.3, i32 %tkm.2
  %tkg.4 = icmp sgt i32 %ke.4, %tkm.3
  %tkm.4 = select i1 %tkg.4, i32 %ke.4, i32 %tkm.3
  %tkg.5 = icmp sgt i32 %ke.5, %tkm.4
  %tkm.5 = select i1 %tkg.5, i32 %ke.5, i32 %tkm.4
  %tkg.6 = icmp sgt i32 %ke.6, %tkm.5
  %tkm.6 = select i1 %tkg.6, i32 %ke.6, i32 %tkm.5
  %tkg.7 = icmp sgt i32 %ke.7, %tkm.6
  %tkm.7 = select i1 %tkg.7, i32 %ke.7, i32 %tkm.6
  %tkg.8 = icmp sgt i32 %ke.8, %tkm.7
  %tkm.8 = select i1 %tkg.8, i32 %ke.8, i32 %tkm.7
  %tkg.9 = icmp sgt i32 %ke.9, %tkm.8
  %tkm.9 = select i1 %tkg.9, i32 %ke.9, i32 %tkm.8
  %tkg.10 = icmp sgt i32 %ke.10, %tkm.9
  %tkm.10 = select i1 %tkg.10, i32 %ke.10, i32 %tkm.9
  %tkg.11 = icmp sgt i32 %ke.11, %tkm.10
  %tkm.11 = select i1 %tkg.11, i32 %ke.11, i32 %tkm.10
  %tkg.12 = icmp sgt i32 %ke.12, %tkm.11
  %tkm.12 = select i1 %tkg.12, i32 %ke.12, i32 %tkm.11
  %tkg.13 = icmp sgt i32 %ke.13, %tkm.12
  %tkm.13 = select i1 %tkg.13, i32 %ke.13, i32 %tkm.12
  %tkg.14 = icmp sgt i32 %ke.14, %tkm.13
  %tkm.14 = select i1 %tkg.14, i32 %ke.14, i32 %tkm.13
  %tkg.15 = icmp sgt i32 %ke.15, %tkm.14
  %tkm.15 = select i1 %tkg.15, i32 %ke.15, i32 %tkm.14
  %tkm = sext i32 %tkm.15 to i64
  %tkmp = getelementptr inbounds i64, ptr %kmt, i64 %st
  store i64 %tkm, ptr %tkmp, align 8
  %sto = mul i64 %st, 16
  %kevp = getelementptr inbounds i32, ptr %kev, i64 %sto
  store <16 x i32> %kendv.15, ptr %kevp, align 64
  %mbp = getelementptr inbounds float, ptr %mbuf, i64 %sto
  store <16 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %mbp, align 64
  %lbp = getelementptr inbounds float, ptr %lbuf, i64 %sto
  store <16 x float> zeroinitializer, ptr %lbp, align 64
  %sto2 = mul i64 %st, 2048
  %qTs = getelementptr inbounds float, ptr %qT, i64 %sto2
  %accTs = getelementptr inbounds float, ptr %accT, i64 %sto2
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

  %qts.0.0 = getelementptr inbounds float, ptr %qTs, i64 0
  store <16 x float> %qt0.3.0, ptr %qts.0.0, align 64
  %qts.0.1 = getelementptr inbounds float, ptr %qTs, i64 16
  store <16 x float> %qt0.3.1, ptr %qts.0.1, align 64
  %qts.0.2 = getelementptr inbounds float, ptr %qTs, i64 32
  store <16 x float> %qt0.3.2, ptr %qts.0.2, align 64
  %qts.0.3 = getelementptr inbounds float, ptr %qTs, i64 48
  store <16 x float> %qt0.3.3, ptr %qts.0.3, align 64
  %qts.0.4 = getelementptr inbounds float, ptr %qTs, i64 64
  store <16 x float> %qt0.3.4, ptr %qts.0.4, align 64
  %qts.0.5 = getelementptr inbounds float, ptr %qTs, i64 80
  store <16 x float> %qt0.3.5, ptr %qts.0.5, align 64
  %qts.0.6 = getelementptr inbounds float, ptr %qTs, i64 96
  store <16 x float> %qt0.3.6, ptr %qts.0.6, align 64
  %qts.0.7 = getelementptr inbounds float, ptr %qTs, i64 112
  store <16 x float> %qt0.3.7, ptr %qts.0.7, align 64
  %qts.0.8 = getelementptr inbounds float, ptr %qTs, i64 128
  store <16 x float> %qt0.3.8, ptr %qts.0.8, align 64
  %qts.0.9 = getelementptr inbounds float, ptr %qTs, i64 144
  store <16 x float> %qt0.3.9, ptr %qts.0.9, align 64
  %qts.0.10 = getelementptr inbounds float, ptr %qTs, i64 160
  store <16 x float> %qt0.3.10, ptr %qts.0.10, align 64
  %qts.0.11 = getelementptr inbounds float, ptr %qTs, i64 176
  store <16 x float> %qt0.3.11, ptr %qts.0.11, align 64
  %qts.0.12 = getelementptr inbounds float, ptr %qTs, i64 192
  store <16 x float> %qt0.3.12, ptr %qts.0.12, align 64
  %qts.0.13 = getelementptr inbounds float, ptr %qTs, i64 208
  store <16 x float> %qt0.3.13, ptr %qts.0.13, align 64
  %qts.0.14 = getelementptr inbounds float, ptr %qTs, i64 224
  store <16 x float> %qt0.3.14, ptr %qts.0.14, align 64
  %qts.0.15 = getelementptr inbounds float, ptr %qTs, i64 240
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

  %qts.1.0 = getelementptr inbounds float, ptr %qTs, i64 256
  store <16 x float> %qt1.3.0, ptr %qts.1.0, align 64
  %qts.1.1 = getelementptr inbounds float, ptr %qTs, i64 272
  store <16 x float> %qt1.3.1, ptr %qts.1.1, align 64
  %qts.1.2 = getelementptr inbounds float, ptr %qTs, i64 288
  store <16 x float> %qt1.3.2, ptr %qts.1.2, align 64
  %qts.1.3 = getelementptr inbounds float, ptr %qTs, i64 304
  store <16 x float> %qt1.3.3, ptr %qts.1.3, align 64
  %qts.1.4 = getelementptr inbounds float, ptr %qTs, i64 320
  store <16 x float> %qt1.3.4, ptr %qts.1.4, align 64
  %qts.1.5 = getelementptr inbounds float, ptr %qTs, i64 336
  store <16 x float> %qt1.3.5, ptr %qts.1.5, align 64
  %qts.1.6 = getelementptr inbounds float, ptr %qTs, i64 352
  store <16 x float> %qt1.3.6, ptr %qts.1.6, align 64
  %qts.1.7 = getelementptr inbounds float, ptr %qTs, i64 368
  store <16 x float> %qt1.3.7, ptr %qts.1.7, align 64
  %qts.1.8 = getelementptr inbounds float, ptr %qTs, i64 384
  store <16 x float> %qt1.3.8, ptr %qts.1.8, align 64
  %qts.1.9 = getelementptr inbounds float, ptr %qTs, i64 400
  store <16 x float> %qt1.3.9, ptr %qts.1.9, align 64
  %qts.1.10 = getelementptr inbounds float, ptr %qTs, i64 416
  store <16 x float> %qt1.3.10, ptr %qts.1.10, align 64
  %qts.1.11 = getelementptr inbounds float, ptr %qTs, i64 432
  store <16 x float> %qt1.3.11, ptr %qts.1.11, align 64
  %qts.1.12 = getelementptr inbounds float, ptr %qTs, i64 448
  store <16 x float> %qt1.3.12, ptr %qts.1.12, align 64
  %qts.1.13 = getelementptr inbounds float, ptr %qTs, i64 464
  store <16 x float> %qt1.3.13, ptr %qts.1.13, align 64
  %qts.1.14 = getelementptr inbounds float, ptr %qTs, i64 480
  store <16 x float> %qt1.3.14, ptr %qts.1.14, align 64
  %qts.1.15 = getelementptr inbounds float, ptr %qTs, i64 496
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

  %qts.2.0 = getelementptr inbounds float, ptr %qTs, i64 512
  store <16 x float> %qt2.3.0, ptr %qts.2.0, align 64
  %qts.2.1 = getelementptr inbounds float, ptr %qTs, i64 528
  store <16 x float> %qt2.3.1, ptr %qts.2.1, align 64
  %qts.2.2 = getelementptr inbounds float, ptr %qTs, i64 544
  store <16 x float> %qt2.3.2, ptr %qts.2.2, align 64
  %qts.2.3 = getelementptr inbounds float, ptr %qTs, i64 560
  store <16 x float> %qt2.3.3, ptr %qts.2.3, align 64
  %qts.2.4 = getelementptr inbounds float, ptr %qTs, i64 576
  store <16 x float> %qt2.3.4, ptr %qts.2.4, align 64
  %qts.2.5 = getelementptr inbounds float, ptr %qTs, i64 592
  store <16 x float> %qt2.3.5, ptr %qts.2.5, align 64
  %qts.2.6 = getelementptr inbounds float, ptr %qTs, i64 608
  store <16 x float> %qt2.3.6, ptr %qts.2.6, align 64
  %qts.2.7 = getelementptr inbounds float, ptr %qTs, i64 624
  store <16 x float> %qt2.3.7, ptr %qts.2.7, align 64
  %qts.2.8 = getelementptr inbounds float, ptr %qTs, i64 640
  store <16 x float> %qt2.3.8, ptr %qts.2.8, align 64
  %qts.2.9 = getelementptr inbounds float, ptr %qTs, i64 656
  store <16 x float> %qt2.3.9, ptr %qts.2.9, align 64
  %qts.2.10 = getelementptr inbounds float, ptr %qTs, i64 672
  store <16 x float> %qt2.3.10, ptr %qts.2.10, align 64
  %qts.2.11 = getelementptr inbounds float, ptr %qTs, i64 688
  store <16 x float> %qt2.3.11, ptr %qts.2.11, align 64
  %qts.2.12 = getelementptr inbounds float, ptr %qTs, i64 704
  store <16 x float> %qt2.3.12, ptr %qts.2.12, align 64
  %qts.2.13 = getelementptr inbounds float, ptr %qTs, i64 720
  store <16 x float> %qt2.3.13, ptr %qts.2.13, align 64
  %qts.2.14 = getelementptr inbounds float, ptr %qTs, i64 736
  store <16 x float> %qt2.3.14, ptr %qts.2.14, align 64
  %qts.2.15 = getelementptr inbounds float, ptr %qTs, i64 752
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

  %qts.3.0 = getelementptr inbounds float, ptr %qTs, i64 768
  store <16 x float> %qt3.3.0, ptr %qts.3.0, align 64
  %qts.3.1 = getelementptr inbounds float, ptr %qTs, i64 784
  store <16 x float> %qt3.3.1, ptr %qts.3.1, align 64
  %qts.3.2 = getelementptr inbounds float, ptr %qTs, i64 800
  store <16 x float> %qt3.3.2, ptr %qts.3.2, align 64
  %qts.3.3 = getelementptr inbounds float, ptr %qTs, i64 816
  store <16 x float> %qt3.3.3, ptr %qts.3.3, align 64
  %qts.3.4 = getelementptr inbounds float, ptr %qTs, i64 832
  store <16 x float> %qt3.3.4, ptr %qts.3.4, align 64
  %qts.3.5 = getelementptr inbounds float, ptr %qTs, i64 848
  store <16 x float> %qt3.3.5, ptr %qts.3.5, align 64
  %qts.3.6 = getelementptr inbounds float, ptr %qTs, i64 864
  store <16 x float> %qt3.3.6, ptr %qts.3.6, align 64
  %qts.3.7 = getelementptr inbounds float, ptr %qTs, i64 880
  store <16 x float> %qt3.3.7, ptr %qts.3.7, align 64
  %qts.3.8 = getelementptr inbounds float, ptr %qTs, i64 896
  store <16 x float> %qt3.3.8, ptr %qts.3.8, align 64
  %qts.3.9 = getelementptr inbounds float, ptr %qTs, i64 912
  store <16 x float> %qt3.3.9, ptr %qts.3.9, align 64
  %qts.3.10 = getelementptr inbounds float, ptr %qTs, i64 928
  store <16 x float> %qt3.3.10, ptr %qts.3.10, align 64
  %qts.3.11 = getelementptr inbounds float, ptr %qTs, i64 944
  store <16 x float> %qt3.3.11, ptr %qts.3.11, align 64
  %qts.3.12 = getelementptr inbounds float, ptr %qTs, i64 960
  store <16 x float> %qt3.3.12, ptr %qts.3.12, align 64
  %qts.3.13 = getelementptr inbounds float, ptr %qTs, i64 976
  store <16 x float> %qt3.3.13, ptr %qts.3.13, align 64
  %qts.3.14 = getelementptr inbounds float, ptr %qTs, i64 992
  store <16 x float> %qt3.3.14, ptr %qts.3.14, align 64
  %qts.3.15 = getelementptr inbounds float, ptr %qTs, i64 1008
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

  %qts.4.0 = getelementptr inbounds float, ptr %qTs, i64 1024
  store <16 x float> %qt4.3.0, ptr %qts.4.0, align 64
  %qts.4.1 = getelementptr inbounds float, ptr %qTs, i64 1040
  store <16 x float> %qt4.3.1, ptr %qts.4.1, align 64
  %qts.4.2 = getelementptr inbounds float, ptr %qTs, i64 1056
  store <16 x float> %qt4.3.2, ptr %qts.4.2, align 64
  %qts.4.3 = getelementptr inbounds float, ptr %qTs, i64 1072
  store <16 x float> %qt4.3.3, ptr %qts.4.3, align 64
  %qts.4.4 = getelementptr inbounds float, ptr %qTs, i64 1088
  store <16 x float> %qt4.3.4, ptr %qts.4.4, align 64
  %qts.4.5 = getelementptr inbounds float, ptr %qTs, i64 1104
  store <16 x float> %qt4.3.5, ptr %qts.4.5, align 64
  %qts.4.6 = getelementptr inbounds float, ptr %qTs, i64 1120
  store <16 x float> %qt4.3.6, ptr %qts.4.6, align 64
  %qts.4.7 = getelementptr inbounds float, ptr %qTs, i64 1136
  store <16 x float> %qt4.3.7, ptr %qts.4.7, align 64
  %qts.4.8 = getelementptr inbounds float, ptr %qTs, i64 1152
  store <16 x float> %qt4.3.8, ptr %qts.4.8, align 64
  %qts.4.9 = getelementptr inbounds float, ptr %qTs, i64 1168
  store <16 x float> %qt4.3.9, ptr %qts.4.9, align 64
  %qts.4.10 = getelementptr inbounds float, ptr %qTs, i64 1184
  store <16 x float> %qt4.3.10, ptr %qts.4.10, align 64
  %qts.4.11 = getelementptr inbounds float, ptr %qTs, i64 1200
  store <16 x float> %qt4.3.11, ptr %qts.4.11, align 64
  %qts.4.12 = getelementptr inbounds float, ptr %qTs, i64 1216
  store <16 x float> %qt4.3.12, ptr %qts.4.12, align 64
  %qts.4.13 = getelementptr inbounds float, ptr %qTs, i64 1232
  store <16 x float> %qt4.3.13, ptr %qts.4.13, align 64
  %qts.4.14 = getelementptr inbounds float, ptr %qTs, i64 1248
  store <16 x float> %qt4.3.14, ptr %qts.4.14, align 64
  %qts.4.15 = getelementptr inbounds float, ptr %qTs, i64 1264
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

  %qts.5.0 = getelementptr inbounds float, ptr %qTs, i64 1280
  store <16 x float> %qt5.3.0, ptr %qts.5.0, align 64
  %qts.5.1 = getelementptr inbounds float, ptr %qTs, i64 1296
  store <16 x float> %qt5.3.1, ptr %qts.5.1, align 64
  %qts.5.2 = getelementptr inbounds float, ptr %qTs, i64 1312
  store <16 x float> %qt5.3.2, ptr %qts.5.2, align 64
  %qts.5.3 = getelementptr inbounds float, ptr %qTs, i64 1328
  store <16 x float> %qt5.3.3, ptr %qts.5.3, align 64
  %qts.5.4 = getelementptr inbounds float, ptr %qTs, i64 1344
  store <16 x float> %qt5.3.4, ptr %qts.5.4, align 64
  %qts.5.5 = getelementptr inbounds float, ptr %qTs, i64 1360
  store <16 x float> %qt5.3.5, ptr %qts.5.5, align 64
  %qts.5.6 = getelementptr inbounds float, ptr %qTs, i64 1376
  store <16 x float> %qt5.3.6, ptr %qts.5.6, align 64
  %qts.5.7 = getelementptr inbounds float, ptr %qTs, i64 1392
  store <16 x float> %qt5.3.7, ptr %qts.5.7, align 64
  %qts.5.8 = getelementptr inbounds float, ptr %qTs, i64 1408
  store <16 x float> %qt5.3.8, ptr %qts.5.8, align 64
  %qts.5.9 = getelementptr inbounds float, ptr %qTs, i64 1424
  store <16 x float> %qt5.3.9, ptr %qts.5.9, align 64
  %qts.5.10 = getelementptr inbounds float, ptr %qTs, i64 1440
  store <16 x float> %qt5.3.10, ptr %qts.5.10, align 64
  %qts.5.11 = getelementptr inbounds float, ptr %qTs, i64 1456
  store <16 x float> %qt5.3.11, ptr %qts.5.11, align 64
  %qts.5.12 = getelementptr inbounds float, ptr %qTs, i64 1472
  store <16 x float> %qt5.3.12, ptr %qts.5.12, align 64
  %qts.5.13 = getelementptr inbounds float, ptr %qTs, i64 1488
  store <16 x float> %qt5.3.13, ptr %qts.5.13, align 64
  %qts.5.14 = getelementptr inbounds float, ptr %qTs, i64 1504
  store <16 x float> %qt5.3.14, ptr %qts.5.14, align 64
  %qts.5.15 = getelementptr inbounds float, ptr %qTs, i64 1520
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

  %qts.6.0 = getelementptr inbounds float, ptr %qTs, i64 1536
  store <16 x float> %qt6.3.0, ptr %qts.6.0, align 64
  %qts.6.1 = getelementptr inbounds float, ptr %qTs, i64 1552
  store <16 x float> %qt6.3.1, ptr %qts.6.1, align 64
  %qts.6.2 = getelementptr inbounds float, ptr %qTs, i64 1568
  store <16 x float> %qt6.3.2, ptr %qts.6.2, align 64
  %qts.6.3 = getelementptr inbounds float, ptr %qTs, i64 1584
  store <16 x float> %qt6.3.3, ptr %qts.6.3, align 64
  %qts.6.4 = getelementptr inbounds float, ptr %qTs, i64 1600
  store <16 x float> %qt6.3.4, ptr %qts.6.4, align 64
  %qts.6.5 = getelementptr inbounds float, ptr %qTs, i64 1616
  store <16 x float> %qt6.3.5, ptr %qts.6.5, align 64
  %qts.6.6 = getelementptr inbounds float, ptr %qTs, i64 1632
  store <16 x float> %qt6.3.6, ptr %qts.6.6, align 64
  %qts.6.7 = getelementptr inbounds float, ptr %qTs, i64 1648
  store <16 x float> %qt6.3.7, ptr %qts.6.7, align 64
  %qts.6.8 = getelementptr inbounds float, ptr %qTs, i64 1664
  store <16 x float> %qt6.3.8, ptr %qts.6.8, align 64
  %qts.6.9 = getelementptr inbounds float, ptr %qTs, i64 1680
  store <16 x float> %qt6.3.9, ptr %qts.6.9, align 64
  %qts.6.10 = getelementptr inbounds float, ptr %qTs, i64 1696
  store <16 x float> %qt6.3.10, ptr %qts.6.10, align 64
  %qts.6.11 = getelementptr inbounds float, ptr %qTs, i64 1712
  store <16 x float> %qt6.3.11, ptr %qts.6.11, align 64
  %qts.6.12 = getelementptr inbounds float, ptr %qTs, i64 1728
  store <16 x float> %qt6.3.12, ptr %qts.6.12, align 64
  %qts.6.13 = getelementptr inbounds float, ptr %qTs, i64 1744
  store <16 x float> %qt6.3.13, ptr %qts.6.13, align 64
  %qts.6.14 = getelementptr inbounds float, ptr %qTs, i64 1760
  store <16 x float> %qt6.3.14, ptr %qts.6.14, align 64
  %qts.6.15 = getelementptr inbounds float, ptr %qTs, i64 1776
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

  %qts.7.0 = getelementptr inbounds float, ptr %qTs, i64 1792
  store <16 x float> %qt7.3.0, ptr %qts.7.0, align 64
  %qts.7.1 = getelementptr inbounds float, ptr %qTs, i64 1808
  store <16 x float> %qt7.3.1, ptr %qts.7.1, align 64
  %qts.7.2 = getelementptr inbounds float, ptr %qTs, i64 1824
  store <16 x float> %qt7.3.2, ptr %qts.7.2, align 64
  %qts.7.3 = getelementptr inbounds float, ptr %qTs, i64 1840
  store <16 x float> %qt7.3.3, ptr %qts.7.3, align 64
  %qts.7.4 = getelementptr inbounds float, ptr %qTs, i64 1856
  store <16 x float> %qt7.3.4, ptr %qts.7.4, align 64
  %qts.7.5 = getelementptr inbounds float, ptr %qTs, i64 1872
  store <16 x float> %qt7.3.5, ptr %qts.7.5, align 64
  %qts.7.6 = getelementptr inbounds float, ptr %qTs, i64 1888
  store <16 x float> %qt7.3.6, ptr %qts.7.6, align 64
  %qts.7.7 = getelementptr inbounds float, ptr %qTs, i64 1904
  store <16 x float> %qt7.3.7, ptr %qts.7.7, align 64
  %qts.7.8 = getelementptr inbounds float, ptr %qTs, i64 1920
  store <16 x float> %qt7.3.8, ptr %qts.7.8, align 64
  %qts.7.9 = getelementptr inbounds float, ptr %qTs, i64 1936
  store <16 x float> %qt7.3.9, ptr %qts.7.9, align 64
  %qts.7.10 = getelementptr inbounds float, ptr %qTs, i64 1952
  store <16 x float> %qt7.3.10, ptr %qts.7.10, align 64
  %qts.7.11 = getelementptr inbounds float, ptr %qTs, i64 1968
  store <16 x float> %qt7.3.11, ptr %qts.7.11, align 64
  %qts.7.12 = getelementptr inbounds float, ptr %qTs, i64 1984
  store <16 x float> %qt7.3.12, ptr %qts.7.12, align 64
  %qts.7.13 = getelementptr inbounds float, ptr %qTs, i64 2000
  store <16 x float> %qt7.3.13, ptr %qts.7.13, align 64
  %qts.7.14 = getelementptr inbounds float, ptr %qTs, i64 2016
  store <16 x float> %qt7.3.14, ptr %qts.7.14, align 64
  %qts.7.15 = getelementptr inbounds float, ptr %qTs, i64 2032
  store <16 x float> %qt7.3.15, ptr %qts.7.15, align 64
  call void @llvm.memset.p0.i64(ptr align 64 %accTs, i8 0, i64 8192, i1 false)
  %st.next = add i64 %st, 1
  %st.more = icmp ult i64 %st.next, %nt
  br i1 %st.more, label %setup, label %setup.end

setup.end:
  %kend = sext i32 %kmx.15 to i64
  %kend.1 = add i64 %kend, -1
  br label %block

block:
  %kb = phi i64 [ 0, %setup.end ], [ %kb.next, %tiles.end ]
  %rem = sub i64 %kend, %kb
  %nk.lt = icmp slt i64 %rem, 252
  %nk = select i1 %nk.lt, i64 %rem, i64 252
  ; the block's keys up to a whole number of score groups (past the item's end: its last key)
  %nkg.0 = add i64 %nk, 2
  %nkg.1 = udiv i64 %nkg.0, 3
  %nkg = mul i64 %nkg.1, 3
  ; packed already (by the previous item of this call: same K/V head, block and key end)?
  %pkd.hv = load i64, ptr %pkd.h, align 8
  %pkd.bv = load i64, ptr %pkd.b, align 8
  %pkd.ev = load i64, ptr %pkd.e, align 8
  %same.h = icmp eq i64 %pkd.hv, %kvh
  %same.b = icmp eq i64 %pkd.bv, %kb
  %same.e = icmp eq i64 %pkd.ev, %kend
  %same.hb = and i1 %same.h, %same.b
  %same = and i1 %same.hb, %same.e
  br i1 %same, label %tiles, label %pack

  ; the block's K and V rows, contiguous on the stack, once for the item's tiles: the store's
  ; rows are 2048 bytes apart (few cache sets for all of them); the rows
  ; 8 keys ahead are prefetched
pack:
  %jp = phi i64 [ 0, %block ], [ %jp.next, %pack ]
  %pkj.0.0 = add i64 %kb, %jp
  %pkj.0 = add i64 %pkj.0.0, 0
  %pkin.0 = icmp slt i64 %pkj.0, %kend
  %pkc.0 = select i1 %pkin.0, i64 %pkj.0, i64 %kend.1
  %pko.0 = mul i64 %pkc.0, 512
  %pks.0 = getelementptr inbounds float, ptr %kbase, i64 %pko.0
  %pvs.0 = getelementptr inbounds float, ptr %vbase, i64 %pko.0
  %pfj.0 = add i64 %pkj.0, 8
  %pfin.0 = icmp slt i64 %pfj.0, %kend
  %pfc.0 = select i1 %pfin.0, i64 %pfj.0, i64 %kend.1
  %pfo.0 = mul i64 %pfc.0, 512
  %pfk.0 = getelementptr inbounds float, ptr %kbase, i64 %pfo.0
  %pfv.0 = getelementptr inbounds float, ptr %vbase, i64 %pfo.0
  %pfkl.0.0 = getelementptr inbounds i8, ptr %pfk.0, i64 0
  call void @llvm.prefetch.p0(ptr %pfkl.0.0, i32 0, i32 3, i32 1)
  %pfvl.0.0 = getelementptr inbounds i8, ptr %pfv.0, i64 0
  call void @llvm.prefetch.p0(ptr %pfvl.0.0, i32 0, i32 3, i32 1)
  %pfkl.0.1 = getelementptr inbounds i8, ptr %pfk.0, i64 64
  call void @llvm.prefetch.p0(ptr %pfkl.0.1, i32 0, i32 3, i32 1)
  %pfvl.0.1 = getelementptr inbounds i8, ptr %pfv.0, i64 64
  call void @llvm.prefetch.p0(ptr %pfvl.0.1, i32 0, i32 3, i32 1)
  %pfkl.0.2 = getelementptr inbounds i8, ptr %pfk.0, i64 128
  call void @llvm.prefetch.p0(ptr %pfkl.0.2, i32 0, i32 3, i32 1)
  %pfvl.0.2 = getelementptr inbounds i8, ptr %pfv.0, i64 128
  call void @llvm.prefetch.p0(ptr %pfvl.0.2, i32 0, i32 3, i32 1)
  %pfkl.0.3 = getelementptr inbounds i8, ptr %pfk.0, i64 192
  call void @llvm.prefetch.p0(ptr %pfkl.0.3, i32 0, i32 3, i32 1)
  %pfvl.0.3 = getelementptr inbounds i8, ptr %pfv.0, i64 192
  call void @llvm.prefetch.p0(ptr %pfvl.0.3, i32 0, i32 3, i32 1)
  %pfkl.0.4 = getelementptr inbounds i8, ptr %pfk.0, i64 256
  call void @llvm.prefetch.p0(ptr %pfkl.0.4, i32 0, i32 3, i32 1)
  %pfvl.0.4 = getelementptr inbounds i8, ptr %pfv.0, i64 256
  call void @llvm.prefetch.p0(ptr %pfvl.0.4, i32 0, i32 3, i32 1)
  %pfkl.0.5 = getelementptr inbounds i8, ptr %pfk.0, i64 320
  call void @llvm.prefetch.p0(ptr %pfkl.0.5, i32 0, i32 3, i32 1)
  %pfvl.0.5 = getelementptr inbounds i8, ptr %pfv.0, i64 320
  call void @llvm.prefetch.p0(ptr %pfvl.0.5, i32 0, i32 3, i32 1)
  %pfkl.0.6 = getelementptr inbounds i8, ptr %pfk.0, i64 384
  call void @llvm.prefetch.p0(ptr %pfkl.0.6, i32 0, i32 3, i32 1)
  %pfvl.0.6 = getelementptr inbounds i8, ptr %pfv.0, i64 384
  call void @llvm.prefetch.p0(ptr %pfvl.0.6, i32 0, i32 3, i32 1)
  %pfkl.0.7 = getelementptr inbounds i8, ptr %pfk.0, i64 448
  call void @llvm.prefetch.p0(ptr %pfkl.0.7, i32 0, i32 3, i32 1)
  %pfvl.0.7 = getelementptr inbounds i8, ptr %pfv.0, i64 448
  call void @llvm.prefetch.p0(ptr %pfvl.0.7, i32 0, i32 3, i32 1)
  %kdo.0.0 = add i64 %jp, 0
  %kdo.0 = mul i64 %kdo.0.0, 128
  %kd.0 = getelementptr inbounds float, ptr %kbuf, i64 %kdo.0
  %pkl.0.0.p = getelementptr inbounds float, ptr %pks.0, i64 0
  %pkl.0.0 = load <16 x float>, ptr %pkl.0.0.p, align 4
  %pvl.0.0.p = getelementptr inbounds float, ptr %pvs.0, i64 0
  %pvl.0.0 = load <16 x float>, ptr %pvl.0.0.p, align 4
  %pkl.0.1.p = getelementptr inbounds float, ptr %pks.0, i64 16
  %pkl.0.1 = load <16 x float>, ptr %pkl.0.1.p, align 4
  %pvl.0.1.p = getelementptr inbounds float, ptr %pvs.0, i64 16
  %pvl.0.1 = load <16 x float>, ptr %pvl.0.1.p, align 4
  %pkl.0.2.p = getelementptr inbounds float, ptr %pks.0, i64 32
  %pkl.0.2 = load <16 x float>, ptr %pkl.0.2.p, align 4
  %pvl.0.2.p = getelementptr inbounds float, ptr %pvs.0, i64 32
  %pvl.0.2 = load <16 x float>, ptr %pvl.0.2.p, align 4
  %pkl.0.3.p = getelementptr inbounds float, ptr %pks.0, i64 48
  %pkl.0.3 = load <16 x float>, ptr %pkl.0.3.p, align 4
  %pvl.0.3.p = getelementptr inbounds float, ptr %pvs.0, i64 48
  %pvl.0.3 = load <16 x float>, ptr %pvl.0.3.p, align 4
  %pkl.0.4.p = getelementptr inbounds float, ptr %pks.0, i64 64
  %pkl.0.4 = load <16 x float>, ptr %pkl.0.4.p, align 4
  %pvl.0.4.p = getelementptr inbounds float, ptr %pvs.0, i64 64
  %pvl.0.4 = load <16 x float>, ptr %pvl.0.4.p, align 4
  %pkl.0.5.p = getelementptr inbounds float, ptr %pks.0, i64 80
  %pkl.0.5 = load <16 x float>, ptr %pkl.0.5.p, align 4
  %pvl.0.5.p = getelementptr inbounds float, ptr %pvs.0, i64 80
  %pvl.0.5 = load <16 x float>, ptr %pvl.0.5.p, align 4
  %pkl.0.6.p = getelementptr inbounds float, ptr %pks.0, i64 96
  %pkl.0.6 = load <16 x float>, ptr %pkl.0.6.p, align 4
  %pvl.0.6.p = getelementptr inbounds float, ptr %pvs.0, i64 96
  %pvl.0.6 = load <16 x float>, ptr %pvl.0.6.p, align 4
  %pkl.0.7.p = getelementptr inbounds float, ptr %pks.0, i64 112
  %pkl.0.7 = load <16 x float>, ptr %pkl.0.7.p, align 4
  %pvl.0.7.p = getelementptr inbounds float, ptr %pvs.0, i64 112
  %pvl.0.7 = load <16 x float>, ptr %pvl.0.7.p, align 4
  %pkd.0.0 = getelementptr inbounds float, ptr %kd.0, i64 0
  store <16 x float> %pkl.0.0, ptr %pkd.0.0, align 64
  %pkd.0.1 = getelementptr inbounds float, ptr %kd.0, i64 16
  store <16 x float> %pkl.0.1, ptr %pkd.0.1, align 64
  %pkd.0.2 = getelementptr inbounds float, ptr %kd.0, i64 32
  store <16 x float> %pkl.0.2, ptr %pkd.0.2, align 64
  %pkd.0.3 = getelementptr inbounds float, ptr %kd.0, i64 48
  store <16 x float> %pkl.0.3, ptr %pkd.0.3, align 64
  %pkd.0.4 = getelementptr inbounds float, ptr %kd.0, i64 64
  store <16 x float> %pkl.0.4, ptr %pkd.0.4, align 64
  %pkd.0.5 = getelementptr inbounds float, ptr %kd.0, i64 80
  store <16 x float> %pkl.0.5, ptr %pkd.0.5, align 64
  %pkd.0.6 = getelementptr inbounds float, ptr %kd.0, i64 96
  store <16 x float> %pkl.0.6, ptr %pkd.0.6, align 64
  %pkd.0.7 = getelementptr inbounds float, ptr %kd.0, i64 112
  store <16 x float> %pkl.0.7, ptr %pkd.0.7, align 64
  ; V: chunk c of 32 dims of the keys at [c][key][dim]
  %vdo = mul i64 %jp, 32
  %vd = getelementptr inbounds float, ptr %vbuf, i64 %vdo
  %pvd.0 = getelementptr inbounds float, ptr %vd, i64 0
  store <16 x float> %pvl.0.0, ptr %pvd.0, align 64
  %pvd.1 = getelementptr inbounds float, ptr %vd, i64 16
  store <16 x float> %pvl.0.1, ptr %pvd.1, align 64
  %pvd.2 = getelementptr inbounds float, ptr %vd, i64 8160
  store <16 x float> %pvl.0.2, ptr %pvd.2, align 64
  %pvd.3 = getelementptr inbounds float, ptr %vd, i64 8176
  store <16 x float> %pvl.0.3, ptr %pvd.3, align 64
  %pvd.4 = getelementptr inbounds float, ptr %vd, i64 16320
  store <16 x float> %pvl.0.4, ptr %pvd.4, align 64
  %pvd.5 = getelementptr inbounds float, ptr %vd, i64 16336
  store <16 x float> %pvl.0.5, ptr %pvd.5, align 64
  %pvd.6 = getelementptr inbounds float, ptr %vd, i64 24480
  store <16 x float> %pvl.0.6, ptr %pvd.6, align 64
  %pvd.7 = getelementptr inbounds float, ptr %vd, i64 24496
  store <16 x float> %pvl.0.7, ptr %pvd.7, align 64
  %jp.next = add i64 %jp, 1
  %jp.more = icmp slt i64 %jp.next, %nkg
  br i1 %jp.more, label %pack, label %packed

packed:
  store i64 %kvh, ptr %pkd.h, align 8
  store i64 %kb, ptr %pkd.b, align 8
  store i64 %kend, ptr %pkd.e, align 8
  br label %tiles

  ; each tile over the block's keys below its largest key end (keys past a row's end weigh
  ; exactly 0, so a tile that stops earlier computes the same bits)
tiles:
  %tt = phi i64 [ 0, %block ], [ 0, %packed ], [ %tt.next, %tile.end ]
  %tto = mul i64 %tt, 16
  %tto2 = mul i64 %tt, 2048
  %qTt = getelementptr inbounds float, ptr %qT, i64 %tto2
  %accTt = getelementptr inbounds float, ptr %accT, i64 %tto2
  %kevt = getelementptr inbounds i32, ptr %kev, i64 %tto
  %kendv = load <16 x i32>, ptr %kevt, align 64
  %mbt = getelementptr inbounds float, ptr %mbuf, i64 %tto
  %M = load <16 x float>, ptr %mbt, align 64
  %lbt = getelementptr inbounds float, ptr %lbuf, i64 %tto
  %L = load <16 x float>, ptr %lbt, align 64
  %kmtp = getelementptr inbounds i64, ptr %kmt, i64 %tt
  %tke = load i64, ptr %kmtp, align 8
  %trem = sub i64 %tke, %kb
  %tnk.lt = icmp slt i64 %trem, 252
  %tnk = select i1 %tnk.lt, i64 %trem, i64 252
  %tlive = icmp sgt i64 %tnk, 0
  br i1 %tlive, label %qk, label %tile.end

  ; scores of keys kb + jg .. kb + jg + 2 (past the tile's end: -inf) and the block's running max
qk:
  %jg = phi i64 [ 0, %tiles ], [ %jg.next, %qk.end ]
  %bm = phi <16 x float> [ <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, %tiles ], [ %bm.2, %qk.end ]
  %kj.0.0 = add i64 %kb, %jg
  %kj.0 = add i64 %kj.0.0, 0
  %kro.0.0 = add i64 %jg, 0
  %kro.0 = mul i64 %kro.0.0, 128
  %kp.0 = getelementptr inbounds float, ptr %kbuf, i64 %kro.0
  %kj.1.0 = add i64 %kb, %jg
  %kj.1 = add i64 %kj.1.0, 1
  %kro.1.0 = add i64 %jg, 1
  %kro.1 = mul i64 %kro.1.0, 128
  %kp.1 = getelementptr inbounds float, ptr %kbuf, i64 %kro.1
  %kj.2.0 = add i64 %kb, %jg
  %kj.2 = add i64 %kj.2.0, 2
  %kro.2.0 = add i64 %jg, 2
  %kro.2 = mul i64 %kro.2.0, 128
  %kp.2 = getelementptr inbounds float, ptr %kbuf, i64 %kro.2
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
  %qtp.0 = getelementptr inbounds float, ptr %qTt, i64 %qto.0
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
  %qtp.1 = getelementptr inbounds float, ptr %qTt, i64 %qto.1
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
  %qtp.2 = getelementptr inbounds float, ptr %qTt, i64 %qto.2
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
  %qtp.3 = getelementptr inbounds float, ptr %qTt, i64 %qto.3
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
  %qtp.4 = getelementptr inbounds float, ptr %qTt, i64 %qto.4
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
  %qtp.5 = getelementptr inbounds float, ptr %qTt, i64 %qto.5
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
  %qtp.6 = getelementptr inbounds float, ptr %qTt, i64 %qto.6
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
  %qtp.7 = getelementptr inbounds float, ptr %qTt, i64 %qto.7
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
  %tr.0.0.0 = fadd <16 x float> %sn.0.0, %sn.0.1
  %tr.0.0.1 = fadd <16 x float> %sn.0.2, %sn.0.3
  %tr.0.0.2 = fadd <16 x float> %sn.0.4, %sn.0.5
  %tr.0.0.3 = fadd <16 x float> %sn.0.6, %sn.0.7
  %tr.0.1.0 = fadd <16 x float> %tr.0.0.0, %tr.0.0.1
  %tr.0.1.1 = fadd <16 x float> %tr.0.0.2, %tr.0.0.3
  %dt.0 = fadd <16 x float> %tr.0.1.0, %tr.0.1.1

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
  %bgt.0 = fcmp ogt <16 x float> %sm.0, %bm
  %bm.0 = select <16 x i1> %bgt.0, <16 x float> %sm.0, <16 x float> %bm
  %tr.1.0.0 = fadd <16 x float> %sn.1.0, %sn.1.1
  %tr.1.0.1 = fadd <16 x float> %sn.1.2, %sn.1.3
  %tr.1.0.2 = fadd <16 x float> %sn.1.4, %sn.1.5
  %tr.1.0.3 = fadd <16 x float> %sn.1.6, %sn.1.7
  %tr.1.1.0 = fadd <16 x float> %tr.1.0.0, %tr.1.0.1
  %tr.1.1.1 = fadd <16 x float> %tr.1.0.2, %tr.1.0.3
  %dt.1 = fadd <16 x float> %tr.1.1.0, %tr.1.1.1

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
  %bgt.1 = fcmp ogt <16 x float> %sm.1, %bm.0
  %bm.1 = select <16 x i1> %bgt.1, <16 x float> %sm.1, <16 x float> %bm.0
  %tr.2.0.0 = fadd <16 x float> %sn.2.0, %sn.2.1
  %tr.2.0.1 = fadd <16 x float> %sn.2.2, %sn.2.3
  %tr.2.0.2 = fadd <16 x float> %sn.2.4, %sn.2.5
  %tr.2.0.3 = fadd <16 x float> %sn.2.6, %sn.2.7
  %tr.2.1.0 = fadd <16 x float> %tr.2.0.0, %tr.2.0.1
  %tr.2.1.1 = fadd <16 x float> %tr.2.0.2, %tr.2.0.3
  %dt.2 = fadd <16 x float> %tr.2.1.0, %tr.2.1.1

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
  %bgt.2 = fcmp ogt <16 x float> %sm.2, %bm.1
  %bm.2 = select <16 x i1> %bgt.2, <16 x float> %sm.2, <16 x float> %bm.1
  %jg.next = add i64 %jg, 3
  %jg.more = icmp slt i64 %jg.next, %tnk
  br i1 %jg.more, label %qk, label %rescale

  ; the new running max and the rescale factor
rescale:
  %mgt2 = fcmp ogt <16 x float> %bm.2, %M
  %Mn = select <16 x i1> %mgt2, <16 x float> %bm.2, <16 x float> %M
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
  %corr = call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %corr.e, <16 x float> %corr.j, <16 x float> poison, i16 -1, i32 4)
  br label %expl

  ; p_j = exp(s_j - M'), in place, and their sum
expl:
  %je = phi i64 [ 0, %rescale ], [ %je.next, %expl ]
  %ls = phi <16 x float> [ zeroinitializer, %rescale ], [ %ls.0, %expl ]
  %eo.0.0 = add i64 %je, 0
  %eo.0 = mul i64 %eo.0.0, 16
  %ep.0 = getelementptr inbounds float, ptr %sb, i64 %eo.0
  %ev.0 = load <16 x float>, ptr %ep.0, align 64
  %es.0 = fsub <16 x float> %ev.0, %Mn
  %pj.0.lt = fcmp olt <16 x float> %es.0, <float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0>
  %pj.0.x0 = select <16 x i1> %pj.0.lt, <16 x float> <float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0>, <16 x float> %es.0
  %pj.0.gt = fcmp ogt <16 x float> %pj.0.x0, <float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0>
  %pj.0.xc = select <16 x i1> %pj.0.gt, <16 x float> <float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0>, <16 x float> %pj.0.x0
  %pj.0.t = fmul <16 x float> %pj.0.xc, <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>
  %pj.0.j1 = fadd <16 x float> %pj.0.t, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %pj.0.j = fsub <16 x float> %pj.0.j1, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %pj.0.jc1 = fmul <16 x float> %pj.0.j, <float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000>
  %pj.0.r1 = fsub <16 x float> %pj.0.xc, %pj.0.jc1
  %pj.0.r = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %pj.0.j, <16 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <16 x float> %pj.0.r1)
  %pj.0.p0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <16 x float> %pj.0.r, <16 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %pj.0.p1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %pj.0.p0, <16 x float> %pj.0.r, <16 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %pj.0.p2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %pj.0.p1, <16 x float> %pj.0.r, <16 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %pj.0.p3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %pj.0.p2, <16 x float> %pj.0.r, <16 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %pj.0.p4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %pj.0.p3, <16 x float> %pj.0.r, <16 x float> <float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000>)
  %pj.0.rr = fmul <16 x float> %pj.0.r, %pj.0.r
  %pj.0.p5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %pj.0.p4, <16 x float> %pj.0.rr, <16 x float> %pj.0.r)
  %pj.0.e = fadd <16 x float> %pj.0.p5, <float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0>
  %pj.0 = call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %pj.0.e, <16 x float> %pj.0.j, <16 x float> poison, i16 -1, i32 4)
  %ls.0 = fadd <16 x float> %ls, %pj.0
  store <16 x float> %pj.0, ptr %ep.0, align 64
  %je.next = add i64 %je, 1
  %je.more = icmp slt i64 %je.next, %tnk
  br i1 %je.more, label %expl, label %lupd

lupd:
  %Lc = fmul <16 x float> %L, %corr
  %Ln = fadd <16 x float> %Lc, %ls.0
  store <16 x float> %Mn, ptr %mbt, align 64
  store <16 x float> %Ln, ptr %lbt, align 64
  store <16 x float> %corr, ptr %cbuf, align 64
  br label %pv

  ; acc[r][d] = acc[r][d] c[r] + sum_j p_j[r] v_j[d]: 8 rows x 32 dims (16 accumulators)
  ; per pass over the block's keys, the dims in lanes: per key 2 vector loads of V and
  ; 8 broadcasts of weights
pv:
  %pc = phi i64 [ 0, %lupd ], [ %pc.next, %pv.next ]
  %pcd = lshr i64 %pc, 1
  %pcr = and i64 %pc, 1
  %r0 = mul i64 %pcr, 8
  %dco = mul i64 %pcd, 32
  %cro.0 = add i64 %r0, 0
  %crp.0 = getelementptr inbounds float, ptr %cbuf, i64 %cro.0
  %crx.0 = load float, ptr %crp.0, align 4
  %cr.0.i = insertelement <16 x float> poison, float %crx.0, i64 0
  %cr.0 = shufflevector <16 x float> %cr.0.i, <16 x float> poison, <16 x i32> zeroinitializer
  %aro.0.0 = mul i64 %cro.0, 128
  %aro.0 = add i64 %aro.0.0, %dco
  %adp.0.0 = getelementptr inbounds float, ptr %accTt, i64 %aro.0
  %adq.0.0 = getelementptr inbounds float, ptr %adp.0.0, i64 0
  %adl.0.0 = load <16 x float>, ptr %adq.0.0, align 64
  %ad0.0.0 = fmul <16 x float> %adl.0.0, %cr.0
  %adp.0.1 = getelementptr inbounds float, ptr %accTt, i64 %aro.0
  %adq.0.1 = getelementptr inbounds float, ptr %adp.0.1, i64 16
  %adl.0.1 = load <16 x float>, ptr %adq.0.1, align 64
  %ad0.0.1 = fmul <16 x float> %adl.0.1, %cr.0
  %cro.1 = add i64 %r0, 1
  %crp.1 = getelementptr inbounds float, ptr %cbuf, i64 %cro.1
  %crx.1 = load float, ptr %crp.1, align 4
  %cr.1.i = insertelement <16 x float> poison, float %crx.1, i64 0
  %cr.1 = shufflevector <16 x float> %cr.1.i, <16 x float> poison, <16 x i32> zeroinitializer
  %aro.1.0 = mul i64 %cro.1, 128
  %aro.1 = add i64 %aro.1.0, %dco
  %adp.1.0 = getelementptr inbounds float, ptr %accTt, i64 %aro.1
  %adq.1.0 = getelementptr inbounds float, ptr %adp.1.0, i64 0
  %adl.1.0 = load <16 x float>, ptr %adq.1.0, align 64
  %ad0.1.0 = fmul <16 x float> %adl.1.0, %cr.1
  %adp.1.1 = getelementptr inbounds float, ptr %accTt, i64 %aro.1
  %adq.1.1 = getelementptr inbounds float, ptr %adp.1.1, i64 16
  %adl.1.1 = load <16 x float>, ptr %adq.1.1, align 64
  %ad0.1.1 = fmul <16 x float> %adl.1.1, %cr.1
  %cro.2 = add i64 %r0, 2
  %crp.2 = getelementptr inbounds float, ptr %cbuf, i64 %cro.2
  %crx.2 = load float, ptr %crp.2, align 4
  %cr.2.i = insertelement <16 x float> poison, float %crx.2, i64 0
  %cr.2 = shufflevector <16 x float> %cr.2.i, <16 x float> poison, <16 x i32> zeroinitializer
  %aro.2.0 = mul i64 %cro.2, 128
  %aro.2 = add i64 %aro.2.0, %dco
  %adp.2.0 = getelementptr inbounds float, ptr %accTt, i64 %aro.2
  %adq.2.0 = getelementptr inbounds float, ptr %adp.2.0, i64 0
  %adl.2.0 = load <16 x float>, ptr %adq.2.0, align 64
  %ad0.2.0 = fmul <16 x float> %adl.2.0, %cr.2
  %adp.2.1 = getelementptr inbounds float, ptr %accTt, i64 %aro.2
  %adq.2.1 = getelementptr inbounds float, ptr %adp.2.1, i64 16
  %adl.2.1 = load <16 x float>, ptr %adq.2.1, align 64
  %ad0.2.1 = fmul <16 x float> %adl.2.1, %cr.2
  %cro.3 = add i64 %r0, 3
  %crp.3 = getelementptr inbounds float, ptr %cbuf, i64 %cro.3
  %crx.3 = load float, ptr %crp.3, align 4
  %cr.3.i = insertelement <16 x float> poison, float %crx.3, i64 0
  %cr.3 = shufflevector <16 x float> %cr.3.i, <16 x float> poison, <16 x i32> zeroinitializer
  %aro.3.0 = mul i64 %cro.3, 128
  %aro.3 = add i64 %aro.3.0, %dco
  %adp.3.0 = getelementptr inbounds float, ptr %accTt, i64 %aro.3
  %adq.3.0 = getelementptr inbounds float, ptr %adp.3.0, i64 0
  %adl.3.0 = load <16 x float>, ptr %adq.3.0, align 64
  %ad0.3.0 = fmul <16 x float> %adl.3.0, %cr.3
  %adp.3.1 = getelementptr inbounds float, ptr %accTt, i64 %aro.3
  %adq.3.1 = getelementptr inbounds float, ptr %adp.3.1, i64 16
  %adl.3.1 = load <16 x float>, ptr %adq.3.1, align 64
  %ad0.3.1 = fmul <16 x float> %adl.3.1, %cr.3
  %cro.4 = add i64 %r0, 4
  %crp.4 = getelementptr inbounds float, ptr %cbuf, i64 %cro.4
  %crx.4 = load float, ptr %crp.4, align 4
  %cr.4.i = insertelement <16 x float> poison, float %crx.4, i64 0
  %cr.4 = shufflevector <16 x float> %cr.4.i, <16 x float> poison, <16 x i32> zeroinitializer
  %aro.4.0 = mul i64 %cro.4, 128
  %aro.4 = add i64 %aro.4.0, %dco
  %adp.4.0 = getelementptr inbounds float, ptr %accTt, i64 %aro.4
  %adq.4.0 = getelementptr inbounds float, ptr %adp.4.0, i64 0
  %adl.4.0 = load <16 x float>, ptr %adq.4.0, align 64
  %ad0.4.0 = fmul <16 x float> %adl.4.0, %cr.4
  %adp.4.1 = getelementptr inbounds float, ptr %accTt, i64 %aro.4
  %adq.4.1 = getelementptr inbounds float, ptr %adp.4.1, i64 16
  %adl.4.1 = load <16 x float>, ptr %adq.4.1, align 64
  %ad0.4.1 = fmul <16 x float> %adl.4.1, %cr.4
  %cro.5 = add i64 %r0, 5
  %crp.5 = getelementptr inbounds float, ptr %cbuf, i64 %cro.5
  %crx.5 = load float, ptr %crp.5, align 4
  %cr.5.i = insertelement <16 x float> poison, float %crx.5, i64 0
  %cr.5 = shufflevector <16 x float> %cr.5.i, <16 x float> poison, <16 x i32> zeroinitializer
  %aro.5.0 = mul i64 %cro.5, 128
  %aro.5 = add i64 %aro.5.0, %dco
  %adp.5.0 = getelementptr inbounds float, ptr %accTt, i64 %aro.5
  %adq.5.0 = getelementptr inbounds float, ptr %adp.5.0, i64 0
  %adl.5.0 = load <16 x float>, ptr %adq.5.0, align 64
  %ad0.5.0 = fmul <16 x float> %adl.5.0, %cr.5
  %adp.5.1 = getelementptr inbounds float, ptr %accTt, i64 %aro.5
  %adq.5.1 = getelementptr inbounds float, ptr %adp.5.1, i64 16
  %adl.5.1 = load <16 x float>, ptr %adq.5.1, align 64
  %ad0.5.1 = fmul <16 x float> %adl.5.1, %cr.5
  %cro.6 = add i64 %r0, 6
  %crp.6 = getelementptr inbounds float, ptr %cbuf, i64 %cro.6
  %crx.6 = load float, ptr %crp.6, align 4
  %cr.6.i = insertelement <16 x float> poison, float %crx.6, i64 0
  %cr.6 = shufflevector <16 x float> %cr.6.i, <16 x float> poison, <16 x i32> zeroinitializer
  %aro.6.0 = mul i64 %cro.6, 128
  %aro.6 = add i64 %aro.6.0, %dco
  %adp.6.0 = getelementptr inbounds float, ptr %accTt, i64 %aro.6
  %adq.6.0 = getelementptr inbounds float, ptr %adp.6.0, i64 0
  %adl.6.0 = load <16 x float>, ptr %adq.6.0, align 64
  %ad0.6.0 = fmul <16 x float> %adl.6.0, %cr.6
  %adp.6.1 = getelementptr inbounds float, ptr %accTt, i64 %aro.6
  %adq.6.1 = getelementptr inbounds float, ptr %adp.6.1, i64 16
  %adl.6.1 = load <16 x float>, ptr %adq.6.1, align 64
  %ad0.6.1 = fmul <16 x float> %adl.6.1, %cr.6
  %cro.7 = add i64 %r0, 7
  %crp.7 = getelementptr inbounds float, ptr %cbuf, i64 %cro.7
  %crx.7 = load float, ptr %crp.7, align 4
  %cr.7.i = insertelement <16 x float> poison, float %crx.7, i64 0
  %cr.7 = shufflevector <16 x float> %cr.7.i, <16 x float> poison, <16 x i32> zeroinitializer
  %aro.7.0 = mul i64 %cro.7, 128
  %aro.7 = add i64 %aro.7.0, %dco
  %adp.7.0 = getelementptr inbounds float, ptr %accTt, i64 %aro.7
  %adq.7.0 = getelementptr inbounds float, ptr %adp.7.0, i64 0
  %adl.7.0 = load <16 x float>, ptr %adq.7.0, align 64
  %ad0.7.0 = fmul <16 x float> %adl.7.0, %cr.7
  %adp.7.1 = getelementptr inbounds float, ptr %accTt, i64 %aro.7
  %adq.7.1 = getelementptr inbounds float, ptr %adp.7.1, i64 16
  %adl.7.1 = load <16 x float>, ptr %adq.7.1, align 64
  %ad0.7.1 = fmul <16 x float> %adl.7.1, %cr.7
  %vco = mul i64 %pcd, 8160
  %vdc = getelementptr inbounds float, ptr %vbuf, i64 %vco
  br label %pvk

pvk:
  %jv = phi i64 [ 0, %pv ], [ %jv.next, %pvk ]
  %ad.0.0 = phi <16 x float> [ %ad0.0.0, %pv ], [ %adn.0.0, %pvk ]
  %ad.0.1 = phi <16 x float> [ %ad0.0.1, %pv ], [ %adn.0.1, %pvk ]
  %ad.1.0 = phi <16 x float> [ %ad0.1.0, %pv ], [ %adn.1.0, %pvk ]
  %ad.1.1 = phi <16 x float> [ %ad0.1.1, %pv ], [ %adn.1.1, %pvk ]
  %ad.2.0 = phi <16 x float> [ %ad0.2.0, %pv ], [ %adn.2.0, %pvk ]
  %ad.2.1 = phi <16 x float> [ %ad0.2.1, %pv ], [ %adn.2.1, %pvk ]
  %ad.3.0 = phi <16 x float> [ %ad0.3.0, %pv ], [ %adn.3.0, %pvk ]
  %ad.3.1 = phi <16 x float> [ %ad0.3.1, %pv ], [ %adn.3.1, %pvk ]
  %ad.4.0 = phi <16 x float> [ %ad0.4.0, %pv ], [ %adn.4.0, %pvk ]
  %ad.4.1 = phi <16 x float> [ %ad0.4.1, %pv ], [ %adn.4.1, %pvk ]
  %ad.5.0 = phi <16 x float> [ %ad0.5.0, %pv ], [ %adn.5.0, %pvk ]
  %ad.5.1 = phi <16 x float> [ %ad0.5.1, %pv ], [ %adn.5.1, %pvk ]
  %ad.6.0 = phi <16 x float> [ %ad0.6.0, %pv ], [ %adn.6.0, %pvk ]
  %ad.6.1 = phi <16 x float> [ %ad0.6.1, %pv ], [ %adn.6.1, %pvk ]
  %ad.7.0 = phi <16 x float> [ %ad0.7.0, %pv ], [ %adn.7.0, %pvk ]
  %ad.7.1 = phi <16 x float> [ %ad0.7.1, %pv ], [ %adn.7.1, %pvk ]
  %vo = mul i64 %jv, 32
  %vr = getelementptr inbounds float, ptr %vdc, i64 %vo
  %po.0 = mul i64 %jv, 16
  %vvp.0 = getelementptr inbounds float, ptr %vr, i64 0
  %vv.0 = load <16 x float>, ptr %vvp.0, align 64
  %vvp.1 = getelementptr inbounds float, ptr %vr, i64 16
  %vv.1 = load <16 x float>, ptr %vvp.1, align 64
  %pxo.0.0 = add i64 %r0, 0
  %pxo.0 = add i64 %po.0, %pxo.0.0
  %pxp.0 = getelementptr inbounds float, ptr %sb, i64 %pxo.0
  %px.0 = load float, ptr %pxp.0, align 4
  %pv.0.i = insertelement <16 x float> poison, float %px.0, i64 0
  %pv.0 = shufflevector <16 x float> %pv.0.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.0.0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.0, <16 x float> %pv.0, <16 x float> %ad.0.0)
  %adn.0.1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.1, <16 x float> %pv.0, <16 x float> %ad.0.1)
  %pxo.1.0 = add i64 %r0, 1
  %pxo.1 = add i64 %po.0, %pxo.1.0
  %pxp.1 = getelementptr inbounds float, ptr %sb, i64 %pxo.1
  %px.1 = load float, ptr %pxp.1, align 4
  %pv.1.i = insertelement <16 x float> poison, float %px.1, i64 0
  %pv.1 = shufflevector <16 x float> %pv.1.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.1.0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.0, <16 x float> %pv.1, <16 x float> %ad.1.0)
  %adn.1.1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.1, <16 x float> %pv.1, <16 x float> %ad.1.1)
  %pxo.2.0 = add i64 %r0, 2
  %pxo.2 = add i64 %po.0, %pxo.2.0
  %pxp.2 = getelementptr inbounds float, ptr %sb, i64 %pxo.2
  %px.2 = load float, ptr %pxp.2, align 4
  %pv.2.i = insertelement <16 x float> poison, float %px.2, i64 0
  %pv.2 = shufflevector <16 x float> %pv.2.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.2.0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.0, <16 x float> %pv.2, <16 x float> %ad.2.0)
  %adn.2.1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.1, <16 x float> %pv.2, <16 x float> %ad.2.1)
  %pxo.3.0 = add i64 %r0, 3
  %pxo.3 = add i64 %po.0, %pxo.3.0
  %pxp.3 = getelementptr inbounds float, ptr %sb, i64 %pxo.3
  %px.3 = load float, ptr %pxp.3, align 4
  %pv.3.i = insertelement <16 x float> poison, float %px.3, i64 0
  %pv.3 = shufflevector <16 x float> %pv.3.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.3.0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.0, <16 x float> %pv.3, <16 x float> %ad.3.0)
  %adn.3.1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.1, <16 x float> %pv.3, <16 x float> %ad.3.1)
  %pxo.4.0 = add i64 %r0, 4
  %pxo.4 = add i64 %po.0, %pxo.4.0
  %pxp.4 = getelementptr inbounds float, ptr %sb, i64 %pxo.4
  %px.4 = load float, ptr %pxp.4, align 4
  %pv.4.i = insertelement <16 x float> poison, float %px.4, i64 0
  %pv.4 = shufflevector <16 x float> %pv.4.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.4.0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.0, <16 x float> %pv.4, <16 x float> %ad.4.0)
  %adn.4.1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.1, <16 x float> %pv.4, <16 x float> %ad.4.1)
  %pxo.5.0 = add i64 %r0, 5
  %pxo.5 = add i64 %po.0, %pxo.5.0
  %pxp.5 = getelementptr inbounds float, ptr %sb, i64 %pxo.5
  %px.5 = load float, ptr %pxp.5, align 4
  %pv.5.i = insertelement <16 x float> poison, float %px.5, i64 0
  %pv.5 = shufflevector <16 x float> %pv.5.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.5.0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.0, <16 x float> %pv.5, <16 x float> %ad.5.0)
  %adn.5.1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.1, <16 x float> %pv.5, <16 x float> %ad.5.1)
  %pxo.6.0 = add i64 %r0, 6
  %pxo.6 = add i64 %po.0, %pxo.6.0
  %pxp.6 = getelementptr inbounds float, ptr %sb, i64 %pxo.6
  %px.6 = load float, ptr %pxp.6, align 4
  %pv.6.i = insertelement <16 x float> poison, float %px.6, i64 0
  %pv.6 = shufflevector <16 x float> %pv.6.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.6.0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.0, <16 x float> %pv.6, <16 x float> %ad.6.0)
  %adn.6.1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.1, <16 x float> %pv.6, <16 x float> %ad.6.1)
  %pxo.7.0 = add i64 %r0, 7
  %pxo.7 = add i64 %po.0, %pxo.7.0
  %pxp.7 = getelementptr inbounds float, ptr %sb, i64 %pxo.7
  %px.7 = load float, ptr %pxp.7, align 4
  %pv.7.i = insertelement <16 x float> poison, float %px.7, i64 0
  %pv.7 = shufflevector <16 x float> %pv.7.i, <16 x float> poison, <16 x i32> zeroinitializer
  %adn.7.0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.0, <16 x float> %pv.7, <16 x float> %ad.7.0)
  %adn.7.1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %vv.1, <16 x float> %pv.7, <16 x float> %ad.7.1)
  %jv.next = add i64 %jv, 1
  %jv.more = icmp slt i64 %jv.next, %tnk
  br i1 %jv.more, label %pvk, label %pv.next

pv.next:
  store <16 x float> %adn.0.0, ptr %adq.0.0, align 64
  store <16 x float> %adn.0.1, ptr %adq.0.1, align 64
  store <16 x float> %adn.1.0, ptr %adq.1.0, align 64
  store <16 x float> %adn.1.1, ptr %adq.1.1, align 64
  store <16 x float> %adn.2.0, ptr %adq.2.0, align 64
  store <16 x float> %adn.2.1, ptr %adq.2.1, align 64
  store <16 x float> %adn.3.0, ptr %adq.3.0, align 64
  store <16 x float> %adn.3.1, ptr %adq.3.1, align 64
  store <16 x float> %adn.4.0, ptr %adq.4.0, align 64
  store <16 x float> %adn.4.1, ptr %adq.4.1, align 64
  store <16 x float> %adn.5.0, ptr %adq.5.0, align 64
  store <16 x float> %adn.5.1, ptr %adq.5.1, align 64
  store <16 x float> %adn.6.0, ptr %adq.6.0, align 64
  store <16 x float> %adn.6.1, ptr %adq.6.1, align 64
  store <16 x float> %adn.7.0, ptr %adq.7.0, align 64
  store <16 x float> %adn.7.1, ptr %adq.7.1, align 64
  %pc.next = add i64 %pc, 1
  %pc.more = icmp ult i64 %pc.next, 8
  br i1 %pc.more, label %pv, label %tile.end

tile.end:
  %tt.next = add i64 %tt, 1
  %tt.more = icmp ult i64 %tt.next, %nt
  br i1 %tt.more, label %tiles, label %tiles.end

tiles.end:
  %kb.next = add i64 %kb, 252
  %kb.more = icmp slt i64 %kb.next, %kend
  br i1 %kb.more, label %block, label %fin

  ; y[r][d] = acc[t][r][d] / L[t][r]; rows past m are not stored
fin:
  %ft = phi i64 [ 0, %tiles.end ], [ %ft.next, %fin ]
  %fto = mul i64 %ft, 16
  %fto2 = mul i64 %ft, 2048
  %flp = getelementptr inbounds float, ptr %lbuf, i64 %fto
  %fL = load <16 x float>, ptr %flp, align 64
  %inv = fdiv <16 x float> <float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0>, %fL
  %faT = getelementptr inbounds float, ptr %accT, i64 %fto2
  %fq0 = add i64 %q0, %fto
  %yr.0 = add i64 %fq0, 0
  %yin.0 = icmp slt i64 %yr.0, %m
  %yc.0 = select i1 %yin.0, i64 %yr.0, i64 %m.1
  %yo.0.0 = mul i64 %yc.0, 3584
  %yo.0 = add i64 %yo.0.0, %hq
  %yq.0 = getelementptr inbounds float, ptr %y, i64 %yo.0
  %ym.0.i = insertelement <16 x i1> poison, i1 %yin.0, i64 0
  %ym.0 = shufflevector <16 x i1> %ym.0.i, <16 x i1> poison, <16 x i32> zeroinitializer
  %ivx.0 = extractelement <16 x float> %inv, i64 0
  %iv.0.i = insertelement <16 x float> poison, float %ivx.0, i64 0
  %iv.0 = shufflevector <16 x float> %iv.0.i, <16 x float> poison, <16 x i32> zeroinitializer
  %fa.0.0 = getelementptr inbounds float, ptr %faT, i64 0
  %fl.0.0 = load <16 x float>, ptr %fa.0.0, align 64
  %fo.0.0 = fmul <16 x float> %fl.0.0, %iv.0
  %fp.0.0 = getelementptr inbounds float, ptr %yq.0, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.0.0, ptr %fp.0.0, i32 4, <16 x i1> %ym.0)
  %fa.0.1 = getelementptr inbounds float, ptr %faT, i64 16
  %fl.0.1 = load <16 x float>, ptr %fa.0.1, align 64
  %fo.0.1 = fmul <16 x float> %fl.0.1, %iv.0
  %fp.0.1 = getelementptr inbounds float, ptr %yq.0, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.0.1, ptr %fp.0.1, i32 4, <16 x i1> %ym.0)
  %fa.0.2 = getelementptr inbounds float, ptr %faT, i64 32
  %fl.0.2 = load <16 x float>, ptr %fa.0.2, align 64
  %fo.0.2 = fmul <16 x float> %fl.0.2, %iv.0
  %fp.0.2 = getelementptr inbounds float, ptr %yq.0, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.0.2, ptr %fp.0.2, i32 4, <16 x i1> %ym.0)
  %fa.0.3 = getelementptr inbounds float, ptr %faT, i64 48
  %fl.0.3 = load <16 x float>, ptr %fa.0.3, align 64
  %fo.0.3 = fmul <16 x float> %fl.0.3, %iv.0
  %fp.0.3 = getelementptr inbounds float, ptr %yq.0, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.0.3, ptr %fp.0.3, i32 4, <16 x i1> %ym.0)
  %fa.0.4 = getelementptr inbounds float, ptr %faT, i64 64
  %fl.0.4 = load <16 x float>, ptr %fa.0.4, align 64
  %fo.0.4 = fmul <16 x float> %fl.0.4, %iv.0
  %fp.0.4 = getelementptr inbounds float, ptr %yq.0, i64 64
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.0.4, ptr %fp.0.4, i32 4, <16 x i1> %ym.0)
  %fa.0.5 = getelementptr inbounds float, ptr %faT, i64 80
  %fl.0.5 = load <16 x float>, ptr %fa.0.5, align 64
  %fo.0.5 = fmul <16 x float> %fl.0.5, %iv.0
  %fp.0.5 = getelementptr inbounds float, ptr %yq.0, i64 80
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.0.5, ptr %fp.0.5, i32 4, <16 x i1> %ym.0)
  %fa.0.6 = getelementptr inbounds float, ptr %faT, i64 96
  %fl.0.6 = load <16 x float>, ptr %fa.0.6, align 64
  %fo.0.6 = fmul <16 x float> %fl.0.6, %iv.0
  %fp.0.6 = getelementptr inbounds float, ptr %yq.0, i64 96
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.0.6, ptr %fp.0.6, i32 4, <16 x i1> %ym.0)
  %fa.0.7 = getelementptr inbounds float, ptr %faT, i64 112
  %fl.0.7 = load <16 x float>, ptr %fa.0.7, align 64
  %fo.0.7 = fmul <16 x float> %fl.0.7, %iv.0
  %fp.0.7 = getelementptr inbounds float, ptr %yq.0, i64 112
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.0.7, ptr %fp.0.7, i32 4, <16 x i1> %ym.0)
  %yr.1 = add i64 %fq0, 1
  %yin.1 = icmp slt i64 %yr.1, %m
  %yc.1 = select i1 %yin.1, i64 %yr.1, i64 %m.1
  %yo.1.0 = mul i64 %yc.1, 3584
  %yo.1 = add i64 %yo.1.0, %hq
  %yq.1 = getelementptr inbounds float, ptr %y, i64 %yo.1
  %ym.1.i = insertelement <16 x i1> poison, i1 %yin.1, i64 0
  %ym.1 = shufflevector <16 x i1> %ym.1.i, <16 x i1> poison, <16 x i32> zeroinitializer
  %ivx.1 = extractelement <16 x float> %inv, i64 1
  %iv.1.i = insertelement <16 x float> poison, float %ivx.1, i64 0
  %iv.1 = shufflevector <16 x float> %iv.1.i, <16 x float> poison, <16 x i32> zeroinitializer
  %fa.1.0 = getelementptr inbounds float, ptr %faT, i64 128
  %fl.1.0 = load <16 x float>, ptr %fa.1.0, align 64
  %fo.1.0 = fmul <16 x float> %fl.1.0, %iv.1
  %fp.1.0 = getelementptr inbounds float, ptr %yq.1, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.1.0, ptr %fp.1.0, i32 4, <16 x i1> %ym.1)
  %fa.1.1 = getelementptr inbounds float, ptr %faT, i64 144
  %fl.1.1 = load <16 x float>, ptr %fa.1.1, align 64
  %fo.1.1 = fmul <16 x float> %fl.1.1, %iv.1
  %fp.1.1 = getelementptr inbounds float, ptr %yq.1, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.1.1, ptr %fp.1.1, i32 4, <16 x i1> %ym.1)
  %fa.1.2 = getelementptr inbounds float, ptr %faT, i64 160
  %fl.1.2 = load <16 x float>, ptr %fa.1.2, align 64
  %fo.1.2 = fmul <16 x float> %fl.1.2, %iv.1
  %fp.1.2 = getelementptr inbounds float, ptr %yq.1, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.1.2, ptr %fp.1.2, i32 4, <16 x i1> %ym.1)
  %fa.1.3 = getelementptr inbounds float, ptr %faT, i64 176
  %fl.1.3 = load <16 x float>, ptr %fa.1.3, align 64
  %fo.1.3 = fmul <16 x float> %fl.1.3, %iv.1
  %fp.1.3 = getelementptr inbounds float, ptr %yq.1, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.1.3, ptr %fp.1.3, i32 4, <16 x i1> %ym.1)
  %fa.1.4 = getelementptr inbounds float, ptr %faT, i64 192
  %fl.1.4 = load <16 x float>, ptr %fa.1.4, align 64
  %fo.1.4 = fmul <16 x float> %fl.1.4, %iv.1
  %fp.1.4 = getelementptr inbounds float, ptr %yq.1, i64 64
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.1.4, ptr %fp.1.4, i32 4, <16 x i1> %ym.1)
  %fa.1.5 = getelementptr inbounds float, ptr %faT, i64 208
  %fl.1.5 = load <16 x float>, ptr %fa.1.5, align 64
  %fo.1.5 = fmul <16 x float> %fl.1.5, %iv.1
  %fp.1.5 = getelementptr inbounds float, ptr %yq.1, i64 80
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.1.5, ptr %fp.1.5, i32 4, <16 x i1> %ym.1)
  %fa.1.6 = getelementptr inbounds float, ptr %faT, i64 224
  %fl.1.6 = load <16 x float>, ptr %fa.1.6, align 64
  %fo.1.6 = fmul <16 x float> %fl.1.6, %iv.1
  %fp.1.6 = getelementptr inbounds float, ptr %yq.1, i64 96
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.1.6, ptr %fp.1.6, i32 4, <16 x i1> %ym.1)
  %fa.1.7 = getelementptr inbounds float, ptr %faT, i64 240
  %fl.1.7 = load <16 x float>, ptr %fa.1.7, align 64
  %fo.1.7 = fmul <16 x float> %fl.1.7, %iv.1
  %fp.1.7 = getelementptr inbounds float, ptr %yq.1, i64 112
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.1.7, ptr %fp.1.7, i32 4, <16 x i1> %ym.1)
  %yr.2 = add i64 %fq0, 2
  %yin.2 = icmp slt i64 %yr.2, %m
  %yc.2 = select i1 %yin.2, i64 %yr.2, i64 %m.1
  %yo.2.0 = mul i64 %yc.2, 3584
  %yo.2 = add i64 %yo.2.0, %hq
  %yq.2 = getelementptr inbounds float, ptr %y, i64 %yo.2
  %ym.2.i = insertelement <16 x i1> poison, i1 %yin.2, i64 0
  %ym.2 = shufflevector <16 x i1> %ym.2.i, <16 x i1> poison, <16 x i32> zeroinitializer
  %ivx.2 = extractelement <16 x float> %inv, i64 2
  %iv.2.i = insertelement <16 x float> poison, float %ivx.2, i64 0
  %iv.2 = shufflevector <16 x float> %iv.2.i, <16 x float> poison, <16 x i32> zeroinitializer
  %fa.2.0 = getelementptr inbounds float, ptr %faT, i64 256
  %fl.2.0 = load <16 x float>, ptr %fa.2.0, align 64
  %fo.2.0 = fmul <16 x float> %fl.2.0, %iv.2
  %fp.2.0 = getelementptr inbounds float, ptr %yq.2, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.2.0, ptr %fp.2.0, i32 4, <16 x i1> %ym.2)
  %fa.2.1 = getelementptr inbounds float, ptr %faT, i64 272
  %fl.2.1 = load <16 x float>, ptr %fa.2.1, align 64
  %fo.2.1 = fmul <16 x float> %fl.2.1, %iv.2
  %fp.2.1 = getelementptr inbounds float, ptr %yq.2, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.2.1, ptr %fp.2.1, i32 4, <16 x i1> %ym.2)
  %fa.2.2 = getelementptr inbounds float, ptr %faT, i64 288
  %fl.2.2 = load <16 x float>, ptr %fa.2.2, align 64
  %fo.2.2 = fmul <16 x float> %fl.2.2, %iv.2
  %fp.2.2 = getelementptr inbounds float, ptr %yq.2, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.2.2, ptr %fp.2.2, i32 4, <16 x i1> %ym.2)
  %fa.2.3 = getelementptr inbounds float, ptr %faT, i64 304
  %fl.2.3 = load <16 x float>, ptr %fa.2.3, align 64
  %fo.2.3 = fmul <16 x float> %fl.2.3, %iv.2
  %fp.2.3 = getelementptr inbounds float, ptr %yq.2, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.2.3, ptr %fp.2.3, i32 4, <16 x i1> %ym.2)
  %fa.2.4 = getelementptr inbounds float, ptr %faT, i64 320
  %fl.2.4 = load <16 x float>, ptr %fa.2.4, align 64
  %fo.2.4 = fmul <16 x float> %fl.2.4, %iv.2
  %fp.2.4 = getelementptr inbounds float, ptr %yq.2, i64 64
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.2.4, ptr %fp.2.4, i32 4, <16 x i1> %ym.2)
  %fa.2.5 = getelementptr inbounds float, ptr %faT, i64 336
  %fl.2.5 = load <16 x float>, ptr %fa.2.5, align 64
  %fo.2.5 = fmul <16 x float> %fl.2.5, %iv.2
  %fp.2.5 = getelementptr inbounds float, ptr %yq.2, i64 80
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.2.5, ptr %fp.2.5, i32 4, <16 x i1> %ym.2)
  %fa.2.6 = getelementptr inbounds float, ptr %faT, i64 352
  %fl.2.6 = load <16 x float>, ptr %fa.2.6, align 64
  %fo.2.6 = fmul <16 x float> %fl.2.6, %iv.2
  %fp.2.6 = getelementptr inbounds float, ptr %yq.2, i64 96
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.2.6, ptr %fp.2.6, i32 4, <16 x i1> %ym.2)
  %fa.2.7 = getelementptr inbounds float, ptr %faT, i64 368
  %fl.2.7 = load <16 x float>, ptr %fa.2.7, align 64
  %fo.2.7 = fmul <16 x float> %fl.2.7, %iv.2
  %fp.2.7 = getelementptr inbounds float, ptr %yq.2, i64 112
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.2.7, ptr %fp.2.7, i32 4, <16 x i1> %ym.2)
  %yr.3 = add i64 %fq0, 3
  %yin.3 = icmp slt i64 %yr.3, %m
  %yc.3 = select i1 %yin.3, i64 %yr.3, i64 %m.1
  %yo.3.0 = mul i64 %yc.3, 3584
  %yo.3 = add i64 %yo.3.0, %hq
  %yq.3 = getelementptr inbounds float, ptr %y, i64 %yo.3
  %ym.3.i = insertelement <16 x i1> poison, i1 %yin.3, i64 0
  %ym.3 = shufflevector <16 x i1> %ym.3.i, <16 x i1> poison, <16 x i32> zeroinitializer
  %ivx.3 = extractelement <16 x float> %inv, i64 3
  %iv.3.i = insertelement <16 x float> poison, float %ivx.3, i64 0
  %iv.3 = shufflevector <16 x float> %iv.3.i, <16 x float> poison, <16 x i32> zeroinitializer
  %fa.3.0 = getelementptr inbounds float, ptr %faT, i64 384
  %fl.3.0 = load <16 x float>, ptr %fa.3.0, align 64
  %fo.3.0 = fmul <16 x float> %fl.3.0, %iv.3
  %fp.3.0 = getelementptr inbounds float, ptr %yq.3, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.3.0, ptr %fp.3.0, i32 4, <16 x i1> %ym.3)
  %fa.3.1 = getelementptr inbounds float, ptr %faT, i64 400
  %fl.3.1 = load <16 x float>, ptr %fa.3.1, align 64
  %fo.3.1 = fmul <16 x float> %fl.3.1, %iv.3
  %fp.3.1 = getelementptr inbounds float, ptr %yq.3, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.3.1, ptr %fp.3.1, i32 4, <16 x i1> %ym.3)
  %fa.3.2 = getelementptr inbounds float, ptr %faT, i64 416
  %fl.3.2 = load <16 x float>, ptr %fa.3.2, align 64
  %fo.3.2 = fmul <16 x float> %fl.3.2, %iv.3
  %fp.3.2 = getelementptr inbounds float, ptr %yq.3, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.3.2, ptr %fp.3.2, i32 4, <16 x i1> %ym.3)
  %fa.3.3 = getelementptr inbounds float, ptr %faT, i64 432
  %fl.3.3 = load <16 x float>, ptr %fa.3.3, align 64
  %fo.3.3 = fmul <16 x float> %fl.3.3, %iv.3
  %fp.3.3 = getelementptr inbounds float, ptr %yq.3, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.3.3, ptr %fp.3.3, i32 4, <16 x i1> %ym.3)
  %fa.3.4 = getelementptr inbounds float, ptr %faT, i64 448
  %fl.3.4 = load <16 x float>, ptr %fa.3.4, align 64
  %fo.3.4 = fmul <16 x float> %fl.3.4, %iv.3
  %fp.3.4 = getelementptr inbounds float, ptr %yq.3, i64 64
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.3.4, ptr %fp.3.4, i32 4, <16 x i1> %ym.3)
  %fa.3.5 = getelementptr inbounds float, ptr %faT, i64 464
  %fl.3.5 = load <16 x float>, ptr %fa.3.5, align 64
  %fo.3.5 = fmul <16 x float> %fl.3.5, %iv.3
  %fp.3.5 = getelementptr inbounds float, ptr %yq.3, i64 80
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.3.5, ptr %fp.3.5, i32 4, <16 x i1> %ym.3)
  %fa.3.6 = getelementptr inbounds float, ptr %faT, i64 480
  %fl.3.6 = load <16 x float>, ptr %fa.3.6, align 64
  %fo.3.6 = fmul <16 x float> %fl.3.6, %iv.3
  %fp.3.6 = getelementptr inbounds float, ptr %yq.3, i64 96
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.3.6, ptr %fp.3.6, i32 4, <16 x i1> %ym.3)
  %fa.3.7 = getelementptr inbounds float, ptr %faT, i64 496
  %fl.3.7 = load <16 x float>, ptr %fa.3.7, align 64
  %fo.3.7 = fmul <16 x float> %fl.3.7, %iv.3
  %fp.3.7 = getelementptr inbounds float, ptr %yq.3, i64 112
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.3.7, ptr %fp.3.7, i32 4, <16 x i1> %ym.3)
  %yr.4 = add i64 %fq0, 4
  %yin.4 = icmp slt i64 %yr.4, %m
  %yc.4 = select i1 %yin.4, i64 %yr.4, i64 %m.1
  %yo.4.0 = mul i64 %yc.4, 3584
  %yo.4 = add i64 %yo.4.0, %hq
  %yq.4 = getelementptr inbounds float, ptr %y, i64 %yo.4
  %ym.4.i = insertelement <16 x i1> poison, i1 %yin.4, i64 0
  %ym.4 = shufflevector <16 x i1> %ym.4.i, <16 x i1> poison, <16 x i32> zeroinitializer
  %ivx.4 = extractelement <16 x float> %inv, i64 4
  %iv.4.i = insertelement <16 x float> poison, float %ivx.4, i64 0
  %iv.4 = shufflevector <16 x float> %iv.4.i, <16 x float> poison, <16 x i32> zeroinitializer
  %fa.4.0 = getelementptr inbounds float, ptr %faT, i64 512
  %fl.4.0 = load <16 x float>, ptr %fa.4.0, align 64
  %fo.4.0 = fmul <16 x float> %fl.4.0, %iv.4
  %fp.4.0 = getelementptr inbounds float, ptr %yq.4, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.4.0, ptr %fp.4.0, i32 4, <16 x i1> %ym.4)
  %fa.4.1 = getelementptr inbounds float, ptr %faT, i64 528
  %fl.4.1 = load <16 x float>, ptr %fa.4.1, align 64
  %fo.4.1 = fmul <16 x float> %fl.4.1, %iv.4
  %fp.4.1 = getelementptr inbounds float, ptr %yq.4, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.4.1, ptr %fp.4.1, i32 4, <16 x i1> %ym.4)
  %fa.4.2 = getelementptr inbounds float, ptr %faT, i64 544
  %fl.4.2 = load <16 x float>, ptr %fa.4.2, align 64
  %fo.4.2 = fmul <16 x float> %fl.4.2, %iv.4
  %fp.4.2 = getelementptr inbounds float, ptr %yq.4, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.4.2, ptr %fp.4.2, i32 4, <16 x i1> %ym.4)
  %fa.4.3 = getelementptr inbounds float, ptr %faT, i64 560
  %fl.4.3 = load <16 x float>, ptr %fa.4.3, align 64
  %fo.4.3 = fmul <16 x float> %fl.4.3, %iv.4
  %fp.4.3 = getelementptr inbounds float, ptr %yq.4, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.4.3, ptr %fp.4.3, i32 4, <16 x i1> %ym.4)
  %fa.4.4 = getelementptr inbounds float, ptr %faT, i64 576
  %fl.4.4 = load <16 x float>, ptr %fa.4.4, align 64
  %fo.4.4 = fmul <16 x float> %fl.4.4, %iv.4
  %fp.4.4 = getelementptr inbounds float, ptr %yq.4, i64 64
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.4.4, ptr %fp.4.4, i32 4, <16 x i1> %ym.4)
  %fa.4.5 = getelementptr inbounds float, ptr %faT, i64 592
  %fl.4.5 = load <16 x float>, ptr %fa.4.5, align 64
  %fo.4.5 = fmul <16 x float> %fl.4.5, %iv.4
  %fp.4.5 = getelementptr inbounds float, ptr %yq.4, i64 80
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.4.5, ptr %fp.4.5, i32 4, <16 x i1> %ym.4)
  %fa.4.6 = getelementptr inbounds float, ptr %faT, i64 608
  %fl.4.6 = load <16 x float>, ptr %fa.4.6, align 64
  %fo.4.6 = fmul <16 x float> %fl.4.6, %iv.4
  %fp.4.6 = getelementptr inbounds float, ptr %yq.4, i64 96
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.4.6, ptr %fp.4.6, i32 4, <16 x i1> %ym.4)
  %fa.4.7 = getelementptr inbounds float, ptr %faT, i64 624
  %fl.4.7 = load <16 x float>, ptr %fa.4.7, align 64
  %fo.4.7 = fmul <16 x float> %fl.4.7, %iv.4
  %fp.4.7 = getelementptr inbounds float, ptr %yq.4, i64 112
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.4.7, ptr %fp.4.7, i32 4, <16 x i1> %ym.4)
  %yr.5 = add i64 %fq0, 5
  %yin.5 = icmp slt i64 %yr.5, %m
  %yc.5 = select i1 %yin.5, i64 %yr.5, i64 %m.1
  %yo.5.0 = mul i64 %yc.5, 3584
  %yo.5 = add i64 %yo.5.0, %hq
  %yq.5 = getelementptr inbounds float, ptr %y, i64 %yo.5
  %ym.5.i = insertelement <16 x i1> poison, i1 %yin.5, i64 0
  %ym.5 = shufflevector <16 x i1> %ym.5.i, <16 x i1> poison, <16 x i32> zeroinitializer
  %ivx.5 = extractelement <16 x float> %inv, i64 5
  %iv.5.i = insertelement <16 x float> poison, float %ivx.5, i64 0
  %iv.5 = shufflevector <16 x float> %iv.5.i, <16 x float> poison, <16 x i32> zeroinitializer
  %fa.5.0 = getelementptr inbounds float, ptr %faT, i64 640
  %fl.5.0 = load <16 x float>, ptr %fa.5.0, align 64
  %fo.5.0 = fmul <16 x float> %fl.5.0, %iv.5
  %fp.5.0 = getelementptr inbounds float, ptr %yq.5, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.5.0, ptr %fp.5.0, i32 4, <16 x i1> %ym.5)
  %fa.5.1 = getelementptr inbounds float, ptr %faT, i64 656
  %fl.5.1 = load <16 x float>, ptr %fa.5.1, align 64
  %fo.5.1 = fmul <16 x float> %fl.5.1, %iv.5
  %fp.5.1 = getelementptr inbounds float, ptr %yq.5, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.5.1, ptr %fp.5.1, i32 4, <16 x i1> %ym.5)
  %fa.5.2 = getelementptr inbounds float, ptr %faT, i64 672
  %fl.5.2 = load <16 x float>, ptr %fa.5.2, align 64
  %fo.5.2 = fmul <16 x float> %fl.5.2, %iv.5
  %fp.5.2 = getelementptr inbounds float, ptr %yq.5, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.5.2, ptr %fp.5.2, i32 4, <16 x i1> %ym.5)
  %fa.5.3 = getelementptr inbounds float, ptr %faT, i64 688
  %fl.5.3 = load <16 x float>, ptr %fa.5.3, align 64
  %fo.5.3 = fmul <16 x float> %fl.5.3, %iv.5
  %fp.5.3 = getelementptr inbounds float, ptr %yq.5, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.5.3, ptr %fp.5.3, i32 4, <16 x i1> %ym.5)
  %fa.5.4 = getelementptr inbounds float, ptr %faT, i64 704
  %fl.5.4 = load <16 x float>, ptr %fa.5.4, align 64
  %fo.5.4 = fmul <16 x float> %fl.5.4, %iv.5
  %fp.5.4 = getelementptr inbounds float, ptr %yq.5, i64 64
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.5.4, ptr %fp.5.4, i32 4, <16 x i1> %ym.5)
  %fa.5.5 = getelementptr inbounds float, ptr %faT, i64 720
  %fl.5.5 = load <16 x float>, ptr %fa.5.5, align 64
  %fo.5.5 = fmul <16 x float> %fl.5.5, %iv.5
  %fp.5.5 = getelementptr inbounds float, ptr %yq.5, i64 80
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.5.5, ptr %fp.5.5, i32 4, <16 x i1> %ym.5)
  %fa.5.6 = getelementptr inbounds float, ptr %faT, i64 736
  %fl.5.6 = load <16 x float>, ptr %fa.5.6, align 64
  %fo.5.6 = fmul <16 x float> %fl.5.6, %iv.5
  %fp.5.6 = getelementptr inbounds float, ptr %yq.5, i64 96
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.5.6, ptr %fp.5.6, i32 4, <16 x i1> %ym.5)
  %fa.5.7 = getelementptr inbounds float, ptr %faT, i64 752
  %fl.5.7 = load <16 x float>, ptr %fa.5.7, align 64
  %fo.5.7 = fmul <16 x float> %fl.5.7, %iv.5
  %fp.5.7 = getelementptr inbounds float, ptr %yq.5, i64 112
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.5.7, ptr %fp.5.7, i32 4, <16 x i1> %ym.5)
  %yr.6 = add i64 %fq0, 6
  %yin.6 = icmp slt i64 %yr.6, %m
  %yc.6 = select i1 %yin.6, i64 %yr.6, i64 %m.1
  %yo.6.0 = mul i64 %yc.6, 3584
  %yo.6 = add i64 %yo.6.0, %hq
  %yq.6 = getelementptr inbounds float, ptr %y, i64 %yo.6
  %ym.6.i = insertelement <16 x i1> poison, i1 %yin.6, i64 0
  %ym.6 = shufflevector <16 x i1> %ym.6.i, <16 x i1> poison, <16 x i32> zeroinitializer
  %ivx.6 = extractelement <16 x float> %inv, i64 6
  %iv.6.i = insertelement <16 x float> poison, float %ivx.6, i64 0
  %iv.6 = shufflevector <16 x float> %iv.6.i, <16 x float> poison, <16 x i32> zeroinitializer
  %fa.6.0 = getelementptr inbounds float, ptr %faT, i64 768
  %fl.6.0 = load <16 x float>, ptr %fa.6.0, align 64
  %fo.6.0 = fmul <16 x float> %fl.6.0, %iv.6
  %fp.6.0 = getelementptr inbounds float, ptr %yq.6, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.6.0, ptr %fp.6.0, i32 4, <16 x i1> %ym.6)
  %fa.6.1 = getelementptr inbounds float, ptr %faT, i64 784
  %fl.6.1 = load <16 x float>, ptr %fa.6.1, align 64
  %fo.6.1 = fmul <16 x float> %fl.6.1, %iv.6
  %fp.6.1 = getelementptr inbounds float, ptr %yq.6, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.6.1, ptr %fp.6.1, i32 4, <16 x i1> %ym.6)
  %fa.6.2 = getelementptr inbounds float, ptr %faT, i64 800
  %fl.6.2 = load <16 x float>, ptr %fa.6.2, align 64
  %fo.6.2 = fmul <16 x float> %fl.6.2, %iv.6
  %fp.6.2 = getelementptr inbounds float, ptr %yq.6, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.6.2, ptr %fp.6.2, i32 4, <16 x i1> %ym.6)
  %fa.6.3 = getelementptr inbounds float, ptr %faT, i64 816
  %fl.6.3 = load <16 x float>, ptr %fa.6.3, align 64
  %fo.6.3 = fmul <16 x float> %fl.6.3, %iv.6
  %fp.6.3 = getelementptr inbounds float, ptr %yq.6, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.6.3, ptr %fp.6.3, i32 4, <16 x i1> %ym.6)
  %fa.6.4 = getelementptr inbounds float, ptr %faT, i64 832
  %fl.6.4 = load <16 x float>, ptr %fa.6.4, align 64
  %fo.6.4 = fmul <16 x float> %fl.6.4, %iv.6
  %fp.6.4 = getelementptr inbounds float, ptr %yq.6, i64 64
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.6.4, ptr %fp.6.4, i32 4, <16 x i1> %ym.6)
  %fa.6.5 = getelementptr inbounds float, ptr %faT, i64 848
  %fl.6.5 = load <16 x float>, ptr %fa.6.5, align 64
  %fo.6.5 = fmul <16 x float> %fl.6.5, %iv.6
  %fp.6.5 = getelementptr inbounds float, ptr %yq.6, i64 80
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.6.5, ptr %fp.6.5, i32 4, <16 x i1> %ym.6)
  %fa.6.6 = getelementptr inbounds float, ptr %faT, i64 864
  %fl.6.6 = load <16 x float>, ptr %fa.6.6, align 64
  %fo.6.6 = fmul <16 x float> %fl.6.6, %iv.6
  %fp.6.6 = getelementptr inbounds float, ptr %yq.6, i64 96
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.6.6, ptr %fp.6.6, i32 4, <16 x i1> %ym.6)
  %fa.6.7 = getelementptr inbounds float, ptr %faT, i64 880
  %fl.6.7 = load <16 x float>, ptr %fa.6.7, align 64
  %fo.6.7 = fmul <16 x float> %fl.6.7, %iv.6
  %fp.6.7 = getelementptr inbounds float, ptr %yq.6, i64 112
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.6.7, ptr %fp.6.7, i32 4, <16 x i1> %ym.6)
  %yr.7 = add i64 %fq0, 7
  %yin.7 = icmp slt i64 %yr.7, %m
  %yc.7 = select i1 %yin.7, i64 %yr.7, i64 %m.1
  %yo.7.0 = mul i64 %yc.7, 3584
  %yo.7 = add i64 %yo.7.0, %hq
  %yq.7 = getelementptr inbounds float, ptr %y, i64 %yo.7
  %ym.7.i = insertelement <16 x i1> poison, i1 %yin.7, i64 0
  %ym.7 = shufflevector <16 x i1> %ym.7.i, <16 x i1> poison, <16 x i32> zeroinitializer
  %ivx.7 = extractelement <16 x float> %inv, i64 7
  %iv.7.i = insertelement <16 x float> poison, float %ivx.7, i64 0
  %iv.7 = shufflevector <16 x float> %iv.7.i, <16 x float> poison, <16 x i32> zeroinitializer
  %fa.7.0 = getelementptr inbounds float, ptr %faT, i64 896
  %fl.7.0 = load <16 x float>, ptr %fa.7.0, align 64
  %fo.7.0 = fmul <16 x float> %fl.7.0, %iv.7
  %fp.7.0 = getelementptr inbounds float, ptr %yq.7, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.7.0, ptr %fp.7.0, i32 4, <16 x i1> %ym.7)
  %fa.7.1 = getelementptr inbounds float, ptr %faT, i64 912
  %fl.7.1 = load <16 x float>, ptr %fa.7.1, align 64
  %fo.7.1 = fmul <16 x float> %fl.7.1, %iv.7
  %fp.7.1 = getelementptr inbounds float, ptr %yq.7, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.7.1, ptr %fp.7.1, i32 4, <16 x i1> %ym.7)
  %fa.7.2 = getelementptr inbounds float, ptr %faT, i64 928
  %fl.7.2 = load <16 x float>, ptr %fa.7.2, align 64
  %fo.7.2 = fmul <16 x float> %fl.7.2, %iv.7
  %fp.7.2 = getelementptr inbounds float, ptr %yq.7, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.7.2, ptr %fp.7.2, i32 4, <16 x i1> %ym.7)
  %fa.7.3 = getelementptr inbounds float, ptr %faT, i64 944
  %fl.7.3 = load <16 x float>, ptr %fa.7.3, align 64
  %fo.7.3 = fmul <16 x float> %fl.7.3, %iv.7
  %fp.7.3 = getelementptr inbounds float, ptr %yq.7, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.7.3, ptr %fp.7.3, i32 4, <16 x i1> %ym.7)
  %fa.7.4 = getelementptr inbounds float, ptr %faT, i64 960
  %fl.7.4 = load <16 x float>, ptr %fa.7.4, align 64
  %fo.7.4 = fmul <16 x float> %fl.7.4, %iv.7
  %fp.7.4 = getelementptr inbounds float, ptr %yq.7, i64 64
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.7.4, ptr %fp.7.4, i32 4, <16 x i1> %ym.7)
  %fa.7.5 = getelementptr inbounds float, ptr %faT, i64 976
  %fl.7.5 = load <16 x float>, ptr %fa.7.5, align 64
  %fo.7.5 = fmul <16 x float> %fl.7.5, %iv.7
  %fp.7.5 = getelementptr inbounds float, ptr %yq.7, i64 80
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.7.5, ptr %fp.7.5, i32 4, <16 x i1> %ym.7)
  %fa.7.6 = getelementptr inbounds float, ptr %faT, i64 992
  %fl.7.6 = load <16 x float>, ptr %fa.7.6, align 64
  %fo.7.6 = fmul <16 x float> %fl.7.6, %iv.7
  %fp.7.6 = getelementptr inbounds float, ptr %yq.7, i64 96
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.7.6, ptr %fp.7.6, i32 4, <16 x i1> %ym.7)
  %fa.7.7 = getelementptr inbounds float, ptr %faT, i64 1008
  %fl.7.7 = load <16 x float>, ptr %fa.7.7, align 64
  %fo.7.7 = fmul <16 x float> %fl.7.7, %iv.7
  %fp.7.7 = getelementptr inbounds float, ptr %yq.7, i64 112
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.7.7, ptr %fp.7.7, i32 4, <16 x i1> %ym.7)
  %yr.8 = add i64 %fq0, 8
  %yin.8 = icmp slt i64 %yr.8, %m
  %yc.8 = select i1 %yin.8, i64 %yr.8, i64 %m.1
  %yo.8.0 = mul i64 %yc.8, 3584
  %yo.8 = add i64 %yo.8.0, %hq
  %yq.8 = getelementptr inbounds float, ptr %y, i64 %yo.8
  %ym.8.i = insertelement <16 x i1> poison, i1 %yin.8, i64 0
  %ym.8 = shufflevector <16 x i1> %ym.8.i, <16 x i1> poison, <16 x i32> zeroinitializer
  %ivx.8 = extractelement <16 x float> %inv, i64 8
  %iv.8.i = insertelement <16 x float> poison, float %ivx.8, i64 0
  %iv.8 = shufflevector <16 x float> %iv.8.i, <16 x float> poison, <16 x i32> zeroinitializer
  %fa.8.0 = getelementptr inbounds float, ptr %faT, i64 1024
  %fl.8.0 = load <16 x float>, ptr %fa.8.0, align 64
  %fo.8.0 = fmul <16 x float> %fl.8.0, %iv.8
  %fp.8.0 = getelementptr inbounds float, ptr %yq.8, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.8.0, ptr %fp.8.0, i32 4, <16 x i1> %ym.8)
  %fa.8.1 = getelementptr inbounds float, ptr %faT, i64 1040
  %fl.8.1 = load <16 x float>, ptr %fa.8.1, align 64
  %fo.8.1 = fmul <16 x float> %fl.8.1, %iv.8
  %fp.8.1 = getelementptr inbounds float, ptr %yq.8, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.8.1, ptr %fp.8.1, i32 4, <16 x i1> %ym.8)
  %fa.8.2 = getelementptr inbounds float, ptr %faT, i64 1056
  %fl.8.2 = load <16 x float>, ptr %fa.8.2, align 64
  %fo.8.2 = fmul <16 x float> %fl.8.2, %iv.8
  %fp.8.2 = getelementptr inbounds float, ptr %yq.8, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.8.2, ptr %fp.8.2, i32 4, <16 x i1> %ym.8)
  %fa.8.3 = getelementptr inbounds float, ptr %faT, i64 1072
  %fl.8.3 = load <16 x float>, ptr %fa.8.3, align 64
  %fo.8.3 = fmul <16 x float> %fl.8.3, %iv.8
  %fp.8.3 = getelementptr inbounds float, ptr %yq.8, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.8.3, ptr %fp.8.3, i32 4, <16 x i1> %ym.8)
  %fa.8.4 = getelementptr inbounds float, ptr %faT, i64 1088
  %fl.8.4 = load <16 x float>, ptr %fa.8.4, align 64
  %fo.8.4 = fmul <16 x float> %fl.8.4, %iv.8
  %fp.8.4 = getelementptr inbounds float, ptr %yq.8, i64 64
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.8.4, ptr %fp.8.4, i32 4, <16 x i1> %ym.8)
  %fa.8.5 = getelementptr inbounds float, ptr %faT, i64 1104
  %fl.8.5 = load <16 x float>, ptr %fa.8.5, align 64
  %fo.8.5 = fmul <16 x float> %fl.8.5, %iv.8
  %fp.8.5 = getelementptr inbounds float, ptr %yq.8, i64 80
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.8.5, ptr %fp.8.5, i32 4, <16 x i1> %ym.8)
  %fa.8.6 = getelementptr inbounds float, ptr %faT, i64 1120
  %fl.8.6 = load <16 x float>, ptr %fa.8.6, align 64
  %fo.8.6 = fmul <16 x float> %fl.8.6, %iv.8
  %fp.8.6 = getelementptr inbounds float, ptr %yq.8, i64 96
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.8.6, ptr %fp.8.6, i32 4, <16 x i1> %ym.8)
  %fa.8.7 = getelementptr inbounds float, ptr %faT, i64 1136
  %fl.8.7 = load <16 x float>, ptr %fa.8.7, align 64
  %fo.8.7 = fmul <16 x float> %fl.8.7, %iv.8
  %fp.8.7 = getelementptr inbounds float, ptr %yq.8, i64 112
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.8.7, ptr %fp.8.7, i32 4, <16 x i1> %ym.8)
  %yr.9 = add i64 %fq0, 9
  %yin.9 = icmp slt i64 %yr.9, %m
  %yc.9 = select i1 %yin.9, i64 %yr.9, i64 %m.1
  %yo.9.0 = mul i64 %yc.9, 3584
  %yo.9 = add i64 %yo.9.0, %hq
  %yq.9 = getelementptr inbounds float, ptr %y, i64 %yo.9
  %ym.9.i = insertelement <16 x i1> poison, i1 %yin.9, i64 0
  %ym.9 = shufflevector <16 x i1> %ym.9.i, <16 x i1> poison, <16 x i32> zeroinitializer
  %ivx.9 = extractelement <16 x float> %inv, i64 9
  %iv.9.i = insertelement <16 x float> poison, float %ivx.9, i64 0
  %iv.9 = shufflevector <16 x float> %iv.9.i, <16 x float> poison, <16 x i32> zeroinitializer
  %fa.9.0 = getelementptr inbounds float, ptr %faT, i64 1152
  %fl.9.0 = load <16 x float>, ptr %fa.9.0, align 64
  %fo.9.0 = fmul <16 x float> %fl.9.0, %iv.9
  %fp.9.0 = getelementptr inbounds float, ptr %yq.9, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.9.0, ptr %fp.9.0, i32 4, <16 x i1> %ym.9)
  %fa.9.1 = getelementptr inbounds float, ptr %faT, i64 1168
  %fl.9.1 = load <16 x float>, ptr %fa.9.1, align 64
  %fo.9.1 = fmul <16 x float> %fl.9.1, %iv.9
  %fp.9.1 = getelementptr inbounds float, ptr %yq.9, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.9.1, ptr %fp.9.1, i32 4, <16 x i1> %ym.9)
  %fa.9.2 = getelementptr inbounds float, ptr %faT, i64 1184
  %fl.9.2 = load <16 x float>, ptr %fa.9.2, align 64
  %fo.9.2 = fmul <16 x float> %fl.9.2, %iv.9
  %fp.9.2 = getelementptr inbounds float, ptr %yq.9, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.9.2, ptr %fp.9.2, i32 4, <16 x i1> %ym.9)
  %fa.9.3 = getelementptr inbounds float, ptr %faT, i64 1200
  %fl.9.3 = load <16 x float>, ptr %fa.9.3, align 64
  %fo.9.3 = fmul <16 x float> %fl.9.3, %iv.9
  %fp.9.3 = getelementptr inbounds float, ptr %yq.9, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.9.3, ptr %fp.9.3, i32 4, <16 x i1> %ym.9)
  %fa.9.4 = getelementptr inbounds float, ptr %faT, i64 1216
  %fl.9.4 = load <16 x float>, ptr %fa.9.4, align 64
  %fo.9.4 = fmul <16 x float> %fl.9.4, %iv.9
  %fp.9.4 = getelementptr inbounds float, ptr %yq.9, i64 64
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.9.4, ptr %fp.9.4, i32 4, <16 x i1> %ym.9)
  %fa.9.5 = getelementptr inbounds float, ptr %faT, i64 1232
  %fl.9.5 = load <16 x float>, ptr %fa.9.5, align 64
  %fo.9.5 = fmul <16 x float> %fl.9.5, %iv.9
  %fp.9.5 = getelementptr inbounds float, ptr %yq.9, i64 80
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.9.5, ptr %fp.9.5, i32 4, <16 x i1> %ym.9)
  %fa.9.6 = getelementptr inbounds float, ptr %faT, i64 1248
  %fl.9.6 = load <16 x float>, ptr %fa.9.6, align 64
  %fo.9.6 = fmul <16 x float> %fl.9.6, %iv.9
  %fp.9.6 = getelementptr inbounds float, ptr %yq.9, i64 96
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.9.6, ptr %fp.9.6, i32 4, <16 x i1> %ym.9)
  %fa.9.7 = getelementptr inbounds float, ptr %faT, i64 1264
  %fl.9.7 = load <16 x float>, ptr %fa.9.7, align 64
  %fo.9.7 = fmul <16 x float> %fl.9.7, %iv.9
  %fp.9.7 = getelementptr inbounds float, ptr %yq.9, i64 112
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.9.7, ptr %fp.9.7, i32 4, <16 x i1> %ym.9)
  %yr.10 = add i64 %fq0, 10
  %yin.10 = icmp slt i64 %yr.10, %m
  %yc.10 = select i1 %yin.10, i64 %yr.10, i64 %m.1
  %yo.10.0 = mul i64 %yc.10, 3584
  %yo.10 = add i64 %yo.10.0, %hq
  %yq.10 = getelementptr inbounds float, ptr %y, i64 %yo.10
  %ym.10.i = insertelement <16 x i1> poison, i1 %yin.10, i64 0
  %ym.10 = shufflevector <16 x i1> %ym.10.i, <16 x i1> poison, <16 x i32> zeroinitializer
  %ivx.10 = extractelement <16 x float> %inv, i64 10
  %iv.10.i = insertelement <16 x float> poison, float %ivx.10, i64 0
  %iv.10 = shufflevector <16 x float> %iv.10.i, <16 x float> poison, <16 x i32> zeroinitializer
  %fa.10.0 = getelementptr inbounds float, ptr %faT, i64 1280
  %fl.10.0 = load <16 x float>, ptr %fa.10.0, align 64
  %fo.10.0 = fmul <16 x float> %fl.10.0, %iv.10
  %fp.10.0 = getelementptr inbounds float, ptr %yq.10, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.10.0, ptr %fp.10.0, i32 4, <16 x i1> %ym.10)
  %fa.10.1 = getelementptr inbounds float, ptr %faT, i64 1296
  %fl.10.1 = load <16 x float>, ptr %fa.10.1, align 64
  %fo.10.1 = fmul <16 x float> %fl.10.1, %iv.10
  %fp.10.1 = getelementptr inbounds float, ptr %yq.10, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.10.1, ptr %fp.10.1, i32 4, <16 x i1> %ym.10)
  %fa.10.2 = getelementptr inbounds float, ptr %faT, i64 1312
  %fl.10.2 = load <16 x float>, ptr %fa.10.2, align 64
  %fo.10.2 = fmul <16 x float> %fl.10.2, %iv.10
  %fp.10.2 = getelementptr inbounds float, ptr %yq.10, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.10.2, ptr %fp.10.2, i32 4, <16 x i1> %ym.10)
  %fa.10.3 = getelementptr inbounds float, ptr %faT, i64 1328
  %fl.10.3 = load <16 x float>, ptr %fa.10.3, align 64
  %fo.10.3 = fmul <16 x float> %fl.10.3, %iv.10
  %fp.10.3 = getelementptr inbounds float, ptr %yq.10, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.10.3, ptr %fp.10.3, i32 4, <16 x i1> %ym.10)
  %fa.10.4 = getelementptr inbounds float, ptr %faT, i64 1344
  %fl.10.4 = load <16 x float>, ptr %fa.10.4, align 64
  %fo.10.4 = fmul <16 x float> %fl.10.4, %iv.10
  %fp.10.4 = getelementptr inbounds float, ptr %yq.10, i64 64
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.10.4, ptr %fp.10.4, i32 4, <16 x i1> %ym.10)
  %fa.10.5 = getelementptr inbounds float, ptr %faT, i64 1360
  %fl.10.5 = load <16 x float>, ptr %fa.10.5, align 64
  %fo.10.5 = fmul <16 x float> %fl.10.5, %iv.10
  %fp.10.5 = getelementptr inbounds float, ptr %yq.10, i64 80
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.10.5, ptr %fp.10.5, i32 4, <16 x i1> %ym.10)
  %fa.10.6 = getelementptr inbounds float, ptr %faT, i64 1376
  %fl.10.6 = load <16 x float>, ptr %fa.10.6, align 64
  %fo.10.6 = fmul <16 x float> %fl.10.6, %iv.10
  %fp.10.6 = getelementptr inbounds float, ptr %yq.10, i64 96
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.10.6, ptr %fp.10.6, i32 4, <16 x i1> %ym.10)
  %fa.10.7 = getelementptr inbounds float, ptr %faT, i64 1392
  %fl.10.7 = load <16 x float>, ptr %fa.10.7, align 64
  %fo.10.7 = fmul <16 x float> %fl.10.7, %iv.10
  %fp.10.7 = getelementptr inbounds float, ptr %yq.10, i64 112
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.10.7, ptr %fp.10.7, i32 4, <16 x i1> %ym.10)
  %yr.11 = add i64 %fq0, 11
  %yin.11 = icmp slt i64 %yr.11, %m
  %yc.11 = select i1 %yin.11, i64 %yr.11, i64 %m.1
  %yo.11.0 = mul i64 %yc.11, 3584
  %yo.11 = add i64 %yo.11.0, %hq
  %yq.11 = getelementptr inbounds float, ptr %y, i64 %yo.11
  %ym.11.i = insertelement <16 x i1> poison, i1 %yin.11, i64 0
  %ym.11 = shufflevector <16 x i1> %ym.11.i, <16 x i1> poison, <16 x i32> zeroinitializer
  %ivx.11 = extractelement <16 x float> %inv, i64 11
  %iv.11.i = insertelement <16 x float> poison, float %ivx.11, i64 0
  %iv.11 = shufflevector <16 x float> %iv.11.i, <16 x float> poison, <16 x i32> zeroinitializer
  %fa.11.0 = getelementptr inbounds float, ptr %faT, i64 1408
  %fl.11.0 = load <16 x float>, ptr %fa.11.0, align 64
  %fo.11.0 = fmul <16 x float> %fl.11.0, %iv.11
  %fp.11.0 = getelementptr inbounds float, ptr %yq.11, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.11.0, ptr %fp.11.0, i32 4, <16 x i1> %ym.11)
  %fa.11.1 = getelementptr inbounds float, ptr %faT, i64 1424
  %fl.11.1 = load <16 x float>, ptr %fa.11.1, align 64
  %fo.11.1 = fmul <16 x float> %fl.11.1, %iv.11
  %fp.11.1 = getelementptr inbounds float, ptr %yq.11, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.11.1, ptr %fp.11.1, i32 4, <16 x i1> %ym.11)
  %fa.11.2 = getelementptr inbounds float, ptr %faT, i64 1440
  %fl.11.2 = load <16 x float>, ptr %fa.11.2, align 64
  %fo.11.2 = fmul <16 x float> %fl.11.2, %iv.11
  %fp.11.2 = getelementptr inbounds float, ptr %yq.11, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.11.2, ptr %fp.11.2, i32 4, <16 x i1> %ym.11)
  %fa.11.3 = getelementptr inbounds float, ptr %faT, i64 1456
  %fl.11.3 = load <16 x float>, ptr %fa.11.3, align 64
  %fo.11.3 = fmul <16 x float> %fl.11.3, %iv.11
  %fp.11.3 = getelementptr inbounds float, ptr %yq.11, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.11.3, ptr %fp.11.3, i32 4, <16 x i1> %ym.11)
  %fa.11.4 = getelementptr inbounds float, ptr %faT, i64 1472
  %fl.11.4 = load <16 x float>, ptr %fa.11.4, align 64
  %fo.11.4 = fmul <16 x float> %fl.11.4, %iv.11
  %fp.11.4 = getelementptr inbounds float, ptr %yq.11, i64 64
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.11.4, ptr %fp.11.4, i32 4, <16 x i1> %ym.11)
  %fa.11.5 = getelementptr inbounds float, ptr %faT, i64 1488
  %fl.11.5 = load <16 x float>, ptr %fa.11.5, align 64
  %fo.11.5 = fmul <16 x float> %fl.11.5, %iv.11
  %fp.11.5 = getelementptr inbounds float, ptr %yq.11, i64 80
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.11.5, ptr %fp.11.5, i32 4, <16 x i1> %ym.11)
  %fa.11.6 = getelementptr inbounds float, ptr %faT, i64 1504
  %fl.11.6 = load <16 x float>, ptr %fa.11.6, align 64
  %fo.11.6 = fmul <16 x float> %fl.11.6, %iv.11
  %fp.11.6 = getelementptr inbounds float, ptr %yq.11, i64 96
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.11.6, ptr %fp.11.6, i32 4, <16 x i1> %ym.11)
  %fa.11.7 = getelementptr inbounds float, ptr %faT, i64 1520
  %fl.11.7 = load <16 x float>, ptr %fa.11.7, align 64
  %fo.11.7 = fmul <16 x float> %fl.11.7, %iv.11
  %fp.11.7 = getelementptr inbounds float, ptr %yq.11, i64 112
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.11.7, ptr %fp.11.7, i32 4, <16 x i1> %ym.11)
  %yr.12 = add i64 %fq0, 12
  %yin.12 = icmp slt i64 %yr.12, %m
  %yc.12 = select i1 %yin.12, i64 %yr.12, i64 %m.1
  %yo.12.0 = mul i64 %yc.12, 3584
  %yo.12 = add i64 %yo.12.0, %hq
  %yq.12 = getelementptr inbounds float, ptr %y, i64 %yo.12
  %ym.12.i = insertelement <16 x i1> poison, i1 %yin.12, i64 0
  %ym.12 = shufflevector <16 x i1> %ym.12.i, <16 x i1> poison, <16 x i32> zeroinitializer
  %ivx.12 = extractelement <16 x float> %inv, i64 12
  %iv.12.i = insertelement <16 x float> poison, float %ivx.12, i64 0
  %iv.12 = shufflevector <16 x float> %iv.12.i, <16 x float> poison, <16 x i32> zeroinitializer
  %fa.12.0 = getelementptr inbounds float, ptr %faT, i64 1536
  %fl.12.0 = load <16 x float>, ptr %fa.12.0, align 64
  %fo.12.0 = fmul <16 x float> %fl.12.0, %iv.12
  %fp.12.0 = getelementptr inbounds float, ptr %yq.12, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.12.0, ptr %fp.12.0, i32 4, <16 x i1> %ym.12)
  %fa.12.1 = getelementptr inbounds float, ptr %faT, i64 1552
  %fl.12.1 = load <16 x float>, ptr %fa.12.1, align 64
  %fo.12.1 = fmul <16 x float> %fl.12.1, %iv.12
  %fp.12.1 = getelementptr inbounds float, ptr %yq.12, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.12.1, ptr %fp.12.1, i32 4, <16 x i1> %ym.12)
  %fa.12.2 = getelementptr inbounds float, ptr %faT, i64 1568
  %fl.12.2 = load <16 x float>, ptr %fa.12.2, align 64
  %fo.12.2 = fmul <16 x float> %fl.12.2, %iv.12
  %fp.12.2 = getelementptr inbounds float, ptr %yq.12, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.12.2, ptr %fp.12.2, i32 4, <16 x i1> %ym.12)
  %fa.12.3 = getelementptr inbounds float, ptr %faT, i64 1584
  %fl.12.3 = load <16 x float>, ptr %fa.12.3, align 64
  %fo.12.3 = fmul <16 x float> %fl.12.3, %iv.12
  %fp.12.3 = getelementptr inbounds float, ptr %yq.12, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.12.3, ptr %fp.12.3, i32 4, <16 x i1> %ym.12)
  %fa.12.4 = getelementptr inbounds float, ptr %faT, i64 1600
  %fl.12.4 = load <16 x float>, ptr %fa.12.4, align 64
  %fo.12.4 = fmul <16 x float> %fl.12.4, %iv.12
  %fp.12.4 = getelementptr inbounds float, ptr %yq.12, i64 64
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.12.4, ptr %fp.12.4, i32 4, <16 x i1> %ym.12)
  %fa.12.5 = getelementptr inbounds float, ptr %faT, i64 1616
  %fl.12.5 = load <16 x float>, ptr %fa.12.5, align 64
  %fo.12.5 = fmul <16 x float> %fl.12.5, %iv.12
  %fp.12.5 = getelementptr inbounds float, ptr %yq.12, i64 80
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.12.5, ptr %fp.12.5, i32 4, <16 x i1> %ym.12)
  %fa.12.6 = getelementptr inbounds float, ptr %faT, i64 1632
  %fl.12.6 = load <16 x float>, ptr %fa.12.6, align 64
  %fo.12.6 = fmul <16 x float> %fl.12.6, %iv.12
  %fp.12.6 = getelementptr inbounds float, ptr %yq.12, i64 96
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.12.6, ptr %fp.12.6, i32 4, <16 x i1> %ym.12)
  %fa.12.7 = getelementptr inbounds float, ptr %faT, i64 1648
  %fl.12.7 = load <16 x float>, ptr %fa.12.7, align 64
  %fo.12.7 = fmul <16 x float> %fl.12.7, %iv.12
  %fp.12.7 = getelementptr inbounds float, ptr %yq.12, i64 112
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.12.7, ptr %fp.12.7, i32 4, <16 x i1> %ym.12)
  %yr.13 = add i64 %fq0, 13
  %yin.13 = icmp slt i64 %yr.13, %m
  %yc.13 = select i1 %yin.13, i64 %yr.13, i64 %m.1
  %yo.13.0 = mul i64 %yc.13, 3584
  %yo.13 = add i64 %yo.13.0, %hq
  %yq.13 = getelementptr inbounds float, ptr %y, i64 %yo.13
  %ym.13.i = insertelement <16 x i1> poison, i1 %yin.13, i64 0
  %ym.13 = shufflevector <16 x i1> %ym.13.i, <16 x i1> poison, <16 x i32> zeroinitializer
  %ivx.13 = extractelement <16 x float> %inv, i64 13
  %iv.13.i = insertelement <16 x float> poison, float %ivx.13, i64 0
  %iv.13 = shufflevector <16 x float> %iv.13.i, <16 x float> poison, <16 x i32> zeroinitializer
  %fa.13.0 = getelementptr inbounds float, ptr %faT, i64 1664
  %fl.13.0 = load <16 x float>, ptr %fa.13.0, align 64
  %fo.13.0 = fmul <16 x float> %fl.13.0, %iv.13
  %fp.13.0 = getelementptr inbounds float, ptr %yq.13, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.13.0, ptr %fp.13.0, i32 4, <16 x i1> %ym.13)
  %fa.13.1 = getelementptr inbounds float, ptr %faT, i64 1680
  %fl.13.1 = load <16 x float>, ptr %fa.13.1, align 64
  %fo.13.1 = fmul <16 x float> %fl.13.1, %iv.13
  %fp.13.1 = getelementptr inbounds float, ptr %yq.13, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.13.1, ptr %fp.13.1, i32 4, <16 x i1> %ym.13)
  %fa.13.2 = getelementptr inbounds float, ptr %faT, i64 1696
  %fl.13.2 = load <16 x float>, ptr %fa.13.2, align 64
  %fo.13.2 = fmul <16 x float> %fl.13.2, %iv.13
  %fp.13.2 = getelementptr inbounds float, ptr %yq.13, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.13.2, ptr %fp.13.2, i32 4, <16 x i1> %ym.13)
  %fa.13.3 = getelementptr inbounds float, ptr %faT, i64 1712
  %fl.13.3 = load <16 x float>, ptr %fa.13.3, align 64
  %fo.13.3 = fmul <16 x float> %fl.13.3, %iv.13
  %fp.13.3 = getelementptr inbounds float, ptr %yq.13, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.13.3, ptr %fp.13.3, i32 4, <16 x i1> %ym.13)
  %fa.13.4 = getelementptr inbounds float, ptr %faT, i64 1728
  %fl.13.4 = load <16 x float>, ptr %fa.13.4, align 64
  %fo.13.4 = fmul <16 x float> %fl.13.4, %iv.13
  %fp.13.4 = getelementptr inbounds float, ptr %yq.13, i64 64
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.13.4, ptr %fp.13.4, i32 4, <16 x i1> %ym.13)
  %fa.13.5 = getelementptr inbounds float, ptr %faT, i64 1744
  %fl.13.5 = load <16 x float>, ptr %fa.13.5, align 64
  %fo.13.5 = fmul <16 x float> %fl.13.5, %iv.13
  %fp.13.5 = getelementptr inbounds float, ptr %yq.13, i64 80
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.13.5, ptr %fp.13.5, i32 4, <16 x i1> %ym.13)
  %fa.13.6 = getelementptr inbounds float, ptr %faT, i64 1760
  %fl.13.6 = load <16 x float>, ptr %fa.13.6, align 64
  %fo.13.6 = fmul <16 x float> %fl.13.6, %iv.13
  %fp.13.6 = getelementptr inbounds float, ptr %yq.13, i64 96
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.13.6, ptr %fp.13.6, i32 4, <16 x i1> %ym.13)
  %fa.13.7 = getelementptr inbounds float, ptr %faT, i64 1776
  %fl.13.7 = load <16 x float>, ptr %fa.13.7, align 64
  %fo.13.7 = fmul <16 x float> %fl.13.7, %iv.13
  %fp.13.7 = getelementptr inbounds float, ptr %yq.13, i64 112
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.13.7, ptr %fp.13.7, i32 4, <16 x i1> %ym.13)
  %yr.14 = add i64 %fq0, 14
  %yin.14 = icmp slt i64 %yr.14, %m
  %yc.14 = select i1 %yin.14, i64 %yr.14, i64 %m.1
  %yo.14.0 = mul i64 %yc.14, 3584
  %yo.14 = add i64 %yo.14.0, %hq
  %yq.14 = getelementptr inbounds float, ptr %y, i64 %yo.14
  %ym.14.i = insertelement <16 x i1> poison, i1 %yin.14, i64 0
  %ym.14 = shufflevector <16 x i1> %ym.14.i, <16 x i1> poison, <16 x i32> zeroinitializer
  %ivx.14 = extractelement <16 x float> %inv, i64 14
  %iv.14.i = insertelement <16 x float> poison, float %ivx.14, i64 0
  %iv.14 = shufflevector <16 x float> %iv.14.i, <16 x float> poison, <16 x i32> zeroinitializer
  %fa.14.0 = getelementptr inbounds float, ptr %faT, i64 1792
  %fl.14.0 = load <16 x float>, ptr %fa.14.0, align 64
  %fo.14.0 = fmul <16 x float> %fl.14.0, %iv.14
  %fp.14.0 = getelementptr inbounds float, ptr %yq.14, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.14.0, ptr %fp.14.0, i32 4, <16 x i1> %ym.14)
  %fa.14.1 = getelementptr inbounds float, ptr %faT, i64 1808
  %fl.14.1 = load <16 x float>, ptr %fa.14.1, align 64
  %fo.14.1 = fmul <16 x float> %fl.14.1, %iv.14
  %fp.14.1 = getelementptr inbounds float, ptr %yq.14, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.14.1, ptr %fp.14.1, i32 4, <16 x i1> %ym.14)
  %fa.14.2 = getelementptr inbounds float, ptr %faT, i64 1824
  %fl.14.2 = load <16 x float>, ptr %fa.14.2, align 64
  %fo.14.2 = fmul <16 x float> %fl.14.2, %iv.14
  %fp.14.2 = getelementptr inbounds float, ptr %yq.14, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.14.2, ptr %fp.14.2, i32 4, <16 x i1> %ym.14)
  %fa.14.3 = getelementptr inbounds float, ptr %faT, i64 1840
  %fl.14.3 = load <16 x float>, ptr %fa.14.3, align 64
  %fo.14.3 = fmul <16 x float> %fl.14.3, %iv.14
  %fp.14.3 = getelementptr inbounds float, ptr %yq.14, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.14.3, ptr %fp.14.3, i32 4, <16 x i1> %ym.14)
  %fa.14.4 = getelementptr inbounds float, ptr %faT, i64 1856
  %fl.14.4 = load <16 x float>, ptr %fa.14.4, align 64
  %fo.14.4 = fmul <16 x float> %fl.14.4, %iv.14
  %fp.14.4 = getelementptr inbounds float, ptr %yq.14, i64 64
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.14.4, ptr %fp.14.4, i32 4, <16 x i1> %ym.14)
  %fa.14.5 = getelementptr inbounds float, ptr %faT, i64 1872
  %fl.14.5 = load <16 x float>, ptr %fa.14.5, align 64
  %fo.14.5 = fmul <16 x float> %fl.14.5, %iv.14
  %fp.14.5 = getelementptr inbounds float, ptr %yq.14, i64 80
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.14.5, ptr %fp.14.5, i32 4, <16 x i1> %ym.14)
  %fa.14.6 = getelementptr inbounds float, ptr %faT, i64 1888
  %fl.14.6 = load <16 x float>, ptr %fa.14.6, align 64
  %fo.14.6 = fmul <16 x float> %fl.14.6, %iv.14
  %fp.14.6 = getelementptr inbounds float, ptr %yq.14, i64 96
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.14.6, ptr %fp.14.6, i32 4, <16 x i1> %ym.14)
  %fa.14.7 = getelementptr inbounds float, ptr %faT, i64 1904
  %fl.14.7 = load <16 x float>, ptr %fa.14.7, align 64
  %fo.14.7 = fmul <16 x float> %fl.14.7, %iv.14
  %fp.14.7 = getelementptr inbounds float, ptr %yq.14, i64 112
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.14.7, ptr %fp.14.7, i32 4, <16 x i1> %ym.14)
  %yr.15 = add i64 %fq0, 15
  %yin.15 = icmp slt i64 %yr.15, %m
  %yc.15 = select i1 %yin.15, i64 %yr.15, i64 %m.1
  %yo.15.0 = mul i64 %yc.15, 3584
  %yo.15 = add i64 %yo.15.0, %hq
  %yq.15 = getelementptr inbounds float, ptr %y, i64 %yo.15
  %ym.15.i = insertelement <16 x i1> poison, i1 %yin.15, i64 0
  %ym.15 = shufflevector <16 x i1> %ym.15.i, <16 x i1> poison, <16 x i32> zeroinitializer
  %ivx.15 = extractelement <16 x float> %inv, i64 15
  %iv.15.i = insertelement <16 x float> poison, float %ivx.15, i64 0
  %iv.15 = shufflevector <16 x float> %iv.15.i, <16 x float> poison, <16 x i32> zeroinitializer
  %fa.15.0 = getelementptr inbounds float, ptr %faT, i64 1920
  %fl.15.0 = load <16 x float>, ptr %fa.15.0, align 64
  %fo.15.0 = fmul <16 x float> %fl.15.0, %iv.15
  %fp.15.0 = getelementptr inbounds float, ptr %yq.15, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.15.0, ptr %fp.15.0, i32 4, <16 x i1> %ym.15)
  %fa.15.1 = getelementptr inbounds float, ptr %faT, i64 1936
  %fl.15.1 = load <16 x float>, ptr %fa.15.1, align 64
  %fo.15.1 = fmul <16 x float> %fl.15.1, %iv.15
  %fp.15.1 = getelementptr inbounds float, ptr %yq.15, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.15.1, ptr %fp.15.1, i32 4, <16 x i1> %ym.15)
  %fa.15.2 = getelementptr inbounds float, ptr %faT, i64 1952
  %fl.15.2 = load <16 x float>, ptr %fa.15.2, align 64
  %fo.15.2 = fmul <16 x float> %fl.15.2, %iv.15
  %fp.15.2 = getelementptr inbounds float, ptr %yq.15, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.15.2, ptr %fp.15.2, i32 4, <16 x i1> %ym.15)
  %fa.15.3 = getelementptr inbounds float, ptr %faT, i64 1968
  %fl.15.3 = load <16 x float>, ptr %fa.15.3, align 64
  %fo.15.3 = fmul <16 x float> %fl.15.3, %iv.15
  %fp.15.3 = getelementptr inbounds float, ptr %yq.15, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.15.3, ptr %fp.15.3, i32 4, <16 x i1> %ym.15)
  %fa.15.4 = getelementptr inbounds float, ptr %faT, i64 1984
  %fl.15.4 = load <16 x float>, ptr %fa.15.4, align 64
  %fo.15.4 = fmul <16 x float> %fl.15.4, %iv.15
  %fp.15.4 = getelementptr inbounds float, ptr %yq.15, i64 64
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.15.4, ptr %fp.15.4, i32 4, <16 x i1> %ym.15)
  %fa.15.5 = getelementptr inbounds float, ptr %faT, i64 2000
  %fl.15.5 = load <16 x float>, ptr %fa.15.5, align 64
  %fo.15.5 = fmul <16 x float> %fl.15.5, %iv.15
  %fp.15.5 = getelementptr inbounds float, ptr %yq.15, i64 80
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.15.5, ptr %fp.15.5, i32 4, <16 x i1> %ym.15)
  %fa.15.6 = getelementptr inbounds float, ptr %faT, i64 2016
  %fl.15.6 = load <16 x float>, ptr %fa.15.6, align 64
  %fo.15.6 = fmul <16 x float> %fl.15.6, %iv.15
  %fp.15.6 = getelementptr inbounds float, ptr %yq.15, i64 96
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.15.6, ptr %fp.15.6, i32 4, <16 x i1> %ym.15)
  %fa.15.7 = getelementptr inbounds float, ptr %faT, i64 2032
  %fl.15.7 = load <16 x float>, ptr %fa.15.7, align 64
  %fo.15.7 = fmul <16 x float> %fl.15.7, %iv.15
  %fp.15.7 = getelementptr inbounds float, ptr %yq.15, i64 112
  call void @llvm.masked.store.v16f32.p0(<16 x float> %fo.15.7, ptr %fp.15.7, i32 4, <16 x i1> %ym.15)
  %ft.next = add i64 %ft, 1
  %ft.more = icmp ult i64 %ft.next, %nt
  br i1 %ft.more, label %fin, label %item.next

item.next:
  %it.next = add i64 %it, 1
  %more = icmp slt i64 %it.next, %end
  br i1 %more, label %item, label %done

done:
  ret void
}

attributes #0 = { nounwind "target-cpu"="cascadelake" "target-features"="+avx2,+fma,+f16c,+bmi2,+avx512f,+avx512bw,+avx512vl,+avx512vnni" }
