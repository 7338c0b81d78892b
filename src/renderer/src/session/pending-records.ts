// The pending sign-up records (docs/product.md#first-sign-in), kept in browser storage between
// sign-up and the first sign-in. The server decides (docs/decisions.md F2); these are only passed
// along as a fallback.
import type { Database } from '@shared/database.types';

const PENDING_SIGNUP = 'pendingSignup';
const PENDING_MEMBER_SIGNUP = 'pendingMemberSignup';
const PENDING_INVITATION = 'pendingInvitation';

export interface PendingSignup {
  fullName: string;
  companyName: string;
}

/**
 * A joining member's pending record keeps the invite code, not the team id: anonymous visitors
 * never see team ids (docs/decisions.md F3).
 */
export interface PendingMemberSignup {
  fullName: string;
  inviteCode: string;
}

function read<T>(key: string): T | null {
  try {
    const value = window.localStorage.getItem(key);
    return value ? (JSON.parse(value) as T) : null;
  } catch {
    return null;
  }
}

export function savePendingSignup(record: PendingSignup): void {
  window.localStorage.setItem(PENDING_SIGNUP, JSON.stringify(record));
}

export function savePendingMemberSignup(record: PendingMemberSignup): void {
  window.localStorage.setItem(PENDING_MEMBER_SIGNUP, JSON.stringify(record));
}

export type CompleteSignupArguments = Database['public']['Functions']['complete_signup']['Args'];

/** The arguments of complete_signup built from whichever record exists (member first). */
export function pendingSignupArguments(): CompleteSignupArguments {
  const member = read<PendingMemberSignup>(PENDING_MEMBER_SIGNUP);
  if (member) return { full_name: member.fullName, invite_code: member.inviteCode };
  const company = read<PendingSignup>(PENDING_SIGNUP);
  if (company) return { full_name: company.fullName, company_name: company.companyName };
  return {};
}

/** An emailed invitation's token (docs/decisions.md SC1), kept from sign-up to first sign-in. */
export interface PendingInvitation {
  fullName: string;
  token: string;
}

export function savePendingInvitation(record: PendingInvitation): void {
  window.localStorage.setItem(PENDING_INVITATION, JSON.stringify(record));
}

export function pendingInvitation(): PendingInvitation | null {
  return read<PendingInvitation>(PENDING_INVITATION);
}

export function clearPendingRecords(): void {
  window.localStorage.removeItem(PENDING_SIGNUP);
  window.localStorage.removeItem(PENDING_MEMBER_SIGNUP);
  window.localStorage.removeItem(PENDING_INVITATION);
}
