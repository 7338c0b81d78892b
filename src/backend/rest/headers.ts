import {
  invalidPreferences,
  unacceptableMediaType,
  unknownSchema,
  unsupportedContentType,
} from './errors';

/** The `Prefer` values this module honours; see parsePrefer for the unknown ones. */
export interface Preferences {
  return: 'representation' | 'minimal' | 'headers-only' | undefined;
  /** planned and estimated are answered with an exact count: the tables are small. */
  count: boolean;
  missingDefault: boolean;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  /**
   * How the request's transaction ends; `rollback` is honoured for the service role and refused
   * for everyone else (PostgREST honours it only when db-tx-end allows it).
   */
  tx: 'commit' | 'rollback' | undefined;
  handling: 'strict' | 'lenient' | undefined;
  /** `max-affected=N`, enforced with handling=strict only (as PostgREST does). */
  maxAffected: number | undefined;
  /** Preferences not listed above, refused with handling=strict (PGRST122). */
  invalid: string[];
}

/** Each preference's accepted values, so the first valid occurrence wins as in PostgREST. */
const CHOICES = {
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  missing: ['default', 'null'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
} as const;
type Choice = keyof typeof CHOICES;
const isChoice = (key: string): key is Choice => Object.hasOwn(CHOICES, key);

/** PostgREST reads max-affected as an Int64; anything else is ignored. */
function parseMaxAffected(value: string): number | undefined {
  const number = /^-?\d{1,18}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) ? number : undefined;
}

/**
 * Parses `Prefer`; several headers arrive joined by ", " (supabase-js appends one per option).
 * For each preference the first valid value wins; unknown ones are ignored unless
 * handling=strict asks for an error (see checkPreferences).
 */
export function parsePrefer(header: string | undefined): Preferences {
  const chosen = new Map<Choice, string>();
  let maxAffected: string | undefined;
  const invalid: string[] = [];
  for (const part of (header ?? '').split(',')) {
    const text = part.trim();
    if (!text) continue;
    const [key = '', value = ''] = text.split('=', 2).map((piece) => piece.trim());
    if (key === 'max-affected') maxAffected ??= value;
    else if (isChoice(key) && (CHOICES[key] as readonly string[]).includes(value)) {
      if (!chosen.has(key)) chosen.set(key, value);
    } else invalid.push(text);
  }
  return {
    return: chosen.get('return') as Preferences['return'],
    count: chosen.has('count'),
    missingDefault: chosen.get('missing') === 'default',
    resolution: chosen.get('resolution') as Preferences['resolution'],
    tx: chosen.get('tx') as Preferences['tx'],
    handling: chosen.get('handling') as Preferences['handling'],
    maxAffected: maxAffected === undefined ? undefined : parseMaxAffected(maxAffected),
    invalid,
  };
}

/** `handling=strict` turns preferences this module cannot honour into 400 PGRST122. */
export function checkPreferences(preferences: Preferences): void {
  if (preferences.handling === 'strict' && preferences.invalid.length) {
    throw invalidPreferences(preferences.invalid);
  }
}

/** How the rows go back: a JSON array, one bare object (`.single()`), or CSV (`.csv()`). */
export interface ResponseShape {
  singleObject: boolean;
  /** `;nulls=stripped` (supabase-js `.stripNulls()`). */
  stripNulls: boolean;
  /** `Accept: text/csv`: a header row, then one line per row. */
  csv: boolean;
}

const JSON_ARRAY: ResponseShape = { singleObject: false, stripNulls: false, csv: false };

/** Chooses the first media type of `Accept` that is served; 406 PGRST107 when none is. */
export function parseAccept(header: string | undefined): ResponseShape {
  if (!header?.trim()) return JSON_ARRAY;
  for (const range of header.split(',')) {
    const [type = '', ...parameters] = range.split(';').map((piece) => piece.trim().toLowerCase());
    const stripNulls = parameters.includes('nulls=stripped');
    if (['*/*', 'application/*', 'application/json'].includes(type)) return JSON_ARRAY;
    if (type === 'text/csv') return { ...JSON_ARRAY, csv: true };
    if (type === 'application/vnd.pgrst.array+json' || type === 'application/vnd.pgrst.array') {
      return { ...JSON_ARRAY, stripNulls };
    }
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { ...JSON_ARRAY, singleObject: true, stripNulls };
    }
  }
  throw unacceptableMediaType(header);
}

/** Only schema public is exposed: another Accept-Profile / Content-Profile is 406 PGRST106. */
export function checkProfile(profile: string | undefined): void {
  if (profile !== undefined && profile.trim() !== 'public') throw unknownSchema(profile);
}

/** Request bodies are JSON; a missing Content-Type is read as JSON too. */
export function checkContentType(contentType: string | undefined): void {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type && type !== 'application/json' && !/^application\/[\w.-]+\+json$/.test(type)) {
    throw unsupportedContentType(contentType ?? '');
  }
}
