; dllmc kernel rmsnorm_generic_k3584_eps1em06_q8
; spec:   RmsNorm(k=3584, eps=1e-06, out_q8=True, q8='q8_0', heads=1, weighted=True, target='generic')
; target: generic (x86-64, features "", int8 dot: generic)
; y = x / sqrt(mean(x^2) + eps) * w over rows of 3584 floats, eps = 1e-06; y is Q8 rows; item i = row i, read from x row rows[i] when a->rows is set
; ABI: void rmsnorm_generic_k3584_eps1em06_q8(const dllmc_args *a, int64_t begin, int64_t end);
;      int64_t rmsnorm_generic_k3584_eps1em06_q8_items(int64_t m);    (runtime/dllmc_runtime.h)
target triple = "x86_64-unknown-linux-gnu"

; struct dllmc_args { const void *w, *x, *x2, *x3; void *y; const int32_t *rows; int64_t m; }
%dllmc_args = type { ptr, ptr, ptr, ptr, ptr, ptr, i64 }
;
; Pass 1: sum of squares in a 32-lane float32 accumulator (fused multiply-add), reduced by
; halving; scale = 1 / sqrt(sum / K + eps).  Pass 2: y = (x * scale) * w, as ggml's
; rms_norm followed by mul.
; Each block of 32 results is quantized as it is computed (quantize_q8 of the f32 result,
; bit for bit): q8_0 row of 4928 bytes = int8 q[3584] | f32 d[112] | f32 s[224].
declare <32 x float> @llvm.fabs.v32f32(<32 x float>)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>)

declare <32 x float> @llvm.fmuladd.v32f32(<32 x float>, <32 x float>, <32 x float>)
declare float @llvm.sqrt.f32(float)

; items(m) = ceil(m / 1) * 1
define i64 @rmsnorm_generic_k3584_eps1em06_q8_items(i64 %m) #0 {
  %r = add i64 %m, 0
  %t = udiv i64 %r, 1
  %n = mul i64 %t, 1
  ret i64 %n
}

define void @rmsnorm_generic_k3584_eps1em06_q8(ptr %a, i64 %begin, i64 %end) #0 {
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
  %gather = icmp ne ptr %rows, null
  %none = icmp sge i64 %begin, %end
  br i1 %none, label %done, label %item

item:
  %it = phi i64 [ %begin, %entry ], [ %it.next, %item.next ]
  br i1 %gather, label %src.rows, label %src.row

src.rows:
  %ri.p = getelementptr inbounds i32, ptr %rows, i64 %it
  %ri.32 = load i32, ptr %ri.p, align 4
  %ri = sext i32 %ri.32 to i64
  br label %src.row

src.row:
  %src = phi i64 [ %it, %item ], [ %ri, %src.rows ]
  %xo = mul i64 %src, 3584
  %xr = getelementptr inbounds float, ptr %x, i64 %xo
  %yo = mul i64 %it, 4928
  %yr = getelementptr inbounds i8, ptr %y, i64 %yo
  %yd = getelementptr inbounds i8, ptr %yr, i64 3584
  %ys = getelementptr inbounds i8, ptr %yr, i64 4032
  br label %sq

sq:
  %b = phi i64 [ 0, %src.row ], [ %b.next, %sq ]
  %acc = phi <32 x float> [ zeroinitializer, %src.row ], [ %acc.next, %sq ]
  %o = mul i64 %b, 32
  %xp = getelementptr inbounds float, ptr %xr, i64 %o
  %xv = load <32 x float>, ptr %xp, align 4
  %acc.next = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %xv, <32 x float> %xv, <32 x float> %acc)
  %b.next = add i64 %b, 1
  %b.more = icmp ult i64 %b.next, 112
  br i1 %b.more, label %sq, label %scale

scale:
  %h16a = shufflevector <32 x float> %acc.next, <32 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %h16b = shufflevector <32 x float> %acc.next, <32 x float> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %h16 = fadd <16 x float> %h16a, %h16b
  %h8a = shufflevector <16 x float> %h16, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %h8b = shufflevector <16 x float> %h16, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %h8 = fadd <8 x float> %h8a, %h8b
  %h4a = shufflevector <8 x float> %h8, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %h4b = shufflevector <8 x float> %h8, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %h4 = fadd <4 x float> %h4a, %h4b
  %h2a = shufflevector <4 x float> %h4, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %h2b = shufflevector <4 x float> %h4, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %h2 = fadd <2 x float> %h2a, %h2b
  %h1a = shufflevector <2 x float> %h2, <2 x float> poison, <1 x i32> <i32 0>
  %h1b = shufflevector <2 x float> %h2, <2 x float> poison, <1 x i32> <i32 1>
  %h1 = fadd <1 x float> %h1a, %h1b
  %sum = extractelement <1 x float> %h1, i64 0
  %mean = fdiv float %sum, 3584.0
  %me = fadd float %mean, 0x3EB0C6F7A0000000
  %rms = call float @llvm.sqrt.f32(float %me)
  %inv = fdiv float 1.0, %rms
  %invv.i = insertelement <32 x float> poison, float %inv, i64 0
  %invv = shufflevector <32 x float> %invv.i, <32 x float> poison, <32 x i32> zeroinitializer
  br label %out

