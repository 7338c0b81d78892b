/**
 * A few runtime checks for IPC payloads. Each check takes `unknown` and returns the value typed,
 * or throws `IpcValidationError`. No library: the contract must stay small enough to read.
 */
export type Check<T> = (value: unknown, path?: string) => T;

export class IpcValidationError extends Error {
  override name = 'IpcValidationError';
}

function fail(path: string, expected: string): never {
  throw new IpcValidationError(`${path || 'value'} must be ${expected}`);
}

export function string(
  options: { min?: number; max: number; pattern?: RegExp; refuse?: RegExp } = { max: 1024 },
): Check<string> {
  const { min = 0, max, pattern, refuse } = options;
  if (pattern?.global || pattern?.sticky || refuse?.global || refuse?.sticky) {
    throw new Error('A stateful (g or y) pattern would check alternately.');
  }
  return (value, path = '') => {
    if (typeof value !== 'string') fail(path, 'a string');
    if (value.length < min || value.length > max) {
      fail(path, `a string of ${min} to ${max} characters`);
    }
    if (pattern && !pattern.test(value)) fail(path, `a string matching ${String(pattern)}`);
    if (refuse?.test(value)) fail(path, `a string not matching ${String(refuse)}`);
    return value;
  };
}

export const boolean: Check<boolean> = (value, path = '') =>
  typeof value === 'boolean' ? value : fail(path, 'a boolean');

/** Nothing: calls without arguments, handlers without a result. */
export const none: Check<undefined> = (value, path = '') =>
  value === undefined ? undefined : fail(path, 'absent');

export function literal<const T extends string | number | boolean>(expected: T): Check<T> {
  return (value, path = '') =>
    value === expected ? expected : fail(path, JSON.stringify(expected));
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value, path = '') => (value === null ? null : check(value, path));
}

/**
 * Binary data: a Uint8Array (structured clone keeps its type across IPC; a Node Buffer is one too)
 * of at most `max` bytes. Checked by its tag, not `instanceof`, so an array made in another realm
 * (the page, seen from the isolated preload) is recognised.
 */
export function bytes(max: number): Check<Uint8Array> {
  return (value, path = '') => {
    if (
      !ArrayBuffer.isView(value) ||
      Object.prototype.toString.call(value) !== '[object Uint8Array]'
    ) {
      fail(path, 'a Uint8Array');
    }
    const array = value as Uint8Array;
    if (array.byteLength > max) fail(path, `at most ${max} bytes`);
    return array;
  };
}

type Shape = Record<string, Check<unknown>>;
type Checked<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

/** A plain object with exactly these keys (an optional field's check must accept undefined). */
export function object<S extends Shape>(shape: S): Check<Checked<S>> {
  return (value, path = '') => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      fail(path, 'an object');
    }
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) fail(path, 'a plain object');
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (!Object.hasOwn(shape, key)) fail(path ? `${path}.${key}` : key, 'absent (unknown key)');
    }
    const result: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      const checked = check(record[key], path ? `${path}.${key}` : key);
      if (checked !== undefined) result[key] = checked;
    }
    return result as Checked<S>;
  };
}

/** The first alternative that accepts the value. */
export function oneOf<T extends readonly Check<unknown>[]>(
  ...alternatives: T
): Check<ReturnType<T[number]>> {
  return (value, path = '') => {
    const problems: string[] = [];
    for (const check of alternatives) {
      try {
        return check(value, path) as ReturnType<T[number]>;
      } catch (error) {
        if (!(error instanceof IpcValidationError)) throw error;
        problems.push(error.message);
      }
    }
    throw new IpcValidationError(problems.join('; or '));
  };
}

/** A value accepted by a type guard. */
export function guarded<T>(guard: (value: unknown) => value is T, expected: string): Check<T> {
  return (value, path = '') => (guard(value) ? value : fail(path, expected));
}

/** A value the check accepts and the predicate approves. */
export function refine<T>(
  check: Check<T>,
  predicate: (value: T) => boolean,
  expected: string,
): Check<T> {
  return (value, path = '') => {
    const checked = check(value, path);
    return predicate(checked) ? checked : fail(path, expected);
  };
}
