import { describe, expect, it } from 'vitest';
import { eventContracts, invokeContracts } from '.';
import {
  IpcValidationError,
  boolean,
  bytes,
  literal,
  none,
  nullable,
  object,
  oneOf,
  string,
} from './schema';
import { filesSave } from './files';
import { sessionPersistence, sessionSet } from './session';

describe('the contract', () => {
  it('names every channel domain:action, once', () => {
    const channels = [...invokeContracts, ...eventContracts].map((contract) => contract.channel);
    expect(new Set(channels).size).toBe(channels.length);
    for (const channel of channels) expect(channel).toMatch(/^[a-z-]+:[a-z-]+$/);
    const methods = [...invokeContracts, ...eventContracts].map((contract) => contract.method);
    expect(new Set(methods).size).toBe(methods.length);
  });

  it('accepts a session of a realistic size and refuses a flood', () => {
    const value = 'x'.repeat(5 * 1024);
    expect(sessionSet.input({ key: 'sb-auth-token', value })).toEqual({
      key: 'sb-auth-token',
      value,
    });
    expect(() => sessionSet.input({ key: 'sb-auth-token', value: 'x'.repeat(65 * 1024) })).toThrow(
      IpcValidationError,
    );
  });

  it('checks the persistence answer', () => {
    expect(sessionPersistence.output({ persistent: true, lostStoredSession: true })).toEqual({
      persistent: true,
      lostStoredSession: true,
    });
    expect(() => sessionPersistence.output({ persistent: true })).toThrow(IpcValidationError);
    expect(sessionPersistence.output({ persistent: false, reason: 'basic_text' })).toEqual({
      persistent: false,
      reason: 'basic_text',
    });
    expect(() => sessionPersistence.output({ persistent: false })).toThrow(IpcValidationError);
    expect(() => sessionPersistence.output({ persistent: 'yes' })).toThrow(IpcValidationError);
  });

  it('accepts the real exports’ names and types', () => {
    for (const [suggestedName, mimeType] of [
      ['access-review-checklist.csv', 'text/csv;charset=utf-8'],
      ['team-progress-2026-01-05.csv', 'text/csv;charset=utf-8'],
      [
        'acceptable-use-policy.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
    ] as const) {
      expect(() =>
        filesSave.input({ suggestedName, mimeType, data: new Uint8Array(3) }),
      ).not.toThrow();
    }
  });

  it('accepts a Uint8Array subclass (as Node’s Buffer is) and refuses other binary views', () => {
    const base = { suggestedName: 'a.csv', mimeType: 'text/csv' };
    class BufferLike extends Uint8Array {}
    expect(() => filesSave.input({ ...base, data: new BufferLike(1) })).not.toThrow();
    expect(() => filesSave.input({ ...base, data: new ArrayBuffer(1) })).toThrow(
      IpcValidationError,
    );
    expect(() => filesSave.input({ ...base, data: new DataView(new ArrayBuffer(1)) })).toThrow(
      IpcValidationError,
    );
  });
});

describe('schema checks', () => {
  it('string', () => {
    const check = string({ min: 1, max: 3, pattern: /^[a-z]+$/ });
    expect(check('ab')).toBe('ab');
    for (const bad of ['', 'abcd', 'AB', 1, null, undefined, ['a']]) {
      expect(() => check(bad)).toThrow(IpcValidationError);
    }
    expect(() => string({ max: 1, pattern: /a/g })).toThrow();
  });

  it('object refuses unknown keys, arrays, class instances and prototypes', () => {
    const check = object({ a: boolean });
    expect(check({ a: true })).toEqual({ a: true });
    expect(check(Object.assign(Object.create(null) as object, { a: false }))).toEqual({ a: false });
    for (const bad of [{ a: true, b: 1 }, [true], new Date(), null, 'x', { a: 'true' }]) {
      expect(() => check(bad)).toThrow(IpcValidationError);
    }
    expect(() => check(JSON.parse('{"a": true, "__proto__": {"polluted": true}}'))).toThrow(
      IpcValidationError,
    );
  });

  it('names the path of a bad field', () => {
    expect(() => object({ outer: object({ inner: boolean }) })({ outer: { inner: 1 } })).toThrow(
      'outer.inner must be a boolean',
    );
  });

  it('literal, none, nullable, oneOf, bytes', () => {
    expect(literal('x')('x')).toBe('x');
    expect(() => literal('x')('y')).toThrow(IpcValidationError);
    expect(none(undefined)).toBeUndefined();
    expect(() => none(null)).toThrow(IpcValidationError);
    expect(nullable(boolean)(null)).toBeNull();
    expect(oneOf(literal('a'), literal('b'))('b')).toBe('b');
    expect(() => oneOf(literal('a'), literal('b'))('c')).toThrow(IpcValidationError);
    expect(() => bytes(2)(new Uint8Array(3))).toThrow(IpcValidationError);
    expect(bytes(2)(new Uint8Array(2))).toHaveLength(2);
  });
});
