import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { clientKeyOf, type BackendContext } from '../context';
import type { Queryable } from '../db/database';
import { optionalString, readJsonObject } from './body';
import { codeAlreadyUsed, GoTrueError, insufficientAal, refusal, validationFailed } from './errors';
import { decryptSecret, encryptSecret } from '../../../supabase/functions/_shared/secret-box.ts';
import { authenticate, enforceRequestLimit, type Authenticated } from './guards';
import { addAmrClaim, assuranceOf, newRefreshToken, sessionJson } from './sessions';
import { newTotp, stepOfCode } from './totp';
import { findUserById } from './users';

// Two-factor authentication with an authenticator app, as GoTrue's /factors endpoints answer
// auth-js's `mfa.*` (docs/supabase-protocol.md#multi-factor-authentication). Times are the
// backend's clock (ctx.clock), which tests move.

/** docs/threat-model.md#numbers: a challenge is answered within 5 minutes (GoTrue's default). */
export const CHALLENGE_SECONDS = 300;
/** An authenticator set up but never confirmed is dropped after 5 minutes unless challenged. */
const UNVERIFIED_FACTOR_SECONDS = 300;
/** GoTrue's default limit of factors per user, verified or not. */
const MAX_FACTORS = 10;
const MAX_TEXT_LENGTH = 255;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface FactorRow {
  id: string;
  status: 'verified' | 'unverified';
  secret: string;
  last_used_step: number | null;
}

const at = (ms: number) => new Date(ms).toISOString();

function boundedText(value: string | undefined, field: string): string {
  const text = (value ?? '').trim();
  if (text.length > MAX_TEXT_LENGTH) {
    throw validationFailed(`${field} must be at most ${MAX_TEXT_LENGTH} characters`);
  }
  return text;
}

/** The signed-in user's factor named in the path, locked with `forUpdate`; 404 otherwise. */
async function ownedFactor(
  db: Queryable,
  c: Context,
  auth: Authenticated,
  forUpdate = false,
): Promise<FactorRow> {
  const id = c.req.param('factorId') ?? '';
  if (!UUID_PATTERN.test(id)) {
    throw new GoTrueError(404, 'validation_failed', 'factor_id must be an UUID');
  }
  const { rows } = await db.query<FactorRow>(
    `select id::text as id, status::text as status, secret, last_used_step::float8 as last_used_step
       from auth.mfa_factors where id = $1 and user_id = $2${forUpdate ? ' for update' : ''}`,
    [id, auth.userId],
  );
  const factor = rows[0];
  if (!factor) throw refusal('mfa_factor_not_found');
  return factor;
}

async function isAal2(db: Queryable, sessionId: string): Promise<boolean> {
  return (await assuranceOf(db, sessionId)).aal === 'aal2';
}

