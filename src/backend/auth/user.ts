import type { Context } from 'hono';
import type { BackendContext } from '../context';
import type { Queryable } from '../db/database';
import { optionalObject, optionalString, readJsonObject, type JsonObject } from './body';
import { normalizeEmail } from './email-address';
import { insufficientAal, refusal, validationFailed } from './errors';
import { authenticate } from './guards';
import { checkNewPassword, hashPassword, passwordMatches } from './passwords';
import { assuranceOf } from './sessions';
import { findUserById, userJson } from './users';

/** GET /user: the signed-in user. */
export function getUserHandler(ctx: BackendContext) {
  return async (c: Context) => {
    const { userId } = await authenticate(ctx, c);
    const user = await findUserById(ctx.db, userId);
    if (!user) throw refusal('user_not_found');
    return c.json(userJson(user));
  };
}

/**
 * PUT /user {password?, data?}: a new password (which ends the user's other sessions, so a reset
 * locks out whoever else held one) and/or metadata merged into raw_user_meta_data.
 */
export function updateUserHandler(ctx: BackendContext) {
  return async (c: Context) => {
    const { userId, sessionId } = await authenticate(ctx, c);
    const body = await readJsonObject(c);
    const password = optionalString(body, 'password');
    const data = optionalObject(body, 'data');
    const email = optionalString(body, 'email');
    const phone = optionalString(body, 'phone');

    const user = await findUserById(ctx.db, userId);
    if (!user) throw refusal('user_not_found');
    // GoTrue's rule: with a verified authenticator, only an aal2 session changes the password, so
    // an emailed reset link alone does not get past the second factor.
    if (
      password &&
      user.factors.some((factor) => factor.status === 'verified') &&
      (await assuranceOf(ctx.db, sessionId)).aal !== 'aal2'
    ) {
      throw insufficientAal(
        'AAL2 session is required to update email or password when MFA is enabled.',
        401,
      );
    }
    if (email !== undefined && normalizeEmail(email) !== user.email) {
      throw validationFailed('Changing the email address is not supported', 422);
    }
    if (phone) throw validationFailed('Changing the phone number is not supported', 422);

    let passwordHash: string | undefined;
    if (password !== undefined) {
      checkNewPassword(password);
      if (user.encrypted_password && (await passwordMatches(password, user.encrypted_password))) {
        throw refusal('same_password');
      }
      passwordHash = await hashPassword(password);
    }

    await ctx.db.transaction(async (tx) => {
      if (passwordHash) {
        await tx.query(
          'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
          [userId, passwordHash],
        );
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          userId,
          sessionId,
        ]);
      }
      if (data) await mergeUserMetadata(tx, userId, data);
    });
    const updated = await findUserById(ctx.db, userId);
    if (!updated) throw refusal('user_not_found');
    return c.json(userJson(updated));
  };
}

/** GoTrue's merge: top-level keys replace, keys set to null are removed. */
async function mergeUserMetadata(tx: Queryable, userId: string, data: JsonObject): Promise<void> {
  const removed = Object.keys(data).filter((key) => data[key] === null);
  await tx.query(
    `update auth.users
        set raw_user_meta_data = (raw_user_meta_data || $2::jsonb) - $3::text[],
            updated_at = now()
      where id = $1`,
    [userId, JSON.stringify(data), removed],
  );
}
