import { toCsv } from '../csv';

describe('toCsv', () => {
  it('joins fields with commas and records with CRLF, ending with one', () => {
    expect(
      toCsv([
        ['title', 'company'],
        ['Dev', 'Acme'],
      ]),
    ).toBe('title,company\r\nDev,Acme\r\n');
  });

  it('quotes a field holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(toCsv([['Acme, Inc.', 'the "best" team', 'line one\nline two', 'plain']])).toBe(
      '"Acme, Inc.","the ""best"" team","line one\nline two",plain\r\n',
    );
  });

  it('puts an apostrophe before a field a spreadsheet would run as a formula', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '-2', '@me', 'a=b']])).toBe(`"'=HYPERLINK(""x"")",'+1,'-2,'@me,a=b\r\n`);
  });
});
