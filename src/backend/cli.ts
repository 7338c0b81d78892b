// Operator commands: `npm run admin -- <command>`. Roles change only here (docs/decisions.md F6).
import { mkdirSync } from 'node:fs';
import { isRole } from '../shared/roles';
import { readServerConfig } from './config';
import { Mailbox } from './mail/mailbox';
import { openDatabase } from './db/open';
import { migrate, type Database } from './db/database';
import { seed } from './seed';
import { applyContent } from './db/content';
import { CONTENT_FILE, MIGRATIONS_DIR } from './server';
import { holdServerLock } from './server-lock';

const usage = `Usage: npm run admin -- <command>

  grant-role <email> <member|admin|editor|superadmin>   set the role of a signed-up user
  list-mail [email]                                      show the local mailbox (newest first)
  reset-demo-data                                        restore the sample training catalog
  set-plan <team name or id> <starter|professional|enterprise> [reason]
                                                         change a team's plan (ends its trial)
  set-success-manager <team name or id> <email|none>    name the Enterprise team's success manager,
                                                         copied on its support requests
  reset-two-factor <email>                               remove a user's authenticators and sign
                                                         them out (they set one up again)

Uses DATABASE_URL when set, otherwise the PGlite database in DATA_DIR (default ./.data).`;

async function grantRole(db: Database, email: string | undefined, role: string | undefined) {
  if (!email || !isRole(role)) throw new Error(usage);
  const { rowCount } = await db.query(
    'update public.users set role = $2 where lower(email) = lower($1)',
    [email.trim(), role],
  );
  if (rowCount === 0) {
    throw new Error(`No profile for ${email}: the user must sign up and sign in once first.`);
  }
  console.log(`${email} is now ${role}.`);
}

async function listMail(db: Database, to: string | undefined) {
  const messages = await new Mailbox(db, () => undefined).list(to, 50);
  if (messages.length === 0) console.log('The mailbox is empty.');
  for (const mail of messages) {
    console.log(`\n${mail.sentAt}  to ${mail.to}\n${mail.subject}\n${mail.text}`);
  }
}

/** The one team named `team` (or with that id). */
async function findTeam(db: Database, team: string) {
  const { rows } = await db.query<{ id: string; name: string }>(
    `select id::text as id, name from public.teams where id::text = $1 or lower(name) = lower($1)`,
    [team],
  );
  if (rows.length === 0) throw new Error(`No team named or with the id "${team}".`);
  if (rows.length > 1) throw new Error(`Several teams are named "${team}": give its id.`);
  return rows[0] as { id: string; name: string };
}

/** The Enterprise team's success manager (docs/decisions.md SU1); `none` removes it. */
async function setSuccessManager(
  db: Database,
  team: string | undefined,
  email: string | undefined,
) {
  if (!team || !email) throw new Error(usage);
  const { id, name } = await findTeam(db, team);
  const address = email === 'none' ? null : email.trim().toLowerCase();
  await db.query('update public.teams set success_manager_email = $2 where id = $1', [id, address]);
  console.log(
    address
      ? `${address} is ${name}'s success manager (copied on its requests while it is on Enterprise).`
      : `${name} has no success manager.`,
  );
}

/** Through change_team_plan, the one function that changes plans (and writes the audit log). */
async function setPlan(
  db: Database,
  team: string | undefined,
  plan: string | undefined,
  reason: string,
) {
  if (!team || !plan) throw new Error(usage);
  const { id, name } = await findTeam(db, team);
  await db.query('select public.change_team_plan($1, $2, $3)', [id, plan, reason || 'operator']);
  console.log(`${name} is now on ${plan}.`);
}

/** Recovery for someone who lost their authenticator; written to their team's audit log. */
async function resetTwoFactor(db: Database, email: string | undefined) {
  if (!email) throw new Error(usage);
  const { rows } = await db.query<{ removed: number }>(
    'select public.operator_reset_two_factor($1) as removed',
    [email],
  );
  console.log(
    `Two-factor sign-in of ${email} is reset (authenticators removed: ${rows[0]?.removed ?? 0}); ` +
      'every session of the account has ended.',
  );
}

async function resetDemoData(db: Database) {
  await db.query(`delete from public.videos where id::text like '6f0c2a1e-0b1a-4c55-9a11-%'`);
  await seed(db);
  console.log('The sample training catalog is restored.');
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command || command === 'help' || command === '--help') {
    console.log(usage);
    return;
  }
  const { dataDir, databaseUrl } = readServerConfig();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // PGlite allows one process per data folder: never open it while the server has it.
  const releaseLock = databaseUrl
    ? () => undefined
    : holdServerLock(dataDir, { purpose: 'npm run admin' });
  const db = await openDatabase(dataDir);
  try {
    await migrate(db, MIGRATIONS_DIR);
    await applyContent(db, CONTENT_FILE);
    await db.exec(Mailbox.schema);
    if (command === 'grant-role') await grantRole(db, args[0], args[1]);
    else if (command === 'list-mail') await listMail(db, args[0]);
    else if (command === 'reset-demo-data') await resetDemoData(db);
    else if (command === 'set-plan') await setPlan(db, args[0], args[1], args.slice(2).join(' '));
    else if (command === 'set-success-manager') await setSuccessManager(db, args[0], args[1]);
    else if (command === 'reset-two-factor') await resetTwoFactor(db, args[0]);
    else throw new Error(`Unknown command "${command}".\n\n${usage}`);
  } finally {
    await db.close();
    releaseLock();
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
