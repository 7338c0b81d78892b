import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfLines } from '../../tests/support/pdf-text';
import {
  buildCertificatePdf,
  buildCertificatesZip,
  certificateFileName,
  type CertificateRecord,
} from './certificate-pdf';
import { certificateDate } from './training-status';

const certificate: CertificateRecord = {
  id: 'Zq3k9V7c-1_AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  member_name: 'Kim Check',
  course_title: 'Spotting Phishing Emails',
  team_name: 'Acme Ünïcode 株式会社',
  issued_at: '2026-12-01T23:30:00.000Z',
  revoked_at: null,
};

describe('buildCertificatePdf (docs/decisions.md TP1)', () => {
  it('writes the name, course, team, date and id, and where to check it, on one landscape page', async () => {
    const bytes = await buildCertificatePdf(
      certificate,
      `https://comply.example.com/verify/${certificate.id}`,
    );
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize().width).toBeGreaterThan(pdf.getPage(0).getSize().height);
    expect(pdfLines(bytes)).toEqual([
      'ComplyReady',
      'Certificate of Completion',
      'This certifies that',
      'Kim Check',
      'completed the security awareness course',
      'Spotting Phishing Emails',
      // Characters outside the standard font become "?", the rest stays.
      'for Acme Ünïcode ???? on 1 December 2026',
      `Certificate ID: ${certificate.id}`,
      `Check this certificate at https://comply.example.com/verify/${certificate.id}`,
    ]);
  });

  it('gives the day in UTC, as the records keep it, and names the file after it', () => {
    expect(certificateDate('2026-12-31T23:59:59Z')).toBe('31 December 2026');
    expect(certificateFileName(certificate)).toBe(
      'certificate-spotting-phishing-emails-kim-check-2026-12-01.pdf',
    );
  });

  it('puts several certificates into one ZIP, one PDF each', async () => {
    const again = { ...certificate, id: 'another-id-000000000000000000000000000000000' };
    const zip = await JSZip.loadAsync(
      await buildCertificatesZip([certificate, again], (id) => `https://x.example/verify/${id}`),
    );
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual([
      'certificate-spotting-phishing-emails-kim-check-2026-12-01-another-.pdf',
      'certificate-spotting-phishing-emails-kim-check-2026-12-01.pdf',
    ]);
    const second = pdfLines(await zip.file(names[0]!)!.async('uint8array'));
    expect(second).toContain(`Certificate ID: ${again.id}`);
  });
});
