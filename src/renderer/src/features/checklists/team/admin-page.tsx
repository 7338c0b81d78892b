import type { ReactNode } from 'react';
import { RequireSession, ADMIN_ROLES } from '../../../app/guards';
import { FormMessage } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';

/** A dashboard page for a team's admins; members are sent to their library. */
export function TeamAdminPage({
  title,
  children,
}: {
  title: string;
  children: (teamId: string) => ReactNode;
}) {
  return (
    <RequireSession roles={ADMIN_ROLES} otherwise="/library">
      {(profile) =>
        profile.team_id ? (
          children(profile.team_id)
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
