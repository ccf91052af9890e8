import { attachmentDisposition } from '../content-disposition';
import { defaultTitle, displayFileName } from '../file-name';

describe('displayFileName', () => {
  it.each([
    ['cv.pdf', 'pdf', 'cv.pdf'],
    ['CV.PDF', 'pdf', 'CV.pdf'],
    ['cv.txt', 'pdf', 'cv.txt.pdf'],
    ['cv.pdf', 'docx', 'cv.pdf.docx'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\ada\\cv.docx', 'docx', 'cv.docx'],
    ['', 'pdf', 'resume.pdf'],
    ['.pdf', 'pdf', 'resume.pdf'],
    ['a\r\nb\u0000c.pdf', 'pdf', 'abc.pdf'],
    ['cv\u202efdp.exe', 'pdf', 'cvfdp.exe.pdf'],
    ['half\ud800.pdf', 'pdf', 'half.pdf'],
  ] as const)('%j as %s → %j', (uploaded, kind, expected) => {
    expect(displayFileName(uploaded, kind)).toBe(expected);
  });

  it('shortens long names by code points and keeps the extension', () => {
    const name = displayFileName(`${'😀'.repeat(300)}.pdf`, 'pdf');
    expect(Array.from(name)).toHaveLength(200);
    expect(name.endsWith('😀.pdf')).toBe(true);
  });
});

describe('defaultTitle', () => {
  it.each([
    ['My CV.pdf', 'My CV'],
    ['cv.final.docx', 'cv.final'],
    ['/tmp/cv', 'cv'],
    ['.pdf', 'Resume'],
    ['', 'Resume'],
  ])('%j → %j', (uploaded, expected) => {
    expect(defaultTitle(uploaded, 255)).toBe(expected);
  });

  it('fits the title limit', () => {
    expect(defaultTitle(`${'x'.repeat(300)}.pdf`, 255)).toHaveLength(255);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Résumé (1).pdf')).toBe(
      `attachment; filename="R_sum_ (1).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%281%29.pdf`,
    );
  });

  it('never lets quotes, backslashes or line breaks out of the parameter', () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x.pdf');
    expect(header).toBe(
      `attachment; filename="a_b_c__Set-Cookie: x.pdf"; filename*=UTF-8''a%22b%5Cc%0D%0ASet-Cookie%3A%20x.pdf`,
    );
    expect(header).not.toMatch(/[\r\n]/);
  });
});
