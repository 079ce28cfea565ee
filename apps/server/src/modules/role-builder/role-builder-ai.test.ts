import { parseDescriptionText, roleBuilderMessages, roleDescriptionResult } from '@rw/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createCompany, createOrganisationUser, type TestUser, uniqueDomain } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { description, form, framesOf } from './role-builder-fixtures.js';

let mock: MockLlm;
let ctx: TestContext;
let alice: TestUser;
let mallory: TestUser;
let companyId: string;

beforeAll(async () => {
  mock = await startMockLlm();
  ctx = await createTestContext({ mockLlmUrl: mock.baseURL });
  alice = await createOrganisationUser(ctx, { domain: uniqueDomain('roles-ai') });
  mallory = await createOrganisationUser(ctx, { domain: uniqueDomain('other') });
  companyId = (
    await createCompany(ctx, alice, {
      name: 'Ledgerly',
      tone_of_voice_instructions: 'Short sentences. Speak to the reader as "you".',
      company_benefits: ['Pension', 'Learning budget'],
    })
  ).id;
});
afterAll(async () => {
  await ctx.close();
  await mock.close();
});
beforeEach(() => mock.reset());

const json = { accept: 'application/json' };
const post = (user: TestUser, url: string, body: unknown, headers: Record<string, string> = json) =>
  ctx.call('POST', url, { cookie: user.cookie, body, headers });
const prompt = (task: string) =>
  mock
    .requests({ task })[0]!
    .messages.map((m) => m.content)
    .join('\n\n');

describe('POST /api/role-builder/description', () => {
  it("streams the description written from the answers in the company's tone, then its structure", async () => {
    const res = await post(alice, '/api/role-builder/description', form(companyId), {
      accept: 'text/event-stream',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const frames = framesOf(res.body);
    const deltas = frames.filter((f) => f.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const done = frames.at(-1)!;
    expect(done.event).toBe('done');
    const result = roleDescriptionResult.parse(done.data);
    expect(result.text).toBe(
      deltas
        .map((d) => (d.data as { text: string }).text)
        .join('')
        .trim(),
    );
    expect(parseDescriptionText(result.text)).toEqual(result.description);
    expect(result.description.requirements).toEqual(['Experience with Go', 'Experience with PostgreSQL']);
    expect(result.description.benefits).toEqual(['Pension', 'Learning budget']);
    const sent = prompt('role-description');
    expect(sent).toContain('Job title: Payments Engineer');
    expect(sent).toContain(
      '<tone_of_voice>\nShort sentences. Speak to the reader as "you".\n</tone_of_voice>',
    );
    expect(sent).toContain(
      '<company_description>\nWe build calm software for clinics.\n</company_description>',
    );
    expect(sent).toContain('<q5>\nWhich skills are must-haves?\nGo\nPostgreSQL\n</q5>');
    expect(sent).toContain('<q3>\nWho is on the team, and who does the role report to?\nnot answered\n</q3>');
    expect(mock.requests({ task: 'role-description' })[0]!.stream).toBe(true);
  });

  it('answers in one piece with Accept: application/json', async () => {
    const res = await post(alice, '/api/role-builder/description', form(companyId));
    expect(res.statusCode).toBe(200);
    expect(res.json().description.role_mission).toContain('As Payments Engineer at Ledgerly');
  });

  it('says when the text has no readable structure', async () => {
    mock.script({ match: { task: 'role-description' }, content: 'I would rather write a poem.' });
    const res = await post(alice, '/api/role-builder/description', form(companyId));
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(roleBuilderMessages.descriptionUnreadable);
  });

  it('needs a title and a company of the organisation, before any model call', async () => {
    const blank = await post(alice, '/api/role-builder/description', { ...form(companyId), title: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Please fill in the job title and company name');
    const theirs = await post(mallory, '/api/role-builder/description', form(companyId));
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().error.message).toBe('Please fill in the job title and company name');
    expect(mock.requests()).toHaveLength(0);
  });

  it("reports the AI provider's failure with what happened", async () => {
    mock.script(
      [1, 2, 3].map(() => ({ match: { task: 'role-description' }, status: 401, message: 'bad key' })),
    );
    const res = await post(alice, '/api/role-builder/description', form(companyId));
    expect(res.statusCode).toBe(503);
    expect(res.json().error.details.detail).toBeTruthy();
  });
});

describe('POST /api/role-builder/criteria', () => {
  it('generates 3-5 criteria from the requirements, checkable from a CV or in an interview, on the 0-100 bands', async () => {
    const res = await post(alice, '/api/role-builder/criteria', {
      title: 'Payments Engineer',
      company_id: companyId,
      description,
    });
    expect(res.statusCode).toBe(200);
    const { criteria } = res.json();
    expect(criteria.length).toBeGreaterThanOrEqual(3);
    expect(criteria.length).toBeLessThanOrEqual(5);
    expect(criteria[0].title).toBe('Five years of Go');
    for (const c of criteria) {
      expect(['cv', 'interview', 'both']).toContain(c.evidence);
      expect(c.rubric.map((r: { min: number; max: number }) => `${r.min}-${r.max}`)).toEqual([
        '0-20',
        '21-40',
        '41-60',
        '61-80',
        '81-100',
      ]);
    }
    expect(prompt('role-criteria')).toContain(
      '<requirements>\n- Five years of Go\n- PostgreSQL in production\n</requirements>',
    );
  });
});
