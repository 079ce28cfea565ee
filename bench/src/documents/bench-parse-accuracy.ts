import os from 'node:os';
import { printTable, type ResultRow } from '../lib/report.js';
import {
  closeDocumentParsers,
  defaultCounts,
  extractDocumentText,
  type FieldCount,
  type LabelledDocument,
  type Layout,
  layouts,
  makeLabelledSet,
  readDeterministic,
  scoreProfile,
} from '../lib/server-modules.js';

/*
 * bench:parse — the documents parser's field-level accuracy (docs/product/documents.md#accuracy) on a labelled
 * set made from known truth (apps/server/src/modules/documents/profile/labelled-set.ts): single-column,
 * two-column and table-layout PDFs, .docx, LinkedIn profile exports and scanned PDFs without a text layer
 * (OCR). Each document is read as an upload is (its text within the document limits, in the parsing process;
 * OCR for scans) and then without a model (contact details, LinkedIn's layout): the model's reading of free-form
 * CVs is not measured here. Prints precision and recall per field and layout, and the goals.
 *
 * Options: --seed=15, --scale=1 (documents per layout × scale).
 */

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);

type Tally = Map<string, FieldCount>;
const add = (tally: Tally, field: string, c: FieldCount) => {
  const t = tally.get(field) ?? { truth: 0, predicted: 0, correct: 0 };
  tally.set(field, {
    truth: t.truth + c.truth,
    predicted: t.predicted + c.predicted,
    correct: t.correct + c.correct,
  });
};
const precision = (c: FieldCount) => (c.predicted === 0 ? 1 : c.correct / c.predicted);
const recall = (c: FieldCount) => (c.truth === 0 ? 1 : c.correct / c.truth);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const CONTACT = ['email', 'phone', 'linkedin_url', 'website'];
const sum = (tally: Tally | undefined, fields: string[]) => {
  const out: Tally = new Map();
  for (const f of fields) {
    const c = tally?.get(f);
    if (c) add(out, 'all', c);
  }
  return out.get('all') ?? { truth: 0, predicted: 0, correct: 0 };
};

async function main() {
  const seed = arg('seed', 15);
  const scale = arg('scale', 1);
  console.log(`bench:parse — seed ${seed}, load ${os.loadavg()[0]?.toFixed(2)} on ${os.cpus().length} CPUs`);
  const started = performance.now();
  const counts = Object.fromEntries(
    layouts.map((l) => [l, Math.max(1, Math.round(defaultCounts[l] * scale))]),
  );
  const set: LabelledDocument[] = await makeLabelledSet({ seed, counts });
  console.log(`  ${set.length} documents made in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const byLayout = new Map<Layout, Tally>();
  const misses: string[] = [];
  const readMs: number[] = [];
  for (const doc of set) {
    const t0 = performance.now();
    const { text, pages, ocr } = await extractDocumentText({ bytes: doc.bytes });
    readMs.push(performance.now() - t0);
    const { profile } = readDeterministic(text, pages);
    const scores = scoreProfile(doc, profile);
    const tally = byLayout.get(doc.layout) ?? new Map();
    byLayout.set(doc.layout, tally);
    for (const [field, c] of Object.entries(scores)) {
      add(tally, field, c);
      if (c.correct < Math.max(c.truth, c.predicted) && field !== 'name')
        misses.push(`${doc.id}${ocr ? ' (OCR)' : ''} ${field}: ${JSON.stringify(c)}`);
    }
  }
  await closeDocumentParsers();

  const fields = ['email', 'phone', 'linkedin_url', 'website', 'name', 'employer', 'title', 'dates'];
  const rows: ResultRow[] = [];
  for (const layout of layouts) {
    const tally = byLayout.get(layout);
    for (const field of fields) {
      const c = tally?.get(field);
      if (!c) continue;
      rows.push({
        metric: `${layout} ${field} (${c.truth} in truth)`,
        figure: `P ${pct(precision(c))} / R ${pct(recall(c))}`,
        target: '',
      });
    }
  }
  printTable('Per layout and field: precision / recall', rows);

  const textLayouts = layouts.filter((l) => l !== 'scanned');
  const contact: Tally = new Map();
  for (const l of textLayouts) add(contact, 'all', sum(byLayout.get(l), CONTACT));
  const contactAll = contact.get('all')!;
  const linkedin = sum(byLayout.get('linkedin'), ['employer', 'title', 'dates']);
  const ocr = sum(byLayout.get('scanned'), CONTACT);
  const goal = (metric: string, c: FieldCount, target: number): ResultRow => ({
    metric,
    figure: `P ${pct(precision(c))} / R ${pct(recall(c))}`,
    target: `≥ ${target} %`,
    pass: precision(c) * 100 >= target && recall(c) * 100 >= target,
  });
  const goals = [
    goal('contact fields, documents with a text layer', contactAll, 98),
    goal('LinkedIn exports: employer, title, dates', linkedin, 95),
    goal('contact fields, scans (OCR)', ocr, 90),
  ];
  printTable('Goals', goals);
  const sorted = [...readMs].sort((a, b) => a - b);
  console.log(
    `  reading: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, slowest ${sorted.at(-1)?.toFixed(0)} ms (a scan's OCR)`,
  );
  if (misses.length) console.log(`\nMisses:\n  ${misses.join('\n  ')}`);
  if (goals.some((g) => !g.pass)) process.exitCode = 1;
}

await main();
