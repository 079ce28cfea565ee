import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type APIResponse, test as base, expect, type Page } from '@playwright/test';
import { startLlmGate } from './llm-gate.js';
import { APP_URL } from './ports.js';

/**
 * Fixtures of the journeys. Each test gets its own organisation (`org`): a unique, allow-listed e-mail
 * domain whose users are invited and accept their invitation through the API on first use, and whose users, access-list entries and
 * organisation row are deleted through the owner's admin API when the test ends. The page starts signed in
 * as the organisation's admin (`signedInAs`); journeys about the owner or the sign-in page use
 * `test.use({ signedInAs: null })` and sign in through the page.
 */

/** The owner created by the first-run journey (setup project); only owner journeys sign in as this account. */
export const OWNER = { name: 'Olivia Owner', email: 'owner@rw-e2e.test', password: 'e2e-owner-password' };

/** Signs in through the sign-in page and waits for the dashboard. */
export async function signIn(page: Page, user: { email: string; password: string } = OWNER) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'All Applications' })).toBeVisible();
}

/** Opens the dashboard of the signed-in page. */
export async function openDashboard(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'All Applications' })).toBeVisible();
}

/**
 * Puts an e-mail on the access list through the owner's API (same cookies as the page).
 * @returns the path of its one-time invitation link (`/invite#<token>`; docs/product/admin.md#invitations).
 */
export async function invite(request: APIRequestContext, email: string, role: 'admin' | 'recruiter') {
  const res = await request.post('/api/admin/access-list', { data: { email, role } });
  expect(res.status()).toBe(201);
  const { invitation_link } = (await res.json()) as { invitation_link: { url: string } };
  const url = new URL(invitation_link.url);
  return `${url.pathname}${url.hash}`;
}

/** Creates the account of an invited e-mail from its link's path, through the API as the invite page does. */
export async function acceptInvitation(
  request: APIRequestContext,
  linkPath: string,
  fields: { name: string; password: string },
) {
  const res = await request.post('/api/auth/sign-up/email', {
    data: { ...fields, invitationToken: new URL(linkPath, APP_URL).hash.slice(1) },
  });
  await ok(res, 'accepting an invitation');
  return (await res.json()) as { user: { id: string; email: string } };
}

/** A RegExp matching `text` literally. */
export const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

export type OrgRole = 'admin' | 'recruiter';

/** A signed-up user of the test's organisation. */
export type OrgUser = {
  id: string;
  name: string;
  email: string;
  password: string;
  role: OrgRole;
  /** An API context signed in as this user (base URL: the app). */
  request: APIRequestContext;
};

/** The test's own organisation: a unique e-mail domain on the access list. */
export type Org = {
  /** Short random id of this organisation, also usable to make names unique. */
  id: string;
  /** `j<id>.example.test` */
  domain: string;
  /** An address in the organisation's domain. */
  email: (local: string) => string;
  /** The organisation's admin or recruiter, allow-listed and signed up on first use (once per role). */
  user: (role?: OrgRole) => Promise<OrgUser>;
};

/** The browser state of a signed-up user (its session cookie). */
type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/** A mock LLM of this worker alone, for journeys that script it or change its timing. */
export type PrivateLlm = {
  /** Scripts the next reply of a task and sets the delay between streamed chunks. */
  script: (task: string, content: string, chunkDelayMs: number) => Promise<void>;
  /** Withholds replies from the first chunk containing `text` on, until `release()`. */
  holdAt: (text: string) => void;
  release: () => void;
};

type TestFixtures = {
  /** Who the page starts signed in as: a user of the test's organisation, or nobody. */
  signedInAs: OrgRole | null;
  org: Org;
  /**
   * Points the test organisation's AI calls at this worker's own mock LLM (an organisation row with its base
   * URL), reset for the test: its script and timing cannot reach, or be reached by, a test on another worker.
   */
  privateLlm: PrivateLlm;
};

