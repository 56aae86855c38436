; dllmc kernel gemm_q6_K_avxvnni_n4096_k12288
; spec:   GemmQ(n=4096, k=12288, mr=0, mt=0, nc=0, ggml_type='Q6_K', target='avxvnni')
; target: avxvnni (alderlake, features "+avx2,+fma,+f16c,+bmi2,+avxvnni,-gfni,-vaes,-vpclmulqdq,-sha", int8 dot: vnni)
; y[m][4096] = x @ W.T: x Q8 rows (K = 12288), W Q6_K in QR8, y f32
; ABI: void gemm_q6_K_avxvnni_n4096_k12288(const dllmc_args *a, int64_t begin, int64_t end);
;      int64_t gemm_q6_K_avxvnni_n4096_k12288_items(int64_t m);    (runtime/dllmc_runtime.h)
target triple = "x86_64-unknown-linux-gnu"

; struct dllmc_args { const void *w, *x, *x2, *x3; void *y; const int32_t *rows; int64_t m; }
%dllmc_args = type { ptr, ptr, ptr, ptr, ptr, ptr, i64 }
;
; Work: item it -> row tile it % ceil(m/32) (32 rows), column tile it / ceil(m/32)
; (64 columns = 8 groups of 8 weight rows).  Inside an item, for each
; group and each block of MR = 4 activation rows, the
; microkernel walks all 768 chunks of G = 16 inputs: it unpacks the chunk's 4 sub-entries once
; and multiplies each with the broadcast 4 activation bytes of every one of the MR rows (int dot:
; vnni), giving per row isum[r] (exact, int32); then, in float32 (dx, sx: the
; activation block's scale and sum),
;   acc[r] += (d[r] * dx) * isum[r] + m[r] * sx, m = (-32) * d (exact)
; Rows past m read row m-1 and are not stored; columns past N (the zero rows padding the
; last group) are not stored.
;
; QR8 tile, Q6_K: G = 16, b = 6, 112 bytes per (group, chunk), at byte
; (group * 768 + chunk) * 112:
;   bytes [0, 64)   low nibbles: 2 entries x 32 B (two sub-entries each)
;   bytes [64, 96)  high bits: 1 entry x 32 B
;   bytes [96, 112)  f16 d[8], one per row of the group
; A 32-byte sub-entry q holds inputs 4q..4q+3 of the chunk for each of the 8 rows:
;   byte lane:  0  1  2  3 |  4  5  6  7 | ... | 28 29 30 31
;   row:        0  0  0  0 |  1  1  1  1 | ... |  7  7  7  7
;   input:     4q  +1 +2 +3| 4q  +1 +2 +3| ... | 4q  +1 +2 +3
; Unpack, low plane entry t (32 B): sub-entry 2t = byte & 0x0F, sub-entry 2t+1 = byte >> 4.
; High plane entry e (32 B): bits 2s..2s+1 of each lane = bits 4-5 of sub-entry 4e+s:
;   sub-entry q |= (high << (4 - 2s)) & 0x30   (or >> 2 for s = 3)

declare <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32>, <8 x i32>, <8 x i32>)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>)

; The microkernel of one group: MR = 4 activation rows x 8 weight rows (one ymm per row).
define internal { <8 x float>, <8 x float>, <8 x float>, <8 x float> } @gemm_q6_K_avxvnni_n4096_k12288.mk(ptr %wg, ptr %xq.0, ptr %xq.1, ptr %xq.2, ptr %xq.3) #1 {
entry:
  %xd.0 = getelementptr inbounds i8, ptr %xq.0, i64 12288
  %xs.0 = getelementptr inbounds i8, ptr %xq.0, i64 13824
  %xd.1 = getelementptr inbounds i8, ptr %xq.1, i64 12288
  %xs.1 = getelementptr inbounds i8, ptr %xq.1, i64 13824
  %xd.2 = getelementptr inbounds i8, ptr %xq.2, i64 12288
  %xs.2 = getelementptr inbounds i8, ptr %xq.2, i64 13824
  %xd.3 = getelementptr inbounds i8, ptr %xq.3, i64 12288
  %xs.3 = getelementptr inbounds i8, ptr %xq.3, i64 13824
  br label %chunk

