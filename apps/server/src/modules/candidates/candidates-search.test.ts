import { type CandidateListResponse, COUNT_CAP, candidateWriteMessages } from '@rw/core';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '#src/db/schema/index.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { listCandidates, type WalkBudget } from './candidates-search.queries.js';
import { indexedMatch, shortWordPieces } from './candidates-search.sql.js';

/*
 * GET /api/candidates: organisation scoping, the search semantics of
 * docs/product/candidates.md#candidates-list, keyset paging and the capped counts; and the search strategies
 * (date-order walk, trigram index) agreeing with a plain query.
 */

let ctx: TestContext;
let alice: TestUser; // acme.test
let mallory: TestUser; // rival.test
let bob: TestUser; // big.test: more than COUNT_CAP candidates

type Seed = Partial<typeof candidates.$inferInsert>;
async function seed(domain: string, rows: Seed[]) {
  const values = rows.map((r) => ({ createdByEmail: `importer@${domain}`, domain, ...r }));
  return ctx.db.insert(candidates).values(values).returning({ id: candidates.id });
}

const list = async (user: TestUser, query = '') => {
  const res = await ctx.call('GET', `/api/candidates${query}`, { cookie: user.cookie });
  expect(res.statusCode).toBe(200);
  return res.json() as CandidateListResponse;
};
const search = (user: TestUser, q: string, extra = '') => list(user, `?q=${encodeURIComponent(q)}${extra}`);
const names = (r: CandidateListResponse) => r.candidates.map((c) => `${c.first_name} ${c.last_name}`);

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createOrganisationUser(ctx, { domain: 'acme.test' });
  mallory = await createOrganisationUser(ctx, { domain: 'rival.test' });
  bob = await createOrganisationUser(ctx, { domain: 'big.test' });
  const t = (min: number) => new Date(Date.UTC(2025, 0, 1, 12, min));
  await seed('acme.test', [
    {
      firstName: 'Quentin',
      lastName: 'Zabrowski',
      email: 'QZ.Mail@Unique-Post.test',
      currentTitle: 'Harpsichordist',
      currentCompany: 'Vandelay Industries',
      location: 'Reykjavik, Iceland',
      createdAt: t(1),
    },
    { firstName: 'Ada', lastName: 'Lovelace', currentTitle: 'Growth 100% Remote', createdAt: t(2) },
    { firstName: 'Alan', lastName: 'Turing', currentTitle: 'Growth 100 percent', createdAt: t(3) },
    { firstName: 'Grace', lastName: 'Hopper', currentCompany: 'foo_bar ltd', createdAt: t(4) },
    { firstName: 'Edsger', lastName: 'Dijkstra', currentCompany: 'fooxbar ltd', createdAt: t(5) },
    { firstName: 'Barbara', lastName: 'Liskov', location: 'C:\\Users', createdAt: t(6) },
    { firstName: 'Zoë', lastName: 'Ångström', createdAt: t(7) },
    { firstName: 'Jane', lastName: 'Doe', email: 'jane@acme.test', createdAt: t(8) },
  ]);
  await seed('rival.test', [
    { firstName: 'Jane', lastName: 'Doe', email: 'jane@rival.test', currentTitle: 'Harpsichordist' },
    { firstName: 'Mallory', lastName: 'Spy', currentCompany: 'Vandelay Industries' },
  ]);
  // 1,100 candidates of big.test in one statement; every tenth is a 'Pilot', three are 'Astronaut'.
  await ctx.db.execute(sql`
    insert into candidates (first_name, last_name, email, current_title, created_by_email, domain, created_at)
    select 'Bulk', 'Person' || g, 'bulk' || g || '@big.test',
      case when g in (7, 512, 1001) then 'Astronaut' when g % 10 = 0 then 'Pilot' else 'Clerk' end,
      'importer@big.test', 'big.test', timestamptz '2024-01-01' + (g / 3) * interval '1 minute'
    from generate_series(1, 1100) g`);
});
afterAll(async () => ctx?.close());

