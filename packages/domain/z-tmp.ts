import { z } from 'zod';
const s = z.object({ a: z.string().min(1, 'A req'), c: z.string(), st: z.string().optional().default('') })
  .superRefine((v, ctx) => { if (v.c === 'AU' && !v.st) ctx.addIssue({ code: 'custom', path: ['st'], message: 'st req' }); });
console.log(JSON.stringify(s.safeParse({ a: '', c: 'AU' }).error?.issues.map(i => i.message)));
const s2 = z.object({ a: z.string().min(1, 'A req'), c: z.string(), st: z.string().optional().default('') })
  .check(z.superRefine((v, ctx) => { if (v.c === 'AU' && !v.st) ctx.addIssue({ code: 'custom', path: ['st'], message: 'st req' }); }));
console.log(JSON.stringify(s2.safeParse({ a: '', c: 'AU' }).error?.issues.map(i => i.message)));
const s3 = z.object({ a: z.string().min(1, 'A req'), c: z.string(), st: z.string().optional().default('') })
  .refine((v) => !(v.c === 'AU' && !v.st), { path: ['st'], message: 'st req', when: (p) => true });
console.log(JSON.stringify(s3.safeParse({ a: '', c: 'AU' }).error?.issues.map(i => i.message)));
