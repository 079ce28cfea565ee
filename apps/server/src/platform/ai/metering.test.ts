import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiCreditReservations, apiUsage, organizations, organizationUsage } from '#src/db/schema/index.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import {
  creditAllows,
  estimateTokens,
  monthUsageOf,
  recordUsage,
  releaseStaleReservations,
  reserveCredit,
  settleUsage,
} from './metering.js';

describe('credit arithmetic', () => {
  it('treats a limit of 0 as unlimited', () => {
    expect(creditAllows({ limit: 0, used: 10_000_000, estimatedTokens: 5000 })).toBe(true);
  });

  it('refuses once the usage reaches the limit, or when the prompt alone would pass it', () => {
    expect(creditAllows({ limit: 1000, used: 999 })).toBe(true);
    expect(creditAllows({ limit: 1000, used: 1000 })).toBe(false);
    expect(creditAllows({ limit: 1000, used: 1200 })).toBe(false);
    expect(creditAllows({ limit: 1000, used: 900, estimatedTokens: 100 })).toBe(true);
    expect(creditAllows({ limit: 1000, used: 900, estimatedTokens: 101 })).toBe(false);
  });

  it('estimates about 4 characters a token', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
  });
});

describe('metering per calendar month in the database', () => {
  let ctx: TestContext;
  let user: TestUser;
  let orgId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    const [org] = await ctx.db
      .insert(organizations)
      .values({ name: 'Meter', domain: 'meter.test', monthlyCreditLimit: 1000 })
      .returning();
    orgId = org!.id;
    user = await createOrganisationUser(ctx, { email: 'ann@meter.test' });
  });
  afterAll(async () => ctx.close());
  beforeEach(async () => {
    await ctx.db.delete(apiUsage);
    await ctx.db.delete(aiCreditReservations);
    await ctx.db.delete(organizationUsage);
    await ctx.db.update(organizations).set({ monthlyCreditLimit: 1000 }).where(eq(organizations.id, orgId));
  });

  /** The first day of the database's month `offset` months from this one, as the `month` column holds it. */
  const monthStart = async (offset: number) => {
    const { rows } = await ctx.db.execute<{ m: string }>(
      sql`select to_char(date_trunc('month', now() at time zone 'UTC') + ${offset}::int * interval '1 month', 'YYYY-MM-DD') as m`,
    );
    return rows[0]!.m;
  };
  const monthRow = async (month: string) =>
    (
      await ctx.db
        .select()
        .from(organizationUsage)
        .where(and(eq(organizationUsage.organizationId, orgId), eq(organizationUsage.month, month)))
    )[0] ?? null;
  /** What the Admin Panel's 'Usage' shows for the organisation. */
  const adminUsage = async () => {
    const res = await ctx.call('GET', '/api/admin/organizations', { cookie: owner.cookie });
    return (res.json().organizations as { id: string; current_month_usage: number }[]).find(
      (o) => o.id === orgId,
    )!.current_month_usage;
  };
  let owner: TestUser;
  beforeAll(async () => {
    owner = await createOrganisationUser(ctx, { role: 'owner' });
  });
  const usage = (tokensUsed: number) => ({
    userId: user.id,
    organizationId: orgId,
    service: 'cv-sorter',
    tokensUsed,
    cost: 0.00012,
  });

  it("records api_usage and the month's tokens together; the Admin Panel shows the month's", async () => {
    await recordUsage(ctx.db, usage(60));
    await recordUsage(ctx.db, usage(40));
    const rows = await ctx.db.select().from(apiUsage).where(eq(apiUsage.organizationId, orgId));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ userId: user.id, service: 'cv-sorter', cost: 0.00012 });
    expect(await monthRow(await monthStart(0))).toMatchObject({ tokensUsed: 100, tokensReserved: 0 });
    expect(await adminUsage()).toBe(100);
  });

  it('rolls both back when one fails', async () => {
    await recordUsage(ctx.db, usage(60));
    await expect(recordUsage(ctx.db, { ...usage(5), userId: 'no-such-user' })).rejects.toThrow();
    expect(await monthRow(await monthStart(0))).toMatchObject({ tokensUsed: 60 });
    expect(await ctx.db.select().from(apiUsage).where(eq(apiUsage.organizationId, orgId))).toHaveLength(1);
  });

  it('reserves against the limit counting the calls in flight, and settles or releases each once', async () => {
    await recordUsage(ctx.db, usage(600));
    const first = await reserveCredit(ctx.db, {
      organizationId: orgId,
      promptTokens: 100,
      estimatedTokens: 300,
    });
    expect(first).toEqual({ id: expect.any(String), tokens: 300 });
    // 600 used + 300 reserved = 900: still under the limit, and a prompt of 100 fits.
    const second = await reserveCredit(ctx.db, {
      organizationId: orgId,
      promptTokens: 100,
      estimatedTokens: 300,
    });
    expect(await monthRow(await monthStart(0))).toMatchObject({ tokensUsed: 600, tokensReserved: 600 });
    // 1,200 held: the limit is reached, however small the call.
    await expect(
      reserveCredit(ctx.db, { organizationId: orgId, promptTokens: 1, estimatedTokens: 1 }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Monthly AI credit limit reached for your organization. Please contact your administrator.',
    });
    await settleUsage(ctx.db, { reservation: first, usage: usage(120) });
    await settleUsage(ctx.db, { reservation: second }); // failed: nothing used
    await settleUsage(ctx.db, { reservation: second }); // released once only
    expect(await monthRow(await monthStart(0))).toMatchObject({ tokensUsed: 720, tokensReserved: 0 });
    // 720 used: a prompt of 281 would pass the limit, one of 280 fits.
    await expect(
      reserveCredit(ctx.db, { organizationId: orgId, promptTokens: 281, estimatedTokens: 400 }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(
      await reserveCredit(ctx.db, { organizationId: orgId, promptTokens: 280, estimatedTokens: 400 }),
    ).not.toBeNull();
  });

  it('reserves nothing without an organisation or a limit', async () => {
    expect(
      await reserveCredit(ctx.db, { organizationId: null, promptTokens: 1e9, estimatedTokens: 1e9 }),
    ).toBeNull();
    await ctx.db.update(organizations).set({ monthlyCreditLimit: 0 }).where(eq(organizations.id, orgId));
    expect(
      await reserveCredit(ctx.db, { organizationId: orgId, promptTokens: 1e9, estimatedTokens: 1e9 }),
    ).toBeNull();
    expect(await ctx.db.select().from(aiCreditReservations)).toEqual([]);
  });

  it("counts only this month: last month's usage stays readable and no longer limits", async () => {
    const last = await monthStart(-1);
    await ctx.db.insert(organizationUsage).values({ organizationId: orgId, month: last, tokensUsed: 5000 });
    await ctx.db.insert(apiUsage).values({
      userId: user.id,
      organizationId: orgId,
      service: 'cv-sorter',
      tokensUsed: 5000,
      cost: 0.001,
      timestamp: new Date(`${last}T12:00:00Z`),
    });
    expect(await adminUsage()).toBe(0);
    expect(
      await reserveCredit(ctx.db, { organizationId: orgId, promptTokens: 100, estimatedTokens: 500 }),
    ).not.toBeNull();
    expect(await monthRow(last)).toMatchObject({ tokensUsed: 5000, tokensReserved: 0 });
    const [agreed] = await ctx.db
      .select({ month: monthUsageOf(organizations.id) })
      .from(organizations)
      .where(eq(organizations.id, orgId));
    expect(agreed!.month).toBe(0);
  });

  it('a call begun last month gives its reservation back to last month and counts in this one', async () => {
    const last = await monthStart(-1);
    await ctx.db
      .insert(organizationUsage)
      .values({ organizationId: orgId, month: last, tokensUsed: 100, tokensReserved: 400 });
    const [held] = await ctx.db
      .insert(aiCreditReservations)
      .values({ organizationId: orgId, month: last, tokens: 400 })
      .returning();
    await settleUsage(ctx.db, { reservation: { id: held!.id, tokens: 400 }, usage: usage(250) });
    expect(await monthRow(last)).toMatchObject({ tokensUsed: 100, tokensReserved: 0 });
    expect(await monthRow(await monthStart(0))).toMatchObject({ tokensUsed: 250, tokensReserved: 0 });
  });

  it("the sweep releases reservations whose server stopped mid-call, and a late settle doesn't release twice", async () => {
    const held = await reserveCredit(ctx.db, {
      organizationId: orgId,
      promptTokens: 10,
      estimatedTokens: 700,
    });
    const fresh = await reserveCredit(ctx.db, {
      organizationId: orgId,
      promptTokens: 10,
      estimatedTokens: 200,
    });
    await ctx.db
      .update(aiCreditReservations)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60_000) })
      .where(eq(aiCreditReservations.id, held!.id));
    expect(await releaseStaleReservations(ctx.db)).toBe(1);
    expect(await monthRow(await monthStart(0))).toMatchObject({ tokensReserved: 200 });
    await settleUsage(ctx.db, { reservation: held, usage: usage(30) });
    expect(await monthRow(await monthStart(0))).toMatchObject({ tokensUsed: 30, tokensReserved: 200 });
    await settleUsage(ctx.db, { reservation: fresh });
    expect(await monthRow(await monthStart(0))).toMatchObject({ tokensReserved: 0 });
  });
});
