; dllmc kernel gemm_q6_K_avxvnni_n4096_k12288
; spec:   GemmQ(n=4096, k=12288, mr=0, mt=0, nc=0, ggml_type='Q6_K', act='', target='avxvnni')
; target: avxvnni (alderlake, features "+avx2,+fma,+f16c,+bmi2,+avxvnni,-gfni,-vaes,-vpclmulqdq,-sha", int8 dot: vnni)
; y[m][4096] = x @ W.T: x q8_0 rows (K = 12288), W Q6_K in QR8, y f32
; ABI: void gemm_q6_K_avxvnni_n4096_k12288(const dllmc_args *a, int64_t begin, int64_t end);
;      int64_t gemm_q6_K_avxvnni_n4096_k12288_items(int64_t m);    (runtime/dllmc_runtime.h)
target triple = "x86_64-unknown-linux-gnu"

; struct dllmc_args { const void *w, *x, *x2, *x3; void *y; const int32_t *rows; int64_t m; }
%dllmc_args = type { ptr, ptr, ptr, ptr, ptr, ptr, i64 }
;
; Work: item it -> row tile it % ceil(m/64) (64 rows), column tile it / ceil(m/64)
; (64 columns = 8 groups of 8 weight rows).  Inside an item, for each
; group and each block of MR = 8 activation rows, the
; microkernel walks all 48 tiles of 256 inputs.  Per chunk of G = 16 inputs it unpacks the
; 4 sub-entries once and multiplies each with the broadcast 4 activation bytes of every one
; of the MR rows (int dot: vnni), giving per row isum[r] (exact, int32).
; K-quant read with q8_0 activations (a scale per 32 inputs): per row and chunk, the chunk's
; integer scale times its dot product (an int32 multiply); the 2 chunks c of a
; 32-input activation block are added in int32 (exact: |sc * isum_c| <= 16 * 63 * 127 * 128
; = 16386048, the sum <= 32772096 < 2^31), then once per block in float32
;   acc[r] += (d[r] * dx) * float(sum_c sc[r][c] * isum_c[r]) + sum_c mn[r][c] * sx_c
; dx the block's scale, sx_c chunk c's sum of x (float), mn[r][c]
; = (-32 * d[r]) * sc[r][c]: the offset of the unsigned codes as a min (a fused add per chunk).
; Each step prefetches the weight bytes further on in its streams (a pair's two): 3072 bytes on
; into L1 in the microkernels of at most 4 rows below MR (decoding, a few rows), a group on (82176 bytes: the next call's)
; into L2 in the others; the weights would otherwise arrive from DRAM, L3 or L2 at the rate
; they are used.
; Pairs of groups (M = 1): group g with group g+4, half a column tile on, so
; that two weight streams are in flight.
; Rows past m read row m-1 and are not stored; columns past N (the zero rows padding the
; last group) are not stored.
;
; QR8 tile, Q6_K: 256 inputs x 8 rows, 1712 bytes, at byte (group * 48 + tile) * 1712:
;   bytes [0, 96)   chunk 0: 3 entries x 32 B, three 6-bit sub-entries and one split over their bits 6-7
;   bytes [96, 192)   chunk 1: 3 entries x 32 B, three 6-bit sub-entries and one split over their bits 6-7
;   bytes [192, 288)   chunk 2: 3 entries x 32 B, three 6-bit sub-entries and one split over their bits 6-7
;   bytes [288, 384)   chunk 3: 3 entries x 32 B, three 6-bit sub-entries and one split over their bits 6-7
;   bytes [384, 480)   chunk 4: 3 entries x 32 B, three 6-bit sub-entries and one split over their bits 6-7
;   bytes [480, 576)   chunk 5: 3 entries x 32 B, three 6-bit sub-entries and one split over their bits 6-7
;   bytes [576, 672)   chunk 6: 3 entries x 32 B, three 6-bit sub-entries and one split over their bits 6-7
;   bytes [672, 768)   chunk 7: 3 entries x 32 B, three 6-bit sub-entries and one split over their bits 6-7
;   bytes [768, 864)   chunk 8: 3 entries x 32 B, three 6-bit sub-entries and one split over their bits 6-7
;   bytes [864, 960)   chunk 9: 3 entries x 32 B, three 6-bit sub-entries and one split over their bits 6-7
;   bytes [960, 1056)   chunk 10: 3 entries x 32 B, three 6-bit sub-entries and one split over their bits 6-7
;   bytes [1056, 1152)   chunk 11: 3 entries x 32 B, three 6-bit sub-entries and one split over their bits 6-7
;   bytes [1152, 1248)   chunk 12: 3 entries x 32 B, three 6-bit sub-entries and one split over their bits 6-7
;   bytes [1248, 1344)   chunk 13: 3 entries x 32 B, three 6-bit sub-entries and one split over their bits 6-7
;   bytes [1344, 1440)   chunk 14: 3 entries x 32 B, three 6-bit sub-entries and one split over their bits 6-7
;   bytes [1440, 1536)   chunk 15: 3 entries x 32 B, three 6-bit sub-entries and one split over their bits 6-7
;   bytes [1536, 1664)  chunk scales: row c (8 B), byte r = sc[r][c] (int8)
;   bytes [1664, 1680)  f16 d[8], one per row of the group (the super-block's d)
; A 32-byte sub-entry q holds inputs 4q..4q+3 of the chunk for each of the 8 rows:
;   byte lane:  0  1  2  3 |  4  5  6  7 | ... | 28 29 30 31
;   row:        0  0  0  0 |  1  1  1  1 | ... |  7  7  7  7
;   input:     4q  +1 +2 +3| 4q  +1 +2 +3| ... | 4q  +1 +2 +3
; Unpack, entries 3j, 3j+1, 3j+2 (32 B each): code 4j+e = byte & 0x3F (e < 3), and
;   code 4j+3 = (entry 3j >> 6) | (entry 3j+1 >> 6) << 2 | (entry 3j+2 >> 6) << 4;
;   sub-entry q = code q - 32 (signed bytes)

declare <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32>, <8 x i32>, <8 x i32>)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)

; The microkernel of one group: MR = 8 activation rows x 8 weight rows (one ymm per row),
; and its forms for a last block of 1, 2, 4 rows.
define internal { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } @gemm_q6_K_avxvnni_n4096_k12288.mk(ptr %wg, ptr %xq.0, ptr %xq.1, ptr %xq.2, ptr %xq.3, ptr %xq.4, ptr %xq.5, ptr %xq.6, ptr %xq.7) #1 {
entry:
  %xd.0 = getelementptr inbounds i8, ptr %xq.0, i64 12288
  %xs.0 = getelementptr inbounds i8, ptr %xq.0, i64 13824
  %xd.1 = getelementptr inbounds i8, ptr %xq.1, i64 12288
  %xs.1 = getelementptr inbounds i8, ptr %xq.1, i64 13824
  %xd.2 = getelementptr inbounds i8, ptr %xq.2, i64 12288
  %xs.2 = getelementptr inbounds i8, ptr %xq.2, i64 13824
  %xd.3 = getelementptr inbounds i8, ptr %xq.3, i64 12288
  %xs.3 = getelementptr inbounds i8, ptr %xq.3, i64 13824
  %xd.4 = getelementptr inbounds i8, ptr %xq.4, i64 12288
  %xs.4 = getelementptr inbounds i8, ptr %xq.4, i64 13824
  %xd.5 = getelementptr inbounds i8, ptr %xq.5, i64 12288
  %xs.5 = getelementptr inbounds i8, ptr %xq.5, i64 13824
  %xd.6 = getelementptr inbounds i8, ptr %xq.6, i64 12288
  %xs.6 = getelementptr inbounds i8, ptr %xq.6, i64 13824
  %xd.7 = getelementptr inbounds i8, ptr %xq.7, i64 12288
  %xs.7 = getelementptr inbounds i8, ptr %xq.7, i64 13824
  br label %tile

tile:
  ; one iteration = one tile %t: a super-block of 256 inputs, 16 chunks of 16; the
  ; activations (q8_0) have a scale and sums per 32 inputs
  %t = phi i64 [ 0, %entry ], [ %t.next, %tile.end ]
  %acc.0 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.0.1, %tile.end ]
  %acc.1 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.1.1, %tile.end ]
  %acc.2 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.2.1, %tile.end ]
  %acc.3 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.3.1, %tile.end ]
  %acc.4 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.4.1, %tile.end ]
  %acc.5 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.5.1, %tile.end ]
  %acc.6 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.6.1, %tile.end ]
  %acc.7 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.7.1, %tile.end ]
  %to = mul i64 %t, 1712
  %tp = getelementptr inbounds i8, ptr %wg, i64 %to
  %xo = mul i64 %t, 256
  %xt.0 = getelementptr inbounds i8, ptr %xq.0, i64 %xo
  %xt.1 = getelementptr inbounds i8, ptr %xq.1, i64 %xo
  %xt.2 = getelementptr inbounds i8, ptr %xq.2, i64 %xo
  %xt.3 = getelementptr inbounds i8, ptr %xq.3, i64 %xo
  %xt.4 = getelementptr inbounds i8, ptr %xq.4, i64 %xo
  %xt.5 = getelementptr inbounds i8, ptr %xq.5, i64 %xo
  %xt.6 = getelementptr inbounds i8, ptr %xq.6, i64 %xo
  %xt.7 = getelementptr inbounds i8, ptr %xq.7, i64 %xo
  %dw.p = getelementptr inbounds i8, ptr %tp, i64 1664
  %dw.h = load <8 x half>, ptr %dw.p, align 2
  %dw = fpext <8 x half> %dw.h to <8 x float>


  ; the offset as a min: (offset * d) * sc per chunk (exact: the offset is a power of two)
  %ow = fmul <8 x float> %dw, <float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0>
  %tc = mul i64 %t, 8
  br label %chunk

