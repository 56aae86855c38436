; dllmc kernel attention_avx512vnni_h28_kv4_d128
; spec:   Attention(n_head=28, n_head_kv=4, head_dim=128, causal=False, qt=4, kt=8, target='avx512vnni')
; target: avx512vnni (cascadelake, features "+avx2,+fma,+f16c,+bmi2,+avx512f,+avx512bw,+avx512vl,+avx512vnni", int8 dot: vnni)
; attention, 28 heads / 4 K/V heads of 128, bidirectional; item = head x 4 query rows
; ABI: void attention_avx512vnni_h28_kv4_d128(const dllmc_args *a, int64_t begin, int64_t end);
;      int64_t attention_avx512vnni_h28_kv4_d128_items(int64_t m);    (runtime/dllmc_runtime.h)
target triple = "x86_64-unknown-linux-gnu"

; struct dllmc_args { const void *w, *x, *x2, *x3; void *y; const int32_t *rows; int64_t m; }
%dllmc_args = type { ptr, ptr, ptr, ptr, ptr, ptr, i64 }
;
; x = q [m][3584], x2 = k, x3 = v [m][512], y [m][3584] (row = position).
; Item it: head h = it % 28, query rows 4 * (it / 28) .. + 3; K/V head h / 7 (GQA).
; Keys are visited in tiles of 8 with an online softmax, per query row r:
;   s = (q_r . k_j) / sqrt(128)   (-inf for keys past m)
;   m' = max(m, max_j s_j);  c = exp(m - m');  l = l c + sum_j exp(s_j - m');
;   acc_r = acc_r c + sum_j exp(s_j - m') v_j;   finally y_r = acc_r / l.
; The 4 x 128 accumulators live in a stack buffer; the 8 partial dot vectors of
; a row are reduced into one vector of 8 scores by three levels of pairwise (even + odd lane) adds.
; Query rows past m use row m-1 and are not stored; keys past m are masked.

declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>)
; items(m) = ceil(m / 4) * 28
define i64 @attention_avx512vnni_h28_kv4_d128_items(i64 %m) #0 {
  %r = add i64 %m, 3
  %t = udiv i64 %r, 4
  %n = mul i64 %t, 28
  ret i64 %n
}

define void @attention_avx512vnni_h28_kv4_d128(ptr %a, i64 %begin, i64 %end) #0 {
entry:
  %accbuf = alloca [512 x float], align 32
  %pbuf = alloca [32 x float], align 32
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
  %q0 = mul i64 %qtile, 4
  %hq = mul i64 %h, 128
  %hkv = mul i64 %kvh, 128
  %kb = getelementptr inbounds float, ptr %x2, i64 %hkv
  %vb = getelementptr inbounds float, ptr %x3, i64 %hkv
  %qr.0 = add i64 %q0, 0
  %qin.0 = icmp slt i64 %qr.0, %m
  %qc.0 = select i1 %qin.0, i64 %qr.0, i64 %m.1
  %qo.0.0 = mul i64 %qc.0, 3584
  %qo.0 = add i64 %qo.0.0, %hq
  %qp.0 = getelementptr inbounds float, ptr %x, i64 %qo.0
  %az.0.0 = getelementptr inbounds float, ptr %accbuf, i64 0
  store <8 x float> zeroinitializer, ptr %az.0.0, align 32
  %az.0.1 = getelementptr inbounds float, ptr %accbuf, i64 8
  store <8 x float> zeroinitializer, ptr %az.0.1, align 32
  %az.0.2 = getelementptr inbounds float, ptr %accbuf, i64 16
  store <8 x float> zeroinitializer, ptr %az.0.2, align 32
  %az.0.3 = getelementptr inbounds float, ptr %accbuf, i64 24
  store <8 x float> zeroinitializer, ptr %az.0.3, align 32
  %az.0.4 = getelementptr inbounds float, ptr %accbuf, i64 32
  store <8 x float> zeroinitializer, ptr %az.0.4, align 32
  %az.0.5 = getelementptr inbounds float, ptr %accbuf, i64 40
  store <8 x float> zeroinitializer, ptr %az.0.5, align 32
  %az.0.6 = getelementptr inbounds float, ptr %accbuf, i64 48
  store <8 x float> zeroinitializer, ptr %az.0.6, align 32
  %az.0.7 = getelementptr inbounds float, ptr %accbuf, i64 56
  store <8 x float> zeroinitializer, ptr %az.0.7, align 32
  %az.0.8 = getelementptr inbounds float, ptr %accbuf, i64 64
  store <8 x float> zeroinitializer, ptr %az.0.8, align 32
  %az.0.9 = getelementptr inbounds float, ptr %accbuf, i64 72
  store <8 x float> zeroinitializer, ptr %az.0.9, align 32
  %az.0.10 = getelementptr inbounds float, ptr %accbuf, i64 80
  store <8 x float> zeroinitializer, ptr %az.0.10, align 32
  %az.0.11 = getelementptr inbounds float, ptr %accbuf, i64 88
  store <8 x float> zeroinitializer, ptr %az.0.11, align 32
  %az.0.12 = getelementptr inbounds float, ptr %accbuf, i64 96
  store <8 x float> zeroinitializer, ptr %az.0.12, align 32
  %az.0.13 = getelementptr inbounds float, ptr %accbuf, i64 104
  store <8 x float> zeroinitializer, ptr %az.0.13, align 32
  %az.0.14 = getelementptr inbounds float, ptr %accbuf, i64 112
  store <8 x float> zeroinitializer, ptr %az.0.14, align 32
  %az.0.15 = getelementptr inbounds float, ptr %accbuf, i64 120
  store <8 x float> zeroinitializer, ptr %az.0.15, align 32
  %qr.1 = add i64 %q0, 1
  %qin.1 = icmp slt i64 %qr.1, %m
  %qc.1 = select i1 %qin.1, i64 %qr.1, i64 %m.1
  %qo.1.0 = mul i64 %qc.1, 3584
  %qo.1 = add i64 %qo.1.0, %hq
  %qp.1 = getelementptr inbounds float, ptr %x, i64 %qo.1
  %az.1.0 = getelementptr inbounds float, ptr %accbuf, i64 128
  store <8 x float> zeroinitializer, ptr %az.1.0, align 32
  %az.1.1 = getelementptr inbounds float, ptr %accbuf, i64 136
  store <8 x float> zeroinitializer, ptr %az.1.1, align 32
  %az.1.2 = getelementptr inbounds float, ptr %accbuf, i64 144
  store <8 x float> zeroinitializer, ptr %az.1.2, align 32
  %az.1.3 = getelementptr inbounds float, ptr %accbuf, i64 152
  store <8 x float> zeroinitializer, ptr %az.1.3, align 32
  %az.1.4 = getelementptr inbounds float, ptr %accbuf, i64 160
  store <8 x float> zeroinitializer, ptr %az.1.4, align 32
  %az.1.5 = getelementptr inbounds float, ptr %accbuf, i64 168
  store <8 x float> zeroinitializer, ptr %az.1.5, align 32
  %az.1.6 = getelementptr inbounds float, ptr %accbuf, i64 176
  store <8 x float> zeroinitializer, ptr %az.1.6, align 32
  %az.1.7 = getelementptr inbounds float, ptr %accbuf, i64 184
  store <8 x float> zeroinitializer, ptr %az.1.7, align 32
  %az.1.8 = getelementptr inbounds float, ptr %accbuf, i64 192
  store <8 x float> zeroinitializer, ptr %az.1.8, align 32
  %az.1.9 = getelementptr inbounds float, ptr %accbuf, i64 200
  store <8 x float> zeroinitializer, ptr %az.1.9, align 32
  %az.1.10 = getelementptr inbounds float, ptr %accbuf, i64 208
  store <8 x float> zeroinitializer, ptr %az.1.10, align 32
  %az.1.11 = getelementptr inbounds float, ptr %accbuf, i64 216
  store <8 x float> zeroinitializer, ptr %az.1.11, align 32
  %az.1.12 = getelementptr inbounds float, ptr %accbuf, i64 224
  store <8 x float> zeroinitializer, ptr %az.1.12, align 32
  %az.1.13 = getelementptr inbounds float, ptr %accbuf, i64 232
  store <8 x float> zeroinitializer, ptr %az.1.13, align 32
  %az.1.14 = getelementptr inbounds float, ptr %accbuf, i64 240
  store <8 x float> zeroinitializer, ptr %az.1.14, align 32
  %az.1.15 = getelementptr inbounds float, ptr %accbuf, i64 248
  store <8 x float> zeroinitializer, ptr %az.1.15, align 32
  %qr.2 = add i64 %q0, 2
  %qin.2 = icmp slt i64 %qr.2, %m
  %qc.2 = select i1 %qin.2, i64 %qr.2, i64 %m.1
  %qo.2.0 = mul i64 %qc.2, 3584
  %qo.2 = add i64 %qo.2.0, %hq
  %qp.2 = getelementptr inbounds float, ptr %x, i64 %qo.2
  %az.2.0 = getelementptr inbounds float, ptr %accbuf, i64 256
  store <8 x float> zeroinitializer, ptr %az.2.0, align 32
  %az.2.1 = getelementptr inbounds float, ptr %accbuf, i64 264
  store <8 x float> zeroinitializer, ptr %az.2.1, align 32
  %az.2.2 = getelementptr inbounds float, ptr %accbuf, i64 272
  store <8 x float> zeroinitializer, ptr %az.2.2, align 32
  %az.2.3 = getelementptr inbounds float, ptr %accbuf, i64 280
  store <8 x float> zeroinitializer, ptr %az.2.3, align 32
  %az.2.4 = getelementptr inbounds float, ptr %accbuf, i64 288
  store <8 x float> zeroinitializer, ptr %az.2.4, align 32
  %az.2.5 = getelementptr inbounds float, ptr %accbuf, i64 296
  store <8 x float> zeroinitializer, ptr %az.2.5, align 32
  %az.2.6 = getelementptr inbounds float, ptr %accbuf, i64 304
  store <8 x float> zeroinitializer, ptr %az.2.6, align 32
  %az.2.7 = getelementptr inbounds float, ptr %accbuf, i64 312
  store <8 x float> zeroinitializer, ptr %az.2.7, align 32
  %az.2.8 = getelementptr inbounds float, ptr %accbuf, i64 320
  store <8 x float> zeroinitializer, ptr %az.2.8, align 32
  %az.2.9 = getelementptr inbounds float, ptr %accbuf, i64 328
  store <8 x float> zeroinitializer, ptr %az.2.9, align 32
  %az.2.10 = getelementptr inbounds float, ptr %accbuf, i64 336
  store <8 x float> zeroinitializer, ptr %az.2.10, align 32
  %az.2.11 = getelementptr inbounds float, ptr %accbuf, i64 344
  store <8 x float> zeroinitializer, ptr %az.2.11, align 32
  %az.2.12 = getelementptr inbounds float, ptr %accbuf, i64 352
  store <8 x float> zeroinitializer, ptr %az.2.12, align 32
  %az.2.13 = getelementptr inbounds float, ptr %accbuf, i64 360
  store <8 x float> zeroinitializer, ptr %az.2.13, align 32
  %az.2.14 = getelementptr inbounds float, ptr %accbuf, i64 368
  store <8 x float> zeroinitializer, ptr %az.2.14, align 32
  %az.2.15 = getelementptr inbounds float, ptr %accbuf, i64 376
  store <8 x float> zeroinitializer, ptr %az.2.15, align 32
  %qr.3 = add i64 %q0, 3
  %qin.3 = icmp slt i64 %qr.3, %m
  %qc.3 = select i1 %qin.3, i64 %qr.3, i64 %m.1
  %qo.3.0 = mul i64 %qc.3, 3584
  %qo.3 = add i64 %qo.3.0, %hq
  %qp.3 = getelementptr inbounds float, ptr %x, i64 %qo.3
  %az.3.0 = getelementptr inbounds float, ptr %accbuf, i64 384
  store <8 x float> zeroinitializer, ptr %az.3.0, align 32
  %az.3.1 = getelementptr inbounds float, ptr %accbuf, i64 392
  store <8 x float> zeroinitializer, ptr %az.3.1, align 32
  %az.3.2 = getelementptr inbounds float, ptr %accbuf, i64 400
  store <8 x float> zeroinitializer, ptr %az.3.2, align 32
  %az.3.3 = getelementptr inbounds float, ptr %accbuf, i64 408
  store <8 x float> zeroinitializer, ptr %az.3.3, align 32
  %az.3.4 = getelementptr inbounds float, ptr %accbuf, i64 416
  store <8 x float> zeroinitializer, ptr %az.3.4, align 32
  %az.3.5 = getelementptr inbounds float, ptr %accbuf, i64 424
  store <8 x float> zeroinitializer, ptr %az.3.5, align 32
  %az.3.6 = getelementptr inbounds float, ptr %accbuf, i64 432
  store <8 x float> zeroinitializer, ptr %az.3.6, align 32
  %az.3.7 = getelementptr inbounds float, ptr %accbuf, i64 440
  store <8 x float> zeroinitializer, ptr %az.3.7, align 32
  %az.3.8 = getelementptr inbounds float, ptr %accbuf, i64 448
  store <8 x float> zeroinitializer, ptr %az.3.8, align 32
  %az.3.9 = getelementptr inbounds float, ptr %accbuf, i64 456
  store <8 x float> zeroinitializer, ptr %az.3.9, align 32
  %az.3.10 = getelementptr inbounds float, ptr %accbuf, i64 464
  store <8 x float> zeroinitializer, ptr %az.3.10, align 32
  %az.3.11 = getelementptr inbounds float, ptr %accbuf, i64 472
  store <8 x float> zeroinitializer, ptr %az.3.11, align 32
  %az.3.12 = getelementptr inbounds float, ptr %accbuf, i64 480
  store <8 x float> zeroinitializer, ptr %az.3.12, align 32
  %az.3.13 = getelementptr inbounds float, ptr %accbuf, i64 488
  store <8 x float> zeroinitializer, ptr %az.3.13, align 32
  %az.3.14 = getelementptr inbounds float, ptr %accbuf, i64 496
  store <8 x float> zeroinitializer, ptr %az.3.14, align 32
  %az.3.15 = getelementptr inbounds float, ptr %accbuf, i64 504
  store <8 x float> zeroinitializer, ptr %az.3.15, align 32
  %kend = add i64 %m, 0
  %mv.i = insertelement <8 x i64> poison, i64 %m, i64 0
  %mv = shufflevector <8 x i64> %mv.i, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %tile

