// A training certificate (docs/decisions.md TP1) as a one-page PDF (pdf-lib, A4 landscape): the
// person's name, the course, the date, the team and the certificate's id, with the address where
// anyone can check it. Built where it is asked for — the member's library, the admin's dashboard —
// and several of them as one ZIP (client-zip).
import { downloadZip } from 'client-zip';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { printable, wrap } from './pdf-text';
import { utcDay } from '../shared/utc-day';
import { slug } from './policy-version';
import { certificateDate } from './training-status';

/** A row of `certificates`, as members and admins read it. */
export interface CertificateRecord {
  id: string;
  member_name: string;
  course_title: string;
  team_name: string;
  issued_at: string;
  revoked_at: string | null;
}

const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 64;
const INK = rgb(0.09, 0.13, 0.2);
const ACCENT = rgb(0.12, 0.31, 0.82);

/** `certificate-spotting-phishing-emails-kim-check-2026-12-01.pdf`. */
export function certificateFileName(certificate: CertificateRecord): string {
  return `certificate-${slug(certificate.course_title)}-${slug(certificate.member_name)}-${utcDay(certificate.issued_at)}.pdf`;
}

/**
 * The certificate. `verifyUrl` is where /verify/<id> opens; without a web address (a desktop app
 * with no website) the page gives the id alone.
 */
export async function buildCertificatePdf(
  certificate: CertificateRecord,
  verifyUrl?: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificate of Completion: ${certificate.course_title}`);
  pdf.setAuthor(certificate.team_name);
  pdf.setSubject(`Certificate ${certificate.id}`);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const width = PAGE.width - 2 * MARGIN;
  page.drawRectangle({
    x: MARGIN / 2,
    y: MARGIN / 2,
    width: PAGE.width - MARGIN,
    height: PAGE.height - MARGIN,
    borderColor: ACCENT,
    borderWidth: 3,
  });

  let y = PAGE.height - MARGIN - 24;
  /** Centred lines, wrapped to the page. */
  const write = (text: string, size: number, font = regular, gap = 0, color = INK) => {
    y -= gap;
    for (const line of wrap(font, size, printable(font, text), width)) {
      y -= size * 1.3;
      const lineWidth = font.widthOfTextAtSize(line, size);
      page.drawText(line, { x: (PAGE.width - lineWidth) / 2, y, size, font, color });
    }
  };

  write('ComplyReady', 14, bold, 0, ACCENT);
  write('Certificate of Completion', 32, bold, 18);
  write('This certifies that', 14, regular, 28);
  write(certificate.member_name, 28, bold, 12);
  write('completed the security awareness course', 14, regular, 16);
  write(certificate.course_title, 22, bold, 10);
  write(
    `for ${certificate.team_name} on ${certificateDate(certificate.issued_at)}`,
    14,
    regular,
    16,
  );
  write(`Certificate ID: ${certificate.id}`, 11, regular, 40);
  write(
    verifyUrl
      ? `Check this certificate at ${verifyUrl}`
      : 'Check this certificate at /verify/<id> on your ComplyReady website.',
    10,
    regular,
    4,
  );
  return pdf.save() as Promise<Uint8Array<ArrayBuffer>>;
}

/** Several certificates as one ZIP of PDFs, each named after its course, person and date. */
export async function buildCertificatesZip(
  certificates: readonly CertificateRecord[],
  verifyUrlOf: (id: string) => string | undefined,
): Promise<Uint8Array<ArrayBuffer>> {
  const seen = new Set<string>();
  async function* entries() {
    for (const certificate of certificates) {
      let name = certificateFileName(certificate);
      // Two certificates of one course, person and day (one revoked): keep both.
      if (seen.has(name)) name = name.replace(/\.pdf$/, `-${certificate.id.slice(0, 8)}.pdf`);
      seen.add(name);
      yield {
        name,
        lastModified: new Date(certificate.issued_at),
        input: await buildCertificatePdf(certificate, verifyUrlOf(certificate.id)),
      };
    }
  }
  return new Uint8Array(await downloadZip(entries()).arrayBuffer());
}