chunk:
  ; step c: the 2 chunks j of the 32-input activation block c (scale dx), then
  ;   acc[r] += (d[r] * dx) * (sum_j sc[r][j] * the chunk's exact dot product) + sum_j mn[r][j] * sx_j,
  ; sx_j chunk j's float sum of x and mn = (offset * d) * sc.  The int32 sum is exact:
  ; |u| <= 63, |x| <= 127, |sc| <= 128, so |sc * isum_j| <= 16386048 and the
  ; sum <= 32772096 < 2^31; one conversion rounds it (exact below 2^24)
  %c = phi i64 [ 0, %tile ], [ %c.next, %chunk ]
  %ca.0 = phi <8 x float> [ %acc.0, %tile ], [ %ca.0.1, %chunk ]
  %ca.1 = phi <8 x float> [ %acc.1, %tile ], [ %ca.1.1, %chunk ]
  %ca.2 = phi <8 x float> [ %acc.2, %tile ], [ %ca.2.1, %chunk ]
  %ca.3 = phi <8 x float> [ %acc.3, %tile ], [ %ca.3.1, %chunk ]
  %ca.4 = phi <8 x float> [ %acc.4, %tile ], [ %ca.4.1, %chunk ]
  %ca.5 = phi <8 x float> [ %acc.5, %tile ], [ %ca.5.1, %chunk ]
  %ca.6 = phi <8 x float> [ %acc.6, %tile ], [ %ca.6.1, %chunk ]
  %ca.7 = phi <8 x float> [ %acc.7, %tile ], [ %ca.7.1, %chunk ]
  %co = mul i64 %c, 192
  %cp = getelementptr inbounds i8, ptr %tp, i64 %co
  ; prefetch the bytes ahead in the weight stream (from DRAM, L3 or L2)
  %pf.0.0 = getelementptr i8, ptr %cp, i64 82176
  call void @llvm.prefetch.p0(ptr %pf.0.0, i32 0, i32 2, i32 1)
  %pf.0.1 = getelementptr i8, ptr %cp, i64 82240
  call void @llvm.prefetch.p0(ptr %pf.0.1, i32 0, i32 2, i32 1)
  %pf.0.2 = getelementptr i8, ptr %cp, i64 82304
  call void @llvm.prefetch.p0(ptr %pf.0.2, i32 0, i32 2, i32 1)

  %so = mul i64 %c, 16
  %sb = getelementptr inbounds i8, ptr %tp, i64 %so
  %csc.0.p = getelementptr inbounds i8, ptr %sb, i64 1536
  %csc.0.b = load <8 x i8>, ptr %csc.0.p, align 1
  %csc.0 = sext <8 x i8> %csc.0.b to <8 x i32>

  %csf.0 = sitofp <8 x i32> %csc.0 to <8 x float>
  %mnc.0 = fmul <8 x float> %ow, %csf.0
  %cp.1 = getelementptr inbounds i8, ptr %cp, i64 96
  %csc.1.p = getelementptr inbounds i8, ptr %sb, i64 1544
  %csc.1.b = load <8 x i8>, ptr %csc.1.p, align 1
  %csc.1 = sext <8 x i8> %csc.1.b to <8 x i32>

  %csf.1 = sitofp <8 x i32> %csc.1 to <8 x float>
  %mnc.1 = fmul <8 x float> %ow, %csf.1
  ; the step's activation block (scale) and its sums (q8_0: f32 s per 16 inputs)
  %gc = add i64 %tc, %c
  %gb = or i64 %gc, 0
  %gs = mul i64 %gc, 2
  %xco = mul i64 %c, 32
  %xc.0 = getelementptr inbounds i8, ptr %xt.0, i64 %xco
  %xc.0.1 = getelementptr inbounds i8, ptr %xc.0, i64 16
  %xc.1 = getelementptr inbounds i8, ptr %xt.1, i64 %xco
  %xc.1.1 = getelementptr inbounds i8, ptr %xc.1, i64 16
  %xc.2 = getelementptr inbounds i8, ptr %xt.2, i64 %xco
  %xc.2.1 = getelementptr inbounds i8, ptr %xc.2, i64 16
  %xc.3 = getelementptr inbounds i8, ptr %xt.3, i64 %xco
  %xc.3.1 = getelementptr inbounds i8, ptr %xc.3, i64 16
  %xc.4 = getelementptr inbounds i8, ptr %xt.4, i64 %xco
  %xc.4.1 = getelementptr inbounds i8, ptr %xc.4, i64 16
  %xc.5 = getelementptr inbounds i8, ptr %xt.5, i64 %xco
  %xc.5.1 = getelementptr inbounds i8, ptr %xc.5, i64 16
  %xc.6 = getelementptr inbounds i8, ptr %xt.6, i64 %xco
  %xc.6.1 = getelementptr inbounds i8, ptr %xc.6, i64 16
  %xc.7 = getelementptr inbounds i8, ptr %xt.7, i64 %xco
  %xc.7.1 = getelementptr inbounds i8, ptr %xc.7, i64 16
  ; chunk 0 of the step
  %six.0.0.p = getelementptr inbounds i8, ptr %cp, i64 0
  %six.0.0 = load <32 x i8>, ptr %six.0.0.p, align 1

  %wu.0.0 = and <32 x i8> %six.0.0, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %six.0.1.p = getelementptr inbounds i8, ptr %cp, i64 32
  %six.0.1 = load <32 x i8>, ptr %six.0.1.p, align 1

  %wu.0.1 = and <32 x i8> %six.0.1, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %six.0.2.p = getelementptr inbounds i8, ptr %cp, i64 64
  %six.0.2 = load <32 x i8>, ptr %six.0.2.p, align 1

  %wu.0.2 = and <32 x i8> %six.0.2, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  ; code 3: bits 6-7 of the three entries, in order
  %s3s.0.0 = lshr <32 x i8> %six.0.0, <i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6>
  %s3m.0.0 = and <32 x i8> %s3s.0.0, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %s3s.0.1 = lshr <32 x i8> %six.0.1, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %s3m.0.1 = and <32 x i8> %s3s.0.1, <i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12>
  %s3s.0.2 = lshr <32 x i8> %six.0.2, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  %s3m.0.2 = and <32 x i8> %s3s.0.2, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %s3o.0.0 = or <32 x i8> %s3m.0.0, %s3m.0.1
  %wu.0.3 = or <32 x i8> %s3o.0.0, %s3m.0.2
  %wv.0.0 = or <32 x i8> %wu.0.0, zeroinitializer
  %wv.0.1 = or <32 x i8> %wu.0.1, zeroinitializer
  %wv.0.2 = or <32 x i8> %wu.0.2, zeroinitializer
  %wv.0.3 = or <32 x i8> %wu.0.3, zeroinitializer
  %wi.0.0 = bitcast <32 x i8> %wv.0.0 to <8 x i32>
  %wi.0.1 = bitcast <32 x i8> %wv.0.1 to <8 x i32>
  %wi.0.2 = bitcast <32 x i8> %wv.0.2 to <8 x i32>
  %wi.0.3 = bitcast <32 x i8> %wv.0.3 to <8 x i32>

  %xp.0.0.0 = getelementptr inbounds i8, ptr %xc.0, i64 0
  %xl.0.0.0 = load i32, ptr %xp.0.0.0, align 1
  %xb.0.0.0.i = insertelement <8 x i32> poison, i32 %xl.0.0.0, i64 0
  %xb.0.0.0 = shufflevector <8 x i32> %xb.0.0.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.0 = bitcast <8 x i32> %xb.0.0.0 to <32 x i8>
  %xi.0.0.0 = bitcast <32 x i8> %xy.0.0.0 to <8 x i32>
  %is.0.0.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.0.0, <8 x i32> %xi.0.0.0)
  %xp.0.0.1 = getelementptr inbounds i8, ptr %xc.0, i64 4
  %xl.0.0.1 = load i32, ptr %xp.0.0.1, align 1
  %xb.0.0.1.i = insertelement <8 x i32> poison, i32 %xl.0.0.1, i64 0
  %xb.0.0.1 = shufflevector <8 x i32> %xb.0.0.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.1 = bitcast <8 x i32> %xb.0.0.1 to <32 x i8>
  %xi.0.0.1 = bitcast <32 x i8> %xy.0.0.1 to <8 x i32>
  %is.0.0.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.0.0, <8 x i32> %wi.0.1, <8 x i32> %xi.0.0.1)
  %xp.0.0.2 = getelementptr inbounds i8, ptr %xc.0, i64 8
  %xl.0.0.2 = load i32, ptr %xp.0.0.2, align 1
  %xb.0.0.2.i = insertelement <8 x i32> poison, i32 %xl.0.0.2, i64 0
  %xb.0.0.2 = shufflevector <8 x i32> %xb.0.0.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.2 = bitcast <8 x i32> %xb.0.0.2 to <32 x i8>
  %xi.0.0.2 = bitcast <32 x i8> %xy.0.0.2 to <8 x i32>
  %is.0.0.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.0.1, <8 x i32> %wi.0.2, <8 x i32> %xi.0.0.2)
  %xp.0.0.3 = getelementptr inbounds i8, ptr %xc.0, i64 12
  %xl.0.0.3 = load i32, ptr %xp.0.0.3, align 1
  %xb.0.0.3.i = insertelement <8 x i32> poison, i32 %xl.0.0.3, i64 0
  %xb.0.0.3 = shufflevector <8 x i32> %xb.0.0.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.3 = bitcast <8 x i32> %xb.0.0.3 to <32 x i8>
  %xi.0.0.3 = bitcast <32 x i8> %xy.0.0.3 to <8 x i32>
  %is.0.0.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.0.2, <8 x i32> %wi.0.3, <8 x i32> %xi.0.0.3)
  %isum.0.0 = or <8 x i32> %is.0.0.3, zeroinitializer

  %isc.0.0 = mul <8 x i32> %isum.0.0, %csc.0
  %xp.0.1.0 = getelementptr inbounds i8, ptr %xc.1, i64 0
  %xl.0.1.0 = load i32, ptr %xp.0.1.0, align 1
  %xb.0.1.0.i = insertelement <8 x i32> poison, i32 %xl.0.1.0, i64 0
  %xb.0.1.0 = shufflevector <8 x i32> %xb.0.1.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.0 = bitcast <8 x i32> %xb.0.1.0 to <32 x i8>
  %xi.0.1.0 = bitcast <32 x i8> %xy.0.1.0 to <8 x i32>
  %is.0.1.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.0.0, <8 x i32> %xi.0.1.0)
  %xp.0.1.1 = getelementptr inbounds i8, ptr %xc.1, i64 4
  %xl.0.1.1 = load i32, ptr %xp.0.1.1, align 1
  %xb.0.1.1.i = insertelement <8 x i32> poison, i32 %xl.0.1.1, i64 0
  %xb.0.1.1 = shufflevector <8 x i32> %xb.0.1.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.1 = bitcast <8 x i32> %xb.0.1.1 to <32 x i8>
  %xi.0.1.1 = bitcast <32 x i8> %xy.0.1.1 to <8 x i32>
  %is.0.1.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.1.0, <8 x i32> %wi.0.1, <8 x i32> %xi.0.1.1)
  %xp.0.1.2 = getelementptr inbounds i8, ptr %xc.1, i64 8
  %xl.0.1.2 = load i32, ptr %xp.0.1.2, align 1
  %xb.0.1.2.i = insertelement <8 x i32> poison, i32 %xl.0.1.2, i64 0
  %xb.0.1.2 = shufflevector <8 x i32> %xb.0.1.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.2 = bitcast <8 x i32> %xb.0.1.2 to <32 x i8>
  %xi.0.1.2 = bitcast <32 x i8> %xy.0.1.2 to <8 x i32>
  %is.0.1.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.1.1, <8 x i32> %wi.0.2, <8 x i32> %xi.0.1.2)
  %xp.0.1.3 = getelementptr inbounds i8, ptr %xc.1, i64 12
  %xl.0.1.3 = load i32, ptr %xp.0.1.3, align 1
  %xb.0.1.3.i = insertelement <8 x i32> poison, i32 %xl.0.1.3, i64 0
  %xb.0.1.3 = shufflevector <8 x i32> %xb.0.1.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.3 = bitcast <8 x i32> %xb.0.1.3 to <32 x i8>
  %xi.0.1.3 = bitcast <32 x i8> %xy.0.1.3 to <8 x i32>
  %is.0.1.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.1.2, <8 x i32> %wi.0.3, <8 x i32> %xi.0.1.3)
  %isum.0.1 = or <8 x i32> %is.0.1.3, zeroinitializer

  %isc.0.1 = mul <8 x i32> %isum.0.1, %csc.0
  %xp.0.2.0 = getelementptr inbounds i8, ptr %xc.2, i64 0
  %xl.0.2.0 = load i32, ptr %xp.0.2.0, align 1
  %xb.0.2.0.i = insertelement <8 x i32> poison, i32 %xl.0.2.0, i64 0
  %xb.0.2.0 = shufflevector <8 x i32> %xb.0.2.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.0 = bitcast <8 x i32> %xb.0.2.0 to <32 x i8>
  %xi.0.2.0 = bitcast <32 x i8> %xy.0.2.0 to <8 x i32>
  %is.0.2.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.0.0, <8 x i32> %xi.0.2.0)
  %xp.0.2.1 = getelementptr inbounds i8, ptr %xc.2, i64 4
  %xl.0.2.1 = load i32, ptr %xp.0.2.1, align 1
  %xb.0.2.1.i = insertelement <8 x i32> poison, i32 %xl.0.2.1, i64 0
  %xb.0.2.1 = shufflevector <8 x i32> %xb.0.2.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.1 = bitcast <8 x i32> %xb.0.2.1 to <32 x i8>
  %xi.0.2.1 = bitcast <32 x i8> %xy.0.2.1 to <8 x i32>
  %is.0.2.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.2.0, <8 x i32> %wi.0.1, <8 x i32> %xi.0.2.1)
  %xp.0.2.2 = getelementptr inbounds i8, ptr %xc.2, i64 8
  %xl.0.2.2 = load i32, ptr %xp.0.2.2, align 1
  %xb.0.2.2.i = insertelement <8 x i32> poison, i32 %xl.0.2.2, i64 0
  %xb.0.2.2 = shufflevector <8 x i32> %xb.0.2.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.2 = bitcast <8 x i32> %xb.0.2.2 to <32 x i8>
  %xi.0.2.2 = bitcast <32 x i8> %xy.0.2.2 to <8 x i32>
  %is.0.2.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.2.1, <8 x i32> %wi.0.2, <8 x i32> %xi.0.2.2)
  %xp.0.2.3 = getelementptr inbounds i8, ptr %xc.2, i64 12
  %xl.0.2.3 = load i32, ptr %xp.0.2.3, align 1
  %xb.0.2.3.i = insertelement <8 x i32> poison, i32 %xl.0.2.3, i64 0
  %xb.0.2.3 = shufflevector <8 x i32> %xb.0.2.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.3 = bitcast <8 x i32> %xb.0.2.3 to <32 x i8>
  %xi.0.2.3 = bitcast <32 x i8> %xy.0.2.3 to <8 x i32>
  %is.0.2.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.2.2, <8 x i32> %wi.0.3, <8 x i32> %xi.0.2.3)
  %isum.0.2 = or <8 x i32> %is.0.2.3, zeroinitializer

  %isc.0.2 = mul <8 x i32> %isum.0.2, %csc.0
  %xp.0.3.0 = getelementptr inbounds i8, ptr %xc.3, i64 0
  %xl.0.3.0 = load i32, ptr %xp.0.3.0, align 1
  %xb.0.3.0.i = insertelement <8 x i32> poison, i32 %xl.0.3.0, i64 0
  %xb.0.3.0 = shufflevector <8 x i32> %xb.0.3.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.0 = bitcast <8 x i32> %xb.0.3.0 to <32 x i8>
  %xi.0.3.0 = bitcast <32 x i8> %xy.0.3.0 to <8 x i32>
  %is.0.3.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.0.0, <8 x i32> %xi.0.3.0)
  %xp.0.3.1 = getelementptr inbounds i8, ptr %xc.3, i64 4
  %xl.0.3.1 = load i32, ptr %xp.0.3.1, align 1
  %xb.0.3.1.i = insertelement <8 x i32> poison, i32 %xl.0.3.1, i64 0
  %xb.0.3.1 = shufflevector <8 x i32> %xb.0.3.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.1 = bitcast <8 x i32> %xb.0.3.1 to <32 x i8>
  %xi.0.3.1 = bitcast <32 x i8> %xy.0.3.1 to <8 x i32>
  %is.0.3.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.3.0, <8 x i32> %wi.0.1, <8 x i32> %xi.0.3.1)
  %xp.0.3.2 = getelementptr inbounds i8, ptr %xc.3, i64 8
  %xl.0.3.2 = load i32, ptr %xp.0.3.2, align 1
  %xb.0.3.2.i = insertelement <8 x i32> poison, i32 %xl.0.3.2, i64 0
  %xb.0.3.2 = shufflevector <8 x i32> %xb.0.3.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.2 = bitcast <8 x i32> %xb.0.3.2 to <32 x i8>
  %xi.0.3.2 = bitcast <32 x i8> %xy.0.3.2 to <8 x i32>
  %is.0.3.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.3.1, <8 x i32> %wi.0.2, <8 x i32> %xi.0.3.2)
  %xp.0.3.3 = getelementptr inbounds i8, ptr %xc.3, i64 12
  %xl.0.3.3 = load i32, ptr %xp.0.3.3, align 1
  %xb.0.3.3.i = insertelement <8 x i32> poison, i32 %xl.0.3.3, i64 0
  %xb.0.3.3 = shufflevector <8 x i32> %xb.0.3.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.3 = bitcast <8 x i32> %xb.0.3.3 to <32 x i8>
  %xi.0.3.3 = bitcast <32 x i8> %xy.0.3.3 to <8 x i32>
  %is.0.3.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.3.2, <8 x i32> %wi.0.3, <8 x i32> %xi.0.3.3)
  %isum.0.3 = or <8 x i32> %is.0.3.3, zeroinitializer

  %isc.0.3 = mul <8 x i32> %isum.0.3, %csc.0
  %xp.0.4.0 = getelementptr inbounds i8, ptr %xc.4, i64 0
  %xl.0.4.0 = load i32, ptr %xp.0.4.0, align 1
  %xb.0.4.0.i = insertelement <8 x i32> poison, i32 %xl.0.4.0, i64 0
  %xb.0.4.0 = shufflevector <8 x i32> %xb.0.4.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.4.0 = bitcast <8 x i32> %xb.0.4.0 to <32 x i8>
  %xi.0.4.0 = bitcast <32 x i8> %xy.0.4.0 to <8 x i32>
  %is.0.4.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.0.0, <8 x i32> %xi.0.4.0)
  %xp.0.4.1 = getelementptr inbounds i8, ptr %xc.4, i64 4
  %xl.0.4.1 = load i32, ptr %xp.0.4.1, align 1
  %xb.0.4.1.i = insertelement <8 x i32> poison, i32 %xl.0.4.1, i64 0
  %xb.0.4.1 = shufflevector <8 x i32> %xb.0.4.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.4.1 = bitcast <8 x i32> %xb.0.4.1 to <32 x i8>
  %xi.0.4.1 = bitcast <32 x i8> %xy.0.4.1 to <8 x i32>
  %is.0.4.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.4.0, <8 x i32> %wi.0.1, <8 x i32> %xi.0.4.1)
  %xp.0.4.2 = getelementptr inbounds i8, ptr %xc.4, i64 8
  %xl.0.4.2 = load i32, ptr %xp.0.4.2, align 1
  %xb.0.4.2.i = insertelement <8 x i32> poison, i32 %xl.0.4.2, i64 0
  %xb.0.4.2 = shufflevector <8 x i32> %xb.0.4.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.4.2 = bitcast <8 x i32> %xb.0.4.2 to <32 x i8>
  %xi.0.4.2 = bitcast <32 x i8> %xy.0.4.2 to <8 x i32>
  %is.0.4.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.4.1, <8 x i32> %wi.0.2, <8 x i32> %xi.0.4.2)
  %xp.0.4.3 = getelementptr inbounds i8, ptr %xc.4, i64 12
  %xl.0.4.3 = load i32, ptr %xp.0.4.3, align 1
  %xb.0.4.3.i = insertelement <8 x i32> poison, i32 %xl.0.4.3, i64 0
  %xb.0.4.3 = shufflevector <8 x i32> %xb.0.4.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.4.3 = bitcast <8 x i32> %xb.0.4.3 to <32 x i8>
  %xi.0.4.3 = bitcast <32 x i8> %xy.0.4.3 to <8 x i32>
  %is.0.4.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.4.2, <8 x i32> %wi.0.3, <8 x i32> %xi.0.4.3)
  %isum.0.4 = or <8 x i32> %is.0.4.3, zeroinitializer

  %isc.0.4 = mul <8 x i32> %isum.0.4, %csc.0
  %xp.0.5.0 = getelementptr inbounds i8, ptr %xc.5, i64 0
  %xl.0.5.0 = load i32, ptr %xp.0.5.0, align 1
  %xb.0.5.0.i = insertelement <8 x i32> poison, i32 %xl.0.5.0, i64 0
  %xb.0.5.0 = shufflevector <8 x i32> %xb.0.5.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.5.0 = bitcast <8 x i32> %xb.0.5.0 to <32 x i8>
  %xi.0.5.0 = bitcast <32 x i8> %xy.0.5.0 to <8 x i32>
  %is.0.5.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.0.0, <8 x i32> %xi.0.5.0)
  %xp.0.5.1 = getelementptr inbounds i8, ptr %xc.5, i64 4
  %xl.0.5.1 = load i32, ptr %xp.0.5.1, align 1
  %xb.0.5.1.i = insertelement <8 x i32> poison, i32 %xl.0.5.1, i64 0
  %xb.0.5.1 = shufflevector <8 x i32> %xb.0.5.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.5.1 = bitcast <8 x i32> %xb.0.5.1 to <32 x i8>
  %xi.0.5.1 = bitcast <32 x i8> %xy.0.5.1 to <8 x i32>
  %is.0.5.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.5.0, <8 x i32> %wi.0.1, <8 x i32> %xi.0.5.1)
  %xp.0.5.2 = getelementptr inbounds i8, ptr %xc.5, i64 8
  %xl.0.5.2 = load i32, ptr %xp.0.5.2, align 1
  %xb.0.5.2.i = insertelement <8 x i32> poison, i32 %xl.0.5.2, i64 0
  %xb.0.5.2 = shufflevector <8 x i32> %xb.0.5.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.5.2 = bitcast <8 x i32> %xb.0.5.2 to <32 x i8>
  %xi.0.5.2 = bitcast <32 x i8> %xy.0.5.2 to <8 x i32>
  %is.0.5.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.5.1, <8 x i32> %wi.0.2, <8 x i32> %xi.0.5.2)
  %xp.0.5.3 = getelementptr inbounds i8, ptr %xc.5, i64 12
  %xl.0.5.3 = load i32, ptr %xp.0.5.3, align 1
  %xb.0.5.3.i = insertelement <8 x i32> poison, i32 %xl.0.5.3, i64 0
  %xb.0.5.3 = shufflevector <8 x i32> %xb.0.5.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.5.3 = bitcast <8 x i32> %xb.0.5.3 to <32 x i8>
  %xi.0.5.3 = bitcast <32 x i8> %xy.0.5.3 to <8 x i32>
  %is.0.5.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.5.2, <8 x i32> %wi.0.3, <8 x i32> %xi.0.5.3)
  %isum.0.5 = or <8 x i32> %is.0.5.3, zeroinitializer

  %isc.0.5 = mul <8 x i32> %isum.0.5, %csc.0
  %xp.0.6.0 = getelementptr inbounds i8, ptr %xc.6, i64 0
  %xl.0.6.0 = load i32, ptr %xp.0.6.0, align 1
  %xb.0.6.0.i = insertelement <8 x i32> poison, i32 %xl.0.6.0, i64 0
  %xb.0.6.0 = shufflevector <8 x i32> %xb.0.6.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.6.0 = bitcast <8 x i32> %xb.0.6.0 to <32 x i8>
  %xi.0.6.0 = bitcast <32 x i8> %xy.0.6.0 to <8 x i32>
  %is.0.6.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.0.0, <8 x i32> %xi.0.6.0)
  %xp.0.6.1 = getelementptr inbounds i8, ptr %xc.6, i64 4
  %xl.0.6.1 = load i32, ptr %xp.0.6.1, align 1
  %xb.0.6.1.i = insertelement <8 x i32> poison, i32 %xl.0.6.1, i64 0
  %xb.0.6.1 = shufflevector <8 x i32> %xb.0.6.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.6.1 = bitcast <8 x i32> %xb.0.6.1 to <32 x i8>
  %xi.0.6.1 = bitcast <32 x i8> %xy.0.6.1 to <8 x i32>
  %is.0.6.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.6.0, <8 x i32> %wi.0.1, <8 x i32> %xi.0.6.1)
  %xp.0.6.2 = getelementptr inbounds i8, ptr %xc.6, i64 8
  %xl.0.6.2 = load i32, ptr %xp.0.6.2, align 1
  %xb.0.6.2.i = insertelement <8 x i32> poison, i32 %xl.0.6.2, i64 0
  %xb.0.6.2 = shufflevector <8 x i32> %xb.0.6.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.6.2 = bitcast <8 x i32> %xb.0.6.2 to <32 x i8>
  %xi.0.6.2 = bitcast <32 x i8> %xy.0.6.2 to <8 x i32>
  %is.0.6.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.6.1, <8 x i32> %wi.0.2, <8 x i32> %xi.0.6.2)
  %xp.0.6.3 = getelementptr inbounds i8, ptr %xc.6, i64 12
  %xl.0.6.3 = load i32, ptr %xp.0.6.3, align 1
  %xb.0.6.3.i = insertelement <8 x i32> poison, i32 %xl.0.6.3, i64 0
  %xb.0.6.3 = shufflevector <8 x i32> %xb.0.6.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.6.3 = bitcast <8 x i32> %xb.0.6.3 to <32 x i8>
  %xi.0.6.3 = bitcast <32 x i8> %xy.0.6.3 to <8 x i32>
  %is.0.6.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.6.2, <8 x i32> %wi.0.3, <8 x i32> %xi.0.6.3)
  %isum.0.6 = or <8 x i32> %is.0.6.3, zeroinitializer

  %isc.0.6 = mul <8 x i32> %isum.0.6, %csc.0
  %xp.0.7.0 = getelementptr inbounds i8, ptr %xc.7, i64 0
  %xl.0.7.0 = load i32, ptr %xp.0.7.0, align 1
  %xb.0.7.0.i = insertelement <8 x i32> poison, i32 %xl.0.7.0, i64 0
  %xb.0.7.0 = shufflevector <8 x i32> %xb.0.7.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.7.0 = bitcast <8 x i32> %xb.0.7.0 to <32 x i8>
  %xi.0.7.0 = bitcast <32 x i8> %xy.0.7.0 to <8 x i32>
  %is.0.7.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.0.0, <8 x i32> %xi.0.7.0)
  %xp.0.7.1 = getelementptr inbounds i8, ptr %xc.7, i64 4
  %xl.0.7.1 = load i32, ptr %xp.0.7.1, align 1
  %xb.0.7.1.i = insertelement <8 x i32> poison, i32 %xl.0.7.1, i64 0
  %xb.0.7.1 = shufflevector <8 x i32> %xb.0.7.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.7.1 = bitcast <8 x i32> %xb.0.7.1 to <32 x i8>
  %xi.0.7.1 = bitcast <32 x i8> %xy.0.7.1 to <8 x i32>
  %is.0.7.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.7.0, <8 x i32> %wi.0.1, <8 x i32> %xi.0.7.1)
  %xp.0.7.2 = getelementptr inbounds i8, ptr %xc.7, i64 8
  %xl.0.7.2 = load i32, ptr %xp.0.7.2, align 1
  %xb.0.7.2.i = insertelement <8 x i32> poison, i32 %xl.0.7.2, i64 0
  %xb.0.7.2 = shufflevector <8 x i32> %xb.0.7.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.7.2 = bitcast <8 x i32> %xb.0.7.2 to <32 x i8>
  %xi.0.7.2 = bitcast <32 x i8> %xy.0.7.2 to <8 x i32>
  %is.0.7.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.7.1, <8 x i32> %wi.0.2, <8 x i32> %xi.0.7.2)
  %xp.0.7.3 = getelementptr inbounds i8, ptr %xc.7, i64 12
  %xl.0.7.3 = load i32, ptr %xp.0.7.3, align 1
  %xb.0.7.3.i = insertelement <8 x i32> poison, i32 %xl.0.7.3, i64 0
  %xb.0.7.3 = shufflevector <8 x i32> %xb.0.7.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.7.3 = bitcast <8 x i32> %xb.0.7.3 to <32 x i8>
  %xi.0.7.3 = bitcast <32 x i8> %xy.0.7.3 to <8 x i32>
  %is.0.7.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.7.2, <8 x i32> %wi.0.3, <8 x i32> %xi.0.7.3)
  %isum.0.7 = or <8 x i32> %is.0.7.3, zeroinitializer

  %isc.0.7 = mul <8 x i32> %isum.0.7, %csc.0
  ; chunk 1 of the step
  %six.1.0.p = getelementptr inbounds i8, ptr %cp.1, i64 0
  %six.1.0 = load <32 x i8>, ptr %six.1.0.p, align 1

  %wu.1.0 = and <32 x i8> %six.1.0, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %six.1.1.p = getelementptr inbounds i8, ptr %cp.1, i64 32
  %six.1.1 = load <32 x i8>, ptr %six.1.1.p, align 1

  %wu.1.1 = and <32 x i8> %six.1.1, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %six.1.2.p = getelementptr inbounds i8, ptr %cp.1, i64 64
  %six.1.2 = load <32 x i8>, ptr %six.1.2.p, align 1

  %wu.1.2 = and <32 x i8> %six.1.2, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  ; code 3: bits 6-7 of the three entries, in order
  %s3s.1.0 = lshr <32 x i8> %six.1.0, <i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6>
  %s3m.1.0 = and <32 x i8> %s3s.1.0, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %s3s.1.1 = lshr <32 x i8> %six.1.1, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %s3m.1.1 = and <32 x i8> %s3s.1.1, <i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12>
  %s3s.1.2 = lshr <32 x i8> %six.1.2, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  %s3m.1.2 = and <32 x i8> %s3s.1.2, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %s3o.1.0 = or <32 x i8> %s3m.1.0, %s3m.1.1
  %wu.1.3 = or <32 x i8> %s3o.1.0, %s3m.1.2
  %wv.1.0 = or <32 x i8> %wu.1.0, zeroinitializer
  %wv.1.1 = or <32 x i8> %wu.1.1, zeroinitializer
  %wv.1.2 = or <32 x i8> %wu.1.2, zeroinitializer
  %wv.1.3 = or <32 x i8> %wu.1.3, zeroinitializer
  %wi.1.0 = bitcast <32 x i8> %wv.1.0 to <8 x i32>
  %wi.1.1 = bitcast <32 x i8> %wv.1.1 to <8 x i32>
  %wi.1.2 = bitcast <32 x i8> %wv.1.2 to <8 x i32>
  %wi.1.3 = bitcast <32 x i8> %wv.1.3 to <8 x i32>

  %xp.1.0.0 = getelementptr inbounds i8, ptr %xc.0.1, i64 0
  %xl.1.0.0 = load i32, ptr %xp.1.0.0, align 1
  %xb.1.0.0.i = insertelement <8 x i32> poison, i32 %xl.1.0.0, i64 0
  %xb.1.0.0 = shufflevector <8 x i32> %xb.1.0.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.0.0 = bitcast <8 x i32> %xb.1.0.0 to <32 x i8>
  %xi.1.0.0 = bitcast <32 x i8> %xy.1.0.0 to <8 x i32>
  %is.1.0.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.1.0, <8 x i32> %xi.1.0.0)
  %xp.1.0.1 = getelementptr inbounds i8, ptr %xc.0.1, i64 4
  %xl.1.0.1 = load i32, ptr %xp.1.0.1, align 1
  %xb.1.0.1.i = insertelement <8 x i32> poison, i32 %xl.1.0.1, i64 0
  %xb.1.0.1 = shufflevector <8 x i32> %xb.1.0.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.0.1 = bitcast <8 x i32> %xb.1.0.1 to <32 x i8>
  %xi.1.0.1 = bitcast <32 x i8> %xy.1.0.1 to <8 x i32>
  %is.1.0.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.0, <8 x i32> %wi.1.1, <8 x i32> %xi.1.0.1)
  %xp.1.0.2 = getelementptr inbounds i8, ptr %xc.0.1, i64 8
  %xl.1.0.2 = load i32, ptr %xp.1.0.2, align 1
  %xb.1.0.2.i = insertelement <8 x i32> poison, i32 %xl.1.0.2, i64 0
  %xb.1.0.2 = shufflevector <8 x i32> %xb.1.0.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.0.2 = bitcast <8 x i32> %xb.1.0.2 to <32 x i8>
  %xi.1.0.2 = bitcast <32 x i8> %xy.1.0.2 to <8 x i32>
  %is.1.0.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.1, <8 x i32> %wi.1.2, <8 x i32> %xi.1.0.2)
  %xp.1.0.3 = getelementptr inbounds i8, ptr %xc.0.1, i64 12
  %xl.1.0.3 = load i32, ptr %xp.1.0.3, align 1
  %xb.1.0.3.i = insertelement <8 x i32> poison, i32 %xl.1.0.3, i64 0
  %xb.1.0.3 = shufflevector <8 x i32> %xb.1.0.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.0.3 = bitcast <8 x i32> %xb.1.0.3 to <32 x i8>
  %xi.1.0.3 = bitcast <32 x i8> %xy.1.0.3 to <8 x i32>
  %is.1.0.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.2, <8 x i32> %wi.1.3, <8 x i32> %xi.1.0.3)
  %isum.1.0 = or <8 x i32> %is.1.0.3, zeroinitializer

  %isc.1.0 = mul <8 x i32> %isum.1.0, %csc.1
  %ic.0 = add <8 x i32> %isc.0.0, %isc.1.0
  %xp.1.1.0 = getelementptr inbounds i8, ptr %xc.1.1, i64 0
  %xl.1.1.0 = load i32, ptr %xp.1.1.0, align 1
  %xb.1.1.0.i = insertelement <8 x i32> poison, i32 %xl.1.1.0, i64 0
  %xb.1.1.0 = shufflevector <8 x i32> %xb.1.1.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.1.0 = bitcast <8 x i32> %xb.1.1.0 to <32 x i8>
  %xi.1.1.0 = bitcast <32 x i8> %xy.1.1.0 to <8 x i32>
  %is.1.1.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.1.0, <8 x i32> %xi.1.1.0)
  %xp.1.1.1 = getelementptr inbounds i8, ptr %xc.1.1, i64 4
  %xl.1.1.1 = load i32, ptr %xp.1.1.1, align 1
  %xb.1.1.1.i = insertelement <8 x i32> poison, i32 %xl.1.1.1, i64 0
  %xb.1.1.1 = shufflevector <8 x i32> %xb.1.1.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.1.1 = bitcast <8 x i32> %xb.1.1.1 to <32 x i8>
  %xi.1.1.1 = bitcast <32 x i8> %xy.1.1.1 to <8 x i32>
  %is.1.1.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.1.0, <8 x i32> %wi.1.1, <8 x i32> %xi.1.1.1)
  %xp.1.1.2 = getelementptr inbounds i8, ptr %xc.1.1, i64 8
  %xl.1.1.2 = load i32, ptr %xp.1.1.2, align 1
  %xb.1.1.2.i = insertelement <8 x i32> poison, i32 %xl.1.1.2, i64 0
  %xb.1.1.2 = shufflevector <8 x i32> %xb.1.1.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.1.2 = bitcast <8 x i32> %xb.1.1.2 to <32 x i8>
  %xi.1.1.2 = bitcast <32 x i8> %xy.1.1.2 to <8 x i32>
  %is.1.1.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.1.1, <8 x i32> %wi.1.2, <8 x i32> %xi.1.1.2)
  %xp.1.1.3 = getelementptr inbounds i8, ptr %xc.1.1, i64 12
  %xl.1.1.3 = load i32, ptr %xp.1.1.3, align 1
  %xb.1.1.3.i = insertelement <8 x i32> poison, i32 %xl.1.1.3, i64 0
  %xb.1.1.3 = shufflevector <8 x i32> %xb.1.1.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.1.3 = bitcast <8 x i32> %xb.1.1.3 to <32 x i8>
  %xi.1.1.3 = bitcast <32 x i8> %xy.1.1.3 to <8 x i32>
  %is.1.1.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.1.2, <8 x i32> %wi.1.3, <8 x i32> %xi.1.1.3)
  %isum.1.1 = or <8 x i32> %is.1.1.3, zeroinitializer

  %isc.1.1 = mul <8 x i32> %isum.1.1, %csc.1
  %ic.1 = add <8 x i32> %isc.0.1, %isc.1.1
  %xp.1.2.0 = getelementptr inbounds i8, ptr %xc.2.1, i64 0
  %xl.1.2.0 = load i32, ptr %xp.1.2.0, align 1
  %xb.1.2.0.i = insertelement <8 x i32> poison, i32 %xl.1.2.0, i64 0
  %xb.1.2.0 = shufflevector <8 x i32> %xb.1.2.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.2.0 = bitcast <8 x i32> %xb.1.2.0 to <32 x i8>
  %xi.1.2.0 = bitcast <32 x i8> %xy.1.2.0 to <8 x i32>
  %is.1.2.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.1.0, <8 x i32> %xi.1.2.0)
  %xp.1.2.1 = getelementptr inbounds i8, ptr %xc.2.1, i64 4
  %xl.1.2.1 = load i32, ptr %xp.1.2.1, align 1
  %xb.1.2.1.i = insertelement <8 x i32> poison, i32 %xl.1.2.1, i64 0
  %xb.1.2.1 = shufflevector <8 x i32> %xb.1.2.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.2.1 = bitcast <8 x i32> %xb.1.2.1 to <32 x i8>
  %xi.1.2.1 = bitcast <32 x i8> %xy.1.2.1 to <8 x i32>
  %is.1.2.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.2.0, <8 x i32> %wi.1.1, <8 x i32> %xi.1.2.1)
  %xp.1.2.2 = getelementptr inbounds i8, ptr %xc.2.1, i64 8
  %xl.1.2.2 = load i32, ptr %xp.1.2.2, align 1
  %xb.1.2.2.i = insertelement <8 x i32> poison, i32 %xl.1.2.2, i64 0
  %xb.1.2.2 = shufflevector <8 x i32> %xb.1.2.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.2.2 = bitcast <8 x i32> %xb.1.2.2 to <32 x i8>
  %xi.1.2.2 = bitcast <32 x i8> %xy.1.2.2 to <8 x i32>
  %is.1.2.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.2.1, <8 x i32> %wi.1.2, <8 x i32> %xi.1.2.2)
  %xp.1.2.3 = getelementptr inbounds i8, ptr %xc.2.1, i64 12
  %xl.1.2.3 = load i32, ptr %xp.1.2.3, align 1
  %xb.1.2.3.i = insertelement <8 x i32> poison, i32 %xl.1.2.3, i64 0
  %xb.1.2.3 = shufflevector <8 x i32> %xb.1.2.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.2.3 = bitcast <8 x i32> %xb.1.2.3 to <32 x i8>
  %xi.1.2.3 = bitcast <32 x i8> %xy.1.2.3 to <8 x i32>
  %is.1.2.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.2.2, <8 x i32> %wi.1.3, <8 x i32> %xi.1.2.3)
  %isum.1.2 = or <8 x i32> %is.1.2.3, zeroinitializer

  %isc.1.2 = mul <8 x i32> %isum.1.2, %csc.1
  %ic.2 = add <8 x i32> %isc.0.2, %isc.1.2
  %xp.1.3.0 = getelementptr inbounds i8, ptr %xc.3.1, i64 0
  %xl.1.3.0 = load i32, ptr %xp.1.3.0, align 1
  %xb.1.3.0.i = insertelement <8 x i32> poison, i32 %xl.1.3.0, i64 0
  %xb.1.3.0 = shufflevector <8 x i32> %xb.1.3.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.3.0 = bitcast <8 x i32> %xb.1.3.0 to <32 x i8>
  %xi.1.3.0 = bitcast <32 x i8> %xy.1.3.0 to <8 x i32>
  %is.1.3.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.1.0, <8 x i32> %xi.1.3.0)
  %xp.1.3.1 = getelementptr inbounds i8, ptr %xc.3.1, i64 4
  %xl.1.3.1 = load i32, ptr %xp.1.3.1, align 1
  %xb.1.3.1.i = insertelement <8 x i32> poison, i32 %xl.1.3.1, i64 0
  %xb.1.3.1 = shufflevector <8 x i32> %xb.1.3.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.3.1 = bitcast <8 x i32> %xb.1.3.1 to <32 x i8>
  %xi.1.3.1 = bitcast <32 x i8> %xy.1.3.1 to <8 x i32>
  %is.1.3.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.3.0, <8 x i32> %wi.1.1, <8 x i32> %xi.1.3.1)
  %xp.1.3.2 = getelementptr inbounds i8, ptr %xc.3.1, i64 8
  %xl.1.3.2 = load i32, ptr %xp.1.3.2, align 1
  %xb.1.3.2.i = insertelement <8 x i32> poison, i32 %xl.1.3.2, i64 0
  %xb.1.3.2 = shufflevector <8 x i32> %xb.1.3.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.3.2 = bitcast <8 x i32> %xb.1.3.2 to <32 x i8>
  %xi.1.3.2 = bitcast <32 x i8> %xy.1.3.2 to <8 x i32>
  %is.1.3.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.3.1, <8 x i32> %wi.1.2, <8 x i32> %xi.1.3.2)
  %xp.1.3.3 = getelementptr inbounds i8, ptr %xc.3.1, i64 12
  %xl.1.3.3 = load i32, ptr %xp.1.3.3, align 1
  %xb.1.3.3.i = insertelement <8 x i32> poison, i32 %xl.1.3.3, i64 0
  %xb.1.3.3 = shufflevector <8 x i32> %xb.1.3.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.3.3 = bitcast <8 x i32> %xb.1.3.3 to <32 x i8>
  %xi.1.3.3 = bitcast <32 x i8> %xy.1.3.3 to <8 x i32>
  %is.1.3.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.3.2, <8 x i32> %wi.1.3, <8 x i32> %xi.1.3.3)
  %isum.1.3 = or <8 x i32> %is.1.3.3, zeroinitializer

  %isc.1.3 = mul <8 x i32> %isum.1.3, %csc.1
  %ic.3 = add <8 x i32> %isc.0.3, %isc.1.3
  %xp.1.4.0 = getelementptr inbounds i8, ptr %xc.4.1, i64 0
  %xl.1.4.0 = load i32, ptr %xp.1.4.0, align 1
  %xb.1.4.0.i = insertelement <8 x i32> poison, i32 %xl.1.4.0, i64 0
  %xb.1.4.0 = shufflevector <8 x i32> %xb.1.4.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.4.0 = bitcast <8 x i32> %xb.1.4.0 to <32 x i8>
  %xi.1.4.0 = bitcast <32 x i8> %xy.1.4.0 to <8 x i32>
  %is.1.4.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.1.0, <8 x i32> %xi.1.4.0)
  %xp.1.4.1 = getelementptr inbounds i8, ptr %xc.4.1, i64 4
  %xl.1.4.1 = load i32, ptr %xp.1.4.1, align 1
  %xb.1.4.1.i = insertelement <8 x i32> poison, i32 %xl.1.4.1, i64 0
  %xb.1.4.1 = shufflevector <8 x i32> %xb.1.4.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.4.1 = bitcast <8 x i32> %xb.1.4.1 to <32 x i8>
  %xi.1.4.1 = bitcast <32 x i8> %xy.1.4.1 to <8 x i32>
  %is.1.4.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.4.0, <8 x i32> %wi.1.1, <8 x i32> %xi.1.4.1)
  %xp.1.4.2 = getelementptr inbounds i8, ptr %xc.4.1, i64 8
  %xl.1.4.2 = load i32, ptr %xp.1.4.2, align 1
  %xb.1.4.2.i = insertelement <8 x i32> poison, i32 %xl.1.4.2, i64 0
  %xb.1.4.2 = shufflevector <8 x i32> %xb.1.4.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.4.2 = bitcast <8 x i32> %xb.1.4.2 to <32 x i8>
  %xi.1.4.2 = bitcast <32 x i8> %xy.1.4.2 to <8 x i32>
  %is.1.4.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.4.1, <8 x i32> %wi.1.2, <8 x i32> %xi.1.4.2)
  %xp.1.4.3 = getelementptr inbounds i8, ptr %xc.4.1, i64 12
  %xl.1.4.3 = load i32, ptr %xp.1.4.3, align 1
  %xb.1.4.3.i = insertelement <8 x i32> poison, i32 %xl.1.4.3, i64 0
  %xb.1.4.3 = shufflevector <8 x i32> %xb.1.4.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.4.3 = bitcast <8 x i32> %xb.1.4.3 to <32 x i8>
  %xi.1.4.3 = bitcast <32 x i8> %xy.1.4.3 to <8 x i32>
  %is.1.4.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.4.2, <8 x i32> %wi.1.3, <8 x i32> %xi.1.4.3)
  %isum.1.4 = or <8 x i32> %is.1.4.3, zeroinitializer

  %isc.1.4 = mul <8 x i32> %isum.1.4, %csc.1
  %ic.4 = add <8 x i32> %isc.0.4, %isc.1.4
  %xp.1.5.0 = getelementptr inbounds i8, ptr %xc.5.1, i64 0
  %xl.1.5.0 = load i32, ptr %xp.1.5.0, align 1
  %xb.1.5.0.i = insertelement <8 x i32> poison, i32 %xl.1.5.0, i64 0
  %xb.1.5.0 = shufflevector <8 x i32> %xb.1.5.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.5.0 = bitcast <8 x i32> %xb.1.5.0 to <32 x i8>
  %xi.1.5.0 = bitcast <32 x i8> %xy.1.5.0 to <8 x i32>
  %is.1.5.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.1.0, <8 x i32> %xi.1.5.0)
  %xp.1.5.1 = getelementptr inbounds i8, ptr %xc.5.1, i64 4
  %xl.1.5.1 = load i32, ptr %xp.1.5.1, align 1
  %xb.1.5.1.i = insertelement <8 x i32> poison, i32 %xl.1.5.1, i64 0
  %xb.1.5.1 = shufflevector <8 x i32> %xb.1.5.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.5.1 = bitcast <8 x i32> %xb.1.5.1 to <32 x i8>
  %xi.1.5.1 = bitcast <32 x i8> %xy.1.5.1 to <8 x i32>
  %is.1.5.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.5.0, <8 x i32> %wi.1.1, <8 x i32> %xi.1.5.1)
  %xp.1.5.2 = getelementptr inbounds i8, ptr %xc.5.1, i64 8
  %xl.1.5.2 = load i32, ptr %xp.1.5.2, align 1
  %xb.1.5.2.i = insertelement <8 x i32> poison, i32 %xl.1.5.2, i64 0
  %xb.1.5.2 = shufflevector <8 x i32> %xb.1.5.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.5.2 = bitcast <8 x i32> %xb.1.5.2 to <32 x i8>
  %xi.1.5.2 = bitcast <32 x i8> %xy.1.5.2 to <8 x i32>
  %is.1.5.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.5.1, <8 x i32> %wi.1.2, <8 x i32> %xi.1.5.2)
  %xp.1.5.3 = getelementptr inbounds i8, ptr %xc.5.1, i64 12
  %xl.1.5.3 = load i32, ptr %xp.1.5.3, align 1
  %xb.1.5.3.i = insertelement <8 x i32> poison, i32 %xl.1.5.3, i64 0
  %xb.1.5.3 = shufflevector <8 x i32> %xb.1.5.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.5.3 = bitcast <8 x i32> %xb.1.5.3 to <32 x i8>
  %xi.1.5.3 = bitcast <32 x i8> %xy.1.5.3 to <8 x i32>
  %is.1.5.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.5.2, <8 x i32> %wi.1.3, <8 x i32> %xi.1.5.3)
  %isum.1.5 = or <8 x i32> %is.1.5.3, zeroinitializer

  %isc.1.5 = mul <8 x i32> %isum.1.5, %csc.1
  %ic.5 = add <8 x i32> %isc.0.5, %isc.1.5
  %xp.1.6.0 = getelementptr inbounds i8, ptr %xc.6.1, i64 0
  %xl.1.6.0 = load i32, ptr %xp.1.6.0, align 1
  %xb.1.6.0.i = insertelement <8 x i32> poison, i32 %xl.1.6.0, i64 0
  %xb.1.6.0 = shufflevector <8 x i32> %xb.1.6.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.6.0 = bitcast <8 x i32> %xb.1.6.0 to <32 x i8>
  %xi.1.6.0 = bitcast <32 x i8> %xy.1.6.0 to <8 x i32>
  %is.1.6.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.1.0, <8 x i32> %xi.1.6.0)
  %xp.1.6.1 = getelementptr inbounds i8, ptr %xc.6.1, i64 4
  %xl.1.6.1 = load i32, ptr %xp.1.6.1, align 1
  %xb.1.6.1.i = insertelement <8 x i32> poison, i32 %xl.1.6.1, i64 0
  %xb.1.6.1 = shufflevector <8 x i32> %xb.1.6.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.6.1 = bitcast <8 x i32> %xb.1.6.1 to <32 x i8>
  %xi.1.6.1 = bitcast <32 x i8> %xy.1.6.1 to <8 x i32>
  %is.1.6.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.6.0, <8 x i32> %wi.1.1, <8 x i32> %xi.1.6.1)
  %xp.1.6.2 = getelementptr inbounds i8, ptr %xc.6.1, i64 8
  %xl.1.6.2 = load i32, ptr %xp.1.6.2, align 1
  %xb.1.6.2.i = insertelement <8 x i32> poison, i32 %xl.1.6.2, i64 0
  %xb.1.6.2 = shufflevector <8 x i32> %xb.1.6.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.6.2 = bitcast <8 x i32> %xb.1.6.2 to <32 x i8>
  %xi.1.6.2 = bitcast <32 x i8> %xy.1.6.2 to <8 x i32>
  %is.1.6.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.6.1, <8 x i32> %wi.1.2, <8 x i32> %xi.1.6.2)
  %xp.1.6.3 = getelementptr inbounds i8, ptr %xc.6.1, i64 12
  %xl.1.6.3 = load i32, ptr %xp.1.6.3, align 1
  %xb.1.6.3.i = insertelement <8 x i32> poison, i32 %xl.1.6.3, i64 0
  %xb.1.6.3 = shufflevector <8 x i32> %xb.1.6.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.6.3 = bitcast <8 x i32> %xb.1.6.3 to <32 x i8>
  %xi.1.6.3 = bitcast <32 x i8> %xy.1.6.3 to <8 x i32>
  %is.1.6.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.6.2, <8 x i32> %wi.1.3, <8 x i32> %xi.1.6.3)
  %isum.1.6 = or <8 x i32> %is.1.6.3, zeroinitializer

  %isc.1.6 = mul <8 x i32> %isum.1.6, %csc.1
  %ic.6 = add <8 x i32> %isc.0.6, %isc.1.6
  %xp.1.7.0 = getelementptr inbounds i8, ptr %xc.7.1, i64 0
  %xl.1.7.0 = load i32, ptr %xp.1.7.0, align 1
  %xb.1.7.0.i = insertelement <8 x i32> poison, i32 %xl.1.7.0, i64 0
  %xb.1.7.0 = shufflevector <8 x i32> %xb.1.7.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.7.0 = bitcast <8 x i32> %xb.1.7.0 to <32 x i8>
  %xi.1.7.0 = bitcast <32 x i8> %xy.1.7.0 to <8 x i32>
  %is.1.7.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.1.0, <8 x i32> %xi.1.7.0)
  %xp.1.7.1 = getelementptr inbounds i8, ptr %xc.7.1, i64 4
  %xl.1.7.1 = load i32, ptr %xp.1.7.1, align 1
  %xb.1.7.1.i = insertelement <8 x i32> poison, i32 %xl.1.7.1, i64 0
  %xb.1.7.1 = shufflevector <8 x i32> %xb.1.7.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.7.1 = bitcast <8 x i32> %xb.1.7.1 to <32 x i8>
  %xi.1.7.1 = bitcast <32 x i8> %xy.1.7.1 to <8 x i32>
  %is.1.7.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.7.0, <8 x i32> %wi.1.1, <8 x i32> %xi.1.7.1)
  %xp.1.7.2 = getelementptr inbounds i8, ptr %xc.7.1, i64 8
  %xl.1.7.2 = load i32, ptr %xp.1.7.2, align 1
  %xb.1.7.2.i = insertelement <8 x i32> poison, i32 %xl.1.7.2, i64 0
  %xb.1.7.2 = shufflevector <8 x i32> %xb.1.7.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.7.2 = bitcast <8 x i32> %xb.1.7.2 to <32 x i8>
  %xi.1.7.2 = bitcast <32 x i8> %xy.1.7.2 to <8 x i32>
  %is.1.7.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.7.1, <8 x i32> %wi.1.2, <8 x i32> %xi.1.7.2)
  %xp.1.7.3 = getelementptr inbounds i8, ptr %xc.7.1, i64 12
  %xl.1.7.3 = load i32, ptr %xp.1.7.3, align 1
  %xb.1.7.3.i = insertelement <8 x i32> poison, i32 %xl.1.7.3, i64 0
  %xb.1.7.3 = shufflevector <8 x i32> %xb.1.7.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.7.3 = bitcast <8 x i32> %xb.1.7.3 to <32 x i8>
  %xi.1.7.3 = bitcast <32 x i8> %xy.1.7.3 to <8 x i32>
  %is.1.7.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.7.2, <8 x i32> %wi.1.3, <8 x i32> %xi.1.7.3)
  %isum.1.7 = or <8 x i32> %is.1.7.3, zeroinitializer

  %isc.1.7 = mul <8 x i32> %isum.1.7, %csc.1
  %ic.7 = add <8 x i32> %isc.0.7, %isc.1.7
  %dxp.0 = getelementptr inbounds float, ptr %xd.0, i64 %gb
  %dx.0 = load float, ptr %dxp.0, align 4
  %dxv.0.i = insertelement <8 x float> poison, float %dx.0, i64 0
  %dxv.0 = shufflevector <8 x float> %dxv.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.0 = getelementptr inbounds float, ptr %xs.0, i64 %gs
  %sx0.0 = load float, ptr %sxp.0, align 4
  %sxp1.0 = getelementptr inbounds float, ptr %sxp.0, i64 1
  %sx1.0 = load float, ptr %sxp1.0, align 4
  %sxv0.0.i = insertelement <8 x float> poison, float %sx0.0, i64 0
  %sxv0.0 = shufflevector <8 x float> %sxv0.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxv1.0.i = insertelement <8 x float> poison, float %sx1.0, i64 0
  %sxv1.0 = shufflevector <8 x float> %sxv1.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.0 = sitofp <8 x i32> %ic.0 to <8 x float>
  %sc.0 = fmul <8 x float> %dw, %dxv.0
  %ad.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.0, <8 x float> %sc.0, <8 x float> %ca.0)
  ; the min term per chunk: mn[r][0] * sx_0 + mn[r][1] * sx_1
  %am.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.0, <8 x float> %sxv0.0, <8 x float> %ad.0)
  %ca.0.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.1, <8 x float> %sxv1.0, <8 x float> %am.0)
  %dxp.1 = getelementptr inbounds float, ptr %xd.1, i64 %gb
  %dx.1 = load float, ptr %dxp.1, align 4
  %dxv.1.i = insertelement <8 x float> poison, float %dx.1, i64 0
  %dxv.1 = shufflevector <8 x float> %dxv.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.1 = getelementptr inbounds float, ptr %xs.1, i64 %gs
  %sx0.1 = load float, ptr %sxp.1, align 4
  %sxp1.1 = getelementptr inbounds float, ptr %sxp.1, i64 1
  %sx1.1 = load float, ptr %sxp1.1, align 4
  %sxv0.1.i = insertelement <8 x float> poison, float %sx0.1, i64 0
  %sxv0.1 = shufflevector <8 x float> %sxv0.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxv1.1.i = insertelement <8 x float> poison, float %sx1.1, i64 0
  %sxv1.1 = shufflevector <8 x float> %sxv1.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.1 = sitofp <8 x i32> %ic.1 to <8 x float>
  %sc.1 = fmul <8 x float> %dw, %dxv.1
  %ad.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.1, <8 x float> %sc.1, <8 x float> %ca.1)
  ; the min term per chunk: mn[r][0] * sx_0 + mn[r][1] * sx_1
  %am.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.0, <8 x float> %sxv0.1, <8 x float> %ad.1)
  %ca.1.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.1, <8 x float> %sxv1.1, <8 x float> %am.1)
  %dxp.2 = getelementptr inbounds float, ptr %xd.2, i64 %gb
  %dx.2 = load float, ptr %dxp.2, align 4
  %dxv.2.i = insertelement <8 x float> poison, float %dx.2, i64 0
  %dxv.2 = shufflevector <8 x float> %dxv.2.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.2 = getelementptr inbounds float, ptr %xs.2, i64 %gs
  %sx0.2 = load float, ptr %sxp.2, align 4
  %sxp1.2 = getelementptr inbounds float, ptr %sxp.2, i64 1
  %sx1.2 = load float, ptr %sxp1.2, align 4
  %sxv0.2.i = insertelement <8 x float> poison, float %sx0.2, i64 0
  %sxv0.2 = shufflevector <8 x float> %sxv0.2.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxv1.2.i = insertelement <8 x float> poison, float %sx1.2, i64 0
  %sxv1.2 = shufflevector <8 x float> %sxv1.2.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.2 = sitofp <8 x i32> %ic.2 to <8 x float>
  %sc.2 = fmul <8 x float> %dw, %dxv.2
  %ad.2 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.2, <8 x float> %sc.2, <8 x float> %ca.2)
  ; the min term per chunk: mn[r][0] * sx_0 + mn[r][1] * sx_1
  %am.2 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.0, <8 x float> %sxv0.2, <8 x float> %ad.2)
  %ca.2.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.1, <8 x float> %sxv1.2, <8 x float> %am.2)
  %dxp.3 = getelementptr inbounds float, ptr %xd.3, i64 %gb
  %dx.3 = load float, ptr %dxp.3, align 4
  %dxv.3.i = insertelement <8 x float> poison, float %dx.3, i64 0
  %dxv.3 = shufflevector <8 x float> %dxv.3.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.3 = getelementptr inbounds float, ptr %xs.3, i64 %gs
  %sx0.3 = load float, ptr %sxp.3, align 4
  %sxp1.3 = getelementptr inbounds float, ptr %sxp.3, i64 1
  %sx1.3 = load float, ptr %sxp1.3, align 4
  %sxv0.3.i = insertelement <8 x float> poison, float %sx0.3, i64 0
  %sxv0.3 = shufflevector <8 x float> %sxv0.3.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxv1.3.i = insertelement <8 x float> poison, float %sx1.3, i64 0
  %sxv1.3 = shufflevector <8 x float> %sxv1.3.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.3 = sitofp <8 x i32> %ic.3 to <8 x float>
  %sc.3 = fmul <8 x float> %dw, %dxv.3
  %ad.3 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.3, <8 x float> %sc.3, <8 x float> %ca.3)
  ; the min term per chunk: mn[r][0] * sx_0 + mn[r][1] * sx_1
  %am.3 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.0, <8 x float> %sxv0.3, <8 x float> %ad.3)
  %ca.3.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.1, <8 x float> %sxv1.3, <8 x float> %am.3)
  %dxp.4 = getelementptr inbounds float, ptr %xd.4, i64 %gb
  %dx.4 = load float, ptr %dxp.4, align 4
  %dxv.4.i = insertelement <8 x float> poison, float %dx.4, i64 0
  %dxv.4 = shufflevector <8 x float> %dxv.4.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.4 = getelementptr inbounds float, ptr %xs.4, i64 %gs
  %sx0.4 = load float, ptr %sxp.4, align 4
  %sxp1.4 = getelementptr inbounds float, ptr %sxp.4, i64 1
  %sx1.4 = load float, ptr %sxp1.4, align 4
  %sxv0.4.i = insertelement <8 x float> poison, float %sx0.4, i64 0
  %sxv0.4 = shufflevector <8 x float> %sxv0.4.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxv1.4.i = insertelement <8 x float> poison, float %sx1.4, i64 0
  %sxv1.4 = shufflevector <8 x float> %sxv1.4.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.4 = sitofp <8 x i32> %ic.4 to <8 x float>
  %sc.4 = fmul <8 x float> %dw, %dxv.4
  %ad.4 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.4, <8 x float> %sc.4, <8 x float> %ca.4)
  ; the min term per chunk: mn[r][0] * sx_0 + mn[r][1] * sx_1
  %am.4 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.0, <8 x float> %sxv0.4, <8 x float> %ad.4)
  %ca.4.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.1, <8 x float> %sxv1.4, <8 x float> %am.4)
  %dxp.5 = getelementptr inbounds float, ptr %xd.5, i64 %gb
  %dx.5 = load float, ptr %dxp.5, align 4
  %dxv.5.i = insertelement <8 x float> poison, float %dx.5, i64 0
  %dxv.5 = shufflevector <8 x float> %dxv.5.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.5 = getelementptr inbounds float, ptr %xs.5, i64 %gs
  %sx0.5 = load float, ptr %sxp.5, align 4
  %sxp1.5 = getelementptr inbounds float, ptr %sxp.5, i64 1
  %sx1.5 = load float, ptr %sxp1.5, align 4
  %sxv0.5.i = insertelement <8 x float> poison, float %sx0.5, i64 0
  %sxv0.5 = shufflevector <8 x float> %sxv0.5.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxv1.5.i = insertelement <8 x float> poison, float %sx1.5, i64 0
  %sxv1.5 = shufflevector <8 x float> %sxv1.5.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.5 = sitofp <8 x i32> %ic.5 to <8 x float>
  %sc.5 = fmul <8 x float> %dw, %dxv.5
  %ad.5 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.5, <8 x float> %sc.5, <8 x float> %ca.5)
  ; the min term per chunk: mn[r][0] * sx_0 + mn[r][1] * sx_1
  %am.5 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.0, <8 x float> %sxv0.5, <8 x float> %ad.5)
  %ca.5.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.1, <8 x float> %sxv1.5, <8 x float> %am.5)
  %dxp.6 = getelementptr inbounds float, ptr %xd.6, i64 %gb
  %dx.6 = load float, ptr %dxp.6, align 4
  %dxv.6.i = insertelement <8 x float> poison, float %dx.6, i64 0
  %dxv.6 = shufflevector <8 x float> %dxv.6.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.6 = getelementptr inbounds float, ptr %xs.6, i64 %gs
  %sx0.6 = load float, ptr %sxp.6, align 4
  %sxp1.6 = getelementptr inbounds float, ptr %sxp.6, i64 1
  %sx1.6 = load float, ptr %sxp1.6, align 4
  %sxv0.6.i = insertelement <8 x float> poison, float %sx0.6, i64 0
  %sxv0.6 = shufflevector <8 x float> %sxv0.6.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxv1.6.i = insertelement <8 x float> poison, float %sx1.6, i64 0
  %sxv1.6 = shufflevector <8 x float> %sxv1.6.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.6 = sitofp <8 x i32> %ic.6 to <8 x float>
  %sc.6 = fmul <8 x float> %dw, %dxv.6
  %ad.6 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.6, <8 x float> %sc.6, <8 x float> %ca.6)
  ; the min term per chunk: mn[r][0] * sx_0 + mn[r][1] * sx_1
  %am.6 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.0, <8 x float> %sxv0.6, <8 x float> %ad.6)
  %ca.6.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.1, <8 x float> %sxv1.6, <8 x float> %am.6)
  %dxp.7 = getelementptr inbounds float, ptr %xd.7, i64 %gb
  %dx.7 = load float, ptr %dxp.7, align 4
  %dxv.7.i = insertelement <8 x float> poison, float %dx.7, i64 0
  %dxv.7 = shufflevector <8 x float> %dxv.7.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.7 = getelementptr inbounds float, ptr %xs.7, i64 %gs
  %sx0.7 = load float, ptr %sxp.7, align 4
  %sxp1.7 = getelementptr inbounds float, ptr %sxp.7, i64 1
  %sx1.7 = load float, ptr %sxp1.7, align 4
  %sxv0.7.i = insertelement <8 x float> poison, float %sx0.7, i64 0
  %sxv0.7 = shufflevector <8 x float> %sxv0.7.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxv1.7.i = insertelement <8 x float> poison, float %sx1.7, i64 0
  %sxv1.7 = shufflevector <8 x float> %sxv1.7.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.7 = sitofp <8 x i32> %ic.7 to <8 x float>
  %sc.7 = fmul <8 x float> %dw, %dxv.7
  %ad.7 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.7, <8 x float> %sc.7, <8 x float> %ca.7)
  ; the min term per chunk: mn[r][0] * sx_0 + mn[r][1] * sx_1
  %am.7 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.0, <8 x float> %sxv0.7, <8 x float> %ad.7)
  %ca.7.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.1, <8 x float> %sxv1.7, <8 x float> %am.7)
  %c.next = add i64 %c, 1
  %c.more = icmp ult i64 %c.next, 8
  br i1 %c.more, label %chunk, label %tile.end

