// Dashboard → Policies → one policy (docs/product.md#policies, docs/decisions.md PP1, PA1): edit
// the draft section by section, have it approved and publish it as a version nobody can change,
// record reviews, see who accepted which version and remind the others, compare versions,
// download any version as a Word file, retire the policy.
import { useParams } from 'react-router-dom';
import { RequireSession, ADMIN_ROLES } from '../../../session/guards';
import { FormMessage } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { invalidateQueries, useQuery } from '../../../lib/use-query';
import { policyKeys } from '../../../lib/policies/keys';
import { getPolicyRecord } from '../../../lib/policies/data';
import { PolicyRecordView } from './record-view';
import { PolicyNotLoaded } from '../policy-not-loaded';

function PolicyAdminPage() {
  const { policyId = '' } = useParams();
  return (
    <RequireSession roles={ADMIN_ROLES} otherwise="/library">
      {(profile) =>
        profile.team_id ? (
          <PolicyAdmin policyId={policyId} teamId={profile.team_id} />
        ) : (
          <div className="container">
            <PageHeader title="Policy" />
            <FormMessage kind="error">No team assigned to this account.</FormMessage>
          </div>
        )
      }
    </RequireSession>
  );
}

function PolicyAdmin({ policyId, teamId }: { policyId: string; teamId: string }) {
  const record = useQuery(policyKeys.record(policyId), (client, signal) =>
    getPolicyRecord(client, policyId, signal),
  );
  if (record.state !== 'ready' || !record.data) {
    return (
      <PolicyNotLoaded state={record.state} className="container" back="/dashboard/policies" />
    );
  }
  // A draft, a publication, a review or retiring shows in the team's and the members' lists too.
  return (
    <PolicyRecordView
      teamId={teamId}
      record={record.data}
      onChanged={() => invalidateQueries(policyKeys.all)}
    />
  );
}

export { PolicyAdminPage as Component };
