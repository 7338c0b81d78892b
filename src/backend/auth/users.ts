import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { JsonObject } from './body';

/** An auth.users row as the auth module reads it; timestamps are ISO 8601 UTC text. */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  last_sign_in_at: string | null;
  /** A ban is in force now (a deactivated team member). */
  banned: boolean;
  raw_app_meta_data: JsonObject;
  raw_user_meta_data: JsonObject;
  is_anonymous: boolean;
  created_at: string;
  updated_at: string;
  /** Two-factor authenticators, verified or not, oldest first. */
  factors: FactorJson[];
}

/** A factor as GoTrue lists it in the user object (never its secret). */
export interface FactorJson {
  id: string;
  friendly_name?: string;
  factor_type: 'totp';
  status: 'verified' | 'unverified';
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
  phone: '';
}

export interface IdentityJson {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: { sub: string; email: string; email_verified: boolean; phone_verified: false };
  provider: 'email';
  last_sign_in_at: string;
  created_at: string;
  updated_at: string;
  email: string;
}

/** The user object of GoTrue replies (docs/supabase-protocol.md#sessions-users-and-tokens). */
export interface UserJson {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: '';
  email_confirmed_at?: string;
  confirmed_at?: string;
  confirmation_sent_at?: string;
  recovery_sent_at?: string;
  last_sign_in_at?: string;
  app_metadata: JsonObject;
  user_metadata: JsonObject;
  identities: IdentityJson[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
  /** Only when there are any, as GoTrue omits an empty list. */
  factors?: FactorJson[];
}

/** Formatted by the database so PGlite and node-postgres give the same text in any time zone. */
const isoValue = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const isoText = (column: string) => `${isoValue(column)} as ${column}`;

/** The user's factors as FactorJson objects; `users` is the row of auth.users being read. */
const FACTORS_COLUMN = `coalesce((
  select jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
           'id', f.id, 'friendly_name', nullif(f.friendly_name, ''),
           'factor_type', f.factor_type, 'status', f.status,
           'created_at', ${isoValue('f.created_at')}, 'updated_at', ${isoValue('f.updated_at')},
           'phone', '')) || jsonb_build_object('last_challenged_at', ${isoValue('f.last_challenged_at')})
         order by f.created_at, f.id)
  from auth.mfa_factors f where f.user_id = users.id), '[]'::jsonb) as factors`;

const USER_COLUMNS = [
  'id::text as id',
  'aud',
  'role',
  'email',
  'encrypted_password',
  ...[
    'email_confirmed_at',
    'confirmation_sent_at',
    'recovery_sent_at',
    'last_sign_in_at',
    'created_at',
    'updated_at',
  ].map(isoText),
  'coalesce(banned_until > now(), false) as banned',
  'raw_app_meta_data',
  'raw_user_meta_data',
  'is_anonymous',
  FACTORS_COLUMN,
].join(', ');

const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

/** Looks up an account by its (already normalised) email address. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = $1 order by created_at limit 1`,
    [email],
  );
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [
    id,
  ]);
  return rows[0];
}

export interface NewUser {
  email: string;
  /** Null for an unconfirmed account: its password travels with each confirmation link. */
  passwordHash: string | null;
  metadata: JsonObject;
  confirmed: boolean;
}

/** Creates an email user; undefined when the address was taken meanwhile (parallel sign-ups). */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
                             email_confirmed_at)
     values ($1, $2, $3::jsonb, $4::jsonb, case when $5::boolean then now() end)
     on conflict (email) do nothing
     returning ${USER_COLUMNS}`,
    [
      user.email,
      user.passwordHash,
      JSON.stringify(EMAIL_APP_METADATA),
      JSON.stringify(user.metadata),
      user.confirmed,
    ],
  );
  return rows[0];
}

export function userJson(user: UserRow): UserJson {
  const json: UserJson = {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    phone: '',
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data,
    identities: user.email ? [emailIdentity(user, user.email)] : [],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  };
  if (user.email_confirmed_at) {
    json.email_confirmed_at = user.email_confirmed_at;
    json.confirmed_at = user.email_confirmed_at;
  }
  if (user.confirmation_sent_at) json.confirmation_sent_at = user.confirmation_sent_at;
  if (user.recovery_sent_at) json.recovery_sent_at = user.recovery_sent_at;
  if (user.last_sign_in_at) json.last_sign_in_at = user.last_sign_in_at;
  if (user.factors.length > 0) json.factors = user.factors;
  return json;
}

export function appMetadata(user: UserRow): JsonObject {
  return { ...EMAIL_APP_METADATA, ...user.raw_app_meta_data };
}

/**
 * The reply to a sign-up with email confirmation: a new, unconfirmed user with one identity and
 * the metadata that was sent. Only a brand-new account gets its real id; for an address that
 * already has an account (confirmed or not) the id is random, so the reply discloses nothing
 * stored (docs/threat-model.md #13).
 */
export function newSignupUserJson(
  email: string,
  metadata: JsonObject,
  id: string = randomUUID(),
): UserJson {
  // Microsecond precision, like the timestamps the database formats.
  const now = new Date().toISOString().replace('Z', '000Z');
  const user: UserRow = {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    confirmation_sent_at: now,
    recovery_sent_at: null,
    last_sign_in_at: null,
    banned: false,
    raw_app_meta_data: {},
    raw_user_meta_data: metadata,
    is_anonymous: false,
    created_at: now,
    updated_at: now,
    factors: [],
  };
  return userJson(user);
}

function emailIdentity(user: UserRow, email: string): IdentityJson {
  return {
    identity_id: identityIdOf(user.id),
    id: user.id,
    user_id: user.id,
    identity_data: {
      sub: user.id,
      email,
      email_verified: user.email_confirmed_at !== null,
      phone_verified: false,
    },
    provider: 'email',
    last_sign_in_at: user.last_sign_in_at ?? user.created_at,
    created_at: user.created_at,
    updated_at: user.updated_at,
    email,
  };
}

/** auth.identities is not kept, so the identity id is a stable UUID derived from the user id. */
function identityIdOf(userId: string): string {
  const bytes = createHash('sha256').update(`email-identity:${userId}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