chunk:
  ; one iteration = 2 chunk(s) = 32 inputs = one activation block %blk
  %blk = phi i64 [ 0, %entry ], [ %blk.next, %chunk ]
  %acc.0 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc.0.1, %chunk ]
  %acc.1 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc.1.1, %chunk ]
  %acc.2 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc.2.1, %chunk ]
  %acc.3 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc.3.1, %chunk ]
  %xo = mul i64 %blk, 32
  %xc.0 = getelementptr inbounds i8, ptr %xq.0, i64 %xo
  %dxp.0 = getelementptr inbounds float, ptr %xd.0, i64 %blk
  %dx.0 = load float, ptr %dxp.0, align 4
  %dxv.0.i = insertelement <8 x float> poison, float %dx.0, i64 0
  %dxv.0 = shufflevector <8 x float> %dxv.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxo.0 = mul i64 %blk, 2
  %sxp.0 = getelementptr inbounds float, ptr %xs.0, i64 %sxo.0
  %sx0.0 = load float, ptr %sxp.0, align 4
  %sxp1.0 = getelementptr inbounds float, ptr %sxp.0, i64 1
  %sx1.0 = load float, ptr %sxp1.0, align 4
  %xc.1 = getelementptr inbounds i8, ptr %xq.1, i64 %xo
  %dxp.1 = getelementptr inbounds float, ptr %xd.1, i64 %blk
  %dx.1 = load float, ptr %dxp.1, align 4
  %dxv.1.i = insertelement <8 x float> poison, float %dx.1, i64 0
  %dxv.1 = shufflevector <8 x float> %dxv.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxo.1 = mul i64 %blk, 2
  %sxp.1 = getelementptr inbounds float, ptr %xs.1, i64 %sxo.1
  %sx0.1 = load float, ptr %sxp.1, align 4
  %sxp1.1 = getelementptr inbounds float, ptr %sxp.1, i64 1
  %sx1.1 = load float, ptr %sxp1.1, align 4
  %xc.2 = getelementptr inbounds i8, ptr %xq.2, i64 %xo
  %dxp.2 = getelementptr inbounds float, ptr %xd.2, i64 %blk
  %dx.2 = load float, ptr %dxp.2, align 4
  %dxv.2.i = insertelement <8 x float> poison, float %dx.2, i64 0
  %dxv.2 = shufflevector <8 x float> %dxv.2.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxo.2 = mul i64 %blk, 2
  %sxp.2 = getelementptr inbounds float, ptr %xs.2, i64 %sxo.2
  %sx0.2 = load float, ptr %sxp.2, align 4
  %sxp1.2 = getelementptr inbounds float, ptr %sxp.2, i64 1
  %sx1.2 = load float, ptr %sxp1.2, align 4
  %xc.3 = getelementptr inbounds i8, ptr %xq.3, i64 %xo
  %dxp.3 = getelementptr inbounds float, ptr %xd.3, i64 %blk
  %dx.3 = load float, ptr %dxp.3, align 4
  %dxv.3.i = insertelement <8 x float> poison, float %dx.3, i64 0
  %dxv.3 = shufflevector <8 x float> %dxv.3.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sxo.3 = mul i64 %blk, 2
  %sxp.3 = getelementptr inbounds float, ptr %xs.3, i64 %sxo.3
  %sx0.3 = load float, ptr %sxp.3, align 4
  %sxp1.3 = getelementptr inbounds float, ptr %sxp.3, i64 1
  %sx1.3 = load float, ptr %sxp1.3, align 4
  ; ---- chunk 2 * blk + 0
  %to.0 = mul i64 %blk, 224
  %tile.0.0 = getelementptr inbounds i8, ptr %wg, i64 %to.0
  %tile.0 = getelementptr inbounds i8, ptr %tile.0.0, i64 0
  %lo.0.0.p = getelementptr inbounds i8, ptr %tile.0, i64 0
  %lo.0.0 = load <32 x i8>, ptr %lo.0.0.p, align 1

  %wl.0.0 = and <32 x i8> %lo.0.0, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wl.0.1 = lshr <32 x i8> %lo.0.0, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %lo.0.1.p = getelementptr inbounds i8, ptr %tile.0, i64 32
  %lo.0.1 = load <32 x i8>, ptr %lo.0.1.p, align 1

  %wl.0.2 = and <32 x i8> %lo.0.1, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wl.0.3 = lshr <32 x i8> %lo.0.1, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %hi.0.0.p = getelementptr inbounds i8, ptr %tile.0, i64 64
  %hi.0.0 = load <32 x i8>, ptr %hi.0.0.p, align 1

  %hs.0.0 = shl <32 x i8> %hi.0.0, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %hm.0.0 = and <32 x i8> %hs.0.0, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %wv.0.0 = or <32 x i8> %wl.0.0, %hm.0.0
  %hs.0.1 = shl <32 x i8> %hi.0.0, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  %hm.0.1 = and <32 x i8> %hs.0.1, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %wv.0.1 = or <32 x i8> %wl.0.1, %hm.0.1
  %hm.0.2 = and <32 x i8> %hi.0.0, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %wv.0.2 = or <32 x i8> %wl.0.2, %hm.0.2
  %hs.0.3 = lshr <32 x i8> %hi.0.0, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  %hm.0.3 = and <32 x i8> %hs.0.3, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %wv.0.3 = or <32 x i8> %wl.0.3, %hm.0.3
  %wi.0.0 = bitcast <32 x i8> %wv.0.0 to <8 x i32>
  %wi.0.1 = bitcast <32 x i8> %wv.0.1 to <8 x i32>
  %wi.0.2 = bitcast <32 x i8> %wv.0.2 to <8 x i32>
  %wi.0.3 = bitcast <32 x i8> %wv.0.3 to <8 x i32>
  %dw.0.p = getelementptr inbounds i8, ptr %tile.0, i64 96
  %dw.0.h = load <8 x half>, ptr %dw.0.p, align 2
  %dw.0 = fpext <8 x half> %dw.0.h to <8 x float>


  ; the offset as a min: m = offset * d (exact: the offset is a power of two)
  %mw.0 = fmul <8 x float> %dw.0, <float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0>
  ; row 0: isum over the chunk's 4 sub-entries
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
  %isf.0.0 = sitofp <8 x i32> %is.0.0.3 to <8 x float>
  %sc.0.0 = fmul <8 x float> %dw.0, %dxv.0
  %ad.0.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.0.0, <8 x float> %sc.0.0, <8 x float> %acc.0)
  %sxv.0.0.i = insertelement <8 x float> poison, float %sx0.0, i64 0
  %sxv.0.0 = shufflevector <8 x float> %sxv.0.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %acc.0.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mw.0, <8 x float> %sxv.0.0, <8 x float> %ad.0.0)
  ; row 1: isum over the chunk's 4 sub-entries
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
  %isf.0.1 = sitofp <8 x i32> %is.0.1.3 to <8 x float>
  %sc.0.1 = fmul <8 x float> %dw.0, %dxv.1
  %ad.0.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.0.1, <8 x float> %sc.0.1, <8 x float> %acc.1)
  %sxv.0.1.i = insertelement <8 x float> poison, float %sx0.1, i64 0
  %sxv.0.1 = shufflevector <8 x float> %sxv.0.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %acc.1.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mw.0, <8 x float> %sxv.0.1, <8 x float> %ad.0.1)
  ; row 2: isum over the chunk's 4 sub-entries
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
  %isf.0.2 = sitofp <8 x i32> %is.0.2.3 to <8 x float>
  %sc.0.2 = fmul <8 x float> %dw.0, %dxv.2
  %ad.0.2 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.0.2, <8 x float> %sc.0.2, <8 x float> %acc.2)
  %sxv.0.2.i = insertelement <8 x float> poison, float %sx0.2, i64 0
  %sxv.0.2 = shufflevector <8 x float> %sxv.0.2.i, <8 x float> poison, <8 x i32> zeroinitializer
  %acc.2.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mw.0, <8 x float> %sxv.0.2, <8 x float> %ad.0.2)
  ; row 3: isum over the chunk's 4 sub-entries
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
  %isf.0.3 = sitofp <8 x i32> %is.0.3.3 to <8 x float>
  %sc.0.3 = fmul <8 x float> %dw.0, %dxv.3
  %ad.0.3 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.0.3, <8 x float> %sc.0.3, <8 x float> %acc.3)
  %sxv.0.3.i = insertelement <8 x float> poison, float %sx0.3, i64 0
  %sxv.0.3 = shufflevector <8 x float> %sxv.0.3.i, <8 x float> poison, <8 x i32> zeroinitializer
  %acc.3.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mw.0, <8 x float> %sxv.0.3, <8 x float> %ad.0.3)
  ; ---- chunk 2 * blk + 1
  %to.1 = mul i64 %blk, 224
  %tile.1.0 = getelementptr inbounds i8, ptr %wg, i64 %to.1
  %tile.1 = getelementptr inbounds i8, ptr %tile.1.0, i64 112
  %lo.1.0.p = getelementptr inbounds i8, ptr %tile.1, i64 0
  %lo.1.0 = load <32 x i8>, ptr %lo.1.0.p, align 1

  %wl.1.0 = and <32 x i8> %lo.1.0, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wl.1.1 = lshr <32 x i8> %lo.1.0, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %lo.1.1.p = getelementptr inbounds i8, ptr %tile.1, i64 32
  %lo.1.1 = load <32 x i8>, ptr %lo.1.1.p, align 1

  %wl.1.2 = and <32 x i8> %lo.1.1, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %wl.1.3 = lshr <32 x i8> %lo.1.1, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %hi.1.0.p = getelementptr inbounds i8, ptr %tile.1, i64 64
  %hi.1.0 = load <32 x i8>, ptr %hi.1.0.p, align 1

  %hs.1.0 = shl <32 x i8> %hi.1.0, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %hm.1.0 = and <32 x i8> %hs.1.0, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %wv.1.0 = or <32 x i8> %wl.1.0, %hm.1.0
  %hs.1.1 = shl <32 x i8> %hi.1.0, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  %hm.1.1 = and <32 x i8> %hs.1.1, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %wv.1.1 = or <32 x i8> %wl.1.1, %hm.1.1
  %hm.1.2 = and <32 x i8> %hi.1.0, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %wv.1.2 = or <32 x i8> %wl.1.2, %hm.1.2
  %hs.1.3 = lshr <32 x i8> %hi.1.0, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  %hm.1.3 = and <32 x i8> %hs.1.3, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %wv.1.3 = or <32 x i8> %wl.1.3, %hm.1.3
  %wi.1.0 = bitcast <32 x i8> %wv.1.0 to <8 x i32>
  %wi.1.1 = bitcast <32 x i8> %wv.1.1 to <8 x i32>
  %wi.1.2 = bitcast <32 x i8> %wv.1.2 to <8 x i32>
  %wi.1.3 = bitcast <32 x i8> %wv.1.3 to <8 x i32>
  %dw.1.p = getelementptr inbounds i8, ptr %tile.1, i64 96
  %dw.1.h = load <8 x half>, ptr %dw.1.p, align 2
  %dw.1 = fpext <8 x half> %dw.1.h to <8 x float>


  ; the offset as a min: m = offset * d (exact: the offset is a power of two)
  %mw.1 = fmul <8 x float> %dw.1, <float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0, float -32.0>
  ; row 0: isum over the chunk's 4 sub-entries
  %xp.1.0.0 = getelementptr inbounds i8, ptr %xc.0, i64 16
  %xl.1.0.0 = load i32, ptr %xp.1.0.0, align 1
  %xb.1.0.0.i = insertelement <8 x i32> poison, i32 %xl.1.0.0, i64 0
  %xb.1.0.0 = shufflevector <8 x i32> %xb.1.0.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.0.0 = bitcast <8 x i32> %xb.1.0.0 to <32 x i8>
  %xi.1.0.0 = bitcast <32 x i8> %xy.1.0.0 to <8 x i32>
  %is.1.0.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.1.0, <8 x i32> %xi.1.0.0)
  %xp.1.0.1 = getelementptr inbounds i8, ptr %xc.0, i64 20
  %xl.1.0.1 = load i32, ptr %xp.1.0.1, align 1
  %xb.1.0.1.i = insertelement <8 x i32> poison, i32 %xl.1.0.1, i64 0
  %xb.1.0.1 = shufflevector <8 x i32> %xb.1.0.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.0.1 = bitcast <8 x i32> %xb.1.0.1 to <32 x i8>
  %xi.1.0.1 = bitcast <32 x i8> %xy.1.0.1 to <8 x i32>
  %is.1.0.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.0, <8 x i32> %wi.1.1, <8 x i32> %xi.1.0.1)
  %xp.1.0.2 = getelementptr inbounds i8, ptr %xc.0, i64 24
  %xl.1.0.2 = load i32, ptr %xp.1.0.2, align 1
  %xb.1.0.2.i = insertelement <8 x i32> poison, i32 %xl.1.0.2, i64 0
  %xb.1.0.2 = shufflevector <8 x i32> %xb.1.0.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.0.2 = bitcast <8 x i32> %xb.1.0.2 to <32 x i8>
  %xi.1.0.2 = bitcast <32 x i8> %xy.1.0.2 to <8 x i32>
  %is.1.0.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.1, <8 x i32> %wi.1.2, <8 x i32> %xi.1.0.2)
  %xp.1.0.3 = getelementptr inbounds i8, ptr %xc.0, i64 28
  %xl.1.0.3 = load i32, ptr %xp.1.0.3, align 1
  %xb.1.0.3.i = insertelement <8 x i32> poison, i32 %xl.1.0.3, i64 0
  %xb.1.0.3 = shufflevector <8 x i32> %xb.1.0.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.0.3 = bitcast <8 x i32> %xb.1.0.3 to <32 x i8>
  %xi.1.0.3 = bitcast <32 x i8> %xy.1.0.3 to <8 x i32>
  %is.1.0.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.0.2, <8 x i32> %wi.1.3, <8 x i32> %xi.1.0.3)
  %isf.1.0 = sitofp <8 x i32> %is.1.0.3 to <8 x float>
  %sc.1.0 = fmul <8 x float> %dw.1, %dxv.0
  %ad.1.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.1.0, <8 x float> %sc.1.0, <8 x float> %acc.0.0)
  %sxv.1.0.i = insertelement <8 x float> poison, float %sx1.0, i64 0
  %sxv.1.0 = shufflevector <8 x float> %sxv.1.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %acc.0.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mw.1, <8 x float> %sxv.1.0, <8 x float> %ad.1.0)
  ; row 1: isum over the chunk's 4 sub-entries
  %xp.1.1.0 = getelementptr inbounds i8, ptr %xc.1, i64 16
  %xl.1.1.0 = load i32, ptr %xp.1.1.0, align 1
  %xb.1.1.0.i = insertelement <8 x i32> poison, i32 %xl.1.1.0, i64 0
  %xb.1.1.0 = shufflevector <8 x i32> %xb.1.1.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.1.0 = bitcast <8 x i32> %xb.1.1.0 to <32 x i8>
  %xi.1.1.0 = bitcast <32 x i8> %xy.1.1.0 to <8 x i32>
  %is.1.1.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.1.0, <8 x i32> %xi.1.1.0)
  %xp.1.1.1 = getelementptr inbounds i8, ptr %xc.1, i64 20
  %xl.1.1.1 = load i32, ptr %xp.1.1.1, align 1
  %xb.1.1.1.i = insertelement <8 x i32> poison, i32 %xl.1.1.1, i64 0
  %xb.1.1.1 = shufflevector <8 x i32> %xb.1.1.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.1.1 = bitcast <8 x i32> %xb.1.1.1 to <32 x i8>
  %xi.1.1.1 = bitcast <32 x i8> %xy.1.1.1 to <8 x i32>
  %is.1.1.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.1.0, <8 x i32> %wi.1.1, <8 x i32> %xi.1.1.1)
  %xp.1.1.2 = getelementptr inbounds i8, ptr %xc.1, i64 24
  %xl.1.1.2 = load i32, ptr %xp.1.1.2, align 1
  %xb.1.1.2.i = insertelement <8 x i32> poison, i32 %xl.1.1.2, i64 0
  %xb.1.1.2 = shufflevector <8 x i32> %xb.1.1.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.1.2 = bitcast <8 x i32> %xb.1.1.2 to <32 x i8>
  %xi.1.1.2 = bitcast <32 x i8> %xy.1.1.2 to <8 x i32>
  %is.1.1.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.1.1, <8 x i32> %wi.1.2, <8 x i32> %xi.1.1.2)
  %xp.1.1.3 = getelementptr inbounds i8, ptr %xc.1, i64 28
  %xl.1.1.3 = load i32, ptr %xp.1.1.3, align 1
  %xb.1.1.3.i = insertelement <8 x i32> poison, i32 %xl.1.1.3, i64 0
  %xb.1.1.3 = shufflevector <8 x i32> %xb.1.1.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.1.3 = bitcast <8 x i32> %xb.1.1.3 to <32 x i8>
  %xi.1.1.3 = bitcast <32 x i8> %xy.1.1.3 to <8 x i32>
  %is.1.1.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.1.2, <8 x i32> %wi.1.3, <8 x i32> %xi.1.1.3)
  %isf.1.1 = sitofp <8 x i32> %is.1.1.3 to <8 x float>
  %sc.1.1 = fmul <8 x float> %dw.1, %dxv.1
  %ad.1.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.1.1, <8 x float> %sc.1.1, <8 x float> %acc.1.0)
  %sxv.1.1.i = insertelement <8 x float> poison, float %sx1.1, i64 0
  %sxv.1.1 = shufflevector <8 x float> %sxv.1.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %acc.1.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mw.1, <8 x float> %sxv.1.1, <8 x float> %ad.1.1)
  ; row 2: isum over the chunk's 4 sub-entries
  %xp.1.2.0 = getelementptr inbounds i8, ptr %xc.2, i64 16
  %xl.1.2.0 = load i32, ptr %xp.1.2.0, align 1
  %xb.1.2.0.i = insertelement <8 x i32> poison, i32 %xl.1.2.0, i64 0
  %xb.1.2.0 = shufflevector <8 x i32> %xb.1.2.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.2.0 = bitcast <8 x i32> %xb.1.2.0 to <32 x i8>
  %xi.1.2.0 = bitcast <32 x i8> %xy.1.2.0 to <8 x i32>
  %is.1.2.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.1.0, <8 x i32> %xi.1.2.0)
  %xp.1.2.1 = getelementptr inbounds i8, ptr %xc.2, i64 20
  %xl.1.2.1 = load i32, ptr %xp.1.2.1, align 1
  %xb.1.2.1.i = insertelement <8 x i32> poison, i32 %xl.1.2.1, i64 0
  %xb.1.2.1 = shufflevector <8 x i32> %xb.1.2.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.2.1 = bitcast <8 x i32> %xb.1.2.1 to <32 x i8>
  %xi.1.2.1 = bitcast <32 x i8> %xy.1.2.1 to <8 x i32>
  %is.1.2.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.2.0, <8 x i32> %wi.1.1, <8 x i32> %xi.1.2.1)
  %xp.1.2.2 = getelementptr inbounds i8, ptr %xc.2, i64 24
  %xl.1.2.2 = load i32, ptr %xp.1.2.2, align 1
  %xb.1.2.2.i = insertelement <8 x i32> poison, i32 %xl.1.2.2, i64 0
  %xb.1.2.2 = shufflevector <8 x i32> %xb.1.2.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.2.2 = bitcast <8 x i32> %xb.1.2.2 to <32 x i8>
  %xi.1.2.2 = bitcast <32 x i8> %xy.1.2.2 to <8 x i32>
  %is.1.2.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.2.1, <8 x i32> %wi.1.2, <8 x i32> %xi.1.2.2)
  %xp.1.2.3 = getelementptr inbounds i8, ptr %xc.2, i64 28
  %xl.1.2.3 = load i32, ptr %xp.1.2.3, align 1
  %xb.1.2.3.i = insertelement <8 x i32> poison, i32 %xl.1.2.3, i64 0
  %xb.1.2.3 = shufflevector <8 x i32> %xb.1.2.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.2.3 = bitcast <8 x i32> %xb.1.2.3 to <32 x i8>
  %xi.1.2.3 = bitcast <32 x i8> %xy.1.2.3 to <8 x i32>
  %is.1.2.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.2.2, <8 x i32> %wi.1.3, <8 x i32> %xi.1.2.3)
  %isf.1.2 = sitofp <8 x i32> %is.1.2.3 to <8 x float>
  %sc.1.2 = fmul <8 x float> %dw.1, %dxv.2
  %ad.1.2 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.1.2, <8 x float> %sc.1.2, <8 x float> %acc.2.0)
  %sxv.1.2.i = insertelement <8 x float> poison, float %sx1.2, i64 0
  %sxv.1.2 = shufflevector <8 x float> %sxv.1.2.i, <8 x float> poison, <8 x i32> zeroinitializer
  %acc.2.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mw.1, <8 x float> %sxv.1.2, <8 x float> %ad.1.2)
  ; row 3: isum over the chunk's 4 sub-entries
  %xp.1.3.0 = getelementptr inbounds i8, ptr %xc.3, i64 16
  %xl.1.3.0 = load i32, ptr %xp.1.3.0, align 1
  %xb.1.3.0.i = insertelement <8 x i32> poison, i32 %xl.1.3.0, i64 0
  %xb.1.3.0 = shufflevector <8 x i32> %xb.1.3.0.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.3.0 = bitcast <8 x i32> %xb.1.3.0 to <32 x i8>
  %xi.1.3.0 = bitcast <32 x i8> %xy.1.3.0 to <8 x i32>
  %is.1.3.0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> zeroinitializer, <8 x i32> %wi.1.0, <8 x i32> %xi.1.3.0)
  %xp.1.3.1 = getelementptr inbounds i8, ptr %xc.3, i64 20
  %xl.1.3.1 = load i32, ptr %xp.1.3.1, align 1
  %xb.1.3.1.i = insertelement <8 x i32> poison, i32 %xl.1.3.1, i64 0
  %xb.1.3.1 = shufflevector <8 x i32> %xb.1.3.1.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.3.1 = bitcast <8 x i32> %xb.1.3.1 to <32 x i8>
  %xi.1.3.1 = bitcast <32 x i8> %xy.1.3.1 to <8 x i32>
  %is.1.3.1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.3.0, <8 x i32> %wi.1.1, <8 x i32> %xi.1.3.1)
  %xp.1.3.2 = getelementptr inbounds i8, ptr %xc.3, i64 24
  %xl.1.3.2 = load i32, ptr %xp.1.3.2, align 1
  %xb.1.3.2.i = insertelement <8 x i32> poison, i32 %xl.1.3.2, i64 0
  %xb.1.3.2 = shufflevector <8 x i32> %xb.1.3.2.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.3.2 = bitcast <8 x i32> %xb.1.3.2 to <32 x i8>
  %xi.1.3.2 = bitcast <32 x i8> %xy.1.3.2 to <8 x i32>
  %is.1.3.2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.3.1, <8 x i32> %wi.1.2, <8 x i32> %xi.1.3.2)
  %xp.1.3.3 = getelementptr inbounds i8, ptr %xc.3, i64 28
  %xl.1.3.3 = load i32, ptr %xp.1.3.3, align 1
  %xb.1.3.3.i = insertelement <8 x i32> poison, i32 %xl.1.3.3, i64 0
  %xb.1.3.3 = shufflevector <8 x i32> %xb.1.3.3.i, <8 x i32> poison, <8 x i32> zeroinitializer
  %xy.1.3.3 = bitcast <8 x i32> %xb.1.3.3 to <32 x i8>
  %xi.1.3.3 = bitcast <32 x i8> %xy.1.3.3 to <8 x i32>
  %is.1.3.3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %is.1.3.2, <8 x i32> %wi.1.3, <8 x i32> %xi.1.3.3)
  %isf.1.3 = sitofp <8 x i32> %is.1.3.3 to <8 x float>
  %sc.1.3 = fmul <8 x float> %dw.1, %dxv.3
  %ad.1.3 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %isf.1.3, <8 x float> %sc.1.3, <8 x float> %acc.3.0)
  %sxv.1.3.i = insertelement <8 x float> poison, float %sx1.3, i64 0
  %sxv.1.3 = shufflevector <8 x float> %sxv.1.3.i, <8 x float> poison, <8 x i32> zeroinitializer
  %acc.3.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %mw.1, <8 x float> %sxv.1.3, <8 x float> %ad.1.3)
  %blk.next = add i64 %blk, 1
  %blk.more = icmp ult i64 %blk.next, 384
  br i1 %blk.more, label %chunk, label %out