tile:
  %kt = phi i64 [ 0, %item ], [ %kt.next, %tile.next ]
  %mo.0 = phi float [ 0xFFF0000000000000, %item ], [ %mn.0, %tile.next ]
  %lo.0 = phi float [ 0.0, %item ], [ %ln.0, %tile.next ]
  %mo.1 = phi float [ 0xFFF0000000000000, %item ], [ %mn.1, %tile.next ]
  %lo.1 = phi float [ 0.0, %item ], [ %ln.1, %tile.next ]
  %mo.2 = phi float [ 0xFFF0000000000000, %item ], [ %mn.2, %tile.next ]
  %lo.2 = phi float [ 0.0, %item ], [ %ln.2, %tile.next ]
  %mo.3 = phi float [ 0xFFF0000000000000, %item ], [ %mn.3, %tile.next ]
  %lo.3 = phi float [ 0.0, %item ], [ %ln.3, %tile.next ]
  %ktv.i = insertelement <8 x i64> poison, i64 %kt, i64 0
  %ktv = shufflevector <8 x i64> %ktv.i, <8 x i64> poison, <8 x i32> zeroinitializer
  %kidx = add <8 x i64> %ktv, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %kin = icmp slt <8 x i64> %kidx, %mv
  %kj.0 = add i64 %kt, 0
  %kjin.0 = icmp slt i64 %kj.0, %m
  %kjc.0 = select i1 %kjin.0, i64 %kj.0, i64 %m.1
  %kvo.0 = mul i64 %kjc.0, 512
  %kp.0 = getelementptr inbounds float, ptr %kb, i64 %kvo.0
  %vp.0 = getelementptr inbounds float, ptr %vb, i64 %kvo.0
  %kj.1 = add i64 %kt, 1
  %kjin.1 = icmp slt i64 %kj.1, %m
  %kjc.1 = select i1 %kjin.1, i64 %kj.1, i64 %m.1
  %kvo.1 = mul i64 %kjc.1, 512
  %kp.1 = getelementptr inbounds float, ptr %kb, i64 %kvo.1
  %vp.1 = getelementptr inbounds float, ptr %vb, i64 %kvo.1
  %kj.2 = add i64 %kt, 2
  %kjin.2 = icmp slt i64 %kj.2, %m
  %kjc.2 = select i1 %kjin.2, i64 %kj.2, i64 %m.1
  %kvo.2 = mul i64 %kjc.2, 512
  %kp.2 = getelementptr inbounds float, ptr %kb, i64 %kvo.2
  %vp.2 = getelementptr inbounds float, ptr %vb, i64 %kvo.2
  %kj.3 = add i64 %kt, 3
  %kjin.3 = icmp slt i64 %kj.3, %m
  %kjc.3 = select i1 %kjin.3, i64 %kj.3, i64 %m.1
  %kvo.3 = mul i64 %kjc.3, 512
  %kp.3 = getelementptr inbounds float, ptr %kb, i64 %kvo.3
  %vp.3 = getelementptr inbounds float, ptr %vb, i64 %kvo.3
  %kj.4 = add i64 %kt, 4
  %kjin.4 = icmp slt i64 %kj.4, %m
  %kjc.4 = select i1 %kjin.4, i64 %kj.4, i64 %m.1
  %kvo.4 = mul i64 %kjc.4, 512
  %kp.4 = getelementptr inbounds float, ptr %kb, i64 %kvo.4
  %vp.4 = getelementptr inbounds float, ptr %vb, i64 %kvo.4
  %kj.5 = add i64 %kt, 5
  %kjin.5 = icmp slt i64 %kj.5, %m
  %kjc.5 = select i1 %kjin.5, i64 %kj.5, i64 %m.1
  %kvo.5 = mul i64 %kjc.5, 512
  %kp.5 = getelementptr inbounds float, ptr %kb, i64 %kvo.5
  %vp.5 = getelementptr inbounds float, ptr %vb, i64 %kvo.5
  %kj.6 = add i64 %kt, 6
  %kjin.6 = icmp slt i64 %kj.6, %m
  %kjc.6 = select i1 %kjin.6, i64 %kj.6, i64 %m.1
  %kvo.6 = mul i64 %kjc.6, 512
  %kp.6 = getelementptr inbounds float, ptr %kb, i64 %kvo.6
  %vp.6 = getelementptr inbounds float, ptr %vb, i64 %kvo.6
  %kj.7 = add i64 %kt, 7
  %kjin.7 = icmp slt i64 %kj.7, %m
  %kjc.7 = select i1 %kjin.7, i64 %kj.7, i64 %m.1
  %kvo.7 = mul i64 %kjc.7, 512
  %kp.7 = getelementptr inbounds float, ptr %kb, i64 %kvo.7
  %vp.7 = getelementptr inbounds float, ptr %vb, i64 %kvo.7
  ; scores: for each pair of keys, a loop over the head dim with 4 x 2 vector accumulators
  ; (each q and k vector loaded once per step), then the 8-lane partials are pairwise reduced
  br label %qk.0

qk.0:
  %qv.0 = phi i64 [ 0, %tile ], [ %qv.0.next, %qk.0 ]
  %d.0.0.0 = phi <8 x float> [ zeroinitializer, %tile ], [ %dn.0.0.0, %qk.0 ]
  %d.0.0.1 = phi <8 x float> [ zeroinitializer, %tile ], [ %dn.0.0.1, %qk.0 ]
  %d.0.1.0 = phi <8 x float> [ zeroinitializer, %tile ], [ %dn.0.1.0, %qk.0 ]
  %d.0.1.1 = phi <8 x float> [ zeroinitializer, %tile ], [ %dn.0.1.1, %qk.0 ]
  %d.0.2.0 = phi <8 x float> [ zeroinitializer, %tile ], [ %dn.0.2.0, %qk.0 ]
  %d.0.2.1 = phi <8 x float> [ zeroinitializer, %tile ], [ %dn.0.2.1, %qk.0 ]
  %d.0.3.0 = phi <8 x float> [ zeroinitializer, %tile ], [ %dn.0.3.0, %qk.0 ]
  %d.0.3.1 = phi <8 x float> [ zeroinitializer, %tile ], [ %dn.0.3.1, %qk.0 ]
  %qvo.0 = mul i64 %qv.0, 8
  %kvp.0.0 = getelementptr inbounds float, ptr %kp.0, i64 %qvo.0
  %kv.0.0 = load <8 x float>, ptr %kvp.0.0, align 4
  %kvp.0.1 = getelementptr inbounds float, ptr %kp.1, i64 %qvo.0
  %kv.0.1 = load <8 x float>, ptr %kvp.0.1, align 4
  %qvp.0.0 = getelementptr inbounds float, ptr %qp.0, i64 %qvo.0
  %qvv.0.0 = load <8 x float>, ptr %qvp.0.0, align 4
  %dn.0.0.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.0.0, <8 x float> %kv.0.0, <8 x float> %d.0.0.0)
  %dn.0.0.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.0.0, <8 x float> %kv.0.1, <8 x float> %d.0.0.1)
  %qvp.0.1 = getelementptr inbounds float, ptr %qp.1, i64 %qvo.0
  %qvv.0.1 = load <8 x float>, ptr %qvp.0.1, align 4
  %dn.0.1.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.0.1, <8 x float> %kv.0.0, <8 x float> %d.0.1.0)
  %dn.0.1.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.0.1, <8 x float> %kv.0.1, <8 x float> %d.0.1.1)
  %qvp.0.2 = getelementptr inbounds float, ptr %qp.2, i64 %qvo.0
  %qvv.0.2 = load <8 x float>, ptr %qvp.0.2, align 4
  %dn.0.2.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.0.2, <8 x float> %kv.0.0, <8 x float> %d.0.2.0)
  %dn.0.2.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.0.2, <8 x float> %kv.0.1, <8 x float> %d.0.2.1)
  %qvp.0.3 = getelementptr inbounds float, ptr %qp.3, i64 %qvo.0
  %qvv.0.3 = load <8 x float>, ptr %qvp.0.3, align 4
  %dn.0.3.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.0.3, <8 x float> %kv.0.0, <8 x float> %d.0.3.0)
  %dn.0.3.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.0.3, <8 x float> %kv.0.1, <8 x float> %d.0.3.1)
  %qv.0.next = add i64 %qv.0, 1
  %qv.0.more = icmp ult i64 %qv.0.next, 16
  br i1 %qv.0.more, label %qk.0, label %qk.0.end, !llvm.loop !0

qk.0.end:
  %pp.0.0.e = shufflevector <8 x float> %dn.0.0.0, <8 x float> %dn.0.0.1, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pp.0.0.o = shufflevector <8 x float> %dn.0.0.0, <8 x float> %dn.0.0.1, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pp.0.0 = fadd <8 x float> %pp.0.0.e, %pp.0.0.o
  %pp.0.1.e = shufflevector <8 x float> %dn.0.1.0, <8 x float> %dn.0.1.1, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pp.0.1.o = shufflevector <8 x float> %dn.0.1.0, <8 x float> %dn.0.1.1, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pp.0.1 = fadd <8 x float> %pp.0.1.e, %pp.0.1.o
  %pp.0.2.e = shufflevector <8 x float> %dn.0.2.0, <8 x float> %dn.0.2.1, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pp.0.2.o = shufflevector <8 x float> %dn.0.2.0, <8 x float> %dn.0.2.1, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pp.0.2 = fadd <8 x float> %pp.0.2.e, %pp.0.2.o
  %pp.0.3.e = shufflevector <8 x float> %dn.0.3.0, <8 x float> %dn.0.3.1, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pp.0.3.o = shufflevector <8 x float> %dn.0.3.0, <8 x float> %dn.0.3.1, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pp.0.3 = fadd <8 x float> %pp.0.3.e, %pp.0.3.o
  br label %qk.1

qk.1:
  %qv.1 = phi i64 [ 0, %qk.0.end ], [ %qv.1.next, %qk.1 ]
  %d.1.0.0 = phi <8 x float> [ zeroinitializer, %qk.0.end ], [ %dn.1.0.0, %qk.1 ]
  %d.1.0.1 = phi <8 x float> [ zeroinitializer, %qk.0.end ], [ %dn.1.0.1, %qk.1 ]
  %d.1.1.0 = phi <8 x float> [ zeroinitializer, %qk.0.end ], [ %dn.1.1.0, %qk.1 ]
  %d.1.1.1 = phi <8 x float> [ zeroinitializer, %qk.0.end ], [ %dn.1.1.1, %qk.1 ]
  %d.1.2.0 = phi <8 x float> [ zeroinitializer, %qk.0.end ], [ %dn.1.2.0, %qk.1 ]
  %d.1.2.1 = phi <8 x float> [ zeroinitializer, %qk.0.end ], [ %dn.1.2.1, %qk.1 ]
  %d.1.3.0 = phi <8 x float> [ zeroinitializer, %qk.0.end ], [ %dn.1.3.0, %qk.1 ]
  %d.1.3.1 = phi <8 x float> [ zeroinitializer, %qk.0.end ], [ %dn.1.3.1, %qk.1 ]
  %qvo.1 = mul i64 %qv.1, 8
  %kvp.1.0 = getelementptr inbounds float, ptr %kp.2, i64 %qvo.1
  %kv.1.0 = load <8 x float>, ptr %kvp.1.0, align 4
  %kvp.1.1 = getelementptr inbounds float, ptr %kp.3, i64 %qvo.1
  %kv.1.1 = load <8 x float>, ptr %kvp.1.1, align 4
  %qvp.1.0 = getelementptr inbounds float, ptr %qp.0, i64 %qvo.1
  %qvv.1.0 = load <8 x float>, ptr %qvp.1.0, align 4
  %dn.1.0.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.1.0, <8 x float> %kv.1.0, <8 x float> %d.1.0.0)
  %dn.1.0.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.1.0, <8 x float> %kv.1.1, <8 x float> %d.1.0.1)
  %qvp.1.1 = getelementptr inbounds float, ptr %qp.1, i64 %qvo.1
  %qvv.1.1 = load <8 x float>, ptr %qvp.1.1, align 4
  %dn.1.1.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.1.1, <8 x float> %kv.1.0, <8 x float> %d.1.1.0)
  %dn.1.1.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.1.1, <8 x float> %kv.1.1, <8 x float> %d.1.1.1)
  %qvp.1.2 = getelementptr inbounds float, ptr %qp.2, i64 %qvo.1
  %qvv.1.2 = load <8 x float>, ptr %qvp.1.2, align 4
  %dn.1.2.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.1.2, <8 x float> %kv.1.0, <8 x float> %d.1.2.0)
  %dn.1.2.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.1.2, <8 x float> %kv.1.1, <8 x float> %d.1.2.1)
  %qvp.1.3 = getelementptr inbounds float, ptr %qp.3, i64 %qvo.1
  %qvv.1.3 = load <8 x float>, ptr %qvp.1.3, align 4
  %dn.1.3.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.1.3, <8 x float> %kv.1.0, <8 x float> %d.1.3.0)
  %dn.1.3.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.1.3, <8 x float> %kv.1.1, <8 x float> %d.1.3.1)
  %qv.1.next = add i64 %qv.1, 1
  %qv.1.more = icmp ult i64 %qv.1.next, 16
  br i1 %qv.1.more, label %qk.1, label %qk.1.end, !llvm.loop !1

