import { afterAll, describe, expect, it } from 'vitest';
import { makeLayoutPdf } from '#src/platform/documents/document-fixtures.js';
import { closeDocumentParsers, extractDocumentText } from '#src/platform/documents/extract-text.js';
import { makeLinkedinPdf, sampleLinkedinTruth } from '#src/platform/documents/linkedin-fixtures.js';
import { parseLinkedinProfile } from './linkedin-profile.js';
import { profileDateOf } from './profile-dates.js';

afterAll(closeDocumentParsers);

describe('LinkedIn profile export', () => {
  it('reads the sidebar and the main column of a two-page export', async () => {
    const { pages, text } = await extractDocumentText({ bytes: await makeLinkedinPdf(sampleLinkedinTruth) });
    expect(pages).toHaveLength(2);
    expect(text).toContain('Page 1 of 2');
    const profile = parseLinkedinProfile(pages!);
    expect(profile?.basics).toEqual({
      name: 'Maria Garcia Lopez',
      label: 'Senior Data Engineer at Northwind Logistics | Python, dbt, Airflow',
      email: 'maria.garcia@example.com',
      phone: '+44 7911 123456',
      url: 'https://mariagarcia.dev',
      linkedin_url: 'https://www.linkedin.com/in/maria-garcia-lopez-4b2a1',
      location: 'Leeds, England, United Kingdom',
      summary:
        'Data engineer who builds the pipelines logistics teams rely on.\nEight years of Python, five of them on warehouse data.',
    });
    expect(profile?.skills).toEqual([{ name: 'Apache Airflow' }, { name: 'dbt' }, { name: 'Python' }]);
    expect(profile?.languages).toEqual([
      { language: 'English', fluency: 'Full Professional' },
      { language: 'Spanish', fluency: 'Native or Bilingual' },
    ]);
    expect(profile?.certificates).toEqual([{ name: 'Google Cloud Professional Data Engineer' }]);
    expect(profile?.work.map(({ summary, ...w }) => w)).toEqual([
      {
        name: 'Northwind Logistics',
        position: 'Senior Data Engineer',
        location: 'Leeds, England, United Kingdom',
        startDate: '2022-03',
        endDate: null,
        current: true,
      },
      {
        name: 'Northwind Logistics',
        position: 'Data Engineer',
        location: null,
        startDate: '2020-08',
        endDate: '2022-02',
        current: false,
      },
      {
        name: 'Contoso Retail',
        position: 'Business Intelligence Developer',
        location: 'Manchester, United Kingdom',
        startDate: '2016-09',
        endDate: '2020-07',
        current: false,
      },
    ]);
    expect(profile?.work[0]?.summary).toBe(
      'Own the ingestion pipelines in Python and dbt.\nCut the nightly load from 6 h to 40 min.',
    );
    // The last position's description runs over the page break; the footer is not part of it.
    expect(profile?.work[2]?.summary?.split('\n')).toHaveLength(30);
    expect(profile?.education).toEqual([
      {
        institution: 'University of Leeds',
        studyType: 'Master of Science - MS',
        area: 'Data Science',
        startDate: '2015',
        endDate: '2016',
      },
      {
        institution: 'Universidad de Sevilla',
        studyType: 'Bachelor of Science - BS',
        area: 'Mathematics',
        startDate: '2011',
        endDate: '2015',
      },
    ]);
  }, 60_000);

  it('is not taken for any two-column PDF', async () => {
    const cv = await makeLayoutPdf([
      [
        { text: 'Contact', x: 30, y: 40 },
        ...['a@example.com', 'Skills', 'Go', 'Rust', 'SQL'].map((text, i) => ({
          text,
          x: 30,
          y: 60 + i * 14,
        })),
        ...['Jane Doe', 'Experience', 'Acme', 'Engineer', '2019 - 2021', 'Built things.'].map((text, i) => ({
          text,
          x: 220,
          y: 40 + i * 14,
        })),
      ],
    ]);
    const { pages } = await extractDocumentText({ bytes: cv });
    // No 'Page N of M' footer: not LinkedIn's export.
    expect(parseLinkedinProfile(pages!)).toBeNull();
  }, 60_000);
});

describe('profile dates', () => {
  it('reads months, numeric and bare years', () => {
    expect(profileDateOf('January 2022')).toBe('2022-01');
    expect(profileDateOf('Sept. 2019')).toBe('2019-09');
    expect(profileDateOf('03/2021')).toBe('2021-03');
    expect(profileDateOf('2014')).toBe('2014');
    expect(profileDateOf('Present')).toBeNull();
  });
});
