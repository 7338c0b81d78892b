// The parts the policies' and the registers' Word files share (docs/decisions.md PP1, SD1, SA1):
// the document's styles, its header and numbered footer, headings and tables, in the policy
// documents' sizes.
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
} from 'docx';

/**
 * docs/product.md#template-preview: 12 pt base font, 18 pt title, 16 pt headings (docx uses
 * half-points).
 */
export const POLICY_FONT_SIZES = { base: 24, title: 36, heading: 32 } as const;
/** Header and footer lines are smaller than the body. */
const MARGIN_TEXT_SIZE = 18;

export const heading = (text: string, level: 1 | 2 = 1) =>
  new Paragraph({
    heading: level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
    children: [new TextRun(text)],
    spacing: { before: level === 1 ? 240 : 160, after: level === 1 ? 120 : 80 },
  });

/** Paragraphs of a text with line breaks; `empty` in italics when it has none. */
export const paragraphs = (text: string, empty: string) => {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length > 0
    ? lines.map((line) => new Paragraph({ text: line, spacing: { after: 120 } }))
    : [new Paragraph({ children: [new TextRun({ text: empty, italics: true })] })];
};

/** A full-width table; the first row is a repeated, bold header when `header`. */
export function table(rows: readonly (readonly string[])[], header = true): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      (cells, index) =>
        new TableRow({
          tableHeader: header && index === 0,
          children: cells.map(
            (text) =>
              new TableCell({
                children: [
                  new Paragraph({ children: [new TextRun({ text, bold: header && index === 0 })] }),
                ],
              }),
          ),
        }),
    ),
  });
}

/** A document in the policy sizes: its title, `headerText` on top, `footerText` paged. */
export function registerDocument(input: {
  title: string;
  headerText: string;
  footerText: string;
  children: FileChild[];
}): Document {
  return new Document({
    title: input.title,
    creator: 'ComplyReady',
    styles: {
      default: {
        document: { run: { size: POLICY_FONT_SIZES.base, font: 'Calibri' } },
        title: { run: { size: POLICY_FONT_SIZES.title, bold: true } },
        heading1: { run: { size: POLICY_FONT_SIZES.heading, bold: true } },
        heading2: { run: { size: POLICY_FONT_SIZES.base, bold: true } },
      },
    },
    sections: [
      {
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [new TextRun({ text: input.headerText, size: MARGIN_TEXT_SIZE })],
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    size: MARGIN_TEXT_SIZE,
                    children: [
                      `${input.footerText} · Page `,
                      PageNumber.CURRENT,
                      ' of ',
                      PageNumber.TOTAL_PAGES,
                    ],
                  }),
                ],
              }),
            ],
          }),
        },
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(input.title)] }),
          ...input.children,
        ],
      },
    ],
  });
}