type WorkerFixtures = {
  /** An API context signed in as the owner, for the admin API (access list, users, organisations). */
  ownerApi: APIRequestContext;
  /** This worker's own mock LLM process (the project's mock provider, as in the config's web server). */
  workerLlm: string;
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mockLlmScript = path.join(root, 'apps/server/dist/scripts/mock-llm.js');
const origin = { origin: APP_URL };
const names: Record<OrgRole, string> = { admin: 'Ada Admin', recruiter: 'Remy Recruiter' };

async function ok(res: APIResponse, what: string) {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${res.url()} ${await res.text()}`);
}

/** Posts JSON to the mock LLM's control endpoints. */
async function control(url: string, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
}

/**
 * Deletes what the admin API can delete of the domain: its users (with their sessions, profiles,
 * notifications, screen evaluations and their own access entries), the remaining access entries and the
 * organisation row. What the journey made in the domain (companies, jobs, candidates, interview processes,
 * API usage rows) stays there: the admin API has no route for it, and no other journey reads that domain.
 */
async function removeDomain(owner: APIRequestContext, domain: string) {
  const inDomain = (email: string | null) => email?.endsWith(`@${domain}`) ?? false;
  const users = (await (await owner.get('/api/admin/users')).json()) as {
    users: { id: string; email: string; domain: string; role: string }[];
  };
  // Admins last: an organisation's last admin goes only once nobody else is left to manage.
  const members = users.users.filter((u) => u.domain === domain || inDomain(u.email));
  members.sort((a, b) => Number(a.role === 'admin') - Number(b.role === 'admin'));
  for (const u of members) {
    await ok(await owner.delete(`/api/admin/users/${encodeURIComponent(u.id)}`), 'delete user');
  }
  const access = (await (await owner.get('/api/admin/access-list')).json()) as {
    entries: { id: string; email: string | null; domain: string | null }[];
  };
  for (const e of access.entries.filter((e) => e.domain === domain || inDomain(e.email))) {
    await ok(await owner.delete(`/api/admin/access-list/${e.id}`), 'delete access entry');
  }
  const orgs = (await (await owner.get('/api/admin/organizations')).json()) as {
    organizations: { id: string; domain: string }[];
  };
  for (const o of orgs.organizations.filter((o) => o.domain === domain)) {
    await ok(await owner.delete(`/api/admin/organizations/${o.id}`), 'delete organization');
  }
}

/** Starts the mock LLM on a free port. @returns the process and its URL once it listens. */
function startMockLlm(): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [mockLlmScript, '--port', '0', '--latency', '150'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/[\d.]+:\d+)/.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`mock LLM exited (${code}) before listening: ${out}`)));
  });
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  ownerApi: [
    async ({ playwright }, use) => {
      const owner = await playwright.request.newContext({ baseURL: APP_URL, extraHTTPHeaders: origin });
      await ok(
        await owner.post('/api/auth/sign-in/email', {
          data: { email: OWNER.email, password: OWNER.password },
        }),
        'owner sign-in',
      );
      await use(owner);
      await owner.dispose();
    },
    { scope: 'worker' },
  ],

  workerLlm: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const { child, url } = await startMockLlm();
      await use(url);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
    { scope: 'worker' },
  ],

  signedInAs: ['admin', { option: true }],

  org: async ({ ownerApi, playwright }, use) => {
    const id = crypto.randomBytes(5).toString('hex');
    const domain = `j${id}.example.test`;
    const users = new Map<OrgRole, Promise<OrgUser>>();
    const contexts: APIRequestContext[] = [];
    let used = false;

    const signUp = async (role: OrgRole): Promise<OrgUser> => {
      const email = `${role}.${id}@${domain}`;
      const password = `e2e-${role}-${id}`;
      const name = names[role];
      const link = await invite(ownerApi, email, role);
      const request = await playwright.request.newContext({ baseURL: APP_URL, extraHTTPHeaders: origin });
      contexts.push(request);
      const body = await acceptInvitation(request, link, { name, password });
      return { id: body.user.id, name, email, password, role, request };
    };

    const org: Org = {
      id,
      get domain() {
        used = true;
        return domain;
      },
      email: (local) => {
        used = true;
        return `${local}@${domain}`;
      },
      user: (role = 'admin') => {
        used = true;
        let user = users.get(role);
        if (!user) {
          user = signUp(role);
          users.set(role, user);
        }
        return user;
      },
    };
    await use(org);

    for (const request of contexts) await request.dispose();
    if (used) await removeDomain(ownerApi, domain);
  },

  storageState: async ({ signedInAs, org }, use) => {
    if (!signedInAs) return use(undefined);
    const user = await org.user(signedInAs);
    const state: StorageState = await user.request.storageState();
    await use(state);
  },

  privateLlm: async ({ org, ownerApi, workerLlm }, use) => {
    await control(`${workerLlm}/__mock/reset`, { latencyMs: 150 });
    const gate = await startLlmGate(workerLlm);
    await ok(
      await ownerApi.post('/api/admin/organizations', {
        data: {
          domain: org.domain,
          name: `Private LLM ${org.id}`,
          openai_api_key: 'sk-e2e-private-llm',
          ai_base_url: `${gate.url}/v1`,
        },
      }),
      'organization with the private LLM',
    );
    await use({
      script: async (task, content, chunkDelayMs) => {
        await control(`${workerLlm}/__mock/config`, { chunkDelayMs });
        await control(`${workerLlm}/__mock/script`, { match: { task }, content });
      },
      holdAt: gate.holdAt,
      release: gate.release,
    });
    await gate.close();
  },
});

export { expect };