out:
  %ret.0 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float> } poison, <8 x float> %acc.0.1, 0
  %ret.1 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float> } %ret.0, <8 x float> %acc.1.1, 1
  %ret.2 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float> } %ret.1, <8 x float> %acc.2.1, 2
  %ret.3 = insertvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float> } %ret.2, <8 x float> %acc.3.1, 3
  ret { <8 x float>, <8 x float>, <8 x float>, <8 x float> } %ret.3
}

; items(m) = ceil(m / 32) * 64
define i64 @gemm_q6_K_avxvnni_n4096_k12288_items(i64 %m) #0 {
  %r = add i64 %m, 31
  %t = udiv i64 %r, 32
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
  br label %group

group:
  %g = phi i64 [ %g0, %item ], [ %g.next, %group.next ]
  %wgo = mul i64 %g, 86016
  %wg = getelementptr inbounds i8, ptr %w, i64 %wgo
  %col = mul i64 %g, 8
  %yc = getelementptr inbounds float, ptr %y, i64 %col
  %g.1 = add i64 %g, 1
  br label %rowblk.1

rowblk.1:
  %rb.1 = phi i64 [ %r0, %group ], [ %rb.1.next, %rowblk.1.next ]
  %rb.1.end = add i64 %rb.1, 4
  %rb.1.full = icmp sle i64 %rb.1.end, %m
  br i1 %rb.1.full, label %mk.1.full, label %mk.1.tail

