import { createHash } from 'node:crypto';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { RESUME_MAX_BYTES, resumeFileMessages, resumeTextMessages } from '@app/shared/contract';
import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';
import {
  buildDocx,
  buildGapDocx,
  buildPdf,
  buildZip,
  buildZipBombDocx,
  DOCX_MIME,
  resumeForm,
} from '@test/helpers/resume-fixtures';
import { resumes } from '@/db/schema';

const URL = '/django/api/job-search/resumes/';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const upload = (user: SignedInUser, form: FormData) => t.request('POST', URL, { token: user.token, raw: form });
const uploadPdf = (user: SignedInUser, name = 'cv.pdf', text = 'Ada Lovelace', fields?: Record<string, string>) =>
  upload(user, resumeForm({ bytes: buildPdf(text), name, type: 'application/pdf' }, fields));
const list = async (user: SignedInUser) => (await t.request('GET', URL, { token: user.token })).body;
const storedRows = (userId: number) => t.database.db.select().from(resumes).where(eq(resumes.userId, userId));

describe('POST /job-search/resumes/', () => {
  it('stores a PDF, extracts its text and answers the resume', async () => {
    const u = await t.registerUser();
    const bytes = buildPdf('Ada Lovelace, analytical engine programmer');
    const res = await upload(u, resumeForm({ bytes, name: 'Ada CV.pdf', type: 'application/pdf' }, { size: '1' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      title: 'Ada CV',
      size: bytes.length,
      is_default: true,
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      file: `${t.baseUrl}${URL}${res.body.id}/file/`,
      text_read: true,
    });
    const [row] = await storedRows(u.user.id);
    expect(row).toMatchObject({
      fileName: 'Ada CV.pdf',
      mimeType: 'application/pdf',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      text: 'Ada Lovelace, analytical engine programmer',
    });
    expect(Buffer.compare(row!.content, bytes)).toBe(0);
  });

  it('stores a DOCX under the given title and extracts its text', async () => {
    const u = await t.registerUser();
    const bytes = buildDocx('Grace Hopper\nCOBOL & compilers');
    const res = await upload(
      u,
      resumeForm({ bytes, name: 'grace.docx', type: DOCX_MIME }, { title: '  Main resume ' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Main resume', size: bytes.length, is_default: true });
    const [row] = await storedRows(u.user.id);
    expect(row).toMatchObject({ fileName: 'grace.docx', mimeType: DOCX_MIME });
    expect(row!.text).toBe('Grace Hopper\n\nCOBOL & compilers');
  });

  it('judges the bytes, not the name or declared type', async () => {
    const u = await t.registerUser();
    const res = await upload(u, resumeForm({ bytes: buildDocx('Typed as PDF'), name: 'cv.txt', type: 'text/plain' }));
    expect(res.status).toBe(201);
    expect(res.body.title).toBe('cv');
    const [row] = await storedRows(u.user.id);
    expect(row).toMatchObject({ fileName: 'cv.txt.docx', mimeType: DOCX_MIME, text: 'Typed as PDF' });
  });

  it('keeps only the last segment of a file name: it is never a path', async () => {
    const u = await t.registerUser();
    const res = await uploadPdf(u, '../../etc/C:\\fakepath\\pass\u0000wd\u202e.pdf');
    expect(res.status).toBe(201);
    expect(res.body.title).toBe('passwd');
    const [row] = await storedRows(u.user.id);
    expect(row!.fileName).toBe('passwd.pdf');
  });

  it('stores a file that passes the byte check even when its text cannot be read, and says so', async () => {
    const u = await t.registerUser();
    const brokenPdf = Buffer.from('%PDF-1.7\nthis is not really a PDF');
    const brokenDocx = buildZip([{ name: 'word/document.xml', content: 'not xml <<<' }]);
    const pdf = await upload(u, resumeForm({ bytes: brokenPdf, name: 'a.pdf' }));
    const docx = await upload(u, resumeForm({ bytes: brokenDocx, name: 'b.docx' }));
    expect([pdf.status, pdf.body.text_read, docx.status, docx.body.text_read]).toEqual([201, false, 201, false]);
    const rows = await storedRows(u.user.id);
    expect(rows.map((r) => [r.fileName, r.text, r.textRead]).sort()).toEqual([
      ['a.pdf', '', false],
      ['b.docx', '', false],
    ]);
    expect((await list(u)).map((r: any) => r.text_read)).toEqual([false, false]);
  });

  it('refuses the DOCX whose gap before its end record hides a huge document, and stores nothing', async () => {
    const u = await t.registerUser();
    const gap = await buildGapDocx(150 * 1024 * 1024);
    const res = await upload(u, resumeForm({ bytes: gap, name: 'cv.docx', type: DOCX_MIME }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ file: [resumeFileMessages.wrongType] });
    expect(await storedRows(u.user.id)).toEqual([]);
  });

  it('refuses a document that breaks a reader limit in plain words, and stores nothing', async () => {
    const u = await t.registerUser();
    const liar = await buildZipBombDocx(200 * 1024 * 1024, 1024 * 1024);
    const res = await upload(u, resumeForm({ bytes: liar, name: 'cv.docx', type: DOCX_MIME }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ file: [resumeFileMessages.unsafe] });
    expect(await storedRows(u.user.id)).toEqual([]);
  });

  it('makes a new upload the default and clears the flag on the others', async () => {
    const u = await t.registerUser();
    const first = await uploadPdf(u, 'first.pdf');
    const second = await uploadPdf(u, 'second.pdf');
    expect(second.body.is_default).toBe(true);
    const listed = await list(u);
    expect(listed.map((r: any) => [r.id, r.is_default])).toEqual([
      [second.body.id, true],
      [first.body.id, false],
    ]);
  });

  it('leaves exactly one default after concurrent uploads', async () => {
    const u = await t.registerUser();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => uploadPdf(u, `cv-${i}.pdf`)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    const listed = await list(u);
    expect(listed).toHaveLength(6);
    expect(listed.filter((r: any) => r.is_default)).toHaveLength(1);
    expect(listed[0].is_default).toBe(true);
  });

  it('accepts a file of exactly the size limit', async () => {
    const u = await t.registerUser();
    const bytes = Buffer.alloc(RESUME_MAX_BYTES, 0x20);
    bytes.write('%PDF-1.4\n');
    const res = await upload(u, resumeForm({ bytes, name: 'big.pdf' }));
    expect(res.status).toBe(201);
    expect(res.body.size).toBe(RESUME_MAX_BYTES);
  });

  describe('refusals store nothing', () => {
    let u: SignedInUser;
    beforeAll(async () => {
      u = await t.registerUser();
    });
    afterEach(async () => {
      expect(await storedRows(u.user.id)).toEqual([]);
      expect(await list(u)).toEqual([]);
    });

    const pdf = buildPdf('x');
    const tooLarge = Buffer.alloc(RESUME_MAX_BYTES + 1, 0x20);
    tooLarge.write('%PDF-1.4\n');
    it.each<[string, () => FormData, Record<string, string[]>]>([
      ['no file', () => resumeForm(undefined, { title: 'CV' }), { file: ['No file was submitted.'] }],
      ['an empty form', () => new FormData(), { file: ['No file was submitted.'] }],
      [
        'a text field named file',
        () => resumeForm(undefined, { file: 'cv.pdf' }),
        { file: ['The submitted data was not a file. Check the encoding type on the form.'] },
      ],
      [
        'an empty file',
        () => resumeForm({ bytes: Buffer.alloc(0), name: 'cv.pdf' }),
        { file: ['The submitted file is empty.'] },
      ],
      [
        'text named .pdf',
        () => resumeForm({ bytes: Buffer.from('hello, I am a resume'), name: 'cv.pdf', type: 'application/pdf' }),
        { file: ['Only PDF and DOCX files are allowed.'] },
      ],
      [
        'a PNG named .docx',
        () =>
          resumeForm({
            bytes: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
            name: 'cv.docx',
            type: DOCX_MIME,
          }),
        { file: ['Only PDF and DOCX files are allowed.'] },
      ],
      [
        'a zip without word/document.xml',
        () => resumeForm({ bytes: buildZip([{ name: 'notes.txt', content: 'hi' }]), name: 'cv.docx' }),
        { file: ['Only PDF and DOCX files are allowed.'] },
      ],
      [
        'a DOCX cut short',
        () => resumeForm({ bytes: buildDocx('cut').subarray(0, 200), name: 'cv.docx' }),
        { file: ['Only PDF and DOCX files are allowed.'] },
      ],
      [
        'a file over 10 MB',
        () => resumeForm({ bytes: tooLarge, name: 'huge.pdf' }),
        { file: ['The file is larger than 10 MB.'] },
      ],
      [
        'two files',
        () => {
          const form = resumeForm({ bytes: pdf, name: 'a.pdf' });
          form.append('file', new Blob([pdf]), 'b.pdf');
          return form;
        },
        { file: ['Only one file may be uploaded at a time.'] },
      ],
      [
        'a title that is too long',
        () => resumeForm({ bytes: pdf, name: 'a.pdf' }, { title: 'x'.repeat(256) }),
        { title: ['Ensure this field has no more than 255 characters.'] },
      ],
      [
        'a size that is not a number',
        () => resumeForm({ bytes: pdf, name: 'a.pdf' }, { size: 'big' }),
        { size: ['A valid integer is required.'] },
      ],
      [
        'a title holding a null character',
        () => resumeForm({ bytes: pdf, name: 'a.pdf' }, { title: 'C\u0000V' }),
        { title: ['Null characters are not allowed.'] },
      ],
      [
        'a negative size and no file',
        () => resumeForm(undefined, { size: '-1' }),
        { size: ['Ensure this value is greater than or equal to 0.'], file: ['No file was submitted.'] },
      ],
    ])('refuses %s', async (_, form, errors) => {
      const res = await upload(u, form());
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errors);
    });

    it('answers 415 with a JSON body for a JSON request', async () => {
      const res = await t.request('POST', URL, { token: u.token, body: { file: 'cv.pdf', title: 'CV' } });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ detail: 'Unsupported media type "application/json" in request.' });
    });

    it.each([
      ['text/plain', 'file=cv.pdf'],
      ['application/x-www-form-urlencoded', 'title=CV&size=10'],
      ['application/octet-stream', '%PDF-1.4'],
    ])('answers 415 with a JSON body for %s', async (contentType, raw) => {
      const res = await t.request('POST', URL, { token: u.token, raw, headers: { 'content-type': contentType } });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ detail: `Unsupported media type "${contentType}" in request.` });
    });

    it('answers 415 for a request without a body', async () => {
      const res = await t.request('POST', URL, { token: u.token });
      expect(res.status).toBe(415);
      expect(res.body.detail).toMatch(/^Unsupported media type/);
    });

    it('answers 400 for a form field that claims JSON but is not', async () => {
      const form = resumeForm({ bytes: pdf, name: 'a.pdf' });
      form.append('title', new Blob(['{not json'], { type: 'application/json' }));
      const res = await upload(u, form);
      expect(res.status).toBe(400);
    });

    it.each([
      ['without a boundary', 'multipart/form-data', 'whatever'],
      ['with a body that is not multipart', 'multipart/form-data; boundary=XYZ', 'plain words, no parts'],
      [
        'cut before the closing boundary',
        'multipart/form-data; boundary=XYZ',
        '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 and then nothing',
      ],
      [
        'with a broken part header',
        'multipart/form-data; boundary=XYZ',
        '--XYZ\r\nContent-Disposition form-data name file\r\n\r\nx\r\n--XYZ--\r\n',
      ],
    ])('answers 400 with a parse error for a form %s', async (_, contentType, raw) => {
      const res = await t.request('POST', URL, { token: u.token, raw, headers: { 'content-type': contentType } });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body).length).toBeGreaterThan(0);
      if (res.body.detail) expect(res.body.detail).toMatch(/^Multipart form parse error - /);
    });

    it('requires a token', async () => {
      const res = await t.request('POST', URL, { raw: resumeForm({ bytes: pdf, name: 'a.pdf' }) });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    });
  });
});

