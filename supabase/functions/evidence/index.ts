// Hosted entry (Deno, Supabase Edge Functions) of the evidence links (docs/decisions.md EV1). The
// handler is in ../_shared; the token in the address is the caller's only credential, so
// config.toml turns verify_jwt off. Its imports reach into src/ (the document builders and the
// policy texts), which `supabase functions deploy` bundles with the function: every import there
// names its file, as Deno needs.
import { policyTexts } from '../../../src/content/policies/all-texts.ts';
import { serve, serviceClient } from '../_hosted/runtime.ts';
import { createEvidenceHandler, type EvidenceLink } from '../_shared/evidence.ts';

serve(
  createEvidenceHandler({
    async openLink(token, what) {
      const { data, error } = await serviceClient.rpc('open_evidence_link', { token, what });
      if (error) throw new Error(error.message);
      return ((data as EvidenceLink[] | null) ?? [])[0] ?? null;
    },
    async section(link, section) {
      const { data, error } = await serviceClient.rpc('evidence_section', {
        team: link.team_id,
        section,
        from_date: link.from_date,
        to_date: link.to_date,
      });
      if (error) throw new Error(error.message);
      return (data as unknown[] | null) ?? [];
    },
    policyControls: (templateId) => policyTexts.find((text) => text.id === templateId)?.controls,
    async evidenceFile(objectPath) {
      const { data, error } = await serviceClient.storage.from('evidence').download(objectPath);
      if (error) throw new Error(error.message);
      return new Uint8Array(await data.arrayBuffer());
    },
  }),
);
