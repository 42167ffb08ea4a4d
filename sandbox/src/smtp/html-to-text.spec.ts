import { htmlToText } from './html-to-text.js';

describe('htmlToText', () => {
  it('keeps the words, line breaks and link targets', () => {
    const text = htmlToText(
      '<style>p{color:red}</style><h1>Verify</h1><p>Code:&nbsp;<b>123456</b><br>Or <a href="https://remit.test/v?c=1">open this</a></p>',
    );
    expect(text).toBe('Verify\nCode: 123456\nOr open this (https://remit.test/v?c=1)');
  });

  it('decodes numeric entities', () => {
    expect(htmlToText('&#36;5 &#x20AC; &amp; &unknown;')).toBe('$5 € & &unknown;');
  });
});