qk.1.end:
  %pp.1.0.e = shufflevector <8 x float> %dn.1.0.0, <8 x float> %dn.1.0.1, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pp.1.0.o = shufflevector <8 x float> %dn.1.0.0, <8 x float> %dn.1.0.1, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pp.1.0 = fadd <8 x float> %pp.1.0.e, %pp.1.0.o
  %pq.0.0.e = shufflevector <8 x float> %pp.0.0, <8 x float> %pp.1.0, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pq.0.0.o = shufflevector <8 x float> %pp.0.0, <8 x float> %pp.1.0, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pq.0.0 = fadd <8 x float> %pq.0.0.e, %pq.0.0.o
  %pp.1.1.e = shufflevector <8 x float> %dn.1.1.0, <8 x float> %dn.1.1.1, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pp.1.1.o = shufflevector <8 x float> %dn.1.1.0, <8 x float> %dn.1.1.1, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pp.1.1 = fadd <8 x float> %pp.1.1.e, %pp.1.1.o
  %pq.0.1.e = shufflevector <8 x float> %pp.0.1, <8 x float> %pp.1.1, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pq.0.1.o = shufflevector <8 x float> %pp.0.1, <8 x float> %pp.1.1, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pq.0.1 = fadd <8 x float> %pq.0.1.e, %pq.0.1.o
  %pp.1.2.e = shufflevector <8 x float> %dn.1.2.0, <8 x float> %dn.1.2.1, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pp.1.2.o = shufflevector <8 x float> %dn.1.2.0, <8 x float> %dn.1.2.1, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pp.1.2 = fadd <8 x float> %pp.1.2.e, %pp.1.2.o
  %pq.0.2.e = shufflevector <8 x float> %pp.0.2, <8 x float> %pp.1.2, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pq.0.2.o = shufflevector <8 x float> %pp.0.2, <8 x float> %pp.1.2, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pq.0.2 = fadd <8 x float> %pq.0.2.e, %pq.0.2.o
  %pp.1.3.e = shufflevector <8 x float> %dn.1.3.0, <8 x float> %dn.1.3.1, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pp.1.3.o = shufflevector <8 x float> %dn.1.3.0, <8 x float> %dn.1.3.1, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pp.1.3 = fadd <8 x float> %pp.1.3.e, %pp.1.3.o
  %pq.0.3.e = shufflevector <8 x float> %pp.0.3, <8 x float> %pp.1.3, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pq.0.3.o = shufflevector <8 x float> %pp.0.3, <8 x float> %pp.1.3, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pq.0.3 = fadd <8 x float> %pq.0.3.e, %pq.0.3.o
  br label %qk.2

qk.2:
  %qv.2 = phi i64 [ 0, %qk.1.end ], [ %qv.2.next, %qk.2 ]
  %d.2.0.0 = phi <8 x float> [ zeroinitializer, %qk.1.end ], [ %dn.2.0.0, %qk.2 ]
  %d.2.0.1 = phi <8 x float> [ zeroinitializer, %qk.1.end ], [ %dn.2.0.1, %qk.2 ]
  %d.2.1.0 = phi <8 x float> [ zeroinitializer, %qk.1.end ], [ %dn.2.1.0, %qk.2 ]
  %d.2.1.1 = phi <8 x float> [ zeroinitializer, %qk.1.end ], [ %dn.2.1.1, %qk.2 ]
  %d.2.2.0 = phi <8 x float> [ zeroinitializer, %qk.1.end ], [ %dn.2.2.0, %qk.2 ]
  %d.2.2.1 = phi <8 x float> [ zeroinitializer, %qk.1.end ], [ %dn.2.2.1, %qk.2 ]
  %d.2.3.0 = phi <8 x float> [ zeroinitializer, %qk.1.end ], [ %dn.2.3.0, %qk.2 ]
  %d.2.3.1 = phi <8 x float> [ zeroinitializer, %qk.1.end ], [ %dn.2.3.1, %qk.2 ]
  %qvo.2 = mul i64 %qv.2, 8
  %kvp.2.0 = getelementptr inbounds float, ptr %kp.4, i64 %qvo.2
  %kv.2.0 = load <8 x float>, ptr %kvp.2.0, align 4
  %kvp.2.1 = getelementptr inbounds float, ptr %kp.5, i64 %qvo.2
  %kv.2.1 = load <8 x float>, ptr %kvp.2.1, align 4
  %qvp.2.0 = getelementptr inbounds float, ptr %qp.0, i64 %qvo.2
  %qvv.2.0 = load <8 x float>, ptr %qvp.2.0, align 4
  %dn.2.0.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.2.0, <8 x float> %kv.2.0, <8 x float> %d.2.0.0)
  %dn.2.0.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.2.0, <8 x float> %kv.2.1, <8 x float> %d.2.0.1)
  %qvp.2.1 = getelementptr inbounds float, ptr %qp.1, i64 %qvo.2
  %qvv.2.1 = load <8 x float>, ptr %qvp.2.1, align 4
  %dn.2.1.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.2.1, <8 x float> %kv.2.0, <8 x float> %d.2.1.0)
  %dn.2.1.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.2.1, <8 x float> %kv.2.1, <8 x float> %d.2.1.1)
  %qvp.2.2 = getelementptr inbounds float, ptr %qp.2, i64 %qvo.2
  %qvv.2.2 = load <8 x float>, ptr %qvp.2.2, align 4
  %dn.2.2.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.2.2, <8 x float> %kv.2.0, <8 x float> %d.2.2.0)
  %dn.2.2.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.2.2, <8 x float> %kv.2.1, <8 x float> %d.2.2.1)
  %qvp.2.3 = getelementptr inbounds float, ptr %qp.3, i64 %qvo.2
  %qvv.2.3 = load <8 x float>, ptr %qvp.2.3, align 4
  %dn.2.3.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.2.3, <8 x float> %kv.2.0, <8 x float> %d.2.3.0)
  %dn.2.3.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.2.3, <8 x float> %kv.2.1, <8 x float> %d.2.3.1)
  %qv.2.next = add i64 %qv.2, 1
  %qv.2.more = icmp ult i64 %qv.2.next, 16
  br i1 %qv.2.more, label %qk.2, label %qk.2.end, !llvm.loop !2

qk.2.end:
  %pp.2.0.e = shufflevector <8 x float> %dn.2.0.0, <8 x float> %dn.2.0.1, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pp.2.0.o = shufflevector <8 x float> %dn.2.0.0, <8 x float> %dn.2.0.1, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pp.2.0 = fadd <8 x float> %pp.2.0.e, %pp.2.0.o
  %pp.2.1.e = shufflevector <8 x float> %dn.2.1.0, <8 x float> %dn.2.1.1, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pp.2.1.o = shufflevector <8 x float> %dn.2.1.0, <8 x float> %dn.2.1.1, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pp.2.1 = fadd <8 x float> %pp.2.1.e, %pp.2.1.o
  %pp.2.2.e = shufflevector <8 x float> %dn.2.2.0, <8 x float> %dn.2.2.1, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pp.2.2.o = shufflevector <8 x float> %dn.2.2.0, <8 x float> %dn.2.2.1, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pp.2.2 = fadd <8 x float> %pp.2.2.e, %pp.2.2.o
  %pp.2.3.e = shufflevector <8 x float> %dn.2.3.0, <8 x float> %dn.2.3.1, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pp.2.3.o = shufflevector <8 x float> %dn.2.3.0, <8 x float> %dn.2.3.1, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pp.2.3 = fadd <8 x float> %pp.2.3.e, %pp.2.3.o
  br label %qk.3

qk.3:
  %qv.3 = phi i64 [ 0, %qk.2.end ], [ %qv.3.next, %qk.3 ]
  %d.3.0.0 = phi <8 x float> [ zeroinitializer, %qk.2.end ], [ %dn.3.0.0, %qk.3 ]
  %d.3.0.1 = phi <8 x float> [ zeroinitializer, %qk.2.end ], [ %dn.3.0.1, %qk.3 ]
  %d.3.1.0 = phi <8 x float> [ zeroinitializer, %qk.2.end ], [ %dn.3.1.0, %qk.3 ]
  %d.3.1.1 = phi <8 x float> [ zeroinitializer, %qk.2.end ], [ %dn.3.1.1, %qk.3 ]
  %d.3.2.0 = phi <8 x float> [ zeroinitializer, %qk.2.end ], [ %dn.3.2.0, %qk.3 ]
  %d.3.2.1 = phi <8 x float> [ zeroinitializer, %qk.2.end ], [ %dn.3.2.1, %qk.3 ]
  %d.3.3.0 = phi <8 x float> [ zeroinitializer, %qk.2.end ], [ %dn.3.3.0, %qk.3 ]
  %d.3.3.1 = phi <8 x float> [ zeroinitializer, %qk.2.end ], [ %dn.3.3.1, %qk.3 ]
  %qvo.3 = mul i64 %qv.3, 8
  %kvp.3.0 = getelementptr inbounds float, ptr %kp.6, i64 %qvo.3
  %kv.3.0 = load <8 x float>, ptr %kvp.3.0, align 4
  %kvp.3.1 = getelementptr inbounds float, ptr %kp.7, i64 %qvo.3
  %kv.3.1 = load <8 x float>, ptr %kvp.3.1, align 4
  %qvp.3.0 = getelementptr inbounds float, ptr %qp.0, i64 %qvo.3
  %qvv.3.0 = load <8 x float>, ptr %qvp.3.0, align 4
  %dn.3.0.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.3.0, <8 x float> %kv.3.0, <8 x float> %d.3.0.0)
  %dn.3.0.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.3.0, <8 x float> %kv.3.1, <8 x float> %d.3.0.1)
  %qvp.3.1 = getelementptr inbounds float, ptr %qp.1, i64 %qvo.3
  %qvv.3.1 = load <8 x float>, ptr %qvp.3.1, align 4
  %dn.3.1.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.3.1, <8 x float> %kv.3.0, <8 x float> %d.3.1.0)
  %dn.3.1.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.3.1, <8 x float> %kv.3.1, <8 x float> %d.3.1.1)
  %qvp.3.2 = getelementptr inbounds float, ptr %qp.2, i64 %qvo.3
  %qvv.3.2 = load <8 x float>, ptr %qvp.3.2, align 4
  %dn.3.2.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.3.2, <8 x float> %kv.3.0, <8 x float> %d.3.2.0)
  %dn.3.2.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.3.2, <8 x float> %kv.3.1, <8 x float> %d.3.2.1)
  %qvp.3.3 = getelementptr inbounds float, ptr %qp.3, i64 %qvo.3
  %qvv.3.3 = load <8 x float>, ptr %qvp.3.3, align 4
  %dn.3.3.0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.3.3, <8 x float> %kv.3.0, <8 x float> %d.3.3.0)
  %dn.3.3.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %qvv.3.3, <8 x float> %kv.3.1, <8 x float> %d.3.3.1)
  %qv.3.next = add i64 %qv.3, 1
  %qv.3.more = icmp ult i64 %qv.3.next, 16
  br i1 %qv.3.more, label %qk.3, label %qk.3.end, !llvm.loop !3

