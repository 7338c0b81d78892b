import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfLines } from '../../tests/support/pdf-text';

// The reader the PDF tests use, checked on the case that made CI fail once: a compressed
// content stream whose last byte is a carriage return.
describe('pdfLines', () => {
  it('reads a compressed stream that ends in a carriage return, cut by its /Length', () => {
    const content = `BT <${Buffer.from('Line 89').toString('hex')}> Tj ET`;
    const body = deflateSync(content);
    expect(body.at(-1)).toBe(0x0d);
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'),
      Buffer.from(`2 0 obj\n<< /Filter /FlateDecode /Length ${body.length} >>\nstream\n`, 'latin1'),
      body,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]);
    expect(pdfLines(pdf)).toEqual(['Line 89']);
  });
});
