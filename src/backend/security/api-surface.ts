// What the API exposes of the database's security-definer functions, written down once
// (docs/threat-model.md #5, #34): schema.test.ts, advisor.test.ts and two-factor-rules.test.ts
// compare the migrated database with these lists, so exposing a function is a decision.

/** Callable without signing in; each keyed by an unguessable value or harmless (threat #5). */
export const ANON_CALLABLE_FUNCTIONS = [
  // Row-level security asks it when a hotline reporter (no account) uploads an attachment: only
  // about a key the caller names, a random UUID handed out for their case (threat #54).
  'public.hotline_attachment_key_open',
  // The invitation page names the team and inviter of a live emailed invitation (244-bit token).
  'public.invitation_details',
  // Which catalogue courses can be started, shown on /training.
  'public.published_course_ids',
  // /unsubscribe/<token>: keyed by 244-bit tokens and rate limited (threat #32).
  'public.set_training_reminder_frequency',
  'public.set_training_reminders',
  // The join page names the team of a valid invite code (threat #4).
  'public.team_name_for_invite',
  'public.training_reminder_subscription',
  // /verify/<id> (threat #32).
  'public.verify_certificate',
];

/**
 * Callable by any signed-in account. Each checks its caller itself (team, role, two-factor
 * requirement, hotline handler): Supabase's advisor flags them as "intentional" security-definer
 * functions (lint 0029).
 */
export const SIGNED_IN_DEFINER_FUNCTIONS = [
  ...ANON_CALLABLE_FUNCTIONS,
  // Accounts and the team (docs/decisions.md F2, F3, M1, TF1).
  'public.complete_signup',
  'public.record_last_seen',
  'public.leave_team',
  'public.team_invite_code',
  'public.rotate_invite_code',
  'public.deactivate_member',
  'public.reactivate_member',
  'public.remove_member',
  'public.set_member_role',
  'public.transfer_ownership',
  'public.delete_team',
  // People come and go (SC1): SCIM tokens and the admin group, email invitations; admins only,
  // except accept_invitation, which takes the invited address's own signed-in account.
  'public.create_scim_token',
  // Team API keys (AK1): Enterprise admins only.
  'public.create_api_key',
  'public.team_api_keys',
  'public.revoke_api_key',
  'public.revoke_scim_token',
  'public.team_scim_settings',
  'public.set_scim_admin_group',
  'public.invite_members',
  'public.resend_invitation',
  'public.revoke_invitation',
  'public.team_invitations',
  'public.accept_invitation',
  // Billing (P1): the caller's team and its Stripe state, admins only.
  'public.team_billing',
  'public.set_team_two_factor',
  'public.two_factor_required',
  'public.team_two_factor_status',
  'public.reset_member_two_factor',
  // Two-factor recovery codes (TF1, threat #44): the caller's own codes only.
  'public.create_recovery_codes',
  'public.recovery_codes_left',
  'public.use_recovery_code',
  'public.export_audit_events',
  'public.export_team_progress',
  // Policies (PP1).
  'public.adopt_policy',
  'public.save_policy_draft',
  'public.set_policy_details',
  'public.publish_policy',
  'public.start_policy_revision',
  'public.record_policy_reminders',
  'public.export_policy_acceptances',
  // Policy approvals (PA1): admins ask and publish; the approver named in a request answers it.
  'public.set_policy_approval',
  'public.request_policy_approval',
  'public.policy_approval_notice',
  'public.record_policy_approval_notice',
  'public.policy_approval_review',
  'public.decide_policy_approval',
  'public.record_policy_review',
  'public.retire_policy',
  // Template updates (TU1): admins read their team's waiting updates, apply or skip them, and
  // mark a draft material or editorial.
  'public.template_updates',
  'public.apply_template_update',
  'public.set_policy_change_kind',
  // Checklists and evidence (CL1, EV1).
  'public.start_checklist_run',
  'public.save_checklist_item',
  'public.team_control_readiness',
  'public.team_due_items',
  'public.team_first_steps',
  'public.create_evidence_link',
  'public.revoke_evidence_link',
  // Evidence files (EF1): the record, the attachment, the removal.
  'public.begin_evidence_upload',
  'public.attach_evidence_file',
  'public.remove_evidence_file',
  // Bring your own policy (PI1): a converted Word file as a new policy's draft.
  'public.import_policy',
  // Training (V3, TP1).
  'public.knowledge_check',
  'public.submit_knowledge_check',
  'public.my_training',
  // The team's reporting routes (V5): admins set them, every member reads them.
  'public.set_reporting_routes',
  'public.my_reporting_routes',
  'public.team_training',
  'public.export_team_training',
  'public.assign_training',
  'public.unassign_training',
  'public.save_training_settings',
  'public.revoke_certificate',
  // The team hotline (H1).
  'public.set_up_hotline',
  'public.change_hotline_passphrase',
  'public.set_hotline_handler',
  'public.hotline_team_handlers',
  'public.i_handle_team_hotline',
  'public.hotline_inbox',
  'public.hotline_case_reports',
  'public.open_hotline_case',
  'public.acknowledge_hotline_case',
  'public.add_hotline_message',
  'public.assign_hotline_case',
  'public.set_hotline_case_status',
  // Single sign-on (SSO1): set-up by Enterprise admins; joining by SSO checks the caller's identity.
  'public.team_sso_settings',
  'public.add_sso_domain',
  'public.remove_sso_domain',
  'public.confirm_sso_domain_code',
  'public.record_sso_test',
  'public.set_team_sso',
  'public.join_team_by_sso',
  // Webhooks (WH1): Enterprise admins manage their team's endpoints; the secret-holding ones
  // (create, rotate) are called by the `webhooks` function as the admin.
  'public.create_webhook_endpoint',
  'public.update_webhook_endpoint',
  'public.rotate_webhook_secret',
  'public.set_webhook_endpoint_enabled',
  'public.remove_webhook_endpoint',
  'public.send_test_webhook',
  // Help (SU1): any member records their own request for their own team, and reads the plan's
  // support promise and the Enterprise team's success manager.
  'public.submit_support_request',
  'public.support_contact',
  // Integrations (IN1): admins of Professional and Enterprise teams; credentials sealed by the
  // integrations function, never read back by a signed-in client.
  'public.connect_integration',
  'public.remove_integration',
  'public.integration_connection_for_admin',
  // The trust page (TR1): admins of Professional and Enterprise teams set it up and answer its
  // requests; the visitor's steps are the `trust` function's, with the service role only.
  'public.save_trust_page',
  'public.set_trust_logo',
  'public.publish_trust_page',
  'public.set_trust_document',
  'public.decide_trust_request',
].sort();

/**
 * Signed-in functions that read a role without exercising a team's admin power, so the team's
 * two-factor requirement does not apply (two-factor-rules.test.ts walks the rest).
 */
export const ROLE_READERS_WITHOUT_ADMIN_POWER: Record<string, string> = {
  'public.complete_signup': 'makes the creator of a new team its admin',
  'public.accept_invitation': 'joins the invited person as a member; refuses one already in a team',
  'public.leave_team': 'refuses to let the last admin leave; acts on the caller alone',
  'public.two_factor_required':
    'the page asks it at aal1 to lead an admin to set up an authenticator',
  'public.training_reminder_subscription':
    "tells the unsubscribe link's page whether its person gets the admins' optional summary",
  'public.i_handle_team_hotline':
    "answers about the caller alone, for the library's pointer; the hotline asks the requirement",
};
