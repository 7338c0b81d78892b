// The Word file of a published version (docs/decisions.md PP1): the version's own text, its
// number and approval in the footer, its hash, and the revision history up to it.
import { loadPolicy } from '../templates/policy-catalog';
import {
  buildStructuredPolicyDocument,
  DOCX_MIME_TYPE,
  packDocx,
} from '../../../../documents/policy-docx';
import type { PolicyVersion } from './data';
import { approvalText, revisionRows, versionFileName, versionText } from './policy-rules';

export async function versionDocx(
  version: PolicyVersion,
  versions: readonly PolicyVersion[],
  templateId: string,
): Promise<{ suggestedName: string; mimeType: string; data: Uint8Array }> {
  const template = await loadPolicy(templateId);
  const document = versionText(version);
  const data = await packDocx(
    buildStructuredPolicyDocument({
      document,
      company: version.company_name,
      policyOwner: version.policy_owner,
      approver: version.approver,
      effectiveDate: version.effective_on,
      version: String(version.number),
      approval: approvalText(version),
      ...(version.content_hash ? { contentHash: version.content_hash } : {}),
      ...(template ? { controls: template.controls } : {}),
      revisions: revisionRows(versions, version.number),
    }),
  );
  return {
    suggestedName: versionFileName(document.title, version.number),
    mimeType: DOCX_MIME_TYPE,
    data,
  };
}
