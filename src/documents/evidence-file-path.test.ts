// An attached file's name in the evidence pack (docs/decisions.md EF1): the name its uploader gave,
// in any language, never a path or a name Windows cannot make.
import { describe, expect, it } from 'vitest';
import { evidenceFilePath, evidenceFilesCsv, type EvidenceFileRecord } from './evidence-pack';

const file = (file_name: string): EvidenceFileRecord => ({
  id: '0123456789abcdef',
  object_path: 'team/run/item/file',
  file_name,
  mime_type: 'application/pdf',
  size_bytes: 1,
  sha256: '0'.repeat(64),
  uploaded_by: 'Ada',
  attached_at: '2026-11-29T10:00:00Z',
  checklist_id: 'access-review',
  period_start: '2026-10-01',
  item_id: 'export-user-lists',
});

describe('an evidence file in the pack', () => {
  it('keeps the name as given, in any script', () => {
    expect(evidenceFilePath(file('Zugriffsprüfung März.pdf'))).toBe(
      'checklists/files/access-review-2026-10-01/export-user-lists/01234567-Zugriffsprüfung März.pdf',
    );
    // A name typed with a combining accent is stored composed.
    expect(evidenceFilePath(file('Re\u0301sume\u0301.pdf')).endsWith('-Résumé.pdf')).toBe(true);
    expect(evidenceFilePath(file('访问审查.png')).endsWith('-访问审查.png')).toBe(true);
    expect(
      evidenceFilePath(file('Okta admins – Q3 (final), v2.png')).endsWith(
        '-Okta admins – Q3 (final), v2.png',
      ),
    ).toBe(true);
  });

  it('never leaves its folder or holds what Windows refuses', () => {
    const name = evidenceFilePath(file('../..\\a:b*c?"d<e>f|g\u0000.pdf')).split('/').at(-1);
    expect(name).toBe('01234567-.._.._a_b_c__d_e_f_g_.pdf');
    // A right-to-left override would show "invoice_exe.pdf" for a name ending in ".exe".
    expect(evidenceFilePath(file('invoice\u202Efdp.exe')).endsWith('-invoice_fdp.exe')).toBe(true);
    expect(evidenceFilePath(file('notes.')).endsWith('-notes_')).toBe(true);
  });
});

describe('the list of evidence files in the pack', () => {
  it('names each file’s checklist and item as the checklist’s own CSV does', () => {
    const row = evidenceFilesCsv([
      { ...file('users.csv'), checklist_id: 'access-review-template' },
    ]).split('\r\n')[1];
    expect(row).toContain('"Access Review Template","2026-10-01","Export current user lists"');
    expect(row).not.toContain('"export-user-lists"');
  });
});