qk.3.end:
  %pp.3.0.e = shufflevector <8 x float> %dn.3.0.0, <8 x float> %dn.3.0.1, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pp.3.0.o = shufflevector <8 x float> %dn.3.0.0, <8 x float> %dn.3.0.1, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pp.3.0 = fadd <8 x float> %pp.3.0.e, %pp.3.0.o
  %pq.1.0.e = shufflevector <8 x float> %pp.2.0, <8 x float> %pp.3.0, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pq.1.0.o = shufflevector <8 x float> %pp.2.0, <8 x float> %pp.3.0, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pq.1.0 = fadd <8 x float> %pq.1.0.e, %pq.1.0.o
  %pp.3.1.e = shufflevector <8 x float> %dn.3.1.0, <8 x float> %dn.3.1.1, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pp.3.1.o = shufflevector <8 x float> %dn.3.1.0, <8 x float> %dn.3.1.1, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pp.3.1 = fadd <8 x float> %pp.3.1.e, %pp.3.1.o
  %pq.1.1.e = shufflevector <8 x float> %pp.2.1, <8 x float> %pp.3.1, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pq.1.1.o = shufflevector <8 x float> %pp.2.1, <8 x float> %pp.3.1, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pq.1.1 = fadd <8 x float> %pq.1.1.e, %pq.1.1.o
  %pp.3.2.e = shufflevector <8 x float> %dn.3.2.0, <8 x float> %dn.3.2.1, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pp.3.2.o = shufflevector <8 x float> %dn.3.2.0, <8 x float> %dn.3.2.1, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pp.3.2 = fadd <8 x float> %pp.3.2.e, %pp.3.2.o
  %pq.1.2.e = shufflevector <8 x float> %pp.2.2, <8 x float> %pp.3.2, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pq.1.2.o = shufflevector <8 x float> %pp.2.2, <8 x float> %pp.3.2, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pq.1.2 = fadd <8 x float> %pq.1.2.e, %pq.1.2.o
  %pp.3.3.e = shufflevector <8 x float> %dn.3.3.0, <8 x float> %dn.3.3.1, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pp.3.3.o = shufflevector <8 x float> %dn.3.3.0, <8 x float> %dn.3.3.1, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pp.3.3 = fadd <8 x float> %pp.3.3.e, %pp.3.3.o
  %pq.1.3.e = shufflevector <8 x float> %pp.2.3, <8 x float> %pp.3.3, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %pq.1.3.o = shufflevector <8 x float> %pp.2.3, <8 x float> %pp.3.3, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %pq.1.3 = fadd <8 x float> %pq.1.3.e, %pq.1.3.o
  %dot.0.e = shufflevector <8 x float> %pq.0.0, <8 x float> %pq.1.0, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %dot.0.o = shufflevector <8 x float> %pq.0.0, <8 x float> %pq.1.0, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %dot.0 = fadd <8 x float> %dot.0.e, %dot.0.o
  %sc.0 = fmul <8 x float> %dot.0, <float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000>
  %s.0 = select <8 x i1> %kin, <8 x float> %sc.0, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>
  %mx.0.4a = shufflevector <8 x float> %s.0, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %mx.0.4b = shufflevector <8 x float> %s.0, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %mx.0.4c = fcmp ogt <4 x float> %mx.0.4a, %mx.0.4b
  %mx.0.4 = select <4 x i1> %mx.0.4c, <4 x float> %mx.0.4a, <4 x float> %mx.0.4b
  %mx.0.2a = shufflevector <4 x float> %mx.0.4, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %mx.0.2b = shufflevector <4 x float> %mx.0.4, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %mx.0.2c = fcmp ogt <2 x float> %mx.0.2a, %mx.0.2b
  %mx.0.2 = select <2 x i1> %mx.0.2c, <2 x float> %mx.0.2a, <2 x float> %mx.0.2b
  %mx.0.1a = shufflevector <2 x float> %mx.0.2, <2 x float> poison, <1 x i32> <i32 0>
  %mx.0.1b = shufflevector <2 x float> %mx.0.2, <2 x float> poison, <1 x i32> <i32 1>
  %mx.0.1c = fcmp ogt <1 x float> %mx.0.1a, %mx.0.1b
  %mx.0.1 = select <1 x i1> %mx.0.1c, <1 x float> %mx.0.1a, <1 x float> %mx.0.1b
  %mx.0 = extractelement <1 x float> %mx.0.1, i64 0
  %mgt.0 = fcmp ogt float %mx.0, %mo.0
  %mn.0 = select i1 %mgt.0, float %mx.0, float %mo.0
  %mnv.0.i = insertelement <8 x float> poison, float %mn.0, i64 0
  %mnv.0 = shufflevector <8 x float> %mnv.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sm.0 = fsub <8 x float> %s.0, %mnv.0
  %p.0.lt = fcmp olt <8 x float> %sm.0, <float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0>
  %p.0.x0 = select <8 x i1> %p.0.lt, <8 x float> <float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0>, <8 x float> %sm.0
  %p.0.gt = fcmp ogt <8 x float> %p.0.x0, <float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0>
  %p.0.xc = select <8 x i1> %p.0.gt, <8 x float> <float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0>, <8 x float> %p.0.x0
  %p.0.t = fmul <8 x float> %p.0.xc, <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>
  %p.0.j1 = fadd <8 x float> %p.0.t, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %p.0.j = fsub <8 x float> %p.0.j1, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %p.0.jc1 = fmul <8 x float> %p.0.j, <float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000>
  %p.0.r1 = fsub <8 x float> %p.0.xc, %p.0.jc1
  %p.0.r = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.0.j, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %p.0.r1)
  %p.0.p0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %p.0.r, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %p.0.p1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.0.p0, <8 x float> %p.0.r, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %p.0.p2 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.0.p1, <8 x float> %p.0.r, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %p.0.p3 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.0.p2, <8 x float> %p.0.r, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %p.0.p4 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.0.p3, <8 x float> %p.0.r, <8 x float> <float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000>)
  %p.0.rr = fmul <8 x float> %p.0.r, %p.0.r
  %p.0.p5 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.0.p4, <8 x float> %p.0.rr, <8 x float> %p.0.r)
  %p.0.e = fadd <8 x float> %p.0.p5, <float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0>
  %p.0.ji0 = fptosi <8 x float> %p.0.j to <8 x i32>
  %p.0.ji = freeze <8 x i32> %p.0.ji0
  %p.0.ja = ashr <8 x i32> %p.0.ji, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %p.0.jb = sub <8 x i32> %p.0.ji, %p.0.ja
  %p.0.ea = add <8 x i32> %p.0.ja, <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>
  %p.0.eb = add <8 x i32> %p.0.jb, <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>
  %p.0.ba = shl <8 x i32> %p.0.ea, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %p.0.bb = shl <8 x i32> %p.0.eb, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %p.0.sa = bitcast <8 x i32> %p.0.ba to <8 x float>
  %p.0.sb = bitcast <8 x i32> %p.0.bb to <8 x float>
  %p.0.ya = fmul <8 x float> %p.0.e, %p.0.sa
  %p.0 = fmul <8 x float> %p.0.ya, %p.0.sb
  %ps.0.4a = shufflevector <8 x float> %p.0, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %ps.0.4b = shufflevector <8 x float> %p.0, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %ps.0.4 = fadd <4 x float> %ps.0.4a, %ps.0.4b
  %ps.0.2a = shufflevector <4 x float> %ps.0.4, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %ps.0.2b = shufflevector <4 x float> %ps.0.4, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %ps.0.2 = fadd <2 x float> %ps.0.2a, %ps.0.2b
  %ps.0.1a = shufflevector <2 x float> %ps.0.2, <2 x float> poison, <1 x i32> <i32 0>
  %ps.0.1b = shufflevector <2 x float> %ps.0.2, <2 x float> poison, <1 x i32> <i32 1>
  %ps.0.1 = fadd <1 x float> %ps.0.1a, %ps.0.1b
  %ps.0 = extractelement <1 x float> %ps.0.1, i64 0
  %dm.0 = fsub float %mo.0, %mn.0
  %pbp.0 = getelementptr inbounds float, ptr %pbuf, i64 0
  store <8 x float> %p.0, ptr %pbp.0, align 32
  %dot.1.e = shufflevector <8 x float> %pq.0.1, <8 x float> %pq.1.1, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %dot.1.o = shufflevector <8 x float> %pq.0.1, <8 x float> %pq.1.1, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %dot.1 = fadd <8 x float> %dot.1.e, %dot.1.o
  %sc.1 = fmul <8 x float> %dot.1, <float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000>
  %s.1 = select <8 x i1> %kin, <8 x float> %sc.1, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>
  %mx.1.4a = shufflevector <8 x float> %s.1, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %mx.1.4b = shufflevector <8 x float> %s.1, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %mx.1.4c = fcmp ogt <4 x float> %mx.1.4a, %mx.1.4b
  %mx.1.4 = select <4 x i1> %mx.1.4c, <4 x float> %mx.1.4a, <4 x float> %mx.1.4b
  %mx.1.2a = shufflevector <4 x float> %mx.1.4, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %mx.1.2b = shufflevector <4 x float> %mx.1.4, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %mx.1.2c = fcmp ogt <2 x float> %mx.1.2a, %mx.1.2b
  %mx.1.2 = select <2 x i1> %mx.1.2c, <2 x float> %mx.1.2a, <2 x float> %mx.1.2b
  %mx.1.1a = shufflevector <2 x float> %mx.1.2, <2 x float> poison, <1 x i32> <i32 0>
  %mx.1.1b = shufflevector <2 x float> %mx.1.2, <2 x float> poison, <1 x i32> <i32 1>
  %mx.1.1c = fcmp ogt <1 x float> %mx.1.1a, %mx.1.1b
  %mx.1.1 = select <1 x i1> %mx.1.1c, <1 x float> %mx.1.1a, <1 x float> %mx.1.1b
  %mx.1 = extractelement <1 x float> %mx.1.1, i64 0
  %mgt.1 = fcmp ogt float %mx.1, %mo.1
  %mn.1 = select i1 %mgt.1, float %mx.1, float %mo.1
  %mnv.1.i = insertelement <8 x float> poison, float %mn.1, i64 0
  %mnv.1 = shufflevector <8 x float> %mnv.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sm.1 = fsub <8 x float> %s.1, %mnv.1
  %p.1.lt = fcmp olt <8 x float> %sm.1, <float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0>
  %p.1.x0 = select <8 x i1> %p.1.lt, <8 x float> <float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0>, <8 x float> %sm.1
  %p.1.gt = fcmp ogt <8 x float> %p.1.x0, <float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0>
  %p.1.xc = select <8 x i1> %p.1.gt, <8 x float> <float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0>, <8 x float> %p.1.x0
  %p.1.t = fmul <8 x float> %p.1.xc, <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>
  %p.1.j1 = fadd <8 x float> %p.1.t, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %p.1.j = fsub <8 x float> %p.1.j1, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %p.1.jc1 = fmul <8 x float> %p.1.j, <float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000>
  %p.1.r1 = fsub <8 x float> %p.1.xc, %p.1.jc1
  %p.1.r = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.1.j, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %p.1.r1)
  %p.1.p0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %p.1.r, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %p.1.p1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.1.p0, <8 x float> %p.1.r, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %p.1.p2 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.1.p1, <8 x float> %p.1.r, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %p.1.p3 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.1.p2, <8 x float> %p.1.r, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %p.1.p4 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.1.p3, <8 x float> %p.1.r, <8 x float> <float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000>)
  %p.1.rr = fmul <8 x float> %p.1.r, %p.1.r
  %p.1.p5 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.1.p4, <8 x float> %p.1.rr, <8 x float> %p.1.r)
  %p.1.e = fadd <8 x float> %p.1.p5, <float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0>
  %p.1.ji0 = fptosi <8 x float> %p.1.j to <8 x i32>
  %p.1.ji = freeze <8 x i32> %p.1.ji0
  %p.1.ja = ashr <8 x i32> %p.1.ji, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %p.1.jb = sub <8 x i32> %p.1.ji, %p.1.ja
  %p.1.ea = add <8 x i32> %p.1.ja, <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>
  %p.1.eb = add <8 x i32> %p.1.jb, <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>
  %p.1.ba = shl <8 x i32> %p.1.ea, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %p.1.bb = shl <8 x i32> %p.1.eb, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %p.1.sa = bitcast <8 x i32> %p.1.ba to <8 x float>
  %p.1.sb = bitcast <8 x i32> %p.1.bb to <8 x float>
  %p.1.ya = fmul <8 x float> %p.1.e, %p.1.sa
  %p.1 = fmul <8 x float> %p.1.ya, %p.1.sb
  %ps.1.4a = shufflevector <8 x float> %p.1, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %ps.1.4b = shufflevector <8 x float> %p.1, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %ps.1.4 = fadd <4 x float> %ps.1.4a, %ps.1.4b
  %ps.1.2a = shufflevector <4 x float> %ps.1.4, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %ps.1.2b = shufflevector <4 x float> %ps.1.4, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %ps.1.2 = fadd <2 x float> %ps.1.2a, %ps.1.2b
  %ps.1.1a = shufflevector <2 x float> %ps.1.2, <2 x float> poison, <1 x i32> <i32 0>
  %ps.1.1b = shufflevector <2 x float> %ps.1.2, <2 x float> poison, <1 x i32> <i32 1>
  %ps.1.1 = fadd <1 x float> %ps.1.1a, %ps.1.1b
  %ps.1 = extractelement <1 x float> %ps.1.1, i64 0
  %dm.1 = fsub float %mo.1, %mn.1
  %pbp.1 = getelementptr inbounds float, ptr %pbuf, i64 8
  store <8 x float> %p.1, ptr %pbp.1, align 32
  %dot.2.e = shufflevector <8 x float> %pq.0.2, <8 x float> %pq.1.2, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %dot.2.o = shufflevector <8 x float> %pq.0.2, <8 x float> %pq.1.2, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %dot.2 = fadd <8 x float> %dot.2.e, %dot.2.o
  %sc.2 = fmul <8 x float> %dot.2, <float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000>
  %s.2 = select <8 x i1> %kin, <8 x float> %sc.2, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>
  %mx.2.4a = shufflevector <8 x float> %s.2, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %mx.2.4b = shufflevector <8 x float> %s.2, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %mx.2.4c = fcmp ogt <4 x float> %mx.2.4a, %mx.2.4b
  %mx.2.4 = select <4 x i1> %mx.2.4c, <4 x float> %mx.2.4a, <4 x float> %mx.2.4b
  %mx.2.2a = shufflevector <4 x float> %mx.2.4, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %mx.2.2b = shufflevector <4 x float> %mx.2.4, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %mx.2.2c = fcmp ogt <2 x float> %mx.2.2a, %mx.2.2b
  %mx.2.2 = select <2 x i1> %mx.2.2c, <2 x float> %mx.2.2a, <2 x float> %mx.2.2b
  %mx.2.1a = shufflevector <2 x float> %mx.2.2, <2 x float> poison, <1 x i32> <i32 0>
  %mx.2.1b = shufflevector <2 x float> %mx.2.2, <2 x float> poison, <1 x i32> <i32 1>
  %mx.2.1c = fcmp ogt <1 x float> %mx.2.1a, %mx.2.1b
  %mx.2.1 = select <1 x i1> %mx.2.1c, <1 x float> %mx.2.1a, <1 x float> %mx.2.1b
  %mx.2 = extractelement <1 x float> %mx.2.1, i64 0
  %mgt.2 = fcmp ogt float %mx.2, %mo.2
  %mn.2 = select i1 %mgt.2, float %mx.2, float %mo.2
  %mnv.2.i = insertelement <8 x float> poison, float %mn.2, i64 0
  %mnv.2 = shufflevector <8 x float> %mnv.2.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sm.2 = fsub <8 x float> %s.2, %mnv.2
  %p.2.lt = fcmp olt <8 x float> %sm.2, <float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0>
  %p.2.x0 = select <8 x i1> %p.2.lt, <8 x float> <float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0>, <8 x float> %sm.2
  %p.2.gt = fcmp ogt <8 x float> %p.2.x0, <float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0>
  %p.2.xc = select <8 x i1> %p.2.gt, <8 x float> <float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0>, <8 x float> %p.2.x0
  %p.2.t = fmul <8 x float> %p.2.xc, <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>
  %p.2.j1 = fadd <8 x float> %p.2.t, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %p.2.j = fsub <8 x float> %p.2.j1, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %p.2.jc1 = fmul <8 x float> %p.2.j, <float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000>
  %p.2.r1 = fsub <8 x float> %p.2.xc, %p.2.jc1
  %p.2.r = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.2.j, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %p.2.r1)
  %p.2.p0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %p.2.r, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %p.2.p1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.2.p0, <8 x float> %p.2.r, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %p.2.p2 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.2.p1, <8 x float> %p.2.r, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %p.2.p3 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.2.p2, <8 x float> %p.2.r, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %p.2.p4 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.2.p3, <8 x float> %p.2.r, <8 x float> <float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000>)
  %p.2.rr = fmul <8 x float> %p.2.r, %p.2.r
  %p.2.p5 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.2.p4, <8 x float> %p.2.rr, <8 x float> %p.2.r)
  %p.2.e = fadd <8 x float> %p.2.p5, <float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0>
  %p.2.ji0 = fptosi <8 x float> %p.2.j to <8 x i32>
  %p.2.ji = freeze <8 x i32> %p.2.ji0
  %p.2.ja = ashr <8 x i32> %p.2.ji, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %p.2.jb = sub <8 x i32> %p.2.ji, %p.2.ja
  %p.2.ea = add <8 x i32> %p.2.ja, <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>
  %p.2.eb = add <8 x i32> %p.2.jb, <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>
  %p.2.ba = shl <8 x i32> %p.2.ea, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %p.2.bb = shl <8 x i32> %p.2.eb, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %p.2.sa = bitcast <8 x i32> %p.2.ba to <8 x float>
  %p.2.sb = bitcast <8 x i32> %p.2.bb to <8 x float>
  %p.2.ya = fmul <8 x float> %p.2.e, %p.2.sa
  %p.2 = fmul <8 x float> %p.2.ya, %p.2.sb
  %ps.2.4a = shufflevector <8 x float> %p.2, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %ps.2.4b = shufflevector <8 x float> %p.2, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %ps.2.4 = fadd <4 x float> %ps.2.4a, %ps.2.4b
  %ps.2.2a = shufflevector <4 x float> %ps.2.4, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %ps.2.2b = shufflevector <4 x float> %ps.2.4, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %ps.2.2 = fadd <2 x float> %ps.2.2a, %ps.2.2b
  %ps.2.1a = shufflevector <2 x float> %ps.2.2, <2 x float> poison, <1 x i32> <i32 0>
  %ps.2.1b = shufflevector <2 x float> %ps.2.2, <2 x float> poison, <1 x i32> <i32 1>
  %ps.2.1 = fadd <1 x float> %ps.2.1a, %ps.2.1b
  %ps.2 = extractelement <1 x float> %ps.2.1, i64 0
  %dm.2 = fsub float %mo.2, %mn.2
  %pbp.2 = getelementptr inbounds float, ptr %pbuf, i64 16
  store <8 x float> %p.2, ptr %pbp.2, align 32
  %dot.3.e = shufflevector <8 x float> %pq.0.3, <8 x float> %pq.1.3, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %dot.3.o = shufflevector <8 x float> %pq.0.3, <8 x float> %pq.1.3, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %dot.3 = fadd <8 x float> %dot.3.e, %dot.3.o
  %sc.3 = fmul <8 x float> %dot.3, <float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000, float 0x3FB6A09E60000000>
  %s.3 = select <8 x i1> %kin, <8 x float> %sc.3, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>
  %mx.3.4a = shufflevector <8 x float> %s.3, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %mx.3.4b = shufflevector <8 x float> %s.3, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %mx.3.4c = fcmp ogt <4 x float> %mx.3.4a, %mx.3.4b
  %mx.3.4 = select <4 x i1> %mx.3.4c, <4 x float> %mx.3.4a, <4 x float> %mx.3.4b
  %mx.3.2a = shufflevector <4 x float> %mx.3.4, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %mx.3.2b = shufflevector <4 x float> %mx.3.4, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %mx.3.2c = fcmp ogt <2 x float> %mx.3.2a, %mx.3.2b
  %mx.3.2 = select <2 x i1> %mx.3.2c, <2 x float> %mx.3.2a, <2 x float> %mx.3.2b
  %mx.3.1a = shufflevector <2 x float> %mx.3.2, <2 x float> poison, <1 x i32> <i32 0>
  %mx.3.1b = shufflevector <2 x float> %mx.3.2, <2 x float> poison, <1 x i32> <i32 1>
  %mx.3.1c = fcmp ogt <1 x float> %mx.3.1a, %mx.3.1b
  %mx.3.1 = select <1 x i1> %mx.3.1c, <1 x float> %mx.3.1a, <1 x float> %mx.3.1b
  %mx.3 = extractelement <1 x float> %mx.3.1, i64 0
  %mgt.3 = fcmp ogt float %mx.3, %mo.3
  %mn.3 = select i1 %mgt.3, float %mx.3, float %mo.3
  %mnv.3.i = insertelement <8 x float> poison, float %mn.3, i64 0
  %mnv.3 = shufflevector <8 x float> %mnv.3.i, <8 x float> poison, <8 x i32> zeroinitializer
  %sm.3 = fsub <8 x float> %s.3, %mnv.3
  %p.3.lt = fcmp olt <8 x float> %sm.3, <float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0>
  %p.3.x0 = select <8 x i1> %p.3.lt, <8 x float> <float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0>, <8 x float> %sm.3
  %p.3.gt = fcmp ogt <8 x float> %p.3.x0, <float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0>
  %p.3.xc = select <8 x i1> %p.3.gt, <8 x float> <float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0>, <8 x float> %p.3.x0
  %p.3.t = fmul <8 x float> %p.3.xc, <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>
  %p.3.j1 = fadd <8 x float> %p.3.t, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %p.3.j = fsub <8 x float> %p.3.j1, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %p.3.jc1 = fmul <8 x float> %p.3.j, <float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000>
  %p.3.r1 = fsub <8 x float> %p.3.xc, %p.3.jc1
  %p.3.r = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.3.j, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %p.3.r1)
  %p.3.p0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %p.3.r, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %p.3.p1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.3.p0, <8 x float> %p.3.r, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %p.3.p2 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.3.p1, <8 x float> %p.3.r, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %p.3.p3 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.3.p2, <8 x float> %p.3.r, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %p.3.p4 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.3.p3, <8 x float> %p.3.r, <8 x float> <float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000>)
  %p.3.rr = fmul <8 x float> %p.3.r, %p.3.r
  %p.3.p5 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %p.3.p4, <8 x float> %p.3.rr, <8 x float> %p.3.r)
  %p.3.e = fadd <8 x float> %p.3.p5, <float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0>
  %p.3.ji0 = fptosi <8 x float> %p.3.j to <8 x i32>
  %p.3.ji = freeze <8 x i32> %p.3.ji0
  %p.3.ja = ashr <8 x i32> %p.3.ji, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %p.3.jb = sub <8 x i32> %p.3.ji, %p.3.ja
  %p.3.ea = add <8 x i32> %p.3.ja, <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>
  %p.3.eb = add <8 x i32> %p.3.jb, <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>
  %p.3.ba = shl <8 x i32> %p.3.ea, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %p.3.bb = shl <8 x i32> %p.3.eb, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %p.3.sa = bitcast <8 x i32> %p.3.ba to <8 x float>
  %p.3.sb = bitcast <8 x i32> %p.3.bb to <8 x float>
  %p.3.ya = fmul <8 x float> %p.3.e, %p.3.sa
  %p.3 = fmul <8 x float> %p.3.ya, %p.3.sb
  %ps.3.4a = shufflevector <8 x float> %p.3, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %ps.3.4b = shufflevector <8 x float> %p.3, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %ps.3.4 = fadd <4 x float> %ps.3.4a, %ps.3.4b
  %ps.3.2a = shufflevector <4 x float> %ps.3.4, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %ps.3.2b = shufflevector <4 x float> %ps.3.4, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %ps.3.2 = fadd <2 x float> %ps.3.2a, %ps.3.2b
  %ps.3.1a = shufflevector <2 x float> %ps.3.2, <2 x float> poison, <1 x i32> <i32 0>
  %ps.3.1b = shufflevector <2 x float> %ps.3.2, <2 x float> poison, <1 x i32> <i32 1>
  %ps.3.1 = fadd <1 x float> %ps.3.1a, %ps.3.1b
  %ps.3 = extractelement <1 x float> %ps.3.1, i64 0
  %dm.3 = fsub float %mo.3, %mn.3
  %pbp.3 = getelementptr inbounds float, ptr %pbuf, i64 24
  store <8 x float> %p.3, ptr %pbp.3, align 32
  ; rescale factors exp(m_old - m_new) of the 4 rows, in one vector
  %dmv.0 = insertelement <8 x float> zeroinitializer, float %dm.0, i64 0
  %dmv.1 = insertelement <8 x float> %dmv.0, float %dm.1, i64 1
  %dmv.2 = insertelement <8 x float> %dmv.1, float %dm.2, i64 2
  %dmv.3 = insertelement <8 x float> %dmv.2, float %dm.3, i64 3
  %corr.lt = fcmp olt <8 x float> %dmv.3, <float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0>
  %corr.x0 = select <8 x i1> %corr.lt, <8 x float> <float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0, float -110.0>, <8 x float> %dmv.3
  %corr.gt = fcmp ogt <8 x float> %corr.x0, <float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0>
  %corr.xc = select <8 x i1> %corr.gt, <8 x float> <float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0, float 89.0>, <8 x float> %corr.x0
  %corr.t = fmul <8 x float> %corr.xc, <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>
  %corr.j1 = fadd <8 x float> %corr.t, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %corr.j = fsub <8 x float> %corr.j1, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %corr.jc1 = fmul <8 x float> %corr.j, <float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000>
  %corr.r1 = fsub <8 x float> %corr.xc, %corr.jc1
  %corr.r = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %corr.j, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %corr.r1)
  %corr.p0 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %corr.r, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %corr.p1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %corr.p0, <8 x float> %corr.r, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %corr.p2 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %corr.p1, <8 x float> %corr.r, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %corr.p3 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %corr.p2, <8 x float> %corr.r, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %corr.p4 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %corr.p3, <8 x float> %corr.r, <8 x float> <float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000>)
  %corr.rr = fmul <8 x float> %corr.r, %corr.r
  %corr.p5 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %corr.p4, <8 x float> %corr.rr, <8 x float> %corr.r)
  %corr.e = fadd <8 x float> %corr.p5, <float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0>
  %corr.ji0 = fptosi <8 x float> %corr.j to <8 x i32>
  %corr.ji = freeze <8 x i32> %corr.ji0
  %corr.ja = ashr <8 x i32> %corr.ji, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %corr.jb = sub <8 x i32> %corr.ji, %corr.ja
  %corr.ea = add <8 x i32> %corr.ja, <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>
  %corr.eb = add <8 x i32> %corr.jb, <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>
  %corr.ba = shl <8 x i32> %corr.ea, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %corr.bb = shl <8 x i32> %corr.eb, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %corr.sa = bitcast <8 x i32> %corr.ba to <8 x float>
  %corr.sb = bitcast <8 x i32> %corr.bb to <8 x float>
  %corr.ya = fmul <8 x float> %corr.e, %corr.sa
  %corr = fmul <8 x float> %corr.ya, %corr.sb
  %c.0 = extractelement <8 x float> %corr, i64 0
  %lc.0 = fmul float %lo.0, %c.0
  %ln.0 = fadd float %lc.0, %ps.0
  %cv.0.i = insertelement <8 x float> poison, float %c.0, i64 0
  %cv.0 = shufflevector <8 x float> %cv.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %c.1 = extractelement <8 x float> %corr, i64 1
  %lc.1 = fmul float %lo.1, %c.1
  %ln.1 = fadd float %lc.1, %ps.1
  %cv.1.i = insertelement <8 x float> poison, float %c.1, i64 0
  %cv.1 = shufflevector <8 x float> %cv.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %c.2 = extractelement <8 x float> %corr, i64 2
  %lc.2 = fmul float %lo.2, %c.2
  %ln.2 = fadd float %lc.2, %ps.2
  %cv.2.i = insertelement <8 x float> poison, float %c.2, i64 0
  %cv.2 = shufflevector <8 x float> %cv.2.i, <8 x float> poison, <8 x i32> zeroinitializer
  %c.3 = extractelement <8 x float> %corr, i64 3
  %lc.3 = fmul float %lo.3, %c.3
  %ln.3 = fadd float %lc.3, %ps.3
  %cv.3.i = insertelement <8 x float> poison, float %c.3, i64 0
  %cv.3 = shufflevector <8 x float> %cv.3.i, <8 x float> poison, <8 x i32> zeroinitializer
  br label %pv

  ; acc_r = acc_r * c_r + sum_j p_rj v_j, a loop over the head dim (acc in the stack buffer)