describe('GET /api/candidates', () => {
  it('needs a session', async () => {
    expect((await ctx.call('GET', '/api/candidates')).statusCode).toBe(401);
  });

  it("lists only the caller's organisation, newest added first, with counts", async () => {
    const r = await list(alice);
    expect(names(r)).toEqual([
      'Jane Doe',
      'Zoë Ångström',
      'Barbara Liskov',
      'Edsger Dijkstra',
      'Grace Hopper',
      'Alan Turing',
      'Ada Lovelace',
      'Quentin Zabrowski',
    ]);
    expect(r.total).toEqual({ value: 8, capped: false });
    expect(r.matching).toEqual({ value: 8, capped: false });
    expect(r.next_cursor).toBeNull();
    expect(r.candidates[0]).toMatchObject({
      email: 'jane@acme.test',
      created_at: '2025-01-01T12:08:00.000Z',
    });
    const theirs = await list(mallory);
    expect(names(theirs).sort()).toEqual(['Jane Doe', 'Mallory Spy']);
    expect(theirs.candidates.map((c) => c.email)).not.toContain('jane@acme.test');
  });

  it.each([
    ['first name', 'quentin'],
    ['last name', 'ZABROW'],
    ['e-mail', 'qz.mail@unique-post'],
    ['title', 'harpsichord'],
    ['company', 'vandelay'],
    ['location', 'reykjavik'],
    ['full name', 'Quentin Zabrowski'],
    ['full name in any case', 'qUeNtIn zAb'],
  ])('matches the %s as a case-insensitive substring', async (_field, q) => {
    const r = await search(alice, q);
    expect(names(r)).toEqual(['Quentin Zabrowski']);
    expect(r.matching).toEqual({ value: 1, capped: false });
    expect(r.total).toEqual({ value: 8, capped: false });
  });

  it("never matches another organisation's candidates", async () => {
    expect(names(await search(alice, 'jane doe'))).toEqual(['Jane Doe']);
    expect((await search(alice, 'jane doe')).candidates[0]!.email).toBe('jane@acme.test');
    expect(names(await search(mallory, 'harpsichord'))).toEqual(['Jane Doe']);
    expect(names(await search(alice, 'mallory'))).toEqual([]);
  });

  it('takes %, _ and \\ literally', async () => {
    expect(names(await search(alice, '100%'))).toEqual(['Ada Lovelace']);
    expect(names(await search(alice, 'foo_bar'))).toEqual(['Grace Hopper']);
    expect(names(await search(alice, 'c:\\users'))).toEqual(['Barbara Liskov']);
    expect(names(await search(alice, '%'))).toEqual(['Ada Lovelace']);
    expect(names(await search(alice, '_'))).toEqual(['Grace Hopper']);
  });

  it('matches accented names in either case', async () => {
    expect(names(await search(alice, 'ångström'))).toEqual(['Zoë Ångström']);
    expect(names(await search(alice, 'ZOË'))).toEqual(['Zoë Ångström']);
  });

  it('answers an empty result with zero matching of the full total', async () => {
    const r = await search(alice, 'no such person');
    expect(r).toMatchObject({ candidates: [], matching: { value: 0, capped: false }, next_cursor: null });
    expect(r.total).toEqual({ value: 8, capped: false });
  });

  it('refuses a cursor it did not issue', async () => {
    const res = await ctx.call('GET', '/api/candidates?cursor=bm9wZQ', { cookie: alice.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(candidateWriteMessages.invalidCursor);
  });
});

describe('paging', () => {
  async function allPages(user: TestUser, query: string, limit: number) {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const c: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const r = await list(user, `?limit=${limit}${query}${c}`);
      expect(r.candidates.length).toBeLessThanOrEqual(limit);
      seen.push(...r.candidates.map((x) => x.id));
      cursor = r.next_cursor;
      pages += 1;
    } while (cursor && pages < 100);
    return { seen, pages };
  }
  const expected = async (where: ReturnType<typeof sql>) =>
    (
      await ctx.db.execute<{ id: string }>(
        sql`select id from candidates where ${where} order by created_at desc, id desc`,
      )
    ).rows.map((r) => r.id);

  it('walks every candidate once across pages, also among equal created_at', async () => {
    // Three candidates share each minute in big.test.
    const { seen, pages } = await allPages(bob, '', 200);
    expect(pages).toBe(6);
    expect(new Set(seen).size).toBe(1100);
    expect(seen).toEqual(await expected(sql`domain = 'big.test'`));
  });

  it('pages a search with an odd page size without duplicates or omissions', async () => {
    const { seen } = await allPages(bob, '&q=pilot', 7);
    expect(seen).toHaveLength(110);
    expect(seen).toEqual(await expected(sql`domain = 'big.test' and current_title = 'Pilot'`));
  });

  it('pages equal timestamps one by one', async () => {
    // Person11, Person110-119 (111-113 share a minute) and Person1100.
    const { seen } = await allPages(bob, '&q=person11', 1);
    expect(seen).toHaveLength(12);
    expect(seen).toEqual(await expected(sql`domain = 'big.test' and last_name like 'Person11%'`));
  });
});

describe('capped counts', () => {
  it(`counts at most ${COUNT_CAP} and says so`, async () => {
    const r = await list(bob, '?limit=5');
    expect(r.total).toEqual({ value: COUNT_CAP, capped: true });
    expect(r.matching).toEqual({ value: COUNT_CAP, capped: true });
    expect(r.candidates).toHaveLength(5);
  });

  it('caps the matching count of a common term and counts a rare one exactly', async () => {
    expect((await search(bob, 'bulk')).matching).toEqual({ value: COUNT_CAP, capped: true });
    expect((await search(bob, 'pilot')).matching).toEqual({ value: 110, capped: false });
    const rare = await search(bob, 'astronaut');
    expect(rare.matching).toEqual({ value: 3, capped: false });
    expect(rare.total).toEqual({ value: COUNT_CAP, capped: true });
    expect(rare.candidates.map((c) => c.last_name)).toEqual(['Person1001', 'Person512', 'Person7']);
  });
});

describe('search strategies', () => {
  // Walk budgets that send each term down each path: walk only, walk on, walk then trigram index, index only.
  const budgets: WalkBudget[] = [
    { pageFirstRows: 2000, pageMaxRows: 20000, countRows: 10000 },
    { pageFirstRows: 30, pageMaxRows: 60, countRows: 40 },
    { pageFirstRows: 1, pageMaxRows: 1, countRows: 1 },
    { pageFirstRows: 5, pageMaxRows: 2000, countRows: 1200 },
    { pageFirstRows: 100, pageMaxRows: 150, countRows: 5000 },
  ];
  // The index query asks for the term's words ('person1%big') and filters on the term itself: 'person1@big'
  // has all its words in order in every row but matches none; 'k1@big.test', 'n7 | bulk7' and 'clerk 1' have a
  // word of 1-2 characters, which the index is also asked for with the signs around it.
  const terms = [
    'bulk',
    'pilot',
    'astronaut',
    'person11',
    'person1',
    'nobody',
    '@big.test',
    'clerk',
    'person1@big',
    'k1@big.test',
    'Bulk Person11',
    'person11 | bulk11',
    'n7 | bulk7',
    'clerk 1',
    'rk | 1',
  ];

  it.each(budgets)('agree with a plain query (budget %o)', async (budget) => {
    for (const q of terms) {
      const want = (
        await ctx.db.execute<{ id: string }>(sql`
          select id from candidates where domain = 'big.test' and search_text like ${`%${q.toLowerCase()}%`}
          order by created_at desc, id desc`)
      ).rows.map((r) => r.id);
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let i = 0; i < 4; i++) {
        const page = await listCandidates(ctx.db, 'big.test', { q, limit: 50, cursor }, budget);
        expect(page.matching).toEqual(
          want.length > COUNT_CAP
            ? { value: COUNT_CAP, capped: true }
            : { value: want.length, capped: false },
        );
        seen.push(...page.candidates.map((c) => c.id));
        if (!page.next_cursor) break;
        cursor = page.next_cursor;
      }
      expect(seen, q).toEqual(want.slice(0, seen.length));
      expect(seen.length, q).toBe(Math.min(want.length, 200));
    }
  });
});

