// The invitations function (docs/decisions.md SC1), the same handler hosted and embedded: a team
// admin invites people by email, one or many, or sends an invitation again. The database
// (public.invite_members, public.resend_invitation, asked as the caller) holds the rules and
// makes each invitation's token; this handler mails it, naming the team and the inviter, and
// answers without the tokens.
import type { EmailContent } from './email.ts';
import { BadRequest, jsonResponse, readJsonObject, signedInHandler } from './http.ts';
import { CallerRefused } from './policy-reminders.ts';
import { utcDay } from '../../../src/shared/utc-day.ts';

/** One invitation to mail, as the database issued it. */
export interface IssuedInvitation {
  id: string;
  email: string;
  full_name: string | null;
  team_name: string;
  inviter_name: string;
  token: string;
  expires_at: string;
}

export interface Invitee {
  email: string;
  name: string | null;
}

export interface InvitationDependencies {
  invite(authorization: string, invitees: Invitee[]): Promise<IssuedInvitation[]>;
  resend(authorization: string, invitationId: string): Promise<IssuedInvitation[]>;
  send(email: EmailContent): Promise<void>;
  siteUrl: string;
}

const MAX_INVITEES = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The invitation email: who invites whom to which team, and until when the link works. */
export function invitationEmail(invitation: IssuedInvitation, siteUrl: string): EmailContent {
  const until = utcDay(invitation.expires_at);
  return {
    to: invitation.email,
    subject: `${invitation.inviter_name} invited you to join ${invitation.team_name} on ComplyReady`,
    intro: [
      invitation.full_name ? `Hello ${invitation.full_name},` : 'Hello,',
      `${invitation.inviter_name} invited you to join ${invitation.team_name} on ComplyReady, where the team keeps its security policies and training.`,
    ],
    action: {
      label: 'Accept the invitation',
      url: `${siteUrl.replace(/\/$/, '')}/invitation/${invitation.token}`,
    },
    outro: [
      `The link works until ${until} (UTC). If you did not expect this invitation, ignore this email.`,
    ],
  };
}

function parseInvitees(value: unknown): Invitee[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new BadRequest('Enter at least one email address');
  }
  if (value.length > MAX_INVITEES)
    throw new BadRequest(`Invite at most ${MAX_INVITEES} people at once`);
  return value.map((entry) => {
    const { email, name } = (entry ?? {}) as { email?: unknown; name?: unknown };
    if (
      typeof email !== 'string' ||
      (name !== undefined && name !== null && typeof name !== 'string')
    ) {
      throw new BadRequest('Each invitee is an email address with an optional name');
    }
    return {
      email: email.trim(),
      name: typeof name === 'string' && name.trim() ? name.trim() : null,
    };
  });
}

export function createInvitationHandler(deps: InvitationDependencies) {
  return signedInHandler('Sign in to invite people', async (request, authorization) => {
    const body = await readJsonObject(request);
    try {
      let issued: IssuedInvitation[];
      if (body.resend !== undefined) {
        if (typeof body.resend !== 'string' || !UUID.test(body.resend)) {
          throw new BadRequest('resend is the id of an invitation');
        }
        issued = await deps.resend(authorization, body.resend);
      } else {
        issued = await deps.invite(authorization, parseInvitees(body.invitees));
      }
      const failed: string[] = [];
      for (const invitation of issued) {
        try {
          await deps.send(invitationEmail(invitation, deps.siteUrl));
        } catch {
          // The invitation stands; the admin sees which emails failed and can send them again.
          failed.push(invitation.email);
        }
      }
      return jsonResponse({
        invited: issued.map(({ id, email, expires_at }) => ({ id, email, expires_at })),
        failed,
      });
    } catch (error) {
      if (error instanceof CallerRefused)
        return jsonResponse({ error: error.message }, error.status);
      throw error;
    }
  });
}
