// A team's training year ends on the first of its starting month (docs/decisions.md TP1), and no
// course may fall due after it. Tests that assign a course "in ten days" would fail from late
// December on a team whose year starts in January; this gives the year room whatever today is.
import type { SupabaseClient } from '@supabase/supabase-js';

/** The month (1–12) `months` after the current one, in UTC. */
export const monthAfterThis = (months: number, now = new Date()) =>
  ((now.getUTCMonth() + months) % 12) + 1;

/** Moves the team's training year to start in six months: the current one runs five more at least. */
export async function trainingYearWithRoom(admin: SupabaseClient): Promise<void> {
  await admin
    .rpc('save_training_settings', {
      year_start_month: monthAfterThis(6),
      remind_assigned: true,
      remind_week_before: true,
      remind_day_before: true,
      remind_overdue: true,
      weekly_summary: true,
    })
    .throwOnError();
}
