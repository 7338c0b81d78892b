/**
 * The kinds of event the audit log records (docs/decisions.md A1), with the words the Activity
 * page and its CSV use. The database's check constraint on `audit_events.kind` lists the same
 * kinds; `src/backend/team-management.test.ts` fails when the two disagree.
 */
export const AUDIT_EVENT_LABELS = {
  invite_rotated: 'Invite link changed',
  member_joined: 'Member joined',
  member_deactivated: 'Member deactivated',
  member_reactivated: 'Member reactivated',
  member_removed: 'Member removed',
  member_left: 'Member left',
  role_changed: 'Role changed',
  ownership_transferred: 'Ownership transferred',
  plan_changed: 'Plan changed',
  export_downloaded: 'Export downloaded',
  policy_adopted: 'Policy adopted',
  policy_published: 'Policy published',
  policy_accepted: 'Policy accepted',
  policy_reminder_sent: 'Policy reminder sent',
  checklist_run_started: 'Checklist run started',
  checklist_item_updated: 'Checklist item updated',
  evidence_link_created: 'Auditor link created',
  evidence_link_revoked: 'Auditor link revoked',
  evidence_opened: 'Evidence opened',
  two_factor_required: 'Two-factor sign-in required',
  two_factor_not_required: 'Two-factor sign-in no longer required',
  two_factor_reset: 'Two-factor sign-in reset',
  two_factor_enrolled: 'Two-factor sign-in set up',
  two_factor_removed: 'Two-factor sign-in removed',
  two_factor_recovery_codes_created: 'Two-factor recovery codes created',
  two_factor_recovery_code_used: 'Two-factor recovery code used',
  hotline_set_up: 'Hotline set up',
  hotline_passphrase_changed: 'Hotline passphrase changed',
  hotline_handler_named: 'Hotline handler named',
  hotline_handler_removed: 'Hotline handler removed',
  hotline_case_opened: 'Hotline case opened',
  hotline_case_acknowledged: 'Hotline case acknowledged',
  hotline_case_investigating: 'Hotline case under investigation',
  hotline_case_closed: 'Hotline case closed',
  hotline_case_assigned: 'Hotline case assigned',
  hotline_message_sent: 'Hotline message to the reporter',
  hotline_note_added: 'Hotline note added',
  training_assigned: 'Training assigned',
  training_unassigned: 'Training unassigned',
  training_settings_changed: 'Training settings changed',
  training_cycle_started: 'Training year started',
  certificate_issued: 'Certificate issued',
  certificate_revoked: 'Certificate revoked',
  subscription_changed: 'Subscription changed',
  refund_issued: 'Refund issued',
  policy_approval_setting_changed: 'Policy approval setting changed',
  policy_approval_requested: 'Policy approval requested',
  policy_approved: 'Policy version approved',
  policy_sent_back: 'Policy version sent back',
  policy_reviewed: 'Policy review recorded',
  policy_retired: 'Policy retired',
  risk_matrix_changed: 'Risk matrix changed',
  risk_added: 'Risk added',
  risk_changed: 'Risk changed',
  risk_accepted: 'Risk accepted',
  risk_removed: 'Risk removed',
  risk_assessment_published: 'Risk assessment published',
} as const;

export type AuditEventKind = keyof typeof AUDIT_EVENT_LABELS;

export const AUDIT_EVENT_KINDS = Object.keys(AUDIT_EVENT_LABELS) as AuditEventKind[];

export const isAuditEventKind = (value: string): value is AuditEventKind =>
  Object.hasOwn(AUDIT_EVENT_LABELS, value);
