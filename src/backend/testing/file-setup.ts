// What most backend test files start from, made once before the file's tests and stopped after
// them: `useTestBackend()` for a backend, `useTeams()` for a backend with a team's admin, a member
// of that team and another team's admin. Each returns stand-ins at once, so a file names them at
// its top as it would plain variables; they answer from beforeAll on, and throw before.
// `useStripeBilling()` adds a Stripe test server the backend bills through, `useSmtpTestBackend()`
// a real SMTP server the backend's mail leaves through.
import { afterAll, beforeAll } from 'vitest';
import { createMember, createTeamAdmin, type TestAccount } from './accounts';
import { startTestBackend, type TestBackend } from './backend';
import { startSmtpTestBackend, type SmtpTestBackend } from './smtp-backend';
import { startStripeTestServer, type StripeTestServer } from './stripe';

export type TeamAdmin = Awaited<ReturnType<typeof createTeamAdmin>>;
type BackendOptions = Parameters<typeof startTestBackend>[0];

/** Starting a backend and making accounts takes longer than a test's default time. */
const SETUP_TIMEOUT_MS = 60_000;

/** A stand-in for an object made later: its properties are the object's, its methods bound to it. */
function standIn<T extends object>(name: string) {
  let value: T | undefined;
  return {
    proxy: standInFor(name, () => value),
    set: (made: T) => {
      value = made;
    },
    made: () => value,
  };
}

/** A stand-in for what `made` answers once it answers anything. */
function standInFor<T extends object>(name: string, made: () => T | undefined): T {
  const current = () => {
    const value = made();
    if (!value) throw new Error(`${name} is made in beforeAll: use it in a test or a hook`);
    return value;
  };
  return new Proxy({} as T, {
    get(_, key) {
      // Not a promise: `await` and async returns look for `then`.
      if (key === 'then' && !made()) return undefined;
      const target = current();
      const field: unknown = Reflect.get(target, key, target);
      return typeof field === 'function' ? field.bind(target) : field;
    },
    has: (_, key) => key in current(),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor(_, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** A backend of the file's own, started before its tests and closed after them. */
export function useTestBackend(options?: BackendOptions): TestBackend {
  const backend = standIn<TestBackend>('backend');
  beforeAll(async () => backend.set(await startTestBackend(options)), SETUP_TIMEOUT_MS);
  afterAll(() => backend.made()?.close());
  return backend.proxy;
}

/** A backend of the file's own whose mail leaves through a real SMTP server (smtp-backend.ts). */
export function useSmtpTestBackend(
  options?: Parameters<typeof startSmtpTestBackend>[0],
): Omit<SmtpTestBackend, 'close'> {
  const mail = standIn<SmtpTestBackend>('mail');
  beforeAll(async () => mail.set(await startSmtpTestBackend(options)), SETUP_TIMEOUT_MS);
  afterAll(() => mail.made()?.close());
  return {
    backend: standInFor('backend', () => mail.made()?.backend),
    smtp: standInFor('smtp', () => mail.made()?.smtp),
    mailsTo: (address) => mail.proxy.mailsTo(address),
  };
}

export interface Teams {
  backend: TestBackend;
  /** The admin of the team named `team`. */
  admin: TeamAdmin;
  /** A member of that team, named `member` (only when asked for). */
  member: TestAccount;
  /** The admin of another team, named `other` (only when asked for). */
  other: TeamAdmin;
}

/** A backend with a team's admin and, when named, a member of that team and another team. */
export function useTeams(
  names: { team: string; member?: string; other?: string },
  options?: BackendOptions,
): Teams {
  const backend = standIn<TestBackend>('backend');
  const admin = standIn<TeamAdmin>('admin');
  const member = standIn<TestAccount>('member');
  const other = standIn<TeamAdmin>('other');
  beforeAll(async () => {
    const started = await startTestBackend(options);
    backend.set(started);
    const teamAdmin = await createTeamAdmin(started, names.team);
    admin.set(teamAdmin);
    if (names.other) other.set(await createTeamAdmin(started, names.other));
    if (names.member) member.set(await createMember(started, teamAdmin.inviteCode, names.member));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => backend.made()?.close());
  return { backend: backend.proxy, admin: admin.proxy, member: member.proxy, other: other.proxy };
}

export interface StripeBilling {
  backend: TestBackend;
  stripe: StripeTestServer;
  /** Posts a signed delivery to the backend's Stripe webhook, as Stripe would. */
  deliver(delivery: { payload: string; signature: string }): Promise<Response>;
}

/** A Stripe test server and a backend of the file's own that bills through it. */
export function useStripeBilling(options?: BackendOptions): StripeBilling {
  const backend = standIn<TestBackend>('backend');
  const stripe = standIn<StripeTestServer>('stripe');
  beforeAll(async () => {
    const server = await startStripeTestServer();
    stripe.set(server);
    backend.set(await startTestBackend({ ...options, billing: server.billing }));
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await backend.made()?.close();
    await stripe.made()?.close();
  });
  const deliver = (delivery: { payload: string; signature: string }) =>
    fetch(`${backend.proxy.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': delivery.signature },
      body: delivery.payload,
    });
  return { backend: backend.proxy, stripe: stripe.proxy, deliver };
}