pv:
  %pvi = phi i64 [ 0, %qk.3.end ], [ %pvi.next, %pv ]
  %pvo = mul i64 %pvi, 8
  %vvp.0 = getelementptr inbounds float, ptr %vp.0, i64 %pvo
  %vv.0 = load <8 x float>, ptr %vvp.0, align 4
  %vvp.1 = getelementptr inbounds float, ptr %vp.1, i64 %pvo
  %vv.1 = load <8 x float>, ptr %vvp.1, align 4
  %vvp.2 = getelementptr inbounds float, ptr %vp.2, i64 %pvo
  %vv.2 = load <8 x float>, ptr %vvp.2, align 4
  %vvp.3 = getelementptr inbounds float, ptr %vp.3, i64 %pvo
  %vv.3 = load <8 x float>, ptr %vvp.3, align 4
  %vvp.4 = getelementptr inbounds float, ptr %vp.4, i64 %pvo
  %vv.4 = load <8 x float>, ptr %vvp.4, align 4
  %vvp.5 = getelementptr inbounds float, ptr %vp.5, i64 %pvo
  %vv.5 = load <8 x float>, ptr %vvp.5, align 4
  %vvp.6 = getelementptr inbounds float, ptr %vp.6, i64 %pvo
  %vv.6 = load <8 x float>, ptr %vvp.6, align 4
  %vvp.7 = getelementptr inbounds float, ptr %vp.7, i64 %pvo
  %vv.7 = load <8 x float>, ptr %vvp.7, align 4
  %apo.0 = add i64 %pvo, 0
  %ap.0 = getelementptr inbounds float, ptr %accbuf, i64 %apo.0
  %av.0 = load <8 x float>, ptr %ap.0, align 32
  %ac.0.0 = fmul <8 x float> %av.0, %cv.0
  %pjp.0.0 = getelementptr inbounds float, ptr %pbuf, i64 0
  %pj.0.0 = load float, ptr %pjp.0.0, align 4
  %pv.0.0.i = insertelement <8 x float> poison, float %pj.0.0, i64 0
  %pv.0.0 = shufflevector <8 x float> %pv.0.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.0.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.0.0, <8 x float> %vv.0, <8 x float> %ac.0.0)
  %pjp.0.1 = getelementptr inbounds float, ptr %pbuf, i64 1
  %pj.0.1 = load float, ptr %pjp.0.1, align 4
  %pv.0.1.i = insertelement <8 x float> poison, float %pj.0.1, i64 0
  %pv.0.1 = shufflevector <8 x float> %pv.0.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.0.2 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.0.1, <8 x float> %vv.1, <8 x float> %ac.0.1)
  %pjp.0.2 = getelementptr inbounds float, ptr %pbuf, i64 2
  %pj.0.2 = load float, ptr %pjp.0.2, align 4
  %pv.0.2.i = insertelement <8 x float> poison, float %pj.0.2, i64 0
  %pv.0.2 = shufflevector <8 x float> %pv.0.2.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.0.3 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.0.2, <8 x float> %vv.2, <8 x float> %ac.0.2)
  %pjp.0.3 = getelementptr inbounds float, ptr %pbuf, i64 3
  %pj.0.3 = load float, ptr %pjp.0.3, align 4
  %pv.0.3.i = insertelement <8 x float> poison, float %pj.0.3, i64 0
  %pv.0.3 = shufflevector <8 x float> %pv.0.3.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.0.4 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.0.3, <8 x float> %vv.3, <8 x float> %ac.0.3)
  %pjp.0.4 = getelementptr inbounds float, ptr %pbuf, i64 4
  %pj.0.4 = load float, ptr %pjp.0.4, align 4
  %pv.0.4.i = insertelement <8 x float> poison, float %pj.0.4, i64 0
  %pv.0.4 = shufflevector <8 x float> %pv.0.4.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.0.5 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.0.4, <8 x float> %vv.4, <8 x float> %ac.0.4)
  %pjp.0.5 = getelementptr inbounds float, ptr %pbuf, i64 5
  %pj.0.5 = load float, ptr %pjp.0.5, align 4
  %pv.0.5.i = insertelement <8 x float> poison, float %pj.0.5, i64 0
  %pv.0.5 = shufflevector <8 x float> %pv.0.5.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.0.6 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.0.5, <8 x float> %vv.5, <8 x float> %ac.0.5)
  %pjp.0.6 = getelementptr inbounds float, ptr %pbuf, i64 6
  %pj.0.6 = load float, ptr %pjp.0.6, align 4
  %pv.0.6.i = insertelement <8 x float> poison, float %pj.0.6, i64 0
  %pv.0.6 = shufflevector <8 x float> %pv.0.6.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.0.7 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.0.6, <8 x float> %vv.6, <8 x float> %ac.0.6)
  %pjp.0.7 = getelementptr inbounds float, ptr %pbuf, i64 7
  %pj.0.7 = load float, ptr %pjp.0.7, align 4
  %pv.0.7.i = insertelement <8 x float> poison, float %pj.0.7, i64 0
  %pv.0.7 = shufflevector <8 x float> %pv.0.7.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.0.8 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.0.7, <8 x float> %vv.7, <8 x float> %ac.0.7)
  store <8 x float> %ac.0.8, ptr %ap.0, align 32
  %apo.1 = add i64 %pvo, 128
  %ap.1 = getelementptr inbounds float, ptr %accbuf, i64 %apo.1
  %av.1 = load <8 x float>, ptr %ap.1, align 32
  %ac.1.0 = fmul <8 x float> %av.1, %cv.1
  %pjp.1.0 = getelementptr inbounds float, ptr %pbuf, i64 8
  %pj.1.0 = load float, ptr %pjp.1.0, align 4
  %pv.1.0.i = insertelement <8 x float> poison, float %pj.1.0, i64 0
  %pv.1.0 = shufflevector <8 x float> %pv.1.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.1.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.1.0, <8 x float> %vv.0, <8 x float> %ac.1.0)
  %pjp.1.1 = getelementptr inbounds float, ptr %pbuf, i64 9
  %pj.1.1 = load float, ptr %pjp.1.1, align 4
  %pv.1.1.i = insertelement <8 x float> poison, float %pj.1.1, i64 0
  %pv.1.1 = shufflevector <8 x float> %pv.1.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.1.2 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.1.1, <8 x float> %vv.1, <8 x float> %ac.1.1)
  %pjp.1.2 = getelementptr inbounds float, ptr %pbuf, i64 10
  %pj.1.2 = load float, ptr %pjp.1.2, align 4
  %pv.1.2.i = insertelement <8 x float> poison, float %pj.1.2, i64 0
  %pv.1.2 = shufflevector <8 x float> %pv.1.2.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.1.3 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.1.2, <8 x float> %vv.2, <8 x float> %ac.1.2)
  %pjp.1.3 = getelementptr inbounds float, ptr %pbuf, i64 11
  %pj.1.3 = load float, ptr %pjp.1.3, align 4
  %pv.1.3.i = insertelement <8 x float> poison, float %pj.1.3, i64 0
  %pv.1.3 = shufflevector <8 x float> %pv.1.3.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.1.4 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.1.3, <8 x float> %vv.3, <8 x float> %ac.1.3)
  %pjp.1.4 = getelementptr inbounds float, ptr %pbuf, i64 12
  %pj.1.4 = load float, ptr %pjp.1.4, align 4
  %pv.1.4.i = insertelement <8 x float> poison, float %pj.1.4, i64 0
  %pv.1.4 = shufflevector <8 x float> %pv.1.4.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.1.5 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.1.4, <8 x float> %vv.4, <8 x float> %ac.1.4)
  %pjp.1.5 = getelementptr inbounds float, ptr %pbuf, i64 13
  %pj.1.5 = load float, ptr %pjp.1.5, align 4
  %pv.1.5.i = insertelement <8 x float> poison, float %pj.1.5, i64 0
  %pv.1.5 = shufflevector <8 x float> %pv.1.5.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.1.6 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.1.5, <8 x float> %vv.5, <8 x float> %ac.1.5)
  %pjp.1.6 = getelementptr inbounds float, ptr %pbuf, i64 14
  %pj.1.6 = load float, ptr %pjp.1.6, align 4
  %pv.1.6.i = insertelement <8 x float> poison, float %pj.1.6, i64 0
  %pv.1.6 = shufflevector <8 x float> %pv.1.6.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.1.7 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.1.6, <8 x float> %vv.6, <8 x float> %ac.1.6)
  %pjp.1.7 = getelementptr inbounds float, ptr %pbuf, i64 15
  %pj.1.7 = load float, ptr %pjp.1.7, align 4
  %pv.1.7.i = insertelement <8 x float> poison, float %pj.1.7, i64 0
  %pv.1.7 = shufflevector <8 x float> %pv.1.7.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.1.8 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.1.7, <8 x float> %vv.7, <8 x float> %ac.1.7)
  store <8 x float> %ac.1.8, ptr %ap.1, align 32
  %apo.2 = add i64 %pvo, 256
  %ap.2 = getelementptr inbounds float, ptr %accbuf, i64 %apo.2
  %av.2 = load <8 x float>, ptr %ap.2, align 32
  %ac.2.0 = fmul <8 x float> %av.2, %cv.2
  %pjp.2.0 = getelementptr inbounds float, ptr %pbuf, i64 16
  %pj.2.0 = load float, ptr %pjp.2.0, align 4
  %pv.2.0.i = insertelement <8 x float> poison, float %pj.2.0, i64 0
  %pv.2.0 = shufflevector <8 x float> %pv.2.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.2.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.2.0, <8 x float> %vv.0, <8 x float> %ac.2.0)
  %pjp.2.1 = getelementptr inbounds float, ptr %pbuf, i64 17
  %pj.2.1 = load float, ptr %pjp.2.1, align 4
  %pv.2.1.i = insertelement <8 x float> poison, float %pj.2.1, i64 0
  %pv.2.1 = shufflevector <8 x float> %pv.2.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.2.2 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.2.1, <8 x float> %vv.1, <8 x float> %ac.2.1)
  %pjp.2.2 = getelementptr inbounds float, ptr %pbuf, i64 18
  %pj.2.2 = load float, ptr %pjp.2.2, align 4
  %pv.2.2.i = insertelement <8 x float> poison, float %pj.2.2, i64 0
  %pv.2.2 = shufflevector <8 x float> %pv.2.2.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.2.3 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.2.2, <8 x float> %vv.2, <8 x float> %ac.2.2)
  %pjp.2.3 = getelementptr inbounds float, ptr %pbuf, i64 19
  %pj.2.3 = load float, ptr %pjp.2.3, align 4
  %pv.2.3.i = insertelement <8 x float> poison, float %pj.2.3, i64 0
  %pv.2.3 = shufflevector <8 x float> %pv.2.3.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.2.4 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.2.3, <8 x float> %vv.3, <8 x float> %ac.2.3)
  %pjp.2.4 = getelementptr inbounds float, ptr %pbuf, i64 20
  %pj.2.4 = load float, ptr %pjp.2.4, align 4
  %pv.2.4.i = insertelement <8 x float> poison, float %pj.2.4, i64 0
  %pv.2.4 = shufflevector <8 x float> %pv.2.4.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.2.5 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.2.4, <8 x float> %vv.4, <8 x float> %ac.2.4)
  %pjp.2.5 = getelementptr inbounds float, ptr %pbuf, i64 21
  %pj.2.5 = load float, ptr %pjp.2.5, align 4
  %pv.2.5.i = insertelement <8 x float> poison, float %pj.2.5, i64 0
  %pv.2.5 = shufflevector <8 x float> %pv.2.5.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.2.6 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.2.5, <8 x float> %vv.5, <8 x float> %ac.2.5)
  %pjp.2.6 = getelementptr inbounds float, ptr %pbuf, i64 22
  %pj.2.6 = load float, ptr %pjp.2.6, align 4
  %pv.2.6.i = insertelement <8 x float> poison, float %pj.2.6, i64 0
  %pv.2.6 = shufflevector <8 x float> %pv.2.6.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.2.7 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.2.6, <8 x float> %vv.6, <8 x float> %ac.2.6)
  %pjp.2.7 = getelementptr inbounds float, ptr %pbuf, i64 23
  %pj.2.7 = load float, ptr %pjp.2.7, align 4
  %pv.2.7.i = insertelement <8 x float> poison, float %pj.2.7, i64 0
  %pv.2.7 = shufflevector <8 x float> %pv.2.7.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.2.8 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.2.7, <8 x float> %vv.7, <8 x float> %ac.2.7)
  store <8 x float> %ac.2.8, ptr %ap.2, align 32
  %apo.3 = add i64 %pvo, 384
  %ap.3 = getelementptr inbounds float, ptr %accbuf, i64 %apo.3
  %av.3 = load <8 x float>, ptr %ap.3, align 32
  %ac.3.0 = fmul <8 x float> %av.3, %cv.3
  %pjp.3.0 = getelementptr inbounds float, ptr %pbuf, i64 24
  %pj.3.0 = load float, ptr %pjp.3.0, align 4
  %pv.3.0.i = insertelement <8 x float> poison, float %pj.3.0, i64 0
  %pv.3.0 = shufflevector <8 x float> %pv.3.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.3.1 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.3.0, <8 x float> %vv.0, <8 x float> %ac.3.0)
  %pjp.3.1 = getelementptr inbounds float, ptr %pbuf, i64 25
  %pj.3.1 = load float, ptr %pjp.3.1, align 4
  %pv.3.1.i = insertelement <8 x float> poison, float %pj.3.1, i64 0
  %pv.3.1 = shufflevector <8 x float> %pv.3.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.3.2 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.3.1, <8 x float> %vv.1, <8 x float> %ac.3.1)
  %pjp.3.2 = getelementptr inbounds float, ptr %pbuf, i64 26
  %pj.3.2 = load float, ptr %pjp.3.2, align 4
  %pv.3.2.i = insertelement <8 x float> poison, float %pj.3.2, i64 0
  %pv.3.2 = shufflevector <8 x float> %pv.3.2.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.3.3 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.3.2, <8 x float> %vv.2, <8 x float> %ac.3.2)
  %pjp.3.3 = getelementptr inbounds float, ptr %pbuf, i64 27
  %pj.3.3 = load float, ptr %pjp.3.3, align 4
  %pv.3.3.i = insertelement <8 x float> poison, float %pj.3.3, i64 0
  %pv.3.3 = shufflevector <8 x float> %pv.3.3.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.3.4 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.3.3, <8 x float> %vv.3, <8 x float> %ac.3.3)
  %pjp.3.4 = getelementptr inbounds float, ptr %pbuf, i64 28
  %pj.3.4 = load float, ptr %pjp.3.4, align 4
  %pv.3.4.i = insertelement <8 x float> poison, float %pj.3.4, i64 0
  %pv.3.4 = shufflevector <8 x float> %pv.3.4.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.3.5 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.3.4, <8 x float> %vv.4, <8 x float> %ac.3.4)
  %pjp.3.5 = getelementptr inbounds float, ptr %pbuf, i64 29
  %pj.3.5 = load float, ptr %pjp.3.5, align 4
  %pv.3.5.i = insertelement <8 x float> poison, float %pj.3.5, i64 0
  %pv.3.5 = shufflevector <8 x float> %pv.3.5.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.3.6 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.3.5, <8 x float> %vv.5, <8 x float> %ac.3.5)
  %pjp.3.6 = getelementptr inbounds float, ptr %pbuf, i64 30
  %pj.3.6 = load float, ptr %pjp.3.6, align 4
  %pv.3.6.i = insertelement <8 x float> poison, float %pj.3.6, i64 0
  %pv.3.6 = shufflevector <8 x float> %pv.3.6.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.3.7 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.3.6, <8 x float> %vv.6, <8 x float> %ac.3.6)
  %pjp.3.7 = getelementptr inbounds float, ptr %pbuf, i64 31
  %pj.3.7 = load float, ptr %pjp.3.7, align 4
  %pv.3.7.i = insertelement <8 x float> poison, float %pj.3.7, i64 0
  %pv.3.7 = shufflevector <8 x float> %pv.3.7.i, <8 x float> poison, <8 x i32> zeroinitializer
  %ac.3.8 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %pv.3.7, <8 x float> %vv.7, <8 x float> %ac.3.7)
  store <8 x float> %ac.3.8, ptr %ap.3, align 32
  %pvi.next = add i64 %pvi, 1
  %pvi.more = icmp ult i64 %pvi.next, 16
  br i1 %pvi.more, label %pv, label %tile.next, !llvm.loop !4

