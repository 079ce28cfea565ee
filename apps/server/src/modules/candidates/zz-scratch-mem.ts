import { performance } from 'node:perf_hooks';
import { createJobsTestContext } from '#src/modules/jobs/jobs-test-context.js';
import { uniqueEmail } from '#src/test/harness.js';
import { createJob, generatedConnections, linkedinExport, multipartFile } from './fixtures/import-fixtures.js';

const n = Number(process.argv[2] ?? 100_000);
const ctx = await createJobsTestContext();
const user = await ctx.createUser({ email: uniqueEmail('bench.test') });
const jobId = await createJob(ctx, user, 'bench.test');
const file = Buffer.from(linkedinExport(generatedConnections(n)));
const { payload, contentType } = multipartFile('Connections.csv', file);
for (const round of ['first', 're-import']) {
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage();
  const max = { rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };
  const timer = setInterval(() => { const m = process.memoryUsage(); for (const k of Object.keys(max) as (keyof typeof max)[]) max[k] = Math.max(max[k], m[k]); }, 20);
  const t = performance.now();
  const res = await ctx.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/candidates/import?stage_id=glance`, headers: { cookie: user.cookie, 'content-type': contentType }, payload });
  clearInterval(timer);
  const mb = (v: number) => Math.round(v / 1e6);
  console.log(round, res.statusCode, res.json().messages?.at(-1), 'ms', Math.round(performance.now() - t), 'base', Object.fromEntries(Object.entries(base).map(([k, v]) => [k, mb(v)])), 'max', Object.fromEntries(Object.entries(max).map(([k, v]) => [k, mb(v)])));
}
await ctx.close();