/** POST /factors {factor_type, friendly_name?, issuer?}: a new, unverified TOTP factor. */
export function enrollHandler(ctx: BackendContext) {
  return async (c: Context) => {
    const auth = await authenticate(ctx, c);
    const body = await readJsonObject(c);
    const factorType = optionalString(body, 'factor_type');
    if (factorType === 'phone' || factorType === 'webauthn') {
      throw new GoTrueError(
        422,
        `mfa_${factorType}_enroll_not_enabled`,
        `MFA enroll is disabled for ${factorType === 'phone' ? 'Phone' : 'WebAuthn'}`,
      );
    }
    if (factorType !== 'totp') {
      throw validationFailed('factor_type needs to be totp, phone, or webauthn');
    }
    const friendlyName = boundedText(optionalString(body, 'friendly_name'), 'friendly_name');
    const issuer =
      boundedText(optionalString(body, 'issuer'), 'issuer') || new URL(ctx.siteUrl).host;
    const user = await findUserById(ctx.db, auth.userId);
    const factorId = randomUUID();
    const totp = await newTotp(issuer, user?.email ?? '');

    await ctx.db.transaction(async (tx) => {
      const now = ctx.clock();
      // One enrolment at a time per user, so the limits below hold against parallel requests.
      await tx.query('select 1 from auth.users where id = $1 for update', [auth.userId]);
      await tx.query(
        `delete from auth.mfa_factors f
          where f.user_id = $1 and f.status = 'unverified' and f.created_at < $2
            and not exists (select 1 from auth.mfa_challenges ch where ch.factor_id = f.id)`,
        [auth.userId, at(now - UNVERIFIED_FACTOR_SECONDS * 1000)],
      );
      const { rows } = await tx.query<{ name: string; verified: boolean }>(
        `select coalesce(friendly_name, '') as name, status = 'verified' as verified
           from auth.mfa_factors where user_id = $1`,
        [auth.userId],
      );
      if (rows.some((factor) => factor.name === friendlyName)) {
        throw new GoTrueError(
          422,
          'mfa_factor_name_conflict',
          `A factor with the friendly name "${friendlyName}" for this user already exists`,
        );
      }
      if (rows.length >= MAX_FACTORS) {
        throw new GoTrueError(
          422,
          'too_many_enrolled_mfa_factors',
          'Maximum number of verified factors reached, unenroll to continue',
        );
      }
      if (rows.some((factor) => factor.verified) && !(await isAal2(tx, auth.sessionId))) {
        throw insufficientAal('AAL2 required to enroll a new factor', 403);
      }
      await tx.query(
        `insert into auth.mfa_factors
           (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
         values ($1, $2, $3, 'totp', 'unverified', $4, $5, $5)`,
        [
          factorId,
          auth.userId,
          friendlyName,
          await encryptSecret(ctx.keys.factorKey, factorId, totp.secret),
          at(now),
        ],
      );
    });
    return c.json({
      id: factorId,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: totp.qrCode, secret: totp.secret, uri: totp.uri },
    });
  };
}

/** POST /factors/{id}/challenge: a challenge to answer with a code within CHALLENGE_SECONDS. */
export function challengeHandler(ctx: BackendContext) {
  return async (c: Context) => {
    enforceRequestLimit(ctx, c, 'factorChallenge');
    const auth = await authenticate(ctx, c);
    const factor = await ownedFactor(ctx.db, c, auth);
    const now = ctx.clock();
    const challengeId = randomUUID();
    await ctx.db.transaction(async (tx) => {
      await tx.query(
        `insert into auth.mfa_challenges (id, factor_id, created_at, client_key)
         values ($1, $2, $3, $4)`,
        [challengeId, factor.id, at(now), clientKeyOf(ctx, c)],
      );
      await tx.query('update auth.mfa_factors set last_challenged_at = $2 where id = $1', [
        factor.id,
        at(now),
      ]);
    });
    return c.json({
      id: challengeId,
      type: 'totp',
      expires_at: Math.floor(now / 1000) + CHALLENGE_SECONDS,
    });
  };
}

/**
 * POST /factors/{id}/verify {challenge_id, code}: a right code, not used before, answering an
 * unexpired challenge from the same client verifies the factor and raises the session to aal2,
 * with a new refresh token that the session's earlier tokens cannot be exchanged for.
 */
