import os from 'node:os';
import { ApiClient } from '../lib/api.js';
import { argValue, int, printTable, Results, secs } from '../lib/report.js';
import { type BenchServer, startServer } from '../lib/server.js';
import {
  formatTrainerFigure,
  type MockLlm,
  sampleCompanies,
  sampleTrainerCsv,
  sampleTrainerSet,
  startMockLlm,
  type TrainerRun,
} from '../lib/server-modules.js';

/*
 * bench:trainer: a Data Trainer run (docs/product/data-trainer.md#training) on a hand-scored set of 40
 * candidates (trainer-sample-set.ts: a recruiter whose preference the built-in scoring instructions do not
 * know), against the project's mock provider, whose scores follow the instructions' wording and whose
 * optimiser learns from the disagreements (docs/product/data-trainer.md#the-mock). Through the API of the real
 * server on the embedded database: the company descriptions imported into the dataset, the CSV uploaded, each
 * hand score saved, 'Start Training', the run polled until it ends. Prints the iteration table and the
 * held-out Spearman of the best instructions against the starting ones' (target: +0.2 within 5 iterations).
 *
 * Options: --candidates=40.
 */

const argv = process.argv.slice(2);
const CANDIDATES = Number(argValue(argv, 'candidates', '40'));
const job = {
  jobTitle: 'Senior Payments Engineer',
  roleSummary: 'Build card payment services in Go for online merchants.',
  metric: 'spearman',
  improvementThreshold: 0.02,
};

/** What an iteration's instructions add to the starting ones: the terms on their new lines, in quotes. */
function changed(prompt: string, base: string): string {
  const baseLines = new Set(base.split('\n'));
  const added = prompt.split('\n').filter((l) => !baseLines.has(l));
  if (added.length === 0) return '(the starting instructions)';
  return added
    .map((l) => {
      const terms = [...l.matchAll(/"([^"]+)"/g)].map((m) => m[1]).join(', ');
      const label = /values less/.test(l) ? 'valued less' : /values/.test(l) ? 'valued' : 'added';
      return terms ? `${label}: ${terms}` : `${label}: ${l.slice(0, 60)}`;
    })
    .join('; ');
}

async function train(api: ApiClient, mock: MockLlm, out: Results) {
  await api.expect('POST', '/api/cv-sorter/company-dataset/import', 200, sampleCompanies);
  const set = sampleTrainerSet(CANDIDATES);
  const uploaded = await api.upload<{ candidates: { id: string; name: string }[] }>(
    '/api/data-trainer/candidates',
    Buffer.from(sampleTrainerCsv(set)),
    'trainer.csv',
  );
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
  for (const c of uploaded.body.candidates) {
    const scores = set.find((s) => s.name === c.name)?.scores;
    await api.expect('PUT', `/api/data-trainer/candidates/${c.id}/scores`, 200, { scores });
  }
  mock.reset();
  const started = performance.now();
  let run = await api.expect<TrainerRun>('POST', '/api/data-trainer/runs', 202, job);
  while (run.status === 'queued' || run.status === 'running') {
    await new Promise((r) => setTimeout(r, 250));
    run = await api.expect<TrainerRun>('GET', `/api/data-trainer/runs/${run.id}`, 200);
    if (performance.now() - started > 10 * 60_000) throw new Error('training still unfinished after 10 min');
  }
  const ms = performance.now() - started;
  const base = run.iterations[0]?.prompt ?? '';
  printTable(
    `Iterations (${run.trainingCount} training, ${run.heldOutCount} held out; metric ${run.metric})`,
    run.iterations.map((it) => ({
      metric: `${it.iteration}${it.iteration === run.bestIteration ? ' (best)' : ''}`,
      figure: `${formatTrainerFigure(it.similarity)}  ${formatTrainerFigure(it.improvement)}`,
      target: it.error ?? changed(it.prompt, base),
    })),
  );
  const first = run.iterations[0]?.similarity ?? null;
  const gain =
    run.heldOutSimilarity !== null && run.heldOutBaselineSimilarity !== null
      ? run.heldOutSimilarity - run.heldOutBaselineSimilarity
      : null;
  const calls = mock.requests().filter((r) => r.path === '/chat/completions').length;
  out.push(
    {
      metric: 'run status / iterations',
      figure: `${run.status} / ${run.iterations.length}`,
      target: 'completed / <= 5',
      pass: run.status === 'completed' && run.iterations.length <= 5,
    },
    {
      metric: 'training Spearman: starting instructions → best',
      figure: `${formatTrainerFigure(first)} → ${formatTrainerFigure(run.trainingSimilarity)}`,
      target: '',
    },
    {
      metric: 'held-out Spearman: starting instructions → best',
      figure: `${formatTrainerFigure(run.heldOutBaselineSimilarity)} → ${formatTrainerFigure(run.heldOutSimilarity)}`,
      target: '',
    },
    {
      metric: 'held-out gain over the starting instructions',
      figure: formatTrainerFigure(gain),
      target: '>= +0.200',
      pass: gain !== null && gain >= 0.2,
    },
    { metric: 'model calls (scoring and optimiser)', figure: int(calls), target: '' },
    { metric: "wall, 'Start Training' to done", figure: secs(ms), target: '' },
  );
}

async function main() {
  const out = new Results();
  const mock = await startMockLlm();
  let server: BenchServer | undefined;
  try {
    server = await startServer({
      env: { OPENAI_API_KEY: 'sk-bench-server', OPENAI_BASE_URL: mock.baseURL, TRUST_PROXY: 'true' },
    });
    const api = new ApiClient(server.url, '', true);
    await api.signIn();
    await train(api, mock, out);
  } catch (err) {
    console.error(err instanceof Error ? err.stack : err);
    out.push({ metric: 'bench', figure: `failed: ${String(err).slice(0, 140)}`, target: '', pass: false });
  } finally {
    await server?.stop();
    await mock.close();
  }
  printTable(
    `bench:trainer — ${int(CANDIDATES)} hand-scored candidates, mock provider, embedded database ` +
      `(load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
    out.rows,
  );
}

await main();