tile.end:
  %t.next = add i64 %t, 1
  %t.more = icmp ult i64 %t.next, 48
  br i1 %t.more, label %tile, label %out

out:
  %ret.0 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } poison, <8 x float> %ca.0.1, 0
  %ret.1 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %ret.0, <8 x float> %ca.1.1, 1
  %ret.2 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %ret.1, <8 x float> %ca.2.1, 2
  %ret.3 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %ret.2, <8 x float> %ca.3.1, 3
  %ret.4 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %ret.3, <8 x float> %ca.4.1, 4
  %ret.5 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %ret.4, <8 x float> %ca.5.1, 5
  %ret.6 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %ret.5, <8 x float> %ca.6.1, 6
  %ret.7 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %ret.6, <8 x float> %ca.7.1, 7
  ret { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %ret.7
}

define internal { <8 x float> } @gemm_q6_K_avxvnni_n4096_k12288.mk.1(ptr %wg, ptr %xq.0) #1 {
entry:
  %xd.0 = getelementptr inbounds i8, ptr %xq.0, i64 12288
  %xs.0 = getelementptr inbounds i8, ptr %xq.0, i64 13824
  br label %tile

tile:
  ; one iteration = one tile %t: a super-block of 256 inputs, 16 chunks of 16; the
  ; activations (q8_0) have a scale and sums per 32 inputs
  %t = phi i64 [ 0, %entry ], [ %t.next, %tile.end ]
  %acc.0 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.0.1, %tile.end ]
  %to = mul i64 %t, 1712
  %tp = getelementptr inbounds i8, ptr %wg, i64 %to
  %xo = mul i64 %t, 256
  %xt.0 = getelementptr inbounds i8, ptr %xq.0, i64 %xo
  %dw.p = getelementptr inbounds i8, ptr %tp, i64 1664
  %dw.h = load <8 x half>, ptr %dw.p, align 2
  %dw = fpext <8 x half> %dw.h to <8 x float>


  ; the offset as a min: (offset * d) * sc per chunk (exact: the offset is a power of two)
  %ow = fmul <8 x float> %dw, <float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0>
  %tc = mul i64 %t, 8
  br label %chunk

