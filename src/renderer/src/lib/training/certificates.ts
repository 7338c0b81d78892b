// Certificates as files (docs/decisions.md TP1): built here from the certificate's row, with the
// link anyone can check it at, and saved through the platform (a download, or the desktop app's
// save dialog). pdf-lib loads only when a certificate is asked for.
import { platform } from '#platform';
import type { CertificateRecord } from '@documents/certificate-pdf';

/** `/verify/<id>` as a web address, or nothing when the app has no website to point to. */
export function verifyUrl(id: string): string | undefined {
  const url = platform.publicUrl(`/verify/${id}`);
  return /^https?:\/\//.test(url) ? url : undefined;
}

export async function downloadCertificate(certificate: CertificateRecord) {
  const { buildCertificatePdf, certificateFileName } = await import('@documents/certificate-pdf');
  return platform.saveFile({
    suggestedName: certificateFileName(certificate),
    mimeType: 'application/pdf',
    data: await buildCertificatePdf(certificate, verifyUrl(certificate.id)),
  });
}

/** `certificates-{date}.zip`: every certificate given, one PDF each. */
export async function downloadCertificates(
  certificates: readonly CertificateRecord[],
  day: string,
) {
  const { buildCertificatesZip } = await import('@documents/certificate-pdf');
  return platform.saveFile({
    suggestedName: `certificates-${day}.zip`,
    mimeType: 'application/zip',
    data: await buildCertificatesZip(certificates, verifyUrl),
  });
}
