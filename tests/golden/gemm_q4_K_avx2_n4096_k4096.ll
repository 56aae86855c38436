; dllmc kernel gemm_q4_K_avx2_n4096_k4096
; spec:   GemmQ(n=4096, k=4096, mr=0, mt=0, nc=0, ggml_type='Q4_K', act='', target='avx2')
; target: avx2 (haswell, features "+avx2,+fma,+f16c,+bmi2", int8 dot: maddubs)
; y[m][4096] = x @ W.T: x q8_0 rows (K = 4096), W Q4_K in QR8, y f32
; ABI: void gemm_q4_K_avx2_n4096_k4096(const dllmc_args *a, int64_t begin, int64_t end);
;      int64_t gemm_q4_K_avx2_n4096_k4096_items(int64_t m);    (runtime/dllmc_runtime.h)
target triple = "x86_64-unknown-linux-gnu"

; struct dllmc_args { const void *w, *x, *x2, *x3; void *y; const int32_t *rows; int64_t m; }
%dllmc_args = type { ptr, ptr, ptr, ptr, ptr, ptr, i64 }
;
; Work: item it -> row tile it % ceil(m/32) (32 rows), column tile it / ceil(m/32)
; (64 columns = 8 groups of 8 weight rows).  Inside an item, for each
; group and each block of MR = 8 activation rows, the
; microkernel walks all 16 tiles of 256 inputs.  Per chunk of G = 32 inputs it unpacks the
; 8 sub-entries once and multiplies each with the broadcast 4 activation bytes of every one
; of the MR rows (int dot: maddubs), giving per row isum[r] (exact, int32).
; K-quant read with q8_0 activations (a scale per 32 inputs): per row and chunk, the chunk's
; integer scale times its dot product (the vpmaddwd multiplier), then in float32
;   acc[r] += (d[r] * dx) * (sc[r][c] * isum_c[r]) + mn[r][c] * sx
; dx the scale of the 32-input block holding the chunk, sx the chunk's sum of x (float), mn[r][c]
; = -dmin[r] * m[r][c].
; Each step prefetches the weight bytes further on in its streams (a pair's two): 3072 bytes on
; into L1 in the microkernels of at most 4 rows below MR (decoding, a few rows), a group on (18944 bytes: the next call's)
; into L2 in the others; the weights would otherwise arrive from DRAM, L3 or L2 at the rate
; they are used.
; Pairs of groups (M = 1): group g with group g+4, half a column tile on, so
; that two weight streams are in flight.
; Rows past m read row m-1 and are not stored; columns past N (the zero rows padding the
; last group) are not stored.
;
; QR8 tile, Q4_K: 256 inputs x 8 rows, 1184 bytes, at byte (group * 16 + tile) * 1184:
;   bytes [0, 128)   chunk 0: low nibbles 4 x 32 B
;   bytes [128, 256)   chunk 1: low nibbles 4 x 32 B
;   bytes [256, 384)   chunk 2: low nibbles 4 x 32 B
;   bytes [384, 512)   chunk 3: low nibbles 4 x 32 B
;   bytes [512, 640)   chunk 4: low nibbles 4 x 32 B
;   bytes [640, 768)   chunk 5: low nibbles 4 x 32 B
;   bytes [768, 896)   chunk 6: low nibbles 4 x 32 B
;   bytes [896, 1024)   chunk 7: low nibbles 4 x 32 B
;   bytes [1024, 1088)  chunk scales: row c (8 B), byte r = sc[r][c] (6-bit)
;   bytes [1088, 1152)  chunk mins, as the scales (6-bit)
;   bytes [1152, 1168)  f16 d[8], one per row of the group (the super-block's d)
;   bytes [1168, 1184)  f16 dmin[8]
; A 32-byte sub-entry q holds inputs 4q..4q+3 of the chunk for each of the 8 rows:
;   byte lane:  0  1  2  3 |  4  5  6  7 | ... | 28 29 30 31
;   row:        0  0  0  0 |  1  1  1  1 | ... |  7  7  7  7
;   input:     4q  +1 +2 +3| 4q  +1 +2 +3| ... | 4q  +1 +2 +3
; Unpack, low plane entry t (32 B): sub-entry 2t = byte & 0x0F, sub-entry 2t+1 = byte >> 4.

declare <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8>, <32 x i8>)
declare <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16>, <16 x i16>)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)

; The microkernel of one group: MR = 8 activation rows x 8 weight rows (one ymm per row),
; and its forms for a last block of 1, 2, 4 rows.
define internal { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } @gemm_q4_K_avx2_n4096_k4096.mk(ptr %wg, ptr %xq.0, ptr %xq.1, ptr %xq.2, ptr %xq.3, ptr %xq.4, ptr %xq.5, ptr %xq.6, ptr %xq.7) #1 {
entry:
  %xd.0 = getelementptr inbounds i8, ptr %xq.0, i64 4096
  %xs.0 = getelementptr inbounds i8, ptr %xq.0, i64 4608
  %xd.1 = getelementptr inbounds i8, ptr %xq.1, i64 4096
  %xs.1 = getelementptr inbounds i8, ptr %xq.1, i64 4608
  %xd.2 = getelementptr inbounds i8, ptr %xq.2, i64 4096
  %xs.2 = getelementptr inbounds i8, ptr %xq.2, i64 4608
  %xd.3 = getelementptr inbounds i8, ptr %xq.3, i64 4096
  %xs.3 = getelementptr inbounds i8, ptr %xq.3, i64 4608
  %xd.4 = getelementptr inbounds i8, ptr %xq.4, i64 4096
  %xs.4 = getelementptr inbounds i8, ptr %xq.4, i64 4608
  %xd.5 = getelementptr inbounds i8, ptr %xq.5, i64 4096
  %xs.5 = getelementptr inbounds i8, ptr %xq.5, i64 4608
  %xd.6 = getelementptr inbounds i8, ptr %xq.6, i64 4096
  %xs.6 = getelementptr inbounds i8, ptr %xq.6, i64 4608
  %xd.7 = getelementptr inbounds i8, ptr %xq.7, i64 4096
  %xs.7 = getelementptr inbounds i8, ptr %xq.7, i64 4608
  br label %tile

tile:
  ; one iteration = one tile %t: a super-block of 256 inputs, 8 chunks of 32; the
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
  %to = mul i64 %t, 1184
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
  %dw.p = getelementptr inbounds i8, ptr %tp, i64 1152
  %dw.h = load <8 x half>, ptr %dw.p, align 2
  %dw = fpext <8 x half> %dw.h to <8 x float>


  %mw.p = getelementptr inbounds i8, ptr %tp, i64 1168
  %mw.h = load <8 x half>, ptr %mw.p, align 2
  %mw = fpext <8 x half> %mw.h to <8 x float>


  %nmw = fneg <8 x float> %mw
  %tc = mul i64 %t, 8
  br label %chunk

