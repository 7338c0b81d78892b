import type { ReactNode } from 'react';
import { RequireSession, ADMIN_ROLES } from '../session/guards';
import type { Profile, Role } from '../session/session-types';
import { FormMessage } from './form-field';
import { PageHeader } from './page-header';

/**
 * A dashboard page of a team: for its admins (members are sent to their library), or, with
 * `roles={null}`, for anyone signed in whose page asks the database (the hotline's handlers).
 */
export function TeamAdminPage({
  title,
  lead = true,
  intro,
  roles = ADMIN_ROLES,
  children,
}: {
  title: string;
  /** The page's lead, for its skeleton: its text when it needs no data. */
  lead?: string | true;
  /** The page's fixed introduction under the sections, for its skeleton. */
  intro?: ReactNode;
  roles?: readonly Role[] | null;
  children: (teamId: string, profile: Profile) => ReactNode;
}) {
  return (
    <RequireSession
      {...(roles ? { roles, otherwise: '/library' } : {})}
      skeleton={{ title, lead, sections: true, intro }}
    >
      {(profile) =>
        profile.team_id ? (
          children(profile.team_id, profile)
        ) : (
          <div className="container">
            <PageHeader title={title} />
            <FormMessage kind="error">No team assigned to this account.</FormMessage>
          </div>
        )
      }
    </RequireSession>
  );
}
