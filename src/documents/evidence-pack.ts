// The evidence pack (docs/decisions.md EV1): the files an auditor asks for, built one at a time
// from the sections the database hands out for a team and date range, and an index page that
// links them all with relative links — so the same index works inside the ZIP and behind an
// auditor link.
import { checklistContentById } from '../content/checklists/index.ts';
import { allControls } from '../content/controls/index.ts';
import { describeSource, readinessOf, type ReadinessRow } from '../content/controls/readiness.ts';
import type { PolicyControls } from '../content/policies/types.ts';
import type { PolicyDocument } from '../shared/policy-document.ts';
import { eventDetails } from '../shared/audit-details.ts';
import { AUDIT_EVENT_LABELS, isAuditEventKind } from '../shared/audit-events.ts';
import { toCsv } from '../shared/csv.ts';
import { HOTLINE_STATISTIC_LABELS } from '../shared/hotline.ts';
import { escapeHtml } from '../shared/html.ts';
import { utcDay } from '../shared/utc-day.ts';
import { registerCsv, type AcceptanceRecord } from './acceptance-register.ts';
import {
  acceptancePopulationCsv,
  trainingPopulationCsv,
  type AcceptanceStanding,
  type TrainingStanding,
} from './evidence-populations.ts';
import { buildStructuredPolicyDocument, DOCX_MIME_TYPE, packDocx } from './policy-docx.ts';
import { buildPolicyPdf } from './policy-pdf.ts';
import {
  buildStatementDocx,
  buildStatementPdf,
  statementFileName,
  statementTable,
  type StatementDocument,
} from './statement-of-applicability.ts';
import {
  buildSystemDescriptionDocx,
  buildSystemDescriptionPdf,
  systemDescriptionFileName,
  type SystemDescriptionVersionRecord,
} from './system-description.ts';
import {
  certificatesCsv,
  trainingStatusCsv,
  type CertificateListing,
  type TrainingPersonRecord,
} from './training-status.ts';
import { policyRegisterCsv, type PolicyRegisterRecord } from './policy-register.ts';
import { versionDocumentInput, versionFileName, type ApprovalFacts } from './policy-version.ts';

export const EVIDENCE_SECTIONS = [
  'policies',
  'policy_register',
  'acceptances',
  'acceptance_population',
  'training',
  'training_population',
  'knowledge_checks',
  'certificates',
  'training_cycles',
  'checklists',
  'evidence_files',
  'audit',
  'coverage',
  'hotline',
  'risks',
  'risk_assessments',
  'vendors',
  'vendor_reviews',
  'assets',
  'soa_versions',
  'system_description_versions',
  'integration_runs',
  'access_review_accounts',
] as const;
export type EvidenceSection = (typeof EVIDENCE_SECTIONS)[number];

export interface PublishedVersion {
  id: string;
  policy_id: string;
  /** Null for an imported policy (docs/decisions.md PI1): it names no controls. */
  template_id: string | null;
  title: string;
  number: number;
  content: PolicyDocument;
  content_hash: string;
  published_at: string;
  published_by_name: string;
  company_name: string;
  policy_owner: string;
  approver: string;
  effective_on: string;
  /** Null for a version published before approvals were recorded (docs/decisions.md PA1). */
  approval: ApprovalFacts | null;
  reviews: ApprovalFacts[];
  retired_at: string | null;
}

export interface TrainingRecord {
  member: string;
  email: string;
  course: string;
  progress_percent: number;
  completed_at: string | null;
  deactivated: boolean;
}

/** One knowledge-check attempt (docs/decisions.md V3). */
export interface KnowledgeCheckRecord {
  member: string;
  email: string;
  course: string;
  attempt: number;
  correct: number;
  questions: number;
  score_percent: number;
  passed: boolean;
  submitted_at: string;
}

/** A training year and each person's standing in it (docs/decisions.md TP1). */
export interface TrainingCycleRecord {
  starts_on: string;
  ends_on: string;
  people: TrainingPersonRecord[];
}

