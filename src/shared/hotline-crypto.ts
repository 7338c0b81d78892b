/**
 * End-to-end encryption of team hotline cases (docs/decisions.md H1, docs/threat-model.md #30),
 * with Web Crypto only, so the same code runs in the reporter's and the handler's browsers, the
 * desktop app and the tests. The server never holds a key that opens a case.
 *
 * - Each team has an ECDH P-256 key pair. Its private key is wrapped (AES-GCM) by a key derived
 *   from the handlers' passphrase with PBKDF2-SHA-256 (600,000 iterations, OWASP's figure); the
 *   database keeps the public key and the wrapped private key.
 * - Each case has its own random AES-GCM key. It is sealed to the team's public key (ECIES: an
 *   ephemeral ECDH key, HKDF-SHA-256, AES-GCM) for the handlers, and wrapped by a key derived from
 *   the reporter's receipt code for the reporter. The report and every message of the case are
 *   encrypted with it; handlers' internal notes are sealed to the team key alone.
 * - The receipt code (28 characters, 140 random bits) is made in the reporter's browser. From it
 *   HKDF derives two independent values: an access token, which the server stores only as a
 *   SHA-256 hash and uses to find the case, and the key that unwraps the case key, which never
 *   leaves the browser.
 */

/** Web Crypto's key type, named the same way under Node's types and the DOM's. */
export type CryptoKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const PBKDF2_ITERATIONS = 600_000;
/** The fewest iterations a wrapped key may name (tests wrap with these to stay fast). */
export const MIN_PBKDF2_ITERATIONS = 100_000;
/** Handlers' passphrases: long enough that guessing them from a stolen database is slow. */
export const MIN_PASSPHRASE_LENGTH = 12;

const CURVE = { name: 'ECDH', namedCurve: 'P-256' } as const;
const AES = { name: 'AES-GCM', length: 256 } as const;
const PRIVATE_KEY_AAD = encoder.encode('complyready hotline private key v1');
const SEAL_INFO = encoder.encode('complyready hotline seal v1');
const RECEIPT_SALT = encoder.encode('complyready hotline receipt v1');

/** The reason a passphrase, code or text could not open what it was given. */
export class HotlineCryptoError extends Error {}

// ─── Encodings ──────────────────────────────────────────────────────────────────────────────

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new HotlineCryptoError('Not base64url');
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const random = (length: number) => crypto.getRandomValues(new Uint8Array(length));

/** Splits `prefix.part.part…` into its base64url parts, checking the prefix and the count. */
function parts(envelope: string, prefix: string, count: number): Uint8Array<ArrayBuffer>[] {
  const [head, ...rest] = envelope.split('.');
  if (head !== prefix || rest.length !== count) {
    throw new HotlineCryptoError('Unknown encrypted format');
  }
  return rest.map(fromBase64Url);
}

async function aesEncrypt(key: CryptoKey, plain: Uint8Array<ArrayBuffer>, aad: Uint8Array) {
  const iv = random(12);
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: aad as Uint8Array<ArrayBuffer> },
    key,
    plain,
  );
  return { iv, cipher: new Uint8Array(cipher) };
}

async function aesDecrypt(
  key: CryptoKey,
  iv: Uint8Array<ArrayBuffer>,
  cipher: Uint8Array<ArrayBuffer>,
  aad: Uint8Array,
  failure: string,
): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return new Uint8Array(
      await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv, additionalData: aad as Uint8Array<ArrayBuffer> },
        key,
        cipher,
      ),
    );
  } catch {
    throw new HotlineCryptoError(failure);
  }
}

// ─── The team key pair and its passphrase ───────────────────────────────────────────────────

/** The key pair's public half as stored; the private half wrapped by the passphrase. */
export interface TeamKeyMaterial {
  /** The raw P-256 point, base64url (87 characters). */
  publicKey: string;
  /** `v1.<iterations>.<salt>.<iv>.<ciphertext>` */
  wrappedPrivateKey: string;
}

