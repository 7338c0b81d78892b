import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { CODE_DIGITS, CODE_PERIOD_SECONDS, codeFrom } from '../../shared/two-factor';

/** Codes of the time steps just before and after now are accepted too: clocks drift. */
const WINDOW = 1;

function totp(secret: string, issuer = '', label = 'OTPAuth') {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: CODE_DIGITS,
    period: CODE_PERIOD_SECONDS,
  });
}

export interface NewTotp {
  /** Base32, as authenticator apps take it typed. */
  secret: string;
  /** otpauth://totp/… for the QR code. */
  uri: string;
  /** The QR code of the URI as an SVG document. */
  qrCode: string;
}

/** A new authenticator secret of 160 bits (RFC 4226's recommendation) for `account`. */
export async function newTotp(issuer: string, account: string): Promise<NewTotp> {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totp(secret, issuer, account).toString();
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 2 });
  return { secret, uri, qrCode };
}

/**
 * The time step (seconds since the epoch / 30) whose code `code` is, within one step of `nowMs`;
 * undefined when it is no code of this secret then.
 */
export function stepOfCode(secret: string, code: string, nowMs: number): number | undefined {
  const token = codeFrom(code);
  if (!token) return undefined;
  const delta = totp(secret).validate({ token, timestamp: nowMs, window: WINDOW });
  if (delta === null) return undefined;
  return TOTP.counter({ period: CODE_PERIOD_SECONDS, timestamp: nowMs }) + delta;
}