export interface ChecklistRunRecord {
  id: string;
  checklist_id: string;
  title: string;
  period_start: string;
  started_at: string;
  items: {
    item_id: string;
    status: string;
    not_applicable_reason: string | null;
    owner: string | null;
    due_on: string | null;
    notes: string | null;
    evidence_url: string | null;
    updated_at: string;
  }[];
}

/** A file attached to a checklist item (docs/decisions.md EF1), kept in Storage. */
export interface EvidenceFileRecord {
  id: string;
  /** Its key in the Storage bucket `evidence`. */
  object_path: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  /** Hex SHA-256 recorded when it was uploaded. */
  sha256: string;
  uploaded_by: string;
  attached_at: string;
  checklist_id: string;
  period_start: string;
  item_id: string;
}

export interface AuditRecord {
  id: number;
  occurred_at: string;
  actor_name: string;
  kind: string;
  target_name: string | null;
  details: unknown;
}

/** One count of the team hotline's statistics (no content: docs/decisions.md H1). */
export interface HotlineStatistic {
  measure: string;
  count: number;
}

/** A risk of the register as it stands (docs/decisions.md RR1). */
export interface RiskRecord {
  title: string;
  category: string;
  owner: string | null;
  inherent_likelihood: number;
  inherent_impact: number;
  treatment: string;
  treatment_plan: string;
  controls: string[];
  checklist_items: string[];
  residual_likelihood: number | null;
  residual_impact: number | null;
  review_on: string | null;
  accepted_by: string | null;
  accepted_at: string | null;
  acceptance_reason: string | null;
  accepted_until: string | null;
}

/** A yearly risk assessment approved in the range, with its frozen snapshot (RR1). */
export interface RiskAssessmentRecord {
  number: number;
  assessed_on: string;
  approved_by: string;
  approved_at: string;
  approval_reason: string;
  content_hash: string;
  snapshot: { risks?: RiskRecord[] | null };
}

/** A vendor with its security documents (docs/decisions.md VN1). */
export interface VendorRecord {
  name: string;
  service: string;
  data_shared: string[];
  criticality: string;
  owner: string | null;
  contract_starts_on: string | null;
  contract_ends_on: string | null;
  subprocessor: boolean;
  location: string;
  next_review_on: string | null;
  documents: { kind: string; title: string; url: string; expires_on: string | null }[];
}

export interface VendorReviewRecord {
  vendor: string;
  criticality: string;
  conclusion: string;
  conditions: string | null;
  reviewed_by: string;
  reviewed_at: string;
  next_review_on: string;
  answers: Record<string, string>;
}

/** An asset of the inventory (docs/decisions.md AS1). */
export interface AssetRecord {
  name: string;
  type: string;
  owner: string | null;
  classification: string;
  location: string;
  holds_customer_data: boolean;
}

/** An approved Statement of Applicability, as approved (docs/decisions.md SA1). */
export interface SoaVersionRecord {
  number: number;
  approved_by: string;
  approved_at: string;
  approval_reason: string;
  content_hash: string;
  entries: {
    control_id: string;
    applicable: boolean;
    justification: string;
    status: string;
    evidence: string[];
  }[];
}

/** One run of one integration test, with the provider's answers behind it (docs/decisions.md IN1). */
export interface IntegrationRunRecord {
  source: string;
  account: string;
  test: string;
  title: string;
  controls: string[];
  result: 'pass' | 'fail' | 'error';
  summary: string;
  resources: { id: string; name: string; problem: string }[];
  evidence: { request: string; status: number; response: unknown }[];
  ran_at: string;
}

/** An account a connected source listed for an access review, and the decision on it (IN1). */
export interface AccessReviewAccountRecord {
  period_start: string;
  source: string;
  account: string;
  account_id: string;
  name: string;
  email: string | null;
  admin: boolean;
  suspended: boolean;
  listed_at: string;
  decision: 'keep' | 'remove' | null;
  decided_by: string | null;
  decided_at: string | null;
}