chunk:
  ; step c: the 2 chunks j of the 32-input activation block c (scale dx), then
  ;   acc[r] += (d[r] * dx) * (sum_j sc[r][j] * the chunk's exact dot product) + sum_j mn[r][j] * sx_j,
  ; sx_j chunk j's float sum of x and mn = (offset * d) * sc.  The int32 sum is exact:
  ; |u| <= 63, |x| <= 127, |sc| <= 128, so |sc * isum_j| <= 16386048 and the
  ; sum <= 32772096 < 2^31; one conversion rounds it (exact below 2^24)
  %c = phi i64 [ 0, %tile ], [ %c.next, %chunk ]
  %ca.0 = phi <8 x float> [ %acc.0, %tile ], [ %ca.0.1, %chunk ]
  %co = mul i64 %c, 192
  %cp = getelementptr inbounds i8, ptr %tp, i64 %co
  ; prefetch the bytes ahead in the weight stream (from DRAM, L3 or L2)
  %pf.0.0 = getelementptr i8, ptr %cp, i64 3072
  call void @llvm.prefetch.p0(ptr %pf.0.0, i32 0, i32 3, i32 1)
  %pf.0.1 = getelementptr i8, ptr %cp, i64 3136
  call void @llvm.prefetch.p0(ptr %pf.0.1, i32 0, i32 3, i32 1)
  %pf.0.2 = getelementptr i8, ptr %cp, i64 3200
  call void @llvm.prefetch.p0(ptr %pf.0.2, i32 0, i32 3, i32 1)

  %so = mul i64 %c, 16
  %sb = getelementptr inbounds i8, ptr %tp, i64 %so
  %csc.0.p = getelementptr inbounds i8, ptr %sb, i64 1536
  %csc.0.b = load <8 x i8>, ptr %csc.0.p, align 1
  %csc.0 = sext <8 x i8> %csc.0.b to <8 x i32>

  %csf.0 = sitofp <8 x i32> %csc.0 to <8 x float>
  %mnc.0 = fmul <8 x float> %ow, %csf.0
  %cp.1 = getelementptr inbounds i8, ptr %cp, i64 96
  %csc.1.p = getelementptr inbounds i8, ptr %sb, i64 1544
  %csc.1.b = load <8 x i8>, ptr %csc.1.p, align 1
  %csc.1 = sext <8 x i8> %csc.1.b to <8 x i32>

  %csf.1 = sitofp <8 x i32> %csc.1 to <8 x float>
  %mnc.1 = fmul <8 x float> %ow, %csf.1
  ; the step's activation block (scale) and its sums (q8_0: f32 s per 16 inputs)
  %gc = add i64 %tc, %c
  %gb = or i64 %gc, 0
  %gs = mul i64 %gc, 2
  %xco = mul i64 %c, 32
  %xc.0 = getelementptr inbounds i8, ptr %xt.0, i64 %xco
  %xc.0.1 = getelementptr inbounds i8, ptr %xc.0, i64 16
  ; chunk 0 of the step
  %six.0.0.p = getelementptr inbounds i8, ptr %cp, i64 0
  %six.0.0 = load <32 x i8>, ptr %six.0.0.p, align 1

  %wu.0.0 = and <32 x i8> %six.0.0, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %six.0.1.p = getelementptr inbounds i8, ptr %cp, i64 32
  %six.0.1 = load <32 x i8>, ptr %six.0.1.p, align 1

  %wu.0.1 = and <32 x i8> %six.0.1, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %six.0.2.p = getelementptr inbounds i8, ptr %cp, i64 64
  %six.0.2 = load <32 x i8>, ptr %six.0.2.p, align 1

  %wu.0.2 = and <32 x i8> %six.0.2, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  ; code 3: bits 6-7 of the three entries, in order
  %s3s.0.0 = lshr <32 x i8> %six.0.0, <i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6>
  %s3m.0.0 = and <32 x i8> %s3s.0.0, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %s3s.0.1 = lshr <32 x i8> %six.0.1, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %s3m.0.1 = and <32 x i8> %s3s.0.1, <i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12>
  %s3s.0.2 = lshr <32 x i8> %six.0.2, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  %s3m.0.2 = and <32 x i8> %s3s.0.2, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %s3o.0.0 = or <32 x i8> %s3m.0.0, %s3m.0.1
  %wu.0.3 = or <32 x i8> %s3o.0.0, %s3m.0.2
  %wv.0.0 = or <32 x i8> %wu.0.0, zeroinitializer
  %wv.0.1 = or <32 x i8> %wu.0.1, zeroinitializer
  %wv.0.2 = or <32 x i8> %wu.0.2, zeroinitializer
  %wv.0.3 = or <32 x i8> %wu.0.3, zeroinitializer
  %wi.0.0 = bitcast <32 x i8> %wv.0.0 to <8 x i32>
  %wi.0.1 = bitcast <32 x i8> %wv.0.1 to <8 x i32>
  %wi.0.2 = bitcast <32 x i8> %wv.0.2 to <8 x i32>
  %wi.0.3 = bitcast <32 x i8> %wv.0.3 to <8 x i32>

  %xp.0.0.0 = getelementptr inbounds i8, ptr %xc.0, i64 0
  %xl.0.0.0 = load i32, ptr %xp.0.0.0, align 1
  %xb.0.0.0.i = insertelement <8 x i32> poison, i32 %xl.0.0.0, i64 0
  %xb.0.0.0 = shufflevector <8 x i32> %xb.0.0.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.0 = bitcast <8 x i32> %xb.0.0.0 to <32 x i8>
  %xi.0.0.0 = bitcast <32 x i8> %xy.0.0.0 to <8 x i32>
  %is.0.0.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.0.0, <8 x i32> %xi.0.0.0)
  %xp.0.0.1 = getelementptr inbounds i8, ptr %xc.0, i64 4
  %xl.0.0.1 = load i32, ptr %xp.0.0.1, align 1
  %xb.0.0.1.i = insertelement <8 x i32> poison, i32 %xl.0.0.1, i64 0
  %xb.0.0.1 = shufflevector <8 x i32> %xb.0.0.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.1 = bitcast <8 x i32> %xb.0.0.1 to <32 x i8>
  %xi.0.0.1 = bitcast <32 x i8> %xy.0.0.1 to <8 x i32>
  %is.0.0.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.0.0, <8 x i32> %wi.0.1, <8 x i32> %xi.0.0.1)
  %xp.0.0.2 = getelementptr inbounds i8, ptr %xc.0, i64 8
  %xl.0.0.2 = load i32, ptr %xp.0.0.2, align 1
  %xb.0.0.2.i = insertelement <8 x i32> poison, i32 %xl.0.0.2, i64 0
  %xb.0.0.2 = shufflevector <8 x i32> %xb.0.0.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.2 = bitcast <8 x i32> %xb.0.0.2 to <32 x i8>
  %xi.0.0.2 = bitcast <32 x i8> %xy.0.0.2 to <8 x i32>
  %is.0.0.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.0.1, <8 x i32> %wi.0.2, <8 x i32> %xi.0.0.2)
  %xp.0.0.3 = getelementptr inbounds i8, ptr %xc.0, i64 12
  %xl.0.0.3 = load i32, ptr %xp.0.0.3, align 1
  %xb.0.0.3.i = insertelement <8 x i32> poison, i32 %xl.0.0.3, i64 0
  %xb.0.0.3 = shufflevector <8 x i32> %xb.0.0.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.3 = bitcast <8 x i32> %xb.0.0.3 to <32 x i8>
  %xi.0.0.3 = bitcast <32 x i8> %xy.0.0.3 to <8 x i32>
  %is.0.0.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.0.2, <8 x i32> %wi.0.3, <8 x i32> %xi.0.0.3)
  %isum.0.0 = or <8 x i32> %is.0.0.3, zeroinitializer

  %isc.0.0 = mul <8 x i32> %isum.0.0, %csc.0
  ; chunk 1 of the step
  %six.1.0.p = getelementptr inbounds i8, ptr %cp.1, i64 0
  %six.1.0 = load <32 x i8>, ptr %six.1.0.p, align 1

  %wu.1.0 = and <32 x i8> %six.1.0, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %six.1.1.p = getelementptr inbounds i8, ptr %cp.1, i64 32
  %six.1.1 = load <32 x i8>, ptr %six.1.1.p, align 1

  %wu.1.1 = and <32 x i8> %six.1.1, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %six.1.2.p = getelementptr inbounds i8, ptr %cp.1, i64 64
  %six.1.2 = load <32 x i8>, ptr %six.1.2.p, align 1

  %wu.1.2 = and <32 x i8> %six.1.2, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  ; code 3: bits 6-7 of the three entries, in order
  %s3s.1.0 = lshr <32 x i8> %six.1.0, <i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6>
  %s3m.1.0 = and <32 x i8> %s3s.1.0, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %s3s.1.1 = lshr <32 x i8> %six.1.1, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %s3m.1.1 = and <32 x i8> %s3s.1.1, <i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12>
  %s3s.1.2 = lshr <32 x i8> %six.1.2, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  %s3m.1.2 = and <32 x i8> %s3s.1.2, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %s3o.1.0 = or <32 x i8> %s3m.1.0, %s3m.1.1
  %wu.1.3 = or <32 x i8> %s3o.1.0, %s3m.1.2
  %wv.1.0 = or <32 x i8> %wu.1.0, zeroinitializer
  %wv.1.1 = or <32 x i8> %wu.1.1, zeroinitializer
  %wv.1.2 = or <32 x i8> %wu.1.2, zeroinitializer
  %wv.1.3 = or <32 x i8> %wu.1.3, zeroinitializer
  %wi.1.0 = bitcast <32 x i8> %wv.1.0 to <8 x i32>
  %wi.1.1 = bitcast <32 x i8> %wv.1.1 to <8 x i32>
  %wi.1.2 = bitcast <32 x i8> %wv.1.2 to <8 x i32>
  %wi.1.3 = bitcast <32 x i8> %wv.1.3 to <8 x i32>

  %xp.1.0.0 = getelementptr inbounds i8, ptr %xc.0.1, i64 0
  %xl.1.0.0 = load i32, ptr %xp.1.0.0, align 1
  %xb.1.0.0.i = insertelement <8 x i32> poison, i32 %xl.1.0.0, i64 0
  %xb.1.0.0 = shufflevector <8 x i32> %xb.1.0.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.0.0 = bitcast <8 x i32> %xb.1.0.0 to <32 x i8>
  %xi.1.0.0 = bitcast <32 x i8> %xy.1.0.0 to <8 x i32>
  %is.1.0.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.1.0, <8 x i32> %xi.1.0.0)
  %xp.1.0.1 = getelementptr inbounds i8, ptr %xc.0.1, i64 4
  %xl.1.0.1 = load i32, ptr %xp.1.0.1, align 1
  %xb.1.0.1.i = insertelement <8 x i32> poison, i32 %xl.1.0.1, i64 0
  %xb.1.0.1 = shufflevector <8 x i32> %xb.1.0.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.0.1 = bitcast <8 x i32> %xb.1.0.1 to <32 x i8>
  %xi.1.0.1 = bitcast <32 x i8> %xy.1.0.1 to <8 x i32>
  %is.1.0.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.0, <8 x i32> %wi.1.1, <8 x i32> %xi.1.0.1)
  %xp.1.0.2 = getelementptr inbounds i8, ptr %xc.0.1, i64 8
  %xl.1.0.2 = load i32, ptr %xp.1.0.2, align 1
  %xb.1.0.2.i = insertelement <8 x i32> poison, i32 %xl.1.0.2, i64 0
  %xb.1.0.2 = shufflevector <8 x i32> %xb.1.0.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.0.2 = bitcast <8 x i32> %xb.1.0.2 to <32 x i8>
  %xi.1.0.2 = bitcast <32 x i8> %xy.1.0.2 to <8 x i32>
  %is.1.0.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.1, <8 x i32> %wi.1.2, <8 x i32> %xi.1.0.2)
  %xp.1.0.3 = getelementptr inbounds i8, ptr %xc.0.1, i64 12
  %xl.1.0.3 = load i32, ptr %xp.1.0.3, align 1
  %xb.1.0.3.i = insertelement <8 x i32> poison, i32 %xl.1.0.3, i64 0
  %xb.1.0.3 = shufflevector <8 x i32> %xb.1.0.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.0.3 = bitcast <8 x i32> %xb.1.0.3 to <32 x i8>
  %xi.1.0.3 = bitcast <32 x i8> %xy.1.0.3 to <8 x i32>
  %is.1.0.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.2, <8 x i32> %wi.1.3, <8 x i32> %xi.1.0.3)
  %isum.1.0 = or <8 x i32> %is.1.0.3, zeroinitializer

  %isc.1.0 = mul <8 x i32> %isum.1.0, %csc.1
  %ic.0 = add <8 x i32> %isc.0.0, %isc.1.0
  %dxp.0 = getelementptr inbounds float, ptr %xd.0, i64 %gb
  %dx.0 = load float, ptr %dxp.0, align 4
  %dxv.0.i = insertelement <8 x float> poison, float %dx.0, i64 0
  %dxv.0 = shufflevector <8 x float> %dxv.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.0 = getelementptr inbounds float, ptr %xs.0, i64 %gs
  %sx0.0 = load float, ptr %sxp.0, align 4
  %sxp1.0 = getelementptr inbounds float, ptr %sxp.0, i64 1
  %sx1.0 = load float, ptr %sxp1.0, align 4
  %sxv0.0.i = insertelement <8 x float> poison, float %sx0.0, i64 0
  %sxv0.0 = shufflevector <8 x float> %sxv0.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxv1.0.i = insertelement <8 x float> poison, float %sx1.0, i64 0
  %sxv1.0 = shufflevector <8 x float> %sxv1.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.0 = sitofp <8 x i32> %ic.0 to <8 x float>
  %sc.0 = fmul <8 x float> %dw, %dxv.0
  %ad.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.0, <8 x float> %sc.0, <8 x float> %ca.0)
  ; the min term per chunk: mn[r][0] * sx_0 + mn[r][1] * sx_1
  %am.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.0, <8 x float> %sxv0.0, <8 x float> %ad.0)
  %ca.0.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.1, <8 x float> %sxv1.0, <8 x float> %am.0)
  %c.next = add i64 %c, 1
  %c.more = icmp ult i64 %c.next, 8
  br i1 %c.more, label %chunk, label %tile.end

tile.end:
  %t.next = add i64 %t, 1
  %t.more = icmp ult i64 %t.next, 48
  br i1 %t.more, label %tile, label %out

out:
  %ret.0 = insertvalue { <8 x float> } poison, <8 x float> %ca.0.1, 0
  ret { <8 x float> } %ret.0
}

define internal { <8 x float>, <8 x float> } @gemm_q6_K_avxvnni_n4096_k12288.mk.2(ptr %wg, ptr %xq.0, ptr %xq.1) #1 {
entry:
  %xd.0 = getelementptr inbounds i8, ptr %xq.0, i64 12288
  %xs.0 = getelementptr inbounds i8, ptr %xq.0, i64 13824
  %xd.1 = getelementptr inbounds i8, ptr %xq.1, i64 12288
  %xs.1 = getelementptr inbounds i8, ptr %xq.1, i64 13824
  br label %tile

tile:
  ; one iteration = one tile %t: a super-block of 256 inputs, 16 chunks of 16; the
  ; activations (q8_0) have a scale and sums per 32 inputs
  %t = phi i64 [ 0, %entry ], [ %t.next, %tile.end ]
  %acc.0 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.0.1, %tile.end ]
  %acc.1 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.1.1, %tile.end ]
  %to = mul i64 %t, 1712
  %tp = getelementptr inbounds i8, ptr %wg, i64 %to
  %xo = mul i64 %t, 256
  %xt.0 = getelementptr inbounds i8, ptr %xq.0, i64 %xo
  %xt.1 = getelementptr inbounds i8, ptr %xq.1, i64 %xo
  %dw.p = getelementptr inbounds i8, ptr %tp, i64 1664
  %dw.h = load <8 x half>, ptr %dw.p, align 2
  %dw = fpext <8 x half> %dw.h to <8 x float>


  ; the offset as a min: (offset * d) * sc per chunk (exact: the offset is a power of two)
  %ow = fmul <8 x float> %dw, <float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0>
  %tc = mul i64 %t, 8
  br label %chunk