describe('GET /job-search/resumes/', () => {
  it('answers [] before the first upload and only the user’s own resumes after', async () => {
    const a = await t.registerUser();
    const b = await t.registerUser();
    expect(await list(a)).toEqual([]);
    await uploadPdf(a);
    expect(await list(b)).toEqual([]);
    expect(await list(a)).toHaveLength(1);
  });

  it('requires a token', async () => {
    const res = await t.request('GET', URL);
    expect(res.status).toBe(401);
  });
});

describe('POST /job-search/resumes/set-default/', () => {
  it('moves the flag, bumps updated_at and puts the resume on top', async () => {
    const u = await t.registerUser();
    const older = await uploadPdf(u, 'older.pdf');
    const newer = await uploadPdf(u, 'newer.pdf');
    const res = await t.request('POST', `${URL}set-default/`, { token: u.token, body: { resume_id: older.body.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: older.body.id, is_default: true, title: 'older' });
    expect(res.body.file).toBe(older.body.file);
    const listed = await list(u);
    expect(listed.map((r: any) => [r.id, r.is_default])).toEqual([
      [older.body.id, true],
      [newer.body.id, false],
    ]);
    const [row] = await t.database.db.select().from(resumes).where(eq(resumes.id, older.body.id));
    const [other] = await t.database.db.select().from(resumes).where(eq(resumes.id, newer.body.id));
    expect(row!.updatedAt.getTime()).toBeGreaterThan(other!.updatedAt.getTime());
  });

  it.each([
    [{}, { resume_id: ['This field is required.'] }],
    [{ resume_id: 'abc' }, { resume_id: ['A valid integer is required.'] }],
    [{ resume_id: null }, { resume_id: ['This field may not be null.'] }],
    [{ resume_id: 1.5 }, { resume_id: ['A valid integer is required.'] }],
    [{ resume_id: 2 ** 31 }, { resume_id: ['Ensure this value is less than or equal to 2147483647.'] }],
  ])('validates %j', async (body, errors) => {
    const u = await t.registerUser();
    const res = await t.request('POST', `${URL}set-default/`, { token: u.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
  });

  it('answers 404 for an unknown id', async () => {
    const u = await t.registerUser();
    const res = await t.request('POST', `${URL}set-default/`, { token: u.token, body: { resume_id: 99999999 } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });
});

describe('GET /job-search/resumes/{id}/file/', () => {
  it('sends the owner the bytes with type, length and the file name', async () => {
    const u = await t.registerUser();
    const bytes = buildPdf('download me');
    const created = await upload(u, resumeForm({ bytes, name: 'Résumé 2024.pdf' }));
    expect(created.status).toBe(201);
    const response = await fetch(created.body.file, { headers: { authorization: `Bearer ${u.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ 2024.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%202024.pdf`,
    );
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), bytes)).toBe(0);
  });

  it('cannot be made to break the header by quotes in the uploaded name', async () => {
    const u = await t.registerUser();
    // filename* (RFC 5987) lets a client send real quotes, which FormData would escape.
    const name = `R%C3%A9sum%C3%A9%20%22final%22%3B%20X-Evil%3A%201.pdf`;
    const raw =
      `--XYZ\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${name}\r\n` +
      `Content-Type: application/pdf\r\n\r\n${buildPdf('x').toString('latin1')}\r\n--XYZ--\r\n`;
    const created = await t.request('POST', URL, {
      token: u.token,
      raw: Buffer.from(raw, 'latin1'),
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
    });
    expect(created.status).toBe(201);
    expect(created.body.title).toBe('Résumé "final"; X-Evil: 1');
    const res = await t.request('GET', `${URL}${created.body.id}/file/`, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-evil')).toBeNull();
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ _final_; X-Evil: 1.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%3B%20X-Evil%3A%201.pdf`,
    );
  });

  it('sends a DOCX with its own type', async () => {
    const u = await t.registerUser();
    const created = await upload(u, resumeForm({ bytes: buildDocx('x'), name: 'cv.docx' }));
    const res = await t.request('GET', `${URL}${created.body.id}/file/`, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(DOCX_MIME);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="cv.docx"; filename*=UTF-8''cv.docx`);
  });

  it.each(['99999999', 'abc', '0'])('answers 404 for id %s', async (id) => {
    const u = await t.registerUser();
    const res = await t.request('GET', `${URL}${id}/file/`, { token: u.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });

  it('requires a token', async () => {
    const res = await t.request('GET', `${URL}1/file/`);
    expect(res.status).toBe(401);
  });
});

describe('DELETE /job-search/resumes/{id}/', () => {
  it('removes the resume and hands the default to the newest remaining one', async () => {
    const u = await t.registerUser();
    const oldest = await uploadPdf(u, 'oldest.pdf');
    const middle = await uploadPdf(u, 'middle.pdf');
    const newest = await uploadPdf(u, 'newest.pdf');
    const res = await t.request('DELETE', `${URL}${newest.body.id}/`, { token: u.token });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await list(u)).map((r: any) => [r.id, r.is_default])).toEqual([
      [middle.body.id, true],
      [oldest.body.id, false],
    ]);
    expect((await t.request('GET', `${URL}${newest.body.id}/file/`, { token: u.token })).status).toBe(404);
    expect((await t.request('DELETE', `${URL}${newest.body.id}/`, { token: u.token })).status).toBe(404);
  });

  it('leaves the default alone when another resume is deleted', async () => {
    const u = await t.registerUser();
    const older = await uploadPdf(u, 'older.pdf');
    const newer = await uploadPdf(u, 'newer.pdf');
    expect((await t.request('DELETE', `${URL}${older.body.id}/`, { token: u.token })).status).toBe(204);
    expect((await list(u)).map((r: any) => [r.id, r.is_default])).toEqual([[newer.body.id, true]]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const u = await t.registerUser();
    for (const id of ['99999999', 'abc']) {
      const res = await t.request('DELETE', `${URL}${id}/`, { token: u.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('another user’s resumes', () => {
  it('are 404 for every id-bearing route, and stay unchanged', async () => {
    const a = await t.registerUser();
    const b = await t.registerUser();
    const first = await uploadPdf(a, 'first.pdf');
    await uploadPdf(a, 'second.pdf');
    await uploadPdf(b, 'b.pdf');
    const before = await list(a);

    const answers = [
      await t.request('POST', `${URL}set-default/`, { token: b.token, body: { resume_id: first.body.id } }),
      await t.request('GET', `${URL}${first.body.id}/file/`, { token: b.token }),
      await t.request('DELETE', `${URL}${first.body.id}/`, { token: b.token }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
    expect(await list(a)).toEqual(before);
    expect((await list(b)).map((r: any) => r.is_default)).toEqual([true]);
  });
});

describe('the OpenAPI document', () => {
  it('describes the upload as a multipart form with file, title and size', async () => {
    const res = await t.request('GET', '/django/api/docs/json');
    expect(res.status).toBe(200);
    const post = res.body.paths['/django/api/job-search/resumes/'].post;
    const form = post.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(form.properties).sort()).toEqual(['file', 'size', 'title']);
    expect(form.required).toEqual(['file']);
    const download = res.body.paths['/django/api/job-search/resumes/{id}/file/'].get;
    expect(Object.keys(download.responses['200'].content)).toContain('application/pdf');
  });
});

describe('the file link', () => {
  it('comes from PUBLIC_URL, whatever Host or X-Forwarded-* the request claims', async () => {
    const u = await t.registerUser();
    const created = await uploadPdf(u);
    // fetch will not send a Host header of our choosing; node:http will.
    const body = await new Promise<string>((resolve, reject) => {
      const request = http.get(
        `${t.baseUrl}${URL}`,
        {
          headers: {
            host: 'evil.example.com',
            'x-forwarded-host': 'evil.example.com',
            'x-forwarded-proto': 'https',
            authorization: `Bearer ${u.token}`,
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(text));
        },
      );
      request.on('error', reject);
    });
    expect(JSON.parse(body)).toEqual([expect.objectContaining({ file: `${t.baseUrl}${URL}${created.body.id}/file/` })]);
  });
});

describe('POST /job-search/resumes/{id}/read-text/', () => {
  it('reads again a resume whose text was not read, and marks it read', async () => {
    const u = await t.registerUser();
    const created = await uploadPdf(u, 'cv.pdf', 'Ada Lovelace');
    // As an upload that found no reader free in time leaves it.
    await t.database.db.update(resumes).set({ text: '', textRead: false }).where(eq(resumes.id, created.body.id));
    const res = await t.request('POST', `${URL}${created.body.id}/read-text/`, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.body.id, text_read: true });
    const [row] = await storedRows(u.user.id);
    expect([row!.text, row!.textRead]).toEqual(['Ada Lovelace', true]);
  });

  it('answers 400 in plain words when the text still cannot be read, keeping the resume', async () => {
    const u = await t.registerUser();
    const created = await upload(u, resumeForm({ bytes: Buffer.from('%PDF-1.7\nnot really'), name: 'a.pdf' }));
    const res = await t.request('POST', `${URL}${created.body.id}/read-text/`, { token: u.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: resumeTextMessages.stillUnreadable });
    expect((await storedRows(u.user.id)).map((r) => r.textRead)).toEqual([false]);
  });

  it('answers 404 for another user’s resume', async () => {
    const owner = await t.registerUser();
    const other = await t.registerUser();
    const created = await uploadPdf(owner);
    const res = await t.request('POST', `${URL}${created.body.id}/read-text/`, { token: other.token });
    expect(res.status).toBe(404);
  });
});
