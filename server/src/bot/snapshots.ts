import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Keeps the HTML of a page the bot did not recognise, under DATA_DIR/snapshots, so the operator
 * sees what LinkedIn showed. Named by user and search, so deleting the account removes them all,
 * those of searches deleted before included. Answers the file's path; undefined when the page
 * could not be read.
 */
export async function saveSnapshot(
  page: Page,
  dataDir: string,
  searchId: number,
  userId: number,
): Promise<string | undefined> {
  try {
    const html = await page.content();
    const dir = path.join(dataDir, 'snapshots');
    await mkdir(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(dir, `user-${userId}-search-${searchId}-${stamp}.html`);
    await writeFile(file, `<!-- ${page.url()} -->\n${html}`, { mode: 0o600 });
    return file;
  } catch {
    return undefined;
  }
}

/**
 * Removes the snapshots of a user being deleted: every file named by the user, and those of the
 * user's searches named the older way (by search only). Answers how many went.
 */
export async function removeSnapshotsOfUser(dataDir: string, userId: number, searchIds: number[]): Promise<number> {
  const dir = path.join(dataDir, 'snapshots');
  const ids = new Set(searchIds.map(String));
  const entries = await readdir(dir).catch(() => [] as string[]);
  const doomed = entries.filter(
    (entry) => entry.startsWith(`user-${userId}-`) || ids.has(/^search-(\d+)-/.exec(entry)?.[1] ?? ''),
  );
  await Promise.all(doomed.map((entry) => rm(path.join(dir, entry), { force: true })));
  return doomed.length;
}
