// The access review's systems (docs/decisions.md AS1): the team's SaaS applications from the
// asset inventory, kept on Dashboard → Assets, listed on the run page as what to review.
import { Link } from 'react-router-dom';
import { DataTable } from '../../../components/data-table';
import { FormMessage } from '../../../components/form-field';
import { TitledSection } from '../../../components/titled-section';
import { sharedAssetKeys } from '../../../lib/assets/keys';
import { getSaasApplications, type SaasApplication } from '../../../lib/assets/saas-applications';
import { useQuery } from '../../../lib/use-query';

/** The checklist whose run lists the SaaS applications. */
export const ACCESS_REVIEW_CHECKLIST = 'access-review-template';

const assetsLink = (
  <Link className="text-link" to="/dashboard/assets">
    Dashboard → Assets
  </Link>
);

export function SaasApplicationList({
  applications,
  ownerNames,
}: {
  applications: readonly SaasApplication[];
  /** Member names by id; an owner not among them has left the team. */
  ownerNames: ReadonlyMap<string, string>;
}) {
  if (applications.length === 0) {
    return (
      <p>
        No SaaS applications in your asset inventory yet. Add the SaaS applications your team uses
        on {assetsLink} to list them here for review.
      </p>
    );
  }
  return (
    <>
      <p>
        Review who has access to each SaaS application of your asset inventory. Add missing ones on{' '}
        {assetsLink}.
      </p>
      <DataTable
        label="SaaS applications"
        columns={['Application', 'Owner', 'Classification', 'Customer data']}
      >
        {applications.map((application) => (
          <tr key={application.id}>
            <th scope="row">{application.name}</th>
            <td>
              {application.owner_id
                ? (ownerNames.get(application.owner_id) ?? 'Former member')
                : 'Nobody'}
            </td>
            <td>{application.classification}</td>
            <td>{application.holds_customer_data ? 'Yes' : 'No'}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

/** The run page's section: the team's SaaS applications as the systems to review. */
export function SaasApplications({
  teamId,
  ownerNames,
}: {
  teamId: string;
  ownerNames: ReadonlyMap<string, string>;
}) {
  const applications = useQuery(sharedAssetKeys.saasApplications(teamId), (client, signal) =>
    getSaasApplications(client, teamId, signal),
  );
  return (
    <TitledSection id="saas-applications" title="Systems to review">
      {applications.state === 'loading' ? (
        <p role="status">Loading the SaaS applications...</p>
      ) : applications.state === 'error' ? (
        <FormMessage kind="error">Failed to load the SaaS applications</FormMessage>
      ) : (
        <SaasApplicationList applications={applications.data} ownerNames={ownerNames} />
      )}
    </TitledSection>
  );
}