chunk:
  ; step c: the 2 chunks j of the 32-input activation block c (scale dx), then
  ;   acc[r] += (d[r] * dx) * (sum_j sc[r][j] * the chunk's exact dot product) + sum_j mn[r][j] * sx_j,
  ; sx_j chunk j's float sum of x and mn = (offset * d) * sc.  The int32 sum is exact:
  ; |u| <= 63, |x| <= 127, |sc| <= 128, so |sc * isum_j| <= 16386048 and the
  ; sum <= 32772096 < 2^31; one conversion rounds it (exact below 2^24)
  %c = phi i64 [ 0, %tile ], [ %c.next, %chunk ]
  %ca.0 = phi <8 x float> [ %acc.0, %tile ], [ %ca.0.1, %chunk ]
  %ca.1 = phi <8 x float> [ %acc.1, %tile ], [ %ca.1.1, %chunk ]
  %co = mul i64 %c, 192
  %cp = getelementptr inbounds i8, ptr %tp, i64 %co
  ; prefetch the bytes ahead in the weight stream (from DRAM, L3 or L2)
  %pf.0.0 = getelementptr i8, ptr %cp, i64 3072
  call void @llvm.prefetch.p0(ptr %pf.0.0, i32 0, i32 3, i32 1)
  %pf.0.1 = getelementptr i8, ptr %cp, i64 3136
  call void @llvm.prefetch.p0(ptr %pf.0.1, i32 0, i32 3, i32 1)
  %pf.0.2 = getelementptr i8, ptr %cp, i64 3200
  call void @llvm.prefetch.p0(ptr %pf.0.2, i32 0, i32 3, i32 1)

  %so = mul i64 %c, 16
  %sb = getelementptr inbounds i8, ptr %tp, i64 %so
  %csc.0.p = getelementptr inbounds i8, ptr %sb, i64 1536
  %csc.0.b = load <8 x i8>, ptr %csc.0.p, align 1
  %csc.0 = sext <8 x i8> %csc.0.b to <8 x i32>

  %csf.0 = sitofp <8 x i32> %csc.0 to <8 x float>
  %mnc.0 = fmul <8 x float> %ow, %csf.0
  %cp.1 = getelementptr inbounds i8, ptr %cp, i64 96
  %csc.1.p = getelementptr inbounds i8, ptr %sb, i64 1544
  %csc.1.b = load <8 x i8>, ptr %csc.1.p, align 1
  %csc.1 = sext <8 x i8> %csc.1.b to <8 x i32>

  %csf.1 = sitofp <8 x i32> %csc.1 to <8 x float>
  %mnc.1 = fmul <8 x float> %ow, %csf.1
  ; the step's activation block (scale) and its sums (q8_0: f32 s per 16 inputs)
  %gc = add i64 %tc, %c
  %gb = or i64 %gc, 0
  %gs = mul i64 %gc, 2
  %xco = mul i64 %c, 32
  %xc.0 = getelementptr inbounds i8, ptr %xt.0, i64 %xco
  %xc.0.1 = getelementptr inbounds i8, ptr %xc.0, i64 16
  %xc.1 = getelementptr inbounds i8, ptr %xt.1, i64 %xco
  %xc.1.1 = getelementptr inbounds i8, ptr %xc.1, i64 16
  ; chunk 0 of the step
  %six.0.0.p = getelementptr inbounds i8, ptr %cp, i64 0
  %six.0.0 = load <32 x i8>, ptr %six.0.0.p, align 1

  %wu.0.0 = and <32 x i8> %six.0.0, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %six.0.1.p = getelementptr inbounds i8, ptr %cp, i64 32
  %six.0.1 = load <32 x i8>, ptr %six.0.1.p, align 1

  %wu.0.1 = and <32 x i8> %six.0.1, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %six.0.2.p = getelementptr inbounds i8, ptr %cp, i64 64
  %six.0.2 = load <32 x i8>, ptr %six.0.2.p, align 1

  %wu.0.2 = and <32 x i8> %six.0.2, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  ; code 3: bits 6-7 of the three entries, in order
  %s3s.0.0 = lshr <32 x i8> %six.0.0, <i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6>
  %s3m.0.0 = and <32 x i8> %s3s.0.0, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %s3s.0.1 = lshr <32 x i8> %six.0.1, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %s3m.0.1 = and <32 x i8> %s3s.0.1, <i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12>
  %s3s.0.2 = lshr <32 x i8> %six.0.2, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  %s3m.0.2 = and <32 x i8> %s3s.0.2, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %s3o.0.0 = or <32 x i8> %s3m.0.0, %s3m.0.1
  %wu.0.3 = or <32 x i8> %s3o.0.0, %s3m.0.2
  %wv.0.0 = or <32 x i8> %wu.0.0, zeroinitializer
  %wv.0.1 = or <32 x i8> %wu.0.1, zeroinitializer
  %wv.0.2 = or <32 x i8> %wu.0.2, zeroinitializer
  %wv.0.3 = or <32 x i8> %wu.0.3, zeroinitializer
  %wi.0.0 = bitcast <32 x i8> %wv.0.0 to <8 x i32>
  %wi.0.1 = bitcast <32 x i8> %wv.0.1 to <8 x i32>
  %wi.0.2 = bitcast <32 x i8> %wv.0.2 to <8 x i32>
  %wi.0.3 = bitcast <32 x i8> %wv.0.3 to <8 x i32>

  %xp.0.0.0 = getelementptr inbounds i8, ptr %xc.0, i64 0
  %xl.0.0.0 = load i32, ptr %xp.0.0.0, align 1
  %xb.0.0.0.i = insertelement <8 x i32> poison, i32 %xl.0.0.0, i64 0
  %xb.0.0.0 = shufflevector <8 x i32> %xb.0.0.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.0 = bitcast <8 x i32> %xb.0.0.0 to <32 x i8>
  %xi.0.0.0 = bitcast <32 x i8> %xy.0.0.0 to <8 x i32>
  %is.0.0.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.0.0, <8 x i32> %xi.0.0.0)
  %xp.0.0.1 = getelementptr inbounds i8, ptr %xc.0, i64 4
  %xl.0.0.1 = load i32, ptr %xp.0.0.1, align 1
  %xb.0.0.1.i = insertelement <8 x i32> poison, i32 %xl.0.0.1, i64 0
  %xb.0.0.1 = shufflevector <8 x i32> %xb.0.0.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.1 = bitcast <8 x i32> %xb.0.0.1 to <32 x i8>
  %xi.0.0.1 = bitcast <32 x i8> %xy.0.0.1 to <8 x i32>
  %is.0.0.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.0.0, <8 x i32> %wi.0.1, <8 x i32> %xi.0.0.1)
  %xp.0.0.2 = getelementptr inbounds i8, ptr %xc.0, i64 8
  %xl.0.0.2 = load i32, ptr %xp.0.0.2, align 1
  %xb.0.0.2.i = insertelement <8 x i32> poison, i32 %xl.0.0.2, i64 0
  %xb.0.0.2 = shufflevector <8 x i32> %xb.0.0.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.2 = bitcast <8 x i32> %xb.0.0.2 to <32 x i8>
  %xi.0.0.2 = bitcast <32 x i8> %xy.0.0.2 to <8 x i32>
  %is.0.0.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.0.1, <8 x i32> %wi.0.2, <8 x i32> %xi.0.0.2)
  %xp.0.0.3 = getelementptr inbounds i8, ptr %xc.0, i64 12
  %xl.0.0.3 = load i32, ptr %xp.0.0.3, align 1
  %xb.0.0.3.i = insertelement <8 x i32> poison, i32 %xl.0.0.3, i64 0
  %xb.0.0.3 = shufflevector <8 x i32> %xb.0.0.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.3 = bitcast <8 x i32> %xb.0.0.3 to <32 x i8>
  %xi.0.0.3 = bitcast <32 x i8> %xy.0.0.3 to <8 x i32>
  %is.0.0.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.0.2, <8 x i32> %wi.0.3, <8 x i32> %xi.0.0.3)
  %isum.0.0 = or <8 x i32> %is.0.0.3, zeroinitializer

  %isc.0.0 = mul <8 x i32> %isum.0.0, %csc.0
  %xp.0.1.0 = getelementptr inbounds i8, ptr %xc.1, i64 0
  %xl.0.1.0 = load i32, ptr %xp.0.1.0, align 1
  %xb.0.1.0.i = insertelement <8 x i32> poison, i32 %xl.0.1.0, i64 0
  %xb.0.1.0 = shufflevector <8 x i32> %xb.0.1.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.0 = bitcast <8 x i32> %xb.0.1.0 to <32 x i8>
  %xi.0.1.0 = bitcast <32 x i8> %xy.0.1.0 to <8 x i32>
  %is.0.1.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.0.0, <8 x i32> %xi.0.1.0)
  %xp.0.1.1 = getelementptr inbounds i8, ptr %xc.1, i64 4
  %xl.0.1.1 = load i32, ptr %xp.0.1.1, align 1
  %xb.0.1.1.i = insertelement <8 x i32> poison, i32 %xl.0.1.1, i64 0
  %xb.0.1.1 = shufflevector <8 x i32> %xb.0.1.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.1 = bitcast <8 x i32> %xb.0.1.1 to <32 x i8>
  %xi.0.1.1 = bitcast <32 x i8> %xy.0.1.1 to <8 x i32>
  %is.0.1.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.1.0, <8 x i32> %wi.0.1, <8 x i32> %xi.0.1.1)
  %xp.0.1.2 = getelementptr inbounds i8, ptr %xc.1, i64 8
  %xl.0.1.2 = load i32, ptr %xp.0.1.2, align 1
  %xb.0.1.2.i = insertelement <8 x i32> poison, i32 %xl.0.1.2, i64 0
  %xb.0.1.2 = shufflevector <8 x i32> %xb.0.1.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.2 = bitcast <8 x i32> %xb.0.1.2 to <32 x i8>
  %xi.0.1.2 = bitcast <32 x i8> %xy.0.1.2 to <8 x i32>
  %is.0.1.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.1.1, <8 x i32> %wi.0.2, <8 x i32> %xi.0.1.2)
  %xp.0.1.3 = getelementptr inbounds i8, ptr %xc.1, i64 12
  %xl.0.1.3 = load i32, ptr %xp.0.1.3, align 1
  %xb.0.1.3.i = insertelement <8 x i32> poison, i32 %xl.0.1.3, i64 0
  %xb.0.1.3 = shufflevector <8 x i32> %xb.0.1.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.3 = bitcast <8 x i32> %xb.0.1.3 to <32 x i8>
  %xi.0.1.3 = bitcast <32 x i8> %xy.0.1.3 to <8 x i32>
  %is.0.1.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.1.2, <8 x i32> %wi.0.3, <8 x i32> %xi.0.1.3)
  %isum.0.1 = or <8 x i32> %is.0.1.3, zeroinitializer

  %isc.0.1 = mul <8 x i32> %isum.0.1, %csc.0
  ; chunk 1 of the step
  %six.1.0.p = getelementptr inbounds i8, ptr %cp.1, i64 0
  %six.1.0 = load <32 x i8>, ptr %six.1.0.p, align 1

  %wu.1.0 = and <32 x i8> %six.1.0, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %six.1.1.p = getelementptr inbounds i8, ptr %cp.1, i64 32
  %six.1.1 = load <32 x i8>, ptr %six.1.1.p, align 1

  %wu.1.1 = and <32 x i8> %six.1.1, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %six.1.2.p = getelementptr inbounds i8, ptr %cp.1, i64 64
  %six.1.2 = load <32 x i8>, ptr %six.1.2.p, align 1

  %wu.1.2 = and <32 x i8> %six.1.2, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  ; code 3: bits 6-7 of the three entries, in order
  %s3s.1.0 = lshr <32 x i8> %six.1.0, <i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6>
  %s3m.1.0 = and <32 x i8> %s3s.1.0, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %s3s.1.1 = lshr <32 x i8> %six.1.1, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %s3m.1.1 = and <32 x i8> %s3s.1.1, <i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12>
  %s3s.1.2 = lshr <32 x i8> %six.1.2, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  %s3m.1.2 = and <32 x i8> %s3s.1.2, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %s3o.1.0 = or <32 x i8> %s3m.1.0, %s3m.1.1
  %wu.1.3 = or <32 x i8> %s3o.1.0, %s3m.1.2
  %wv.1.0 = or <32 x i8> %wu.1.0, zeroinitializer
  %wv.1.1 = or <32 x i8> %wu.1.1, zeroinitializer
  %wv.1.2 = or <32 x i8> %wu.1.2, zeroinitializer
  %wv.1.3 = or <32 x i8> %wu.1.3, zeroinitializer
  %wi.1.0 = bitcast <32 x i8> %wv.1.0 to <8 x i32>
  %wi.1.1 = bitcast <32 x i8> %wv.1.1 to <8 x i32>
  %wi.1.2 = bitcast <32 x i8> %wv.1.2 to <8 x i32>
  %wi.1.3 = bitcast <32 x i8> %wv.1.3 to <8 x i32>

  %xp.1.0.0 = getelementptr inbounds i8, ptr %xc.0.1, i64 0
  %xl.1.0.0 = load i32, ptr %xp.1.0.0, align 1
  %xb.1.0.0.i = insertelement <8 x i32> poison, i32 %xl.1.0.0, i64 0
  %xb.1.0.0 = shufflevector <8 x i32> %xb.1.0.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.0.0 = bitcast <8 x i32> %xb.1.0.0 to <32 x i8>
  %xi.1.0.0 = bitcast <32 x i8> %xy.1.0.0 to <8 x i32>
  %is.1.0.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.1.0, <8 x i32> %xi.1.0.0)
  %xp.1.0.1 = getelementptr inbounds i8, ptr %xc.0.1, i64 4
  %xl.1.0.1 = load i32, ptr %xp.1.0.1, align 1
  %xb.1.0.1.i = insertelement <8 x i32> poison, i32 %xl.1.0.1, i64 0
  %xb.1.0.1 = shufflevector <8 x i32> %xb.1.0.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.0.1 = bitcast <8 x i32> %xb.1.0.1 to <32 x i8>
  %xi.1.0.1 = bitcast <32 x i8> %xy.1.0.1 to <8 x i32>
  %is.1.0.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.0, <8 x i32> %wi.1.1, <8 x i32> %xi.1.0.1)
  %xp.1.0.2 = getelementptr inbounds i8, ptr %xc.0.1, i64 8
  %xl.1.0.2 = load i32, ptr %xp.1.0.2, align 1
  %xb.1.0.2.i = insertelement <8 x i32> poison, i32 %xl.1.0.2, i64 0
  %xb.1.0.2 = shufflevector <8 x i32> %xb.1.0.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.0.2 = bitcast <8 x i32> %xb.1.0.2 to <32 x i8>
  %xi.1.0.2 = bitcast <32 x i8> %xy.1.0.2 to <8 x i32>
  %is.1.0.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.1, <8 x i32> %wi.1.2, <8 x i32> %xi.1.0.2)
  %xp.1.0.3 = getelementptr inbounds i8, ptr %xc.0.1, i64 12
  %xl.1.0.3 = load i32, ptr %xp.1.0.3, align 1
  %xb.1.0.3.i = insertelement <8 x i32> poison, i32 %xl.1.0.3, i64 0
  %xb.1.0.3 = shufflevector <8 x i32> %xb.1.0.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.0.3 = bitcast <8 x i32> %xb.1.0.3 to <32 x i8>
  %xi.1.0.3 = bitcast <32 x i8> %xy.1.0.3 to <8 x i32>
  %is.1.0.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.2, <8 x i32> %wi.1.3, <8 x i32> %xi.1.0.3)
  %isum.1.0 = or <8 x i32> %is.1.0.3, zeroinitializer

  %isc.1.0 = mul <8 x i32> %isum.1.0, %csc.1
  %ic.0 = add <8 x i32> %isc.0.0, %isc.1.0
  %xp.1.1.0 = getelementptr inbounds i8, ptr %xc.1.1, i64 0
  %xl.1.1.0 = load i32, ptr %xp.1.1.0, align 1
  %xb.1.1.0.i = insertelement <8 x i32> poison, i32 %xl.1.1.0, i64 0
  %xb.1.1.0 = shufflevector <8 x i32> %xb.1.1.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.1.0 = bitcast <8 x i32> %xb.1.1.0 to <32 x i8>
  %xi.1.1.0 = bitcast <32 x i8> %xy.1.1.0 to <8 x i32>
  %is.1.1.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.1.0, <8 x i32> %xi.1.1.0)
  %xp.1.1.1 = getelementptr inbounds i8, ptr %xc.1.1, i64 4
  %xl.1.1.1 = load i32, ptr %xp.1.1.1, align 1
  %xb.1.1.1.i = insertelement <8 x i32> poison, i32 %xl.1.1.1, i64 0
  %xb.1.1.1 = shufflevector <8 x i32> %xb.1.1.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.1.1 = bitcast <8 x i32> %xb.1.1.1 to <32 x i8>
  %xi.1.1.1 = bitcast <32 x i8> %xy.1.1.1 to <8 x i32>
  %is.1.1.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.1.0, <8 x i32> %wi.1.1, <8 x i32> %xi.1.1.1)
  %xp.1.1.2 = getelementptr inbounds i8, ptr %xc.1.1, i64 8
  %xl.1.1.2 = load i32, ptr %xp.1.1.2, align 1
  %xb.1.1.2.i = insertelement <8 x i32> poison, i32 %xl.1.1.2, i64 0
  %xb.1.1.2 = shufflevector <8 x i32> %xb.1.1.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.1.2 = bitcast <8 x i32> %xb.1.1.2 to <32 x i8>
  %xi.1.1.2 = bitcast <32 x i8> %xy.1.1.2 to <8 x i32>
  %is.1.1.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.1.1, <8 x i32> %wi.1.2, <8 x i32> %xi.1.1.2)
  %xp.1.1.3 = getelementptr inbounds i8, ptr %xc.1.1, i64 12
  %xl.1.1.3 = load i32, ptr %xp.1.1.3, align 1
  %xb.1.1.3.i = insertelement <8 x i32> poison, i32 %xl.1.1.3, i64 0
  %xb.1.1.3 = shufflevector <8 x i32> %xb.1.1.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.1.3 = bitcast <8 x i32> %xb.1.1.3 to <32 x i8>
  %xi.1.1.3 = bitcast <32 x i8> %xy.1.1.3 to <8 x i32>
  %is.1.1.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.1.2, <8 x i32> %wi.1.3, <8 x i32> %xi.1.1.3)
  %isum.1.1 = or <8 x i32> %is.1.1.3, zeroinitializer

  %isc.1.1 = mul <8 x i32> %isum.1.1, %csc.1
  %ic.1 = add <8 x i32> %isc.0.1, %isc.1.1
  %dxp.0 = getelementptr inbounds float, ptr %xd.0, i64 %gb
  %dx.0 = load float, ptr %dxp.0, align 4
  %dxv.0.i = insertelement <8 x float> poison, float %dx.0, i64 0
  %dxv.0 = shufflevector <8 x float> %dxv.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.0 = getelementptr inbounds float, ptr %xs.0, i64 %gs
  %sx0.0 = load float, ptr %sxp.0, align 4
  %sxp1.0 = getelementptr inbounds float, ptr %sxp.0, i64 1
  %sx1.0 = load float, ptr %sxp1.0, align 4
  %sxv0.0.i = insertelement <8 x float> poison, float %sx0.0, i64 0
  %sxv0.0 = shufflevector <8 x float> %sxv0.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxv1.0.i = insertelement <8 x float> poison, float %sx1.0, i64 0
  %sxv1.0 = shufflevector <8 x float> %sxv1.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.0 = sitofp <8 x i32> %ic.0 to <8 x float>
  %sc.0 = fmul <8 x float> %dw, %dxv.0
  %ad.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.0, <8 x float> %sc.0, <8 x float> %ca.0)
  ; the min term per chunk: mn[r][0] * sx_0 + mn[r][1] * sx_1
  %am.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.0, <8 x float> %sxv0.0, <8 x float> %ad.0)
  %ca.0.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.1, <8 x float> %sxv1.0, <8 x float> %am.0)
  %dxp.1 = getelementptr inbounds float, ptr %xd.1, i64 %gb
  %dx.1 = load float, ptr %dxp.1, align 4
  %dxv.1.i = insertelement <8 x float> poison, float %dx.1, i64 0
  %dxv.1 = shufflevector <8 x float> %dxv.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.1 = getelementptr inbounds float, ptr %xs.1, i64 %gs
  %sx0.1 = load float, ptr %sxp.1, align 4
  %sxp1.1 = getelementptr inbounds float, ptr %sxp.1, i64 1
  %sx1.1 = load float, ptr %sxp1.1, align 4
  %sxv0.1.i = insertelement <8 x float> poison, float %sx0.1, i64 0
  %sxv0.1 = shufflevector <8 x float> %sxv0.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxv1.1.i = insertelement <8 x float> poison, float %sx1.1, i64 0
  %sxv1.1 = shufflevector <8 x float> %sxv1.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.1 = sitofp <8 x i32> %ic.1 to <8 x float>
  %sc.1 = fmul <8 x float> %dw, %dxv.1
  %ad.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.1, <8 x float> %sc.1, <8 x float> %ca.1)
  ; the min term per chunk: mn[r][0] * sx_0 + mn[r][1] * sx_1
  %am.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.0, <8 x float> %sxv0.1, <8 x float> %ad.1)
  %ca.1.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.1, <8 x float> %sxv1.1, <8 x float> %am.1)
  %c.next = add i64 %c, 1
  %c.more = icmp ult i64 %c.next, 8
  br i1 %c.more, label %chunk, label %tile.end

tile.end:
  %t.next = add i64 %t, 1
  %t.more = icmp ult i64 %t.next, 48
  br i1 %t.more, label %tile, label %out

out:
  %ret.0 = insertvalue { <8 x float>, <8 x float> } poison, <8 x float> %ca.0.1, 0
  %ret.1 = insertvalue { <8 x float>, <8 x float> } %ret.0, <8 x float> %ca.1.1, 1
  ret { <8 x float>, <8 x float> } %ret.1
}

define internal { <8 x float>, <8 x float>, <8 x float>, <8 x float> } @gemm_q6_K_avxvnni_n4096_k12288.mk.4(ptr %wg, ptr %xq.0, ptr %xq.1, ptr %xq.2, ptr %xq.3) #1 {
entry:
  %xd.0 = getelementptr inbounds i8, ptr %xq.0, i64 12288
  %xs.0 = getelementptr inbounds i8, ptr %xq.0, i64 13824
  %xd.1 = getelementptr inbounds i8, ptr %xq.1, i64 12288
  %xs.1 = getelementptr inbounds i8, ptr %xq.1, i64 13824
  %xd.2 = getelementptr inbounds i8, ptr %xq.2, i64 12288
  %xs.2 = getelementptr inbounds i8, ptr %xq.2, i64 13824
  %xd.3 = getelementptr inbounds i8, ptr %xq.3, i64 12288
  %xs.3 = getelementptr inbounds i8, ptr %xq.3, i64 13824
  br label %tile

tile:
  ; one iteration = one tile %t: a super-block of 256 inputs, 16 chunks of 16; the
  ; activations (q8_0) have a scale and sums per 32 inputs
  %t = phi i64 [ 0, %entry ], [ %t.next, %tile.end ]
  %acc.0 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.0.1, %tile.end ]
  %acc.1 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.1.1, %tile.end ]
  %acc.2 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.2.1, %tile.end ]
  %acc.3 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.3.1, %tile.end ]
  %to = mul i64 %t, 1712
  %tp = getelementptr inbounds i8, ptr %wg, i64 %to
  %xo = mul i64 %t, 256
  %xt.0 = getelementptr inbounds i8, ptr %xq.0, i64 %xo
  %xt.1 = getelementptr inbounds i8, ptr %xq.1, i64 %xo
  %xt.2 = getelementptr inbounds i8, ptr %xq.2, i64 %xo
  %xt.3 = getelementptr inbounds i8, ptr %xq.3, i64 %xo
  %dw.p = getelementptr inbounds i8, ptr %tp, i64 1664
  %dw.h = load <8 x half>, ptr %dw.p, align 2
  %dw = fpext <8 x half> %dw.h to <8 x float>


  ; the offset as a min: (offset * d) * sc per chunk (exact: the offset is a power of two)
  %ow = fmul <8 x float> %dw, <float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0>
  %tc = mul i64 %t, 8
  br label %chunk

