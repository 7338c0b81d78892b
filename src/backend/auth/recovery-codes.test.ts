// Two-factor recovery codes (docs/decisions.md TF1, docs/threat-model.md #44): database functions,
// so hosted Supabase and the embedded backend keep the same rules; called through supabase-js.
import { describe, expect, it } from 'vitest';
import {
  signInAgain,
  createTeamAdmin,
  enrolAuthenticator,
  jwtClaims,
  useTestBackend,
  testClock,
} from '../testing';

const clock = testClock();
const nextStep = () => clock.advance(30_000);
const backend = useTestBackend({ clock: clock.read });

/** An admin with a confirmed authenticator, signed in with its code (aal2), and ten codes. */
async function adminWithCodes() {
  const admin = await createTeamAdmin(backend, 'Recovery Co');
  nextStep();
  const authenticator = await enrolAuthenticator(admin.client, clock.read());
  const { data: codes } = await admin.client.rpc('create_recovery_codes').throwOnError();
  return { admin, authenticator, codes: codes as string[] };
}

async function storedCodes(userId: string) {
  const { rows } = await backend.db.query<{ code_hash: string; used: boolean }>(
    `select code_hash, used_at is not null as used from private.mfa_recovery_codes
      where user_id = $1`,
    [userId],
  );
  return rows;
}

async function auditKinds(teamId: string) {
  const { rows } = await backend.db.query<{ kind: string; details: Record<string, unknown> }>(
    `select kind, details from public.audit_events
      where team_id = $1 and kind like 'two_factor_recovery%' order by occurred_at, id`,
    [teamId],
  );
  return rows;
}

describe('creating recovery codes', () => {
  it('answers ten different codes once and keeps only their hashes', async () => {
    const { admin, codes } = await adminWithCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-km-np-z2-9]{4}(-[a-km-np-z2-9]{4}){3}$/);
    const stored = await storedCodes(admin.id);
    expect(stored).toHaveLength(10);
    const dump = JSON.stringify(stored);
    for (const code of codes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replaceAll('-', ''));
    }
    expect((await admin.client.rpc('recovery_codes_left')).data).toBe(10);
    expect(await auditKinds(admin.teamId)).toEqual([
      { kind: 'two_factor_recovery_codes_created', details: { codes: 10 } },
    ]);
  });

  it('only from a session that used a code (aal2), of an account with an authenticator', async () => {
    const { admin, codes } = await adminWithCodes();
    const laptop = await signInAgain(backend, admin);
    expect(jwtClaims((await laptop.auth.getSession()).data.session!.access_token)['aal']).toBe(
      'aal1',
    );
    const refused = await laptop.rpc('create_recovery_codes');
    expect(refused.error?.code).toBe('42501');
    expect(refused.status).toBe(403);
    // The earlier codes still stand.
    expect((await laptop.rpc('recovery_codes_left')).data).toBe(10);
    const other = await createTeamAdmin(backend, 'No Authenticator Co');
    expect((await other.client.rpc('create_recovery_codes')).error?.code).toBe('42501');
    expect((await backend.client().rpc('create_recovery_codes')).error).not.toBeNull();
    expect(codes).toHaveLength(10);
  });

  it('new codes replace the old ones', async () => {
    const { admin, codes } = await adminWithCodes();
    const { data } = await admin.client.rpc('create_recovery_codes').throwOnError();
    const renewed = data as string[];
    expect(renewed.some((code) => codes.includes(code))).toBe(false);
    expect(await storedCodes(admin.id)).toHaveLength(10);
    const laptop = await signInAgain(backend, admin);
    const old = await laptop.rpc('use_recovery_code', { code: codes[0]! });
    expect(old.error?.message).toBe(
      'That recovery code did not work. Check it, or use another of your codes.',
    );
  });
});

describe('using a recovery code', () => {
  it('with the password alone, removes the lost authenticator so a new one can be set up', async () => {
    const { admin, codes } = await adminWithCodes();
    const phoneLost = await signInAgain(backend, admin);
    const level = await phoneLost.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    // Typed in capitals with spaces, as people copy them.
    const typed = codes[3]!.toUpperCase().replaceAll('-', ' ');
    const { data: left } = await phoneLost.rpc('use_recovery_code', { code: typed }).throwOnError();
    expect(left).toBe(9);
    await phoneLost.auth.refreshSession();
    const after = await phoneLost.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect((await phoneLost.auth.mfa.listFactors()).data?.all).toEqual([]);
    // The old session, which used the lost authenticator's code, has ended.
    expect((await admin.client.auth.refreshSession()).error).not.toBeNull();

    // A new authenticator from this session; its code signs in at aal2.
    nextStep();
    await enrolAuthenticator(phoneLost, clock.read());
    const raised = jwtClaims((await phoneLost.auth.getSession()).data.session!.access_token);
    expect(raised['aal']).toBe('aal2');
    expect(await auditKinds(admin.teamId)).toEqual([
      { kind: 'two_factor_recovery_codes_created', details: { codes: 10 } },
      { kind: 'two_factor_recovery_code_used', details: { codes_left: 9 } },
    ]);
  });

  it('each code works once; a wrong code or another account’s code changes nothing', async () => {
    const { admin, authenticator, codes } = await adminWithCodes();
    const other = await adminWithCodes();
    const laptop = await signInAgain(backend, admin);
    for (const code of ['', 'aaaa-bbbb-cccc-dddd', other.codes[0]!]) {
      const refused = await laptop.rpc('use_recovery_code', { code });
      expect(refused.error?.code).toBe('P0001');
      expect(refused.status).toBe(400);
    }
    expect((await laptop.auth.mfa.listFactors()).data?.totp).toHaveLength(1);
    await laptop.rpc('use_recovery_code', { code: codes[0]! }).throwOnError();

    // The account sets up an authenticator again; the used code does not remove it.
    nextStep();
    await enrolAuthenticator(laptop, clock.read());
    const thief = await signInAgain(backend, admin);
    const again = await thief.rpc('use_recovery_code', { code: codes[0]! });
    expect(again.error?.code).toBe('P0001');
    expect((await thief.auth.mfa.listFactors()).data?.totp).toHaveLength(1);
    expect((await thief.rpc('recovery_codes_left')).data).toBe(9);
    expect(authenticator.factorId).not.toBe((await thief.auth.mfa.listFactors()).data?.totp[0]?.id);
    // Another account's codes are untouched.
    expect((await other.admin.client.rpc('recovery_codes_left')).data).toBe(10);
  });

  it('an account without an authenticator has nothing to replace and keeps its code', async () => {
    const { admin, authenticator, codes } = await adminWithCodes();
    await admin.client.auth.mfa.unenroll({ factorId: authenticator.factorId });
    const refused = await admin.client.rpc('use_recovery_code', { code: codes[0]! });
    expect(refused.error?.message).toBe('Your account has no authenticator app to replace');
    expect((await admin.client.rpc('recovery_codes_left')).data).toBe(10);
  });

  it('needs a signed-in caller', async () => {
    const { codes } = await adminWithCodes();
    const anon = await backend.client().rpc('use_recovery_code', { code: codes[0]! });
    expect(anon.error).not.toBeNull();
    expect((await backend.client().rpc('recovery_codes_left')).error).not.toBeNull();
  });
});
