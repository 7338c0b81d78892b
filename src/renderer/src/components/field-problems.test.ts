import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, blankProblem, emailProblem, fieldProblems } from './field-problems';

describe('emailProblem', () => {
  it('asks for an address when the field is empty', () => {
    expect(emailProblem('')).toBe(FIELD_MESSAGES.email);
    expect(emailProblem('   ')).toBe(FIELD_MESSAGES.email);
  });

  it('lets an empty optional field through', () => {
    expect(emailProblem('', false)).toBeUndefined();
  });

  it('refuses what is not an address, accepts what is', () => {
    expect(emailProblem('dana')).toBe(FIELD_MESSAGES.emailFormat);
    expect(emailProblem('dana@')).toBe(FIELD_MESSAGES.emailFormat);
    expect(emailProblem('dana@example.com')).toBeUndefined();
    expect(emailProblem('  dana@example.com ')).toBeUndefined();
    expect(emailProblem('dana', false)).toBe(FIELD_MESSAGES.emailFormat);
  });
});

describe('blankProblem', () => {
  it('names only fields that hold nothing but spaces', () => {
    expect(blankProblem(' ', FIELD_MESSAGES.subject)).toBe(FIELD_MESSAGES.subject);
    expect(blankProblem(' x ', FIELD_MESSAGES.subject)).toBeUndefined();
  });
});

describe('fieldProblems', () => {
  it('keeps the fields that have a problem, in order', () => {
    const found = fieldProblems({ name: undefined, email: 'bad', subject: 'missing' });
    expect(found).toEqual({ email: 'bad', subject: 'missing' });
    expect(Object.keys(found)).toEqual(['email', 'subject']);
  });
});
