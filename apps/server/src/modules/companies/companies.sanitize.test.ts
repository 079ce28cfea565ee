import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { sanitizeRichText } from './rich-text.js';

/** The XSS vectors of fixtures/xss-vectors.txt (PayloadsAllTheThings subset; see its header). */
const vectors = fs
  .readFileSync(new URL('./fixtures/xss-vectors.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'));

/** Every start tag of the markup. Text is serialised with `<` escaped, so each literal `<` opens a tag. */
const tagsOf = (html: string) => html.match(/<[a-z][^>]*>/gi) ?? [];

/**
 * What stored rich text must never hold. `javascript:` and `on…=` are checked inside tags: as escaped
 * text (e.g. a polyglot's words kept as text) they are inert and shown as typed.
 */
function expectSafe(html: string | null) {
  if (html === null) return;
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<(?:iframe|object|embed|style|frame|frameset|svg|math|img|base|meta|link)\b/i);
  for (const tag of tagsOf(html)) {
    expect(tag).not.toMatch(/\son\w+\s*=/i);
    expect(tag).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(tag).not.toMatch(/\sstyle\s*=/i);
  }
}

describe('rich text sanitiser', () => {
  it('has a representative set of vectors', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(60);
  });

  it.each(vectors.map((v, i) => [i + 1, v]))('neutralises vector %i', async (_i, vector) => {
    expectSafe(await sanitizeRichText(vector));
  });

  it('keeps the allowed formatting and makes every link open safely in a new tab', async () => {
    const html =
      '<h2>About</h2><p><strong>Bold</strong>, <b>b</b>, <em>em</em>, <i>i</i>, <u>u</u><br></p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><h3>x</h3><h4>y</h4>' +
      '<p><a href="https://acme.com" target="_self" rel="opener">web</a> <a href="mailto:hr@acme.com">mail</a></p>';
    expect(await sanitizeRichText(html)).toBe(
      '<h2>About</h2><p><strong>Bold</strong>, <b>b</b>, <em>em</em>, <i>i</i>, <u>u</u><br></p>' +
        '<ul><li>One</li></ul><ol><li>Two</li></ol><h3>x</h3><h4>y</h4>' +
        '<p><a href="https://acme.com" target="_blank" rel="noopener noreferrer">web</a> ' +
        '<a href="mailto:hr@acme.com" target="_blank" rel="noopener noreferrer">mail</a></p>',
    );
  });

  it('drops links to other schemes and relative paths but keeps their text', async () => {
    expect(await sanitizeRichText('<p><a href="/admin">in</a><a href="ftp://x.test/f">ftp</a></p>')).toBe(
      '<p><a target="_blank" rel="noopener noreferrer">in</a><a target="_blank" rel="noopener noreferrer">ftp</a></p>',
    );
  });

  it('stores an empty editor as null', async () => {
    expect(await sanitizeRichText('<p></p>')).toBeNull();
    expect(await sanitizeRichText('<p> <br> </p><script>x</script>')).toBeNull();
    expect(await sanitizeRichText(undefined)).toBeNull();
  });
});

describe('rich text through the API', () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    user = await createOrganisationUser(ctx);
  });
  afterAll(async () => ctx.close());

  it('stores description and job specification introduction sanitised, on create and update', async () => {
    const half = Math.ceil(vectors.length / 2);
    const description = `<p>Intro</p>${vectors.slice(0, half).join('\n')}`;
    const jobSpecIntro = `<p>Intro</p>${vectors.slice(half).join('\n')}`;
    const created = await ctx.call('POST', '/api/companies', {
      cookie: user.cookie,
      body: {
        name: 'XSS Co',
        description,
        job_spec_intro: jobSpecIntro,
      },
    });
    expect(created.statusCode).toBe(201);
    expectSafe(created.json().description);
    expectSafe(created.json().job_spec_intro);
    expect(created.json().description).toContain('<p>Intro</p>');

    const updated = await ctx.call('PATCH', `/api/companies/${created.json().id}`, {
      cookie: user.cookie,
      body: {
        description: jobSpecIntro,
        job_spec_intro: description,
      },
    });
    expectSafe(updated.json().description);
    expectSafe(updated.json().job_spec_intro);
    const stored = await ctx.call('GET', `/api/companies/${created.json().id}`, { cookie: user.cookie });
    expect(stored.json().description).toBe(updated.json().description);
  });
});
