import { AuthApiError } from '@supabase/supabase-js';
import { expect } from 'vitest';

/** `error` is GoTrue's refusal as auth-js reports it: an AuthApiError with this status, code and message. */
export function expectAuthApiError(error: unknown, status: number, code: string, message: string) {
  expect(error).toBeInstanceOf(AuthApiError);
  expect(error).toMatchObject({ status, code, message });
}