/** A team key opened with the passphrase: usable in this page, never exportable. */
export interface UnlockedTeamKey {
  publicKey: string;
  privateKey: CryptoKey;
}

async function passphraseKey(
  passphrase: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
) {
  const material = await crypto.subtle.importKey(
    'raw',
    encoder.encode(passphrase.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    AES,
    false,
    ['encrypt', 'decrypt'],
  );
}

async function wrapPrivateKey(
  pkcs8: Uint8Array<ArrayBuffer>,
  passphrase: string,
  iterations: number,
) {
  if (passphrase.length < MIN_PASSPHRASE_LENGTH) {
    throw new HotlineCryptoError(
      `The passphrase must be at least ${MIN_PASSPHRASE_LENGTH} characters long.`,
    );
  }
  const salt = random(16);
  const key = await passphraseKey(passphrase, salt, Math.max(iterations, MIN_PBKDF2_ITERATIONS));
  const { iv, cipher } = await aesEncrypt(key, pkcs8, PRIVATE_KEY_AAD);
  return [
    'v1',
    String(Math.max(iterations, MIN_PBKDF2_ITERATIONS)),
    ...[salt, iv, cipher].map(toBase64Url),
  ].join('.');
}

async function unwrapPrivateKey(wrapped: string, passphrase: string) {
  const [head, iterations, ...rest] = wrapped.split('.');
  const count = Number(iterations);
  if (
    head !== 'v1' ||
    !Number.isInteger(count) ||
    count < MIN_PBKDF2_ITERATIONS ||
    rest.length !== 3
  ) {
    throw new HotlineCryptoError('Unknown encrypted format');
  }
  const [salt, iv, cipher] = rest.map(fromBase64Url) as [
    Uint8Array<ArrayBuffer>,
    Uint8Array<ArrayBuffer>,
    Uint8Array<ArrayBuffer>,
  ];
  const key = await passphraseKey(passphrase, salt, count);
  return aesDecrypt(key, iv, cipher, PRIVATE_KEY_AAD, 'The passphrase is not correct.');
}

const importPrivateKey = (pkcs8: Uint8Array<ArrayBuffer>) =>
  crypto.subtle.importKey('pkcs8', pkcs8, CURVE, false, ['deriveBits']);

/** Makes the team's key pair; returns what the database keeps and the opened key. */
export async function createTeamKeys(
  passphrase: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<TeamKeyMaterial & { unlocked: UnlockedTeamKey }> {
  const pair = await crypto.subtle.generateKey(CURVE, true, ['deriveBits']);
  const publicKey = toBase64Url(
    new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)),
  );
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
  const wrappedPrivateKey = await wrapPrivateKey(pkcs8, passphrase, iterations);
  return {
    publicKey,
    wrappedPrivateKey,
    unlocked: { publicKey, privateKey: await importPrivateKey(pkcs8) },
  };
}

/** Opens the team key with the passphrase; throws HotlineCryptoError for a wrong one. */
export async function unlockTeamKey(
  material: TeamKeyMaterial,
  passphrase: string,
): Promise<UnlockedTeamKey> {
  const pkcs8 = await unwrapPrivateKey(material.wrappedPrivateKey, passphrase);
  return { publicKey: material.publicKey, privateKey: await importPrivateKey(pkcs8) };
}

/** The same private key wrapped by a new passphrase; the old one must open it. */
export async function rewrapTeamKey(
  wrappedPrivateKey: string,
  oldPassphrase: string,
  newPassphrase: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<string> {
  return wrapPrivateKey(
    await unwrapPrivateKey(wrappedPrivateKey, oldPassphrase),
    newPassphrase,
    iterations,
  );
}

// ─── Sealing to the team key ────────────────────────────────────────────────────────────────

async function sealKey(privateKey: CryptoKey, peer: Uint8Array<ArrayBuffer>, salt: Uint8Array) {
  const publicKey = await crypto.subtle.importKey('raw', peer, CURVE, false, []);
  const shared = await crypto.subtle.deriveBits(
    { name: 'ECDH', public: publicKey },
    privateKey,
    256,
  );
  const base = await crypto.subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, info: SEAL_INFO },
    base,
    AES,
    false,
    ['encrypt', 'decrypt'],
  );
}

