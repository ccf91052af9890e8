import { buildZipBombDocx, resumeForm, DOCX_MIME } from '../test/helpers/resume-fixtures';
import { startTestApp } from '../test/helpers/test-app';
async function main() {
  const t = await startTestApp();
  const u = await t.registerUser();
  const liar = await buildZipBombDocx(400 * 2 ** 20, 4 * 2 ** 20);
  let last = performance.now(); const lags: number[][] = []; const start = performance.now();
  const timer = setInterval(() => { const now = performance.now(); if (now - last > 100) lags.push([Math.round(now - start), Math.round(now - last)]); last = now; }, 10);
  const res = await Promise.all([0, 1, 2].map(() => t.request('POST', '/django/api/job-search/resumes/', { token: u.token, raw: resumeForm({ bytes: liar, name: 'b.docx', type: DOCX_MIME }) })));
  clearInterval(timer);
  console.log(res.map((r) => r.status), 'total', Math.round(performance.now() - start), 'lags', JSON.stringify(lags));
  await t.close();
}
void main();
