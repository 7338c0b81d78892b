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
import { BackLink } from './back-link';
import { PolicyRecordView } from './record-view';

function PolicyAdminPage() {
  const { policyId = '' } = useParams();
  return (
    <RequireSession roles={ADMIN_ROLES} otherwise="/library">
      {(profile) =>
        profile.team_id ? (
          <PolicyAdmin policyId={policyId} />
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

function PolicyAdmin({ policyId }: { policyId: string }) {
  const record = useQuery(policyKeys.record(policyId), (client, signal) =>
    getPolicyRecord(client, policyId, signal),
  );
  if (record.state === 'loading') {
    return (
      <div className="container">
        <PageHeader title="Policy" />
        <p role="status">Loading policy...</p>
      </div>
    );
  }
  if (record.state === 'error' || !record.data) {
    return (
      <div className="container">
        <PageHeader title="Policy not found" />
        <BackLink />
        <FormMessage kind="error">
          {record.state === 'error' ? 'Failed to load the policy' : 'Policy not found'}
        </FormMessage>
      </div>
    );
  }
  // A draft, a publication, a review or retiring shows in the team's and the members' lists too.
  return (
    <PolicyRecordView record={record.data} onChanged={() => invalidateQueries(policyKeys.all)} />
  );
}

export { PolicyAdminPage as Component };