describe('the list row', () => {
  it('writes created_at as toISOString does: UTC, milliseconds, truncated', async () => {
    const user = await createOrganisationUser(ctx, { domain: 'clock.test' });
    await ctx.db.execute(sql`
      insert into candidates (first_name, created_by_email, domain, created_at) values
        ('Micro', 'importer@clock.test', 'clock.test', timestamptz '2025-03-01 10:00:00.123987+00'),
        ('Whole', 'importer@clock.test', 'clock.test', timestamptz '2024-12-31 23:59:59+02')`);
    const r = await list(user);
    expect(r.candidates.map((c) => c.created_at)).toEqual([
      '2025-03-01T10:00:00.123Z',
      new Date('2024-12-31T23:59:59+02:00').toISOString(),
    ]);
  });
});

describe('the trigram condition', () => {
  it('asks for a word of 1-2 characters with the signs around it, so the index has a trigram of it', () => {
    expect(shortWordPieces('engineer 12')).toEqual([' 12']);
    expect(shortWordPieces('k1@big.test')).toEqual(['k1@']);
    expect(shortWordPieces('a b engineer')).toEqual(['a ', ' b ']);
    expect(shortWordPieces('engineer')).toEqual([]);
    const query = new PgDialect().sqlToQuery(indexedMatch('engineer 12'));
    expect(query.params).toContain(' 12');
  });
});