mk.1.full:
  %xfo.1 = mul i64 %rb.1, 16896
  %xf.1.0 = getelementptr inbounds i8, ptr %x, i64 %xfo.1
  %xf.1.1 = getelementptr inbounds i8, ptr %xf.1.0, i64 16896
  %xf.1.2 = getelementptr inbounds i8, ptr %xf.1.0, i64 33792
  %xf.1.3 = getelementptr inbounds i8, ptr %xf.1.0, i64 50688
  %acc.1.f = call { <8 x float>, <8 x float>, <8 x float>, <8 x float> } @gemm_q6_K_avxvnni_n4096_k12288.mk(ptr %wg, ptr %xf.1.0, ptr %xf.1.1, ptr %xf.1.2, ptr %xf.1.3)
  br label %store.1

mk.1.tail:
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
  %acc.1.t = call { <8 x float>, <8 x float>, <8 x float>, <8 x float> } @gemm_q6_K_avxvnni_n4096_k12288.mk(ptr %wg, ptr %xt.1.0, ptr %xt.1.1, ptr %xt.1.2, ptr %xt.1.3)
  br label %store.1

store.1:
  %accs.1 = phi { <8 x float>, <8 x float>, <8 x float>, <8 x float> } [ %acc.1.f, %mk.1.full ], [ %acc.1.t, %mk.1.tail ]
  %r.1.0 = add i64 %rb.1, 0
  %res.1.0 = extractvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float> } %accs.1, 0
  %r.1.1 = add i64 %rb.1, 1
  %res.1.1 = extractvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float> } %accs.1, 1
  %r.1.2 = add i64 %rb.1, 2
  %res.1.2 = extractvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float> } %accs.1, 2
  %r.1.3 = add i64 %rb.1, 3
  %res.1.3 = extractvalue { <8 x float>, <8 x float>, <8 x float>, <8 x float> } %accs.1, 3
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
  br label %rowblk.1.next

rowblk.1.next:
  %rb.1.next = add i64 %rb.1, 4
  %rb.1.more = icmp slt i64 %rb.1.next, %r1
  br i1 %rb.1.more, label %rowblk.1, label %group.next

group.next:
  %g.next = phi i64 [ %g.1, %rowblk.1.next ]
  %g.more = icmp slt i64 %g.next, %g1
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
