// The rules of a policy's structured text (docs/decisions.md PP1), pure so that the browser, the
// backend tests and the document builders share them: placeholders, the canonical JSON text the
// database hashes, reading a stored text, and a version's text as lines (src/shared/policy-diff.ts
// compares two).

/**
 * A policy as structured text (docs/decisions.md PP1): sections of headings, paragraphs and
 * bullet lists, never markup. A team's drafts and published versions are stored in this shape
 * (the database checks it: `private.policy_content_problem`), and the preview, the editor and
 * the Word file all read it.
 */
export type PolicyBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'bullets'; items: string[] };

export interface PolicyDocumentSection {
  title: string;
  blocks: PolicyBlock[];
}

export interface PolicyDocument {
  title: string;
  sections: PolicyDocumentSection[];
}

/** The values that fill a policy's placeholders. */
export interface PolicyDetails {
  companyName: string;
  policyOwner: string;
  approver: string;
  effectiveDate: string;
  version: string;
}

/** Placeholder text in the templates, and the detail that replaces it. */
export const PLACEHOLDERS: Record<string, keyof PolicyDetails> = {
  '[Company Name]': 'companyName',
  '[Policy Owner]': 'policyOwner',
  '[Approver]': 'approver',
  '[Effective Date]': 'effectiveDate',
  '[Version]': 'version',
};

export const PLACEHOLDER_PATTERN =
  /\[(?:Company Name|Policy Owner|Approver|Effective Date|Version)\]/g;

/** A text split into literal parts and placeholders that have no value yet. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'placeholder'; text: string };

export function fillText(text: string, details: PolicyDetails): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER_PATTERN)) {
    const index = match.index;
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index) });
    const key = PLACEHOLDERS[match[0]];
    const value = key ? details[key].trim() : '';
    parts.push(value ? { kind: 'text', text: value } : { kind: 'placeholder', text: match[0] });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return mergeText(parts);
}

function mergeText(parts: TextPart[]): TextPart[] {
  const merged: TextPart[] = [];
  for (const part of parts) {
    const previous = merged.at(-1);
    if (previous?.kind === 'text' && part.kind === 'text') previous.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}

/** The text with every placeholder that has a value replaced; the others stay as written. */
export function fillString(text: string, details: PolicyDetails): string {
  return fillText(text, details)
    .map((part) => part.text)
    .join('');
}

function fillBlock(block: PolicyBlock, details: PolicyDetails): PolicyBlock {
  return block.type === 'bullets'
    ? { type: 'bullets', items: block.items.map((item) => fillString(item, details)) }
    : { type: block.type, text: fillString(block.text, details) };
}

/** What publishing does to a draft (`private.fill_policy_text` in the database). */
export function fillDocument(document: PolicyDocument, details: PolicyDetails): PolicyDocument {
  return {
    title: fillString(document.title, details),
    sections: document.sections.map((section) => ({
      title: fillString(section.title, details),
      blocks: section.blocks.map((block) => fillBlock(block, details)),
    })),
  };
}

// ─── The canonical text the database hashes ──────────────────────────────────────────────────

const encoder = new TextEncoder();

/** jsonb orders an object's keys by length, then bytewise. */
function compareKeys(a: string, b: string): number {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  if (left.length !== right.length) return left.length - right.length;
  for (let i = 0; i < left.length; i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The text PostgreSQL writes for a jsonb value: keys in jsonb's order, `": "` and `", "` between
 * items, strings escaped as JSON escapes them. A published version's `content_hash` is the
 * SHA-256 of this text of its `content` (docs/decisions.md PP1), so anyone can recompute it.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'number') {
    return JSON.stringify(value);
  }
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => compareKeys(a, b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}: ${canonicalJson(item)}`).join(', ')}}`;
  }
  throw new Error(`not JSON: ${typeof value}`);
}

/** The SHA-256, in hex, of a published text: what the database stores as `content_hash`. */
export async function policyContentHash(document: PolicyDocument): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(canonicalJson(document)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

// ─── Reading a stored text ───────────────────────────────────────────────────────────────────

const isText = (value: unknown): value is string => typeof value === 'string';

function isBlock(value: unknown): value is PolicyBlock {
  if (typeof value !== 'object' || value === null) return false;
  const block = value as Record<string, unknown>;
  if (block['type'] === 'heading' || block['type'] === 'paragraph') return isText(block['text']);
  return (
    block['type'] === 'bullets' && Array.isArray(block['items']) && block['items'].every(isText)
  );
}

/** A stored text (JSON from the API) in the shape the database keeps; anything else is refused. */
export function isPolicyDocument(value: unknown): value is PolicyDocument {
  if (typeof value !== 'object' || value === null) return false;
  const document = value as Record<string, unknown>;
  return (
    isText(document['title']) &&
    Array.isArray(document['sections']) &&
    document['sections'].every((section: unknown) => {
      if (typeof section !== 'object' || section === null) return false;
      const { title, blocks } = section as Record<string, unknown>;
      return isText(title) && Array.isArray(blocks) && blocks.every(isBlock);
    })
  );
}

export function readPolicyDocument(value: unknown): PolicyDocument {
  if (!isPolicyDocument(value)) throw new Error('The policy text is not in the expected shape');
  return value;
}

// ─── A version as lines, for the diff (src/shared/policy-diff.ts) ─────────────────────────────

/** A text as lines: a section title, a heading, a paragraph, a bullet. */
export function documentLines(document: PolicyDocument): string[] {
  return [
    document.title,
    ...document.sections.flatMap((section) => [
      `§ ${section.title}`,
      ...section.blocks.flatMap((block) =>
        block.type === 'bullets'
          ? block.items.map((item) => `• ${item}`)
          : [block.type === 'heading' ? `— ${block.text}` : block.text],
      ),
    ]),
  ];
}
