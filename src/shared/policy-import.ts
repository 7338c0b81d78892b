// Bring your own policy (docs/decisions.md PI1): a Word file as a structured policy text. The
// browser converts it with mammoth's document model (headings, paragraphs, lists, tables), never
// its HTML, so no markup can reach the text; public.import_policy checks the result as it checks
// any draft (private.policy_content_problem).
import * as mammoth from 'mammoth';
import { countOf } from './plural.ts';
import type { PolicyBlock, PolicyDocument, PolicyDocumentSection } from './policy-document.ts';

/** What a policy's first section is called when the file has text before its first heading. */
export const UNTITLED_SECTION = 'Introduction';

/** The parts of mammoth's document model (mammoth/lib/documents.js) the conversion reads. */
interface DocxNode {
  type: string;
  children?: DocxNode[];
  value?: string;
  styleName?: string | null;
  styleId?: string | null;
  numbering?: { level: string; isOrdered: boolean } | null;
}

export interface ImportedPolicy {
  document: PolicyDocument;
  /** What the admin should check in the review: what the conversion left out or changed. */
  notes: string[];
}

// Text that would read as an HTML tag (what private.policy_text_problem refuses): `<` before a
// letter, `/`, `!` or `?`.
const TAG_LIKE = /<(?=\s*[/!?A-Za-z])/g;

/** A node's plain text on one line: runs, hyperlinks and tabs; notes, comments and images not. */
function textOf(node: DocxNode): string {
  switch (node.type) {
    case 'text':
      return node.value ?? '';
    case 'tab':
    case 'break':
      return ' ';
    case 'paragraph':
    case 'run':
    case 'hyperlink':
      return (node.children ?? []).map(textOf).join('');
    default:
      return '';
  }
}

function clean(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 1 for Title or Heading 1, 2–9 for the lower headings, null for body text. */
function headingLevel(paragraph: DocxNode): number | null {
  const style = `${paragraph.styleName ?? ''} ${paragraph.styleId ?? ''}`;
  if (/\btitle\b/i.test(style) && !/subtitle/i.test(style)) return 0;
  const match = /heading\s*([1-9])/i.exec(style);
  return match ? Number(match[1]) : null;
}

function isListItem(paragraph: DocxNode): boolean {
  return paragraph.numbering != null || /list/i.test(paragraph.styleName ?? '');
}

/** The paragraphs of the body in reading order; a table's cells give theirs row by row. */
function paragraphsOf(node: DocxNode): DocxNode[] {
  if (node.type === 'paragraph') return [node];
  if (node.type === 'document' || node.type.startsWith('table')) {
    return (node.children ?? []).flatMap(paragraphsOf);
  }
  return [];
}

/** mammoth's document model as a policy: Title (or the file's name) is the title, each Heading 1
 * starts a section, lower headings are headings, list paragraphs are bullets, the rest paragraphs. */
export function documentFromDocx(root: DocxNode, fallbackTitle: string): ImportedPolicy {
  const notes: string[] = [];
  let title: string | null = null;
  const sections: PolicyDocumentSection[] = [];
  let current: PolicyDocumentSection | null = null;
  let changedTags = 0;
  let tables = 0;
  const countTables = (node: DocxNode): void => {
    if (node.type === 'table') tables += 1;
    (node.children ?? []).forEach(countTables);
  };
  countTables(root);

  for (const paragraph of paragraphsOf(root)) {
    const raw = clean(textOf(paragraph));
    if (!raw) continue;
    const text = raw.replace(TAG_LIKE, () => {
      changedTags += 1;
      return '‹';
    });
    const level = headingLevel(paragraph);
    if (level === 0 && title === null) {
      title = text;
    } else if (level === 0 || level === 1) {
      current = { title: text, blocks: [] };
      sections.push(current);
    } else {
      if (!current) {
        current = { title: UNTITLED_SECTION, blocks: [] };
        sections.push(current);
      }
      const block: PolicyBlock | undefined = current.blocks.at(-1);
      if (level !== null) current.blocks.push({ type: 'heading', text });
      else if (isListItem(paragraph)) {
        if (block?.type === 'bullets') block.items.push(text);
        else current.blocks.push({ type: 'bullets', items: [text] });
      } else current.blocks.push({ type: 'paragraph', text });
    }
  }
  const kept = sections.filter((section) => section.blocks.length > 0);
  if (kept.length < sections.length) {
    notes.push(
      `Left out, with no text beneath: ${countOf(sections.length - kept.length, 'headings')}.`,
    );
  }
  if (changedTags > 0) {
    notes.push(
      `“<” that read like an HTML tag, changed to “‹” (policies are plain text): ${changedTags}.`,
    );
  }
  if (tables > 0) notes.push('Tables became one paragraph per cell.');
  return { document: { title: title ?? clean(fallbackTitle), sections: kept }, notes };
}

/** Converts a .docx file (its bytes) to a policy; `fileName` titles it when it has no Title. */
export async function importDocx(data: ArrayBuffer, fileName: string): Promise<ImportedPolicy> {
  let model: DocxNode | null = null;
  // mammoth's browser build reads `arrayBuffer`, its Node build `buffer`; both open the zip the
  // same way (zipfile.openArrayBuffer), so the unit tests convert as the browser does.
  const input = { arrayBuffer: data, buffer: data } as unknown as { arrayBuffer: ArrayBuffer };
  const result = await mammoth.convertToHtml(input, {
    // The model is all we read; images are not converted (a policy holds text only).
    convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
    transformDocument: (document: DocxNode) => {
      model = document;
      return document;
    },
  });
  if (!model) throw new Error('The file is not a Word document');
  const imported = documentFromDocx(model, fileName.replace(/\.docx$/i, ''));
  const images = (result.value.match(/<img/g) ?? []).length;
  if (images > 0) {
    imported.notes.push(`Left out, as policies hold text only: ${countOf(images, 'images')}.`);
  }
  return imported;
}
