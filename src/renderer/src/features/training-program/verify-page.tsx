// `/verify/<id>` (docs/product.md#certificate-check, docs/threat-model.md #32): anyone, signed in
// or not, checks a certificate: valid, revoked or unknown, with the name, course and date only.
import { useParams } from 'react-router-dom';
import { certificateDate } from '@documents/training-status';
import { FormMessage } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { useQuery } from '../../lib/use-query';
import { trainingKeys } from '../../lib/training/keys';
import { verifyCertificate } from '../../lib/training/data';

function Verification({ id }: { id: string }) {
  const result = useQuery(trainingKeys.verification(id), (client, signal) =>
    verifyCertificate(client, id, signal),
  );
  if (result.state === 'loading') return <p role="status">Checking the certificate...</p>;
  if (result.state === 'error') {
    return (
      <FormMessage kind="error">
        The certificate could not be checked. Please try again later.
      </FormMessage>
    );
  }
  const found = result.data;
  if (found.status === 'unknown') {
    return (
      <section className="card verify-card" aria-labelledby="verify-status">
        <h2 id="verify-status">Unknown certificate</h2>
        <p>No certificate has this ID. Check that the whole address was copied.</p>
      </section>
    );
  }
  return (
    <section className={`card verify-card verify-${found.status}`} aria-labelledby="verify-status">
      <h2 id="verify-status">
        {found.status === 'valid' ? 'Valid certificate' : 'Revoked certificate'}
      </h2>
      <p>
        {found.member_name} completed {found.course_title} on {certificateDate(found.issued_on)}.
      </p>
      {found.status === 'revoked' ? (
        <p>The team that issued it has revoked it: it no longer counts as proof of training.</p>
      ) : null}
    </section>
  );
}

function VerifyPage() {
  const { certificateId = '' } = useParams();
  return (
    <div className="container narrow">
      <PageHeader title="Certificate Check" />
      <p>
        Certificate ID: <code className="hash">{certificateId}</code>
      </p>
      <Verification key={certificateId} id={certificateId} />
    </div>
  );
}

export { VerifyPage as Component };
