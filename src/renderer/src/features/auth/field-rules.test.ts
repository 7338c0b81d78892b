import { describe, expect, it } from 'vitest';
import { accountProblems, newPasswordProblems } from './field-rules';

const valid = {
  fullName: 'Olive Owner',
  email: 'olive@example.com',
  companyName: 'Orchard Security',
  password: 'long-enough',
  confirmPassword: 'long-enough',
};

describe('newPasswordProblems', () => {
  it('names a short password on the password field', () => {
    expect(newPasswordProblems('short', 'short')).toEqual({
      password: 'Password must be at least 8 characters long.',
    });
  });

  it('names a differing confirmation on the confirmation field', () => {
    expect(newPasswordProblems('long-enough-1', 'long-enough-2')).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
  });

  it('has nothing to say about a good pair', () => {
    expect(newPasswordProblems('long-enough', 'long-enough')).toEqual({});
  });
});

describe('accountProblems', () => {
  it('passes a complete sign-up', () => {
    expect(accountProblems(valid)).toEqual({});
  });

  it('names every field with a problem, in the order of the form', () => {
    const found = accountProblems({
      fullName: '  ',
      email: 'not-an-address',
      companyName: '',
      password: '1234567',
      confirmPassword: '',
    });
    expect(found).toEqual({
      fullName: 'Please enter your full name.',
      email: 'Please enter a valid email address.',
      companyName: 'Please enter your company name.',
      password: 'Password must be at least 8 characters long.',
    });
    expect(Object.keys(found)[0]).toBe('fullName');
  });

  it('does not ask for a company on the join form, which has none', () => {
    const join = {
      fullName: 'Jo',
      email: '',
      password: 'long-enough',
      confirmPassword: 'long-enough',
    };
    expect(accountProblems(join)).toEqual({
      email: 'Please enter your email address.',
    });
  });
});
