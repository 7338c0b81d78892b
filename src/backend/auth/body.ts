import type { Context } from 'hono';
import {
  UNSTORABLE_TEXT_MESSAGE,
  hasUnstorableText,
} from '../../../supabase/functions/_shared/text.ts';
import { validationFailed } from './errors';

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The request body as a JSON object. An empty body counts as `{}` (auth-js sends none for some
 * calls); anything that is not a JSON object is a 400, never a 500.
 */
export async function readJsonObject(c: Context): Promise<JsonObject> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw validationFailed('Could not read the request body');
  }
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw validationFailed('Could not parse request body as JSON');
  }
  if (!isJsonObject(value)) throw validationFailed('Request body must be a JSON object');
  if (hasUnstorableText(value)) throw validationFailed(UNSTORABLE_TEXT_MESSAGE);
  return value;
}

/** A string field; absent or null gives undefined (auth-js sends explicit nulls). */
export function optionalString(body: JsonObject, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw validationFailed(`${field} must be a string`);
  return value;
}

/** An object field; absent or null gives undefined. */
export function optionalObject(body: JsonObject, field: string): JsonObject | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!isJsonObject(value)) throw validationFailed(`${field} must be a JSON object`);
  return value;
}