chunk:
  ; chunk c: acc[r] += (d[r] * dx) * (sc[r][c] * the chunk's exact dot product) + mn[r][c] * sx,
  ; dx the scale of the 32-input block holding the chunk, sx the chunk's float sum of x and
  ; mn = -dmin * m
  %c = phi i64 [ 0, %tile ], [ %c.next, %chunk ]
  %ca.0 = phi <8 x float> [ %acc.0, %tile ], [ %ca.0.1, %chunk ]
  %ca.1 = phi <8 x float> [ %acc.1, %tile ], [ %ca.1.1, %chunk ]
  %ca.2 = phi <8 x float> [ %acc.2, %tile ], [ %ca.2.1, %chunk ]
  %ca.3 = phi <8 x float> [ %acc.3, %tile ], [ %ca.3.1, %chunk ]
  %ca.4 = phi <8 x float> [ %acc.4, %tile ], [ %ca.4.1, %chunk ]
  %ca.5 = phi <8 x float> [ %acc.5, %tile ], [ %ca.5.1, %chunk ]
  %ca.6 = phi <8 x float> [ %acc.6, %tile ], [ %ca.6.1, %chunk ]
  %ca.7 = phi <8 x float> [ %acc.7, %tile ], [ %ca.7.1, %chunk ]
  %co = mul i64 %c, 128
  %cp = getelementptr inbounds i8, ptr %tp, i64 %co
  ; prefetch the bytes ahead in the weight stream (from DRAM, L3 or L2)
  %pf.0.0 = getelementptr i8, ptr %cp, i64 18944
  call void @llvm.prefetch.p0(ptr %pf.0.0, i32 0, i32 2, i32 1)
  %pf.0.1 = getelementptr i8, ptr %cp, i64 19008
  call void @llvm.prefetch.p0(ptr %pf.0.1, i32 0, i32 2, i32 1)

  %so = mul i64 %c, 8
  %sb = getelementptr inbounds i8, ptr %tp, i64 %so
  %csc.p = getelementptr inbounds i8, ptr %sb, i64 1024
  %csc.b = load <8 x i8>, ptr %csc.p, align 1
  ; the 8 bytes in both halves (vpbroadcastq), byte r moved to the low byte of
  ; lanes 2r and 2r + 1 (vpshufb, in-lane), the other byte zero
  %csc.v = bitcast <8 x i8> %csc.b to i64
  %csc.e = insertelement <4 x i64> poison, i64 %csc.v, i64 0
  %csc.q = shufflevector <4 x i64> %csc.e, <4 x i64> poison, <4 x i32> zeroinitializer
  %csc.y = bitcast <4 x i64> %csc.q to <32 x i8>
  %csc.s = shufflevector <32 x i8> %csc.y, <32 x i8> zeroinitializer, <32 x i32> <i32 0, i32 32, i32 0, i32 32, i32 1, i32 32, i32 1, i32 32, i32 2, i32 32, i32 2, i32 32, i32 3, i32 32, i32 3, i32 32, i32 20, i32 32, i32 20, i32 32, i32 21, i32 32, i32 21, i32 32, i32 22, i32 32, i32 22, i32 32, i32 23, i32 32, i32 23, i32 32>
  %csc = bitcast <32 x i8> %csc.s to <16 x i16>

  %cmn.p = getelementptr inbounds i8, ptr %sb, i64 1088
  %cmn.b = load <8 x i8>, ptr %cmn.p, align 1
  %cmn = zext <8 x i8> %cmn.b to <8 x i32>

  %cmf = sitofp <8 x i32> %cmn to <8 x float>
  %mnc = fmul <8 x float> %nmw, %cmf
  ; the chunk's activation block (scale) and its sums (q8_0: f32 s per 16 inputs)
  %gc = add i64 %tc, %c
  %gb = or i64 %gc, 0
  %gs = mul i64 %gc, 2
  %xco = mul i64 %c, 32
  %xc.0 = getelementptr inbounds i8, ptr %xt.0, i64 %xco
  %xc.1 = getelementptr inbounds i8, ptr %xt.1, i64 %xco
  %xc.2 = getelementptr inbounds i8, ptr %xt.2, i64 %xco
  %xc.3 = getelementptr inbounds i8, ptr %xt.3, i64 %xco
  %xc.4 = getelementptr inbounds i8, ptr %xt.4, i64 %xco
  %xc.5 = getelementptr inbounds i8, ptr %xt.5, i64 %xco
  %xc.6 = getelementptr inbounds i8, ptr %xt.6, i64 %xco
  %xc.7 = getelementptr inbounds i8, ptr %xt.7, i64 %xco
  %lo.0.0.p = getelementptr inbounds i8, ptr %cp, i64 0
  %lo.0.0 = load <32 x i8>, ptr %lo.0.0.p, align 1

  %wv.0.0 = and <32 x i8> %lo.0.0, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wv.0.1 = lshr <32 x i8> %lo.0.0, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %lo.0.1.p = getelementptr inbounds i8, ptr %cp, i64 32
  %lo.0.1 = load <32 x i8>, ptr %lo.0.1.p, align 1

  %wv.0.2 = and <32 x i8> %lo.0.1, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wv.0.3 = lshr <32 x i8> %lo.0.1, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %lo.0.2.p = getelementptr inbounds i8, ptr %cp, i64 64
  %lo.0.2 = load <32 x i8>, ptr %lo.0.2.p, align 1

  %wv.0.4 = and <32 x i8> %lo.0.2, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wv.0.5 = lshr <32 x i8> %lo.0.2, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %lo.0.3.p = getelementptr inbounds i8, ptr %cp, i64 96
  %lo.0.3 = load <32 x i8>, ptr %lo.0.3.p, align 1

  %wv.0.6 = and <32 x i8> %lo.0.3, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wv.0.7 = lshr <32 x i8> %lo.0.3, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>

  %xp.0.0.0 = getelementptr inbounds i8, ptr %xc.0, i64 0
  %xl.0.0.0 = load i32, ptr %xp.0.0.0, align 1
  %xb.0.0.0.i = insertelement <8 x i32> poison, i32 %xl.0.0.0, i64 0
  %xb.0.0.0 = shufflevector <8 x i32> %xb.0.0.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.0 = bitcast <8 x i32> %xb.0.0.0 to <32 x i8>
  %pm.0.0.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.0, <32 x i8> %xy.0.0.0)
  %xp.0.0.1 = getelementptr inbounds i8, ptr %xc.0, i64 4
  %xl.0.0.1 = load i32, ptr %xp.0.0.1, align 1
  %xb.0.0.1.i = insertelement <8 x i32> poison, i32 %xl.0.0.1, i64 0
  %xb.0.0.1 = shufflevector <8 x i32> %xb.0.0.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.1 = bitcast <8 x i32> %xb.0.0.1 to <32 x i8>
  %pm.0.0.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.1, <32 x i8> %xy.0.0.1)
  %ps.0.0.1 = add <16 x i16> %pm.0.0.0, %pm.0.0.1
  %xp.0.0.2 = getelementptr inbounds i8, ptr %xc.0, i64 8
  %xl.0.0.2 = load i32, ptr %xp.0.0.2, align 1
  %xb.0.0.2.i = insertelement <8 x i32> poison, i32 %xl.0.0.2, i64 0
  %xb.0.0.2 = shufflevector <8 x i32> %xb.0.0.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.2 = bitcast <8 x i32> %xb.0.0.2 to <32 x i8>
  %pm.0.0.2 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.2, <32 x i8> %xy.0.0.2)
  %ps.0.0.2 = add <16 x i16> %ps.0.0.1, %pm.0.0.2
  %xp.0.0.3 = getelementptr inbounds i8, ptr %xc.0, i64 12
  %xl.0.0.3 = load i32, ptr %xp.0.0.3, align 1
  %xb.0.0.3.i = insertelement <8 x i32> poison, i32 %xl.0.0.3, i64 0
  %xb.0.0.3 = shufflevector <8 x i32> %xb.0.0.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.3 = bitcast <8 x i32> %xb.0.0.3 to <32 x i8>
  %pm.0.0.3 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.3, <32 x i8> %xy.0.0.3)
  %ps.0.0.3 = add <16 x i16> %ps.0.0.2, %pm.0.0.3
  %xp.0.0.4 = getelementptr inbounds i8, ptr %xc.0, i64 16
  %xl.0.0.4 = load i32, ptr %xp.0.0.4, align 1
  %xb.0.0.4.i = insertelement <8 x i32> poison, i32 %xl.0.0.4, i64 0
  %xb.0.0.4 = shufflevector <8 x i32> %xb.0.0.4.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.4 = bitcast <8 x i32> %xb.0.0.4 to <32 x i8>
  %pm.0.0.4 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.4, <32 x i8> %xy.0.0.4)
  %ps.0.0.4 = add <16 x i16> %ps.0.0.3, %pm.0.0.4
  %xp.0.0.5 = getelementptr inbounds i8, ptr %xc.0, i64 20
  %xl.0.0.5 = load i32, ptr %xp.0.0.5, align 1
  %xb.0.0.5.i = insertelement <8 x i32> poison, i32 %xl.0.0.5, i64 0
  %xb.0.0.5 = shufflevector <8 x i32> %xb.0.0.5.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.5 = bitcast <8 x i32> %xb.0.0.5 to <32 x i8>
  %pm.0.0.5 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.5, <32 x i8> %xy.0.0.5)
  %ps.0.0.5 = add <16 x i16> %ps.0.0.4, %pm.0.0.5
  %xp.0.0.6 = getelementptr inbounds i8, ptr %xc.0, i64 24
  %xl.0.0.6 = load i32, ptr %xp.0.0.6, align 1
  %xb.0.0.6.i = insertelement <8 x i32> poison, i32 %xl.0.0.6, i64 0
  %xb.0.0.6 = shufflevector <8 x i32> %xb.0.0.6.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.6 = bitcast <8 x i32> %xb.0.0.6 to <32 x i8>
  %pm.0.0.6 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.6, <32 x i8> %xy.0.0.6)
  %ps.0.0.6 = add <16 x i16> %ps.0.0.5, %pm.0.0.6
  %xp.0.0.7 = getelementptr inbounds i8, ptr %xc.0, i64 28
  %xl.0.0.7 = load i32, ptr %xp.0.0.7, align 1
  %xb.0.0.7.i = insertelement <8 x i32> poison, i32 %xl.0.0.7, i64 0
  %xb.0.0.7 = shufflevector <8 x i32> %xb.0.0.7.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.7 = bitcast <8 x i32> %xb.0.0.7 to <32 x i8>
  %pm.0.0.7 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.7, <32 x i8> %xy.0.0.7)
  %ps.0.0.7 = add <16 x i16> %ps.0.0.6, %pm.0.0.7
  %pw.0.0.7 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %ps.0.0.7, <16 x i16> %csc)
  %isum.0.0 = or <8 x i32> %pw.0.0.7, zeroinitializer

  %ic.0 = or <8 x i32> %isum.0.0, zeroinitializer
  %xp.0.1.0 = getelementptr inbounds i8, ptr %xc.1, i64 0
  %xl.0.1.0 = load i32, ptr %xp.0.1.0, align 1
  %xb.0.1.0.i = insertelement <8 x i32> poison, i32 %xl.0.1.0, i64 0
  %xb.0.1.0 = shufflevector <8 x i32> %xb.0.1.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.0 = bitcast <8 x i32> %xb.0.1.0 to <32 x i8>
  %pm.0.1.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.0, <32 x i8> %xy.0.1.0)
  %xp.0.1.1 = getelementptr inbounds i8, ptr %xc.1, i64 4
  %xl.0.1.1 = load i32, ptr %xp.0.1.1, align 1
  %xb.0.1.1.i = insertelement <8 x i32> poison, i32 %xl.0.1.1, i64 0
  %xb.0.1.1 = shufflevector <8 x i32> %xb.0.1.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.1 = bitcast <8 x i32> %xb.0.1.1 to <32 x i8>
  %pm.0.1.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.1, <32 x i8> %xy.0.1.1)
  %ps.0.1.1 = add <16 x i16> %pm.0.1.0, %pm.0.1.1
  %xp.0.1.2 = getelementptr inbounds i8, ptr %xc.1, i64 8
  %xl.0.1.2 = load i32, ptr %xp.0.1.2, align 1
  %xb.0.1.2.i = insertelement <8 x i32> poison, i32 %xl.0.1.2, i64 0
  %xb.0.1.2 = shufflevector <8 x i32> %xb.0.1.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.2 = bitcast <8 x i32> %xb.0.1.2 to <32 x i8>
  %pm.0.1.2 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.2, <32 x i8> %xy.0.1.2)
  %ps.0.1.2 = add <16 x i16> %ps.0.1.1, %pm.0.1.2
  %xp.0.1.3 = getelementptr inbounds i8, ptr %xc.1, i64 12
  %xl.0.1.3 = load i32, ptr %xp.0.1.3, align 1
  %xb.0.1.3.i = insertelement <8 x i32> poison, i32 %xl.0.1.3, i64 0
  %xb.0.1.3 = shufflevector <8 x i32> %xb.0.1.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.3 = bitcast <8 x i32> %xb.0.1.3 to <32 x i8>
  %pm.0.1.3 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.3, <32 x i8> %xy.0.1.3)
  %ps.0.1.3 = add <16 x i16> %ps.0.1.2, %pm.0.1.3
  %xp.0.1.4 = getelementptr inbounds i8, ptr %xc.1, i64 16
  %xl.0.1.4 = load i32, ptr %xp.0.1.4, align 1
  %xb.0.1.4.i = insertelement <8 x i32> poison, i32 %xl.0.1.4, i64 0
  %xb.0.1.4 = shufflevector <8 x i32> %xb.0.1.4.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.4 = bitcast <8 x i32> %xb.0.1.4 to <32 x i8>
  %pm.0.1.4 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.4, <32 x i8> %xy.0.1.4)
  %ps.0.1.4 = add <16 x i16> %ps.0.1.3, %pm.0.1.4
  %xp.0.1.5 = getelementptr inbounds i8, ptr %xc.1, i64 20
  %xl.0.1.5 = load i32, ptr %xp.0.1.5, align 1
  %xb.0.1.5.i = insertelement <8 x i32> poison, i32 %xl.0.1.5, i64 0
  %xb.0.1.5 = shufflevector <8 x i32> %xb.0.1.5.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.5 = bitcast <8 x i32> %xb.0.1.5 to <32 x i8>
  %pm.0.1.5 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.5, <32 x i8> %xy.0.1.5)
  %ps.0.1.5 = add <16 x i16> %ps.0.1.4, %pm.0.1.5
  %xp.0.1.6 = getelementptr inbounds i8, ptr %xc.1, i64 24
  %xl.0.1.6 = load i32, ptr %xp.0.1.6, align 1
  %xb.0.1.6.i = insertelement <8 x i32> poison, i32 %xl.0.1.6, i64 0
  %xb.0.1.6 = shufflevector <8 x i32> %xb.0.1.6.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.6 = bitcast <8 x i32> %xb.0.1.6 to <32 x i8>
  %pm.0.1.6 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.6, <32 x i8> %xy.0.1.6)
  %ps.0.1.6 = add <16 x i16> %ps.0.1.5, %pm.0.1.6
  %xp.0.1.7 = getelementptr inbounds i8, ptr %xc.1, i64 28
  %xl.0.1.7 = load i32, ptr %xp.0.1.7, align 1
  %xb.0.1.7.i = insertelement <8 x i32> poison, i32 %xl.0.1.7, i64 0
  %xb.0.1.7 = shufflevector <8 x i32> %xb.0.1.7.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.7 = bitcast <8 x i32> %xb.0.1.7 to <32 x i8>
  %pm.0.1.7 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.7, <32 x i8> %xy.0.1.7)
  %ps.0.1.7 = add <16 x i16> %ps.0.1.6, %pm.0.1.7
  %pw.0.1.7 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %ps.0.1.7, <16 x i16> %csc)
  %isum.0.1 = or <8 x i32> %pw.0.1.7, zeroinitializer

  %ic.1 = or <8 x i32> %isum.0.1, zeroinitializer
  %xp.0.2.0 = getelementptr inbounds i8, ptr %xc.2, i64 0
  %xl.0.2.0 = load i32, ptr %xp.0.2.0, align 1
  %xb.0.2.0.i = insertelement <8 x i32> poison, i32 %xl.0.2.0, i64 0
  %xb.0.2.0 = shufflevector <8 x i32> %xb.0.2.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.0 = bitcast <8 x i32> %xb.0.2.0 to <32 x i8>
  %pm.0.2.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.0, <32 x i8> %xy.0.2.0)
  %xp.0.2.1 = getelementptr inbounds i8, ptr %xc.2, i64 4
  %xl.0.2.1 = load i32, ptr %xp.0.2.1, align 1
  %xb.0.2.1.i = insertelement <8 x i32> poison, i32 %xl.0.2.1, i64 0
  %xb.0.2.1 = shufflevector <8 x i32> %xb.0.2.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.1 = bitcast <8 x i32> %xb.0.2.1 to <32 x i8>
  %pm.0.2.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.1, <32 x i8> %xy.0.2.1)
  %ps.0.2.1 = add <16 x i16> %pm.0.2.0, %pm.0.2.1
  %xp.0.2.2 = getelementptr inbounds i8, ptr %xc.2, i64 8
  %xl.0.2.2 = load i32, ptr %xp.0.2.2, align 1
  %xb.0.2.2.i = insertelement <8 x i32> poison, i32 %xl.0.2.2, i64 0
  %xb.0.2.2 = shufflevector <8 x i32> %xb.0.2.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.2 = bitcast <8 x i32> %xb.0.2.2 to <32 x i8>
  %pm.0.2.2 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.2, <32 x i8> %xy.0.2.2)
  %ps.0.2.2 = add <16 x i16> %ps.0.2.1, %pm.0.2.2
  %xp.0.2.3 = getelementptr inbounds i8, ptr %xc.2, i64 12
  %xl.0.2.3 = load i32, ptr %xp.0.2.3, align 1
  %xb.0.2.3.i = insertelement <8 x i32> poison, i32 %xl.0.2.3, i64 0
  %xb.0.2.3 = shufflevector <8 x i32> %xb.0.2.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.3 = bitcast <8 x i32> %xb.0.2.3 to <32 x i8>
  %pm.0.2.3 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.3, <32 x i8> %xy.0.2.3)
  %ps.0.2.3 = add <16 x i16> %ps.0.2.2, %pm.0.2.3
  %xp.0.2.4 = getelementptr inbounds i8, ptr %xc.2, i64 16
  %xl.0.2.4 = load i32, ptr %xp.0.2.4, align 1
  %xb.0.2.4.i = insertelement <8 x i32> poison, i32 %xl.0.2.4, i64 0
  %xb.0.2.4 = shufflevector <8 x i32> %xb.0.2.4.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.4 = bitcast <8 x i32> %xb.0.2.4 to <32 x i8>
  %pm.0.2.4 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.4, <32 x i8> %xy.0.2.4)
  %ps.0.2.4 = add <16 x i16> %ps.0.2.3, %pm.0.2.4
  %xp.0.2.5 = getelementptr inbounds i8, ptr %xc.2, i64 20
  %xl.0.2.5 = load i32, ptr %xp.0.2.5, align 1
  %xb.0.2.5.i = insertelement <8 x i32> poison, i32 %xl.0.2.5, i64 0
  %xb.0.2.5 = shufflevector <8 x i32> %xb.0.2.5.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.5 = bitcast <8 x i32> %xb.0.2.5 to <32 x i8>
  %pm.0.2.5 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.5, <32 x i8> %xy.0.2.5)
  %ps.0.2.5 = add <16 x i16> %ps.0.2.4, %pm.0.2.5
  %xp.0.2.6 = getelementptr inbounds i8, ptr %xc.2, i64 24
  %xl.0.2.6 = load i32, ptr %xp.0.2.6, align 1
  %xb.0.2.6.i = insertelement <8 x i32> poison, i32 %xl.0.2.6, i64 0
  %xb.0.2.6 = shufflevector <8 x i32> %xb.0.2.6.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.6 = bitcast <8 x i32> %xb.0.2.6 to <32 x i8>
  %pm.0.2.6 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.6, <32 x i8> %xy.0.2.6)
  %ps.0.2.6 = add <16 x i16> %ps.0.2.5, %pm.0.2.6
  %xp.0.2.7 = getelementptr inbounds i8, ptr %xc.2, i64 28
  %xl.0.2.7 = load i32, ptr %xp.0.2.7, align 1
  %xb.0.2.7.i = insertelement <8 x i32> poison, i32 %xl.0.2.7, i64 0
  %xb.0.2.7 = shufflevector <8 x i32> %xb.0.2.7.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.7 = bitcast <8 x i32> %xb.0.2.7 to <32 x i8>
  %pm.0.2.7 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.7, <32 x i8> %xy.0.2.7)
  %ps.0.2.7 = add <16 x i16> %ps.0.2.6, %pm.0.2.7
  %pw.0.2.7 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %ps.0.2.7, <16 x i16> %csc)
  %isum.0.2 = or <8 x i32> %pw.0.2.7, zeroinitializer

  %ic.2 = or <8 x i32> %isum.0.2, zeroinitializer
  %xp.0.3.0 = getelementptr inbounds i8, ptr %xc.3, i64 0
  %xl.0.3.0 = load i32, ptr %xp.0.3.0, align 1
  %xb.0.3.0.i = insertelement <8 x i32> poison, i32 %xl.0.3.0, i64 0
  %xb.0.3.0 = shufflevector <8 x i32> %xb.0.3.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.0 = bitcast <8 x i32> %xb.0.3.0 to <32 x i8>
  %pm.0.3.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.0, <32 x i8> %xy.0.3.0)
  %xp.0.3.1 = getelementptr inbounds i8, ptr %xc.3, i64 4
  %xl.0.3.1 = load i32, ptr %xp.0.3.1, align 1
  %xb.0.3.1.i = insertelement <8 x i32> poison, i32 %xl.0.3.1, i64 0
  %xb.0.3.1 = shufflevector <8 x i32> %xb.0.3.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.1 = bitcast <8 x i32> %xb.0.3.1 to <32 x i8>
  %pm.0.3.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.1, <32 x i8> %xy.0.3.1)
  %ps.0.3.1 = add <16 x i16> %pm.0.3.0, %pm.0.3.1
  %xp.0.3.2 = getelementptr inbounds i8, ptr %xc.3, i64 8
  %xl.0.3.2 = load i32, ptr %xp.0.3.2, align 1
  %xb.0.3.2.i = insertelement <8 x i32> poison, i32 %xl.0.3.2, i64 0
  %xb.0.3.2 = shufflevector <8 x i32> %xb.0.3.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.2 = bitcast <8 x i32> %xb.0.3.2 to <32 x i8>
  %pm.0.3.2 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.2, <32 x i8> %xy.0.3.2)
  %ps.0.3.2 = add <16 x i16> %ps.0.3.1, %pm.0.3.2
  %xp.0.3.3 = getelementptr inbounds i8, ptr %xc.3, i64 12
  %xl.0.3.3 = load i32, ptr %xp.0.3.3, align 1
  %xb.0.3.3.i = insertelement <8 x i32> poison, i32 %xl.0.3.3, i64 0
  %xb.0.3.3 = shufflevector <8 x i32> %xb.0.3.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.3 = bitcast <8 x i32> %xb.0.3.3 to <32 x i8>
  %pm.0.3.3 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.3, <32 x i8> %xy.0.3.3)
  %ps.0.3.3 = add <16 x i16> %ps.0.3.2, %pm.0.3.3
  %xp.0.3.4 = getelementptr inbounds i8, ptr %xc.3, i64 16
  %xl.0.3.4 = load i32, ptr %xp.0.3.4, align 1
  %xb.0.3.4.i = insertelement <8 x i32> poison, i32 %xl.0.3.4, i64 0
  %xb.0.3.4 = shufflevector <8 x i32> %xb.0.3.4.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.4 = bitcast <8 x i32> %xb.0.3.4 to <32 x i8>
  %pm.0.3.4 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.4, <32 x i8> %xy.0.3.4)
  %ps.0.3.4 = add <16 x i16> %ps.0.3.3, %pm.0.3.4
  %xp.0.3.5 = getelementptr inbounds i8, ptr %xc.3, i64 20
  %xl.0.3.5 = load i32, ptr %xp.0.3.5, align 1
  %xb.0.3.5.i = insertelement <8 x i32> poison, i32 %xl.0.3.5, i64 0
  %xb.0.3.5 = shufflevector <8 x i32> %xb.0.3.5.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.5 = bitcast <8 x i32> %xb.0.3.5 to <32 x i8>
  %pm.0.3.5 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.5, <32 x i8> %xy.0.3.5)
  %ps.0.3.5 = add <16 x i16> %ps.0.3.4, %pm.0.3.5
  %xp.0.3.6 = getelementptr inbounds i8, ptr %xc.3, i64 24
  %xl.0.3.6 = load i32, ptr %xp.0.3.6, align 1
  %xb.0.3.6.i = insertelement <8 x i32> poison, i32 %xl.0.3.6, i64 0
  %xb.0.3.6 = shufflevector <8 x i32> %xb.0.3.6.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.6 = bitcast <8 x i32> %xb.0.3.6 to <32 x i8>
  %pm.0.3.6 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.6, <32 x i8> %xy.0.3.6)
  %ps.0.3.6 = add <16 x i16> %ps.0.3.5, %pm.0.3.6
  %xp.0.3.7 = getelementptr inbounds i8, ptr %xc.3, i64 28
  %xl.0.3.7 = load i32, ptr %xp.0.3.7, align 1
  %xb.0.3.7.i = insertelement <8 x i32> poison, i32 %xl.0.3.7, i64 0
  %xb.0.3.7 = shufflevector <8 x i32> %xb.0.3.7.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.7 = bitcast <8 x i32> %xb.0.3.7 to <32 x i8>
  %pm.0.3.7 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.7, <32 x i8> %xy.0.3.7)
  %ps.0.3.7 = add <16 x i16> %ps.0.3.6, %pm.0.3.7
  %pw.0.3.7 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %ps.0.3.7, <16 x i16> %csc)
  %isum.0.3 = or <8 x i32> %pw.0.3.7, zeroinitializer

  %ic.3 = or <8 x i32> %isum.0.3, zeroinitializer
  %xp.0.4.0 = getelementptr inbounds i8, ptr %xc.4, i64 0
  %xl.0.4.0 = load i32, ptr %xp.0.4.0, align 1
  %xb.0.4.0.i = insertelement <8 x i32> poison, i32 %xl.0.4.0, i64 0
  %xb.0.4.0 = shufflevector <8 x i32> %xb.0.4.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.4.0 = bitcast <8 x i32> %xb.0.4.0 to <32 x i8>
  %pm.0.4.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.0, <32 x i8> %xy.0.4.0)
  %xp.0.4.1 = getelementptr inbounds i8, ptr %xc.4, i64 4
  %xl.0.4.1 = load i32, ptr %xp.0.4.1, align 1
  %xb.0.4.1.i = insertelement <8 x i32> poison, i32 %xl.0.4.1, i64 0
  %xb.0.4.1 = shufflevector <8 x i32> %xb.0.4.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.4.1 = bitcast <8 x i32> %xb.0.4.1 to <32 x i8>
  %pm.0.4.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.1, <32 x i8> %xy.0.4.1)
  %ps.0.4.1 = add <16 x i16> %pm.0.4.0, %pm.0.4.1
  %xp.0.4.2 = getelementptr inbounds i8, ptr %xc.4, i64 8
  %xl.0.4.2 = load i32, ptr %xp.0.4.2, align 1
  %xb.0.4.2.i = insertelement <8 x i32> poison, i32 %xl.0.4.2, i64 0
  %xb.0.4.2 = shufflevector <8 x i32> %xb.0.4.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.4.2 = bitcast <8 x i32> %xb.0.4.2 to <32 x i8>
  %pm.0.4.2 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.2, <32 x i8> %xy.0.4.2)
  %ps.0.4.2 = add <16 x i16> %ps.0.4.1, %pm.0.4.2
  %xp.0.4.3 = getelementptr inbounds i8, ptr %xc.4, i64 12
  %xl.0.4.3 = load i32, ptr %xp.0.4.3, align 1
  %xb.0.4.3.i = insertelement <8 x i32> poison, i32 %xl.0.4.3, i64 0
  %xb.0.4.3 = shufflevector <8 x i32> %xb.0.4.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.4.3 = bitcast <8 x i32> %xb.0.4.3 to <32 x i8>
  %pm.0.4.3 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.3, <32 x i8> %xy.0.4.3)
  %ps.0.4.3 = add <16 x i16> %ps.0.4.2, %pm.0.4.3
  %xp.0.4.4 = getelementptr inbounds i8, ptr %xc.4, i64 16
  %xl.0.4.4 = load i32, ptr %xp.0.4.4, align 1
  %xb.0.4.4.i = insertelement <8 x i32> poison, i32 %xl.0.4.4, i64 0
  %xb.0.4.4 = shufflevector <8 x i32> %xb.0.4.4.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.4.4 = bitcast <8 x i32> %xb.0.4.4 to <32 x i8>
  %pm.0.4.4 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.4, <32 x i8> %xy.0.4.4)
  %ps.0.4.4 = add <16 x i16> %ps.0.4.3, %pm.0.4.4
  %xp.0.4.5 = getelementptr inbounds i8, ptr %xc.4, i64 20
  %xl.0.4.5 = load i32, ptr %xp.0.4.5, align 1
  %xb.0.4.5.i = insertelement <8 x i32> poison, i32 %xl.0.4.5, i64 0
  %xb.0.4.5 = shufflevector <8 x i32> %xb.0.4.5.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.4.5 = bitcast <8 x i32> %xb.0.4.5 to <32 x i8>
  %pm.0.4.5 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.5, <32 x i8> %xy.0.4.5)
  %ps.0.4.5 = add <16 x i16> %ps.0.4.4, %pm.0.4.5
  %xp.0.4.6 = getelementptr inbounds i8, ptr %xc.4, i64 24
  %xl.0.4.6 = load i32, ptr %xp.0.4.6, align 1
  %xb.0.4.6.i = insertelement <8 x i32> poison, i32 %xl.0.4.6, i64 0
  %xb.0.4.6 = shufflevector <8 x i32> %xb.0.4.6.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.4.6 = bitcast <8 x i32> %xb.0.4.6 to <32 x i8>
  %pm.0.4.6 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.6, <32 x i8> %xy.0.4.6)
  %ps.0.4.6 = add <16 x i16> %ps.0.4.5, %pm.0.4.6
  %xp.0.4.7 = getelementptr inbounds i8, ptr %xc.4, i64 28
  %xl.0.4.7 = load i32, ptr %xp.0.4.7, align 1
  %xb.0.4.7.i = insertelement <8 x i32> poison, i32 %xl.0.4.7, i64 0
  %xb.0.4.7 = shufflevector <8 x i32> %xb.0.4.7.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.4.7 = bitcast <8 x i32> %xb.0.4.7 to <32 x i8>
  %pm.0.4.7 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.7, <32 x i8> %xy.0.4.7)
  %ps.0.4.7 = add <16 x i16> %ps.0.4.6, %pm.0.4.7
  %pw.0.4.7 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %ps.0.4.7, <16 x i16> %csc)
  %isum.0.4 = or <8 x i32> %pw.0.4.7, zeroinitializer

  %ic.4 = or <8 x i32> %isum.0.4, zeroinitializer
  %xp.0.5.0 = getelementptr inbounds i8, ptr %xc.5, i64 0
  %xl.0.5.0 = load i32, ptr %xp.0.5.0, align 1
  %xb.0.5.0.i = insertelement <8 x i32> poison, i32 %xl.0.5.0, i64 0
  %xb.0.5.0 = shufflevector <8 x i32> %xb.0.5.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.5.0 = bitcast <8 x i32> %xb.0.5.0 to <32 x i8>
  %pm.0.5.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.0, <32 x i8> %xy.0.5.0)
  %xp.0.5.1 = getelementptr inbounds i8, ptr %xc.5, i64 4
  %xl.0.5.1 = load i32, ptr %xp.0.5.1, align 1
  %xb.0.5.1.i = insertelement <8 x i32> poison, i32 %xl.0.5.1, i64 0
  %xb.0.5.1 = shufflevector <8 x i32> %xb.0.5.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.5.1 = bitcast <8 x i32> %xb.0.5.1 to <32 x i8>
  %pm.0.5.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.1, <32 x i8> %xy.0.5.1)
  %ps.0.5.1 = add <16 x i16> %pm.0.5.0, %pm.0.5.1
  %xp.0.5.2 = getelementptr inbounds i8, ptr %xc.5, i64 8
  %xl.0.5.2 = load i32, ptr %xp.0.5.2, align 1
  %xb.0.5.2.i = insertelement <8 x i32> poison, i32 %xl.0.5.2, i64 0
  %xb.0.5.2 = shufflevector <8 x i32> %xb.0.5.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.5.2 = bitcast <8 x i32> %xb.0.5.2 to <32 x i8>
  %pm.0.5.2 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.2, <32 x i8> %xy.0.5.2)
  %ps.0.5.2 = add <16 x i16> %ps.0.5.1, %pm.0.5.2
  %xp.0.5.3 = getelementptr inbounds i8, ptr %xc.5, i64 12
  %xl.0.5.3 = load i32, ptr %xp.0.5.3, align 1
  %xb.0.5.3.i = insertelement <8 x i32> poison, i32 %xl.0.5.3, i64 0
  %xb.0.5.3 = shufflevector <8 x i32> %xb.0.5.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.5.3 = bitcast <8 x i32> %xb.0.5.3 to <32 x i8>
  %pm.0.5.3 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.3, <32 x i8> %xy.0.5.3)
  %ps.0.5.3 = add <16 x i16> %ps.0.5.2, %pm.0.5.3
  %xp.0.5.4 = getelementptr inbounds i8, ptr %xc.5, i64 16
  %xl.0.5.4 = load i32, ptr %xp.0.5.4, align 1
  %xb.0.5.4.i = insertelement <8 x i32> poison, i32 %xl.0.5.4, i64 0
  %xb.0.5.4 = shufflevector <8 x i32> %xb.0.5.4.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.5.4 = bitcast <8 x i32> %xb.0.5.4 to <32 x i8>
  %pm.0.5.4 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.4, <32 x i8> %xy.0.5.4)
  %ps.0.5.4 = add <16 x i16> %ps.0.5.3, %pm.0.5.4
  %xp.0.5.5 = getelementptr inbounds i8, ptr %xc.5, i64 20
  %xl.0.5.5 = load i32, ptr %xp.0.5.5, align 1
  %xb.0.5.5.i = insertelement <8 x i32> poison, i32 %xl.0.5.5, i64 0
  %xb.0.5.5 = shufflevector <8 x i32> %xb.0.5.5.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.5.5 = bitcast <8 x i32> %xb.0.5.5 to <32 x i8>
  %pm.0.5.5 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.5, <32 x i8> %xy.0.5.5)
  %ps.0.5.5 = add <16 x i16> %ps.0.5.4, %pm.0.5.5
  %xp.0.5.6 = getelementptr inbounds i8, ptr %xc.5, i64 24
  %xl.0.5.6 = load i32, ptr %xp.0.5.6, align 1
  %xb.0.5.6.i = insertelement <8 x i32> poison, i32 %xl.0.5.6, i64 0
  %xb.0.5.6 = shufflevector <8 x i32> %xb.0.5.6.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.5.6 = bitcast <8 x i32> %xb.0.5.6 to <32 x i8>
  %pm.0.5.6 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.6, <32 x i8> %xy.0.5.6)
  %ps.0.5.6 = add <16 x i16> %ps.0.5.5, %pm.0.5.6
  %xp.0.5.7 = getelementptr inbounds i8, ptr %xc.5, i64 28
  %xl.0.5.7 = load i32, ptr %xp.0.5.7, align 1
  %xb.0.5.7.i = insertelement <8 x i32> poison, i32 %xl.0.5.7, i64 0
  %xb.0.5.7 = shufflevector <8 x i32> %xb.0.5.7.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.5.7 = bitcast <8 x i32> %xb.0.5.7 to <32 x i8>
  %pm.0.5.7 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.7, <32 x i8> %xy.0.5.7)
  %ps.0.5.7 = add <16 x i16> %ps.0.5.6, %pm.0.5.7
  %pw.0.5.7 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %ps.0.5.7, <16 x i16> %csc)
  %isum.0.5 = or <8 x i32> %pw.0.5.7, zeroinitializer

  %ic.5 = or <8 x i32> %isum.0.5, zeroinitializer
  %xp.0.6.0 = getelementptr inbounds i8, ptr %xc.6, i64 0
  %xl.0.6.0 = load i32, ptr %xp.0.6.0, align 1
  %xb.0.6.0.i = insertelement <8 x i32> poison, i32 %xl.0.6.0, i64 0
  %xb.0.6.0 = shufflevector <8 x i32> %xb.0.6.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.6.0 = bitcast <8 x i32> %xb.0.6.0 to <32 x i8>
  %pm.0.6.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.0, <32 x i8> %xy.0.6.0)
  %xp.0.6.1 = getelementptr inbounds i8, ptr %xc.6, i64 4
  %xl.0.6.1 = load i32, ptr %xp.0.6.1, align 1
  %xb.0.6.1.i = insertelement <8 x i32> poison, i32 %xl.0.6.1, i64 0
  %xb.0.6.1 = shufflevector <8 x i32> %xb.0.6.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.6.1 = bitcast <8 x i32> %xb.0.6.1 to <32 x i8>
  %pm.0.6.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.1, <32 x i8> %xy.0.6.1)
  %ps.0.6.1 = add <16 x i16> %pm.0.6.0, %pm.0.6.1
  %xp.0.6.2 = getelementptr inbounds i8, ptr %xc.6, i64 8
  %xl.0.6.2 = load i32, ptr %xp.0.6.2, align 1
  %xb.0.6.2.i = insertelement <8 x i32> poison, i32 %xl.0.6.2, i64 0
  %xb.0.6.2 = shufflevector <8 x i32> %xb.0.6.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.6.2 = bitcast <8 x i32> %xb.0.6.2 to <32 x i8>
  %pm.0.6.2 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.2, <32 x i8> %xy.0.6.2)
  %ps.0.6.2 = add <16 x i16> %ps.0.6.1, %pm.0.6.2
  %xp.0.6.3 = getelementptr inbounds i8, ptr %xc.6, i64 12
  %xl.0.6.3 = load i32, ptr %xp.0.6.3, align 1
  %xb.0.6.3.i = insertelement <8 x i32> poison, i32 %xl.0.6.3, i64 0
  %xb.0.6.3 = shufflevector <8 x i32> %xb.0.6.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.6.3 = bitcast <8 x i32> %xb.0.6.3 to <32 x i8>
  %pm.0.6.3 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.3, <32 x i8> %xy.0.6.3)
  %ps.0.6.3 = add <16 x i16> %ps.0.6.2, %pm.0.6.3
  %xp.0.6.4 = getelementptr inbounds i8, ptr %xc.6, i64 16
  %xl.0.6.4 = load i32, ptr %xp.0.6.4, align 1
  %xb.0.6.4.i = insertelement <8 x i32> poison, i32 %xl.0.6.4, i64 0
  %xb.0.6.4 = shufflevector <8 x i32> %xb.0.6.4.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.6.4 = bitcast <8 x i32> %xb.0.6.4 to <32 x i8>
  %pm.0.6.4 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.4, <32 x i8> %xy.0.6.4)
  %ps.0.6.4 = add <16 x i16> %ps.0.6.3, %pm.0.6.4
  %xp.0.6.5 = getelementptr inbounds i8, ptr %xc.6, i64 20
  %xl.0.6.5 = load i32, ptr %xp.0.6.5, align 1
  %xb.0.6.5.i = insertelement <8 x i32> poison, i32 %xl.0.6.5, i64 0
  %xb.0.6.5 = shufflevector <8 x i32> %xb.0.6.5.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.6.5 = bitcast <8 x i32> %xb.0.6.5 to <32 x i8>
  %pm.0.6.5 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.5, <32 x i8> %xy.0.6.5)
  %ps.0.6.5 = add <16 x i16> %ps.0.6.4, %pm.0.6.5
  %xp.0.6.6 = getelementptr inbounds i8, ptr %xc.6, i64 24
  %xl.0.6.6 = load i32, ptr %xp.0.6.6, align 1
  %xb.0.6.6.i = insertelement <8 x i32> poison, i32 %xl.0.6.6, i64 0
  %xb.0.6.6 = shufflevector <8 x i32> %xb.0.6.6.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.6.6 = bitcast <8 x i32> %xb.0.6.6 to <32 x i8>
  %pm.0.6.6 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.6, <32 x i8> %xy.0.6.6)
  %ps.0.6.6 = add <16 x i16> %ps.0.6.5, %pm.0.6.6
  %xp.0.6.7 = getelementptr inbounds i8, ptr %xc.6, i64 28
  %xl.0.6.7 = load i32, ptr %xp.0.6.7, align 1
  %xb.0.6.7.i = insertelement <8 x i32> poison, i32 %xl.0.6.7, i64 0
  %xb.0.6.7 = shufflevector <8 x i32> %xb.0.6.7.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.6.7 = bitcast <8 x i32> %xb.0.6.7 to <32 x i8>
  %pm.0.6.7 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.7, <32 x i8> %xy.0.6.7)
  %ps.0.6.7 = add <16 x i16> %ps.0.6.6, %pm.0.6.7
  %pw.0.6.7 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %ps.0.6.7, <16 x i16> %csc)
  %isum.0.6 = or <8 x i32> %pw.0.6.7, zeroinitializer

  %ic.6 = or <8 x i32> %isum.0.6, zeroinitializer
  %xp.0.7.0 = getelementptr inbounds i8, ptr %xc.7, i64 0
  %xl.0.7.0 = load i32, ptr %xp.0.7.0, align 1
  %xb.0.7.0.i = insertelement <8 x i32> poison, i32 %xl.0.7.0, i64 0
  %xb.0.7.0 = shufflevector <8 x i32> %xb.0.7.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.7.0 = bitcast <8 x i32> %xb.0.7.0 to <32 x i8>
  %pm.0.7.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.0, <32 x i8> %xy.0.7.0)
  %xp.0.7.1 = getelementptr inbounds i8, ptr %xc.7, i64 4
  %xl.0.7.1 = load i32, ptr %xp.0.7.1, align 1
  %xb.0.7.1.i = insertelement <8 x i32> poison, i32 %xl.0.7.1, i64 0
  %xb.0.7.1 = shufflevector <8 x i32> %xb.0.7.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.7.1 = bitcast <8 x i32> %xb.0.7.1 to <32 x i8>
  %pm.0.7.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.1, <32 x i8> %xy.0.7.1)
  %ps.0.7.1 = add <16 x i16> %pm.0.7.0, %pm.0.7.1
  %xp.0.7.2 = getelementptr inbounds i8, ptr %xc.7, i64 8
  %xl.0.7.2 = load i32, ptr %xp.0.7.2, align 1
  %xb.0.7.2.i = insertelement <8 x i32> poison, i32 %xl.0.7.2, i64 0
  %xb.0.7.2 = shufflevector <8 x i32> %xb.0.7.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.7.2 = bitcast <8 x i32> %xb.0.7.2 to <32 x i8>
  %pm.0.7.2 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.2, <32 x i8> %xy.0.7.2)
  %ps.0.7.2 = add <16 x i16> %ps.0.7.1, %pm.0.7.2
  %xp.0.7.3 = getelementptr inbounds i8, ptr %xc.7, i64 12
  %xl.0.7.3 = load i32, ptr %xp.0.7.3, align 1
  %xb.0.7.3.i = insertelement <8 x i32> poison, i32 %xl.0.7.3, i64 0
  %xb.0.7.3 = shufflevector <8 x i32> %xb.0.7.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.7.3 = bitcast <8 x i32> %xb.0.7.3 to <32 x i8>
  %pm.0.7.3 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.3, <32 x i8> %xy.0.7.3)
  %ps.0.7.3 = add <16 x i16> %ps.0.7.2, %pm.0.7.3
  %xp.0.7.4 = getelementptr inbounds i8, ptr %xc.7, i64 16
  %xl.0.7.4 = load i32, ptr %xp.0.7.4, align 1
  %xb.0.7.4.i = insertelement <8 x i32> poison, i32 %xl.0.7.4, i64 0
  %xb.0.7.4 = shufflevector <8 x i32> %xb.0.7.4.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.7.4 = bitcast <8 x i32> %xb.0.7.4 to <32 x i8>
  %pm.0.7.4 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.4, <32 x i8> %xy.0.7.4)
  %ps.0.7.4 = add <16 x i16> %ps.0.7.3, %pm.0.7.4
  %xp.0.7.5 = getelementptr inbounds i8, ptr %xc.7, i64 20
  %xl.0.7.5 = load i32, ptr %xp.0.7.5, align 1
  %xb.0.7.5.i = insertelement <8 x i32> poison, i32 %xl.0.7.5, i64 0
  %xb.0.7.5 = shufflevector <8 x i32> %xb.0.7.5.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.7.5 = bitcast <8 x i32> %xb.0.7.5 to <32 x i8>
  %pm.0.7.5 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.5, <32 x i8> %xy.0.7.5)
  %ps.0.7.5 = add <16 x i16> %ps.0.7.4, %pm.0.7.5
  %xp.0.7.6 = getelementptr inbounds i8, ptr %xc.7, i64 24
  %xl.0.7.6 = load i32, ptr %xp.0.7.6, align 1
  %xb.0.7.6.i = insertelement <8 x i32> poison, i32 %xl.0.7.6, i64 0
  %xb.0.7.6 = shufflevector <8 x i32> %xb.0.7.6.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.7.6 = bitcast <8 x i32> %xb.0.7.6 to <32 x i8>
  %pm.0.7.6 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.6, <32 x i8> %xy.0.7.6)
  %ps.0.7.6 = add <16 x i16> %ps.0.7.5, %pm.0.7.6
  %xp.0.7.7 = getelementptr inbounds i8, ptr %xc.7, i64 28
  %xl.0.7.7 = load i32, ptr %xp.0.7.7, align 1
  %xb.0.7.7.i = insertelement <8 x i32> poison, i32 %xl.0.7.7, i64 0
  %xb.0.7.7 = shufflevector <8 x i32> %xb.0.7.7.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.7.7 = bitcast <8 x i32> %xb.0.7.7 to <32 x i8>
  %pm.0.7.7 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.7, <32 x i8> %xy.0.7.7)
  %ps.0.7.7 = add <16 x i16> %ps.0.7.6, %pm.0.7.7
  %pw.0.7.7 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %ps.0.7.7, <16 x i16> %csc)
  %isum.0.7 = or <8 x i32> %pw.0.7.7, zeroinitializer

  %ic.7 = or <8 x i32> %isum.0.7, zeroinitializer
  %dxp.0 = getelementptr inbounds float, ptr %xd.0, i64 %gb
  %dx.0 = load float, ptr %dxp.0, align 4
  %dxv.0.i = insertelement <8 x float> poison, float %dx.0, i64 0
  %dxv.0 = shufflevector <8 x float> %dxv.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.0 = getelementptr inbounds float, ptr %xs.0, i64 %gs
  %sx0.0 = load float, ptr %sxp.0, align 4
  %sxp1.0 = getelementptr inbounds float, ptr %sxp.0, i64 1
  %sx1.0 = load float, ptr %sxp1.0, align 4
  %sx.0 = fadd float %sx0.0, %sx1.0
  %sxv.0.i = insertelement <8 x float> poison, float %sx.0, i64 0
  %sxv.0 = shufflevector <8 x float> %sxv.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.0 = sitofp <8 x i32> %ic.0 to <8 x float>
  %sc.0 = fmul <8 x float> %dw, %dxv.0
  %ad.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.0, <8 x float> %sc.0, <8 x float> %ca.0)
  %ca.0.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc, <8 x float> %sxv.0, <8 x float> %ad.0)
  %dxp.1 = getelementptr inbounds float, ptr %xd.1, i64 %gb
  %dx.1 = load float, ptr %dxp.1, align 4
  %dxv.1.i = insertelement <8 x float> poison, float %dx.1, i64 0
  %dxv.1 = shufflevector <8 x float> %dxv.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.1 = getelementptr inbounds float, ptr %xs.1, i64 %gs
  %sx0.1 = load float, ptr %sxp.1, align 4
  %sxp1.1 = getelementptr inbounds float, ptr %sxp.1, i64 1
  %sx1.1 = load float, ptr %sxp1.1, align 4
  %sx.1 = fadd float %sx0.1, %sx1.1
  %sxv.1.i = insertelement <8 x float> poison, float %sx.1, i64 0
  %sxv.1 = shufflevector <8 x float> %sxv.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.1 = sitofp <8 x i32> %ic.1 to <8 x float>
  %sc.1 = fmul <8 x float> %dw, %dxv.1
  %ad.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.1, <8 x float> %sc.1, <8 x float> %ca.1)
  %ca.1.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc, <8 x float> %sxv.1, <8 x float> %ad.1)
  %dxp.2 = getelementptr inbounds float, ptr %xd.2, i64 %gb
  %dx.2 = load float, ptr %dxp.2, align 4
  %dxv.2.i = insertelement <8 x float> poison, float %dx.2, i64 0
  %dxv.2 = shufflevector <8 x float> %dxv.2.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.2 = getelementptr inbounds float, ptr %xs.2, i64 %gs
  %sx0.2 = load float, ptr %sxp.2, align 4
  %sxp1.2 = getelementptr inbounds float, ptr %sxp.2, i64 1
  %sx1.2 = load float, ptr %sxp1.2, align 4
  %sx.2 = fadd float %sx0.2, %sx1.2
  %sxv.2.i = insertelement <8 x float> poison, float %sx.2, i64 0
  %sxv.2 = shufflevector <8 x float> %sxv.2.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.2 = sitofp <8 x i32> %ic.2 to <8 x float>
  %sc.2 = fmul <8 x float> %dw, %dxv.2
  %ad.2 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.2, <8 x float> %sc.2, <8 x float> %ca.2)
  %ca.2.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc, <8 x float> %sxv.2, <8 x float> %ad.2)
  %dxp.3 = getelementptr inbounds float, ptr %xd.3, i64 %gb
  %dx.3 = load float, ptr %dxp.3, align 4
  %dxv.3.i = insertelement <8 x float> poison, float %dx.3, i64 0
  %dxv.3 = shufflevector <8 x float> %dxv.3.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.3 = getelementptr inbounds float, ptr %xs.3, i64 %gs
  %sx0.3 = load float, ptr %sxp.3, align 4
  %sxp1.3 = getelementptr inbounds float, ptr %sxp.3, i64 1
  %sx1.3 = load float, ptr %sxp1.3, align 4
  %sx.3 = fadd float %sx0.3, %sx1.3
  %sxv.3.i = insertelement <8 x float> poison, float %sx.3, i64 0
  %sxv.3 = shufflevector <8 x float> %sxv.3.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.3 = sitofp <8 x i32> %ic.3 to <8 x float>
  %sc.3 = fmul <8 x float> %dw, %dxv.3
  %ad.3 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.3, <8 x float> %sc.3, <8 x float> %ca.3)
  %ca.3.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc, <8 x float> %sxv.3, <8 x float> %ad.3)
  %dxp.4 = getelementptr inbounds float, ptr %xd.4, i64 %gb
  %dx.4 = load float, ptr %dxp.4, align 4
  %dxv.4.i = insertelement <8 x float> poison, float %dx.4, i64 0
  %dxv.4 = shufflevector <8 x float> %dxv.4.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.4 = getelementptr inbounds float, ptr %xs.4, i64 %gs
  %sx0.4 = load float, ptr %sxp.4, align 4
  %sxp1.4 = getelementptr inbounds float, ptr %sxp.4, i64 1
  %sx1.4 = load float, ptr %sxp1.4, align 4
  %sx.4 = fadd float %sx0.4, %sx1.4
  %sxv.4.i = insertelement <8 x float> poison, float %sx.4, i64 0
  %sxv.4 = shufflevector <8 x float> %sxv.4.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.4 = sitofp <8 x i32> %ic.4 to <8 x float>
  %sc.4 = fmul <8 x float> %dw, %dxv.4
  %ad.4 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.4, <8 x float> %sc.4, <8 x float> %ca.4)
  %ca.4.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc, <8 x float> %sxv.4, <8 x float> %ad.4)
  %dxp.5 = getelementptr inbounds float, ptr %xd.5, i64 %gb
  %dx.5 = load float, ptr %dxp.5, align 4
  %dxv.5.i = insertelement <8 x float> poison, float %dx.5, i64 0
  %dxv.5 = shufflevector <8 x float> %dxv.5.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.5 = getelementptr inbounds float, ptr %xs.5, i64 %gs
  %sx0.5 = load float, ptr %sxp.5, align 4
  %sxp1.5 = getelementptr inbounds float, ptr %sxp.5, i64 1
  %sx1.5 = load float, ptr %sxp1.5, align 4
  %sx.5 = fadd float %sx0.5, %sx1.5
  %sxv.5.i = insertelement <8 x float> poison, float %sx.5, i64 0
  %sxv.5 = shufflevector <8 x float> %sxv.5.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.5 = sitofp <8 x i32> %ic.5 to <8 x float>
  %sc.5 = fmul <8 x float> %dw, %dxv.5
  %ad.5 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.5, <8 x float> %sc.5, <8 x float> %ca.5)
  %ca.5.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc, <8 x float> %sxv.5, <8 x float> %ad.5)
  %dxp.6 = getelementptr inbounds float, ptr %xd.6, i64 %gb
  %dx.6 = load float, ptr %dxp.6, align 4
  %dxv.6.i = insertelement <8 x float> poison, float %dx.6, i64 0
  %dxv.6 = shufflevector <8 x float> %dxv.6.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.6 = getelementptr inbounds float, ptr %xs.6, i64 %gs
  %sx0.6 = load float, ptr %sxp.6, align 4
  %sxp1.6 = getelementptr inbounds float, ptr %sxp.6, i64 1
  %sx1.6 = load float, ptr %sxp1.6, align 4
  %sx.6 = fadd float %sx0.6, %sx1.6
  %sxv.6.i = insertelement <8 x float> poison, float %sx.6, i64 0
  %sxv.6 = shufflevector <8 x float> %sxv.6.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.6 = sitofp <8 x i32> %ic.6 to <8 x float>
  %sc.6 = fmul <8 x float> %dw, %dxv.6
  %ad.6 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.6, <8 x float> %sc.6, <8 x float> %ca.6)
  %ca.6.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc, <8 x float> %sxv.6, <8 x float> %ad.6)
  %dxp.7 = getelementptr inbounds float, ptr %xd.7, i64 %gb
  %dx.7 = load float, ptr %dxp.7, align 4
  %dxv.7.i = insertelement <8 x float> poison, float %dx.7, i64 0
  %dxv.7 = shufflevector <8 x float> %dxv.7.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.7 = getelementptr inbounds float, ptr %xs.7, i64 %gs
  %sx0.7 = load float, ptr %sxp.7, align 4
  %sxp1.7 = getelementptr inbounds float, ptr %sxp.7, i64 1
  %sx1.7 = load float, ptr %sxp1.7, align 4
  %sx.7 = fadd float %sx0.7, %sx1.7
  %sxv.7.i = insertelement <8 x float> poison, float %sx.7, i64 0
  %sxv.7 = shufflevector <8 x float> %sxv.7.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.7 = sitofp <8 x i32> %ic.7 to <8 x float>
  %sc.7 = fmul <8 x float> %dw, %dxv.7
  %ad.7 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.7, <8 x float> %sc.7, <8 x float> %ca.7)
  %ca.7.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc, <8 x float> %sxv.7, <8 x float> %ad.7)
  %c.next = add i64 %c, 1
  %c.more = icmp ult i64 %c.next, 8
  br i1 %c.more, label %chunk, label %tile.end

