import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createJob, createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { htmlToBlocks } from './html-blocks.js';
import { pdfSections, renderJobPdf } from './job-pdf.js';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const introHtml =
  '<p>At <strong>Brightledger</strong> we build <em>payments</em> software.</p>' +
  '<ul><li>Profitable since 2024</li><li>Read <a href="https://example.com/about">our story</a></li></ul>' +
  '<script>alert(1)</script><p>Apply <u>today</u>.</p>';

describe('htmlToBlocks', () => {
  it('keeps paragraphs, lists, bold, italic, underline and safe links, and drops scripts', () => {
    const blocks = htmlToBlocks(introHtml);
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'item', 'item', 'paragraph']);
    expect(blocks[0]!.runs).toEqual([
      { text: 'At ', bold: false, italic: false, underline: false, link: null },
      { text: 'Brightledger', bold: true, italic: false, underline: false, link: null },
      { text: ' we build ', bold: false, italic: false, underline: false, link: null },
      { text: 'payments', bold: false, italic: true, underline: false, link: null },
      { text: ' software.', bold: false, italic: false, underline: false, link: null },
    ]);
    expect(blocks[2]!.runs.find((r) => r.link)).toMatchObject({
      text: 'our story',
      link: 'https://example.com/about',
    });
    expect(blocks[3]!.runs[1]).toMatchObject({ text: 'today', underline: true });
    expect(JSON.stringify(blocks)).not.toContain('alert');
    const unsafe = htmlToBlocks('<a href="javascript:alert(1)">x</a><ol><li>one</li><li>two</li></ol>');
    expect(unsafe[0]!.runs[0]!.link).toBeNull();
    expect(unsafe.slice(1).map((b) => b.number)).toEqual([1, 2]);
  });
});

describe('renderJobPdf', () => {
  it('writes every section heading and item, a dash for empty text, and omits empty lists', async () => {
    const pdf = await renderJobPdf({
      title: 'Senior Product Manager',
      companyName: 'Brightledger',
      location: 'London',
      introHtml,
      mission: '',
      responsibilities: ['Own the payments roadmap', 'Lead the instant payouts launch'],
      requirements: ['5+ years in product management'],
      niceToHave: ['Card scheme experience'],
      benefits: [],
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const s of [
      'Senior Product Manager',
      'Brightledger · London',
      pdfSections.intro,
      'At Brightledger we build payments software.',
      'Profitable since 2024',
      'our story',
      pdfSections.mission,
      pdfSections.responsibilities,
      'Own the payments roadmap',
      'Lead the instant payouts launch',
      pdfSections.requirements,
      '5+ years in product management',
      pdfSections.niceToHave,
      'Card scheme experience',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).toMatch(/Role Mission\s*-\s*Role Responsibilities/);
    expect(text).not.toContain(pdfSections.benefits);
    expect(text).not.toContain('alert');
  });
});

describe('PDF routes', () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    user = await createOrganisationUser(ctx, { domain: 'pdf.test' });
  });
  afterAll(async () => ctx?.close());

  it('POST /api/pdf/job-description answers a PDF of the body', async () => {
    const res = await ctx.call('POST', '/api/pdf/job-description', {
      cookie: user.cookie,
      body: {
        title: 'Data Engineer',
        companyName: 'Northwind',
        location: 'Leeds',
        introHtml: '<p>Hello</p>',
        mission: 'Own the pipelines.',
        responsibilities: ['Build dbt models'],
        requirements: ['Python'],
        niceToHave: ['Airflow'],
        benefits: ['Pension'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Data Engineer.pdf');
    const text = await pdfText(res.rawPayload);
    for (const s of [
      'Own the pipelines.',
      'Build dbt models',
      'Python',
      'Airflow',
      pdfSections.benefits,
      'Pension',
    ]) {
      expect(text).toContain(s);
    }
  });

  it("GET /api/jobs/:id/pdf exports a saved job with its company's introduction", async () => {
    const company = await createCompany(ctx, user, {
      name: 'Northwind',
      job_spec_intro: '<p>We move <b>freight</b>.</p>',
    });
    const jobId = await createJob(ctx, user, {
      title: 'Analyst',
      company_id: company.id,
      jd_requirements: ['SQL'],
    });
    const res = await ctx.call('GET', `/api/jobs/${jobId}/pdf`, { cookie: user.cookie });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('We move freight.');
    expect(text).toContain('SQL');
    expect(res.headers['content-disposition']).toContain('Analyst.pdf');
  });
});