export function verifyHandler(ctx: BackendContext) {
  return async (c: Context) => {
    enforceRequestLimit(ctx, c, 'factorVerify');
    const auth = await authenticate(ctx, c);
    const factorId = (await ownedFactor(ctx.db, c, auth)).id;
    // Per factor as well as per client, so a code cannot be guessed from many addresses.
    if (!ctx.rateLimiter.allow('factorVerifyPerFactor', factorId)) {
      const retryAfter = ctx.rateLimiter.retryAfterSeconds('factorVerifyPerFactor', factorId);
      c.header('Retry-After', String(retryAfter));
      throw refusal('over_request_rate_limit');
    }
    const body = await readJsonObject(c);
    const challengeId = optionalString(body, 'challenge_id') ?? '';
    const code = optionalString(body, 'code') ?? '';
    if (code === '') throw validationFailed('Code needs to be non-empty');
    if (!UUID_PATTERN.test(challengeId)) throw validationFailed('challenge_id must be an UUID');

    const outcome = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock();
      // Locked first, so two requests with the same code are decided one after the other.
      const factor = await ownedFactor(tx, c, auth, true);
      const challenge = (
        await tx.query<{ verified: boolean; client_key: string; expired: boolean }>(
          `select verified_at is not null as verified, client_key, created_at <= $3 as expired
             from auth.mfa_challenges where id = $1 and factor_id = $2`,
          [challengeId, factor.id, at(now - CHALLENGE_SECONDS * 1000)],
        )
      ).rows[0];
      if (!challenge) {
        return new GoTrueError(
          422,
          'mfa_factor_not_found',
          'MFA factor with the provided challenge ID not found',
        );
      }
      if (challenge.verified || challenge.client_key !== clientKeyOf(ctx, c)) {
        return new GoTrueError(
          422,
          'mfa_ip_address_mismatch',
          'Challenge and verify IP addresses mismatch.',
        );
      }
      if (challenge.expired) {
        await tx.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
        return new GoTrueError(
          422,
          'mfa_challenge_expired',
          `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
        );
      }
      const secret = await decryptSecret(ctx.keys.factorKey, factor.id, factor.secret);
      const step = stepOfCode(secret, code, now);
      // A code is used once: the same or an earlier time step again is refused (RFC 6238 5.2).
      // The code of the step just used says so, so the person waits for the next one.
      if (step !== undefined && step === factor.last_used_step) return codeAlreadyUsed();
      if (step === undefined || (factor.last_used_step !== null && step < factor.last_used_step)) {
        return refusal('mfa_verification_failed');
      }
      await tx.query('update auth.mfa_challenges set verified_at = $2 where id = $1', [
        challengeId,
        at(now),
      ]);
      await tx.query(
        `update auth.mfa_factors
            set status = 'verified', last_used_step = $2,
                updated_at = case when status = 'verified' then updated_at else $3 end
          where id = $1`,
        [factor.id, step, at(now)],
      );
      await addAmrClaim(ctx, tx, auth.sessionId, 'totp');
      await tx.query('update auth.sessions set factor_id = $2, updated_at = now() where id = $1', [
        auth.sessionId,
        factor.id,
      ]);
      // GoTrue's clean-up after a verification: the user's sessions without a code end, and
      // authenticators set up but never confirmed go.
      await tx.query(
        `delete from auth.sessions s
          where s.user_id = $1 and s.id <> $2
            and not exists (select 1 from auth.mfa_amr_claims c
                            where c.session_id = s.id and c.authentication_method = 'totp')`,
        [auth.userId, auth.sessionId],
      );
      await tx.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified'`, [
        auth.userId,
      ]);
      await tx.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now()
          where session_id = $1 and not revoked`,
        [auth.sessionId],
      );
      const user = await findUserById(tx, auth.userId);
      if (!user) return new GoTrueError(404, 'user_not_found', 'User not found');
      const refreshToken = await newRefreshToken(tx, auth.userId, auth.sessionId);
      return sessionJson(ctx, tx, user, auth.sessionId, refreshToken, 'totp');
    });
    // Thrown after the commit, so an expired challenge stays deleted.
    if (outcome instanceof GoTrueError) throw outcome;
    return c.json(outcome);
  };
}

/**
 * DELETE /factors/{id}: removes a factor; a verified one only from an aal2 session. Sessions the
 * factor raised go back to aal1 at their next refresh.
 */
export function unenrollHandler(ctx: BackendContext) {
  return async (c: Context) => {
    const auth = await authenticate(ctx, c);
    const factor = await ownedFactor(ctx.db, c, auth);
    if (factor.status === 'verified' && !(await isAal2(ctx.db, auth.sessionId))) {
      throw insufficientAal('AAL2 required to unenroll verified factor', 422);
    }
    await ctx.db.transaction(async (tx) => {
      await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
      await tx.query(
        `delete from auth.mfa_amr_claims
          where authentication_method = 'totp'
            and session_id in (select id from auth.sessions where factor_id = $1)`,
        [factor.id],
      );
      await tx.query('update auth.sessions set factor_id = null where factor_id = $1', [factor.id]);
    });
    return c.json({ id: factor.id });
  };
}