tile.end:
  %t.next = add i64 %t, 1
  %t.more = icmp ult i64 %t.next, 16
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

define internal { <8 x float> } @gemm_q4_K_avx2_n4096_k4096.mk.1(ptr %wg, ptr %xq.0) #1 {
entry:
  %xd.0 = getelementptr inbounds i8, ptr %xq.0, i64 4096
  %xs.0 = getelementptr inbounds i8, ptr %xq.0, i64 4608
  br label %tile

tile:
  ; one iteration = one tile %t: a super-block of 256 inputs, 8 chunks of 32; the
  ; activations (q8_0) have a scale and sums per 32 inputs
  %t = phi i64 [ 0, %entry ], [ %t.next, %tile.end ]
  %acc.0 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.0.1, %tile.end ]
  %to = mul i64 %t, 1184
  %tp = getelementptr inbounds i8, ptr %wg, i64 %to
  %xo = mul i64 %t, 256
  %xt.0 = getelementptr inbounds i8, ptr %xq.0, i64 %xo
  %dw.p = getelementptr inbounds i8, ptr %tp, i64 1152
  %dw.h = load <8 x half>, ptr %dw.p, align 2
  %dw = fpext <8 x half> %dw.h to <8 x float>


  %mw.p = getelementptr inbounds i8, ptr %tp, i64 1168
  %mw.h = load <8 x half>, ptr %mw.p, align 2
  %mw = fpext <8 x half> %mw.h to <8 x float>


  %nmw = fneg <8 x float> %mw
  %tc = mul i64 %t, 8
  br label %chunk

