import { beforeAll, describe, expect, it } from 'vitest';
import {
  HotlineCryptoError,
  MESSAGE_TOO_LONG,
  MIN_PBKDF2_ITERATIONS,
  RECEIPT_CODE_LENGTH,
  ATTACHMENT_ENVELOPE_BYTES,
  MAX_ATTACHMENT_BYTES,
  createTeamKeys,
  decryptAttachment,
  decryptMessage,
  encryptAttachment,
  encryptMessage,
  newReceiptCode,
  normaliseReceiptCode,
  openCaseKey,
  openNote,
  openReporterKey,
  receiptSecrets,
  rewrapTeamKey,
  sealNote,
  sealReport,
  unlockTeamKey,
  type TeamKeyMaterial,
  type UnlockedTeamKey,
} from './hotline-crypto';
import { MAX_CIPHERTEXT_CHARACTERS } from '../../supabase/functions/_shared/team-hotline.ts';

const PASSPHRASE = 'correct horse battery staple';
let team: TeamKeyMaterial & { unlocked: UnlockedTeamKey };

beforeAll(async () => {
  team = await createTeamKeys(PASSPHRASE);
});

// A key wrapped with the fewest iterations, for the tests that wrap and unwrap again and again.
const quickKeys = (passphrase: string) => createTeamKeys(passphrase, MIN_PBKDF2_ITERATIONS);

describe('the team key (docs/threat-model.md #30)', () => {
  it('opens with its passphrase only, and keeps nothing readable in what is stored', async () => {
    expect(team.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(team.wrappedPrivateKey).toMatch(/^v1\.600000\./);
    const quick = await quickKeys(PASSPHRASE);
    await expect(unlockTeamKey(quick, 'correct horse battery stapler')).rejects.toThrow(
      'The passphrase is not correct.',
    );
    const unlocked = await unlockTeamKey(team, PASSPHRASE);
    const sealed = await sealReport(team.publicKey, { subject: 'S', text: 'T' });
    await expect(openCaseKey(unlocked, sealed.sealedKey)).resolves.toBeDefined();
  });

  it('refuses a short passphrase; a new passphrase opens the same key, the old one no longer', async () => {
    await expect(createTeamKeys('too short')).rejects.toBeInstanceOf(HotlineCryptoError);
    const quick = await quickKeys(PASSPHRASE);
    const rewrapped = await rewrapTeamKey(
      quick.wrappedPrivateKey,
      PASSPHRASE,
      'a brand new passphrase',
      MIN_PBKDF2_ITERATIONS,
    );
    const moved = { publicKey: quick.publicKey, wrappedPrivateKey: rewrapped };
    await expect(unlockTeamKey(moved, PASSPHRASE)).rejects.toThrow(
      'The passphrase is not correct.',
    );
    const report = await sealReport(quick.publicKey, { text: 'Still readable' });
    const caseKey = await openCaseKey(
      await unlockTeamKey(moved, 'a brand new passphrase'),
      report.sealedKey,
    );
    expect(await decryptMessage(caseKey, 'reporter', report.ciphertext)).toEqual({
      text: 'Still readable',
    });
  });
});

describe('a sealed report', () => {
  it('is read by the handler with the team key and by the reporter with the code alone', async () => {
    const report = {
      subject: 'Expense fraud',
      text: 'The invoices of March are fake.',
      email: 'me@example.com',
    };
    const sealed = await sealReport(team.publicKey, report);
    for (const value of [sealed.sealedKey, sealed.reporterKey, sealed.ciphertext, sealed.access]) {
      expect(value).not.toContain('invoices');
      expect(value).not.toContain(sealed.code.replaceAll('-', ''));
    }
    const handlerKey = await openCaseKey(team.unlocked, sealed.sealedKey);
    expect(await decryptMessage(handlerKey, 'reporter', sealed.ciphertext)).toEqual(report);

    const reply = await encryptMessage(handlerKey, 'handler', { text: 'Which supplier?' });
    const secrets = await receiptSecrets(sealed.code.toLowerCase());
    expect(secrets.access).toBe(sealed.access);
    const reporterKey = await openReporterKey(secrets, sealed.reporterKey);
    expect(await decryptMessage(reporterKey, 'handler', reply)).toEqual({
      text: 'Which supplier?',
    });
    // A message is bound to its author: the server cannot present the reply as the reporter's.
    await expect(decryptMessage(reporterKey, 'reporter', reply)).rejects.toBeInstanceOf(
      HotlineCryptoError,
    );
  });

  it('does not open with another code, and a changed ciphertext is refused', async () => {
    const sealed = await sealReport(team.publicKey, { text: 'Secret' });
    const other = await receiptSecrets(newReceiptCode());
    expect(other.access).not.toBe(sealed.access);
    await expect(openReporterKey(other, sealed.reporterKey)).rejects.toThrow(
      'This receipt code does not open the case.',
    );
    const handlerKey = await openCaseKey(team.unlocked, sealed.sealedKey);
    const last = sealed.ciphertext.at(-1) === 'A' ? 'B' : 'A';
    await expect(
      decryptMessage(handlerKey, 'reporter', `${sealed.ciphertext.slice(0, -1)}${last}`),
    ).rejects.toBeInstanceOf(HotlineCryptoError);
  });

  it('seals notes to the team key, which the receipt code cannot open', async () => {
    const unlocked = team.unlocked;
    const note = await sealNote(team.publicKey, 'Talk to finance first');
    expect(await openNote(unlocked, note)).toEqual({ text: 'Talk to finance first' });
    const sealed = await sealReport(team.publicKey, { text: 'x' });
    const reporterKey = await openReporterKey(
      await receiptSecrets(sealed.code),
      sealed.reporterKey,
    );
    await expect(decryptMessage(reporterKey, 'handler', note)).rejects.toBeInstanceOf(
      HotlineCryptoError,
    );
  });
});

describe('long texts', () => {
  it('refuses a text whose ciphertext would not fit the request, before sending anything', async () => {
    const long = 'é'.repeat(22_001);
    await expect(sealReport(team.publicKey, { text: long })).rejects.toThrow(MESSAGE_TOO_LONG);
    const fits = await sealReport(team.publicKey, { text: 'a'.repeat(43_000) });
    expect(fits.ciphertext.length).toBeLessThanOrEqual(MAX_CIPHERTEXT_CHARACTERS);
  });
});

describe('receipt codes', () => {
  it('are 28 symbols of Crockford base32 in groups of four, never twice the same', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newReceiptCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(normaliseReceiptCode(code)).toHaveLength(RECEIPT_CODE_LENGTH);
    }
  });

  it('read back however they are typed, and refuse what cannot be a code', () => {
    const code = '7K3Q-9XWP-0000-1111-ABCD-EFGH-JKMN';
    expect(normaliseReceiptCode(' 7k3q 9xwp oooo iLli abcd efgh jkmn ')).toBe(
      code.replaceAll('-', ''),
    );
    expect(normaliseReceiptCode('7K3Q-9XWP')).toBeNull();
    expect(normaliseReceiptCode(`${code.slice(0, -1)}U`)).toBeNull();
  });
});

