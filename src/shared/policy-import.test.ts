// A real Word file, built with `docx`, converted with mammoth as the browser does (PI1).
import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import { describe, expect, it } from 'vitest';
import { isPolicyDocument } from './policy-document.ts';
import { importDocx, UNTITLED_SECTION } from './policy-import.ts';

async function wordFile(children: (Paragraph | Table)[]): Promise<ArrayBuffer> {
  const document = new Document({
    numbering: {
      config: [{ reference: 'steps', levels: [{ level: 0, format: 'decimal', text: '%1.' }] }],
    },
    sections: [{ children }],
  });
  const bytes = await Packer.toBuffer(document);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

describe('importing a Word policy', () => {
  it('keeps the title, sections, headings, paragraphs and lists as structured text', async () => {
    const file = await wordFile([
      new Paragraph({ text: 'Acme Access Control Policy', heading: HeadingLevel.TITLE }),
      new Paragraph({ text: 'This policy applies to [Company Name].' }),
      new Paragraph({ text: 'Purpose', heading: HeadingLevel.HEADING_1 }),
      new Paragraph({
        children: [
          new TextRun('Access is '),
          new TextRun({ text: 'granted', bold: true }),
          new TextRun(' by need.'),
        ],
      }),
      new Paragraph({ text: 'Reviews', heading: HeadingLevel.HEADING_2 }),
      new Paragraph({ text: 'Quarterly access review', bullet: { level: 0 } }),
      new Paragraph({ text: 'Leavers removed within a day', bullet: { level: 0 } }),
      new Paragraph({ text: 'Steps', heading: HeadingLevel.HEADING_1 }),
      new Paragraph({ text: 'Request', numbering: { reference: 'steps', level: 0 } }),
      new Paragraph({ text: 'Approve', numbering: { reference: 'steps', level: 0 } }),
      new Paragraph({ text: '' }),
      new Paragraph({ text: 'Empty heading', heading: HeadingLevel.HEADING_1 }),
    ]);
    const imported = await importDocx(file, 'access.docx');
    expect(imported.document).toEqual({
      title: 'Acme Access Control Policy',
      sections: [
        {
          title: UNTITLED_SECTION,
          blocks: [{ type: 'paragraph', text: 'This policy applies to [Company Name].' }],
        },
        {
          title: 'Purpose',
          blocks: [
            { type: 'paragraph', text: 'Access is granted by need.' },
            { type: 'heading', text: 'Reviews' },
            {
              type: 'bullets',
              items: ['Quarterly access review', 'Leavers removed within a day'],
            },
          ],
        },
        { title: 'Steps', blocks: [{ type: 'bullets', items: ['Request', 'Approve'] }] },
      ],
    });
    expect(isPolicyDocument(imported.document)).toBe(true);
    expect(imported.notes).toEqual(['Left out, with no text beneath: 1 heading.']);
  });

  it('lets no markup through: tag-like text is neutralised, tables become paragraphs', async () => {
    const file = await wordFile([
      new Paragraph({ text: 'Scripts', heading: HeadingLevel.HEADING_1 }),
      new Paragraph({
        text: 'Say <script>alert(1)</script> and <img src=x onerror=alert(1)>, 3 < 4',
      }),
      new Table({
        rows: [
          new TableRow({
            children: [
              new TableCell({ children: [new Paragraph('Owner')] }),
              new TableCell({ children: [new Paragraph('CTO')] }),
            ],
          }),
        ],
      }),
    ]);
    const imported = await importDocx(file, 'Untitled policy.docx');
    expect(imported.document.title).toBe('Untitled policy');
    const [section] = imported.document.sections;
    expect(section?.blocks).toEqual([
      {
        type: 'paragraph',
        text: 'Say ‹script>alert(1)‹/script> and ‹img src=x onerror=alert(1)>, 3 < 4',
      },
      { type: 'paragraph', text: 'Owner' },
      { type: 'paragraph', text: 'CTO' },
    ]);
    expect(JSON.stringify(imported.document)).not.toMatch(/<\s*[/!?A-Za-z]/);
    expect(imported.notes).toContain(
      '“<” that read like an HTML tag, changed to “‹” (policies are plain text): 3.',
    );
    expect(imported.notes).toContain('Tables became one paragraph per cell.');
  });

  it('refuses a file that is not a Word document', async () => {
    await expect(
      importDocx(new TextEncoder().encode('not a zip').buffer, 'x.docx'),
    ).rejects.toThrow();
  });
});