chunk:
  ; chunk c: acc[r] += (d[r] * dx) * (sc[r][c] * the chunk's exact dot product) + mn[r][c] * sx,
  ; dx the scale of the 32-input block holding the chunk, sx the chunk's float sum of x and
  ; mn = -dmin * m
  %c = phi i64 [ 0, %tile ], [ %c.next, %chunk ]
  %ca.0 = phi <8 x float> [ %acc.0, %tile ], [ %ca.0.1, %chunk ]
  %co = mul i64 %c, 128
  %cp = getelementptr inbounds i8, ptr %tp, i64 %co
  ; prefetch the bytes ahead in the weight stream (from DRAM, L3 or L2)
  %pf.0.0 = getelementptr i8, ptr %cp, i64 3072
  call void @llvm.prefetch.p0(ptr %pf.0.0, i32 0, i32 3, i32 1)
  %pf.0.1 = getelementptr i8, ptr %cp, i64 3136
  call void @llvm.prefetch.p0(ptr %pf.0.1, i32 0, i32 3, i32 1)

  %so = mul i64 %c, 8
  %sb = getelementptr inbounds i8, ptr %tp, i64 %so
  %csc.p = getelementptr inbounds i8, ptr %sb, i64 1024
  %csc.b = load <8 x i8>, ptr %csc.p, align 1
  ; the 8 bytes in both halves (vpbroadcastq), byte r moved to the low byte of
  ; lanes 2r and 2r + 1 (vpshufb, in-lane), the other byte zero
  %csc.v = bitcast <8 x i8> %csc.b to i64
  %csc.e = insertelement <4 x i64> poison, i64 %csc.v, i64 0
  %csc.q = shufflevector <4 x i64> %csc.e, <4 x i64> poison, <4 x i32> zeroinitializer
  %csc.y = bitcast <4 x i64> %csc.q to <32 x i8>
  %csc.s = shufflevector <32 x i8> %csc.y, <32 x i8> zeroinitializer, <32 x i32> <i32 0, i32 32, i32 0, i32 32, i32 1, i32 32, i32 1, i32 32, i32 2, i32 32, i32 2, i32 32, i32 3, i32 32, i32 3, i32 32, i32 20, i32 32, i32 20, i32 32, i32 21, i32 32, i32 21, i32 32, i32 22, i32 32, i32 22, i32 32, i32 23, i32 32, i32 23, i32 32>
  %csc = bitcast <32 x i8> %csc.s to <16 x i16>

  %cmn.p = getelementptr inbounds i8, ptr %sb, i64 1088
  %cmn.b = load <8 x i8>, ptr %cmn.p, align 1
  %cmn = zext <8 x i8> %cmn.b to <8 x i32>

  %cmf = sitofp <8 x i32> %cmn to <8 x float>
  %mnc = fmul <8 x float> %nmw, %cmf
  ; the chunk's activation block (scale) and its sums (q8_0: f32 s per 16 inputs)
  %gc = add i64 %tc, %c
  %gb = or i64 %gc, 0
  %gs = mul i64 %gc, 2
  %xco = mul i64 %c, 32
  %xc.0 = getelementptr inbounds i8, ptr %xt.0, i64 %xco
  %lo.0.0.p = getelementptr inbounds i8, ptr %cp, i64 0
  %lo.0.0 = load <32 x i8>, ptr %lo.0.0.p, align 1

  %wv.0.0 = and <32 x i8> %lo.0.0, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wv.0.1 = lshr <32 x i8> %lo.0.0, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %lo.0.1.p = getelementptr inbounds i8, ptr %cp, i64 32
  %lo.0.1 = load <32 x i8>, ptr %lo.0.1.p, align 1

  %wv.0.2 = and <32 x i8> %lo.0.1, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wv.0.3 = lshr <32 x i8> %lo.0.1, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %lo.0.2.p = getelementptr inbounds i8, ptr %cp, i64 64
  %lo.0.2 = load <32 x i8>, ptr %lo.0.2.p, align 1

  %wv.0.4 = and <32 x i8> %lo.0.2, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wv.0.5 = lshr <32 x i8> %lo.0.2, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %lo.0.3.p = getelementptr inbounds i8, ptr %cp, i64 96
  %lo.0.3 = load <32 x i8>, ptr %lo.0.3.p, align 1

  %wv.0.6 = and <32 x i8> %lo.0.3, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wv.0.7 = lshr <32 x i8> %lo.0.3, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>

  %xp.0.0.0 = getelementptr inbounds i8, ptr %xc.0, i64 0
  %xl.0.0.0 = load i32, ptr %xp.0.0.0, align 1
  %xb.0.0.0.i = insertelement <8 x i32> poison, i32 %xl.0.0.0, i64 0
  %xb.0.0.0 = shufflevector <8 x i32> %xb.0.0.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.0 = bitcast <8 x i32> %xb.0.0.0 to <32 x i8>
  %pm.0.0.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.0, <32 x i8> %xy.0.0.0)
  %xp.0.0.1 = getelementptr inbounds i8, ptr %xc.0, i64 4
  %xl.0.0.1 = load i32, ptr %xp.0.0.1, align 1
  %xb.0.0.1.i = insertelement <8 x i32> poison, i32 %xl.0.0.1, i64 0
  %xb.0.0.1 = shufflevector <8 x i32> %xb.0.0.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.1 = bitcast <8 x i32> %xb.0.0.1 to <32 x i8>
  %pm.0.0.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.1, <32 x i8> %xy.0.0.1)
  %ps.0.0.1 = add <16 x i16> %pm.0.0.0, %pm.0.0.1
  %xp.0.0.2 = getelementptr inbounds i8, ptr %xc.0, i64 8
  %xl.0.0.2 = load i32, ptr %xp.0.0.2, align 1
  %xb.0.0.2.i = insertelement <8 x i32> poison, i32 %xl.0.0.2, i64 0
  %xb.0.0.2 = shufflevector <8 x i32> %xb.0.0.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.2 = bitcast <8 x i32> %xb.0.0.2 to <32 x i8>
  %pm.0.0.2 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.2, <32 x i8> %xy.0.0.2)
  %ps.0.0.2 = add <16 x i16> %ps.0.0.1, %pm.0.0.2
  %xp.0.0.3 = getelementptr inbounds i8, ptr %xc.0, i64 12
  %xl.0.0.3 = load i32, ptr %xp.0.0.3, align 1
  %xb.0.0.3.i = insertelement <8 x i32> poison, i32 %xl.0.0.3, i64 0
  %xb.0.0.3 = shufflevector <8 x i32> %xb.0.0.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.3 = bitcast <8 x i32> %xb.0.0.3 to <32 x i8>
  %pm.0.0.3 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.3, <32 x i8> %xy.0.0.3)
  %ps.0.0.3 = add <16 x i16> %ps.0.0.2, %pm.0.0.3
  %xp.0.0.4 = getelementptr inbounds i8, ptr %xc.0, i64 16
  %xl.0.0.4 = load i32, ptr %xp.0.0.4, align 1
  %xb.0.0.4.i = insertelement <8 x i32> poison, i32 %xl.0.0.4, i64 0
  %xb.0.0.4 = shufflevector <8 x i32> %xb.0.0.4.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.4 = bitcast <8 x i32> %xb.0.0.4 to <32 x i8>
  %pm.0.0.4 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.4, <32 x i8> %xy.0.0.4)
  %ps.0.0.4 = add <16 x i16> %ps.0.0.3, %pm.0.0.4
  %xp.0.0.5 = getelementptr inbounds i8, ptr %xc.0, i64 20
  %xl.0.0.5 = load i32, ptr %xp.0.0.5, align 1
  %xb.0.0.5.i = insertelement <8 x i32> poison, i32 %xl.0.0.5, i64 0
  %xb.0.0.5 = shufflevector <8 x i32> %xb.0.0.5.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.5 = bitcast <8 x i32> %xb.0.0.5 to <32 x i8>
  %pm.0.0.5 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.5, <32 x i8> %xy.0.0.5)
  %ps.0.0.5 = add <16 x i16> %ps.0.0.4, %pm.0.0.5
  %xp.0.0.6 = getelementptr inbounds i8, ptr %xc.0, i64 24
  %xl.0.0.6 = load i32, ptr %xp.0.0.6, align 1
  %xb.0.0.6.i = insertelement <8 x i32> poison, i32 %xl.0.0.6, i64 0
  %xb.0.0.6 = shufflevector <8 x i32> %xb.0.0.6.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.6 = bitcast <8 x i32> %xb.0.0.6 to <32 x i8>
  %pm.0.0.6 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.6, <32 x i8> %xy.0.0.6)
  %ps.0.0.6 = add <16 x i16> %ps.0.0.5, %pm.0.0.6
  %xp.0.0.7 = getelementptr inbounds i8, ptr %xc.0, i64 28
  %xl.0.0.7 = load i32, ptr %xp.0.0.7, align 1
  %xb.0.0.7.i = insertelement <8 x i32> poison, i32 %xl.0.0.7, i64 0
  %xb.0.0.7 = shufflevector <8 x i32> %xb.0.0.7.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.7 = bitcast <8 x i32> %xb.0.0.7 to <32 x i8>
  %pm.0.0.7 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.7, <32 x i8> %xy.0.0.7)
  %ps.0.0.7 = add <16 x i16> %ps.0.0.6, %pm.0.0.7
  %pw.0.0.7 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %ps.0.0.7, <16 x i16> %csc)
  %isum.0.0 = or <8 x i32> %pw.0.0.7, zeroinitializer

  %ic.0 = or <8 x i32> %isum.0.0, zeroinitializer
  %dxp.0 = getelementptr inbounds float, ptr %xd.0, i64 %gb
  %dx.0 = load float, ptr %dxp.0, align 4
  %dxv.0.i = insertelement <8 x float> poison, float %dx.0, i64 0
  %dxv.0 = shufflevector <8 x float> %dxv.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.0 = getelementptr inbounds float, ptr %xs.0, i64 %gs
  %sx0.0 = load float, ptr %sxp.0, align 4
  %sxp1.0 = getelementptr inbounds float, ptr %sxp.0, i64 1
  %sx1.0 = load float, ptr %sxp1.0, align 4
  %sx.0 = fadd float %sx0.0, %sx1.0
  %sxv.0.i = insertelement <8 x float> poison, float %sx.0, i64 0
  %sxv.0 = shufflevector <8 x float> %sxv.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.0 = sitofp <8 x i32> %ic.0 to <8 x float>
  %sc.0 = fmul <8 x float> %dw, %dxv.0
  %ad.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.0, <8 x float> %sc.0, <8 x float> %ca.0)
  %ca.0.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc, <8 x float> %sxv.0, <8 x float> %ad.0)
  %c.next = add i64 %c, 1
  %c.more = icmp ult i64 %c.next, 8
  br i1 %c.more, label %chunk, label %tile.end

tile.end:
  %t.next = add i64 %t, 1
  %t.more = icmp ult i64 %t.next, 16
  br i1 %t.more, label %tile, label %out

out:
  %ret.0 = insertvalue { <8 x float> } poison, <8 x float> %ca.0.1, 0
  ret { <8 x float> } %ret.0
}

define internal { <8 x float>, <8 x float> } @gemm_q4_K_avx2_n4096_k4096.mk.2(ptr %wg, ptr %xq.0, ptr %xq.1) #1 {
entry:
  %xd.0 = getelementptr inbounds i8, ptr %xq.0, i64 4096
  %xs.0 = getelementptr inbounds i8, ptr %xq.0, i64 4608
  %xd.1 = getelementptr inbounds i8, ptr %xq.1, i64 4096
  %xs.1 = getelementptr inbounds i8, ptr %xq.1, i64 4608
  br label %tile

tile:
  ; one iteration = one tile %t: a super-block of 256 inputs, 8 chunks of 32; the
  ; activations (q8_0) have a scale and sums per 32 inputs
  %t = phi i64 [ 0, %entry ], [ %t.next, %tile.end ]
  %acc.0 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.0.1, %tile.end ]
  %acc.1 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.1.1, %tile.end ]
  %to = mul i64 %t, 1184
  %tp = getelementptr inbounds i8, ptr %wg, i64 %to
  %xo = mul i64 %t, 256
  %xt.0 = getelementptr inbounds i8, ptr %xq.0, i64 %xo
  %xt.1 = getelementptr inbounds i8, ptr %xq.1, i64 %xo
  %dw.p = getelementptr inbounds i8, ptr %tp, i64 1152
  %dw.h = load <8 x half>, ptr %dw.p, align 2
  %dw = fpext <8 x half> %dw.h to <8 x float>


  %mw.p = getelementptr inbounds i8, ptr %tp, i64 1168
  %mw.h = load <8 x half>, ptr %mw.p, align 2
  %mw = fpext <8 x half> %mw.h to <8 x float>


  %nmw = fneg <8 x float> %mw
  %tc = mul i64 %t, 8
  br label %chunk

