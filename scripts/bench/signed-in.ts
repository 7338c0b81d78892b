// The signed-in side of the Lighthouse table: the training catalogue (supabase/seed.sql) and a
// team (an admin, 49 members with progress on five more videos, two published policies) and the routes its admin uses
// every day. Each run signs in afresh through the API and hands the browser the stored session as
// supabase-js keeps it (src/renderer/src/lib/supabase.ts), with the role hint of the last sign-in.
import type { TestBackend } from '../../src/backend/testing';
import { seed } from '../../src/backend/seed';
import {
  adoptPolicy,
  createTeamAdmin,
  publishAsPublisher,
  seedLargeTeam,
  TEST_PASSWORD,
} from '../../src/backend/testing';

export interface SignedInRoutes {
  paths: string[];
  /** localStorage of a browser whose admin signed in a moment ago. */
  storage: () => Promise<Record<string, string>>;
}

export async function seedSignedInRoutes(backend: TestBackend): Promise<SignedInRoutes> {
  await seed(backend.db);
  const admin = await createTeamAdmin(backend, 'Bench Signed In Co');
  await seedLargeTeam(backend.db, admin.teamId, { members: 49, videos: 5 });
  for (const template of ['acceptable-use-policy', 'information-security-policy']) {
    await publishAsPublisher(admin.client, await adoptPolicy(admin.client, template), 1);
  }
  const { rows } = await backend.db.query<{ id: string }>(
    // A course of the catalogue: a player, its transcript and its knowledge check.
    `select id from public.videos where is_published and course_id is not null
      order by order_index limit 1`,
  );
  const video = rows[0]?.id;
  if (!video) throw new Error('bench: no published video to play');
  return {
    paths: [
      '/library',
      `/video/${video}`,
      '/dashboard',
      '/dashboard/policies',
      '/dashboard/training',
      '/dashboard/evidence',
    ],
    storage: async () => {
      const { data, error } = await backend
        .client()
        .auth.signInWithPassword({ email: admin.email, password: TEST_PASSWORD });
      if (error || !data.session) throw new Error(`bench: sign-in failed: ${error?.message}`);
      return {
        // docs/product.md#constants: the key of the stored session.
        'sb-auth-token': JSON.stringify(data.session),
        'complyready.preferences.session-role': 'admin',
      };
    },
  };
}