export interface EvidenceRecords {
  policies: PublishedVersion[];
  policy_register: PolicyRegisterRecord[];
  acceptances: AcceptanceRecord[];
  /** Every member in scope × every published policy. */
  acceptance_population: AcceptanceStanding[];
  training: TrainingRecord[];
  /** Every member in scope × every course required of them. */
  training_population: TrainingStanding[];
  knowledge_checks: KnowledgeCheckRecord[];
  certificates: CertificateListing[];
  training_cycles: TrainingCycleRecord[];
  checklists: ChecklistRunRecord[];
  evidence_files: EvidenceFileRecord[];
  audit: AuditRecord[];
  /** Every source of each control, documented and operating (docs/decisions.md RD1). */
  coverage: ReadinessRow[];
  /** Empty when the team has no hotline of its own. */
  hotline: HotlineStatistic[];
  risks: RiskRecord[];
  risk_assessments: RiskAssessmentRecord[];
  vendors: VendorRecord[];
  vendor_reviews: VendorReviewRecord[];
  assets: AssetRecord[];
  soa_versions: SoaVersionRecord[];
  system_description_versions: SystemDescriptionVersionRecord[];
  /** Every integration test run in the range, oldest first per source and test. */
  integration_runs: IntegrationRunRecord[];
  /** The accounts connected sources listed for access reviews in the range, with decisions. */
  access_review_accounts: AccessReviewAccountRecord[];
}

export interface EvidenceMeta {
  teamName: string;
  fromDate: string;
  toDate: string;
  /** When the pack was made (ISO instant). */
  generatedAt: string;
}

export interface PackFile {
  /** Relative path inside the pack, e.g. `policies/acceptable-use-policy-v2.docx`. */
  path: string;
  /** The index's group heading. */
  group: string;
  /** The index's link text. */
  title: string;
  mimeType: string;
  build(): Promise<Uint8Array<ArrayBuffer>>;
}

export const INDEX_PATH = 'index.html';
export const PACK_FILE_NAME = 'evidence-pack.zip';
const CSV = 'text/csv;charset=utf-8';
const encoder = new TextEncoder();
const text = (value: string) => Promise.resolve(encoder.encode(value));

/** A CSV file of the pack, built only when asked for. */
const csvFile = (path: string, group: string, title: string, build: () => string): PackFile => ({
  path,
  group,
  title,
  mimeType: CSV,
  build: () => text(build()),
});

/** A CSV file of records, only when the team keeps such records (none: no file). */
const csvFileOfAny = <T>(
  rows: readonly T[],
  path: string,
  group: string,
  title: string,
  build: (rows: readonly T[]) => string,
): PackFile[] => (rows.length > 0 ? [csvFile(path, group, title, () => build(rows))] : []);

const STATUS_WORDS: Record<string, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  done: 'Done',
  not_applicable: 'Not applicable',
};

function checklistCsv(run: ChecklistRunRecord): string {
  const content = checklistContentById(run.checklist_id);
  const states = new Map(run.items.map((item) => [item.item_id, item]));
  return toCsv([
    [
      'Category',
      'Item',
      'Status',
      'Not applicable because',
      'Owner',
      'Due date',
      'Evidence link',
      'Notes',
      'Updated at (UTC)',
    ],
    ...(content?.items ?? []).map((item) => {
      const state = states.get(item.id);
      return [
        item.category,
        item.item,
        STATUS_WORDS[state?.status ?? 'not_started'] ?? state?.status ?? '',
        state?.not_applicable_reason ?? '',
        state?.owner ?? '',
        state?.due_on ?? '',
        state?.evidence_url ?? '',
        state?.notes ?? '',
        state ? new Date(state.updated_at).toISOString() : '',
      ];
    }),
  ]);
}

function trainingCsv(rows: readonly TrainingRecord[]): string {
  return toCsv([
    ['Member', 'Email', 'Course', 'Progress (%)', 'Completed at (UTC)', 'Deactivated'],
    ...rows.map((row) => [
      row.member,
      row.email,
      row.course,
      String(Math.round(row.progress_percent)),
      row.completed_at ? new Date(row.completed_at).toISOString() : '',
      row.deactivated ? 'Yes' : 'No',
    ]),
  ]);
}