out:
  %c = phi i64 [ 0, %scale ], [ %c.next, %out ]
  %co = mul i64 %c, 32
  %cp = getelementptr inbounds float, ptr %xr, i64 %co
  %cv = load <32 x float>, ptr %cp, align 4
  %wp = getelementptr inbounds float, ptr %w, i64 %co
  %wv = load <32 x float>, ptr %wp, align 4
  %nv = fmul <32 x float> %cv, %invv
  %v = fmul <32 x float> %nv, %wv
  %qp = getelementptr inbounds i8, ptr %yr, i64 %co
  %dp = getelementptr inbounds float, ptr %yd, i64 %c
  %so = mul i64 %c, 2
  %sp = getelementptr inbounds float, ptr %ys, i64 %so
  %qb.ab = call <32 x float> @llvm.fabs.v32f32(<32 x float> %v)
  %qb.a16 = shufflevector <32 x float> %qb.ab, <32 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %qb.b16 = shufflevector <32 x float> %qb.ab, <32 x float> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qb.c16 = fcmp ogt <16 x float> %qb.a16, %qb.b16
  %qb.m16 = select <16 x i1> %qb.c16, <16 x float> %qb.a16, <16 x float> %qb.b16
  %qb.a8 = shufflevector <16 x float> %qb.m16, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %qb.b8 = shufflevector <16 x float> %qb.m16, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %qb.c8 = fcmp ogt <8 x float> %qb.a8, %qb.b8
  %qb.m8 = select <8 x i1> %qb.c8, <8 x float> %qb.a8, <8 x float> %qb.b8
  %qb.a4 = shufflevector <8 x float> %qb.m8, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %qb.b4 = shufflevector <8 x float> %qb.m8, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %qb.c4 = fcmp ogt <4 x float> %qb.a4, %qb.b4
  %qb.m4 = select <4 x i1> %qb.c4, <4 x float> %qb.a4, <4 x float> %qb.b4
  %qb.a2 = shufflevector <4 x float> %qb.m4, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %qb.b2 = shufflevector <4 x float> %qb.m4, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %qb.c2 = fcmp ogt <2 x float> %qb.a2, %qb.b2
  %qb.m2 = select <2 x i1> %qb.c2, <2 x float> %qb.a2, <2 x float> %qb.b2
  %qb.a1 = shufflevector <2 x float> %qb.m2, <2 x float> poison, <1 x i32> <i32 0>
  %qb.b1 = shufflevector <2 x float> %qb.m2, <2 x float> poison, <1 x i32> <i32 1>
  %qb.c1 = fcmp ogt <1 x float> %qb.a1, %qb.b1
  %qb.m1 = select <1 x i1> %qb.c1, <1 x float> %qb.a1, <1 x float> %qb.b1
  %qb.amax = extractelement <1 x float> %qb.m1, i64 0
  %qb.d = fdiv float %qb.amax, 127.0
  %qb.nz = fcmp ogt float %qb.amax, 0.0
  %qb.inv = fdiv float 127.0, %qb.amax
  %qb.is = select i1 %qb.nz, float %qb.inv, float 0.0
  %qb.isv.i = insertelement <32 x float> poison, float %qb.is, i64 0
  %qb.isv = shufflevector <32 x float> %qb.isv.i, <32 x float> poison, <32 x i32> zeroinitializer
  %qb.sc = fmul <32 x float> %v, %qb.isv
  %qb.r1 = fadd <32 x float> %qb.sc, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %qb.r = fsub <32 x float> %qb.r1, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %qb.qi = fptosi <32 x float> %qb.r to <32 x i32>
  %qb.q = trunc <32 x i32> %qb.qi to <32 x i8>
  store <32 x i8> %qb.q, ptr %qp, align 1
  store float %qb.d, ptr %dp, align 4
  %qb.qa = shufflevector <32 x i32> %qb.qi, <32 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %qb.qb = shufflevector <32 x i32> %qb.qi, <32 x i32> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %qb.sa = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %qb.qa)
  %qb.sb = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %qb.qb)
  %qb.fa = sitofp i32 %qb.sa to float
  %qb.fb = sitofp i32 %qb.sb to float
  %qb.s0 = fmul float %qb.d, %qb.fa
  %qb.s1 = fmul float %qb.d, %qb.fb
  store float %qb.s0, ptr %sp, align 4
  %qb.sp1 = getelementptr inbounds float, ptr %sp, i64 1
  store float %qb.s1, ptr %qb.sp1, align 4
  %c.next = add i64 %c, 1
  %c.more = icmp ult i64 %c.next, 112
  br i1 %c.more, label %out, label %item.next

item.next:
  %it.next = add i64 %it, 1
  %more = icmp slt i64 %it.next, %end
  br i1 %more, label %item, label %done

done:
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64" "target-features"="" }
