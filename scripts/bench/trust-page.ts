// A published trust page (docs/decisions.md TR1) for the Lighthouse table: a team with a
// published policy, a subprocessor, two control areas with their figures and a document on
// request, so the page is as full as a real one.
import {
  adoptPolicy,
  createTeamAdmin,
  publishAsPublisher,
  type TestBackend,
} from '../../src/backend/testing';

export const TRUST_PAGE_PATH = '/trust/bench-trust';

export async function publishBenchTrustPage(backend: TestBackend): Promise<void> {
  const admin = await createTeamAdmin(backend, 'Bench Trust Co');
  const policy = await adoptPolicy(admin.client);
  await publishAsPublisher(admin.client, policy, 1);
  await admin.client
    .from('vendors')
    .insert({
      team_id: admin.teamId,
      name: 'Amazon Web Services',
      service: 'Hosting',
      location: 'EU',
      subprocessor: true,
    })
    .throwOnError();
  await admin.client
    .rpc('save_trust_page', {
      slug: TRUST_PAGE_PATH.split('/').at(-1),
      overview: 'We keep customer data in the EU, encrypted at rest and in transit.',
      frameworks: [
        { name: 'SOC 2 Type II', status: 'Report available' },
        { name: 'ISO 27001', status: 'In progress' },
      ],
      control_areas: ['CC6 Logical and physical access', 'A.8 Technological controls'],
      show_control_figures: true,
      subprocessors: [],
      security_contact: 'security@bench.example',
      nda_text: 'The recipient keeps the documents confidential for three years.',
      auto_approve_domains: [],
    })
    .throwOnError();
  await admin.client
    .rpc('set_trust_document', { kind: 'policy', access: 'request', policy })
    .throwOnError();
  await admin.client.rpc('publish_trust_page', { published: true }).throwOnError();
}
