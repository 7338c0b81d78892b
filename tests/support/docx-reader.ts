import JSZip from 'jszip';

/** Reads the parts of a .docx that the tests assert on. */
export async function readDocx(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  const read = (name: string) => zip.file(name)?.async('string') ?? Promise.resolve('');
  const readAll = async (pattern: RegExp) =>
    (await Promise.all(zip.file(pattern).map((file) => file.async('string')))).join('\n');
  return {
    document: await read('word/document.xml'),
    styles: await read('word/styles.xml'),
    footers: await readAll(/^word\/footer\d*\.xml$/),
    headers: await readAll(/^word\/header\d*\.xml$/),
  };
}

/** The visible text of a WordprocessingML part: its w:t runs joined, entities decoded. */
export function wordText(xml: string): string {
  return [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
    .map((match) => match[1] ?? '')
    .join('')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}

function firstFontSize(xml: string | undefined): number | undefined {
  const size = xml && /<w:sz w:val="(\d+)"/.exec(xml);
  return size ? Number(size[1]) : undefined;
}

/** The font size in half-points of a paragraph style, e.g. `Title` or `Heading1`. */
export function styleFontSize(styles: string, styleId: string): number | undefined {
  const pattern = new RegExp(`<w:style [^>]*w:styleId="${styleId}"[^>]*>([\\s\\S]*?)</w:style>`);
  return firstFontSize(pattern.exec(styles)?.[1]);
}

/** The document's default font size in half-points. */
export function defaultFontSize(styles: string): number | undefined {
  return firstFontSize(/<w:rPrDefault>([\s\S]*?)<\/w:rPrDefault>/.exec(styles)?.[1]);
}
