// A team's hotline as its admin sets it up (docs/decisions.md H1): the enterprise plan, then a
// team key pair made as the handlers' browser makes it, stored through set_up_hotline.
import { MIN_PBKDF2_ITERATIONS, createTeamKeys } from '../../shared/hotline-crypto';
import type { TestBackend } from './backend';
import type { TeamAdmin } from './file-setup';

/** The handlers' passphrase of every test hotline. */
export const HOTLINE_PASSPHRASE = 'the handlers know this one';

/** Sets up `team`'s hotline; its slug, the unlocked team key and the public key. */
export async function setUpTeamHotline(backend: TestBackend, team: TeamAdmin) {
  await backend.db.query(`select public.change_team_plan($1, 'enterprise')`, [team.teamId]);
  const keys = await createTeamKeys(HOTLINE_PASSPHRASE, MIN_PBKDF2_ITERATIONS);
  const { data } = await team.client
    .rpc('set_up_hotline', {
      public_key: keys.publicKey,
      wrapped_private_key: keys.wrappedPrivateKey,
    })
    .throwOnError();
  return { slug: data as string, key: keys.unlocked, publicKey: keys.publicKey };
}