function knowledgeChecksCsv(rows: readonly KnowledgeCheckRecord[]): string {
  return toCsv([
    [
      'Member',
      'Email',
      'Course',
      'Attempt',
      'Correct',
      'Questions',
      'Score (%)',
      'Passed',
      'Submitted at (UTC)',
    ],
    ...rows.map((row) => [
      row.member,
      row.email,
      row.course,
      String(row.attempt),
      String(row.correct),
      String(row.questions),
      String(row.score_percent),
      row.passed ? 'Yes' : 'No',
      new Date(row.submitted_at).toISOString(),
    ]),
  ]);
}

function auditCsv(rows: readonly AuditRecord[]): string {
  return toCsv([
    ['Time (UTC)', 'Who', 'Event', 'Target', 'Details'],
    ...rows.map((row) => [
      new Date(row.occurred_at).toISOString(),
      row.actor_name,
      isAuditEventKind(row.kind) ? AUDIT_EVENT_LABELS[row.kind] : row.kind,
      row.target_name ?? '',
      eventDetails(row),
    ]),
  ]);
}

function coverageCsv(rows: readonly ReadinessRow[]): string {
  const list = (sources: readonly ReadinessRow[]) => sources.map(describeSource).join('; ');
  return toCsv([
    [
      'Framework',
      'Control',
      'Title',
      'Documented',
      'Documented by',
      'Operating',
      'Evidence',
      'Missing',
    ],
    ...readinessOf(allControls, rows).map((entry) => [
      entry.control.framework,
      entry.control.id,
      entry.control.title,
      entry.documented ? 'Yes' : 'No',
      list(entry.documentedBy),
      entry.operating ? 'Yes' : 'No',
      list(entry.operatingBy),
      list(entry.missing),
    ]),
  ]);
}

function hotlineCsv(rows: readonly HotlineStatistic[]): string {
  return toCsv([
    ['Measure', 'Cases'],
    ...rows.map((row) => [HOTLINE_STATISTIC_LABELS[row.measure] ?? row.measure, String(row.count)]),
  ]);
}

const score = (likelihood: number | null, impact: number | null) =>
  likelihood && impact ? `${likelihood * impact} (${likelihood}×${impact})` : '';

/** The register's rows, as it stands or as a frozen snapshot holds it. */
export function riskRegisterCsv(rows: readonly RiskRecord[]): string {
  return toCsv([
    [
      'Risk',
      'Category',
      'Owner',
      'Inherent score',
      'Treatment',
      'Treatment plan',
      'Controls',
      'Checklist items',
      'Residual score',
      'Review on',
      'Accepted by',
      'Accepted at',
      'Acceptance reason',
      'Accepted until',
    ],
    ...rows.map((row) => [
      row.title,
      row.category,
      row.owner ?? '',
      score(row.inherent_likelihood, row.inherent_impact),
      row.treatment,
      row.treatment_plan,
      row.controls.join('; '),
      row.checklist_items.join('; '),
      score(row.residual_likelihood, row.residual_impact),
      row.review_on ?? '',
      row.accepted_by ?? '',
      row.accepted_at ?? '',
      row.acceptance_reason ?? '',
      row.accepted_until ?? '',
    ]),
  ]);
}

function riskAssessmentsCsv(rows: readonly RiskAssessmentRecord[]): string {
  return toCsv([
    ['Version', 'Assessed on', 'Approved by', 'Approved at', 'Reason', 'Risks', 'SHA-256'],
    ...rows.map((row) => [
      String(row.number),
      row.assessed_on,
      row.approved_by,
      row.approved_at,
      row.approval_reason,
      String(row.snapshot.risks?.length ?? 0),
      row.content_hash,
    ]),
  ]);
}

