import { emailDomain, normalizeEmail } from '@rw/core';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { publicUrl } from '#src/app.js';
import { createDb, type Db, type DbHandle } from '#src/db/client.js';
import { DataDirLockedError } from '#src/db/data-dir-lock.js';
import { EMBEDDED_POOL_SIZE, type EmbeddedDb, startEmbeddedDb } from '#src/db/embedded.js';
import { runMigrations } from '#src/db/migrate.js';
import { accessList, authUsers, organizations, users } from '#src/db/schema/index.js';
import { loadDemo } from '#src/demo/demo-loader.js';
import { ConfigError, type Env, loadEnv } from '#src/env.js';
import { loadOrCreateSecret } from '#src/lib/secrets.js';
import { createPasswordAccount, grantAccess, ownerExists, seedOwner } from '#src/modules/auth/index.js';
import { createMemoryEventBus } from '#src/platform/events/memory-event-bus.js';
import { allowedOrigins } from '#src/plugins/allowed-origins.js';
import { type Auth, createAuth } from '#src/plugins/better-auth.js';

/** The account created when the database has no owner yet. */
const demoOwner = { email: 'owner@demo.example', password: 'demo-password-1', name: 'Demo Owner' };

/** A problem the person running the script can fix; printed without a stack trace. */
class DemoSetupError extends Error {}

type Owner = { id: string; email: string; password?: string };
type Account = { id: string; email: string; name: string };

async function findAccount(db: Db, email: string): Promise<Account | undefined> {
  const rows = await db
    .select({ id: authUsers.id, email: authUsers.email, name: authUsers.name })
    .from(authUsers)
    .where(eq(authUsers.email, normalizeEmail(email)))
    .limit(1);
  return rows[0];
}

/**
 * The owner's profile (users row) is normally created at first sign-in; an owner who never signed in gets
 * one here from the auth account, so demo rows can reference it.
 */
async function ensureProfile(db: Db, account: Account): Promise<void> {
  const email = normalizeEmail(account.email);
  const domain = emailDomain(email);
  const org = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.domain, domain))
    .limit(1);
  await db
    .insert(users)
    .values({
      id: account.id,
      email,
      name: account.name || email,
      role: 'owner',
      domain,
      organizationId: org[0]?.id ?? null,
    })
    .onConflictDoNothing();
}

/**
 * Picks the account the demo is loaded for: OWNER_EMAIL (created with OWNER_PASSWORD when new), else the
 * first owner on the access list that has an account, else a new demo owner whose password is returned.
 * @throws DemoSetupError when an owner is listed but has no account to attach the data to.
 */
async function ensureOwner(db: Db, auth: Auth, env: Env): Promise<Owner> {
  if (env.OWNER_EMAIL) {
    await seedOwner({ db, auth, email: env.OWNER_EMAIL, password: env.OWNER_PASSWORD });
    const account = await findAccount(db, env.OWNER_EMAIL);
    if (!account) {
      throw new DemoSetupError(
        `OWNER_EMAIL ${env.OWNER_EMAIL} has no account yet. Set OWNER_PASSWORD too, or sign in once, then run the demo again.`,
      );
    }
    await ensureProfile(db, account);
    return { id: account.id, email: account.email };
  }

  const listed = await db
    .select({ id: authUsers.id, email: authUsers.email, name: authUsers.name })
    .from(accessList)
    .innerJoin(authUsers, eq(authUsers.email, accessList.email))
    .where(and(eq(accessList.role, 'owner'), isNotNull(accessList.email)))
    .orderBy(asc(accessList.createdAt))
    .limit(1);
  const existing = listed[0];
  if (existing) {
    await ensureProfile(db, existing);
    return { id: existing.id, email: existing.email };
  }
  if (await ownerExists(db)) {
    const [row] = await db
      .select({ email: accessList.email, domain: accessList.domain })
      .from(accessList)
      .where(eq(accessList.role, 'owner'))
      .orderBy(asc(accessList.createdAt))
      .limit(1);
    const who = row?.email ?? `@${row?.domain}`;
    throw new DemoSetupError(
      `The owner on the access list (${who}) has no account yet. Sign in once as the owner, or set ` +
        'OWNER_EMAIL and OWNER_PASSWORD, then run the demo again.',
    );
  }

  await grantAccess(db, { email: demoOwner.email, role: 'owner', by: 'demo' });
  const created = await createPasswordAccount({ db, auth, ...demoOwner, by: 'demo', now: new Date() });
  if (!created.ok)
    throw new Error(`The demo owner ${demoOwner.email} could not be created: ${await created.text()}`);
  const account = await findAccount(db, demoOwner.email);
  if (!account) throw new Error(`The demo owner ${demoOwner.email} could not be created.`);
  await ensureProfile(db, account);
  return { id: account.id, email: account.email, password: demoOwner.password };
}

/**
 * `npm run demo`: opens the database exactly as the server does (embedded PGlite under DATA_DIR, or
 * DATABASE_URL), migrates, makes sure an owner exists, loads the demo data set for that owner (once) and
 * prints a summary with the e-mail to sign in with.
 */
async function main(): Promise<void> {
  const env = loadEnv();
  let embedded: EmbeddedDb | undefined;
  let handle: DbHandle | undefined;
  try {
    embedded = env.DATABASE_URL ? undefined : await startEmbeddedDb({ dataDir: env.dataDir });
    handle = embedded ? createDb(embedded.url, EMBEDDED_POOL_SIZE) : createDb(env.DATABASE_URL!, 4);
    await runMigrations(handle.db);
    const auth = createAuth({
      db: handle.db,
      // No server runs during the demo load: nobody is listening for live events.
      bus: createMemoryEventBus(),
      secret: env.AUTH_SECRET ?? loadOrCreateSecret(env.dataDir, 'AUTH_SECRET'),
      baseURL: publicUrl(env),
      signInPerMinute: 10,
      isAllowedOrigin: allowedOrigins(env),
    });
    const owner = await ensureOwner(handle.db, auth, env);
    const summary = await loadDemo({ db: handle.db, ownerUserId: owner.id, ownerEmail: owner.email });

    const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.dataDir}`;
    if (summary.status === 'skipped') {
      console.log(`\n  ${summary.message} for ${owner.email} (${where}); nothing changed.`);
    } else {
      const { jobs } = summary;
      console.log(`\n  Demo data loaded into ${where}:`);
      console.log(`    ${summary.companies.length} companies: ${summary.companies.join(', ')}`);
      console.log(
        `    ${jobs.total} jobs (${jobs.active} active, ${jobs.draft} draft, ${jobs.closed} closed) with ${summary.interviewStages} interview stages`,
      );
      console.log(`    ${summary.candidates} candidates with ${summary.stageRecords} stage records`);
      console.log(`    ${summary.activities} activities for the analytics`);
    }
    const password = owner.password
      ? `, password ${owner.password}`
      : owner.email === demoOwner.email
        ? ` (password ${demoOwner.password} unless you changed it)`
        : '';
    console.log(`\n  Sign in at ${publicUrl(env)} as ${owner.email}${password}\n`);
  } finally {
    await handle?.close();
    await embedded?.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) {
    console.error(`Stop the running server first: ${err.message}`);
  } else if (err instanceof ConfigError || err instanceof DemoSetupError) {
    console.error(err.message);
  } else {
    console.error('Failed to load the demo data:', err);
  }
  process.exitCode = 1;
});
