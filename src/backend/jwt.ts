import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

/**
 * Claims of the JWTs this backend issues and accepts
 * (docs/supabase-protocol.md#sessions-users-and-tokens).
 */
export interface JwtClaims extends JWTPayload {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  email?: string;
  session_id?: string;
}

const encoder = new TextEncoder();

export async function signJwt(
  claims: JwtClaims,
  secret: string,
  expiresInSeconds: number,
  issuedAt = Math.floor(Date.now() / 1000),
) {
  const now = issuedAt;
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(encoder.encode(secret));
}

export type JwtCheck =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'expired' | 'invalid'; message: string };

/** Verifies an HS256 token at `now` (milliseconds); only the three API roles are accepted. */
export async function verifyJwt(
  token: string,
  secret: string,
  now = Date.now(),
): Promise<JwtCheck> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(now),
    });
    const role = payload['role'];
    if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') {
      return { ok: false, reason: 'invalid', message: 'invalid JWT: unknown role' };
    }
    return { ok: true, claims: payload as JwtClaims };
  } catch (error) {
    const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
    return {
      ok: false,
      reason: expired ? 'expired' : 'invalid',
      message: expired
        ? 'invalid JWT: token is expired'
        : 'invalid JWT: unable to parse or verify signature',
    };
  }
}

/** Reads the bearer token of an Authorization header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
