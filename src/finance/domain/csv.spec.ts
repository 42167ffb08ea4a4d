import { csvField, csvRecord } from './csv.js';

describe('CSV fields (RFC 4180)', () => {
  it('leave plain text and numbers as they are', () => {
    expect(csvRecord(['USD', 'fee_revenue', '1234.50', 7, 12n])).toBe('USD,fee_revenue,1234.50,7,12\r\n');
  });

  it('quote a field holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Payouts made twice, or after a refund')).toBe('"Payouts made twice, or after a refund"');
    expect(csvField('The company\'s "own" bank')).toBe('"The company\'s ""own"" bank"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('one\nline')).toBe('"one\nline"');
  });

  it('write nothing for a missing value', () => {
    expect(csvRecord([null, undefined, ''])).toBe(',,\r\n');
  });

  it('keep a spreadsheet from running a text field as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvField('+1+2')).toBe("'+1+2");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
  });

  it('leave a negative amount a number', () => {
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(-250000n)).toBe('-250000');
  });
});
