// "Assigned to you" in the library (docs/product.md#video-library, docs/decisions.md TP1): the
// courses the member's team asks them to take this training year, overdue and due first, with
// their certificates once complete.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CertificateRecord } from '@documents/certificate-pdf';
import { certificateDate } from '@documents/training-status';
import { FormMessage } from './form-field';
import { useQuery } from '../lib/use-query';
import { trainingKeys } from '../lib/training/keys';
import { downloadCertificate } from '../lib/training/certificates';
import { getCertificates, getMyTraining, type MyCourse } from '../lib/training/data';
import { utcDay } from '@shared/utc-day';

export function CertificateButton({
  certificate,
  label,
  onFailed,
}: {
  certificate: CertificateRecord;
  label: string;
  onFailed: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button-secondary"
      disabled={busy}
      aria-label={`${label}: ${certificate.course_title}`}
      onClick={() => {
        setBusy(true);
        downloadCertificate(certificate)
          .catch(onFailed)
          .finally(() => setBusy(false));
      }}
    >
      {label}
    </button>
  );
}

function CourseStatus({ course }: { course: MyCourse }) {
  if (course.completed_at) {
    return <span className="badge status-completed">Completed {utcDay(course.completed_at)}</span>;
  }
  return course.overdue ? (
    <span className="badge badge-warning">Overdue: due {course.due_on}</span>
  ) : (
    <span className="badge">Due {course.due_on}</span>
  );
}

export function AssignedToYou({ userId }: { userId: string }) {
  const courses = useQuery(trainingKeys.myTraining(userId), getMyTraining);
  const certificates = useQuery(trainingKeys.myCertificates(userId), (client, signal) =>
    getCertificates(client, signal, userId),
  );
  const [failed, setFailed] = useState(false);
  const mine = certificates.data ?? [];
  const byId = new Map(mine.map((certificate) => [certificate.id, certificate]));
  const failure = failed ? (
    <FormMessage kind="error">The certificate could not be saved. Please try again.</FormMessage>
  ) : null;

  return (
    <>
      {courses.state === 'ready' && courses.data.length > 0 ? (
        <section className="card assigned-card" aria-labelledby="assigned-title">
          <h2 id="assigned-title">Assigned to you</h2>
          <ul className="assigned-list">
            {courses.data.map((course) => {
              const certificate = course.certificate_id
                ? byId.get(course.certificate_id)
                : undefined;
              return (
                <li
                  key={course.course_id}
                  className={course.overdue ? 'status-overdue' : undefined}
                >
                  {course.video_id ? (
                    <Link to={`/video/${course.video_id}`}>{course.title}</Link>
                  ) : (
                    <span>{course.title}</span>
                  )}{' '}
                  <CourseStatus course={course} />{' '}
                  {certificate ? (
                    <CertificateButton
                      certificate={certificate}
                      label="Download certificate"
                      onFailed={() => setFailed(true)}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
          {failure}
        </section>
      ) : null}
      {mine.length > 0 ? (
        <section className="card assigned-card" aria-labelledby="certificates-title">
          <h2 id="certificates-title">Your certificates</h2>
          <ul className="assigned-list">
            {mine.map((certificate) => (
              <li key={certificate.id}>
                {certificate.course_title}, {certificateDate(certificate.issued_at)}
                {certificate.revoked_at ? (
                  <span className="badge badge-warning">Revoked</span>
                ) : (
                  <>
                    {' '}
                    <CertificateButton
                      certificate={certificate}
                      label="Download"
                      onFailed={() => setFailed(true)}
                    />
                  </>
                )}
              </li>
            ))}
          </ul>
          {courses.data?.length ? null : failure}
        </section>
      ) : null}
    </>
  );
}