/** Bytes only the holder of the team's private key can open: `s1.<ephemeral key>.<iv>.<data>`. */
export async function sealToTeam(teamPublicKey: string, plain: Uint8Array<ArrayBuffer>) {
  const team = fromBase64Url(teamPublicKey);
  const ephemeral = await crypto.subtle.generateKey(CURVE, true, ['deriveBits']);
  const ephemeralRaw = new Uint8Array(await crypto.subtle.exportKey('raw', ephemeral.publicKey));
  const salt = new Uint8Array([...ephemeralRaw, ...team]);
  const key = await sealKey(ephemeral.privateKey, team, salt);
  const { iv, cipher } = await aesEncrypt(key, plain, salt);
  return ['s1', ...[ephemeralRaw, iv, cipher].map(toBase64Url)].join('.');
}

export async function openSealed(team: UnlockedTeamKey, sealed: string) {
  const [ephemeralRaw, iv, cipher] = parts(sealed, 's1', 3) as [
    Uint8Array<ArrayBuffer>,
    Uint8Array<ArrayBuffer>,
    Uint8Array<ArrayBuffer>,
  ];
  const salt = new Uint8Array([...ephemeralRaw, ...fromBase64Url(team.publicKey)]);
  const key = await sealKey(team.privateKey, ephemeralRaw, salt);
  return aesDecrypt(key, iv, cipher, salt, 'This text was not sealed to this team key.');
}

// ─── Receipt codes ──────────────────────────────────────────────────────────────────────────

/** Crockford's base32: no I, L, O or U, so a code survives being written down and read back. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECEIPT_CODE_LENGTH = 28;

/** A new receipt code, in groups of four: `7K3Q-9XWP-…` (140 random bits). */
export function newReceiptCode(): string {
  const symbols = [...random(RECEIPT_CODE_LENGTH)].map((byte) => CODE_ALPHABET[byte % 32]);
  return (symbols.join('').match(/.{4}/g) ?? []).join('-');
}

/**
 * The code as typed, made canonical: case, spaces and dashes do not matter, and the letters
 * people confuse with digits read as those digits. Null when it cannot be a receipt code.
 */
export function normaliseReceiptCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replaceAll('O', '0').replace(/[IL]/g, '1');
  if (code.length !== RECEIPT_CODE_LENGTH) return null;
  return [...code].every((symbol) => CODE_ALPHABET.includes(symbol)) ? code : null;
}

export interface ReceiptSecrets {
  /** Sent to find the case; the server keeps only its SHA-256. */
  access: string;
  /** Unwraps the case key; never leaves the browser. */
  wrapKey: CryptoKey;
}

export async function receiptSecrets(code: string): Promise<ReceiptSecrets> {
  const canonical = normaliseReceiptCode(code);
  if (!canonical) throw new HotlineCryptoError('This is not a receipt code.');
  const base = await crypto.subtle.importKey('raw', encoder.encode(canonical), 'HKDF', false, [
    'deriveBits',
    'deriveKey',
  ]);
  const hkdf = (info: string) =>
    ({ name: 'HKDF', hash: 'SHA-256', salt: RECEIPT_SALT, info: encoder.encode(info) }) as const;
  const access = new Uint8Array(await crypto.subtle.deriveBits(hkdf('access'), base, 256));
  const wrapKey = await crypto.subtle.deriveKey(hkdf('case key'), base, AES, false, [
    'encrypt',
    'decrypt',
  ]);
  return { access: toBase64Url(access), wrapKey };
}

// ─── Case keys and messages ─────────────────────────────────────────────────────────────────

export type MessageAuthor = 'reporter' | 'handler';

/** What a case's messages hold once opened. The report's first message carries the rest. */
export interface CaseText {
  text: string;
  subject?: string;
  name?: string;
  email?: string;
}

const messageAad = (author: MessageAuthor) => encoder.encode(`complyready hotline ${author}`);