chunk:
  ; step c: the 2 chunks j of the 32-input activation block c (scale dx), then
  ;   acc[r] += (d[r] * dx) * (sum_j sc[r][j] * the chunk's exact dot product) + sum_j mn[r][j] * sx_j,
  ; sx_j chunk j's float sum of x and mn = (offset * d) * sc.  The int32 sum is exact:
  ; |u| <= 63, |x| <= 127, |sc| <= 128, so |sc * isum_j| <= 16386048 and the
  ; sum <= 32772096 < 2^31; one conversion rounds it (exact below 2^24)
  %c = phi i64 [ 0, %tile ], [ %c.next, %chunk ]
  %ca.0 = phi <8 x float> [ %acc.0, %tile ], [ %ca.0.1, %chunk ]
  %ca.1 = phi <8 x float> [ %acc.1, %tile ], [ %ca.1.1, %chunk ]
  %ca.2 = phi <8 x float> [ %acc.2, %tile ], [ %ca.2.1, %chunk ]
  %ca.3 = phi <8 x float> [ %acc.3, %tile ], [ %ca.3.1, %chunk ]
  %co = mul i64 %c, 192
  %cp = getelementptr inbounds i8, ptr %tp, i64 %co
  ; prefetch the bytes ahead in the weight stream (from DRAM, L3 or L2)
  %pf.0.0 = getelementptr i8, ptr %cp, i64 3072
  call void @llvm.prefetch.p0(ptr %pf.0.0, i32 0, i32 3, i32 1)
  %pf.0.1 = getelementptr i8, ptr %cp, i64 3136
  call void @llvm.prefetch.p0(ptr %pf.0.1, i32 0, i32 3, i32 1)
  %pf.0.2 = getelementptr i8, ptr %cp, i64 3200
  call void @llvm.prefetch.p0(ptr %pf.0.2, i32 0, i32 3, i32 1)

  %so = mul i64 %c, 16
  %sb = getelementptr inbounds i8, ptr %tp, i64 %so
  %csc.0.p = getelementptr inbounds i8, ptr %sb, i64 1536
  %csc.0.b = load <8 x i8>, ptr %csc.0.p, align 1
  %csc.0 = sext <8 x i8> %csc.0.b to <8 x i32>

  %csf.0 = sitofp <8 x i32> %csc.0 to <8 x float>
  %mnc.0 = fmul <8 x float> %ow, %csf.0
  %cp.1 = getelementptr inbounds i8, ptr %cp, i64 96
  %csc.1.p = getelementptr inbounds i8, ptr %sb, i64 1544
  %csc.1.b = load <8 x i8>, ptr %csc.1.p, align 1
  %csc.1 = sext <8 x i8> %csc.1.b to <8 x i32>

  %csf.1 = sitofp <8 x i32> %csc.1 to <8 x float>
  %mnc.1 = fmul <8 x float> %ow, %csf.1
  ; the step's activation block (scale) and its sums (q8_0: f32 s per 16 inputs)
  %gc = add i64 %tc, %c
  %gb = or i64 %gc, 0
  %gs = mul i64 %gc, 2
  %xco = mul i64 %c, 32
  %xc.0 = getelementptr inbounds i8, ptr %xt.0, i64 %xco
  %xc.0.1 = getelementptr inbounds i8, ptr %xc.0, i64 16
  %xc.1 = getelementptr inbounds i8, ptr %xt.1, i64 %xco
  %xc.1.1 = getelementptr inbounds i8, ptr %xc.1, i64 16
  %xc.2 = getelementptr inbounds i8, ptr %xt.2, i64 %xco
  %xc.2.1 = getelementptr inbounds i8, ptr %xc.2, i64 16
  %xc.3 = getelementptr inbounds i8, ptr %xt.3, i64 %xco
  %xc.3.1 = getelementptr inbounds i8, ptr %xc.3, i64 16
  ; chunk 0 of the step
  %six.0.0.p = getelementptr inbounds i8, ptr %cp, i64 0
  %six.0.0 = load <32 x i8>, ptr %six.0.0.p, align 1

  %wu.0.0 = and <32 x i8> %six.0.0, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %six.0.1.p = getelementptr inbounds i8, ptr %cp, i64 32
  %six.0.1 = load <32 x i8>, ptr %six.0.1.p, align 1

  %wu.0.1 = and <32 x i8> %six.0.1, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %six.0.2.p = getelementptr inbounds i8, ptr %cp, i64 64
  %six.0.2 = load <32 x i8>, ptr %six.0.2.p, align 1

  %wu.0.2 = and <32 x i8> %six.0.2, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  ; code 3: bits 6-7 of the three entries, in order
  %s3s.0.0 = lshr <32 x i8> %six.0.0, <i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6>
  %s3m.0.0 = and <32 x i8> %s3s.0.0, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %s3s.0.1 = lshr <32 x i8> %six.0.1, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %s3m.0.1 = and <32 x i8> %s3s.0.1, <i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12>
  %s3s.0.2 = lshr <32 x i8> %six.0.2, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  %s3m.0.2 = and <32 x i8> %s3s.0.2, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %s3o.0.0 = or <32 x i8> %s3m.0.0, %s3m.0.1
  %wu.0.3 = or <32 x i8> %s3o.0.0, %s3m.0.2
  %wv.0.0 = or <32 x i8> %wu.0.0, zeroinitializer
  %wv.0.1 = or <32 x i8> %wu.0.1, zeroinitializer
  %wv.0.2 = or <32 x i8> %wu.0.2, zeroinitializer
  %wv.0.3 = or <32 x i8> %wu.0.3, zeroinitializer
  %wi.0.0 = bitcast <32 x i8> %wv.0.0 to <8 x i32>
  %wi.0.1 = bitcast <32 x i8> %wv.0.1 to <8 x i32>
  %wi.0.2 = bitcast <32 x i8> %wv.0.2 to <8 x i32>
  %wi.0.3 = bitcast <32 x i8> %wv.0.3 to <8 x i32>

  %xp.0.0.0 = getelementptr inbounds i8, ptr %xc.0, i64 0
  %xl.0.0.0 = load i32, ptr %xp.0.0.0, align 1
  %xb.0.0.0.i = insertelement <8 x i32> poison, i32 %xl.0.0.0, i64 0
  %xb.0.0.0 = shufflevector <8 x i32> %xb.0.0.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.0 = bitcast <8 x i32> %xb.0.0.0 to <32 x i8>
  %xi.0.0.0 = bitcast <32 x i8> %xy.0.0.0 to <8 x i32>
  %is.0.0.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.0.0, <8 x i32> %xi.0.0.0)
  %xp.0.0.1 = getelementptr inbounds i8, ptr %xc.0, i64 4
  %xl.0.0.1 = load i32, ptr %xp.0.0.1, align 1
  %xb.0.0.1.i = insertelement <8 x i32> poison, i32 %xl.0.0.1, i64 0
  %xb.0.0.1 = shufflevector <8 x i32> %xb.0.0.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.1 = bitcast <8 x i32> %xb.0.0.1 to <32 x i8>
  %xi.0.0.1 = bitcast <32 x i8> %xy.0.0.1 to <8 x i32>
  %is.0.0.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.0.0, <8 x i32> %wi.0.1, <8 x i32> %xi.0.0.1)
  %xp.0.0.2 = getelementptr inbounds i8, ptr %xc.0, i64 8
  %xl.0.0.2 = load i32, ptr %xp.0.0.2, align 1
  %xb.0.0.2.i = insertelement <8 x i32> poison, i32 %xl.0.0.2, i64 0
  %xb.0.0.2 = shufflevector <8 x i32> %xb.0.0.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.2 = bitcast <8 x i32> %xb.0.0.2 to <32 x i8>
  %xi.0.0.2 = bitcast <32 x i8> %xy.0.0.2 to <8 x i32>
  %is.0.0.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.0.1, <8 x i32> %wi.0.2, <8 x i32> %xi.0.0.2)
  %xp.0.0.3 = getelementptr inbounds i8, ptr %xc.0, i64 12
  %xl.0.0.3 = load i32, ptr %xp.0.0.3, align 1
  %xb.0.0.3.i = insertelement <8 x i32> poison, i32 %xl.0.0.3, i64 0
  %xb.0.0.3 = shufflevector <8 x i32> %xb.0.0.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.3 = bitcast <8 x i32> %xb.0.0.3 to <32 x i8>
  %xi.0.0.3 = bitcast <32 x i8> %xy.0.0.3 to <8 x i32>
  %is.0.0.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.0.2, <8 x i32> %wi.0.3, <8 x i32> %xi.0.0.3)
  %isum.0.0 = or <8 x i32> %is.0.0.3, zeroinitializer

  %isc.0.0 = mul <8 x i32> %isum.0.0, %csc.0
  %xp.0.1.0 = getelementptr inbounds i8, ptr %xc.1, i64 0
  %xl.0.1.0 = load i32, ptr %xp.0.1.0, align 1
  %xb.0.1.0.i = insertelement <8 x i32> poison, i32 %xl.0.1.0, i64 0
  %xb.0.1.0 = shufflevector <8 x i32> %xb.0.1.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.0 = bitcast <8 x i32> %xb.0.1.0 to <32 x i8>
  %xi.0.1.0 = bitcast <32 x i8> %xy.0.1.0 to <8 x i32>
  %is.0.1.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.0.0, <8 x i32> %xi.0.1.0)
  %xp.0.1.1 = getelementptr inbounds i8, ptr %xc.1, i64 4
  %xl.0.1.1 = load i32, ptr %xp.0.1.1, align 1
  %xb.0.1.1.i = insertelement <8 x i32> poison, i32 %xl.0.1.1, i64 0
  %xb.0.1.1 = shufflevector <8 x i32> %xb.0.1.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.1 = bitcast <8 x i32> %xb.0.1.1 to <32 x i8>
  %xi.0.1.1 = bitcast <32 x i8> %xy.0.1.1 to <8 x i32>
  %is.0.1.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.1.0, <8 x i32> %wi.0.1, <8 x i32> %xi.0.1.1)
  %xp.0.1.2 = getelementptr inbounds i8, ptr %xc.1, i64 8
  %xl.0.1.2 = load i32, ptr %xp.0.1.2, align 1
  %xb.0.1.2.i = insertelement <8 x i32> poison, i32 %xl.0.1.2, i64 0
  %xb.0.1.2 = shufflevector <8 x i32> %xb.0.1.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.2 = bitcast <8 x i32> %xb.0.1.2 to <32 x i8>
  %xi.0.1.2 = bitcast <32 x i8> %xy.0.1.2 to <8 x i32>
  %is.0.1.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.1.1, <8 x i32> %wi.0.2, <8 x i32> %xi.0.1.2)
  %xp.0.1.3 = getelementptr inbounds i8, ptr %xc.1, i64 12
  %xl.0.1.3 = load i32, ptr %xp.0.1.3, align 1
  %xb.0.1.3.i = insertelement <8 x i32> poison, i32 %xl.0.1.3, i64 0
  %xb.0.1.3 = shufflevector <8 x i32> %xb.0.1.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.3 = bitcast <8 x i32> %xb.0.1.3 to <32 x i8>
  %xi.0.1.3 = bitcast <32 x i8> %xy.0.1.3 to <8 x i32>
  %is.0.1.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.1.2, <8 x i32> %wi.0.3, <8 x i32> %xi.0.1.3)
  %isum.0.1 = or <8 x i32> %is.0.1.3, zeroinitializer

  %isc.0.1 = mul <8 x i32> %isum.0.1, %csc.0
  %xp.0.2.0 = getelementptr inbounds i8, ptr %xc.2, i64 0
  %xl.0.2.0 = load i32, ptr %xp.0.2.0, align 1
  %xb.0.2.0.i = insertelement <8 x i32> poison, i32 %xl.0.2.0, i64 0
  %xb.0.2.0 = shufflevector <8 x i32> %xb.0.2.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.0 = bitcast <8 x i32> %xb.0.2.0 to <32 x i8>
  %xi.0.2.0 = bitcast <32 x i8> %xy.0.2.0 to <8 x i32>
  %is.0.2.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.0.0, <8 x i32> %xi.0.2.0)
  %xp.0.2.1 = getelementptr inbounds i8, ptr %xc.2, i64 4
  %xl.0.2.1 = load i32, ptr %xp.0.2.1, align 1
  %xb.0.2.1.i = insertelement <8 x i32> poison, i32 %xl.0.2.1, i64 0
  %xb.0.2.1 = shufflevector <8 x i32> %xb.0.2.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.1 = bitcast <8 x i32> %xb.0.2.1 to <32 x i8>
  %xi.0.2.1 = bitcast <32 x i8> %xy.0.2.1 to <8 x i32>
  %is.0.2.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.2.0, <8 x i32> %wi.0.1, <8 x i32> %xi.0.2.1)
  %xp.0.2.2 = getelementptr inbounds i8, ptr %xc.2, i64 8
  %xl.0.2.2 = load i32, ptr %xp.0.2.2, align 1
  %xb.0.2.2.i = insertelement <8 x i32> poison, i32 %xl.0.2.2, i64 0
  %xb.0.2.2 = shufflevector <8 x i32> %xb.0.2.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.2 = bitcast <8 x i32> %xb.0.2.2 to <32 x i8>
  %xi.0.2.2 = bitcast <32 x i8> %xy.0.2.2 to <8 x i32>
  %is.0.2.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.2.1, <8 x i32> %wi.0.2, <8 x i32> %xi.0.2.2)
  %xp.0.2.3 = getelementptr inbounds i8, ptr %xc.2, i64 12
  %xl.0.2.3 = load i32, ptr %xp.0.2.3, align 1
  %xb.0.2.3.i = insertelement <8 x i32> poison, i32 %xl.0.2.3, i64 0
  %xb.0.2.3 = shufflevector <8 x i32> %xb.0.2.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.3 = bitcast <8 x i32> %xb.0.2.3 to <32 x i8>
  %xi.0.2.3 = bitcast <32 x i8> %xy.0.2.3 to <8 x i32>
  %is.0.2.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.2.2, <8 x i32> %wi.0.3, <8 x i32> %xi.0.2.3)
  %isum.0.2 = or <8 x i32> %is.0.2.3, zeroinitializer

  %isc.0.2 = mul <8 x i32> %isum.0.2, %csc.0
  %xp.0.3.0 = getelementptr inbounds i8, ptr %xc.3, i64 0
  %xl.0.3.0 = load i32, ptr %xp.0.3.0, align 1
  %xb.0.3.0.i = insertelement <8 x i32> poison, i32 %xl.0.3.0, i64 0
  %xb.0.3.0 = shufflevector <8 x i32> %xb.0.3.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.0 = bitcast <8 x i32> %xb.0.3.0 to <32 x i8>
  %xi.0.3.0 = bitcast <32 x i8> %xy.0.3.0 to <8 x i32>
  %is.0.3.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.0.0, <8 x i32> %xi.0.3.0)
  %xp.0.3.1 = getelementptr inbounds i8, ptr %xc.3, i64 4
  %xl.0.3.1 = load i32, ptr %xp.0.3.1, align 1
  %xb.0.3.1.i = insertelement <8 x i32> poison, i32 %xl.0.3.1, i64 0
  %xb.0.3.1 = shufflevector <8 x i32> %xb.0.3.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.1 = bitcast <8 x i32> %xb.0.3.1 to <32 x i8>
  %xi.0.3.1 = bitcast <32 x i8> %xy.0.3.1 to <8 x i32>
  %is.0.3.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.3.0, <8 x i32> %wi.0.1, <8 x i32> %xi.0.3.1)
  %xp.0.3.2 = getelementptr inbounds i8, ptr %xc.3, i64 8
  %xl.0.3.2 = load i32, ptr %xp.0.3.2, align 1
  %xb.0.3.2.i = insertelement <8 x i32> poison, i32 %xl.0.3.2, i64 0
  %xb.0.3.2 = shufflevector <8 x i32> %xb.0.3.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.2 = bitcast <8 x i32> %xb.0.3.2 to <32 x i8>
  %xi.0.3.2 = bitcast <32 x i8> %xy.0.3.2 to <8 x i32>
  %is.0.3.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.3.1, <8 x i32> %wi.0.2, <8 x i32> %xi.0.3.2)
  %xp.0.3.3 = getelementptr inbounds i8, ptr %xc.3, i64 12
  %xl.0.3.3 = load i32, ptr %xp.0.3.3, align 1
  %xb.0.3.3.i = insertelement <8 x i32> poison, i32 %xl.0.3.3, i64 0
  %xb.0.3.3 = shufflevector <8 x i32> %xb.0.3.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.3 = bitcast <8 x i32> %xb.0.3.3 to <32 x i8>
  %xi.0.3.3 = bitcast <32 x i8> %xy.0.3.3 to <8 x i32>
  %is.0.3.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.3.2, <8 x i32> %wi.0.3, <8 x i32> %xi.0.3.3)
  %isum.0.3 = or <8 x i32> %is.0.3.3, zeroinitializer

  %isc.0.3 = mul <8 x i32> %isum.0.3, %csc.0
  ; chunk 1 of the step
  %six.1.0.p = getelementptr inbounds i8, ptr %cp.1, i64 0
  %six.1.0 = load <32 x i8>, ptr %six.1.0.p, align 1

  %wu.1.0 = and <32 x i8> %six.1.0, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %six.1.1.p = getelementptr inbounds i8, ptr %cp.1, i64 32
  %six.1.1 = load <32 x i8>, ptr %six.1.1.p, align 1

  %wu.1.1 = and <32 x i8> %six.1.1, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %six.1.2.p = getelementptr inbounds i8, ptr %cp.1, i64 64
  %six.1.2 = load <32 x i8>, ptr %six.1.2.p, align 1

  %wu.1.2 = and <32 x i8> %six.1.2, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  ; code 3: bits 6-7 of the three entries, in order
  %s3s.1.0 = lshr <32 x i8> %six.1.0, <i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6>
  %s3m.1.0 = and <32 x i8> %s3s.1.0, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %s3s.1.1 = lshr <32 x i8> %six.1.1, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %s3m.1.1 = and <32 x i8> %s3s.1.1, <i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12>
  %s3s.1.2 = lshr <32 x i8> %six.1.2, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  %s3m.1.2 = and <32 x i8> %s3s.1.2, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %s3o.1.0 = or <32 x i8> %s3m.1.0, %s3m.1.1
  %wu.1.3 = or <32 x i8> %s3o.1.0, %s3m.1.2
  %wv.1.0 = or <32 x i8> %wu.1.0, zeroinitializer
  %wv.1.1 = or <32 x i8> %wu.1.1, zeroinitializer
  %wv.1.2 = or <32 x i8> %wu.1.2, zeroinitializer
  %wv.1.3 = or <32 x i8> %wu.1.3, zeroinitializer
  %wi.1.0 = bitcast <32 x i8> %wv.1.0 to <8 x i32>
  %wi.1.1 = bitcast <32 x i8> %wv.1.1 to <8 x i32>
  %wi.1.2 = bitcast <32 x i8> %wv.1.2 to <8 x i32>
  %wi.1.3 = bitcast <32 x i8> %wv.1.3 to <8 x i32>

  %xp.1.0.0 = getelementptr inbounds i8, ptr %xc.0.1, i64 0
  %xl.1.0.0 = load i32, ptr %xp.1.0.0, align 1
  %xb.1.0.0.i = insertelement <8 x i32> poison, i32 %xl.1.0.0, i64 0
  %xb.1.0.0 = shufflevector <8 x i32> %xb.1.0.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.0.0 = bitcast <8 x i32> %xb.1.0.0 to <32 x i8>
  %xi.1.0.0 = bitcast <32 x i8> %xy.1.0.0 to <8 x i32>
  %is.1.0.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.1.0, <8 x i32> %xi.1.0.0)
  %xp.1.0.1 = getelementptr inbounds i8, ptr %xc.0.1, i64 4
  %xl.1.0.1 = load i32, ptr %xp.1.0.1, align 1
  %xb.1.0.1.i = insertelement <8 x i32> poison, i32 %xl.1.0.1, i64 0
  %xb.1.0.1 = shufflevector <8 x i32> %xb.1.0.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.0.1 = bitcast <8 x i32> %xb.1.0.1 to <32 x i8>
  %xi.1.0.1 = bitcast <32 x i8> %xy.1.0.1 to <8 x i32>
  %is.1.0.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.0, <8 x i32> %wi.1.1, <8 x i32> %xi.1.0.1)
  %xp.1.0.2 = getelementptr inbounds i8, ptr %xc.0.1, i64 8
  %xl.1.0.2 = load i32, ptr %xp.1.0.2, align 1
  %xb.1.0.2.i = insertelement <8 x i32> poison, i32 %xl.1.0.2, i64 0
  %xb.1.0.2 = shufflevector <8 x i32> %xb.1.0.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.0.2 = bitcast <8 x i32> %xb.1.0.2 to <32 x i8>
  %xi.1.0.2 = bitcast <32 x i8> %xy.1.0.2 to <8 x i32>
  %is.1.0.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.1, <8 x i32> %wi.1.2, <8 x i32> %xi.1.0.2)
  %xp.1.0.3 = getelementptr inbounds i8, ptr %xc.0.1, i64 12
  %xl.1.0.3 = load i32, ptr %xp.1.0.3, align 1
  %xb.1.0.3.i = insertelement <8 x i32> poison, i32 %xl.1.0.3, i64 0
  %xb.1.0.3 = shufflevector <8 x i32> %xb.1.0.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.0.3 = bitcast <8 x i32> %xb.1.0.3 to <32 x i8>
  %xi.1.0.3 = bitcast <32 x i8> %xy.1.0.3 to <8 x i32>
  %is.1.0.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.2, <8 x i32> %wi.1.3, <8 x i32> %xi.1.0.3)
  %isum.1.0 = or <8 x i32> %is.1.0.3, zeroinitializer

  %isc.1.0 = mul <8 x i32> %isum.1.0, %csc.1
  %ic.0 = add <8 x i32> %isc.0.0, %isc.1.0
  %xp.1.1.0 = getelementptr inbounds i8, ptr %xc.1.1, i64 0
  %xl.1.1.0 = load i32, ptr %xp.1.1.0, align 1
  %xb.1.1.0.i = insertelement <8 x i32> poison, i32 %xl.1.1.0, i64 0
  %xb.1.1.0 = shufflevector <8 x i32> %xb.1.1.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.1.0 = bitcast <8 x i32> %xb.1.1.0 to <32 x i8>
  %xi.1.1.0 = bitcast <32 x i8> %xy.1.1.0 to <8 x i32>
  %is.1.1.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.1.0, <8 x i32> %xi.1.1.0)
  %xp.1.1.1 = getelementptr inbounds i8, ptr %xc.1.1, i64 4
  %xl.1.1.1 = load i32, ptr %xp.1.1.1, align 1
  %xb.1.1.1.i = insertelement <8 x i32> poison, i32 %xl.1.1.1, i64 0
  %xb.1.1.1 = shufflevector <8 x i32> %xb.1.1.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.1.1 = bitcast <8 x i32> %xb.1.1.1 to <32 x i8>
  %xi.1.1.1 = bitcast <32 x i8> %xy.1.1.1 to <8 x i32>
  %is.1.1.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.1.0, <8 x i32> %wi.1.1, <8 x i32> %xi.1.1.1)
  %xp.1.1.2 = getelementptr inbounds i8, ptr %xc.1.1, i64 8
  %xl.1.1.2 = load i32, ptr %xp.1.1.2, align 1
  %xb.1.1.2.i = insertelement <8 x i32> poison, i32 %xl.1.1.2, i64 0
  %xb.1.1.2 = shufflevector <8 x i32> %xb.1.1.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.1.2 = bitcast <8 x i32> %xb.1.1.2 to <32 x i8>
  %xi.1.1.2 = bitcast <32 x i8> %xy.1.1.2 to <8 x i32>
  %is.1.1.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.1.1, <8 x i32> %wi.1.2, <8 x i32> %xi.1.1.2)
  %xp.1.1.3 = getelementptr inbounds i8, ptr %xc.1.1, i64 12
  %xl.1.1.3 = load i32, ptr %xp.1.1.3, align 1
  %xb.1.1.3.i = insertelement <8 x i32> poison, i32 %xl.1.1.3, i64 0
  %xb.1.1.3 = shufflevector <8 x i32> %xb.1.1.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.1.3 = bitcast <8 x i32> %xb.1.1.3 to <32 x i8>
  %xi.1.1.3 = bitcast <32 x i8> %xy.1.1.3 to <8 x i32>
  %is.1.1.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.1.2, <8 x i32> %wi.1.3, <8 x i32> %xi.1.1.3)
  %isum.1.1 = or <8 x i32> %is.1.1.3, zeroinitializer

  %isc.1.1 = mul <8 x i32> %isum.1.1, %csc.1
  %ic.1 = add <8 x i32> %isc.0.1, %isc.1.1
  %xp.1.2.0 = getelementptr inbounds i8, ptr %xc.2.1, i64 0
  %xl.1.2.0 = load i32, ptr %xp.1.2.0, align 1
  %xb.1.2.0.i = insertelement <8 x i32> poison, i32 %xl.1.2.0, i64 0
  %xb.1.2.0 = shufflevector <8 x i32> %xb.1.2.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.2.0 = bitcast <8 x i32> %xb.1.2.0 to <32 x i8>
  %xi.1.2.0 = bitcast <32 x i8> %xy.1.2.0 to <8 x i32>
  %is.1.2.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.1.0, <8 x i32> %xi.1.2.0)
  %xp.1.2.1 = getelementptr inbounds i8, ptr %xc.2.1, i64 4
  %xl.1.2.1 = load i32, ptr %xp.1.2.1, align 1
  %xb.1.2.1.i = insertelement <8 x i32> poison, i32 %xl.1.2.1, i64 0
  %xb.1.2.1 = shufflevector <8 x i32> %xb.1.2.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.2.1 = bitcast <8 x i32> %xb.1.2.1 to <32 x i8>
  %xi.1.2.1 = bitcast <32 x i8> %xy.1.2.1 to <8 x i32>
  %is.1.2.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.2.0, <8 x i32> %wi.1.1, <8 x i32> %xi.1.2.1)
  %xp.1.2.2 = getelementptr inbounds i8, ptr %xc.2.1, i64 8
  %xl.1.2.2 = load i32, ptr %xp.1.2.2, align 1
  %xb.1.2.2.i = insertelement <8 x i32> poison, i32 %xl.1.2.2, i64 0
  %xb.1.2.2 = shufflevector <8 x i32> %xb.1.2.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.2.2 = bitcast <8 x i32> %xb.1.2.2 to <32 x i8>
  %xi.1.2.2 = bitcast <32 x i8> %xy.1.2.2 to <8 x i32>
  %is.1.2.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.2.1, <8 x i32> %wi.1.2, <8 x i32> %xi.1.2.2)
  %xp.1.2.3 = getelementptr inbounds i8, ptr %xc.2.1, i64 12
  %xl.1.2.3 = load i32, ptr %xp.1.2.3, align 1
  %xb.1.2.3.i = insertelement <8 x i32> poison, i32 %xl.1.2.3, i64 0
  %xb.1.2.3 = shufflevector <8 x i32> %xb.1.2.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.2.3 = bitcast <8 x i32> %xb.1.2.3 to <32 x i8>
  %xi.1.2.3 = bitcast <32 x i8> %xy.1.2.3 to <8 x i32>
  %is.1.2.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.2.2, <8 x i32> %wi.1.3, <8 x i32> %xi.1.2.3)
  %isum.1.2 = or <8 x i32> %is.1.2.3, zeroinitializer

  %isc.1.2 = mul <8 x i32> %isum.1.2, %csc.1
  %ic.2 = add <8 x i32> %isc.0.2, %isc.1.2
  %xp.1.3.0 = getelementptr inbounds i8, ptr %xc.3.1, i64 0
  %xl.1.3.0 = load i32, ptr %xp.1.3.0, align 1
  %xb.1.3.0.i = insertelement <8 x i32> poison, i32 %xl.1.3.0, i64 0
  %xb.1.3.0 = shufflevector <8 x i32> %xb.1.3.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.3.0 = bitcast <8 x i32> %xb.1.3.0 to <32 x i8>
  %xi.1.3.0 = bitcast <32 x i8> %xy.1.3.0 to <8 x i32>
  %is.1.3.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.1.0, <8 x i32> %xi.1.3.0)
  %xp.1.3.1 = getelementptr inbounds i8, ptr %xc.3.1, i64 4
  %xl.1.3.1 = load i32, ptr %xp.1.3.1, align 1
  %xb.1.3.1.i = insertelement <8 x i32> poison, i32 %xl.1.3.1, i64 0
  %xb.1.3.1 = shufflevector <8 x i32> %xb.1.3.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.3.1 = bitcast <8 x i32> %xb.1.3.1 to <32 x i8>
  %xi.1.3.1 = bitcast <32 x i8> %xy.1.3.1 to <8 x i32>
  %is.1.3.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.3.0, <8 x i32> %wi.1.1, <8 x i32> %xi.1.3.1)
  %xp.1.3.2 = getelementptr inbounds i8, ptr %xc.3.1, i64 8
  %xl.1.3.2 = load i32, ptr %xp.1.3.2, align 1
  %xb.1.3.2.i = insertelement <8 x i32> poison, i32 %xl.1.3.2, i64 0
  %xb.1.3.2 = shufflevector <8 x i32> %xb.1.3.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.3.2 = bitcast <8 x i32> %xb.1.3.2 to <32 x i8>
  %xi.1.3.2 = bitcast <32 x i8> %xy.1.3.2 to <8 x i32>
  %is.1.3.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.3.1, <8 x i32> %wi.1.2, <8 x i32> %xi.1.3.2)
  %xp.1.3.3 = getelementptr inbounds i8, ptr %xc.3.1, i64 12
  %xl.1.3.3 = load i32, ptr %xp.1.3.3, align 1
  %xb.1.3.3.i = insertelement <8 x i32> poison, i32 %xl.1.3.3, i64 0
  %xb.1.3.3 = shufflevector <8 x i32> %xb.1.3.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.3.3 = bitcast <8 x i32> %xb.1.3.3 to <32 x i8>
  %xi.1.3.3 = bitcast <32 x i8> %xy.1.3.3 to <8 x i32>
  %is.1.3.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.3.2, <8 x i32> %wi.1.3, <8 x i32> %xi.1.3.3)
  %isum.1.3 = or <8 x i32> %is.1.3.3, zeroinitializer

  %isc.1.3 = mul <8 x i32> %isum.1.3, %csc.1
  %ic.3 = add <8 x i32> %isc.0.3, %isc.1.3
  %dxp.0 = getelementptr inbounds float, ptr %xd.0, i64 %gb
  %dx.0 = load float, ptr %dxp.0, align 4
  %dxv.0.i = insertelement <8 x float> poison, float %dx.0, i64 0
  %dxv.0 = shufflevector <8 x float> %dxv.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.0 = getelementptr inbounds float, ptr %xs.0, i64 %gs
  %sx0.0 = load float, ptr %sxp.0, align 4
  %sxp1.0 = getelementptr inbounds float, ptr %sxp.0, i64 1
  %sx1.0 = load float, ptr %sxp1.0, align 4
  %sxv0.0.i = insertelement <8 x float> poison, float %sx0.0, i64 0
  %sxv0.0 = shufflevector <8 x float> %sxv0.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxv1.0.i = insertelement <8 x float> poison, float %sx1.0, i64 0
  %sxv1.0 = shufflevector <8 x float> %sxv1.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.0 = sitofp <8 x i32> %ic.0 to <8 x float>
  %sc.0 = fmul <8 x float> %dw, %dxv.0
  %ad.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.0, <8 x float> %sc.0, <8 x float> %ca.0)
  ; the min term per chunk: mn[r][0] * sx_0 + mn[r][1] * sx_1
  %am.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.0, <8 x float> %sxv0.0, <8 x float> %ad.0)
  %ca.0.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.1, <8 x float> %sxv1.0, <8 x float> %am.0)
  %dxp.1 = getelementptr inbounds float, ptr %xd.1, i64 %gb
  %dx.1 = load float, ptr %dxp.1, align 4
  %dxv.1.i = insertelement <8 x float> poison, float %dx.1, i64 0
  %dxv.1 = shufflevector <8 x float> %dxv.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.1 = getelementptr inbounds float, ptr %xs.1, i64 %gs
  %sx0.1 = load float, ptr %sxp.1, align 4
  %sxp1.1 = getelementptr inbounds float, ptr %sxp.1, i64 1
  %sx1.1 = load float, ptr %sxp1.1, align 4
  %sxv0.1.i = insertelement <8 x float> poison, float %sx0.1, i64 0
  %sxv0.1 = shufflevector <8 x float> %sxv0.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxv1.1.i = insertelement <8 x float> poison, float %sx1.1, i64 0
  %sxv1.1 = shufflevector <8 x float> %sxv1.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.1 = sitofp <8 x i32> %ic.1 to <8 x float>
  %sc.1 = fmul <8 x float> %dw, %dxv.1
  %ad.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.1, <8 x float> %sc.1, <8 x float> %ca.1)
  ; the min term per chunk: mn[r][0] * sx_0 + mn[r][1] * sx_1
  %am.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.0, <8 x float> %sxv0.1, <8 x float> %ad.1)
  %ca.1.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.1, <8 x float> %sxv1.1, <8 x float> %am.1)
  %dxp.2 = getelementptr inbounds float, ptr %xd.2, i64 %gb
  %dx.2 = load float, ptr %dxp.2, align 4
  %dxv.2.i = insertelement <8 x float> poison, float %dx.2, i64 0
  %dxv.2 = shufflevector <8 x float> %dxv.2.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.2 = getelementptr inbounds float, ptr %xs.2, i64 %gs
  %sx0.2 = load float, ptr %sxp.2, align 4
  %sxp1.2 = getelementptr inbounds float, ptr %sxp.2, i64 1
  %sx1.2 = load float, ptr %sxp1.2, align 4
  %sxv0.2.i = insertelement <8 x float> poison, float %sx0.2, i64 0
  %sxv0.2 = shufflevector <8 x float> %sxv0.2.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxv1.2.i = insertelement <8 x float> poison, float %sx1.2, i64 0
  %sxv1.2 = shufflevector <8 x float> %sxv1.2.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.2 = sitofp <8 x i32> %ic.2 to <8 x float>
  %sc.2 = fmul <8 x float> %dw, %dxv.2
  %ad.2 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.2, <8 x float> %sc.2, <8 x float> %ca.2)
  ; the min term per chunk: mn[r][0] * sx_0 + mn[r][1] * sx_1
  %am.2 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.0, <8 x float> %sxv0.2, <8 x float> %ad.2)
  %ca.2.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.1, <8 x float> %sxv1.2, <8 x float> %am.2)
  %dxp.3 = getelementptr inbounds float, ptr %xd.3, i64 %gb
  %dx.3 = load float, ptr %dxp.3, align 4
  %dxv.3.i = insertelement <8 x float> poison, float %dx.3, i64 0
  %dxv.3 = shufflevector <8 x float> %dxv.3.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.3 = getelementptr inbounds float, ptr %xs.3, i64 %gs
  %sx0.3 = load float, ptr %sxp.3, align 4
  %sxp1.3 = getelementptr inbounds float, ptr %sxp.3, i64 1
  %sx1.3 = load float, ptr %sxp1.3, align 4
  %sxv0.3.i = insertelement <8 x float> poison, float %sx0.3, i64 0
  %sxv0.3 = shufflevector <8 x float> %sxv0.3.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxv1.3.i = insertelement <8 x float> poison, float %sx1.3, i64 0
  %sxv1.3 = shufflevector <8 x float> %sxv1.3.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.3 = sitofp <8 x i32> %ic.3 to <8 x float>
  %sc.3 = fmul <8 x float> %dw, %dxv.3
  %ad.3 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.3, <8 x float> %sc.3, <8 x float> %ca.3)
  ; the min term per chunk: mn[r][0] * sx_0 + mn[r][1] * sx_1
  %am.3 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.0, <8 x float> %sxv0.3, <8 x float> %ad.3)
  %ca.3.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc.1, <8 x float> %sxv1.3, <8 x float> %am.3)
  %c.next = add i64 %c, 1
  %c.more = icmp ult i64 %c.next, 8
  br i1 %c.more, label %chunk, label %tile.end

