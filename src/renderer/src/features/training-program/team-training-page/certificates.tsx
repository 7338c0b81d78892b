import { useState } from 'react';
import type { CertificateRecord } from '@documents/certificate-pdf';
import { certificateDate } from '@documents/training-status';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormMessage } from '../../../components/form-field';
import { getSupabase } from '../../../lib/supabase';
import { invalidateQueries, useQuery } from '../../../lib/use-query';
import { trainingKeys } from '../../../lib/training/keys';
import { downloadCertificate, downloadCertificates } from '../../../lib/training/certificates';
import { getCertificates, revokeCertificate } from '../../../lib/training/data';
import { DataTable } from '../../../components/data-table';
import { Outcome, useAction } from './outcome';

export function Certificates({ today }: { today: string }) {
  const certificates = useQuery(trainingKeys.teamCertificates(), (client, signal) =>
    getCertificates(client, signal),
  );
  const [revoking, setRevoking] = useState<CertificateRecord | null>(null);
  const action = useAction();
  const files = useAction();
  const valid = (certificates.data ?? []).filter((certificate) => !certificate.revoked_at);
  return (
    <section aria-labelledby="certificates-title">
      <div className="toolbar">
        <h2 id="certificates-title">Certificates</h2>
        {valid.length > 0 ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={files.busy}
            onClick={() =>
              void files.run(
                () => downloadCertificates(valid, today),
                'The certificates are saved.',
              )
            }
          >
            {files.busy ? 'Preparing...' : 'Download all certificates (ZIP)'}
          </button>
        ) : null}
      </div>
      <p>
        Issued when someone completes a course and passes its knowledge check, once each training
        year. Anyone can check one at the address printed on it, without an account.
      </p>
      {certificates.state === 'loading' ? <p role="status">Loading certificates...</p> : null}
      {certificates.state === 'error' ? (
        <FormMessage kind="error">Failed to load the certificates</FormMessage>
      ) : null}
      {files.outcome?.kind === 'error' ? <Outcome outcome={files.outcome} /> : null}
      {certificates.state === 'ready' && certificates.data.length === 0 ? (
        <p>No certificates yet.</p>
      ) : null}
      {certificates.state === 'ready' && certificates.data.length > 0 ? (
        <DataTable
          label="Certificates issued"
          columns={['Person', 'Course', 'Issued', 'Status', 'Actions']}
        >
          {certificates.data.map((certificate) => (
            <tr key={certificate.id}>
              <th scope="row">{certificate.member_name}</th>
              <td>{certificate.course_title}</td>
              <td>{certificateDate(certificate.issued_at)}</td>
              <td>{certificate.revoked_at ? 'Revoked' : 'Valid'}</td>
              <td className="row-actions">
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={`Download the certificate of ${certificate.member_name} for ${certificate.course_title}`}
                  onClick={() =>
                    void files.run(
                      () => downloadCertificate(certificate),
                      'The certificate is saved.',
                    )
                  }
                >
                  Download
                </button>
                {certificate.revoked_at ? null : (
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`Revoke the certificate of ${certificate.member_name} for ${certificate.course_title}`}
                    onClick={() => setRevoking(certificate)}
                  >
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      {action.outcome && !revoking ? <Outcome outcome={action.outcome} /> : null}
      {revoking ? (
        <ConfirmDialog
          title="Revoke this certificate?"
          confirmLabel="Revoke Certificate"
          busy={action.busy}
          error={action.outcome?.kind === 'error' ? action.outcome.text : null}
          onCancel={() => setRevoking(null)}
          onConfirm={() =>
            void action
              .run(
                async () => revokeCertificate(await getSupabase(), revoking.id),
                `The certificate of ${revoking.member_name} is revoked.`,
              )
              .then(async (done) => {
                if (!done) return;
                setRevoking(null);
                await invalidateQueries(trainingKeys.teamCertificates());
              })
          }
        >
          <p>
            {revoking.member_name}&apos;s certificate for {revoking.course_title} will read
            &quot;revoked&quot; to anyone who checks it. Completing the course again issues a new
            one.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