tile.next:
  %kt.next = add i64 %kt, 8
  %kt.more = icmp slt i64 %kt.next, %kend
  br i1 %kt.more, label %tile, label %store.0

store.0:
  br i1 %qin.0, label %put.0, label %store.1

put.0:
  %inv.0 = fdiv float 1.0, %ln.0
  %invv.0.i = insertelement <8 x float> poison, float %inv.0, i64 0
  %invv.0 = shufflevector <8 x float> %invv.0.i, <8 x float> poison, <8 x i32> zeroinitializer
  %yo.0.0 = mul i64 %qr.0, 3584
  %yo.0 = add i64 %yo.0.0, %hq
  %yp.0 = getelementptr inbounds float, ptr %y, i64 %yo.0
  %fa.0.0 = getelementptr inbounds float, ptr %accbuf, i64 0
  %fv.0.0 = load <8 x float>, ptr %fa.0.0, align 32
  %fy.0.0 = fmul <8 x float> %fv.0.0, %invv.0
  %fp.0.0 = getelementptr inbounds float, ptr %yp.0, i64 0
  store <8 x float> %fy.0.0, ptr %fp.0.0, align 4
  %fa.0.1 = getelementptr inbounds float, ptr %accbuf, i64 8
  %fv.0.1 = load <8 x float>, ptr %fa.0.1, align 32
  %fy.0.1 = fmul <8 x float> %fv.0.1, %invv.0
  %fp.0.1 = getelementptr inbounds float, ptr %yp.0, i64 8
  store <8 x float> %fy.0.1, ptr %fp.0.1, align 4
  %fa.0.2 = getelementptr inbounds float, ptr %accbuf, i64 16
  %fv.0.2 = load <8 x float>, ptr %fa.0.2, align 32
  %fy.0.2 = fmul <8 x float> %fv.0.2, %invv.0
  %fp.0.2 = getelementptr inbounds float, ptr %yp.0, i64 16
  store <8 x float> %fy.0.2, ptr %fp.0.2, align 4
  %fa.0.3 = getelementptr inbounds float, ptr %accbuf, i64 24
  %fv.0.3 = load <8 x float>, ptr %fa.0.3, align 32
  %fy.0.3 = fmul <8 x float> %fv.0.3, %invv.0
  %fp.0.3 = getelementptr inbounds float, ptr %yp.0, i64 24
  store <8 x float> %fy.0.3, ptr %fp.0.3, align 4
  %fa.0.4 = getelementptr inbounds float, ptr %accbuf, i64 32
  %fv.0.4 = load <8 x float>, ptr %fa.0.4, align 32
  %fy.0.4 = fmul <8 x float> %fv.0.4, %invv.0
  %fp.0.4 = getelementptr inbounds float, ptr %yp.0, i64 32
  store <8 x float> %fy.0.4, ptr %fp.0.4, align 4
  %fa.0.5 = getelementptr inbounds float, ptr %accbuf, i64 40
  %fv.0.5 = load <8 x float>, ptr %fa.0.5, align 32
  %fy.0.5 = fmul <8 x float> %fv.0.5, %invv.0
  %fp.0.5 = getelementptr inbounds float, ptr %yp.0, i64 40
  store <8 x float> %fy.0.5, ptr %fp.0.5, align 4
  %fa.0.6 = getelementptr inbounds float, ptr %accbuf, i64 48
  %fv.0.6 = load <8 x float>, ptr %fa.0.6, align 32
  %fy.0.6 = fmul <8 x float> %fv.0.6, %invv.0
  %fp.0.6 = getelementptr inbounds float, ptr %yp.0, i64 48
  store <8 x float> %fy.0.6, ptr %fp.0.6, align 4
  %fa.0.7 = getelementptr inbounds float, ptr %accbuf, i64 56
  %fv.0.7 = load <8 x float>, ptr %fa.0.7, align 32
  %fy.0.7 = fmul <8 x float> %fv.0.7, %invv.0
  %fp.0.7 = getelementptr inbounds float, ptr %yp.0, i64 56
  store <8 x float> %fy.0.7, ptr %fp.0.7, align 4
  %fa.0.8 = getelementptr inbounds float, ptr %accbuf, i64 64
  %fv.0.8 = load <8 x float>, ptr %fa.0.8, align 32
  %fy.0.8 = fmul <8 x float> %fv.0.8, %invv.0
  %fp.0.8 = getelementptr inbounds float, ptr %yp.0, i64 64
  store <8 x float> %fy.0.8, ptr %fp.0.8, align 4
  %fa.0.9 = getelementptr inbounds float, ptr %accbuf, i64 72
  %fv.0.9 = load <8 x float>, ptr %fa.0.9, align 32
  %fy.0.9 = fmul <8 x float> %fv.0.9, %invv.0
  %fp.0.9 = getelementptr inbounds float, ptr %yp.0, i64 72
  store <8 x float> %fy.0.9, ptr %fp.0.9, align 4
  %fa.0.10 = getelementptr inbounds float, ptr %accbuf, i64 80
  %fv.0.10 = load <8 x float>, ptr %fa.0.10, align 32
  %fy.0.10 = fmul <8 x float> %fv.0.10, %invv.0
  %fp.0.10 = getelementptr inbounds float, ptr %yp.0, i64 80
  store <8 x float> %fy.0.10, ptr %fp.0.10, align 4
  %fa.0.11 = getelementptr inbounds float, ptr %accbuf, i64 88
  %fv.0.11 = load <8 x float>, ptr %fa.0.11, align 32
  %fy.0.11 = fmul <8 x float> %fv.0.11, %invv.0
  %fp.0.11 = getelementptr inbounds float, ptr %yp.0, i64 88
  store <8 x float> %fy.0.11, ptr %fp.0.11, align 4
  %fa.0.12 = getelementptr inbounds float, ptr %accbuf, i64 96
  %fv.0.12 = load <8 x float>, ptr %fa.0.12, align 32
  %fy.0.12 = fmul <8 x float> %fv.0.12, %invv.0
  %fp.0.12 = getelementptr inbounds float, ptr %yp.0, i64 96
  store <8 x float> %fy.0.12, ptr %fp.0.12, align 4
  %fa.0.13 = getelementptr inbounds float, ptr %accbuf, i64 104
  %fv.0.13 = load <8 x float>, ptr %fa.0.13, align 32
  %fy.0.13 = fmul <8 x float> %fv.0.13, %invv.0
  %fp.0.13 = getelementptr inbounds float, ptr %yp.0, i64 104
  store <8 x float> %fy.0.13, ptr %fp.0.13, align 4
  %fa.0.14 = getelementptr inbounds float, ptr %accbuf, i64 112
  %fv.0.14 = load <8 x float>, ptr %fa.0.14, align 32
  %fy.0.14 = fmul <8 x float> %fv.0.14, %invv.0
  %fp.0.14 = getelementptr inbounds float, ptr %yp.0, i64 112
  store <8 x float> %fy.0.14, ptr %fp.0.14, align 4
  %fa.0.15 = getelementptr inbounds float, ptr %accbuf, i64 120
  %fv.0.15 = load <8 x float>, ptr %fa.0.15, align 32
  %fy.0.15 = fmul <8 x float> %fv.0.15, %invv.0
  %fp.0.15 = getelementptr inbounds float, ptr %yp.0, i64 120
  store <8 x float> %fy.0.15, ptr %fp.0.15, align 4
  br label %store.1