function vendorsCsv(rows: readonly VendorRecord[]): string {
  return toCsv([
    [
      'Vendor',
      'Service',
      'Data shared',
      'Criticality',
      'Owner',
      'Contract start',
      'Contract end',
      'Subprocessor',
      'Location',
      'Next review',
      'Security documents',
    ],
    ...rows.map((row) => [
      row.name,
      row.service,
      row.data_shared.join('; '),
      row.criticality,
      row.owner ?? '',
      row.contract_starts_on ?? '',
      row.contract_ends_on ?? '',
      row.subprocessor ? 'Yes' : 'No',
      row.location,
      row.next_review_on ?? '',
      row.documents
        .map(
          (doc) => `${doc.title} ${doc.url}${doc.expires_on ? ` (expires ${doc.expires_on})` : ''}`,
        )
        .join('; '),
    ]),
  ]);
}

function vendorReviewsCsv(rows: readonly VendorReviewRecord[]): string {
  return toCsv([
    [
      'Vendor',
      'Criticality',
      'Conclusion',
      'Conditions',
      'Reviewed by',
      'Reviewed at',
      'Next review',
      'Answers',
    ],
    ...rows.map((row) => [
      row.vendor,
      row.criticality,
      row.conclusion.replaceAll('_', ' '),
      row.conditions ?? '',
      row.reviewed_by,
      row.reviewed_at,
      row.next_review_on,
      Object.entries(row.answers)
        .map(([question, answer]) => `${question}: ${answer.replaceAll('_', ' ')}`)
        .join('; '),
    ]),
  ]);
}

function assetsCsv(rows: readonly AssetRecord[]): string {
  return toCsv([
    ['Asset', 'Type', 'Owner', 'Classification', 'Location', 'Holds customer data'],
    ...rows.map((row) => [
      row.name,
      row.type,
      row.owner ?? '',
      row.classification,
      row.location,
      row.holds_customer_data ? 'Yes' : 'No',
    ]),
  ]);
}

export function soaVersionCsv(version: SoaVersionRecord): string {
  return toCsv(statementTable(version.entries, (status) => status.replaceAll('_', ' ')));
}

const statementOf = (version: SoaVersionRecord): StatementDocument => ({
  approval: version,
  lines: version.entries,
});

/** Each approved Statement of Applicability as CSV, Word and PDF (SA1). */
function statementFiles(version: SoaVersionRecord): PackFile[] {
  const title = `Statement of Applicability ${version.number}, approved by ${version.approved_by} on ${utcDay(version.approved_at)}`;
  const group = 'Statement of Applicability';
  return [
    csvFile(
      `soa/${statementFileName(version.number, 'csv')}`,
      group,
      `${title} (SHA-256 ${version.content_hash})`,
      () => soaVersionCsv(version),
    ),
    {
      path: `soa/${statementFileName(version.number, 'docx')}`,
      group,
      title: `${title} (Word)`,
      mimeType: DOCX_MIME_TYPE,
      build: () => buildStatementDocx(statementOf(version)),
    },
    {
      path: `soa/${statementFileName(version.number, 'pdf')}`,
      group,
      title: `${title} (PDF)`,
      mimeType: 'application/pdf',
      build: () => buildStatementPdf(statementOf(version)),
    },
  ];
}

/** Each system description published in the range, as Word and PDF (SD1). */
function systemDescriptionFiles(version: SystemDescriptionVersionRecord): PackFile[] {
  const title = `System description ${version.number}, published by ${version.published_by} on ${utcDay(version.published_at)}`;
  const group = 'System description';
  return [
    {
      path: `system-description/${systemDescriptionFileName(version.number, 'docx')}`,
      group,
      title: `${title} (Word, SHA-256 ${version.content_hash})`,
      mimeType: DOCX_MIME_TYPE,
      build: () => buildSystemDescriptionDocx(version),
    },
    {
      path: `system-description/${systemDescriptionFileName(version.number, 'pdf')}`,
      group,
      title: `${title} (PDF)`,
      mimeType: 'application/pdf',
      build: () => buildSystemDescriptionPdf(version),
    },
  ];
}

