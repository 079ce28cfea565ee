import { makeLayoutPdf, type PlacedText } from '#src/platform/documents/document-fixtures.js';

/*
 * LinkedIn 'Save to PDF' exports made from known truth, for tests (and a bench): the export's layout and
 * type sizes — a 150 pt sidebar (headings 13 pt, entries 10.5 pt), the main column from x = 220 (name 26 pt,
 * headline 12 pt, location 10.5 pt, section headings 15.75 pt, employer 12 pt, title 11.5 pt, dates,
 * location and description 10.5 pt), 'Page N of M' centred at the foot of every page.
 */

export type LinkedinTruth = {
  name: string;
  headline: string[];
  location: string;
  contact: string[];
  skills: string[];
  languages: string[];
  certifications: string[];
  summary: string[];
  /** Employers, each with one or more positions (a total duration line when more than one). */
  experience: {
    company: string;
    total?: string;
    positions: { title: string; dates: string; location?: string; description?: string[] }[];
  }[];
  education: { school: string; details: string }[];
};

const PAGE_BOTTOM = 730;

/** A LinkedIn profile export of `truth`, as LinkedIn lays it out, over as many pages as it needs. */
export async function makeLinkedinPdf(truth: LinkedinTruth): Promise<Buffer> {
  const pages: PlacedText[][] = [[]];
  const side: PlacedText[] = [];
  let sideY = 40;
  // The sidebar wraps an entry longer than it is wide at a word, its second line closer than the next entry.
  const sideLine = (text: string, size: number, gap = 4) => {
    const wrapAt = text.length > 30 ? text.lastIndexOf(' ', 30) : -1;
    const parts = wrapAt > 0 ? [text.slice(0, wrapAt), text.slice(wrapAt + 1)] : [text];
    parts.forEach((part, i) => {
      side.push({ text: part, x: 30, y: sideY, size, width: 400 });
      sideY += i < parts.length - 1 ? size * 1.15 : size + gap;
    });
  };
  const block = (heading: string, lines: string[]) => {
    if (lines.length === 0) return;
    sideY += 6;
    sideLine(heading, 13, 8);
    for (const l of lines) sideLine(l, 10.5);
  };
  block('Contact', truth.contact);
  block('Top Skills', truth.skills);
  block('Languages', truth.languages);
  block('Certifications', truth.certifications);
  pages[0]!.push(...side);

  let y = 40;
  const main = (text: string, size: number, gap = 4) => {
    if (y + size > PAGE_BOTTOM) {
      pages.push([]);
      y = 40;
    }
    pages.at(-1)!.push({ text, x: 220, y, size, width: 600 });
    y += size + gap;
  };
  main(truth.name, 26, 8);
  for (const l of truth.headline) main(l, 12);
  main(truth.location, 10.5, 14);
  if (truth.summary.length > 0) {
    main('Summary', 15.75, 8);
    for (const l of truth.summary) main(l, 10.5);
    y += 10;
  }
  main('Experience', 15.75, 8);
  for (const employer of truth.experience) {
    main(employer.company, 12);
    if (employer.total) main(employer.total, 10.5);
    for (const p of employer.positions) {
      main(p.title, 11.5);
      main(p.dates, 10.5);
      if (p.location) main(p.location, 10.5);
      for (const d of p.description ?? []) main(d, 10.5);
      y += 6;
    }
    y += 6;
  }
  if (truth.education.length > 0) {
    main('Education', 15.75, 8);
    for (const e of truth.education) {
      main(e.school, 12);
      main(e.details, 10.5, 10);
    }
  }
  const total = pages.length;
  pages.forEach((page, i) => {
    page.push({ text: `Page ${i + 1} of ${total}`, x: 280, y: 760, size: 9, width: 80 });
  });
  return makeLayoutPdf(pages);
}

/** A profile with two employers (one with two positions), two pages long. */
export const sampleLinkedinTruth: LinkedinTruth = {
  name: 'Maria Garcia Lopez',
  headline: ['Senior Data Engineer at Northwind Logistics | Python, dbt,', 'Airflow'],
  location: 'Leeds, England, United Kingdom',
  contact: [
    'maria.garcia@example.com',
    '+44 7911 123456 (Mobile)',
    'www.linkedin.com/in/maria-garcia-',
    'lopez-4b2a1 (LinkedIn)',
    'mariagarcia.dev (Personal)',
  ],
  skills: ['Apache Airflow', 'dbt', 'Python'],
  languages: ['English (Full Professional)', 'Spanish (Native or Bilingual)'],
  certifications: ['Google Cloud Professional Data Engineer'],
  summary: [
    'Data engineer who builds the pipelines logistics teams rely on.',
    'Eight years of Python, five of them on warehouse data.',
  ],
  experience: [
    {
      company: 'Northwind Logistics',
      total: '4 years 5 months',
      positions: [
        {
          title: 'Senior Data Engineer',
          dates: 'March 2022 - Present (2 years 10 months)',
          location: 'Leeds, England, United Kingdom',
          description: [
            'Own the ingestion pipelines in Python and dbt.',
            'Cut the nightly load from 6 h to 40 min.',
          ],
        },
        {
          title: 'Data Engineer',
          dates: 'August 2020 - February 2022 (1 year 7 months)',
          description: ['Moved the reports from cron scripts to Airflow.'],
        },
      ],
    },
    {
      company: 'Contoso Retail',
      positions: [
        {
          title: 'Business Intelligence Developer',
          dates: 'September 2016 - July 2020 (3 years 11 months)',
          location: 'Manchester, United Kingdom',
          description: Array.from({ length: 30 }, (_, i) => `Built report ${i + 1} for the stores team.`),
        },
      ],
    },
  ],
  education: [
    {
      school: 'University of Leeds',
      details: 'Master of Science - MS, Data Science · (2015 - 2016)',
    },
    {
      school: 'Universidad de Sevilla',
      details: 'Bachelor of Science - BS, Mathematics · (2011 - 2015)',
    },
  ],
};