store.1:
  br i1 %qin.1, label %put.1, label %store.2

put.1:
  %inv.1 = fdiv float 1.0, %ln.1
  %invv.1.i = insertelement <8 x float> poison, float %inv.1, i64 0
  %invv.1 = shufflevector <8 x float> %invv.1.i, <8 x float> poison, <8 x i32> zeroinitializer
  %yo.1.0 = mul i64 %qr.1, 3584
  %yo.1 = add i64 %yo.1.0, %hq
  %yp.1 = getelementptr inbounds float, ptr %y, i64 %yo.1
  %fa.1.0 = getelementptr inbounds float, ptr %accbuf, i64 128
  %fv.1.0 = load <8 x float>, ptr %fa.1.0, align 32
  %fy.1.0 = fmul <8 x float> %fv.1.0, %invv.1
  %fp.1.0 = getelementptr inbounds float, ptr %yp.1, i64 0
  store <8 x float> %fy.1.0, ptr %fp.1.0, align 4
  %fa.1.1 = getelementptr inbounds float, ptr %accbuf, i64 136
  %fv.1.1 = load <8 x float>, ptr %fa.1.1, align 32
  %fy.1.1 = fmul <8 x float> %fv.1.1, %invv.1
  %fp.1.1 = getelementptr inbounds float, ptr %yp.1, i64 8
  store <8 x float> %fy.1.1, ptr %fp.1.1, align 4
  %fa.1.2 = getelementptr inbounds float, ptr %accbuf, i64 144
  %fv.1.2 = load <8 x float>, ptr %fa.1.2, align 32
  %fy.1.2 = fmul <8 x float> %fv.1.2, %invv.1
  %fp.1.2 = getelementptr inbounds float, ptr %yp.1, i64 16
  store <8 x float> %fy.1.2, ptr %fp.1.2, align 4
  %fa.1.3 = getelementptr inbounds float, ptr %accbuf, i64 152
  %fv.1.3 = load <8 x float>, ptr %fa.1.3, align 32
  %fy.1.3 = fmul <8 x float> %fv.1.3, %invv.1
  %fp.1.3 = getelementptr inbounds float, ptr %yp.1, i64 24
  store <8 x float> %fy.1.3, ptr %fp.1.3, align 4
  %fa.1.4 = getelementptr inbounds float, ptr %accbuf, i64 160
  %fv.1.4 = load <8 x float>, ptr %fa.1.4, align 32
  %fy.1.4 = fmul <8 x float> %fv.1.4, %invv.1
  %fp.1.4 = getelementptr inbounds float, ptr %yp.1, i64 32
  store <8 x float> %fy.1.4, ptr %fp.1.4, align 4
  %fa.1.5 = getelementptr inbounds float, ptr %accbuf, i64 168
  %fv.1.5 = load <8 x float>, ptr %fa.1.5, align 32
  %fy.1.5 = fmul <8 x float> %fv.1.5, %invv.1
  %fp.1.5 = getelementptr inbounds float, ptr %yp.1, i64 40
  store <8 x float> %fy.1.5, ptr %fp.1.5, align 4
  %fa.1.6 = getelementptr inbounds float, ptr %accbuf, i64 176
  %fv.1.6 = load <8 x float>, ptr %fa.1.6, align 32
  %fy.1.6 = fmul <8 x float> %fv.1.6, %invv.1
  %fp.1.6 = getelementptr inbounds float, ptr %yp.1, i64 48
  store <8 x float> %fy.1.6, ptr %fp.1.6, align 4
  %fa.1.7 = getelementptr inbounds float, ptr %accbuf, i64 184
  %fv.1.7 = load <8 x float>, ptr %fa.1.7, align 32
  %fy.1.7 = fmul <8 x float> %fv.1.7, %invv.1
  %fp.1.7 = getelementptr inbounds float, ptr %yp.1, i64 56
  store <8 x float> %fy.1.7, ptr %fp.1.7, align 4
  %fa.1.8 = getelementptr inbounds float, ptr %accbuf, i64 192
  %fv.1.8 = load <8 x float>, ptr %fa.1.8, align 32
  %fy.1.8 = fmul <8 x float> %fv.1.8, %invv.1
  %fp.1.8 = getelementptr inbounds float, ptr %yp.1, i64 64
  store <8 x float> %fy.1.8, ptr %fp.1.8, align 4
  %fa.1.9 = getelementptr inbounds float, ptr %accbuf, i64 200
  %fv.1.9 = load <8 x float>, ptr %fa.1.9, align 32
  %fy.1.9 = fmul <8 x float> %fv.1.9, %invv.1
  %fp.1.9 = getelementptr inbounds float, ptr %yp.1, i64 72
  store <8 x float> %fy.1.9, ptr %fp.1.9, align 4
  %fa.1.10 = getelementptr inbounds float, ptr %accbuf, i64 208
  %fv.1.10 = load <8 x float>, ptr %fa.1.10, align 32
  %fy.1.10 = fmul <8 x float> %fv.1.10, %invv.1
  %fp.1.10 = getelementptr inbounds float, ptr %yp.1, i64 80
  store <8 x float> %fy.1.10, ptr %fp.1.10, align 4
  %fa.1.11 = getelementptr inbounds float, ptr %accbuf, i64 216
  %fv.1.11 = load <8 x float>, ptr %fa.1.11, align 32
  %fy.1.11 = fmul <8 x float> %fv.1.11, %invv.1
  %fp.1.11 = getelementptr inbounds float, ptr %yp.1, i64 88
  store <8 x float> %fy.1.11, ptr %fp.1.11, align 4
  %fa.1.12 = getelementptr inbounds float, ptr %accbuf, i64 224
  %fv.1.12 = load <8 x float>, ptr %fa.1.12, align 32
  %fy.1.12 = fmul <8 x float> %fv.1.12, %invv.1
  %fp.1.12 = getelementptr inbounds float, ptr %yp.1, i64 96
  store <8 x float> %fy.1.12, ptr %fp.1.12, align 4
  %fa.1.13 = getelementptr inbounds float, ptr %accbuf, i64 232
  %fv.1.13 = load <8 x float>, ptr %fa.1.13, align 32
  %fy.1.13 = fmul <8 x float> %fv.1.13, %invv.1
  %fp.1.13 = getelementptr inbounds float, ptr %yp.1, i64 104
  store <8 x float> %fy.1.13, ptr %fp.1.13, align 4
  %fa.1.14 = getelementptr inbounds float, ptr %accbuf, i64 240
  %fv.1.14 = load <8 x float>, ptr %fa.1.14, align 32
  %fy.1.14 = fmul <8 x float> %fv.1.14, %invv.1
  %fp.1.14 = getelementptr inbounds float, ptr %yp.1, i64 112
  store <8 x float> %fy.1.14, ptr %fp.1.14, align 4
  %fa.1.15 = getelementptr inbounds float, ptr %accbuf, i64 248
  %fv.1.15 = load <8 x float>, ptr %fa.1.15, align 32
  %fy.1.15 = fmul <8 x float> %fv.1.15, %invv.1
  %fp.1.15 = getelementptr inbounds float, ptr %yp.1, i64 120
  store <8 x float> %fy.1.15, ptr %fp.1.15, align 4
  br label %store.2

store.2:
  br i1 %qin.2, label %put.2, label %store.3

