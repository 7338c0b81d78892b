// The database answers that stay JSON, and their shapes (docs/architecture.md, "Typed answers from
// the database"). Functions answer in table types wherever one fits, so the generated types carry
// their shape; the answers below are one document each (a dashboard past the API's 1,000-rows cap,
// settings with their lists, a case with its messages), typed only `Json`. Their shapes live here
// alone, in zod (its tree-shakable `zod/mini`): a value of another shape is refused, never shown.
import * as z from 'zod/mini';

const nullableText = z.nullable(z.string());

/** The answer of `source` read with `schema`; throws when it has another shape. */
export function parseAnswer<Schema extends z.ZodMiniType>(
  schema: Schema,
  value: unknown,
  source: string,
): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new Error(`${source} answered an unexpected shape`, { cause: parsed.error });
  }
  return parsed.data;
}

// ─── team_progress_summary(), export_team_progress(): the team dashboard ─────────────────────

/** Positions in the summary's list of videos. */
const positions = z.array(z.number());

export const progressSummary = z.pipe(
  z.object({
    videos: z.array(
      z.pipe(
        z.object({ id: z.string(), title: z.string(), has_check: z.boolean() }),
        z.transform(({ id, title, has_check }) => ({ id, title, hasCheck: has_check })),
      ),
    ),
    members: z.array(
      z.pipe(
        z.object({
          id: z.string(),
          full_name: nullableText,
          email: z.string(),
          last_seen_at: nullableText,
          status: z.enum(['active', 'deactivated']),
          completed: positions,
          /** The member's best knowledge-check attempt per video (by position) with a check. */
          checks: z.array(
            z.object({
              position: z.number(),
              score: z.number(),
              passed: z.boolean(),
              attempts: z.number(),
            }),
          ),
        }),
        z.transform(({ status, ...member }) => ({
          ...member,
          deactivated: status === 'deactivated',
        })),
      ),
    ),
    former_members: z.array(
      z.object({ id: z.string(), left_at: z.string(), completed: positions }),
    ),
  }),
  z.transform(({ videos, members, former_members }) => ({
    videos,
    members,
    formerMembers: former_members,
  })),
);

// ─── team_training(), export_team_training(): the training program ──────────────────────────

const trainingCycle = z.object({
  id: z.string(),
  starts_on: z.string(),
  /** The first day after it. */
  ends_on: z.string(),
});

export const teamTraining = z.object({
  today: z.string(),
  calendar: z.boolean(),
  settings: z.object({
    year_start_month: z.number(),
    remind_assigned: z.boolean(),
    remind_week_before: z.boolean(),
    remind_day_before: z.boolean(),
    remind_overdue: z.boolean(),
    weekly_summary: z.boolean(),
  }),
  cycle: z.nullable(trainingCycle),
  cycles: z.array(trainingCycle),
  courses: z.array(z.object({ id: z.string(), title: z.string() })),
  assignments: z.array(
    z.object({
      course_id: z.string(),
      title: z.string(),
      audience: z.enum(['everyone', 'members', 'new_members']),
      member_ids: z.array(z.string()),
      due_on: nullableText,
      due_days: z.nullable(z.number()),
    }),
  ),
  people: z.array(
    z.object({
      id: z.string(),
      full_name: nullableText,
      email: z.string(),
      status: z.enum(['active', 'deactivated', 'former']),
      unsubscribed_at: nullableText,
      assigned: z.number(),
      completed: z.number(),
      overdue: z.number(),
      requirements: z.array(
        z.object({
          course_id: z.string(),
          title: z.string(),
          due_on: z.string(),
          completed_at: nullableText,
          certificate_id: nullableText,
          overdue: z.boolean(),
        }),
      ),
    }),
  ),
});

// ─── team_scim_settings(): SCIM tokens and the admin group ──────────────────────────────────

export const scimSettings = z.object({
  admin_group: nullableText,
  tokens: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      created_at: z.string(),
      created_by_name: z.string(),
      last_used_at: nullableText,
      revoked_at: nullableText,
    }),
  ),
});

