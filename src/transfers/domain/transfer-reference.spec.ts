import { newTransferReference } from './transfer-reference.js';

describe('a transfer reference', () => {
  it('is 8 unambiguous characters in two groups', () => {
    for (let i = 0; i < 200; i++) expect(newTransferReference()).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('spells its 40 bits in Crockford base 32', () => {
    expect(newTransferReference(Buffer.from([0, 0, 0, 0, 0]))).toBe('0000-0000');
    expect(newTransferReference(Buffer.from([255, 255, 255, 255, 255]))).toBe('ZZZZ-ZZZZ');
    expect(newTransferReference(Buffer.from([0, 0, 0, 0, 33]))).toBe('0000-0011');
  });
});
