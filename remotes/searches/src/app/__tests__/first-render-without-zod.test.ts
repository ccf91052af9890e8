/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Manifest {
  routes: { path: string; shared: string[] }[];
}

const remoteDir = path.resolve(__dirname, '../../..');
const VERSION = '0.0.0-zod-check';

/**
 * zod is a third of the dashboard's JavaScript: the pages that show searches render without it (it
 * comes after the first paint, with the contract's schemas). A real production build of this remote,
 * read off the manifest the shell and the server use to know what a page needs.
 */
test('the dashboard and a search’s page need no zod to render; the search editor does', () => {
  const outputDir = mkdtempSync(path.join(os.tmpdir(), 'searches-build-'));
  try {
    execFileSync(path.join(remoteDir, 'node_modules', '.bin', 'rspack'), ['build'], {
      cwd: remoteDir,
      env: { ...process.env, OUTPUT_DIR: outputDir, MF_BUILD_VERSION: VERSION },
      stdio: 'pipe',
    });
    const manifest = JSON.parse(readFileSync(path.join(outputDir, VERSION, 'mf-manifest.json'), 'utf8')) as Manifest;
    const sharedOf = (route: string) => manifest.routes.find((r) => r.path === route)?.shared;
    expect(sharedOf('/dashboard')).toEqual(expect.arrayContaining(['react', '@app/shared/ui']));
    expect(sharedOf('/dashboard')).not.toContain('zod');
    expect(sharedOf('/job-search/:id')).not.toContain('zod');
    // Where a page does validate with zod, the manifest says so.
    expect(sharedOf('/job-search')).toContain('zod');
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
}, 120_000);
