-- One list of the audit log's kinds after this round's features (docs/decisions.md A1): each
-- feature's migration rebuilt the check with the kinds it knew; this one holds them all, the same as
-- src/shared/audit-events.ts (src/backend/team-management.test.ts compares the two).
alter table public.audit_events drop constraint audit_events_kind_check;
alter table public.audit_events add constraint audit_events_kind_check check (kind in (
  'invite_rotated', 'member_joined', 'member_deactivated', 'member_reactivated', 'member_removed',
  'member_left', 'role_changed', 'ownership_transferred', 'plan_changed', 'export_downloaded',
  'policy_adopted', 'policy_published', 'policy_accepted', 'policy_reminder_sent',
  'checklist_run_started', 'checklist_item_updated', 'evidence_link_created',
  'evidence_link_revoked', 'evidence_opened', 'evidence_file_attached', 'evidence_file_removed',
  'two_factor_required', 'two_factor_not_required', 'two_factor_reset', 'two_factor_enrolled',
  'two_factor_removed', 'two_factor_recovery_codes_created', 'two_factor_recovery_code_used',
  'hotline_set_up', 'hotline_passphrase_changed', 'hotline_handler_named',
  'hotline_handler_removed', 'hotline_case_opened', 'hotline_case_acknowledged',
  'hotline_case_investigating', 'hotline_case_closed', 'hotline_case_assigned',
  'hotline_message_sent', 'hotline_note_added', 'training_assigned', 'training_unassigned',
  'training_settings_changed', 'training_cycle_started', 'certificate_issued',
  'certificate_revoked', 'subscription_changed', 'refund_issued', 'sso_configured',
  'sso_domain_verified', 'sso_enabled', 'sso_disabled', 'sso_enforced', 'sso_not_enforced',
  'policy_approval_setting_changed', 'policy_approval_requested', 'policy_approved',
  'policy_sent_back', 'policy_reviewed', 'policy_retired', 'scim_token_created',
  'scim_token_revoked', 'scim_admin_group_changed', 'member_invited', 'invitation_resent',
  'invitation_revoked', 'risk_matrix_changed', 'risk_added', 'risk_changed', 'risk_accepted',
  'risk_removed', 'risk_assessment_published', 'vendor_added', 'vendor_changed', 'vendor_removed',
  'vendor_document_added', 'vendor_document_changed', 'vendor_document_removed', 'vendor_reviewed',
  'asset_added', 'asset_changed', 'asset_removed', 'soa_entry_changed', 'soa_published'
));