function integrationRunsCsv(runs: readonly IntegrationRunRecord[]): string {
  return toCsv([
    [
      'Ran at',
      'Account',
      'Test',
      'Result',
      'Summary',
      'Affected resources',
      'Controls',
      'API calls',
    ],
    ...runs.map((run) => [
      run.ran_at,
      run.account,
      run.title,
      run.result,
      run.summary,
      run.resources.map((resource) => `${resource.name}: ${resource.problem}`).join('; '),
      run.controls.join(' '),
      run.evidence.map((call) => `${call.request} → ${call.status}`).join('; '),
    ]),
  ]);
}

/**
 * Each integration test's runs in the range (IN1): `integrations/<source>/<test>.csv`, one line a
 * run, and beside it the same runs with the provider's raw answers as JSON, for re-performance.
 */
function integrationFiles(runs: readonly IntegrationRunRecord[]): PackFile[] {
  const byTest = new Map<string, IntegrationRunRecord[]>();
  for (const run of runs) {
    const key = `${run.source}/${run.test}`;
    byTest.set(key, [...(byTest.get(key) ?? []), run]);
  }
  return [...byTest].flatMap(([key, testRuns]): PackFile[] => {
    const newest = testRuns.at(-1);
    if (!newest) return [];
    const { title, account } = newest;
    const safe = key.replace(/[^A-Za-z0-9_/-]/g, '_');
    return [
      csvFile(
        `integrations/${safe}.csv`,
        'Integrations',
        `${title} (${account}): ${testRuns.length} run(s)`,
        () => integrationRunsCsv(testRuns),
      ),
      {
        path: `integrations/${safe}.json`,
        group: 'Integrations',
        title: `${title} (${account}): the provider's answers behind each run`,
        mimeType: 'application/json',
        build: () => text(`${JSON.stringify(testRuns, null, 2)}\n`),
      },
    ];
  });
}

function accessReviewAccountsCsv(rows: readonly AccessReviewAccountRecord[]): string {
  return toCsv([
    [
      'Run of',
      'Source',
      'Organisation or account',
      'Account',
      'Email',
      'Admin',
      'Suspended',
      'Listed at',
      'Decision',
      'Decided by',
      'Decided at',
    ],
    ...rows.map((row) => [
      row.period_start,
      row.source,
      row.account,
      row.name,
      row.email ?? '',
      row.admin ? 'Yes' : 'No',
      row.suspended ? 'Yes' : 'No',
      row.listed_at,
      row.decision === 'keep' ? 'Keep' : row.decision === 'remove' ? 'Remove' : 'Not decided',
      row.decided_by ?? '',
      row.decided_at ?? '',
    ]),
  ]);
}

/** The register sections (RR1, VN1, AS1, SA1, SD1), each only when the team keeps such records. */
function registerFiles(records: EvidenceRecords): PackFile[] {
  return [
    ...csvFileOfAny(
      records.risks,
      'risk/register.csv',
      'Risks',
      'Risk register as it stands',
      riskRegisterCsv,
    ),
    ...csvFileOfAny(
      records.risk_assessments,
      'risk/assessments.csv',
      'Risks',
      'Risk assessments approved in the range',
      riskAssessmentsCsv,
    ),
    ...records.risk_assessments.map((assessment) =>
      csvFile(
        `risk/assessment-v${assessment.number}.csv`,
        'Risks',
        `Risk assessment ${assessment.number} as approved on ${assessment.assessed_on} (SHA-256 ${assessment.content_hash})`,
        () => riskRegisterCsv(assessment.snapshot.risks ?? []),
      ),
    ),
    ...csvFileOfAny(
      records.vendors,
      'vendors/inventory.csv',
      'Vendors',
      'Vendor inventory with security documents',
      vendorsCsv,
    ),
    ...csvFileOfAny(
      records.vendor_reviews,
      'vendors/reviews.csv',
      'Vendors',
      'Vendor reviews recorded in the range',
      vendorReviewsCsv,
    ),
    ...csvFileOfAny(records.assets, 'assets/inventory.csv', 'Assets', 'Asset inventory', assetsCsv),
    ...records.soa_versions.flatMap(statementFiles),
    ...records.system_description_versions.flatMap(systemDescriptionFiles),
    ...integrationFiles(records.integration_runs),
    ...csvFileOfAny(
      records.access_review_accounts,
      'checklists/access-review-accounts.csv',
      'Checklists',
      'Access reviews: the accounts each connected source listed, kept or removed',
      accessReviewAccountsCsv,
    ),
  ];
}