tile.end:
  %t.next = add i64 %t, 1
  %t.more = icmp ult i64 %t.next, 48
  br i1 %t.more, label %tile, label %out

out:
  %ret.0 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float> } poison, <8 x float> %ca.0.1, 0
  %ret.1 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float> } %ret.0, <8 x float> %ca.1.1, 1
  %ret.2 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float> } %ret.1, <8 x float> %ca.2.1, 2
  %ret.3 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float> } %ret.2, <8 x float> %ca.3.1, 3
  ret { <8 x float>, <8 x float>, <8 x float>, <8 x float> } %ret.3
}


; The microkernel of a pair of groups, g and g+4 (328704 bytes apart), for M = 1: one
; activation row x 16 weight rows, each 16-lane value two ymm registers (group g's, group g+4's).
define internal { <16 x float> } @gemm_q6_K_avxvnni_n4096_k12288.mk2(ptr %wg, ptr %xq.0) #1 {
entry:
  %xd.0 = getelementptr inbounds i8, ptr %xq.0, i64 12288
  %xs.0 = getelementptr inbounds i8, ptr %xq.0, i64 13824
  br label %tile

tile:
  ; one iteration = one tile %t: a super-block of 256 inputs, 16 chunks of 16; the
  ; activations (q8_0) have a scale and sums per 32 inputs
  %t = phi i64 [ 0, %entry ], [ %t.next, %tile.end ]
  %acc.0 = phi <16 x float> [ zeroinitializer, %entry ], [ %ca.0.1, %tile.end ]
  %to = mul i64 %t, 1712
  %tp = getelementptr inbounds i8, ptr %wg, i64 %to
  %xo = mul i64 %t, 256
  %xt.0 = getelementptr inbounds i8, ptr %xq.0, i64 %xo
  %dw.p = getelementptr inbounds i8, ptr %tp, i64 1664
  %dw.a = load <8 x half>, ptr %dw.p, align 2
  %dw.q = getelementptr inbounds i8, ptr %dw.p, i64 328704
  %dw.b = load <8 x half>, ptr %dw.q, align 2
  %dw.h = shufflevector <8 x half> %dw.a, <8 x half> %dw.b, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %dw = fpext <16 x half> %dw.h to <16 x float>

  ; the offset as a min: (offset * d) * sc per chunk (exact: the offset is a power of two)
  %ow = fmul <16 x float> %dw, <float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0>
  %tc = mul i64 %t, 8
  br label %chunk

chunk:
  ; step c: the 2 chunks j of the 32-input activation block c (scale dx), then
  ;   acc[r] += (d[r] * dx) * (sum_j sc[r][j] * the chunk's exact dot product) + sum_j mn[r][j] * sx_j,
  ; sx_j chunk j's float sum of x and mn = (offset * d) * sc.  The int32 sum is exact:
  ; |u| <= 63, |x| <= 127, |sc| <= 128, so |sc * isum_j| <= 16386048 and the
  ; sum <= 32772096 < 2^31; one conversion rounds it (exact below 2^24)
  %c = phi i64 [ 0, %tile ], [ %c.next, %chunk ]
  %ca.0 = phi <16 x float> [ %acc.0, %tile ], [ %ca.0.1, %chunk ]
  %co = mul i64 %c, 192
  %cp = getelementptr inbounds i8, ptr %tp, i64 %co
  ; prefetch the bytes ahead in the weight streams (from DRAM, L3 or L2)
  %pf.0.0 = getelementptr i8, ptr %cp, i64 3072
  call void @llvm.prefetch.p0(ptr %pf.0.0, i32 0, i32 3, i32 1)
  %pf.0.1 = getelementptr i8, ptr %cp, i64 3136
  call void @llvm.prefetch.p0(ptr %pf.0.1, i32 0, i32 3, i32 1)
  %pf.0.2 = getelementptr i8, ptr %cp, i64 3200
  call void @llvm.prefetch.p0(ptr %pf.0.2, i32 0, i32 3, i32 1)
  %pfs = getelementptr i8, ptr %cp, i64 328704
  %pf.1.0 = getelementptr i8, ptr %pfs, i64 3072
  call void @llvm.prefetch.p0(ptr %pf.1.0, i32 0, i32 3, i32 1)
  %pf.1.1 = getelementptr i8, ptr %pfs, i64 3136
  call void @llvm.prefetch.p0(ptr %pf.1.1, i32 0, i32 3, i32 1)
  %pf.1.2 = getelementptr i8, ptr %pfs, i64 3200
  call void @llvm.prefetch.p0(ptr %pf.1.2, i32 0, i32 3, i32 1)

  %so = mul i64 %c, 16
  %sb = getelementptr inbounds i8, ptr %tp, i64 %so
  %csc.0.p = getelementptr inbounds i8, ptr %sb, i64 1536
  %csc.0.x = load <8 x i8>, ptr %csc.0.p, align 1
  %csc.0.q = getelementptr inbounds i8, ptr %csc.0.p, i64 328704
  %csc.0.y = load <8 x i8>, ptr %csc.0.q, align 1
  %csc.0.b = shufflevector <8 x i8> %csc.0.x, <8 x i8> %csc.0.y, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %csc.0 = sext <16 x i8> %csc.0.b to <16 x i32>

  %csf.0 = sitofp <16 x i32> %csc.0 to <16 x float>
  %mnc.0 = fmul <16 x float> %ow, %csf.0
  %cp.1 = getelementptr inbounds i8, ptr %cp, i64 96
  %csc.1.p = getelementptr inbounds i8, ptr %sb, i64 1544
  %csc.1.x = load <8 x i8>, ptr %csc.1.p, align 1
  %csc.1.q = getelementptr inbounds i8, ptr %csc.1.p, i64 328704
  %csc.1.y = load <8 x i8>, ptr %csc.1.q, align 1
  %csc.1.b = shufflevector <8 x i8> %csc.1.x, <8 x i8> %csc.1.y, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %csc.1 = sext <16 x i8> %csc.1.b to <16 x i32>

  %csf.1 = sitofp <16 x i32> %csc.1 to <16 x float>
  %mnc.1 = fmul <16 x float> %ow, %csf.1
  ; the step's activation block (scale) and its sums (q8_0: f32 s per 16 inputs)
  %gc = add i64 %tc, %c
  %gb = or i64 %gc, 0
  %gs = mul i64 %gc, 2
  %xco = mul i64 %c, 32
  %xc.0 = getelementptr inbounds i8, ptr %xt.0, i64 %xco
  %xc.0.1 = getelementptr inbounds i8, ptr %xc.0, i64 16
  ; chunk 0 of the step
  %six.0.0.p = getelementptr inbounds i8, ptr %cp, i64 0
  %six.0.0.a = load <32 x i8>, ptr %six.0.0.p, align 1
  %six.0.0.q = getelementptr inbounds i8, ptr %six.0.0.p, i64 328704
  %six.0.0.b = load <32 x i8>, ptr %six.0.0.q, align 1
  %six.0.0 = shufflevector <32 x i8> %six.0.0.a, <32 x i8> %six.0.0.b, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>

  %wu.0.0 = and <64 x i8> %six.0.0, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %six.0.1.p = getelementptr inbounds i8, ptr %cp, i64 32
  %six.0.1.a = load <32 x i8>, ptr %six.0.1.p, align 1
  %six.0.1.q = getelementptr inbounds i8, ptr %six.0.1.p, i64 328704
  %six.0.1.b = load <32 x i8>, ptr %six.0.1.q, align 1
  %six.0.1 = shufflevector <32 x i8> %six.0.1.a, <32 x i8> %six.0.1.b, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>

  %wu.0.1 = and <64 x i8> %six.0.1, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %six.0.2.p = getelementptr inbounds i8, ptr %cp, i64 64
  %six.0.2.a = load <32 x i8>, ptr %six.0.2.p, align 1
  %six.0.2.q = getelementptr inbounds i8, ptr %six.0.2.p, i64 328704
  %six.0.2.b = load <32 x i8>, ptr %six.0.2.q, align 1
  %six.0.2 = shufflevector <32 x i8> %six.0.2.a, <32 x i8> %six.0.2.b, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>

  %wu.0.2 = and <64 x i8> %six.0.2, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  ; code 3: bits 6-7 of the three entries, in order
  %s3s.0.0 = lshr <64 x i8> %six.0.0, <i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6>
  %s3m.0.0 = and <64 x i8> %s3s.0.0, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %s3s.0.1 = lshr <64 x i8> %six.0.1, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %s3m.0.1 = and <64 x i8> %s3s.0.1, <i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12>
  %s3s.0.2 = lshr <64 x i8> %six.0.2, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  %s3m.0.2 = and <64 x i8> %s3s.0.2, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %s3o.0.0 = or <64 x i8> %s3m.0.0, %s3m.0.1
  %wu.0.3 = or <64 x i8> %s3o.0.0, %s3m.0.2
  %wv.0.0 = or <64 x i8> %wu.0.0, zeroinitializer
  %wv.0.1 = or <64 x i8> %wu.0.1, zeroinitializer
  %wv.0.2 = or <64 x i8> %wu.0.2, zeroinitializer
  %wv.0.3 = or <64 x i8> %wu.0.3, zeroinitializer
  %wi.0.0 = bitcast <64 x i8> %wv.0.0 to <16 x i32>
  %wi.0.1 = bitcast <64 x i8> %wv.0.1 to <16 x i32>
  %wi.0.2 = bitcast <64 x i8> %wv.0.2 to <16 x i32>
  %wi.0.3 = bitcast <64 x i8> %wv.0.3 to <16 x i32>

  %xp.0.0.0 = getelementptr inbounds i8, ptr %xc.0, i64 0
  %xl.0.0.0 = load i32, ptr %xp.0.0.0, align 1
  %xb.0.0.0.i = insertelement <16 x i32> poison, i32 %xl.0.0.0, i64 0
  %xb.0.0.0 = shufflevector <16 x i32> %xb.0.0.0.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %xy.0.0.0 = bitcast <16 x i32> %xb.0.0.0 to <64 x i8>
  %xi.0.0.0 = bitcast <64 x i8> %xy.0.0.0 to <16 x i32>
  ; a pair of groups on ymm (AVX-VNNI): each 16-lane operand is two ymm registers, one product each
  %is.0.0.0.a00 = shufflevector <16 x i32> zeroinitializer, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.0.0.0.a10 = shufflevector <16 x i32> %wi.0.0, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.0.0.0.a20 = shufflevector <16 x i32> %xi.0.0.0, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.0.0.0.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.0.0.a00, <8 x i32> %is.0.0.0.a10, <8 x i32> %is.0.0.0.a20)
  %is.0.0.0.a01 = shufflevector <16 x i32> zeroinitializer, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.0.0.0.a11 = shufflevector <16 x i32> %wi.0.0, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.0.0.0.a21 = shufflevector <16 x i32> %xi.0.0.0, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.0.0.0.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.0.0.a01, <8 x i32> %is.0.0.0.a11, <8 x i32> %is.0.0.0.a21)
  %is.0.0.0 = shufflevector <8 x i32> %is.0.0.0.0, <8 x i32> %is.0.0.0.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %xp.0.0.1 = getelementptr inbounds i8, ptr %xc.0, i64 4
  %xl.0.0.1 = load i32, ptr %xp.0.0.1, align 1
  %xb.0.0.1.i = insertelement <16 x i32> poison, i32 %xl.0.0.1, i64 0
  %xb.0.0.1 = shufflevector <16 x i32> %xb.0.0.1.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %xy.0.0.1 = bitcast <16 x i32> %xb.0.0.1 to <64 x i8>
  %xi.0.0.1 = bitcast <64 x i8> %xy.0.0.1 to <16 x i32>
  ; a pair of groups on ymm (AVX-VNNI): each 16-lane operand is two ymm registers, one product each
  %is.0.0.1.a00 = shufflevector <16 x i32> %is.0.0.0, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.0.0.1.a10 = shufflevector <16 x i32> %wi.0.1, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.0.0.1.a20 = shufflevector <16 x i32> %xi.0.0.1, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.0.0.1.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.0.1.a00, <8 x i32> %is.0.0.1.a10, <8 x i32> %is.0.0.1.a20)
  %is.0.0.1.a01 = shufflevector <16 x i32> %is.0.0.0, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.0.0.1.a11 = shufflevector <16 x i32> %wi.0.1, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.0.0.1.a21 = shufflevector <16 x i32> %xi.0.0.1, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.0.0.1.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.0.1.a01, <8 x i32> %is.0.0.1.a11, <8 x i32> %is.0.0.1.a21)
  %is.0.0.1 = shufflevector <8 x i32> %is.0.0.1.0, <8 x i32> %is.0.0.1.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %xp.0.0.2 = getelementptr inbounds i8, ptr %xc.0, i64 8
  %xl.0.0.2 = load i32, ptr %xp.0.0.2, align 1
  %xb.0.0.2.i = insertelement <16 x i32> poison, i32 %xl.0.0.2, i64 0
  %xb.0.0.2 = shufflevector <16 x i32> %xb.0.0.2.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %xy.0.0.2 = bitcast <16 x i32> %xb.0.0.2 to <64 x i8>
  %xi.0.0.2 = bitcast <64 x i8> %xy.0.0.2 to <16 x i32>
  ; a pair of groups on ymm (AVX-VNNI): each 16-lane operand is two ymm registers, one product each
  %is.0.0.2.a00 = shufflevector <16 x i32> %is.0.0.1, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.0.0.2.a10 = shufflevector <16 x i32> %wi.0.2, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.0.0.2.a20 = shufflevector <16 x i32> %xi.0.0.2, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.0.0.2.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.0.2.a00, <8 x i32> %is.0.0.2.a10, <8 x i32> %is.0.0.2.a20)
  %is.0.0.2.a01 = shufflevector <16 x i32> %is.0.0.1, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.0.0.2.a11 = shufflevector <16 x i32> %wi.0.2, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.0.0.2.a21 = shufflevector <16 x i32> %xi.0.0.2, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.0.0.2.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.0.2.a01, <8 x i32> %is.0.0.2.a11, <8 x i32> %is.0.0.2.a21)
  %is.0.0.2 = shufflevector <8 x i32> %is.0.0.2.0, <8 x i32> %is.0.0.2.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %xp.0.0.3 = getelementptr inbounds i8, ptr %xc.0, i64 12
  %xl.0.0.3 = load i32, ptr %xp.0.0.3, align 1
  %xb.0.0.3.i = insertelement <16 x i32> poison, i32 %xl.0.0.3, i64 0
  %xb.0.0.3 = shufflevector <16 x i32> %xb.0.0.3.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %xy.0.0.3 = bitcast <16 x i32> %xb.0.0.3 to <64 x i8>
  %xi.0.0.3 = bitcast <64 x i8> %xy.0.0.3 to <16 x i32>
  ; a pair of groups on ymm (AVX-VNNI): each 16-lane operand is two ymm registers, one product each
  %is.0.0.3.a00 = shufflevector <16 x i32> %is.0.0.2, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.0.0.3.a10 = shufflevector <16 x i32> %wi.0.3, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.0.0.3.a20 = shufflevector <16 x i32> %xi.0.0.3, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.0.0.3.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.0.3.a00, <8 x i32> %is.0.0.3.a10, <8 x i32> %is.0.0.3.a20)
  %is.0.0.3.a01 = shufflevector <16 x i32> %is.0.0.2, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.0.0.3.a11 = shufflevector <16 x i32> %wi.0.3, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.0.0.3.a21 = shufflevector <16 x i32> %xi.0.0.3, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.0.0.3.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.0.0.3.a01, <8 x i32> %is.0.0.3.a11, <8 x i32> %is.0.0.3.a21)
  %is.0.0.3 = shufflevector <8 x i32> %is.0.0.3.0, <8 x i32> %is.0.0.3.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %isum.0.0 = or <16 x i32> %is.0.0.3, zeroinitializer

  %isc.0.0 = mul <16 x i32> %isum.0.0, %csc.0
  ; chunk 1 of the step
  %six.1.0.p = getelementptr inbounds i8, ptr %cp.1, i64 0
  %six.1.0.a = load <32 x i8>, ptr %six.1.0.p, align 1
  %six.1.0.q = getelementptr inbounds i8, ptr %six.1.0.p, i64 328704
  %six.1.0.b = load <32 x i8>, ptr %six.1.0.q, align 1
  %six.1.0 = shufflevector <32 x i8> %six.1.0.a, <32 x i8> %six.1.0.b, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>

  %wu.1.0 = and <64 x i8> %six.1.0, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %six.1.1.p = getelementptr inbounds i8, ptr %cp.1, i64 32
  %six.1.1.a = load <32 x i8>, ptr %six.1.1.p, align 1
  %six.1.1.q = getelementptr inbounds i8, ptr %six.1.1.p, i64 328704
  %six.1.1.b = load <32 x i8>, ptr %six.1.1.q, align 1
  %six.1.1 = shufflevector <32 x i8> %six.1.1.a, <32 x i8> %six.1.1.b, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>

  %wu.1.1 = and <64 x i8> %six.1.1, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  %six.1.2.p = getelementptr inbounds i8, ptr %cp.1, i64 64
  %six.1.2.a = load <32 x i8>, ptr %six.1.2.p, align 1
  %six.1.2.q = getelementptr inbounds i8, ptr %six.1.2.p, i64 328704
  %six.1.2.b = load <32 x i8>, ptr %six.1.2.q, align 1
  %six.1.2 = shufflevector <32 x i8> %six.1.2.a, <32 x i8> %six.1.2.b, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>

  %wu.1.2 = and <64 x i8> %six.1.2, <i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63, i8 63>
  ; code 3: bits 6-7 of the three entries, in order
  %s3s.1.0 = lshr <64 x i8> %six.1.0, <i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6>
  %s3m.1.0 = and <64 x i8> %s3s.1.0, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %s3s.1.1 = lshr <64 x i8> %six.1.1, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %s3m.1.1 = and <64 x i8> %s3s.1.1, <i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12>
  %s3s.1.2 = lshr <64 x i8> %six.1.2, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  %s3m.1.2 = and <64 x i8> %s3s.1.2, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %s3o.1.0 = or <64 x i8> %s3m.1.0, %s3m.1.1
  %wu.1.3 = or <64 x i8> %s3o.1.0, %s3m.1.2
  %wv.1.0 = or <64 x i8> %wu.1.0, zeroinitializer
  %wv.1.1 = or <64 x i8> %wu.1.1, zeroinitializer
  %wv.1.2 = or <64 x i8> %wu.1.2, zeroinitializer
  %wv.1.3 = or <64 x i8> %wu.1.3, zeroinitializer
  %wi.1.0 = bitcast <64 x i8> %wv.1.0 to <16 x i32>
  %wi.1.1 = bitcast <64 x i8> %wv.1.1 to <16 x i32>
  %wi.1.2 = bitcast <64 x i8> %wv.1.2 to <16 x i32>
  %wi.1.3 = bitcast <64 x i8> %wv.1.3 to <16 x i32>

  %xp.1.0.0 = getelementptr inbounds i8, ptr %xc.0.1, i64 0
  %xl.1.0.0 = load i32, ptr %xp.1.0.0, align 1
  %xb.1.0.0.i = insertelement <16 x i32> poison, i32 %xl.1.0.0, i64 0
  %xb.1.0.0 = shufflevector <16 x i32> %xb.1.0.0.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %xy.1.0.0 = bitcast <16 x i32> %xb.1.0.0 to <64 x i8>
  %xi.1.0.0 = bitcast <64 x i8> %xy.1.0.0 to <16 x i32>
  ; a pair of groups on ymm (AVX-VNNI): each 16-lane operand is two ymm registers, one product each
  %is.1.0.0.a00 = shufflevector <16 x i32> zeroinitializer, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.1.0.0.a10 = shufflevector <16 x i32> %wi.1.0, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.1.0.0.a20 = shufflevector <16 x i32> %xi.1.0.0, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.1.0.0.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.0.a00, <8 x i32> %is.1.0.0.a10, <8 x i32> %is.1.0.0.a20)
  %is.1.0.0.a01 = shufflevector <16 x i32> zeroinitializer, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.1.0.0.a11 = shufflevector <16 x i32> %wi.1.0, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.1.0.0.a21 = shufflevector <16 x i32> %xi.1.0.0, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.1.0.0.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.0.a01, <8 x i32> %is.1.0.0.a11, <8 x i32> %is.1.0.0.a21)
  %is.1.0.0 = shufflevector <8 x i32> %is.1.0.0.0, <8 x i32> %is.1.0.0.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %xp.1.0.1 = getelementptr inbounds i8, ptr %xc.0.1, i64 4
  %xl.1.0.1 = load i32, ptr %xp.1.0.1, align 1
  %xb.1.0.1.i = insertelement <16 x i32> poison, i32 %xl.1.0.1, i64 0
  %xb.1.0.1 = shufflevector <16 x i32> %xb.1.0.1.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %xy.1.0.1 = bitcast <16 x i32> %xb.1.0.1 to <64 x i8>
  %xi.1.0.1 = bitcast <64 x i8> %xy.1.0.1 to <16 x i32>
  ; a pair of groups on ymm (AVX-VNNI): each 16-lane operand is two ymm registers, one product each
  %is.1.0.1.a00 = shufflevector <16 x i32> %is.1.0.0, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.1.0.1.a10 = shufflevector <16 x i32> %wi.1.1, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.1.0.1.a20 = shufflevector <16 x i32> %xi.1.0.1, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.1.0.1.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.1.a00, <8 x i32> %is.1.0.1.a10, <8 x i32> %is.1.0.1.a20)
  %is.1.0.1.a01 = shufflevector <16 x i32> %is.1.0.0, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.1.0.1.a11 = shufflevector <16 x i32> %wi.1.1, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.1.0.1.a21 = shufflevector <16 x i32> %xi.1.0.1, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.1.0.1.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.1.a01, <8 x i32> %is.1.0.1.a11, <8 x i32> %is.1.0.1.a21)
  %is.1.0.1 = shufflevector <8 x i32> %is.1.0.1.0, <8 x i32> %is.1.0.1.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %xp.1.0.2 = getelementptr inbounds i8, ptr %xc.0.1, i64 8
  %xl.1.0.2 = load i32, ptr %xp.1.0.2, align 1
  %xb.1.0.2.i = insertelement <16 x i32> poison, i32 %xl.1.0.2, i64 0
  %xb.1.0.2 = shufflevector <16 x i32> %xb.1.0.2.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %xy.1.0.2 = bitcast <16 x i32> %xb.1.0.2 to <64 x i8>
  %xi.1.0.2 = bitcast <64 x i8> %xy.1.0.2 to <16 x i32>
  ; a pair of groups on ymm (AVX-VNNI): each 16-lane operand is two ymm registers, one product each
  %is.1.0.2.a00 = shufflevector <16 x i32> %is.1.0.1, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.1.0.2.a10 = shufflevector <16 x i32> %wi.1.2, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.1.0.2.a20 = shufflevector <16 x i32> %xi.1.0.2, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.1.0.2.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.2.a00, <8 x i32> %is.1.0.2.a10, <8 x i32> %is.1.0.2.a20)
  %is.1.0.2.a01 = shufflevector <16 x i32> %is.1.0.1, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.1.0.2.a11 = shufflevector <16 x i32> %wi.1.2, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.1.0.2.a21 = shufflevector <16 x i32> %xi.1.0.2, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.1.0.2.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.2.a01, <8 x i32> %is.1.0.2.a11, <8 x i32> %is.1.0.2.a21)
  %is.1.0.2 = shufflevector <8 x i32> %is.1.0.2.0, <8 x i32> %is.1.0.2.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %xp.1.0.3 = getelementptr inbounds i8, ptr %xc.0.1, i64 12
  %xl.1.0.3 = load i32, ptr %xp.1.0.3, align 1
  %xb.1.0.3.i = insertelement <16 x i32> poison, i32 %xl.1.0.3, i64 0
  %xb.1.0.3 = shufflevector <16 x i32> %xb.1.0.3.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %xy.1.0.3 = bitcast <16 x i32> %xb.1.0.3 to <64 x i8>
  %xi.1.0.3 = bitcast <64 x i8> %xy.1.0.3 to <16 x i32>
  ; a pair of groups on ymm (AVX-VNNI): each 16-lane operand is two ymm registers, one product each
  %is.1.0.3.a00 = shufflevector <16 x i32> %is.1.0.2, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.1.0.3.a10 = shufflevector <16 x i32> %wi.1.3, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.1.0.3.a20 = shufflevector <16 x i32> %xi.1.0.3, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %is.1.0.3.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.3.a00, <8 x i32> %is.1.0.3.a10, <8 x i32> %is.1.0.3.a20)
  %is.1.0.3.a01 = shufflevector <16 x i32> %is.1.0.2, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.1.0.3.a11 = shufflevector <16 x i32> %wi.1.3, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.1.0.3.a21 = shufflevector <16 x i32> %xi.1.0.3, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %is.1.0.3.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.3.a01, <8 x i32> %is.1.0.3.a11, <8 x i32> %is.1.0.3.a21)
  %is.1.0.3 = shufflevector <8 x i32> %is.1.0.3.0, <8 x i32> %is.1.0.3.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %isum.1.0 = or <16 x i32> %is.1.0.3, zeroinitializer

  %isc.1.0 = mul <16 x i32> %isum.1.0, %csc.1
  %ic.0 = add <16 x i32> %isc.0.0, %isc.1.0
  %dxp.0 = getelementptr inbounds float, ptr %xd.0, i64 %gb
  %dx.0 = load float, ptr %dxp.0, align 4
  %dxv.0.i = insertelement <16 x float> poison, float %dx.0, i64 0
  %dxv.0 = shufflevector <16 x float> %dxv.0.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sxp.0 = getelementptr inbounds float, ptr %xs.0, i64 %gs
  %sx0.0 = load float, ptr %sxp.0, align 4
  %sxp1.0 = getelementptr inbounds float, ptr %sxp.0, i64 1
  %sx1.0 = load float, ptr %sxp1.0, align 4
  %sxv0.0.i = insertelement <16 x float> poison, float %sx0.0, i64 0
  %sxv0.0 = shufflevector <16 x float> %sxv0.0.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sxv1.0.i = insertelement <16 x float> poison, float %sx1.0, i64 0
  %sxv1.0 = shufflevector <16 x float> %sxv1.0.i, <16 x float> poison, <16 x i32> zeroinitializer
  %isf.0 = sitofp <16 x i32> %ic.0 to <16 x float>
  %sc.0 = fmul <16 x float> %dw, %dxv.0
  %ad.0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %isf.0, <16 x float> %sc.0, <16 x float> %ca.0)
  ; the min term per chunk: mn[r][0] * sx_0 + mn[r][1] * sx_1
  %am.0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %mnc.0, <16 x float> %sxv0.0, <16 x float> %ad.0)
  %ca.0.1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %mnc.1, <16 x float> %sxv1.0, <16 x float> %am.0)
  %c.next = add i64 %c, 1
  %c.more = icmp ult i64 %c.next, 8
  br i1 %c.more, label %chunk, label %tile.end

