import { inflateSync } from 'node:zlib';

// Windows-1252's 0x80–0x9F, which Node's decoders read as Latin-1 control characters.
const HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const windows1252 = (byte: number) =>
  byte >= 0x80 && byte <= 0x9f ? HIGH[byte - 0x80]! : String.fromCharCode(byte);

/**
 * The text drawn on a PDF made by pdf-lib with a standard font: every `<hex> Tj` string of its
 * content streams (inflated when compressed), decoded as Windows-1252, one per drawn line.
 * A stream's body is cut by its `/Length`, not by searching for `endstream`: compressed bytes
 * may themselves end in a carriage return.
 */
export function pdfLines(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString('latin1');
  const streams = [...raw.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)].map((match) => {
    const dictionary = match[1] ?? '';
    // The match may start at an earlier object's `<<`; this stream's own /Length is the last one.
    const length = Number([...dictionary.matchAll(/\/Length (\d+)(?! \d+ R)/g)].at(-1)?.[1]);
    if (!Number.isInteger(length)) throw new Error('A PDF stream without a direct /Length');
    const start = match.index + match[0].length;
    const body = raw.slice(start, start + length);
    return dictionary.includes('/FlateDecode')
      ? inflateSync(Buffer.from(body, 'latin1')).toString('latin1')
      : body;
  });
  return streams.flatMap((stream) =>
    [...stream.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map(([, hex = '']) =>
      [...Buffer.from(hex, 'hex')].map(windows1252).join(''),
    ),
  );
}