/**
 * Where an attached file sits in the pack: beside its checklist, under its item. Its name stays
 * as given, in any script (the ZIP marks its names UTF-8), except what a folder path or Windows
 * refuses (separators, < > : " | ? *, control and invisible formatting characters such as a
 * right-to-left override, a trailing dot or space), each made "_".
 */
export function evidenceFilePath(file: EvidenceFileRecord): string {
  const name = file.file_name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"/\\|?*]/gu, '_')
    .replace(/[. ]$/u, '_');
  return `checklists/files/${file.checklist_id}-${file.period_start}/${file.item_id}/${file.id.slice(0, 8)}-${name}`;
}

/** The checklist item a file is attached to, as the checklist's CSV names it. */
function evidenceItemTitle(file: EvidenceFileRecord): string {
  return (
    checklistContentById(file.checklist_id)?.items.find((item) => item.id === file.item_id)?.item ??
    file.item_id
  );
}

export function evidenceFilesCsv(files: readonly EvidenceFileRecord[]): string {
  return toCsv([
    [
      'File in the pack',
      'Checklist',
      'Run of',
      'Item',
      'File name',
      'Type',
      'Bytes',
      'SHA-256',
      'Uploaded by',
      'Attached at',
    ],
    ...files.map((file) => [
      evidenceFilePath(file),
      checklistContentById(file.checklist_id)?.title ?? file.checklist_id,
      file.period_start,
      evidenceItemTitle(file),
      file.file_name,
      file.mime_type,
      String(file.size_bytes),
      file.sha256,
      file.uploaded_by,
      file.attached_at,
    ]),
  ]);
}