describe('attachments (docs/decisions.md H2, docs/threat-model.md #54)', () => {
  const file = {
    name: 'Überweisungen März.xlsx',
    type: 'application/vnd.ms-excel',
    bytes: new TextEncoder().encode('IBAN DE02 1203 0000 0000 2020 51'),
  };

  it('open with the case key only, the name and type inside the ciphertext', async () => {
    const sealed = await sealReport(team.publicKey, { text: 'With a file' });
    const ciphertext = await encryptAttachment(sealed.caseKey, file);
    const text = new TextDecoder('latin1').decode(ciphertext);
    for (const secret of ['IBAN', 'xlsx', 'ms-excel']) expect(text).not.toContain(secret);
    const handlerKey = await openCaseKey(await unlockTeamKey(team, PASSPHRASE), sealed.sealedKey);
    expect(await decryptAttachment(handlerKey, ciphertext)).toEqual(file);
    const other = await sealReport(team.publicKey, { text: 'Another case' });
    await expect(decryptAttachment(other.caseKey, ciphertext)).rejects.toThrow(
      'This attachment cannot be read.',
    );
    const tampered = ciphertext.slice();
    tampered[tampered.length - 1]! ^= 1;
    await expect(decryptAttachment(sealed.caseKey, tampered)).rejects.toThrow(HotlineCryptoError);
  });

  it('fit the bucket: a 10 MB file with the longest name stays within the envelope', async () => {
    const { caseKey } = await sealReport(team.publicKey, { text: 'Large' });
    // A name that would not fit the envelope is refused rather than overflowing it.
    await expect(
      encryptAttachment(caseKey, {
        name: '\u0001'.repeat(240),
        type: 'x'.repeat(255),
        bytes: new Uint8Array(1),
      }),
    ).rejects.toThrow('This file name is too long. Please rename the file.');
    const long = await encryptAttachment(caseKey, {
      name: '📎'.repeat(255),
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      bytes: new Uint8Array(MAX_ATTACHMENT_BYTES),
    });
    expect(long.length).toBeLessThanOrEqual(MAX_ATTACHMENT_BYTES + ATTACHMENT_ENVELOPE_BYTES);
  });
});