put.2:
  %inv.2 = fdiv float 1.0, %ln.2
  %invv.2.i = insertelement <8 x float> poison, float %inv.2, i64 0
  %invv.2 = shufflevector <8 x float> %invv.2.i, <8 x float> poison, <8 x i32> zeroinitializer
  %yo.2.0 = mul i64 %qr.2, 3584
  %yo.2 = add i64 %yo.2.0, %hq
  %yp.2 = getelementptr inbounds float, ptr %y, i64 %yo.2
  %fa.2.0 = getelementptr inbounds float, ptr %accbuf, i64 256
  %fv.2.0 = load <8 x float>, ptr %fa.2.0, align 32
  %fy.2.0 = fmul <8 x float> %fv.2.0, %invv.2
  %fp.2.0 = getelementptr inbounds float, ptr %yp.2, i64 0
  store <8 x float> %fy.2.0, ptr %fp.2.0, align 4
  %fa.2.1 = getelementptr inbounds float, ptr %accbuf, i64 264
  %fv.2.1 = load <8 x float>, ptr %fa.2.1, align 32
  %fy.2.1 = fmul <8 x float> %fv.2.1, %invv.2
  %fp.2.1 = getelementptr inbounds float, ptr %yp.2, i64 8
  store <8 x float> %fy.2.1, ptr %fp.2.1, align 4
  %fa.2.2 = getelementptr inbounds float, ptr %accbuf, i64 272
  %fv.2.2 = load <8 x float>, ptr %fa.2.2, align 32
  %fy.2.2 = fmul <8 x float> %fv.2.2, %invv.2
  %fp.2.2 = getelementptr inbounds float, ptr %yp.2, i64 16
  store <8 x float> %fy.2.2, ptr %fp.2.2, align 4
  %fa.2.3 = getelementptr inbounds float, ptr %accbuf, i64 280
  %fv.2.3 = load <8 x float>, ptr %fa.2.3, align 32
  %fy.2.3 = fmul <8 x float> %fv.2.3, %invv.2
  %fp.2.3 = getelementptr inbounds float, ptr %yp.2, i64 24
  store <8 x float> %fy.2.3, ptr %fp.2.3, align 4
  %fa.2.4 = getelementptr inbounds float, ptr %accbuf, i64 288
  %fv.2.4 = load <8 x float>, ptr %fa.2.4, align 32
  %fy.2.4 = fmul <8 x float> %fv.2.4, %invv.2
  %fp.2.4 = getelementptr inbounds float, ptr %yp.2, i64 32
  store <8 x float> %fy.2.4, ptr %fp.2.4, align 4
  %fa.2.5 = getelementptr inbounds float, ptr %accbuf, i64 296
  %fv.2.5 = load <8 x float>, ptr %fa.2.5, align 32
  %fy.2.5 = fmul <8 x float> %fv.2.5, %invv.2
  %fp.2.5 = getelementptr inbounds float, ptr %yp.2, i64 40
  store <8 x float> %fy.2.5, ptr %fp.2.5, align 4
  %fa.2.6 = getelementptr inbounds float, ptr %accbuf, i64 304
  %fv.2.6 = load <8 x float>, ptr %fa.2.6, align 32
  %fy.2.6 = fmul <8 x float> %fv.2.6, %invv.2
  %fp.2.6 = getelementptr inbounds float, ptr %yp.2, i64 48
  store <8 x float> %fy.2.6, ptr %fp.2.6, align 4
  %fa.2.7 = getelementptr inbounds float, ptr %accbuf, i64 312
  %fv.2.7 = load <8 x float>, ptr %fa.2.7, align 32
  %fy.2.7 = fmul <8 x float> %fv.2.7, %invv.2
  %fp.2.7 = getelementptr inbounds float, ptr %yp.2, i64 56
  store <8 x float> %fy.2.7, ptr %fp.2.7, align 4
  %fa.2.8 = getelementptr inbounds float, ptr %accbuf, i64 320
  %fv.2.8 = load <8 x float>, ptr %fa.2.8, align 32
  %fy.2.8 = fmul <8 x float> %fv.2.8, %invv.2
  %fp.2.8 = getelementptr inbounds float, ptr %yp.2, i64 64
  store <8 x float> %fy.2.8, ptr %fp.2.8, align 4
  %fa.2.9 = getelementptr inbounds float, ptr %accbuf, i64 328
  %fv.2.9 = load <8 x float>, ptr %fa.2.9, align 32
  %fy.2.9 = fmul <8 x float> %fv.2.9, %invv.2
  %fp.2.9 = getelementptr inbounds float, ptr %yp.2, i64 72
  store <8 x float> %fy.2.9, ptr %fp.2.9, align 4
  %fa.2.10 = getelementptr inbounds float, ptr %accbuf, i64 336
  %fv.2.10 = load <8 x float>, ptr %fa.2.10, align 32
  %fy.2.10 = fmul <8 x float> %fv.2.10, %invv.2
  %fp.2.10 = getelementptr inbounds float, ptr %yp.2, i64 80
  store <8 x float> %fy.2.10, ptr %fp.2.10, align 4
  %fa.2.11 = getelementptr inbounds float, ptr %accbuf, i64 344
  %fv.2.11 = load <8 x float>, ptr %fa.2.11, align 32
  %fy.2.11 = fmul <8 x float> %fv.2.11, %invv.2
  %fp.2.11 = getelementptr inbounds float, ptr %yp.2, i64 88
  store <8 x float> %fy.2.11, ptr %fp.2.11, align 4
  %fa.2.12 = getelementptr inbounds float, ptr %accbuf, i64 352
  %fv.2.12 = load <8 x float>, ptr %fa.2.12, align 32
  %fy.2.12 = fmul <8 x float> %fv.2.12, %invv.2
  %fp.2.12 = getelementptr inbounds float, ptr %yp.2, i64 96
  store <8 x float> %fy.2.12, ptr %fp.2.12, align 4
  %fa.2.13 = getelementptr inbounds float, ptr %accbuf, i64 360
  %fv.2.13 = load <8 x float>, ptr %fa.2.13, align 32
  %fy.2.13 = fmul <8 x float> %fv.2.13, %invv.2
  %fp.2.13 = getelementptr inbounds float, ptr %yp.2, i64 104
  store <8 x float> %fy.2.13, ptr %fp.2.13, align 4
  %fa.2.14 = getelementptr inbounds float, ptr %accbuf, i64 368
  %fv.2.14 = load <8 x float>, ptr %fa.2.14, align 32
  %fy.2.14 = fmul <8 x float> %fv.2.14, %invv.2
  %fp.2.14 = getelementptr inbounds float, ptr %yp.2, i64 112
  store <8 x float> %fy.2.14, ptr %fp.2.14, align 4
  %fa.2.15 = getelementptr inbounds float, ptr %accbuf, i64 376
  %fv.2.15 = load <8 x float>, ptr %fa.2.15, align 32
  %fy.2.15 = fmul <8 x float> %fv.2.15, %invv.2
  %fp.2.15 = getelementptr inbounds float, ptr %yp.2, i64 120
  store <8 x float> %fy.2.15, ptr %fp.2.15, align 4
  br label %store.3

store.3:
  br i1 %qin.3, label %put.3, label %item.next

put.3:
  %inv.3 = fdiv float 1.0, %ln.3
  %invv.3.i = insertelement <8 x float> poison, float %inv.3, i64 0
  %invv.3 = shufflevector <8 x float> %invv.3.i, <8 x float> poison, <8 x i32> zeroinitializer
  %yo.3.0 = mul i64 %qr.3, 3584
  %yo.3 = add i64 %yo.3.0, %hq
  %yp.3 = getelementptr inbounds float, ptr %y, i64 %yo.3
  %fa.3.0 = getelementptr inbounds float, ptr %accbuf, i64 384
  %fv.3.0 = load <8 x float>, ptr %fa.3.0, align 32
  %fy.3.0 = fmul <8 x float> %fv.3.0, %invv.3
  %fp.3.0 = getelementptr inbounds float, ptr %yp.3, i64 0
  store <8 x float> %fy.3.0, ptr %fp.3.0, align 4
  %fa.3.1 = getelementptr inbounds float, ptr %accbuf, i64 392
  %fv.3.1 = load <8 x float>, ptr %fa.3.1, align 32
  %fy.3.1 = fmul <8 x float> %fv.3.1, %invv.3
  %fp.3.1 = getelementptr inbounds float, ptr %yp.3, i64 8
  store <8 x float> %fy.3.1, ptr %fp.3.1, align 4
  %fa.3.2 = getelementptr inbounds float, ptr %accbuf, i64 400
  %fv.3.2 = load <8 x float>, ptr %fa.3.2, align 32
  %fy.3.2 = fmul <8 x float> %fv.3.2, %invv.3
  %fp.3.2 = getelementptr inbounds float, ptr %yp.3, i64 16
  store <8 x float> %fy.3.2, ptr %fp.3.2, align 4
  %fa.3.3 = getelementptr inbounds float, ptr %accbuf, i64 408
  %fv.3.3 = load <8 x float>, ptr %fa.3.3, align 32
  %fy.3.3 = fmul <8 x float> %fv.3.3, %invv.3
  %fp.3.3 = getelementptr inbounds float, ptr %yp.3, i64 24
  store <8 x float> %fy.3.3, ptr %fp.3.3, align 4
  %fa.3.4 = getelementptr inbounds float, ptr %accbuf, i64 416
  %fv.3.4 = load <8 x float>, ptr %fa.3.4, align 32
  %fy.3.4 = fmul <8 x float> %fv.3.4, %invv.3
  %fp.3.4 = getelementptr inbounds float, ptr %yp.3, i64 32
  store <8 x float> %fy.3.4, ptr %fp.3.4, align 4
  %fa.3.5 = getelementptr inbounds float, ptr %accbuf, i64 424
  %fv.3.5 = load <8 x float>, ptr %fa.3.5, align 32
  %fy.3.5 = fmul <8 x float> %fv.3.5, %invv.3
  %fp.3.5 = getelementptr inbounds float, ptr %yp.3, i64 40
  store <8 x float> %fy.3.5, ptr %fp.3.5, align 4
  %fa.3.6 = getelementptr inbounds float, ptr %accbuf, i64 432
  %fv.3.6 = load <8 x float>, ptr %fa.3.6, align 32
  %fy.3.6 = fmul <8 x float> %fv.3.6, %invv.3
  %fp.3.6 = getelementptr inbounds float, ptr %yp.3, i64 48
  store <8 x float> %fy.3.6, ptr %fp.3.6, align 4
  %fa.3.7 = getelementptr inbounds float, ptr %accbuf, i64 440
  %fv.3.7 = load <8 x float>, ptr %fa.3.7, align 32
  %fy.3.7 = fmul <8 x float> %fv.3.7, %invv.3
  %fp.3.7 = getelementptr inbounds float, ptr %yp.3, i64 56
  store <8 x float> %fy.3.7, ptr %fp.3.7, align 4
  %fa.3.8 = getelementptr inbounds float, ptr %accbuf, i64 448
  %fv.3.8 = load <8 x float>, ptr %fa.3.8, align 32
  %fy.3.8 = fmul <8 x float> %fv.3.8, %invv.3
  %fp.3.8 = getelementptr inbounds float, ptr %yp.3, i64 64
  store <8 x float> %fy.3.8, ptr %fp.3.8, align 4
  %fa.3.9 = getelementptr inbounds float, ptr %accbuf, i64 456
  %fv.3.9 = load <8 x float>, ptr %fa.3.9, align 32
  %fy.3.9 = fmul <8 x float> %fv.3.9, %invv.3
  %fp.3.9 = getelementptr inbounds float, ptr %yp.3, i64 72
  store <8 x float> %fy.3.9, ptr %fp.3.9, align 4
  %fa.3.10 = getelementptr inbounds float, ptr %accbuf, i64 464
  %fv.3.10 = load <8 x float>, ptr %fa.3.10, align 32
  %fy.3.10 = fmul <8 x float> %fv.3.10, %invv.3
  %fp.3.10 = getelementptr inbounds float, ptr %yp.3, i64 80
  store <8 x float> %fy.3.10, ptr %fp.3.10, align 4
  %fa.3.11 = getelementptr inbounds float, ptr %accbuf, i64 472
  %fv.3.11 = load <8 x float>, ptr %fa.3.11, align 32
  %fy.3.11 = fmul <8 x float> %fv.3.11, %invv.3
  %fp.3.11 = getelementptr inbounds float, ptr %yp.3, i64 88
  store <8 x float> %fy.3.11, ptr %fp.3.11, align 4
  %fa.3.12 = getelementptr inbounds float, ptr %accbuf, i64 480
  %fv.3.12 = load <8 x float>, ptr %fa.3.12, align 32
  %fy.3.12 = fmul <8 x float> %fv.3.12, %invv.3
  %fp.3.12 = getelementptr inbounds float, ptr %yp.3, i64 96
  store <8 x float> %fy.3.12, ptr %fp.3.12, align 4
  %fa.3.13 = getelementptr inbounds float, ptr %accbuf, i64 488
  %fv.3.13 = load <8 x float>, ptr %fa.3.13, align 32
  %fy.3.13 = fmul <8 x float> %fv.3.13, %invv.3
  %fp.3.13 = getelementptr inbounds float, ptr %yp.3, i64 104
  store <8 x float> %fy.3.13, ptr %fp.3.13, align 4
  %fa.3.14 = getelementptr inbounds float, ptr %accbuf, i64 496
  %fv.3.14 = load <8 x float>, ptr %fa.3.14, align 32
  %fy.3.14 = fmul <8 x float> %fv.3.14, %invv.3
  %fp.3.14 = getelementptr inbounds float, ptr %yp.3, i64 112
  store <8 x float> %fy.3.14, ptr %fp.3.14, align 4
  %fa.3.15 = getelementptr inbounds float, ptr %accbuf, i64 504
  %fv.3.15 = load <8 x float>, ptr %fa.3.15, align 32
  %fy.3.15 = fmul <8 x float> %fv.3.15, %invv.3
  %fp.3.15 = getelementptr inbounds float, ptr %yp.3, i64 120
  store <8 x float> %fy.3.15, ptr %fp.3.15, align 4
  br label %item.next

item.next:
  %it.next = add i64 %it, 1
  %more = icmp slt i64 %it.next, %end
  br i1 %more, label %item, label %done

done:
  ret void
}

attributes #0 = { nounwind "target-cpu"="cascadelake" "target-features"="+avx2,+fma,+f16c,+bmi2,+avx512f,+avx512bw,+avx512vl,+avx512vnni" }

; loops that stay loops: their bodies index the stack buffers by the loop counter, so the
; accumulators stay in memory instead of being promoted to 64 registers
!0 = distinct !{!0, !5}
!1 = distinct !{!1, !5}
!2 = distinct !{!2, !5}
!3 = distinct !{!3, !5}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.disable"}
