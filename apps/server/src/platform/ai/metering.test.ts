import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUsage, organizations } from '#src/db/schema/index.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { checkCredit, creditAllows, estimateTokens, recordUsage } from './metering.js';

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

describe('metering in the database', () => {
  let ctx: TestContext;
  let user: TestUser;
  let orgId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    const [org] = await ctx.db
      .insert(organizations)
      .values({ name: 'Meter', domain: 'meter.test', monthlyCreditLimit: 1000, currentMonthUsage: 900 })
      .returning();
    orgId = org!.id;
    user = await createOrganisationUser(ctx, { email: 'ann@meter.test' });
  });
  afterAll(async () => ctx.close());

  const usageOf = async () =>
    (await ctx.db.select().from(organizations).where(eq(organizations.id, orgId)))[0]!.currentMonthUsage;

  it('records api_usage and adds the tokens to current_month_usage together', async () => {
    await recordUsage(ctx.db, {
      userId: user.id,
      organizationId: orgId,
      service: 'cv-sorter',
      tokensUsed: 60,
      cost: 0.00012,
    });
    expect(await usageOf()).toBe(960);
    const rows = await ctx.db.select().from(apiUsage).where(eq(apiUsage.organizationId, orgId));
    expect(rows).toMatchObject([{ userId: user.id, service: 'cv-sorter', tokensUsed: 60, cost: 0.00012 }]);
  });

  it('rolls both back when one fails', async () => {
    await expect(
      recordUsage(ctx.db, {
        userId: 'no-such-user',
        organizationId: orgId,
        service: 'x',
        tokensUsed: 5,
        cost: 0,
      }),
    ).rejects.toThrow();
    expect(await usageOf()).toBe(960);
    expect(await ctx.db.select().from(apiUsage).where(eq(apiUsage.organizationId, orgId))).toHaveLength(1);
  });

  it('checks the credit before a call', async () => {
    await expect(
      checkCredit(ctx.db, { organizationId: orgId, estimatedTokens: 40 }),
    ).resolves.toBeUndefined();
    await expect(checkCredit(ctx.db, { organizationId: orgId, estimatedTokens: 41 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Monthly AI credit limit reached for your organization. Please contact your administrator.',
    });
    await expect(
      checkCredit(ctx.db, { organizationId: null, estimatedTokens: 1e9 }),
    ).resolves.toBeUndefined();
    await ctx.db.update(organizations).set({ monthlyCreditLimit: 0 }).where(eq(organizations.id, orgId));
    await expect(
      checkCredit(ctx.db, { organizationId: orgId, estimatedTokens: 1e9 }),
    ).resolves.toBeUndefined();
  });
});
