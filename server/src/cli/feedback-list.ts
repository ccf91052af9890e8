import { formatTimestamp } from '@app/shared/format';
import { listFeedback } from '../db/repositories/feedback';
import { parseWholeNumber, readCommandLine } from './arguments';
import type { Command } from './command';

export const feedbackList: Command<{ limit: number }> = {
  parse(argv) {
    const { limit } = readCommandLine(argv, {
      usage: 'Usage: feedback list [--limit N]',
      positionals: [],
      options: ['limit'],
    }).options;
    return { limit: limit === undefined ? 20 : parseWholeNumber(limit, '--limit', 1, 10_000) };
  },
  async run(db, { limit }, print) {
    const rows = await listFeedback(db, limit);
    if (rows.length === 0) {
      print('No feedback yet.');
      return;
    }
    for (const row of rows) {
      print(`#${row.id}  ${formatTimestamp(row.createdAt)} UTC  ${row.email ?? '(deleted account)'}`);
      // Indented, so a multi-line comment cannot be mistaken for the next entry's header.
      for (const line of row.comment.split(/\r?\n/)) print(`    ${line}`);
    }
  },
};
