// The Word file of a published version (docs/decisions.md PP1): the version's own text, its
// number and approval in the footer, who approved it, when and why (docs/decisions.md PA1), its
// hash, and the revision history up to it.
import { loadPolicy } from '../../lib/policy-catalog';
import { buildStructuredPolicyDocument, DOCX_MIME_TYPE, packDocx } from '@documents/policy-docx';
import type { VersionApprovals } from '../../lib/policies/approvals-data';
import type { PolicyVersion } from '../../lib/policies/data';
import { versionDocumentInput, versionFileName, versionText } from './policy-rules';

export async function versionDocx(
  version: PolicyVersion & VersionApprovals,
  versions: readonly (PolicyVersion & VersionApprovals)[],
  templateId: string | null,
): Promise<{ suggestedName: string; mimeType: string; data: Uint8Array }> {
  // An imported policy (docs/decisions.md PI1) has no template, so names no controls.
  const template = templateId ? await loadPolicy(templateId) : undefined;
  const document = versionText(version);
  const data = await packDocx(
    buildStructuredPolicyDocument(
      versionDocumentInput(version, document, versions, template?.controls),
    ),
  );
  return {
    suggestedName: versionFileName(document.title, version.number),
    mimeType: DOCX_MIME_TYPE,
    data,
  };
}
