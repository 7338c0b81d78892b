// The team's reporting routes (docs/decisions.md V5): set by admins in Settings, shown by the
// player at the end of the courses that teach reporting.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';

export interface ReportingRoutes {
  securityContactEmail: string | null;
  phishingReportEmail: string | null;
  /** The team's hotline (/hotline/<slug>), when it has one. */
  hotlineSlug: string | null;
}

/** The session's team's routes (all null without any). */
export async function getReportingRoutes(
  client: SupabaseClient<Database>,
  signal?: AbortSignal,
): Promise<ReportingRoutes> {
  let query = client.rpc('my_reporting_routes');
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw new Error(error.message);
  const row = data?.[0];
  return {
    securityContactEmail: row?.security_contact_email ?? null,
    phishingReportEmail: row?.phishing_report_email ?? null,
    hotlineSlug: row?.hotline_slug ?? null,
  };
}

/** Sets the session's team's routes; an empty address clears it. Team admins only. */
export async function setReportingRoutes(
  client: SupabaseClient<Database>,
  routes: { securityContactEmail: string; phishingReportEmail: string },
): Promise<void> {
  const { error } = await client.rpc('set_reporting_routes', {
    security_contact_email: routes.securityContactEmail,
    phishing_report_email: routes.phishingReportEmail,
  });
  if (error) throw new Error(error.message);
}

/** Whether there is anything to show. */
export function hasReportingRoutes(routes: ReportingRoutes): boolean {
  return Boolean(routes.securityContactEmail || routes.phishingReportEmail || routes.hotlineSlug);
}