tile.end:
  %t.next = add i64 %t, 1
  %t.more = icmp ult i64 %t.next, 48
  br i1 %t.more, label %tile, label %out

out:
  %ret.0 = insertvalue { <16 x float> } poison, <16 x float> %ca.0.1, 0
  ret { <16 x float> } %ret.0
}


; items(m) = ceil(m / 64) * 64
define i64 @gemm_q6_K_avxvnni_n4096_k12288_items(i64 %m) #0 {
  %r = add i64 %m, 63
  %t = udiv i64 %r, 64
  %n = mul i64 %t, 64
  ret i64 %n
}

define void @gemm_q6_K_avxvnni_n4096_k12288(ptr %a, i64 %begin, i64 %end) #0 {
entry:
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
  %nrt.0 = add i64 %m, 63
  %nrt = udiv i64 %nrt.0, 64
  %none = icmp sge i64 %begin, %end
  br i1 %none, label %done, label %item

item:
  %it = phi i64 [ %begin, %entry ], [ %it.next, %item.next ]
  %rt = urem i64 %it, %nrt
  %ct = udiv i64 %it, %nrt
  %r0 = mul i64 %rt, 64
  %r1.0 = add i64 %r0, 64
  %r1.lt = icmp slt i64 %r1.0, %m
  %r1 = select i1 %r1.lt, i64 %r1.0, i64 %m
  %g0 = mul i64 %ct, 8
  %g1.0 = add i64 %g0, 8
  %g1.lt = icmp slt i64 %g1.0, 512
  %g1 = select i1 %g1.lt, i64 %g1.0, i64 512
  ; pairs: group g0+i with g0+4+i (half a full column tile apart), for i < np = max(0, groups - 4);
  ; then the rest alone, up to g0+4 (a full tile has none); only when M = 1
  %ng = sub i64 %g1, %g0
  %np.0 = sub i64 %ng, 4
  %np.pos = icmp sgt i64 %np.0, 0
  %np.1 = select i1 %np.pos, i64 %np.0, i64 0
  %gh.0 = add i64 %g0, 4
  %gh.lt = icmp slt i64 %gh.0, %g1
  %gend.1 = select i1 %gh.lt, i64 %gh.0, i64 %g1
  %m.is1 = icmp eq i64 %m, 1
  %np = select i1 %m.is1, i64 %np.1, i64 0
  %gend = select i1 %m.is1, i64 %gend.1, i64 %g1
  %gp = add i64 %g0, %np
  br label %group

group:
  %g = phi i64 [ %g0, %item ], [ %g.1, %group.next ]
  %wgo = mul i64 %g, 82176
  %wg = getelementptr inbounds i8, ptr %w, i64 %wgo
  %col = mul i64 %g, 8
  %yc = getelementptr inbounds float, ptr %y, i64 %col
  %g.1 = add i64 %g, 1
  %gh = add i64 %g, 4
  %pair = icmp slt i64 %g, %gp
  br i1 %pair, label %rowblk.2, label %rowblk.1

rowblk.1:
  %rb.1 = phi i64 [ %r0, %group ], [ %rb.1.next, %rowblk.1.next ]
  %rb.1.end = add i64 %rb.1, 8
  %rb.1.full = icmp sle i64 %rb.1.end, %m
  br i1 %rb.1.full, label %mk.1.full, label %mk.1.last

mk.1.full:
  %xfo.1 = mul i64 %rb.1, 16896
  %xf.1.0 = getelementptr inbounds i8, ptr %x, i64 %xfo.1
  %xf.1.1 = getelementptr inbounds i8, ptr %xf.1.0, i64 16896
  %xf.1.2 = getelementptr inbounds i8, ptr %xf.1.0, i64 33792
  %xf.1.3 = getelementptr inbounds i8, ptr %xf.1.0, i64 50688
  %xf.1.4 = getelementptr inbounds i8, ptr %xf.1.0, i64 67584
  %xf.1.5 = getelementptr inbounds i8, ptr %xf.1.0, i64 84480
  %xf.1.6 = getelementptr inbounds i8, ptr %xf.1.0, i64 101376
  %xf.1.7 = getelementptr inbounds i8, ptr %xf.1.0, i64 118272
  %acc.1.f = call { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } @gemm_q6_K_avxvnni_n4096_k12288.mk(ptr %wg, ptr %xf.1.0, ptr %xf.1.1, ptr %xf.1.2, ptr %xf.1.3, ptr %xf.1.4, ptr %xf.1.5, ptr %xf.1.6, ptr %xf.1.7)
  br label %store.1

mk.1.last:
  ; the last, partial block: row pointers past m clamped to row m-1; a block of at most 1, 2, 4 rows takes the microkernel of that many rows (M = 1 decoding, a block of 32: no rows computed twice)
  %rt.1.0 = add i64 %rb.1, 0
  %rin.1.0 = icmp slt i64 %rt.1.0, %m
  %rc.1.0 = select i1 %rin.1.0, i64 %rt.1.0, i64 %m.1
  %xto.1.0 = mul i64 %rc.1.0, 16896
  %xt.1.0 = getelementptr inbounds i8, ptr %x, i64 %xto.1.0
  %rt.1.1 = add i64 %rb.1, 1
  %rin.1.1 = icmp slt i64 %rt.1.1, %m
  %rc.1.1 = select i1 %rin.1.1, i64 %rt.1.1, i64 %m.1
  %xto.1.1 = mul i64 %rc.1.1, 16896
  %xt.1.1 = getelementptr inbounds i8, ptr %x, i64 %xto.1.1
  %rt.1.2 = add i64 %rb.1, 2
  %rin.1.2 = icmp slt i64 %rt.1.2, %m
  %rc.1.2 = select i1 %rin.1.2, i64 %rt.1.2, i64 %m.1
  %xto.1.2 = mul i64 %rc.1.2, 16896
  %xt.1.2 = getelementptr inbounds i8, ptr %x, i64 %xto.1.2
  %rt.1.3 = add i64 %rb.1, 3
  %rin.1.3 = icmp slt i64 %rt.1.3, %m
  %rc.1.3 = select i1 %rin.1.3, i64 %rt.1.3, i64 %m.1
  %xto.1.3 = mul i64 %rc.1.3, 16896
  %xt.1.3 = getelementptr inbounds i8, ptr %x, i64 %xto.1.3
  %rt.1.4 = add i64 %rb.1, 4
  %rin.1.4 = icmp slt i64 %rt.1.4, %m
  %rc.1.4 = select i1 %rin.1.4, i64 %rt.1.4, i64 %m.1
  %xto.1.4 = mul i64 %rc.1.4, 16896
  %xt.1.4 = getelementptr inbounds i8, ptr %x, i64 %xto.1.4
  %rt.1.5 = add i64 %rb.1, 5
  %rin.1.5 = icmp slt i64 %rt.1.5, %m
  %rc.1.5 = select i1 %rin.1.5, i64 %rt.1.5, i64 %m.1
  %xto.1.5 = mul i64 %rc.1.5, 16896
  %xt.1.5 = getelementptr inbounds i8, ptr %x, i64 %xto.1.5
  %rt.1.6 = add i64 %rb.1, 6
  %rin.1.6 = icmp slt i64 %rt.1.6, %m
  %rc.1.6 = select i1 %rin.1.6, i64 %rt.1.6, i64 %m.1
  %xto.1.6 = mul i64 %rc.1.6, 16896
  %xt.1.6 = getelementptr inbounds i8, ptr %x, i64 %xto.1.6
  %rt.1.7 = add i64 %rb.1, 7
  %rin.1.7 = icmp slt i64 %rt.1.7, %m
  %rc.1.7 = select i1 %rin.1.7, i64 %rt.1.7, i64 %m.1
  %xto.1.7 = mul i64 %rc.1.7, 16896
  %xt.1.7 = getelementptr inbounds i8, ptr %x, i64 %xto.1.7
  %rb.1.left = sub i64 %m, %rb.1
  %rb.1.le1 = icmp sle i64 %rb.1.left, 1
  br i1 %rb.1.le1, label %mk.1.r1, label %mk.1.gt1

mk.1.gt1:
  %rb.1.le2 = icmp sle i64 %rb.1.left, 2
  br i1 %rb.1.le2, label %mk.1.r2, label %mk.1.gt2

mk.1.gt2:
  %rb.1.le4 = icmp sle i64 %rb.1.left, 4
  br i1 %rb.1.le4, label %mk.1.r4, label %mk.1.tail

mk.1.r1:
  %acc.1.r1.s = call { <8 x float> } @gemm_q6_K_avxvnni_n4096_k12288.mk.1(ptr %wg, ptr %xt.1.0)
  %acc.1.r1.0 = extractvalue { <8 x float> } %acc.1.r1.s, 0
  %acc.1.r1.a0 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } poison, <8 x float> %acc.1.r1.0, 0
  br label %store.1

mk.1.r2:
  %acc.1.r2.s = call { <8 x float>, <8 x float> } @gemm_q6_K_avxvnni_n4096_k12288.mk.2(ptr %wg, ptr %xt.1.0, ptr %xt.1.1)
  %acc.1.r2.0 = extractvalue { <8 x float>, <8 x float> } %acc.1.r2.s, 0
  %acc.1.r2.a0 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } poison, <8 x float> %acc.1.r2.0, 0
  %acc.1.r2.1 = extractvalue { <8 x float>, <8 x float> } %acc.1.r2.s, 1
  %acc.1.r2.a1 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %acc.1.r2.a0, <8 x float> %acc.1.r2.1, 1
  br label %store.1

mk.1.r4:
  %acc.1.r4.s = call { <8 x float>, <8 x float>, <8 x float>, <8 x float> } @gemm_q6_K_avxvnni_n4096_k12288.mk.4(ptr %wg, ptr %xt.1.0, ptr %xt.1.1, ptr %xt.1.2, ptr %xt.1.3)
  %acc.1.r4.0 = extractvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float> } %acc.1.r4.s, 0
  %acc.1.r4.a0 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } poison, <8 x float> %acc.1.r4.0, 0
  %acc.1.r4.1 = extractvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float> } %acc.1.r4.s, 1
  %acc.1.r4.a1 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %acc.1.r4.a0, <8 x float> %acc.1.r4.1, 1
  %acc.1.r4.2 = extractvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float> } %acc.1.r4.s, 2
  %acc.1.r4.a2 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %acc.1.r4.a1, <8 x float> %acc.1.r4.2, 2
  %acc.1.r4.3 = extractvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float> } %acc.1.r4.s, 3
  %acc.1.r4.a3 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %acc.1.r4.a2, <8 x float> %acc.1.r4.3, 3
  br label %store.1

mk.1.tail:
  %acc.1.t = call { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } @gemm_q6_K_avxvnni_n4096_k12288.mk(ptr %wg, ptr %xt.1.0, ptr %xt.1.1, ptr %xt.1.2, ptr %xt.1.3, ptr %xt.1.4, ptr %xt.1.5, ptr %xt.1.6, ptr %xt.1.7)
  br label %store.1

store.1:
  %accs.1 = phi { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } [ %acc.1.f, %mk.1.full ], [ %acc.1.t, %mk.1.tail ], [ %acc.1.r1.a0, %mk.1.r1 ], [ %acc.1.r2.a1, %mk.1.r2 ], [ %acc.1.r4.a3, %mk.1.r4 ]
  %r.1.0 = add i64 %rb.1, 0
  %res.1.0 = extractvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %accs.1, 0
  %r.1.1 = add i64 %rb.1, 1
  %res.1.1 = extractvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %accs.1, 1
  %r.1.2 = add i64 %rb.1, 2
  %res.1.2 = extractvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %accs.1, 2
  %r.1.3 = add i64 %rb.1, 3
  %res.1.3 = extractvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %accs.1, 3
  %r.1.4 = add i64 %rb.1, 4
  %res.1.4 = extractvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %accs.1, 4
  %r.1.5 = add i64 %rb.1, 5
  %res.1.5 = extractvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %accs.1, 5
  %r.1.6 = add i64 %rb.1, 6
  %res.1.6 = extractvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %accs.1, 6
  %r.1.7 = add i64 %rb.1, 7
  %res.1.7 = extractvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %accs.1, 7
  br label %store.1.0

store.1.0:
  %ok.1.0 = icmp slt i64 %r.1.0, %r1
  br i1 %ok.1.0, label %put.1.0, label %rowblk.1.next

put.1.0:
  %yo.1.0 = mul i64 %r.1.0, 4096
  %yp.1.0 = getelementptr inbounds float, ptr %yc, i64 %yo.1.0
  store <8 x float> %res.1.0, ptr %yp.1.0, align 4
  br label %store.1.1

store.1.1:
  %ok.1.1 = icmp slt i64 %r.1.1, %r1
  br i1 %ok.1.1, label %put.1.1, label %rowblk.1.next

put.1.1:
  %yo.1.1 = mul i64 %r.1.1, 4096
  %yp.1.1 = getelementptr inbounds float, ptr %yc, i64 %yo.1.1
  store <8 x float> %res.1.1, ptr %yp.1.1, align 4
  br label %store.1.2

store.1.2:
  %ok.1.2 = icmp slt i64 %r.1.2, %r1
  br i1 %ok.1.2, label %put.1.2, label %rowblk.1.next

put.1.2:
  %yo.1.2 = mul i64 %r.1.2, 4096
  %yp.1.2 = getelementptr inbounds float, ptr %yc, i64 %yo.1.2
  store <8 x float> %res.1.2, ptr %yp.1.2, align 4
  br label %store.1.3

store.1.3:
  %ok.1.3 = icmp slt i64 %r.1.3, %r1
  br i1 %ok.1.3, label %put.1.3, label %rowblk.1.next

put.1.3:
  %yo.1.3 = mul i64 %r.1.3, 4096
  %yp.1.3 = getelementptr inbounds float, ptr %yc, i64 %yo.1.3
  store <8 x float> %res.1.3, ptr %yp.1.3, align 4
  br label %store.1.4

store.1.4:
  %ok.1.4 = icmp slt i64 %r.1.4, %r1
  br i1 %ok.1.4, label %put.1.4, label %rowblk.1.next

put.1.4:
  %yo.1.4 = mul i64 %r.1.4, 4096
  %yp.1.4 = getelementptr inbounds float, ptr %yc, i64 %yo.1.4
  store <8 x float> %res.1.4, ptr %yp.1.4, align 4
  br label %store.1.5

store.1.5:
  %ok.1.5 = icmp slt i64 %r.1.5, %r1
  br i1 %ok.1.5, label %put.1.5, label %rowblk.1.next

put.1.5:
  %yo.1.5 = mul i64 %r.1.5, 4096
  %yp.1.5 = getelementptr inbounds float, ptr %yc, i64 %yo.1.5
  store <8 x float> %res.1.5, ptr %yp.1.5, align 4
  br label %store.1.6

store.1.6:
  %ok.1.6 = icmp slt i64 %r.1.6, %r1
  br i1 %ok.1.6, label %put.1.6, label %rowblk.1.next

put.1.6:
  %yo.1.6 = mul i64 %r.1.6, 4096
  %yp.1.6 = getelementptr inbounds float, ptr %yc, i64 %yo.1.6
  store <8 x float> %res.1.6, ptr %yp.1.6, align 4
  br label %store.1.7

store.1.7:
  %ok.1.7 = icmp slt i64 %r.1.7, %r1
  br i1 %ok.1.7, label %put.1.7, label %rowblk.1.next

put.1.7:
  %yo.1.7 = mul i64 %r.1.7, 4096
  %yp.1.7 = getelementptr inbounds float, ptr %yc, i64 %yo.1.7
  store <8 x float> %res.1.7, ptr %yp.1.7, align 4
  br label %rowblk.1.next

rowblk.1.next:
  %rb.1.next = add i64 %rb.1, 8
  %rb.1.more = icmp slt i64 %rb.1.next, %r1
  br i1 %rb.1.more, label %rowblk.1, label %group.next

rowblk.2:
  %rb.2 = phi i64 [ %r0, %group ], [ %rb.2.next, %rowblk.2.next ]
  %rb.2.end = add i64 %rb.2, 1
  %rb.2.full = icmp sle i64 %rb.2.end, %m
  br i1 %rb.2.full, label %mk.2.full, label %mk.2.last

mk.2.full:
  %xfo.2 = mul i64 %rb.2, 16896
  %xf.2.0 = getelementptr inbounds i8, ptr %x, i64 %xfo.2
  %acc.2.f = call { <16 x float> } @gemm_q6_K_avxvnni_n4096_k12288.mk2(ptr %wg, ptr %xf.2.0)
  br label %store.2

mk.2.last:
  ; the last, partial block: row pointers past m clamped to row m-1
  %rt.2.0 = add i64 %rb.2, 0
  %rin.2.0 = icmp slt i64 %rt.2.0, %m
  %rc.2.0 = select i1 %rin.2.0, i64 %rt.2.0, i64 %m.1
  %xto.2.0 = mul i64 %rc.2.0, 16896
  %xt.2.0 = getelementptr inbounds i8, ptr %x, i64 %xto.2.0
  br label %mk.2.tail

mk.2.tail:
  %acc.2.t = call { <16 x float> } @gemm_q6_K_avxvnni_n4096_k12288.mk2(ptr %wg, ptr %xt.2.0)
  br label %store.2

store.2:
  %accs.2 = phi { <16 x float> } [ %acc.2.f, %mk.2.full ], [ %acc.2.t, %mk.2.tail ]
  %r.2.0 = add i64 %rb.2, 0
  %res.2.0 = extractvalue { <16 x float> } %accs.2, 0
  br label %store.2.0

store.2.0:
  %ok.2.0 = icmp slt i64 %r.2.0, %r1
  br i1 %ok.2.0, label %put.2.0, label %rowblk.2.next

put.2.0:
  %yo.2.0 = mul i64 %r.2.0, 4096
  %yp.2.0 = getelementptr inbounds float, ptr %yc, i64 %yo.2.0
  %rh.2.0.0 = shufflevector <16 x float> %res.2.0, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %yh.2.0.0 = getelementptr inbounds float, ptr %yp.2.0, i64 0
  store <8 x float> %rh.2.0.0, ptr %yh.2.0.0, align 4
  %rh.2.0.1 = shufflevector <16 x float> %res.2.0, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %yh.2.0.1 = getelementptr inbounds float, ptr %yp.2.0, i64 32
  store <8 x float> %rh.2.0.1, ptr %yh.2.0.1, align 4
  br label %rowblk.2.next

rowblk.2.next:
  %rb.2.next = add i64 %rb.2, 1
  %rb.2.more = icmp slt i64 %rb.2.next, %r1
  br i1 %rb.2.more, label %rowblk.2, label %group.next

group.next:
  %g.more = icmp slt i64 %g.1, %gend
  br i1 %g.more, label %group, label %item.next

item.next:
  %it.next = add i64 %it, 1
  %more = icmp slt i64 %it.next, %end
  br i1 %more, label %item, label %done

done:
  ret void
}

attributes #0 = { nounwind "target-cpu"="alderlake" "target-features"="+avx2,+fma,+f16c,+bmi2,+avxvnni,-gfni,-vaes,-vpclmulqdq,-sha" }
attributes #1 = { alwaysinline nounwind "target-cpu"="alderlake" "target-features"="+avx2,+fma,+f16c,+bmi2,+avxvnni,-gfni,-vaes,-vpclmulqdq,-sha" }
