// The team's reporting routes (docs/decisions.md V5, docs/threat-model.md #79): admins set them
// through `set_reporting_routes` (the two-factor rule of every admin function), every member of
// the team reads them with `my_reporting_routes`, nobody another team's.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createTeamAdmin,
  enrolAuthenticator,
  signInAgain,
  testClock,
  useTestBackend,
  type TeamAdmin,
  type TestAccount,
} from './testing';

const clock = testClock();
const backend = useTestBackend({ clock: clock.read });

let admin: TeamAdmin;
let member: TestAccount;
let otherMember: TestAccount;

beforeAll(async () => {
  admin = await createTeamAdmin(backend, 'Routes Ltd');
  member = await createMember(backend, admin.inviteCode, 'Mia Member');
  const other = await createTeamAdmin(backend, 'Other Ltd');
  otherMember = await createMember(backend, other.inviteCode, 'Olly Other');
}, 60_000);

const routesOf = async (account: { client: TestAccount['client'] }) =>
  (await account.client.rpc('my_reporting_routes').throwOnError()).data;

describe('reporting routes', () => {
  it('start empty, and a member of the team reads what an admin sets', async () => {
    expect(await routesOf(member)).toEqual([
      { security_contact_email: null, phishing_report_email: null, hotline_slug: null },
    ]);
    await admin.client
      .rpc('set_reporting_routes', {
        security_contact_email: ' security@routes.example ',
        phishing_report_email: 'phishing@routes.example',
      })
      .throwOnError();
    expect(await routesOf(member)).toEqual([
      {
        security_contact_email: 'security@routes.example',
        phishing_report_email: 'phishing@routes.example',
        hotline_slug: null,
      },
    ]);
    // Another team's member sees only their own team's (none).
    expect(await routesOf(otherMember)).toEqual([
      { security_contact_email: null, phishing_report_email: null, hotline_slug: null },
    ]);
  });

  it('clears an address given empty, and records each change in the activity log', async () => {
    await admin.client
      .rpc('set_reporting_routes', {
        security_contact_email: 'security@routes.example',
        phishing_report_email: '',
      })
      .throwOnError();
    expect((await routesOf(member))?.[0]?.phishing_report_email).toBeNull();
    const { data } = await admin.client
      .from('audit_events')
      .select('kind, details')
      .eq('kind', 'reporting_routes_changed')
      .throwOnError();
    expect(data).toHaveLength(2);
    expect(data!.map((row) => row.details)).toContainEqual({
      security_contact_email: 'security@routes.example',
      phishing_report_email: null,
    });
  });

  it('refuses a member, and an address that is not one (PT403, PT422)', async () => {
    const byMember = await member.client.rpc('set_reporting_routes', {
      security_contact_email: 'evil@attacker.example',
      phishing_report_email: '',
    });
    expect(byMember.error?.code).toBe('PT403');
    const badAddress = await admin.client.rpc('set_reporting_routes', {
      security_contact_email: 'not an address',
      phishing_report_email: '',
    });
    expect(badAddress.error?.code).toBe('PT422');
    expect((await routesOf(member))?.[0]?.security_contact_email).toBe('security@routes.example');
  });

  it('refuses an admin signed in with the password alone once the team requires two-factor', async () => {
    const strict = await createTeamAdmin(backend, 'Strict Routes Ltd');
    await enrolAuthenticator(strict.client, clock.read());
    await strict.client.rpc('set_team_two_factor', { required: true }).throwOnError();
    const laptop = await signInAgain(backend, strict);
    const refused = await laptop.rpc('set_reporting_routes', {
      security_contact_email: 'security@strict.example',
      phishing_report_email: '',
    });
    expect(refused.error?.code).toBe('PT403');
    await strict.client
      .rpc('set_reporting_routes', {
        security_contact_email: 'security@strict.example',
        phishing_report_email: '',
      })
      .throwOnError();
  });
});