describe('accents', () => {
  // An organisation of its own, so the counts and orders above stay as they are.
  let carmen: TestUser; // accents.test
  beforeAll(async () => {
    carmen = await createOrganisationUser(ctx, { domain: 'accents.test' });
    const t = (min: number) => new Date(Date.UTC(2025, 1, 1, 12, min));
    await seed('accents.test', [
      {
        firstName: 'Javier',
        lastName: 'Núñez',
        currentTitle: 'Ingeniero de Datos',
        location: 'São Paulo, Brasil',
        createdAt: t(1),
      },
      { firstName: 'Rosa', lastName: 'Peña', currentCompany: 'Café Olé SA', createdAt: t(2) },
      { firstName: 'Carlos', lastName: 'Nunez', email: 'carlos.nunez@example.test', createdAt: t(3) },
      { firstName: 'Penelope', lastName: 'Smith', createdAt: t(4) },
      { firstName: 'ÉLODIE', lastName: 'MÜLLER', location: 'ZÜRICH', createdAt: t(5) },
    ]);
  });

  it.each([
    ['nunez', ['Carlos Nunez', 'Javier Núñez']],
    ['Núñez', ['Carlos Nunez', 'Javier Núñez']],
    ['NÚÑEZ', ['Carlos Nunez', 'Javier Núñez']],
    ['pena', ['Rosa Peña']],
    ['Peña', ['Rosa Peña']],
    ['javier nunez', ['Javier Núñez']],
    ['Carlos Núñez', ['Carlos Nunez']],
    ['sao paulo', ['Javier Núñez']],
    ['cafe ole', ['Rosa Peña']],
    ['elodie muller', ['ÉLODIE MÜLLER']],
    ['zurich', ['ÉLODIE MÜLLER']],
  ])('ignores accents: %s', async (q, expected) => {
    const r = await search(carmen, q);
    expect(names(r)).toEqual(expected);
    expect(r.matching).toEqual({ value: expected.length, capped: false });
    expect(r.total).toEqual({ value: 5, capped: false });
  });

  it('still filters and ranks as a substring, newest added first', async () => {
    // 'pena' is not in 'Penelope'; 'pen' is in both, newest first.
    expect(names(await search(carmen, 'pena'))).toEqual(['Rosa Peña']);
    expect(names(await search(carmen, 'pen'))).toEqual(['Penelope Smith', 'Rosa Peña']);
    expect(names(await search(carmen, 'nuñezz'))).toEqual([]);
    const first = await search(carmen, 'núñez', '&limit=1');
    expect(names(first)).toEqual(['Carlos Nunez']);
    expect(first.matching).toEqual({ value: 2, capped: false });
    const second = await search(carmen, 'núñez', `&limit=1&cursor=${encodeURIComponent(first.next_cursor!)}`);
    expect(names(second)).toEqual(['Javier Núñez']);
    expect(second.next_cursor).toBeNull();
  });

  it('takes the full-width %, _ and \\ that unaccent turns into them literally too', async () => {
    expect(names(await search(alice, '100％'))).toEqual(['Ada Lovelace']);
    expect(names(await search(alice, 'foo＿bar'))).toEqual(['Grace Hopper']);
    expect(names(await search(alice, 'c:＼users'))).toEqual(['Barbara Liskov']);
  });

  it('ignores accents through the trigram index as well', async () => {
    const indexOnly: WalkBudget = { pageFirstRows: 1, pageMaxRows: 1, countRows: 1 };
    for (const [q, expected] of [
      ['Núñez', ['Carlos Nunez', 'Javier Núñez']],
      ['nunez', ['Carlos Nunez', 'Javier Núñez']],
      ['javier núñez', ['Javier Núñez']],
      ['peña', ['Rosa Peña']],
      ['Café Olé', ['Rosa Peña']],
    ] as const) {
      const page = await listCandidates(ctx.db, 'accents.test', { q, limit: 1 }, indexOnly);
      expect(page.matching, q).toEqual({ value: expected.length, capped: false });
      expect(
        page.candidates.map((c) => `${c.first_name} ${c.last_name}`),
        q,
      ).toEqual(expected.slice(0, 1));
    }
  });
});
