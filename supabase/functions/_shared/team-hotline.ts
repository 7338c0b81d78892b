// The team hotline function (docs/decisions.md H1), the same handler hosted and embedded: the
// reporter's side of a team's channel, for people without an account. It carries only what the
// reporter's browser encrypted (src/shared/hotline-crypto.ts), keeps nothing of the request — no
// address, no user agent, no time — and logs nothing. Every call is counted in the database, by
// window and never by time (docs/threat-model.md #31, #35): reports against their own allowance per
// channel, lookups and follow-ups against another, wrong receipt codes per client and per code; so
// the limits hold for every caller of the API, not only the page.
import type { ReporterCase } from '../../../src/shared/hotline.ts';
import { BadRequest, jsonResponse, postHandler, readJsonObject } from './http.ts';

export type { ReporterCase };

export interface HotlineChannel {
  team_name: string;
  public_key: string;
  open: boolean;
}

export interface SubmittedCase {
  slug: string;
  isAnonymous: boolean;
  sealedKey: string;
  reporterKey: string;
  access: string;
  ciphertext: string;
}

/** A refusal of the database, with the status the function answers and its words. */
export class HotlineRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface TeamHotlineDependencies {
  channel(slug: string): Promise<HotlineChannel | null>;
  /** Stores the case; throws HotlineRefusal for an unknown or closed channel. */
  submit(report: SubmittedCase): Promise<void>;
  /** The case of an access token, or null (a counted wrong guess); HotlineRefusal past the limit. */
  reporterCase(access: string, clientKey: string): Promise<ReporterCase | null>;
  /** Adds the reporter's reply; false for a wrong token. */
  reply(access: string, clientKey: string, ciphertext: string): Promise<boolean>;
  /**
   * Storage keys for `files` new attachments of the case (docs/decisions.md H2), each a one-use
   * capability to upload its ciphertext; null for a wrong token. HotlineRefusal past 5 a case.
   */
  attach(access: string, clientKey: string, files: number): Promise<string[] | null>;
  /** The client's rate-limit key: a salted hash of its network, never its address. */
  clientKey(request: Request): Promise<string>;
  /**
   * Counts the call: `report` against the client's allowance for the channel `slug`, anything else
   * against its allowance of lookups and follow-ups. 0 when counted, else the seconds to wait.
   */
  allowance(action: HotlineAction, clientKey: string, slug?: string): Promise<number>;
}

const ACTIONS = ['channel', 'report', 'case', 'reply', 'attach'] as const;
export type HotlineAction = (typeof ACTIONS)[number];
const isAction = (value: unknown): value is HotlineAction =>
  (ACTIONS as readonly unknown[]).includes(value);

const SLUG = /^[a-z0-9][a-z0-9-]{0,40}-[a-z2-9]{6}$/;
const ACCESS = /^[A-Za-z0-9_-]{43}$/;
const SEALED_KEY = /^s1\.[A-Za-z0-9_-]{87}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{64}$/;
const REPORTER_KEY = /^k1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{64}$/;
const MESSAGE = /^m1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22,60000}$/;
/** Leaves room in the 64 KB body for the keys; the page says when a text is too long. */
export const MAX_CIPHERTEXT_CHARACTERS = 60_000;

const NOT_FOUND = 'No case matches this receipt code. Check the code and try again.';
const TOO_MANY = 'Too many submissions. Please try again later.';
// The reply and the rest of the request are never cached anywhere on the way.
const PRIVATE = { 'Cache-Control': 'no-store' };

function field(body: Record<string, unknown>, name: string, pattern: RegExp): string {
  const value = body[name];
  if (
    typeof value !== 'string' ||
    value.length > MAX_CIPHERTEXT_CHARACTERS ||
    !pattern.test(value)
  ) {
    throw new BadRequest(`${name} is missing or not in the expected form`);
  }
  return value;
}