chunk:
  ; chunk c: acc[r] += (d[r] * dx) * (sc[r][c] * the chunk's exact dot product) + mn[r][c] * sx,
  ; dx the scale of the 32-input block holding the chunk, sx the chunk's float sum of x and
  ; mn = -dmin * m
  %c = phi i64 [ 0, %tile ], [ %c.next, %chunk ]
  %ca.0 = phi <8 x float> [ %acc.0, %tile ], [ %ca.0.1, %chunk ]
  %ca.1 = phi <8 x float> [ %acc.1, %tile ], [ %ca.1.1, %chunk ]
  %co = mul i64 %c, 128
  %cp = getelementptr inbounds i8, ptr %tp, i64 %co
  ; prefetch the bytes ahead in the weight stream (from DRAM, L3 or L2)
  %pf.0.0 = getelementptr i8, ptr %cp, i64 3072
  call void @llvm.prefetch.p0(ptr %pf.0.0, i32 0, i32 3, i32 1)
  %pf.0.1 = getelementptr i8, ptr %cp, i64 3136
  call void @llvm.prefetch.p0(ptr %pf.0.1, i32 0, i32 3, i32 1)

  %so = mul i64 %c, 8
  %sb = getelementptr inbounds i8, ptr %tp, i64 %so
  %csc.p = getelementptr inbounds i8, ptr %sb, i64 1024
  %csc.b = load <8 x i8>, ptr %csc.p, align 1
  ; the 8 bytes in both halves (vpbroadcastq), byte r moved to the low byte of
  ; lanes 2r and 2r + 1 (vpshufb, in-lane), the other byte zero
  %csc.v = bitcast <8 x i8> %csc.b to i64
  %csc.e = insertelement <4 x i64> poison, i64 %csc.v, i64 0
  %csc.q = shufflevector <4 x i64> %csc.e, <4 x i64> poison, <4 x i32> zeroinitializer
  %csc.y = bitcast <4 x i64> %csc.q to <32 x i8>
  %csc.s = shufflevector <32 x i8> %csc.y, <32 x i8> zeroinitializer, <32 x i32> <i32 0, i32 32, i32 0, i32 32, i32 1, i32 32, i32 1, i32 32, i32 2, i32 32, i32 2, i32 32, i32 3, i32 32, i32 3, i32 32, i32 20, i32 32, i32 20, i32 32, i32 21, i32 32, i32 21, i32 32, i32 22, i32 32, i32 22, i32 32, i32 23, i32 32, i32 23, i32 32>
  %csc = bitcast <32 x i8> %csc.s to <16 x i16>

  %cmn.p = getelementptr inbounds i8, ptr %sb, i64 1088
  %cmn.b = load <8 x i8>, ptr %cmn.p, align 1
  %cmn = zext <8 x i8> %cmn.b to <8 x i32>

  %cmf = sitofp <8 x i32> %cmn to <8 x float>
  %mnc = fmul <8 x float> %nmw, %cmf
  ; the chunk's activation block (scale) and its sums (q8_0: f32 s per 16 inputs)
  %gc = add i64 %tc, %c
  %gb = or i64 %gc, 0
  %gs = mul i64 %gc, 2
  %xco = mul i64 %c, 32
  %xc.0 = getelementptr inbounds i8, ptr %xt.0, i64 %xco
  %xc.1 = getelementptr inbounds i8, ptr %xt.1, i64 %xco
  %lo.0.0.p = getelementptr inbounds i8, ptr %cp, i64 0
  %lo.0.0 = load <32 x i8>, ptr %lo.0.0.p, align 1

  %wv.0.0 = and <32 x i8> %lo.0.0, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wv.0.1 = lshr <32 x i8> %lo.0.0, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %lo.0.1.p = getelementptr inbounds i8, ptr %cp, i64 32
  %lo.0.1 = load <32 x i8>, ptr %lo.0.1.p, align 1

  %wv.0.2 = and <32 x i8> %lo.0.1, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wv.0.3 = lshr <32 x i8> %lo.0.1, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %lo.0.2.p = getelementptr inbounds i8, ptr %cp, i64 64
  %lo.0.2 = load <32 x i8>, ptr %lo.0.2.p, align 1

  %wv.0.4 = and <32 x i8> %lo.0.2, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wv.0.5 = lshr <32 x i8> %lo.0.2, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %lo.0.3.p = getelementptr inbounds i8, ptr %cp, i64 96
  %lo.0.3 = load <32 x i8>, ptr %lo.0.3.p, align 1

  %wv.0.6 = and <32 x i8> %lo.0.3, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wv.0.7 = lshr <32 x i8> %lo.0.3, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>

  %xp.0.0.0 = getelementptr inbounds i8, ptr %xc.0, i64 0
  %xl.0.0.0 = load i32, ptr %xp.0.0.0, align 1
  %xb.0.0.0.i = insertelement <8 x i32> poison, i32 %xl.0.0.0, i64 0
  %xb.0.0.0 = shufflevector <8 x i32> %xb.0.0.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.0 = bitcast <8 x i32> %xb.0.0.0 to <32 x i8>
  %pm.0.0.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.0, <32 x i8> %xy.0.0.0)
  %xp.0.0.1 = getelementptr inbounds i8, ptr %xc.0, i64 4
  %xl.0.0.1 = load i32, ptr %xp.0.0.1, align 1
  %xb.0.0.1.i = insertelement <8 x i32> poison, i32 %xl.0.0.1, i64 0
  %xb.0.0.1 = shufflevector <8 x i32> %xb.0.0.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.1 = bitcast <8 x i32> %xb.0.0.1 to <32 x i8>
  %pm.0.0.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.1, <32 x i8> %xy.0.0.1)
  %ps.0.0.1 = add <16 x i16> %pm.0.0.0, %pm.0.0.1
  %xp.0.0.2 = getelementptr inbounds i8, ptr %xc.0, i64 8
  %xl.0.0.2 = load i32, ptr %xp.0.0.2, align 1
  %xb.0.0.2.i = insertelement <8 x i32> poison, i32 %xl.0.0.2, i64 0
  %xb.0.0.2 = shufflevector <8 x i32> %xb.0.0.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.2 = bitcast <8 x i32> %xb.0.0.2 to <32 x i8>
  %pm.0.0.2 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.2, <32 x i8> %xy.0.0.2)
  %ps.0.0.2 = add <16 x i16> %ps.0.0.1, %pm.0.0.2
  %xp.0.0.3 = getelementptr inbounds i8, ptr %xc.0, i64 12
  %xl.0.0.3 = load i32, ptr %xp.0.0.3, align 1
  %xb.0.0.3.i = insertelement <8 x i32> poison, i32 %xl.0.0.3, i64 0
  %xb.0.0.3 = shufflevector <8 x i32> %xb.0.0.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.3 = bitcast <8 x i32> %xb.0.0.3 to <32 x i8>
  %pm.0.0.3 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.3, <32 x i8> %xy.0.0.3)
  %ps.0.0.3 = add <16 x i16> %ps.0.0.2, %pm.0.0.3
  %xp.0.0.4 = getelementptr inbounds i8, ptr %xc.0, i64 16
  %xl.0.0.4 = load i32, ptr %xp.0.0.4, align 1
  %xb.0.0.4.i = insertelement <8 x i32> poison, i32 %xl.0.0.4, i64 0
  %xb.0.0.4 = shufflevector <8 x i32> %xb.0.0.4.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.4 = bitcast <8 x i32> %xb.0.0.4 to <32 x i8>
  %pm.0.0.4 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.4, <32 x i8> %xy.0.0.4)
  %ps.0.0.4 = add <16 x i16> %ps.0.0.3, %pm.0.0.4
  %xp.0.0.5 = getelementptr inbounds i8, ptr %xc.0, i64 20
  %xl.0.0.5 = load i32, ptr %xp.0.0.5, align 1
  %xb.0.0.5.i = insertelement <8 x i32> poison, i32 %xl.0.0.5, i64 0
  %xb.0.0.5 = shufflevector <8 x i32> %xb.0.0.5.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.5 = bitcast <8 x i32> %xb.0.0.5 to <32 x i8>
  %pm.0.0.5 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.5, <32 x i8> %xy.0.0.5)
  %ps.0.0.5 = add <16 x i16> %ps.0.0.4, %pm.0.0.5
  %xp.0.0.6 = getelementptr inbounds i8, ptr %xc.0, i64 24
  %xl.0.0.6 = load i32, ptr %xp.0.0.6, align 1
  %xb.0.0.6.i = insertelement <8 x i32> poison, i32 %xl.0.0.6, i64 0
  %xb.0.0.6 = shufflevector <8 x i32> %xb.0.0.6.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.6 = bitcast <8 x i32> %xb.0.0.6 to <32 x i8>
  %pm.0.0.6 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.6, <32 x i8> %xy.0.0.6)
  %ps.0.0.6 = add <16 x i16> %ps.0.0.5, %pm.0.0.6
  %xp.0.0.7 = getelementptr inbounds i8, ptr %xc.0, i64 28
  %xl.0.0.7 = load i32, ptr %xp.0.0.7, align 1
  %xb.0.0.7.i = insertelement <8 x i32> poison, i32 %xl.0.0.7, i64 0
  %xb.0.0.7 = shufflevector <8 x i32> %xb.0.0.7.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.7 = bitcast <8 x i32> %xb.0.0.7 to <32 x i8>
  %pm.0.0.7 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.7, <32 x i8> %xy.0.0.7)
  %ps.0.0.7 = add <16 x i16> %ps.0.0.6, %pm.0.0.7
  %pw.0.0.7 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %ps.0.0.7, <16 x i16> %csc)
  %isum.0.0 = or <8 x i32> %pw.0.0.7, zeroinitializer

  %ic.0 = or <8 x i32> %isum.0.0, zeroinitializer
  %xp.0.1.0 = getelementptr inbounds i8, ptr %xc.1, i64 0
  %xl.0.1.0 = load i32, ptr %xp.0.1.0, align 1
  %xb.0.1.0.i = insertelement <8 x i32> poison, i32 %xl.0.1.0, i64 0
  %xb.0.1.0 = shufflevector <8 x i32> %xb.0.1.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.0 = bitcast <8 x i32> %xb.0.1.0 to <32 x i8>
  %pm.0.1.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.0, <32 x i8> %xy.0.1.0)
  %xp.0.1.1 = getelementptr inbounds i8, ptr %xc.1, i64 4
  %xl.0.1.1 = load i32, ptr %xp.0.1.1, align 1
  %xb.0.1.1.i = insertelement <8 x i32> poison, i32 %xl.0.1.1, i64 0
  %xb.0.1.1 = shufflevector <8 x i32> %xb.0.1.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.1 = bitcast <8 x i32> %xb.0.1.1 to <32 x i8>
  %pm.0.1.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.1, <32 x i8> %xy.0.1.1)
  %ps.0.1.1 = add <16 x i16> %pm.0.1.0, %pm.0.1.1
  %xp.0.1.2 = getelementptr inbounds i8, ptr %xc.1, i64 8
  %xl.0.1.2 = load i32, ptr %xp.0.1.2, align 1
  %xb.0.1.2.i = insertelement <8 x i32> poison, i32 %xl.0.1.2, i64 0
  %xb.0.1.2 = shufflevector <8 x i32> %xb.0.1.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.2 = bitcast <8 x i32> %xb.0.1.2 to <32 x i8>
  %pm.0.1.2 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.2, <32 x i8> %xy.0.1.2)
  %ps.0.1.2 = add <16 x i16> %ps.0.1.1, %pm.0.1.2
  %xp.0.1.3 = getelementptr inbounds i8, ptr %xc.1, i64 12
  %xl.0.1.3 = load i32, ptr %xp.0.1.3, align 1
  %xb.0.1.3.i = insertelement <8 x i32> poison, i32 %xl.0.1.3, i64 0
  %xb.0.1.3 = shufflevector <8 x i32> %xb.0.1.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.3 = bitcast <8 x i32> %xb.0.1.3 to <32 x i8>
  %pm.0.1.3 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.3, <32 x i8> %xy.0.1.3)
  %ps.0.1.3 = add <16 x i16> %ps.0.1.2, %pm.0.1.3
  %xp.0.1.4 = getelementptr inbounds i8, ptr %xc.1, i64 16
  %xl.0.1.4 = load i32, ptr %xp.0.1.4, align 1
  %xb.0.1.4.i = insertelement <8 x i32> poison, i32 %xl.0.1.4, i64 0
  %xb.0.1.4 = shufflevector <8 x i32> %xb.0.1.4.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.4 = bitcast <8 x i32> %xb.0.1.4 to <32 x i8>
  %pm.0.1.4 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.4, <32 x i8> %xy.0.1.4)
  %ps.0.1.4 = add <16 x i16> %ps.0.1.3, %pm.0.1.4
  %xp.0.1.5 = getelementptr inbounds i8, ptr %xc.1, i64 20
  %xl.0.1.5 = load i32, ptr %xp.0.1.5, align 1
  %xb.0.1.5.i = insertelement <8 x i32> poison, i32 %xl.0.1.5, i64 0
  %xb.0.1.5 = shufflevector <8 x i32> %xb.0.1.5.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.5 = bitcast <8 x i32> %xb.0.1.5 to <32 x i8>
  %pm.0.1.5 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.5, <32 x i8> %xy.0.1.5)
  %ps.0.1.5 = add <16 x i16> %ps.0.1.4, %pm.0.1.5
  %xp.0.1.6 = getelementptr inbounds i8, ptr %xc.1, i64 24
  %xl.0.1.6 = load i32, ptr %xp.0.1.6, align 1
  %xb.0.1.6.i = insertelement <8 x i32> poison, i32 %xl.0.1.6, i64 0
  %xb.0.1.6 = shufflevector <8 x i32> %xb.0.1.6.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.6 = bitcast <8 x i32> %xb.0.1.6 to <32 x i8>
  %pm.0.1.6 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.6, <32 x i8> %xy.0.1.6)
  %ps.0.1.6 = add <16 x i16> %ps.0.1.5, %pm.0.1.6
  %xp.0.1.7 = getelementptr inbounds i8, ptr %xc.1, i64 28
  %xl.0.1.7 = load i32, ptr %xp.0.1.7, align 1
  %xb.0.1.7.i = insertelement <8 x i32> poison, i32 %xl.0.1.7, i64 0
  %xb.0.1.7 = shufflevector <8 x i32> %xb.0.1.7.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.7 = bitcast <8 x i32> %xb.0.1.7 to <32 x i8>
  %pm.0.1.7 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.7, <32 x i8> %xy.0.1.7)
  %ps.0.1.7 = add <16 x i16> %ps.0.1.6, %pm.0.1.7
  %pw.0.1.7 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %ps.0.1.7, <16 x i16> %csc)
  %isum.0.1 = or <8 x i32> %pw.0.1.7, zeroinitializer

  %ic.1 = or <8 x i32> %isum.0.1, zeroinitializer
  %dxp.0 = getelementptr inbounds float, ptr %xd.0, i64 %gb
  %dx.0 = load float, ptr %dxp.0, align 4
  %dxv.0.i = insertelement <8 x float> poison, float %dx.0, i64 0
  %dxv.0 = shufflevector <8 x float> %dxv.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.0 = getelementptr inbounds float, ptr %xs.0, i64 %gs
  %sx0.0 = load float, ptr %sxp.0, align 4
  %sxp1.0 = getelementptr inbounds float, ptr %sxp.0, i64 1
  %sx1.0 = load float, ptr %sxp1.0, align 4
  %sx.0 = fadd float %sx0.0, %sx1.0
  %sxv.0.i = insertelement <8 x float> poison, float %sx.0, i64 0
  %sxv.0 = shufflevector <8 x float> %sxv.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.0 = sitofp <8 x i32> %ic.0 to <8 x float>
  %sc.0 = fmul <8 x float> %dw, %dxv.0
  %ad.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.0, <8 x float> %sc.0, <8 x float> %ca.0)
  %ca.0.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc, <8 x float> %sxv.0, <8 x float> %ad.0)
  %dxp.1 = getelementptr inbounds float, ptr %xd.1, i64 %gb
  %dx.1 = load float, ptr %dxp.1, align 4
  %dxv.1.i = insertelement <8 x float> poison, float %dx.1, i64 0
  %dxv.1 = shufflevector <8 x float> %dxv.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.1 = getelementptr inbounds float, ptr %xs.1, i64 %gs
  %sx0.1 = load float, ptr %sxp.1, align 4
  %sxp1.1 = getelementptr inbounds float, ptr %sxp.1, i64 1
  %sx1.1 = load float, ptr %sxp1.1, align 4
  %sx.1 = fadd float %sx0.1, %sx1.1
  %sxv.1.i = insertelement <8 x float> poison, float %sx.1, i64 0
  %sxv.1 = shufflevector <8 x float> %sxv.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.1 = sitofp <8 x i32> %ic.1 to <8 x float>
  %sc.1 = fmul <8 x float> %dw, %dxv.1
  %ad.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.1, <8 x float> %sc.1, <8 x float> %ca.1)
  %ca.1.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc, <8 x float> %sxv.1, <8 x float> %ad.1)
  %c.next = add i64 %c, 1
  %c.more = icmp ult i64 %c.next, 8
  br i1 %c.more, label %chunk, label %tile.end

tile.end:
  %t.next = add i64 %t, 1
  %t.more = icmp ult i64 %t.next, 16
  br i1 %t.more, label %tile, label %out

out:
  %ret.0 = insertvalue { <8 x float>, <8 x float> } poison, <8 x float> %ca.0.1, 0
  %ret.1 = insertvalue { <8 x float>, <8 x float> } %ret.0, <8 x float> %ca.1.1, 1
  ret { <8 x float>, <8 x float> } %ret.1
}

define internal { <8 x float>, <8 x float>, <8 x float>, <8 x float> } @gemm_q4_K_avx2_n4096_k4096.mk.4(ptr %wg, ptr %xq.0, ptr %xq.1, ptr %xq.2, ptr %xq.3) #1 {
entry:
  %xd.0 = getelementptr inbounds i8, ptr %xq.0, i64 4096
  %xs.0 = getelementptr inbounds i8, ptr %xq.0, i64 4608
  %xd.1 = getelementptr inbounds i8, ptr %xq.1, i64 4096
  %xs.1 = getelementptr inbounds i8, ptr %xq.1, i64 4608
  %xd.2 = getelementptr inbounds i8, ptr %xq.2, i64 4096
  %xs.2 = getelementptr inbounds i8, ptr %xq.2, i64 4608
  %xd.3 = getelementptr inbounds i8, ptr %xq.3, i64 4096
  %xs.3 = getelementptr inbounds i8, ptr %xq.3, i64 4608
  br label %tile

tile:
  ; one iteration = one tile %t: a super-block of 256 inputs, 8 chunks of 32; the
  ; activations (q8_0) have a scale and sums per 32 inputs
  %t = phi i64 [ 0, %entry ], [ %t.next, %tile.end ]
  %acc.0 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.0.1, %tile.end ]
  %acc.1 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.1.1, %tile.end ]
  %acc.2 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.2.1, %tile.end ]
  %acc.3 = phi <8 x float> [ zeroinitializer, %entry ], [ %ca.3.1, %tile.end ]
  %to = mul i64 %t, 1184
  %tp = getelementptr inbounds i8, ptr %wg, i64 %to
  %xo = mul i64 %t, 256
  %xt.0 = getelementptr inbounds i8, ptr %xq.0, i64 %xo
  %xt.1 = getelementptr inbounds i8, ptr %xq.1, i64 %xo
  %xt.2 = getelementptr inbounds i8, ptr %xq.2, i64 %xo
  %xt.3 = getelementptr inbounds i8, ptr %xq.3, i64 %xo
  %dw.p = getelementptr inbounds i8, ptr %tp, i64 1152
  %dw.h = load <8 x half>, ptr %dw.p, align 2
  %dw = fpext <8 x half> %dw.h to <8 x float>


  %mw.p = getelementptr inbounds i8, ptr %tp, i64 1168
  %mw.h = load <8 x half>, ptr %mw.p, align 2
  %mw = fpext <8 x half> %mw.h to <8 x float>


  %nmw = fneg <8 x float> %mw
  %tc = mul i64 %t, 8
  br label %chunk

