import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Keeps the HTML of a page the bot did not recognise, under DATA_DIR/snapshots, so the operator
 * sees what LinkedIn showed. Answers the file's path; undefined when the page could not be read.
 */
export async function saveSnapshot(page: Page, dataDir: string, searchId: number): Promise<string | undefined> {
  try {
    const html = await page.content();
    const dir = path.join(dataDir, 'snapshots');
    await mkdir(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(dir, `search-${searchId}-${stamp}.html`);
    await writeFile(file, `<!-- ${page.url()} -->\n${html}`, { mode: 0o600 });
    return file;
  } catch {
    return undefined;
  }
}

/** Removes the snapshots of these searches (an account being deleted); answers how many went. */
export async function removeSnapshotsOfSearches(dataDir: string, searchIds: number[]): Promise<number> {
  const dir = path.join(dataDir, 'snapshots');
  const ids = new Set(searchIds.map(String));
  const entries = await readdir(dir).catch(() => [] as string[]);
  const doomed = entries.filter((entry) => ids.has(/^search-(\d+)-/.exec(entry)?.[1] ?? ''));
  await Promise.all(doomed.map((entry) => rm(path.join(dir, entry), { force: true })));
  return doomed.length;
}
