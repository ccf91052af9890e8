import type { JobSearch } from '@app/shared/contract';

/** Newest updated first (product §2); wire timestamps sort as text, ties by the newer id. */
export function newestUpdatedFirst(searches: JobSearch[]): JobSearch[] {
  return [...searches].sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id);
}