export function parseSubmittedCase(body: Record<string, unknown>): SubmittedCase {
  if (typeof body['isAnonymous'] !== 'boolean') {
    throw new BadRequest('isAnonymous must be true or false');
  }
  return {
    slug: field(body, 'slug', SLUG),
    isAnonymous: body['isAnonymous'],
    sealedKey: field(body, 'sealedKey', SEALED_KEY),
    reporterKey: field(body, 'reporterKey', REPORTER_KEY),
    access: field(body, 'access', ACCESS),
    ciphertext: field(body, 'ciphertext', MESSAGE),
  };
}

/**
 * POST { action, … }:
 * - `channel` { slug } → { teamName, publicKey, open }
 * - `report` { slug, isAnonymous, sealedKey, reporterKey, access, ciphertext } → { success }
 * - `case` { access } → the reporter's view of the case
 * - `reply` { access, ciphertext } → { success }
 * - `attach` { access, files } → { keys }: where to upload each encrypted file (bucket
 *   `hotline-attachments`), at most 5 a case
 * A wrong access token answers 404, and 429 once the client has guessed wrong too often. A call past
 * its allowance answers 429 with Retry-After.
 */
export function createTeamHotlineHandler(deps: TeamHotlineDependencies) {
  return postHandler(async (request) => {
    const body = await readJsonObject(request);
    const action = body['action'];
    if (!isAction(action))
      throw new BadRequest('action must be channel, report, case, reply or attach');
    const slug = action === 'report' ? field(body, 'slug', SLUG) : undefined;
    const clientKey = await deps.clientKey(request);
    const wait = await deps.allowance(action, clientKey, slug);
    if (wait > 0) {
      return jsonResponse({ error: TOO_MANY }, 429, { ...PRIVATE, 'Retry-After': String(wait) });
    }
    try {
      switch (action) {
        case 'channel': {
          const channel = await deps.channel(field(body, 'slug', SLUG));
          if (!channel)
            return jsonResponse({ error: 'This hotline link is not valid.' }, 404, PRIVATE);
          return jsonResponse(
            { teamName: channel.team_name, publicKey: channel.public_key, open: channel.open },
            200,
            PRIVATE,
          );
        }
        case 'report':
          await deps.submit(parseSubmittedCase(body));
          return jsonResponse({ success: true }, 200, PRIVATE);
        case 'case': {
          const access = field(body, 'access', ACCESS);
          const found = await deps.reporterCase(access, clientKey);
          return found
            ? jsonResponse(found, 200, PRIVATE)
            : jsonResponse({ error: NOT_FOUND }, 404, PRIVATE);
        }
        case 'reply': {
          const access = field(body, 'access', ACCESS);
          const ciphertext = field(body, 'ciphertext', MESSAGE);
          const stored = await deps.reply(access, clientKey, ciphertext);
          return stored
            ? jsonResponse({ success: true }, 200, PRIVATE)
            : jsonResponse({ error: NOT_FOUND }, 404, PRIVATE);
        }
        case 'attach': {
          const access = field(body, 'access', ACCESS);
          const files = body['files'];
          if (typeof files !== 'number' || !Number.isInteger(files) || files < 1 || files > 5) {
            throw new BadRequest('files must be a whole number from 1 to 5');
          }
          const keys = await deps.attach(access, clientKey, files);
          return keys
            ? jsonResponse({ keys }, 200, PRIVATE)
            : jsonResponse({ error: NOT_FOUND }, 404, PRIVATE);
        }
      }
    } catch (error) {
      if (error instanceof HotlineRefusal) {
        return jsonResponse({ error: error.message }, error.status, PRIVATE);
      }
      throw error;
    }
  });
}

/** The status for a refusal of the database, by its SQLSTATE. */
export function hotlineRefusalStatus(code: string | undefined): number | undefined {
  switch (code) {
    case 'PT429':
      return 429;
    case 'P0002':
    case 'PT404':
      return 404;
    case '42501':
      return 403;
    case '55000':
    case 'PT409':
      return 409;
    default:
      return undefined;
  }
}