// ─── team_sso_settings() (and the SSO changes that answer with it) ──────────────────────────

export const ssoSettings = z.object({
  provider_id: nullableText,
  entity_id: nullableText,
  metadata_url: nullableText,
  status: z.enum(['draft', 'tested', 'enabled']),
  enforced: z.boolean(),
  tested_at: nullableText,
  domains: z.array(
    z.object({
      domain: z.string(),
      dns_token: z.string(),
      verified_at: nullableText,
      verified_by: z.nullable(z.enum(['dns', 'email'])),
      email_code_sent_to: nullableText,
    }),
  ),
});

// ─── open_hotline_case(): a case with its (encrypted) messages ──────────────────────────────

export const openedHotlineCase = z.object({
  id: z.string(),
  number: z.number(),
  status: z.string(),
  outcome: nullableText,
  is_anonymous: z.boolean(),
  received_on: z.string(),
  acknowledged_on: nullableText,
  feedback_on: nullableText,
  closed_on: nullableText,
  assignee_id: nullableText,
  sealed_key: z.string(),
  clock: z.object({ clock: nullableText, due_on: nullableText, state: nullableText }),
  messages: z.array(
    z.object({
      id: z.string(),
      position: z.number(),
      author: z.enum(['reporter', 'handler']),
      kind: z.enum(['report', 'message', 'note']),
      author_name: nullableText,
      ciphertext: z.string(),
      is_feedback: z.boolean(),
      written_on: z.string(),
    }),
  ),
});

// ─── What Edge Functions answer ──────────────────────────────────────────────────────────────

const refusal = z.object({ error: z.string() });

/** The words of an Edge Function's refusal (its reply `{ "error": … }`); null without them. */
export async function refusalWords(reply: Response): Promise<string | null> {
  const parsed = refusal.safeParse(await reply.json().catch(() => null));
  return parsed.success ? parsed.data.error : null;
}

/** `integrations` `{ action: 'sources' }`: each source's setup and tests (docs/decisions.md IN1). */
export const integrationSources = z.object({
  sources: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      permissions: z.array(z.string()),
      fields: z.array(
        z.object({
          name: z.string(),
          label: z.string(),
          secret: z.boolean(),
          help: z.string(),
          multiline: z.optional(z.boolean()),
        }),
      ),
      provided: z.optional(
        z.array(z.object({ name: z.string(), label: z.string(), help: z.string() })),
      ),
      tests: z.array(
        z.object({ id: z.string(), title: z.string(), controls: z.array(z.string()) }),
      ),
    }),
  ),
});

/** `integrations` `{ action: 'provided', source }`: the values to copy into the provider. */
export const integrationProvided = z.object({ provided: z.record(z.string(), z.string()) });

/** `integrations` `{ action: 'accounts' }`: the provider's accounts for an access review. */
export const integrationAccounts = z.object({
  source: z.string(),
  accounts: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: nullableText,
      admin: z.boolean(),
      suspended: z.boolean(),
      lastSignInAt: nullableText,
    }),
  ),
  evidence: z.array(z.object({ request: z.string(), status: z.number() })),
});

/** `integration_runs.resources`: what a test found out of line. */
export const integrationResources = z.array(
  z.object({ id: z.string(), name: z.string(), problem: z.string() }),
);

/** `GET /functions/v1/billing`: the plans on sale, by id. */
export const plansOnSale = z.object({ plans: z.array(z.string()) });

// ─── Frozen JSON columns: what a published version holds ────────────────────────────────────

/** `soa_versions.entries`: the statement's lines as approved (docs/decisions.md SA1). */
export const statementLines = z.array(
  z.object({
    control_id: z.string(),
    applicable: z.boolean(),
    justification: z.string(),
    status: z.string(),
    evidence: z.array(z.string()),
  }),
);

/** `system_description_versions.content`: the text as published (docs/decisions.md SD1). */
export const systemDescriptionContent = z.object({
  company: z.optional(z.string()),
  sections: z.optional(z.record(z.string(), z.string())),
});