chunk:
  ; chunk c: acc[r] += (d[r] * dx) * (sc[r][c] * the chunk's exact dot product) + mn[r][c] * sx,
  ; dx the scale of the 32-input block holding the chunk, sx the chunk's float sum of x and
  ; mn = -dmin * m
  %c = phi i64 [ 0, %tile ], [ %c.next, %chunk ]
  %ca.0 = phi <8 x float> [ %acc.0, %tile ], [ %ca.0.1, %chunk ]
  %ca.1 = phi <8 x float> [ %acc.1, %tile ], [ %ca.1.1, %chunk ]
  %ca.2 = phi <8 x float> [ %acc.2, %tile ], [ %ca.2.1, %chunk ]
  %ca.3 = phi <8 x float> [ %acc.3, %tile ], [ %ca.3.1, %chunk ]
  %co = mul i64 %c, 128
  %cp = getelementptr inbounds i8, ptr %tp, i64 %co
  ; prefetch the bytes ahead in the weight stream (from DRAM, L3 or L2)
  %pf.0.0 = getelementptr i8, ptr %cp, i64 3072
  call void @llvm.prefetch.p0(ptr %pf.0.0, i32 0, i32 3, i32 1)
  %pf.0.1 = getelementptr i8, ptr %cp, i64 3136
  call void @llvm.prefetch.p0(ptr %pf.0.1, i32 0, i32 3, i32 1)

  %so = mul i64 %c, 8
  %sb = getelementptr inbounds i8, ptr %tp, i64 %so
  %csc.p = getelementptr inbounds i8, ptr %sb, i64 1024
  %csc.b = load <8 x i8>, ptr %csc.p, align 1
  ; the 8 bytes in both halves (vpbroadcastq), byte r moved to the low byte of
  ; lanes 2r and 2r + 1 (vpshufb, in-lane), the other byte zero
  %csc.v = bitcast <8 x i8> %csc.b to i64
  %csc.e = insertelement <4 x i64> poison, i64 %csc.v, i64 0
  %csc.q = shufflevector <4 x i64> %csc.e, <4 x i64> poison, <4 x i32> zeroinitializer
  %csc.y = bitcast <4 x i64> %csc.q to <32 x i8>
  %csc.s = shufflevector <32 x i8> %csc.y, <32 x i8> zeroinitializer, <32 x i32> <i32 0, i32 32, i32 0, i32 32, i32 1, i32 32, i32 1, i32 32, i32 2, i32 32, i32 2, i32 32, i32 3, i32 32, i32 3, i32 32, i32 20, i32 32, i32 20, i32 32, i32 21, i32 32, i32 21, i32 32, i32 22, i32 32, i32 22, i32 32, i32 23, i32 32, i32 23, i32 32>
  %csc = bitcast <32 x i8> %csc.s to <16 x i16>

  %cmn.p = getelementptr inbounds i8, ptr %sb, i64 1088
  %cmn.b = load <8 x i8>, ptr %cmn.p, align 1
  %cmn = zext <8 x i8> %cmn.b to <8 x i32>

  %cmf = sitofp <8 x i32> %cmn to <8 x float>
  %mnc = fmul <8 x float> %nmw, %cmf
  ; the chunk's activation block (scale) and its sums (q8_0: f32 s per 16 inputs)
  %gc = add i64 %tc, %c
  %gb = or i64 %gc, 0
  %gs = mul i64 %gc, 2
  %xco = mul i64 %c, 32
  %xc.0 = getelementptr inbounds i8, ptr %xt.0, i64 %xco
  %xc.1 = getelementptr inbounds i8, ptr %xt.1, i64 %xco
  %xc.2 = getelementptr inbounds i8, ptr %xt.2, i64 %xco
  %xc.3 = getelementptr inbounds i8, ptr %xt.3, i64 %xco
  %lo.0.0.p = getelementptr inbounds i8, ptr %cp, i64 0
  %lo.0.0 = load <32 x i8>, ptr %lo.0.0.p, align 1

  %wv.0.0 = and <32 x i8> %lo.0.0, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wv.0.1 = lshr <32 x i8> %lo.0.0, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %lo.0.1.p = getelementptr inbounds i8, ptr %cp, i64 32
  %lo.0.1 = load <32 x i8>, ptr %lo.0.1.p, align 1

  %wv.0.2 = and <32 x i8> %lo.0.1, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wv.0.3 = lshr <32 x i8> %lo.0.1, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %lo.0.2.p = getelementptr inbounds i8, ptr %cp, i64 64
  %lo.0.2 = load <32 x i8>, ptr %lo.0.2.p, align 1

  %wv.0.4 = and <32 x i8> %lo.0.2, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wv.0.5 = lshr <32 x i8> %lo.0.2, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %lo.0.3.p = getelementptr inbounds i8, ptr %cp, i64 96
  %lo.0.3 = load <32 x i8>, ptr %lo.0.3.p, align 1

  %wv.0.6 = and <32 x i8> %lo.0.3, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wv.0.7 = lshr <32 x i8> %lo.0.3, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>

  %xp.0.0.0 = getelementptr inbounds i8, ptr %xc.0, i64 0
  %xl.0.0.0 = load i32, ptr %xp.0.0.0, align 1
  %xb.0.0.0.i = insertelement <8 x i32> poison, i32 %xl.0.0.0, i64 0
  %xb.0.0.0 = shufflevector <8 x i32> %xb.0.0.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.0 = bitcast <8 x i32> %xb.0.0.0 to <32 x i8>
  %pm.0.0.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.0, <32 x i8> %xy.0.0.0)
  %xp.0.0.1 = getelementptr inbounds i8, ptr %xc.0, i64 4
  %xl.0.0.1 = load i32, ptr %xp.0.0.1, align 1
  %xb.0.0.1.i = insertelement <8 x i32> poison, i32 %xl.0.0.1, i64 0
  %xb.0.0.1 = shufflevector <8 x i32> %xb.0.0.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.1 = bitcast <8 x i32> %xb.0.0.1 to <32 x i8>
  %pm.0.0.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.1, <32 x i8> %xy.0.0.1)
  %ps.0.0.1 = add <16 x i16> %pm.0.0.0, %pm.0.0.1
  %xp.0.0.2 = getelementptr inbounds i8, ptr %xc.0, i64 8
  %xl.0.0.2 = load i32, ptr %xp.0.0.2, align 1
  %xb.0.0.2.i = insertelement <8 x i32> poison, i32 %xl.0.0.2, i64 0
  %xb.0.0.2 = shufflevector <8 x i32> %xb.0.0.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.2 = bitcast <8 x i32> %xb.0.0.2 to <32 x i8>
  %pm.0.0.2 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.2, <32 x i8> %xy.0.0.2)
  %ps.0.0.2 = add <16 x i16> %ps.0.0.1, %pm.0.0.2
  %xp.0.0.3 = getelementptr inbounds i8, ptr %xc.0, i64 12
  %xl.0.0.3 = load i32, ptr %xp.0.0.3, align 1
  %xb.0.0.3.i = insertelement <8 x i32> poison, i32 %xl.0.0.3, i64 0
  %xb.0.0.3 = shufflevector <8 x i32> %xb.0.0.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.3 = bitcast <8 x i32> %xb.0.0.3 to <32 x i8>
  %pm.0.0.3 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.3, <32 x i8> %xy.0.0.3)
  %ps.0.0.3 = add <16 x i16> %ps.0.0.2, %pm.0.0.3
  %xp.0.0.4 = getelementptr inbounds i8, ptr %xc.0, i64 16
  %xl.0.0.4 = load i32, ptr %xp.0.0.4, align 1
  %xb.0.0.4.i = insertelement <8 x i32> poison, i32 %xl.0.0.4, i64 0
  %xb.0.0.4 = shufflevector <8 x i32> %xb.0.0.4.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.4 = bitcast <8 x i32> %xb.0.0.4 to <32 x i8>
  %pm.0.0.4 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.4, <32 x i8> %xy.0.0.4)
  %ps.0.0.4 = add <16 x i16> %ps.0.0.3, %pm.0.0.4
  %xp.0.0.5 = getelementptr inbounds i8, ptr %xc.0, i64 20
  %xl.0.0.5 = load i32, ptr %xp.0.0.5, align 1
  %xb.0.0.5.i = insertelement <8 x i32> poison, i32 %xl.0.0.5, i64 0
  %xb.0.0.5 = shufflevector <8 x i32> %xb.0.0.5.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.5 = bitcast <8 x i32> %xb.0.0.5 to <32 x i8>
  %pm.0.0.5 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.5, <32 x i8> %xy.0.0.5)
  %ps.0.0.5 = add <16 x i16> %ps.0.0.4, %pm.0.0.5
  %xp.0.0.6 = getelementptr inbounds i8, ptr %xc.0, i64 24
  %xl.0.0.6 = load i32, ptr %xp.0.0.6, align 1
  %xb.0.0.6.i = insertelement <8 x i32> poison, i32 %xl.0.0.6, i64 0
  %xb.0.0.6 = shufflevector <8 x i32> %xb.0.0.6.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.6 = bitcast <8 x i32> %xb.0.0.6 to <32 x i8>
  %pm.0.0.6 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.6, <32 x i8> %xy.0.0.6)
  %ps.0.0.6 = add <16 x i16> %ps.0.0.5, %pm.0.0.6
  %xp.0.0.7 = getelementptr inbounds i8, ptr %xc.0, i64 28
  %xl.0.0.7 = load i32, ptr %xp.0.0.7, align 1
  %xb.0.0.7.i = insertelement <8 x i32> poison, i32 %xl.0.0.7, i64 0
  %xb.0.0.7 = shufflevector <8 x i32> %xb.0.0.7.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.0.7 = bitcast <8 x i32> %xb.0.0.7 to <32 x i8>
  %pm.0.0.7 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.7, <32 x i8> %xy.0.0.7)
  %ps.0.0.7 = add <16 x i16> %ps.0.0.6, %pm.0.0.7
  %pw.0.0.7 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %ps.0.0.7, <16 x i16> %csc)
  %isum.0.0 = or <8 x i32> %pw.0.0.7, zeroinitializer

  %ic.0 = or <8 x i32> %isum.0.0, zeroinitializer
  %xp.0.1.0 = getelementptr inbounds i8, ptr %xc.1, i64 0
  %xl.0.1.0 = load i32, ptr %xp.0.1.0, align 1
  %xb.0.1.0.i = insertelement <8 x i32> poison, i32 %xl.0.1.0, i64 0
  %xb.0.1.0 = shufflevector <8 x i32> %xb.0.1.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.0 = bitcast <8 x i32> %xb.0.1.0 to <32 x i8>
  %pm.0.1.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.0, <32 x i8> %xy.0.1.0)
  %xp.0.1.1 = getelementptr inbounds i8, ptr %xc.1, i64 4
  %xl.0.1.1 = load i32, ptr %xp.0.1.1, align 1
  %xb.0.1.1.i = insertelement <8 x i32> poison, i32 %xl.0.1.1, i64 0
  %xb.0.1.1 = shufflevector <8 x i32> %xb.0.1.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.1 = bitcast <8 x i32> %xb.0.1.1 to <32 x i8>
  %pm.0.1.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.1, <32 x i8> %xy.0.1.1)
  %ps.0.1.1 = add <16 x i16> %pm.0.1.0, %pm.0.1.1
  %xp.0.1.2 = getelementptr inbounds i8, ptr %xc.1, i64 8
  %xl.0.1.2 = load i32, ptr %xp.0.1.2, align 1
  %xb.0.1.2.i = insertelement <8 x i32> poison, i32 %xl.0.1.2, i64 0
  %xb.0.1.2 = shufflevector <8 x i32> %xb.0.1.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.2 = bitcast <8 x i32> %xb.0.1.2 to <32 x i8>
  %pm.0.1.2 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.2, <32 x i8> %xy.0.1.2)
  %ps.0.1.2 = add <16 x i16> %ps.0.1.1, %pm.0.1.2
  %xp.0.1.3 = getelementptr inbounds i8, ptr %xc.1, i64 12
  %xl.0.1.3 = load i32, ptr %xp.0.1.3, align 1
  %xb.0.1.3.i = insertelement <8 x i32> poison, i32 %xl.0.1.3, i64 0
  %xb.0.1.3 = shufflevector <8 x i32> %xb.0.1.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.3 = bitcast <8 x i32> %xb.0.1.3 to <32 x i8>
  %pm.0.1.3 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.3, <32 x i8> %xy.0.1.3)
  %ps.0.1.3 = add <16 x i16> %ps.0.1.2, %pm.0.1.3
  %xp.0.1.4 = getelementptr inbounds i8, ptr %xc.1, i64 16
  %xl.0.1.4 = load i32, ptr %xp.0.1.4, align 1
  %xb.0.1.4.i = insertelement <8 x i32> poison, i32 %xl.0.1.4, i64 0
  %xb.0.1.4 = shufflevector <8 x i32> %xb.0.1.4.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.4 = bitcast <8 x i32> %xb.0.1.4 to <32 x i8>
  %pm.0.1.4 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.4, <32 x i8> %xy.0.1.4)
  %ps.0.1.4 = add <16 x i16> %ps.0.1.3, %pm.0.1.4
  %xp.0.1.5 = getelementptr inbounds i8, ptr %xc.1, i64 20
  %xl.0.1.5 = load i32, ptr %xp.0.1.5, align 1
  %xb.0.1.5.i = insertelement <8 x i32> poison, i32 %xl.0.1.5, i64 0
  %xb.0.1.5 = shufflevector <8 x i32> %xb.0.1.5.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.5 = bitcast <8 x i32> %xb.0.1.5 to <32 x i8>
  %pm.0.1.5 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.5, <32 x i8> %xy.0.1.5)
  %ps.0.1.5 = add <16 x i16> %ps.0.1.4, %pm.0.1.5
  %xp.0.1.6 = getelementptr inbounds i8, ptr %xc.1, i64 24
  %xl.0.1.6 = load i32, ptr %xp.0.1.6, align 1
  %xb.0.1.6.i = insertelement <8 x i32> poison, i32 %xl.0.1.6, i64 0
  %xb.0.1.6 = shufflevector <8 x i32> %xb.0.1.6.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.6 = bitcast <8 x i32> %xb.0.1.6 to <32 x i8>
  %pm.0.1.6 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.6, <32 x i8> %xy.0.1.6)
  %ps.0.1.6 = add <16 x i16> %ps.0.1.5, %pm.0.1.6
  %xp.0.1.7 = getelementptr inbounds i8, ptr %xc.1, i64 28
  %xl.0.1.7 = load i32, ptr %xp.0.1.7, align 1
  %xb.0.1.7.i = insertelement <8 x i32> poison, i32 %xl.0.1.7, i64 0
  %xb.0.1.7 = shufflevector <8 x i32> %xb.0.1.7.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.1.7 = bitcast <8 x i32> %xb.0.1.7 to <32 x i8>
  %pm.0.1.7 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.7, <32 x i8> %xy.0.1.7)
  %ps.0.1.7 = add <16 x i16> %ps.0.1.6, %pm.0.1.7
  %pw.0.1.7 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %ps.0.1.7, <16 x i16> %csc)
  %isum.0.1 = or <8 x i32> %pw.0.1.7, zeroinitializer

  %ic.1 = or <8 x i32> %isum.0.1, zeroinitializer
  %xp.0.2.0 = getelementptr inbounds i8, ptr %xc.2, i64 0
  %xl.0.2.0 = load i32, ptr %xp.0.2.0, align 1
  %xb.0.2.0.i = insertelement <8 x i32> poison, i32 %xl.0.2.0, i64 0
  %xb.0.2.0 = shufflevector <8 x i32> %xb.0.2.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.0 = bitcast <8 x i32> %xb.0.2.0 to <32 x i8>
  %pm.0.2.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.0, <32 x i8> %xy.0.2.0)
  %xp.0.2.1 = getelementptr inbounds i8, ptr %xc.2, i64 4
  %xl.0.2.1 = load i32, ptr %xp.0.2.1, align 1
  %xb.0.2.1.i = insertelement <8 x i32> poison, i32 %xl.0.2.1, i64 0
  %xb.0.2.1 = shufflevector <8 x i32> %xb.0.2.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.1 = bitcast <8 x i32> %xb.0.2.1 to <32 x i8>
  %pm.0.2.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.1, <32 x i8> %xy.0.2.1)
  %ps.0.2.1 = add <16 x i16> %pm.0.2.0, %pm.0.2.1
  %xp.0.2.2 = getelementptr inbounds i8, ptr %xc.2, i64 8
  %xl.0.2.2 = load i32, ptr %xp.0.2.2, align 1
  %xb.0.2.2.i = insertelement <8 x i32> poison, i32 %xl.0.2.2, i64 0
  %xb.0.2.2 = shufflevector <8 x i32> %xb.0.2.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.2 = bitcast <8 x i32> %xb.0.2.2 to <32 x i8>
  %pm.0.2.2 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.2, <32 x i8> %xy.0.2.2)
  %ps.0.2.2 = add <16 x i16> %ps.0.2.1, %pm.0.2.2
  %xp.0.2.3 = getelementptr inbounds i8, ptr %xc.2, i64 12
  %xl.0.2.3 = load i32, ptr %xp.0.2.3, align 1
  %xb.0.2.3.i = insertelement <8 x i32> poison, i32 %xl.0.2.3, i64 0
  %xb.0.2.3 = shufflevector <8 x i32> %xb.0.2.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.3 = bitcast <8 x i32> %xb.0.2.3 to <32 x i8>
  %pm.0.2.3 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.3, <32 x i8> %xy.0.2.3)
  %ps.0.2.3 = add <16 x i16> %ps.0.2.2, %pm.0.2.3
  %xp.0.2.4 = getelementptr inbounds i8, ptr %xc.2, i64 16
  %xl.0.2.4 = load i32, ptr %xp.0.2.4, align 1
  %xb.0.2.4.i = insertelement <8 x i32> poison, i32 %xl.0.2.4, i64 0
  %xb.0.2.4 = shufflevector <8 x i32> %xb.0.2.4.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.4 = bitcast <8 x i32> %xb.0.2.4 to <32 x i8>
  %pm.0.2.4 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.4, <32 x i8> %xy.0.2.4)
  %ps.0.2.4 = add <16 x i16> %ps.0.2.3, %pm.0.2.4
  %xp.0.2.5 = getelementptr inbounds i8, ptr %xc.2, i64 20
  %xl.0.2.5 = load i32, ptr %xp.0.2.5, align 1
  %xb.0.2.5.i = insertelement <8 x i32> poison, i32 %xl.0.2.5, i64 0
  %xb.0.2.5 = shufflevector <8 x i32> %xb.0.2.5.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.5 = bitcast <8 x i32> %xb.0.2.5 to <32 x i8>
  %pm.0.2.5 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.5, <32 x i8> %xy.0.2.5)
  %ps.0.2.5 = add <16 x i16> %ps.0.2.4, %pm.0.2.5
  %xp.0.2.6 = getelementptr inbounds i8, ptr %xc.2, i64 24
  %xl.0.2.6 = load i32, ptr %xp.0.2.6, align 1
  %xb.0.2.6.i = insertelement <8 x i32> poison, i32 %xl.0.2.6, i64 0
  %xb.0.2.6 = shufflevector <8 x i32> %xb.0.2.6.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.6 = bitcast <8 x i32> %xb.0.2.6 to <32 x i8>
  %pm.0.2.6 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.6, <32 x i8> %xy.0.2.6)
  %ps.0.2.6 = add <16 x i16> %ps.0.2.5, %pm.0.2.6
  %xp.0.2.7 = getelementptr inbounds i8, ptr %xc.2, i64 28
  %xl.0.2.7 = load i32, ptr %xp.0.2.7, align 1
  %xb.0.2.7.i = insertelement <8 x i32> poison, i32 %xl.0.2.7, i64 0
  %xb.0.2.7 = shufflevector <8 x i32> %xb.0.2.7.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.2.7 = bitcast <8 x i32> %xb.0.2.7 to <32 x i8>
  %pm.0.2.7 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.7, <32 x i8> %xy.0.2.7)
  %ps.0.2.7 = add <16 x i16> %ps.0.2.6, %pm.0.2.7
  %pw.0.2.7 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %ps.0.2.7, <16 x i16> %csc)
  %isum.0.2 = or <8 x i32> %pw.0.2.7, zeroinitializer

  %ic.2 = or <8 x i32> %isum.0.2, zeroinitializer
  %xp.0.3.0 = getelementptr inbounds i8, ptr %xc.3, i64 0
  %xl.0.3.0 = load i32, ptr %xp.0.3.0, align 1
  %xb.0.3.0.i = insertelement <8 x i32> poison, i32 %xl.0.3.0, i64 0
  %xb.0.3.0 = shufflevector <8 x i32> %xb.0.3.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.0 = bitcast <8 x i32> %xb.0.3.0 to <32 x i8>
  %pm.0.3.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.0, <32 x i8> %xy.0.3.0)
  %xp.0.3.1 = getelementptr inbounds i8, ptr %xc.3, i64 4
  %xl.0.3.1 = load i32, ptr %xp.0.3.1, align 1
  %xb.0.3.1.i = insertelement <8 x i32> poison, i32 %xl.0.3.1, i64 0
  %xb.0.3.1 = shufflevector <8 x i32> %xb.0.3.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.1 = bitcast <8 x i32> %xb.0.3.1 to <32 x i8>
  %pm.0.3.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.1, <32 x i8> %xy.0.3.1)
  %ps.0.3.1 = add <16 x i16> %pm.0.3.0, %pm.0.3.1
  %xp.0.3.2 = getelementptr inbounds i8, ptr %xc.3, i64 8
  %xl.0.3.2 = load i32, ptr %xp.0.3.2, align 1
  %xb.0.3.2.i = insertelement <8 x i32> poison, i32 %xl.0.3.2, i64 0
  %xb.0.3.2 = shufflevector <8 x i32> %xb.0.3.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.2 = bitcast <8 x i32> %xb.0.3.2 to <32 x i8>
  %pm.0.3.2 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.2, <32 x i8> %xy.0.3.2)
  %ps.0.3.2 = add <16 x i16> %ps.0.3.1, %pm.0.3.2
  %xp.0.3.3 = getelementptr inbounds i8, ptr %xc.3, i64 12
  %xl.0.3.3 = load i32, ptr %xp.0.3.3, align 1
  %xb.0.3.3.i = insertelement <8 x i32> poison, i32 %xl.0.3.3, i64 0
  %xb.0.3.3 = shufflevector <8 x i32> %xb.0.3.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.3 = bitcast <8 x i32> %xb.0.3.3 to <32 x i8>
  %pm.0.3.3 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.3, <32 x i8> %xy.0.3.3)
  %ps.0.3.3 = add <16 x i16> %ps.0.3.2, %pm.0.3.3
  %xp.0.3.4 = getelementptr inbounds i8, ptr %xc.3, i64 16
  %xl.0.3.4 = load i32, ptr %xp.0.3.4, align 1
  %xb.0.3.4.i = insertelement <8 x i32> poison, i32 %xl.0.3.4, i64 0
  %xb.0.3.4 = shufflevector <8 x i32> %xb.0.3.4.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.4 = bitcast <8 x i32> %xb.0.3.4 to <32 x i8>
  %pm.0.3.4 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.4, <32 x i8> %xy.0.3.4)
  %ps.0.3.4 = add <16 x i16> %ps.0.3.3, %pm.0.3.4
  %xp.0.3.5 = getelementptr inbounds i8, ptr %xc.3, i64 20
  %xl.0.3.5 = load i32, ptr %xp.0.3.5, align 1
  %xb.0.3.5.i = insertelement <8 x i32> poison, i32 %xl.0.3.5, i64 0
  %xb.0.3.5 = shufflevector <8 x i32> %xb.0.3.5.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.5 = bitcast <8 x i32> %xb.0.3.5 to <32 x i8>
  %pm.0.3.5 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.5, <32 x i8> %xy.0.3.5)
  %ps.0.3.5 = add <16 x i16> %ps.0.3.4, %pm.0.3.5
  %xp.0.3.6 = getelementptr inbounds i8, ptr %xc.3, i64 24
  %xl.0.3.6 = load i32, ptr %xp.0.3.6, align 1
  %xb.0.3.6.i = insertelement <8 x i32> poison, i32 %xl.0.3.6, i64 0
  %xb.0.3.6 = shufflevector <8 x i32> %xb.0.3.6.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.6 = bitcast <8 x i32> %xb.0.3.6 to <32 x i8>
  %pm.0.3.6 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.6, <32 x i8> %xy.0.3.6)
  %ps.0.3.6 = add <16 x i16> %ps.0.3.5, %pm.0.3.6
  %xp.0.3.7 = getelementptr inbounds i8, ptr %xc.3, i64 28
  %xl.0.3.7 = load i32, ptr %xp.0.3.7, align 1
  %xb.0.3.7.i = insertelement <8 x i32> poison, i32 %xl.0.3.7, i64 0
  %xb.0.3.7 = shufflevector <8 x i32> %xb.0.3.7.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.0.3.7 = bitcast <8 x i32> %xb.0.3.7 to <32 x i8>
  %pm.0.3.7 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %wv.0.7, <32 x i8> %xy.0.3.7)
  %ps.0.3.7 = add <16 x i16> %ps.0.3.6, %pm.0.3.7
  %pw.0.3.7 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %ps.0.3.7, <16 x i16> %csc)
  %isum.0.3 = or <8 x i32> %pw.0.3.7, zeroinitializer

  %ic.3 = or <8 x i32> %isum.0.3, zeroinitializer
  %dxp.0 = getelementptr inbounds float, ptr %xd.0, i64 %gb
  %dx.0 = load float, ptr %dxp.0, align 4
  %dxv.0.i = insertelement <8 x float> poison, float %dx.0, i64 0
  %dxv.0 = shufflevector <8 x float> %dxv.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.0 = getelementptr inbounds float, ptr %xs.0, i64 %gs
  %sx0.0 = load float, ptr %sxp.0, align 4
  %sxp1.0 = getelementptr inbounds float, ptr %sxp.0, i64 1
  %sx1.0 = load float, ptr %sxp1.0, align 4
  %sx.0 = fadd float %sx0.0, %sx1.0
  %sxv.0.i = insertelement <8 x float> poison, float %sx.0, i64 0
  %sxv.0 = shufflevector <8 x float> %sxv.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.0 = sitofp <8 x i32> %ic.0 to <8 x float>
  %sc.0 = fmul <8 x float> %dw, %dxv.0
  %ad.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.0, <8 x float> %sc.0, <8 x float> %ca.0)
  %ca.0.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc, <8 x float> %sxv.0, <8 x float> %ad.0)
  %dxp.1 = getelementptr inbounds float, ptr %xd.1, i64 %gb
  %dx.1 = load float, ptr %dxp.1, align 4
  %dxv.1.i = insertelement <8 x float> poison, float %dx.1, i64 0
  %dxv.1 = shufflevector <8 x float> %dxv.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.1 = getelementptr inbounds float, ptr %xs.1, i64 %gs
  %sx0.1 = load float, ptr %sxp.1, align 4
  %sxp1.1 = getelementptr inbounds float, ptr %sxp.1, i64 1
  %sx1.1 = load float, ptr %sxp1.1, align 4
  %sx.1 = fadd float %sx0.1, %sx1.1
  %sxv.1.i = insertelement <8 x float> poison, float %sx.1, i64 0
  %sxv.1 = shufflevector <8 x float> %sxv.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.1 = sitofp <8 x i32> %ic.1 to <8 x float>
  %sc.1 = fmul <8 x float> %dw, %dxv.1
  %ad.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.1, <8 x float> %sc.1, <8 x float> %ca.1)
  %ca.1.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc, <8 x float> %sxv.1, <8 x float> %ad.1)
  %dxp.2 = getelementptr inbounds float, ptr %xd.2, i64 %gb
  %dx.2 = load float, ptr %dxp.2, align 4
  %dxv.2.i = insertelement <8 x float> poison, float %dx.2, i64 0
  %dxv.2 = shufflevector <8 x float> %dxv.2.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.2 = getelementptr inbounds float, ptr %xs.2, i64 %gs
  %sx0.2 = load float, ptr %sxp.2, align 4
  %sxp1.2 = getelementptr inbounds float, ptr %sxp.2, i64 1
  %sx1.2 = load float, ptr %sxp1.2, align 4
  %sx.2 = fadd float %sx0.2, %sx1.2
  %sxv.2.i = insertelement <8 x float> poison, float %sx.2, i64 0
  %sxv.2 = shufflevector <8 x float> %sxv.2.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.2 = sitofp <8 x i32> %ic.2 to <8 x float>
  %sc.2 = fmul <8 x float> %dw, %dxv.2
  %ad.2 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.2, <8 x float> %sc.2, <8 x float> %ca.2)
  %ca.2.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc, <8 x float> %sxv.2, <8 x float> %ad.2)
  %dxp.3 = getelementptr inbounds float, ptr %xd.3, i64 %gb
  %dx.3 = load float, ptr %dxp.3, align 4
  %dxv.3.i = insertelement <8 x float> poison, float %dx.3, i64 0
  %dxv.3 = shufflevector <8 x float> %dxv.3.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxp.3 = getelementptr inbounds float, ptr %xs.3, i64 %gs
  %sx0.3 = load float, ptr %sxp.3, align 4
  %sxp1.3 = getelementptr inbounds float, ptr %sxp.3, i64 1
  %sx1.3 = load float, ptr %sxp1.3, align 4
  %sx.3 = fadd float %sx0.3, %sx1.3
  %sxv.3.i = insertelement <8 x float> poison, float %sx.3, i64 0
  %sxv.3 = shufflevector <8 x float> %sxv.3.i, <8 x float> poison, <8 x i32> zeroinitializer
  %isf.3 = sitofp <8 x i32> %ic.3 to <8 x float>
  %sc.3 = fmul <8 x float> %dw, %dxv.3
  %ad.3 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.3, <8 x float> %sc.3, <8 x float> %ca.3)
  %ca.3.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mnc, <8 x float> %sxv.3, <8 x float> %ad.3)
  %c.next = add i64 %c, 1
  %c.more = icmp ult i64 %c.next, 8
  br i1 %c.more, label %chunk, label %tile.end