/** Every file of the pack, in index order; each is built only when asked for. */
export function packFiles(
  records: EvidenceRecords,
  policyControls: (templateId: string) => PolicyControls | undefined,
  /** The bytes of an attached file, by its Storage key. */
  evidenceFile: (objectPath: string) => Promise<Uint8Array<ArrayBuffer>>,
): PackFile[] {
  const versionsOf = (policyId: string) =>
    records.policies.filter((version) => version.policy_id === policyId);
  const documentInput = (version: PublishedVersion) =>
    versionDocumentInput(
      version,
      version.content,
      versionsOf(version.policy_id),
      version.template_id ? policyControls(version.template_id) : undefined,
    );
  const policies = records.policies.flatMap((version): PackFile[] => [
    {
      path: `policies/${versionFileName(version.title, version.number)}`,
      group: 'Policies',
      title: `${version.title}, version ${version.number} (Word)`,
      mimeType: DOCX_MIME_TYPE,
      build: () => packDocx(buildStructuredPolicyDocument(documentInput(version))),
    },
    {
      path: `policies/${versionFileName(version.title, version.number, 'pdf')}`,
      group: 'Policies',
      title: `${version.title}, version ${version.number} (PDF)`,
      mimeType: 'application/pdf',
      build: () => buildPolicyPdf(documentInput(version)),
    },
  ]);
  const checklists = records.checklists.map((run) =>
    csvFile(
      `checklists/${run.checklist_id}-${run.period_start}.csv`,
      'Checklists',
      `${run.title}, run of ${run.period_start}`,
      () => checklistCsv(run),
    ),
  );
  return [
    ...policies,
    csvFile(
      'policies/policy-register.csv',
      'Policies',
      'Policy register: each version and review, who approved it, when and why; retired policies',
      () => policyRegisterCsv(records.policy_register),
    ),
    csvFile(
      'policies/acceptance-register.csv',
      'Policies',
      'Acceptance register: every member for every published policy (accepted, not yet, overdue)',
      () => acceptancePopulationCsv(records.acceptance_population),
    ),
    csvFile(
      'policies/acceptances.csv',
      'Policies',
      'Every acceptance of the period, of any version',
      () => registerCsv(records.acceptances),
    ),
    csvFile(
      'training/completion.csv',
      'Training',
      'Training completion: every member and every course required of them, with certificate and knowledge check',
      () => trainingPopulationCsv(records.training_population),
    ),
    csvFile('training/video-progress.csv', 'Training', 'Video progress per member and course', () =>
      trainingCsv(records.training),
    ),
    csvFile(
      'training/knowledge-checks.csv',
      'Training',
      'Knowledge-check attempts (80 % to pass)',
      () => knowledgeChecksCsv(records.knowledge_checks),
    ),
    csvFile(
      'training/certificates.csv',
      'Training',
      'Certificates issued (each verifiable at /verify/<id>)',
      () => certificatesCsv(records.certificates),
    ),
    ...records.training_cycles.map((cycle) =>
      csvFile(
        `training/training-year-${cycle.starts_on}.csv`,
        'Training',
        `Training year from ${cycle.starts_on}: assigned, completed and overdue per member`,
        () => trainingStatusCsv(cycle.people),
      ),
    ),
    ...checklists,
    ...csvFileOfAny(
      records.evidence_files,
      'checklists/evidence-files.csv',
      'Checklists',
      'Files attached to checklist items, with their SHA-256 and who uploaded them',
      evidenceFilesCsv,
    ),
    ...records.evidence_files.map((file): PackFile => ({
      path: evidenceFilePath(file),
      group: 'Checklist evidence files',
      title: `${file.file_name} (${evidenceItemTitle(file)}, ${file.period_start}), SHA-256 ${file.sha256}`,
      mimeType: file.mime_type,
      build: () => evidenceFile(file.object_path),
    })),
    ...csvFileOfAny(
      records.hotline,
      'hotline/statistics.csv',
      'Hotline',
      'Hotline cases: counts by status and outcome, and the legal clocks kept',
      hotlineCsv,
    ),
    ...registerFiles(records),
    csvFile(
      'controls/coverage.csv',
      'Controls',
      'Control coverage (SOC 2 and ISO/IEC 27001:2022 Annex A)',
      () => coverageCsv(records.coverage),
    ),
    csvFile('audit-log.csv', 'Audit log', 'Audit log', () => auditCsv(records.audit)),
  ];
}

/**
 * The index page: the team, the range, and a relative link to every file, by group. Served by an
 * auditor link it also links the whole pack as one ZIP; inside that ZIP (`inZip`) it does not,
 * as the link would name the very file being read.
 */
export function indexHtml(
  meta: EvidenceMeta,
  files: readonly PackFile[],
  { inZip = false }: { inZip?: boolean } = {},
): string {
  const groups = [...new Set(files.map((file) => file.group))];
  const sections = groups
    .map((group) => {
      const links = files
        .filter((file) => file.group === group)
        .map(
          (file) =>
            `<li><a href="${escapeHtml(file.path.split('/').map(encodeURIComponent).join('/'))}">${escapeHtml(file.title)}</a></li>`,
        )
        .join('\n');
      return `<h2>${escapeHtml(group)}</h2>\n<ul>\n${links}\n</ul>`;
    })
    .join('\n');
  const title = `Evidence pack: ${meta.teamName}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#111827}h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:1.5rem}a{color:#1d4ed8}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>Records from ${escapeHtml(meta.fromDate)} to ${escapeHtml(meta.toDate)}, made ${escapeHtml(meta.generatedAt)} by ComplyReady. Published policies and current training are as of that moment; control coverage (documented and operating) is for the range. Coverage reports what the team's ComplyReady records hold; it is not a certification.</p>
${sections}
${inZip ? '' : `<p><a href="${PACK_FILE_NAME}">Download everything as one ZIP file</a></p>\n`}</body>
</html>
`;
}