/**
 * The most a message may hold, encoded: its ciphertext must fit the function's 64 KB body beside
 * the keys (docs/threat-model.md#numbers).
 */
export const MAX_MESSAGE_BYTES = 44_000;
export const MESSAGE_TOO_LONG = 'This text is too long to send. Please shorten it.';

function encodeText(text: CaseText): Uint8Array<ArrayBuffer> {
  const bytes = encoder.encode(JSON.stringify(text));
  if (bytes.length > MAX_MESSAGE_BYTES) throw new HotlineCryptoError(MESSAGE_TOO_LONG);
  return bytes;
}

async function importCaseKey(raw: Uint8Array<ArrayBuffer>) {
  return crypto.subtle.importKey('raw', raw, AES, false, ['encrypt', 'decrypt']);
}

/**
 * Encrypts one message of a case with its key, bound to who wrote it, so the server cannot pass
 * a handler's message off as the reporter's or the other way round: `m1.<iv>.<data>`.
 */
export async function encryptMessage(caseKey: CryptoKey, author: MessageAuthor, text: CaseText) {
  const { iv, cipher } = await aesEncrypt(caseKey, encodeText(text), messageAad(author));
  return ['m1', toBase64Url(iv), toBase64Url(cipher)].join('.');
}

export async function decryptMessage(
  caseKey: CryptoKey,
  author: MessageAuthor,
  ciphertext: string,
): Promise<CaseText> {
  const [iv, cipher] = parts(ciphertext, 'm1', 2) as [
    Uint8Array<ArrayBuffer>,
    Uint8Array<ArrayBuffer>,
  ];
  const plain = await aesDecrypt(
    caseKey,
    iv,
    cipher,
    messageAad(author),
    'This message cannot be read.',
  );
  return JSON.parse(decoder.decode(plain)) as CaseText;
}

/** A handler's internal note: sealed to the team key, so the receipt code never opens it. */
export async function sealNote(teamPublicKey: string, text: string) {
  return sealToTeam(teamPublicKey, encodeText({ text }));
}

export async function openNote(team: UnlockedTeamKey, sealed: string): Promise<CaseText> {
  return JSON.parse(decoder.decode(await openSealed(team, sealed))) as CaseText;
}

/** What a reporter's browser sends with a new report: nothing the server can read. */
export interface SealedReport {
  code: string;
  access: string;
  /** The case key sealed to the team. */
  sealedKey: string;
  /** The case key wrapped by the receipt code: `k1.<iv>.<data>`. */
  reporterKey: string;
  ciphertext: string;
  /** The case key, to encrypt the report's attachments; never sent. */
  caseKey: CryptoKey;
}

/** Encrypts a new report to the team's public key, with a new receipt code for its reporter. */
export async function sealReport(teamPublicKey: string, report: CaseText): Promise<SealedReport> {
  const code = newReceiptCode();
  const { access, wrapKey } = await receiptSecrets(code);
  const raw = random(32);
  const caseKey = await importCaseKey(raw);
  const wrapped = await aesEncrypt(wrapKey, raw, RECEIPT_SALT);
  return {
    code,
    access,
    sealedKey: await sealToTeam(teamPublicKey, raw),
    reporterKey: ['k1', toBase64Url(wrapped.iv), toBase64Url(wrapped.cipher)].join('.'),
    ciphertext: await encryptMessage(caseKey, 'reporter', report),
    caseKey,
  };
}

/**
 * The team-hotline function's `report` request for a sealed report: what leaves the reporter's
 * browser (never the receipt code nor the case key).
 */
export function reportRequest(slug: string, sealed: SealedReport, isAnonymous: boolean) {
  return {
    action: 'report',
    slug,
    isAnonymous,
    sealedKey: sealed.sealedKey,
    reporterKey: sealed.reporterKey,
    access: sealed.access,
    ciphertext: sealed.ciphertext,
  } as const;
}

/** The case key, opened by a handler with the team key. */
export async function openCaseKey(team: UnlockedTeamKey, sealedKey: string) {
  return importCaseKey(await openSealed(team, sealedKey));
}