tile.end:
  %t.next = add i64 %t, 1
  %t.more = icmp ult i64 %t.next, 16
  br i1 %t.more, label %tile, label %out

out:
  %ret.0 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float> } poison, <8 x float> %ca.0.1, 0
  %ret.1 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float> } %ret.0, <8 x float> %ca.1.1, 1
  %ret.2 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float> } %ret.1, <8 x float> %ca.2.1, 2
  %ret.3 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float> } %ret.2, <8 x float> %ca.3.1, 3
  ret { <8 x float>, <8 x float>, <8 x float>, <8 x float> } %ret.3
}


; The microkernel of a pair of groups, g and g+4 (75776 bytes apart), for M = 1: one
; activation row x 16 weight rows, each 16-lane value two ymm registers (group g's, group g+4's).
define internal { <16 x float> } @gemm_q4_K_avx2_n4096_k4096.mk2(ptr %wg, ptr %xq.0) #1 {
entry:
  %xd.0 = getelementptr inbounds i8, ptr %xq.0, i64 4096
  %xs.0 = getelementptr inbounds i8, ptr %xq.0, i64 4608
  br label %tile

tile:
  ; one iteration = one tile %t: a super-block of 256 inputs, 8 chunks of 32; the
  ; activations (q8_0) have a scale and sums per 32 inputs
  %t = phi i64 [ 0, %entry ], [ %t.next, %tile.end ]
  %acc.0 = phi <16 x float> [ zeroinitializer, %entry ], [ %ca.0.1, %tile.end ]
  %to = mul i64 %t, 1184
  %tp = getelementptr inbounds i8, ptr %wg, i64 %to
  %xo = mul i64 %t, 256
  %xt.0 = getelementptr inbounds i8, ptr %xq.0, i64 %xo
  %dw.p = getelementptr inbounds i8, ptr %tp, i64 1152
  %dw.a = load <8 x half>, ptr %dw.p, align 2
  %dw.q = getelementptr inbounds i8, ptr %dw.p, i64 75776
  %dw.b = load <8 x half>, ptr %dw.q, align 2
  %dw.h = shufflevector <8 x half> %dw.a, <8 x half> %dw.b, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %dw = fpext <16 x half> %dw.h to <16 x float>

  %mw.p = getelementptr inbounds i8, ptr %tp, i64 1168
  %mw.a = load <8 x half>, ptr %mw.p, align 2
  %mw.q = getelementptr inbounds i8, ptr %mw.p, i64 75776
  %mw.b = load <8 x half>, ptr %mw.q, align 2
  %mw.h = shufflevector <8 x half> %mw.a, <8 x half> %mw.b, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %mw = fpext <16 x half> %mw.h to <16 x float>

  %nmw = fneg <16 x float> %mw
  %tc = mul i64 %t, 8
  br label %chunk

