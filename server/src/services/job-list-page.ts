import type { Db } from '../db/client';
import {
  countJobs,
  jobIdsContaining,
  jobIdsInListOrder,
  jobsInOrder,
  type JobFilters,
  type JobRow,
  type Page,
} from '../db/repositories/jobs';

/**
 * Jobs read or searched per query. A tracker's notes run to 5 000 characters each, and the
 * embedded database works on the server's own thread: a query over hundreds of them would hold
 * every other request (hundreds of ms for a page of 500, seconds for a text search of 10 000).
 * 100 at a time keeps each query to some 10–20 ms.
 */
const CHUNK = 100;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Each chunk of `ids` through `read`, one query at a time, each on its own turn of the event loop. */
async function inChunks<T>(ids: number[], read: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    if (start > 0) await nextTurn();
    all.push(...(await read(ids.slice(start, start + CHUNK))));
  }
  return all;
}

/**
 * One page of the user's jobs matching the filters, newest updated first, and how many match in
 * all. The page's ids come first (an index and short columns only), then its rows a chunk at a
 * time. A text search reads every job's text: the other filters narrow the ids first, then the
 * text is searched a chunk of ids at a time, in list order.
 */
export async function findJobsPage(
  db: Db,
  userId: number,
  filters: JobFilters,
  page: Page,
): Promise<{ rows: JobRow[]; total: number }> {
  const { search, ...narrowing } = filters;
  const readRows = (ids: number[]) => inChunks(ids, (chunk) => jobsInOrder(db, userId, chunk));
  if (!search) {
    const [ids, total] = await Promise.all([
      jobIdsInListOrder(db, userId, narrowing, page),
      countJobs(db, userId, narrowing),
    ]);
    return { rows: await readRows(ids), total };
  }
  const candidates = await jobIdsInListOrder(db, userId, narrowing);
  const matching = await inChunks(candidates, async (chunk) => {
    const found = new Set(await jobIdsContaining(db, userId, chunk, search));
    return chunk.filter((id) => found.has(id));
  });
  const offset = page.offset ?? 0;
  return { rows: await readRows(matching.slice(offset, offset + page.limit)), total: matching.length };
}
