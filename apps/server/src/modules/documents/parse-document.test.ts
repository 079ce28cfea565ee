import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx, makeLayoutPdf } from '#src/platform/documents/document-fixtures.js';
import { makeLinkedinPdf, sampleLinkedinTruth } from '#src/platform/documents/linkedin-fixtures.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { parseDocument } from './parse-document.service.js';
import { guessName, mergeProfiles, PARSER_VERSION, splitName } from './profile/read-profile.js';

const cvLines = [
  'TOMÁS O’BRIEN',
  'Platform Engineer',
  'tomas.obrien@mail.example · +1 (415) 555-2671 · linkedin.com/in/tomas-obrien',
  'Experience',
  'Platform Engineer at Initech (2021 - Present)',
  'Site Reliability Engineer at Globex (2018 - 2021)',
  'Skills: Kubernetes, Terraform, Go',
];

describe('reading without a model', () => {
  it('guesses the name a CV starts with, skipping headings', () => {
    expect(guessName('Curriculum Vitae\nANNA-LENA SCHMIDT\nBerlin')).toBe('Anna-Lena Schmidt');
    expect(guessName('Jane Doe | Data Scientist\njane@example.com')).toBe('Jane Doe');
    expect(guessName('jane@example.com\n+44 7911 123456')).toBeNull();
    expect(splitName('Maria Garcia Lopez')).toEqual({ first_name: 'Maria', last_name: 'Garcia Lopez' });
    expect(splitName('Cher')).toEqual({ first_name: 'Cher', last_name: null });
  });

  it("keeps the text's contact details over the model's", () => {
    const model = {
      basics: {
        name: 'Tomás O’Brien',
        label: 'Platform Engineer',
        email: 'wrong@model.example',
        phone: '+1 000',
        url: null,
        linkedin_url: null,
        location: 'San Francisco',
        summary: null,
      },
      work: [],
      education: [],
      skills: [],
      languages: [],
      certificates: [],
    };
    const deterministic = {
      ...model,
      basics: {
        ...model.basics,
        name: 'Guess',
        email: 'tomas@mail.example',
        phone: '+1 415 555 2671',
        location: null,
      },
    };
    expect(mergeProfiles(model, deterministic).basics).toMatchObject({
      name: 'Tomás O’Brien',
      email: 'tomas@mail.example',
      phone: '+1 415 555 2671',
      location: 'San Francisco',
    });
  });
});

describe('parseDocument', () => {
  let mock: MockLlm;
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    mock = await startMockLlm();
    ctx = await createTestContext({ mockLlmUrl: mock.baseURL });
    user = await createOrganisationUser(ctx, { domain: 'parse.test' });
  });
  afterAll(async () => {
    await ctx?.close();
    await mock?.close();
  });

  const parse = (bytes: Uint8Array) => parseDocument({ db: ctx.db, ai: ctx.app.ai, caller: user, bytes });

  it('reads a CV with the model, the contact details from the text winning', async () => {
    mock.script({
      match: { task: 'extract-cv-profile' },
      json: {
        basics: {
          name: 'Tomás O’Brien',
          label: 'Platform Engineer',
          email: 'tomas@model-made.example',
          phone: null,
          url: null,
          linkedin_url: null,
          location: 'San Francisco, CA',
          summary: null,
        },
        work: [
          {
            name: 'Initech',
            position: 'Platform Engineer',
            location: null,
            startDate: '2021',
            endDate: null,
            current: true,
            summary: null,
          },
        ],
        education: [],
        skills: [{ name: 'Kubernetes' }],
        languages: [],
        certificates: [],
      },
    });
    const parsed = await parse(await makeDocx(cvLines));
    expect(parsed).toMatchObject({
      kind: 'docx',
      source: 'cv',
      parserVersion: PARSER_VERSION,
      aiError: null,
    });
    expect(parsed.profile.basics).toMatchObject({
      name: 'Tomás O’Brien',
      email: 'tomas.obrien@mail.example',
      phone: '+1 415 555 2671',
      linkedin_url: 'https://www.linkedin.com/in/tomas-obrien',
      location: 'San Francisco, CA',
    });
    expect(parsed.profile.work[0]).toMatchObject({ name: 'Initech', current: true });
    const sent = JSON.stringify(mock.requests({ task: 'extract-cv-profile' }).at(-1)?.messages);
    expect(sent).toContain('Site Reliability Engineer at Globex');
  }, 60_000);

  it('reads a LinkedIn export without calling the model', async () => {
    const before = mock.requests().length;
    const parsed = await parse(await makeLinkedinPdf(sampleLinkedinTruth));
    expect(parsed.source).toBe('linkedin');
    expect(parsed.profile.basics.name).toBe('Maria Garcia Lopez');
    expect(parsed.profile.work).toHaveLength(3);
    expect(mock.requests()).toHaveLength(before);
  }, 60_000);

  it('keeps what the text says when the model cannot read it', async () => {
    mock.script({ match: { task: 'extract-cv-profile' }, status: 401, message: 'bad key' });
    const parsed = await parse(
      await makeLayoutPdf([cvLines.map((text, i) => ({ text, x: 50, y: 50 + i * 16 }))]),
    );
    expect(parsed.aiError).toEqual(expect.any(String));
    expect(parsed.profile.basics).toMatchObject({
      name: 'Tomás O’Brien',
      email: 'tomas.obrien@mail.example',
    });
  }, 60_000);

  it("gets a profile from the mock's own reading of a plain CV (what tests and the demo upload)", async () => {
    const parsed = await parse(Buffer.from(cvLines.join('\n')));
    expect(parsed.aiError).toBeNull();
    expect(parsed.profile.work.map((w) => [w.position, w.name, w.startDate, w.current])).toEqual([
      ['Platform Engineer', 'Initech', '2021', true],
      ['Site Reliability Engineer', 'Globex', '2018', false],
    ]);
    expect(parsed.profile.skills.map((s) => s.name)).toEqual(['Kubernetes', 'Terraform', 'Go']);
  }, 60_000);

  it('refuses a file without text', async () => {
    await expect(parse(Buffer.from('   \n  '))).rejects.toThrow('No text could be read from this file.');
  });
});