/** The case key, opened by the reporter with the receipt code. */
export async function openReporterKey(secrets: ReceiptSecrets, reporterKey: string) {
  const [iv, cipher] = parts(reporterKey, 'k1', 2) as [
    Uint8Array<ArrayBuffer>,
    Uint8Array<ArrayBuffer>,
  ];
  return importCaseKey(
    await aesDecrypt(
      secrets.wrapKey,
      iv,
      cipher,
      RECEIPT_SALT,
      'This receipt code does not open the case.',
    ),
  );
}

// ─── Attachments ────────────────────────────────────────────────────────────────────────────

export const MAX_ATTACHMENTS = 5;
/** The most a file may hold (10 MB); its envelope adds at most ATTACHMENT_ENVELOPE_BYTES. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** The bucket's limit is MAX_ATTACHMENT_BYTES plus this (the migration says the same). */
export const ATTACHMENT_ENVELOPE_BYTES = 2048;
const MAX_ATTACHMENT_HEADER_BYTES = 1500;
const ATTACHMENT_VERSION = encoder.encode('a1');
const ATTACHMENT_AAD = encoder.encode('complyready hotline attachment v1');

export const TOO_MANY_ATTACHMENTS = `You can attach at most ${MAX_ATTACHMENTS} files.`;
export const ATTACHMENT_TOO_LARGE = 'Each file can be at most 10 MB.';

/** A file as the reporter chose it, or as a handler opened it. */
export interface AttachmentFile {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * Encrypts a file with the case key, its name and type inside the ciphertext, so Storage holds
 * nothing readable: `a1` ‖ IV (12) ‖ AES-GCM(header length (4, big-endian) ‖ header ‖ bytes).
 */
export async function encryptAttachment(
  caseKey: CryptoKey,
  file: AttachmentFile,
): Promise<Uint8Array<ArrayBuffer>> {
  if (file.bytes.length > MAX_ATTACHMENT_BYTES) throw new HotlineCryptoError(ATTACHMENT_TOO_LARGE);
  const header = encoder.encode(JSON.stringify({ name: file.name, type: file.type }));
  if (header.length > MAX_ATTACHMENT_HEADER_BYTES) {
    throw new HotlineCryptoError('This file name is too long. Please rename the file.');
  }
  const plain = new Uint8Array(4 + header.length + file.bytes.length);
  new DataView(plain.buffer).setUint32(0, header.length);
  plain.set(header, 4);
  plain.set(file.bytes, 4 + header.length);
  const { iv, cipher } = await aesEncrypt(caseKey, plain, ATTACHMENT_AAD);
  const sealed = new Uint8Array(ATTACHMENT_VERSION.length + iv.length + cipher.length);
  sealed.set(ATTACHMENT_VERSION, 0);
  sealed.set(iv, ATTACHMENT_VERSION.length);
  sealed.set(cipher, ATTACHMENT_VERSION.length + iv.length);
  return sealed;
}

/** Opens an attachment with the case key; throws HotlineCryptoError if it is not one. */
export async function decryptAttachment(
  caseKey: CryptoKey,
  sealed: Uint8Array<ArrayBuffer>,
): Promise<AttachmentFile> {
  const start = ATTACHMENT_VERSION.length;
  if (
    sealed.length < start + 12 ||
    sealed[0] !== ATTACHMENT_VERSION[0] ||
    sealed[1] !== ATTACHMENT_VERSION[1]
  ) {
    throw new HotlineCryptoError('Unknown encrypted format');
  }
  const plain = await aesDecrypt(
    caseKey,
    sealed.slice(start, start + 12),
    sealed.slice(start + 12),
    ATTACHMENT_AAD,
    'This attachment cannot be read.',
  );
  const headerLength = new DataView(plain.buffer).getUint32(0);
  const header = JSON.parse(decoder.decode(plain.subarray(4, 4 + headerLength))) as {
    name: string;
    type: string;
  };
  return { name: header.name, type: header.type, bytes: plain.slice(4 + headerLength) };
}