chunk:
  ; chunk c: acc[r] += (d[r] * dx) * (sc[r][c] * the chunk's exact dot product) + mn[r][c] * sx,
  ; dx the scale of the 32-input block holding the chunk, sx the chunk's float sum of x and
  ; mn = -dmin * m
  %c = phi i64 [ 0, %tile ], [ %c.next, %chunk ]
  %ca.0 = phi <16 x float> [ %acc.0, %tile ], [ %ca.0.1, %chunk ]
  %co = mul i64 %c, 128
  %cp = getelementptr inbounds i8, ptr %tp, i64 %co
  ; prefetch the bytes ahead in the weight streams (from DRAM, L3 or L2)
  %pf.0.0 = getelementptr i8, ptr %cp, i64 3072
  call void @llvm.prefetch.p0(ptr %pf.0.0, i32 0, i32 3, i32 1)
  %pf.0.1 = getelementptr i8, ptr %cp, i64 3136
  call void @llvm.prefetch.p0(ptr %pf.0.1, i32 0, i32 3, i32 1)
  %pfs = getelementptr i8, ptr %cp, i64 75776
  %pf.1.0 = getelementptr i8, ptr %pfs, i64 3072
  call void @llvm.prefetch.p0(ptr %pf.1.0, i32 0, i32 3, i32 1)
  %pf.1.1 = getelementptr i8, ptr %pfs, i64 3136
  call void @llvm.prefetch.p0(ptr %pf.1.1, i32 0, i32 3, i32 1)

  %so = mul i64 %c, 8
  %sb = getelementptr inbounds i8, ptr %tp, i64 %so
  %csc.p = getelementptr inbounds i8, ptr %sb, i64 1024
  %csc.x = load <8 x i8>, ptr %csc.p, align 1
  %csc.q = getelementptr inbounds i8, ptr %csc.p, i64 75776
  %csc.y = load <8 x i8>, ptr %csc.q, align 1
  %csc.b = shufflevector <8 x i8> %csc.x, <8 x i8> %csc.y, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ; the 8 bytes in both halves (vpbroadcastq), byte r moved to the low byte of
  ; lanes 2r and 2r + 1 (vpshufb, in-lane), the other byte zero
  %csc.ga.v = bitcast <8 x i8> %csc.x to i64
  %csc.ga.e = insertelement <4 x i64> poison, i64 %csc.ga.v, i64 0
  %csc.ga.q = shufflevector <4 x i64> %csc.ga.e, <4 x i64> poison, <4 x i32> zeroinitializer
  %csc.ga.y = bitcast <4 x i64> %csc.ga.q to <32 x i8>
  %csc.ga.s = shufflevector <32 x i8> %csc.ga.y, <32 x i8> zeroinitializer, <32 x i32> <i32 0, i32 32, i32 0, i32 32, i32 1, i32 32, i32 1, i32 32, i32 2, i32 32, i32 2, i32 32, i32 3, i32 32, i32 3, i32 32, i32 20, i32 32, i32 20, i32 32, i32 21, i32 32, i32 21, i32 32, i32 22, i32 32, i32 22, i32 32, i32 23, i32 32, i32 23, i32 32>
  %csc.ga = bitcast <32 x i8> %csc.ga.s to <16 x i16>
  ; the 8 bytes in both halves (vpbroadcastq), byte r moved to the low byte of
  ; lanes 2r and 2r + 1 (vpshufb, in-lane), the other byte zero
  %csc.gb.v = bitcast <8 x i8> %csc.y to i64
  %csc.gb.e = insertelement <4 x i64> poison, i64 %csc.gb.v, i64 0
  %csc.gb.q = shufflevector <4 x i64> %csc.gb.e, <4 x i64> poison, <4 x i32> zeroinitializer
  %csc.gb.y = bitcast <4 x i64> %csc.gb.q to <32 x i8>
  %csc.gb.s = shufflevector <32 x i8> %csc.gb.y, <32 x i8> zeroinitializer, <32 x i32> <i32 0, i32 32, i32 0, i32 32, i32 1, i32 32, i32 1, i32 32, i32 2, i32 32, i32 2, i32 32, i32 3, i32 32, i32 3, i32 32, i32 20, i32 32, i32 20, i32 32, i32 21, i32 32, i32 21, i32 32, i32 22, i32 32, i32 22, i32 32, i32 23, i32 32, i32 23, i32 32>
  %csc.gb = bitcast <32 x i8> %csc.gb.s to <16 x i16>
  %csc = shufflevector <16 x i16> %csc.ga, <16 x i16> %csc.gb, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>

  %cmn.p = getelementptr inbounds i8, ptr %sb, i64 1088
  %cmn.x = load <8 x i8>, ptr %cmn.p, align 1
  %cmn.q = getelementptr inbounds i8, ptr %cmn.p, i64 75776
  %cmn.y = load <8 x i8>, ptr %cmn.q, align 1
  %cmn.b = shufflevector <8 x i8> %cmn.x, <8 x i8> %cmn.y, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %cmn = zext <16 x i8> %cmn.b to <16 x i32>

  %cmf = sitofp <16 x i32> %cmn to <16 x float>
  %mnc = fmul <16 x float> %nmw, %cmf
  ; the chunk's activation block (scale) and its sums (q8_0: f32 s per 16 inputs)
  %gc = add i64 %tc, %c
  %gb = or i64 %gc, 0
  %gs = mul i64 %gc, 2
  %xco = mul i64 %c, 32
  %xc.0 = getelementptr inbounds i8, ptr %xt.0, i64 %xco
  %lo.0.0.p = getelementptr inbounds i8, ptr %cp, i64 0
  %lo.0.0.a = load <32 x i8>, ptr %lo.0.0.p, align 1
  %lo.0.0.q = getelementptr inbounds i8, ptr %lo.0.0.p, i64 75776
  %lo.0.0.b = load <32 x i8>, ptr %lo.0.0.q, align 1
  %lo.0.0 = shufflevector <32 x i8> %lo.0.0.a, <32 x i8> %lo.0.0.b, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>

  %wv.0.0 = and <64 x i8> %lo.0.0, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wv.0.1 = lshr <64 x i8> %lo.0.0, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %lo.0.1.p = getelementptr inbounds i8, ptr %cp, i64 32
  %lo.0.1.a = load <32 x i8>, ptr %lo.0.1.p, align 1
  %lo.0.1.q = getelementptr inbounds i8, ptr %lo.0.1.p, i64 75776
  %lo.0.1.b = load <32 x i8>, ptr %lo.0.1.q, align 1
  %lo.0.1 = shufflevector <32 x i8> %lo.0.1.a, <32 x i8> %lo.0.1.b, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>

  %wv.0.2 = and <64 x i8> %lo.0.1, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wv.0.3 = lshr <64 x i8> %lo.0.1, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %lo.0.2.p = getelementptr inbounds i8, ptr %cp, i64 64
  %lo.0.2.a = load <32 x i8>, ptr %lo.0.2.p, align 1
  %lo.0.2.q = getelementptr inbounds i8, ptr %lo.0.2.p, i64 75776
  %lo.0.2.b = load <32 x i8>, ptr %lo.0.2.q, align 1
  %lo.0.2 = shufflevector <32 x i8> %lo.0.2.a, <32 x i8> %lo.0.2.b, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>

  %wv.0.4 = and <64 x i8> %lo.0.2, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wv.0.5 = lshr <64 x i8> %lo.0.2, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %lo.0.3.p = getelementptr inbounds i8, ptr %cp, i64 96
  %lo.0.3.a = load <32 x i8>, ptr %lo.0.3.p, align 1
  %lo.0.3.q = getelementptr inbounds i8, ptr %lo.0.3.p, i64 75776
  %lo.0.3.b = load <32 x i8>, ptr %lo.0.3.q, align 1
  %lo.0.3 = shufflevector <32 x i8> %lo.0.3.a, <32 x i8> %lo.0.3.b, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>

  %wv.0.6 = and <64 x i8> %lo.0.3, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wv.0.7 = lshr <64 x i8> %lo.0.3, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>

  %xp.0.0.0 = getelementptr inbounds i8, ptr %xc.0, i64 0
  %xl.0.0.0 = load i32, ptr %xp.0.0.0, align 1
  %xb.0.0.0.i = insertelement <16 x i32> poison, i32 %xl.0.0.0, i64 0
  %xb.0.0.0 = shufflevector <16 x i32> %xb.0.0.0.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %xy.0.0.0 = bitcast <16 x i32> %xb.0.0.0 to <64 x i8>
  ; a pair of groups (W = 16): each 64-byte operand is two ymm registers, one product each
  %pm.0.0.0.a00 = shufflevector <64 x i8> %wv.0.0, <64 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %pm.0.0.0.a10 = shufflevector <64 x i8> %xy.0.0.0, <64 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %pm.0.0.0.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %pm.0.0.0.a00, <32 x i8> %pm.0.0.0.a10)
  %pm.0.0.0.a01 = shufflevector <64 x i8> %wv.0.0, <64 x i8> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %pm.0.0.0.a11 = shufflevector <64 x i8> %xy.0.0.0, <64 x i8> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %pm.0.0.0.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %pm.0.0.0.a01, <32 x i8> %pm.0.0.0.a11)
  %pm.0.0.0 = shufflevector <16 x i16> %pm.0.0.0.0, <16 x i16> %pm.0.0.0.1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %xp.0.0.1 = getelementptr inbounds i8, ptr %xc.0, i64 4
  %xl.0.0.1 = load i32, ptr %xp.0.0.1, align 1
  %xb.0.0.1.i = insertelement <16 x i32> poison, i32 %xl.0.0.1, i64 0
  %xb.0.0.1 = shufflevector <16 x i32> %xb.0.0.1.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %xy.0.0.1 = bitcast <16 x i32> %xb.0.0.1 to <64 x i8>
  ; a pair of groups (W = 16): each 64-byte operand is two ymm registers, one product each
  %pm.0.0.1.a00 = shufflevector <64 x i8> %wv.0.1, <64 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %pm.0.0.1.a10 = shufflevector <64 x i8> %xy.0.0.1, <64 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %pm.0.0.1.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %pm.0.0.1.a00, <32 x i8> %pm.0.0.1.a10)
  %pm.0.0.1.a01 = shufflevector <64 x i8> %wv.0.1, <64 x i8> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %pm.0.0.1.a11 = shufflevector <64 x i8> %xy.0.0.1, <64 x i8> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %pm.0.0.1.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %pm.0.0.1.a01, <32 x i8> %pm.0.0.1.a11)
  %pm.0.0.1 = shufflevector <16 x i16> %pm.0.0.1.0, <16 x i16> %pm.0.0.1.1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ps.0.0.1 = add <32 x i16> %pm.0.0.0, %pm.0.0.1
  %xp.0.0.2 = getelementptr inbounds i8, ptr %xc.0, i64 8
  %xl.0.0.2 = load i32, ptr %xp.0.0.2, align 1
  %xb.0.0.2.i = insertelement <16 x i32> poison, i32 %xl.0.0.2, i64 0
  %xb.0.0.2 = shufflevector <16 x i32> %xb.0.0.2.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %xy.0.0.2 = bitcast <16 x i32> %xb.0.0.2 to <64 x i8>
  ; a pair of groups (W = 16): each 64-byte operand is two ymm registers, one product each
  %pm.0.0.2.a00 = shufflevector <64 x i8> %wv.0.2, <64 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %pm.0.0.2.a10 = shufflevector <64 x i8> %xy.0.0.2, <64 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %pm.0.0.2.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %pm.0.0.2.a00, <32 x i8> %pm.0.0.2.a10)
  %pm.0.0.2.a01 = shufflevector <64 x i8> %wv.0.2, <64 x i8> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %pm.0.0.2.a11 = shufflevector <64 x i8> %xy.0.0.2, <64 x i8> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %pm.0.0.2.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %pm.0.0.2.a01, <32 x i8> %pm.0.0.2.a11)
  %pm.0.0.2 = shufflevector <16 x i16> %pm.0.0.2.0, <16 x i16> %pm.0.0.2.1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ps.0.0.2 = add <32 x i16> %ps.0.0.1, %pm.0.0.2
  %xp.0.0.3 = getelementptr inbounds i8, ptr %xc.0, i64 12
  %xl.0.0.3 = load i32, ptr %xp.0.0.3, align 1
  %xb.0.0.3.i = insertelement <16 x i32> poison, i32 %xl.0.0.3, i64 0
  %xb.0.0.3 = shufflevector <16 x i32> %xb.0.0.3.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %xy.0.0.3 = bitcast <16 x i32> %xb.0.0.3 to <64 x i8>
  ; a pair of groups (W = 16): each 64-byte operand is two ymm registers, one product each
  %pm.0.0.3.a00 = shufflevector <64 x i8> %wv.0.3, <64 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %pm.0.0.3.a10 = shufflevector <64 x i8> %xy.0.0.3, <64 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %pm.0.0.3.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %pm.0.0.3.a00, <32 x i8> %pm.0.0.3.a10)
  %pm.0.0.3.a01 = shufflevector <64 x i8> %wv.0.3, <64 x i8> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %pm.0.0.3.a11 = shufflevector <64 x i8> %xy.0.0.3, <64 x i8> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %pm.0.0.3.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %pm.0.0.3.a01, <32 x i8> %pm.0.0.3.a11)
  %pm.0.0.3 = shufflevector <16 x i16> %pm.0.0.3.0, <16 x i16> %pm.0.0.3.1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ps.0.0.3 = add <32 x i16> %ps.0.0.2, %pm.0.0.3
  %xp.0.0.4 = getelementptr inbounds i8, ptr %xc.0, i64 16
  %xl.0.0.4 = load i32, ptr %xp.0.0.4, align 1
  %xb.0.0.4.i = insertelement <16 x i32> poison, i32 %xl.0.0.4, i64 0
  %xb.0.0.4 = shufflevector <16 x i32> %xb.0.0.4.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %xy.0.0.4 = bitcast <16 x i32> %xb.0.0.4 to <64 x i8>
  ; a pair of groups (W = 16): each 64-byte operand is two ymm registers, one product each
  %pm.0.0.4.a00 = shufflevector <64 x i8> %wv.0.4, <64 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %pm.0.0.4.a10 = shufflevector <64 x i8> %xy.0.0.4, <64 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %pm.0.0.4.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %pm.0.0.4.a00, <32 x i8> %pm.0.0.4.a10)
  %pm.0.0.4.a01 = shufflevector <64 x i8> %wv.0.4, <64 x i8> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %pm.0.0.4.a11 = shufflevector <64 x i8> %xy.0.0.4, <64 x i8> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %pm.0.0.4.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %pm.0.0.4.a01, <32 x i8> %pm.0.0.4.a11)
  %pm.0.0.4 = shufflevector <16 x i16> %pm.0.0.4.0, <16 x i16> %pm.0.0.4.1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ps.0.0.4 = add <32 x i16> %ps.0.0.3, %pm.0.0.4
  %xp.0.0.5 = getelementptr inbounds i8, ptr %xc.0, i64 20
  %xl.0.0.5 = load i32, ptr %xp.0.0.5, align 1
  %xb.0.0.5.i = insertelement <16 x i32> poison, i32 %xl.0.0.5, i64 0
  %xb.0.0.5 = shufflevector <16 x i32> %xb.0.0.5.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %xy.0.0.5 = bitcast <16 x i32> %xb.0.0.5 to <64 x i8>
  ; a pair of groups (W = 16): each 64-byte operand is two ymm registers, one product each
  %pm.0.0.5.a00 = shufflevector <64 x i8> %wv.0.5, <64 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %pm.0.0.5.a10 = shufflevector <64 x i8> %xy.0.0.5, <64 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %pm.0.0.5.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %pm.0.0.5.a00, <32 x i8> %pm.0.0.5.a10)
  %pm.0.0.5.a01 = shufflevector <64 x i8> %wv.0.5, <64 x i8> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %pm.0.0.5.a11 = shufflevector <64 x i8> %xy.0.0.5, <64 x i8> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %pm.0.0.5.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %pm.0.0.5.a01, <32 x i8> %pm.0.0.5.a11)
  %pm.0.0.5 = shufflevector <16 x i16> %pm.0.0.5.0, <16 x i16> %pm.0.0.5.1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ps.0.0.5 = add <32 x i16> %ps.0.0.4, %pm.0.0.5
  %xp.0.0.6 = getelementptr inbounds i8, ptr %xc.0, i64 24
  %xl.0.0.6 = load i32, ptr %xp.0.0.6, align 1
  %xb.0.0.6.i = insertelement <16 x i32> poison, i32 %xl.0.0.6, i64 0
  %xb.0.0.6 = shufflevector <16 x i32> %xb.0.0.6.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %xy.0.0.6 = bitcast <16 x i32> %xb.0.0.6 to <64 x i8>
  ; a pair of groups (W = 16): each 64-byte operand is two ymm registers, one product each
  %pm.0.0.6.a00 = shufflevector <64 x i8> %wv.0.6, <64 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %pm.0.0.6.a10 = shufflevector <64 x i8> %xy.0.0.6, <64 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %pm.0.0.6.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %pm.0.0.6.a00, <32 x i8> %pm.0.0.6.a10)
  %pm.0.0.6.a01 = shufflevector <64 x i8> %wv.0.6, <64 x i8> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %pm.0.0.6.a11 = shufflevector <64 x i8> %xy.0.0.6, <64 x i8> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %pm.0.0.6.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %pm.0.0.6.a01, <32 x i8> %pm.0.0.6.a11)
  %pm.0.0.6 = shufflevector <16 x i16> %pm.0.0.6.0, <16 x i16> %pm.0.0.6.1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ps.0.0.6 = add <32 x i16> %ps.0.0.5, %pm.0.0.6
  %xp.0.0.7 = getelementptr inbounds i8, ptr %xc.0, i64 28
  %xl.0.0.7 = load i32, ptr %xp.0.0.7, align 1
  %xb.0.0.7.i = insertelement <16 x i32> poison, i32 %xl.0.0.7, i64 0
  %xb.0.0.7 = shufflevector <16 x i32> %xb.0.0.7.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %xy.0.0.7 = bitcast <16 x i32> %xb.0.0.7 to <64 x i8>
  ; a pair of groups (W = 16): each 64-byte operand is two ymm registers, one product each
  %pm.0.0.7.a00 = shufflevector <64 x i8> %wv.0.7, <64 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %pm.0.0.7.a10 = shufflevector <64 x i8> %xy.0.0.7, <64 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %pm.0.0.7.0 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %pm.0.0.7.a00, <32 x i8> %pm.0.0.7.a10)
  %pm.0.0.7.a01 = shufflevector <64 x i8> %wv.0.7, <64 x i8> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %pm.0.0.7.a11 = shufflevector <64 x i8> %xy.0.0.7, <64 x i8> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %pm.0.0.7.1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %pm.0.0.7.a01, <32 x i8> %pm.0.0.7.a11)
  %pm.0.0.7 = shufflevector <16 x i16> %pm.0.0.7.0, <16 x i16> %pm.0.0.7.1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %ps.0.0.7 = add <32 x i16> %ps.0.0.6, %pm.0.0.7
  %pw.0.0.7.a00 = shufflevector <32 x i16> %ps.0.0.7, <32 x i16> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %pw.0.0.7.a10 = shufflevector <32 x i16> %csc, <32 x i16> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %pw.0.0.7.0 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %pw.0.0.7.a00, <16 x i16> %pw.0.0.7.a10)
  %pw.0.0.7.a01 = shufflevector <32 x i16> %ps.0.0.7, <32 x i16> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %pw.0.0.7.a11 = shufflevector <32 x i16> %csc, <32 x i16> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %pw.0.0.7.1 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %pw.0.0.7.a01, <16 x i16> %pw.0.0.7.a11)
  %pw.0.0.7 = shufflevector <8 x i32> %pw.0.0.7.0, <8 x i32> %pw.0.0.7.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %isum.0.0 = or <16 x i32> %pw.0.0.7, zeroinitializer

  %ic.0 = or <16 x i32> %isum.0.0, zeroinitializer
  %dxp.0 = getelementptr inbounds float, ptr %xd.0, i64 %gb
  %dx.0 = load float, ptr %dxp.0, align 4
  %dxv.0.i = insertelement <16 x float> poison, float %dx.0, i64 0
  %dxv.0 = shufflevector <16 x float> %dxv.0.i, <16 x float> poison, <16 x i32> zeroinitializer
  %sxp.0 = getelementptr inbounds float, ptr %xs.0, i64 %gs
  %sx0.0 = load float, ptr %sxp.0, align 4
  %sxp1.0 = getelementptr inbounds float, ptr %sxp.0, i64 1
  %sx1.0 = load float, ptr %sxp1.0, align 4
  %sx.0 = fadd float %sx0.0, %sx1.0
  %sxv.0.i = insertelement <16 x float> poison, float %sx.0, i64 0
  %sxv.0 = shufflevector <16 x float> %sxv.0.i, <16 x float> poison, <16 x i32> zeroinitializer
  %isf.0 = sitofp <16 x i32> %ic.0 to <16 x float>
  %sc.0 = fmul <16 x float> %dw, %dxv.0
  %ad.0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %isf.0, <16 x float> %sc.0, <16 x float> %ca.0)
  %ca.0.1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %mnc, <16 x float> %sxv.0, <16 x float> %ad.0)
  %c.next = add i64 %c, 1
  %c.more = icmp ult i64 %c.next, 8
  br i1 %c.more, label %chunk, label %tile.end

tile.end:
  %t.next = add i64 %t, 1
  %t.more = icmp ult i64 %t.next, 16
  br i1 %t.more, label %tile, label %out

out:
  %ret.0 = insertvalue { <16 x float> } poison, <16 x float> %ca.0.1, 0
  ret { <16 x float> } %ret.0
}


; items(m) = ceil(m / 32) * 64
define i64 @gemm_q4_K_avx2_n4096_k4096_items(i64 %m) #0 {
  %r = add i64 %m, 31
  %t = udiv i64 %r, 32
  %n = mul i64 %t, 64
  ret i64 %n
}

define void @gemm_q4_K_avx2_n4096_k4096(ptr %a, i64 %begin, i64 %end) #0 {
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
  %nrt.0 = add i64 %m, 31
  %nrt = udiv i64 %nrt.0, 32
  %none = icmp sge i64 %begin, %end
  br i1 %none, label %done, label %item

item:
  %it = phi i64 [ %begin, %entry ], [ %it.next, %item.next ]
  %rt = urem i64 %it, %nrt
  %ct = udiv i64 %it, %nrt
  %r0 = mul i64 %rt, 32
  %r1.0 = add i64 %r0, 32
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
  %wgo = mul i64 %g, 18944
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
  %xfo.1 = mul i64 %rb.1, 5632
  %xf.1.0 = getelementptr inbounds i8, ptr %x, i64 %xfo.1
  %xf.1.1 = getelementptr inbounds i8, ptr %xf.1.0, i64 5632
  %xf.1.2 = getelementptr inbounds i8, ptr %xf.1.0, i64 11264
  %xf.1.3 = getelementptr inbounds i8, ptr %xf.1.0, i64 16896
  %xf.1.4 = getelementptr inbounds i8, ptr %xf.1.0, i64 22528
  %xf.1.5 = getelementptr inbounds i8, ptr %xf.1.0, i64 28160
  %xf.1.6 = getelementptr inbounds i8, ptr %xf.1.0, i64 33792
  %xf.1.7 = getelementptr inbounds i8, ptr %xf.1.0, i64 39424
  %acc.1.f = call { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } @gemm_q4_K_avx2_n4096_k4096.mk(ptr %wg, ptr %xf.1.0, ptr %xf.1.1, ptr %xf.1.2, ptr %xf.1.3, ptr %xf.1.4, ptr %xf.1.5, ptr %xf.1.6, ptr %xf.1.7)
  br label %store.1

mk.1.last:
  ; the last, partial block: row pointers past m clamped to row m-1; a block of at most 1, 2, 4 rows takes the microkernel of that many rows (M = 1 decoding, a block of 32: no rows computed twice)
  %rt.1.0 = add i64 %rb.1, 0
  %rin.1.0 = icmp slt i64 %rt.1.0, %m
  %rc.1.0 = select i1 %rin.1.0, i64 %rt.1.0, i64 %m.1
  %xto.1.0 = mul i64 %rc.1.0, 5632
  %xt.1.0 = getelementptr inbounds i8, ptr %x, i64 %xto.1.0
  %rt.1.1 = add i64 %rb.1, 1
  %rin.1.1 = icmp slt i64 %rt.1.1, %m
  %rc.1.1 = select i1 %rin.1.1, i64 %rt.1.1, i64 %m.1
  %xto.1.1 = mul i64 %rc.1.1, 5632
  %xt.1.1 = getelementptr inbounds i8, ptr %x, i64 %xto.1.1
  %rt.1.2 = add i64 %rb.1, 2
  %rin.1.2 = icmp slt i64 %rt.1.2, %m
  %rc.1.2 = select i1 %rin.1.2, i64 %rt.1.2, i64 %m.1
  %xto.1.2 = mul i64 %rc.1.2, 5632
  %xt.1.2 = getelementptr inbounds i8, ptr %x, i64 %xto.1.2
  %rt.1.3 = add i64 %rb.1, 3
  %rin.1.3 = icmp slt i64 %rt.1.3, %m
  %rc.1.3 = select i1 %rin.1.3, i64 %rt.1.3, i64 %m.1
  %xto.1.3 = mul i64 %rc.1.3, 5632
  %xt.1.3 = getelementptr inbounds i8, ptr %x, i64 %xto.1.3
  %rt.1.4 = add i64 %rb.1, 4
  %rin.1.4 = icmp slt i64 %rt.1.4, %m
  %rc.1.4 = select i1 %rin.1.4, i64 %rt.1.4, i64 %m.1
  %xto.1.4 = mul i64 %rc.1.4, 5632
  %xt.1.4 = getelementptr inbounds i8, ptr %x, i64 %xto.1.4
  %rt.1.5 = add i64 %rb.1, 5
  %rin.1.5 = icmp slt i64 %rt.1.5, %m
  %rc.1.5 = select i1 %rin.1.5, i64 %rt.1.5, i64 %m.1
  %xto.1.5 = mul i64 %rc.1.5, 5632
  %xt.1.5 = getelementptr inbounds i8, ptr %x, i64 %xto.1.5
  %rt.1.6 = add i64 %rb.1, 6
  %rin.1.6 = icmp slt i64 %rt.1.6, %m
  %rc.1.6 = select i1 %rin.1.6, i64 %rt.1.6, i64 %m.1
  %xto.1.6 = mul i64 %rc.1.6, 5632
  %xt.1.6 = getelementptr inbounds i8, ptr %x, i64 %xto.1.6
  %rt.1.7 = add i64 %rb.1, 7
  %rin.1.7 = icmp slt i64 %rt.1.7, %m
  %rc.1.7 = select i1 %rin.1.7, i64 %rt.1.7, i64 %m.1
  %xto.1.7 = mul i64 %rc.1.7, 5632
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
  %acc.1.r1.s = call { <8 x float> } @gemm_q4_K_avx2_n4096_k4096.mk.1(ptr %wg, ptr %xt.1.0)
  %acc.1.r1.0 = extractvalue { <8 x float> } %acc.1.r1.s, 0
  %acc.1.r1.a0 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } poison, <8 x float> %acc.1.r1.0, 0
  br label %store.1

mk.1.r2:
  %acc.1.r2.s = call { <8 x float>, <8 x float> } @gemm_q4_K_avx2_n4096_k4096.mk.2(ptr %wg, ptr %xt.1.0, ptr %xt.1.1)
  %acc.1.r2.0 = extractvalue { <8 x float>, <8 x float> } %acc.1.r2.s, 0
  %acc.1.r2.a0 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } poison, <8 x float> %acc.1.r2.0, 0
  %acc.1.r2.1 = extractvalue { <8 x float>, <8 x float> } %acc.1.r2.s, 1
  %acc.1.r2.a1 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } %acc.1.r2.a0, <8 x float> %acc.1.r2.1, 1
  br label %store.1

mk.1.r4:
  %acc.1.r4.s = call { <8 x float>, <8 x float>, <8 x float>, <8 x float> } @gemm_q4_K_avx2_n4096_k4096.mk.4(ptr %wg, ptr %xt.1.0, ptr %xt.1.1, ptr %xt.1.2, ptr %xt.1.3)
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
  %acc.1.t = call { <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float>, <8 x float> } @gemm_q4_K_avx2_n4096_k4096.mk(ptr %wg, ptr %xt.1.0, ptr %xt.1.1, ptr %xt.1.2, ptr %xt.1.3, ptr %xt.1.4, ptr %xt.1.5, ptr %xt.1.6, ptr %xt.1.7)
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
  %xfo.2 = mul i64 %rb.2, 5632
  %xf.2.0 = getelementptr inbounds i8, ptr %x, i64 %xfo.2
  %acc.2.f = call { <16 x float> } @gemm_q4_K_avx2_n4096_k4096.mk2(ptr %wg, ptr %xf.2.0)
  br label %store.2

mk.2.last:
  ; the last, partial block: row pointers past m clamped to row m-1
  %rt.2.0 = add i64 %rb.2, 0
  %rin.2.0 = icmp slt i64 %rt.2.0, %m
  %rc.2.0 = select i1 %rin.2.0, i64 %rt.2.0, i64 %m.1
  %xto.2.0 = mul i64 %rc.2.0, 5632
  %xt.2.0 = getelementptr inbounds i8, ptr %x, i64 %xto.2.0
  br label %mk.2.tail

mk.2.tail:
  %acc.2.t = call { <16 x float> } @gemm_q4_K_avx2_n4096_k4096.mk2(ptr %wg, ptr %xt.2.0)
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

attributes #0 = { nounwind "target-cpu"="haswell" "target-features"="+avx2,+fma,+f16c,+bmi2" }
attributes #1 = { alwaysinline nounwind "target-cpu"="haswell" "target-features"="+avx2,+fma,+f16c,+bmi2" }
