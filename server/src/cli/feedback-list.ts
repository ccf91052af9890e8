import { formatTimestamp } from '@app/shared/format';
import { listFeedback } from '../db/repositories/feedback';
import { parseWholeNumber, takeOption } from './arguments';
import { CliError } from './cli-error';
import type { Command } from './command';

export const feedbackList: Command<{ limit: number }> = {
  parse(args) {
    const { value, rest } = takeOption(args, 'limit');
    if (rest.length > 0) throw new CliError('Usage: feedback list [--limit N]');
    return { limit: value === undefined ? 20 : parseWholeNumber(value, '--limit', 1, 10_000) };
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
