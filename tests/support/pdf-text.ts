import { inflateSync } from 'node:zlib';

// Windows-1252's 0x80–0x9F, which Node's decoders read as Latin-1 control characters.
const HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const windows1252 = (byte: number) =>
  byte >= 0x80 && byte <= 0x9f ? HIGH[byte - 0x80]! : String.fromCharCode(byte);

/**
 * The text drawn on a PDF made by pdf-lib with a standard font: every `<hex> Tj` string of its
 * content streams (inflated when compressed), decoded as Windows-1252, one per drawn line.
 */
export function pdfLines(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString('latin1');
  const streams = [...raw.matchAll(/<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g)].map(
    ([, dictionary = '', body = '']) =>
      dictionary.includes('/FlateDecode')
        ? inflateSync(Buffer.from(body, 'latin1')).toString('latin1')
        : body,
  );
  return streams.flatMap((stream) =>
    [...stream.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map(([, hex = '']) =>
      [...Buffer.from(hex, 'hex')].map(windows1252).join(''),
    ),
  );
}
