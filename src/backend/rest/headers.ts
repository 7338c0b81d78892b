import { unacceptableMediaType, unknownSchema, unsupportedContentType } from './errors';

/** The `Prefer` values this module honours; unknown ones are ignored, as PostgREST does. */
export interface Preferences {
  return: 'representation' | 'minimal' | 'headers-only' | undefined;
  /** planned and estimated are answered with an exact count: the tables are small. */
  count: boolean;
  missingDefault: boolean;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
}

/** Parses `Prefer`; several headers arrive joined by ", " (supabase-js appends one per option). */
export function parsePrefer(header: string | undefined): Preferences {
  const preferences: Preferences = {
    return: undefined,
    count: false,
    missingDefault: false,
    resolution: undefined,
  };
  for (const part of (header ?? '').split(',')) {
    const [key = '', value = ''] = part
      .trim()
      .split('=', 2)
      .map((piece) => piece.trim());
    if (key === 'return' && ['representation', 'minimal', 'headers-only'].includes(value)) {
      preferences.return = value as Preferences['return'];
    } else if (key === 'count' && ['exact', 'planned', 'estimated'].includes(value)) {
      preferences.count = true;
    } else if (key === 'missing') {
      preferences.missingDefault = value === 'default';
    } else if (key === 'resolution' && ['merge-duplicates', 'ignore-duplicates'].includes(value)) {
      preferences.resolution = value as Preferences['resolution'];
    }
  }
  return preferences;
}

/** How the rows go back: a JSON array, or one bare object (`.single()`). */
export interface ResponseShape {
  singleObject: boolean;
  /** `;nulls=stripped` (supabase-js `.stripNulls()`). */
  stripNulls: boolean;
}

/** Chooses the first media type of `Accept` that is served; 406 PGRST107 when none is. */
export function parseAccept(header: string | undefined): ResponseShape {
  if (!header?.trim()) return { singleObject: false, stripNulls: false };
  for (const range of header.split(',')) {
    const [type = '', ...parameters] = range.split(';').map((piece) => piece.trim().toLowerCase());
    const stripNulls = parameters.includes('nulls=stripped');
    if (['*/*', 'application/*', 'application/json'].includes(type)) {
      return { singleObject: false, stripNulls: false };
    }
    if (type === 'application/vnd.pgrst.array+json' || type === 'application/vnd.pgrst.array') {
      return { singleObject: false, stripNulls };
    }
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { singleObject: true, stripNulls };
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
