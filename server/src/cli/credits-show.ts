import { formatTimestamp } from '@app/shared/format';
import { recentLedger } from '../db/repositories/credits';
import { readCommandLine } from './arguments';
import type { Command } from './command';
import { findUserOrFail } from './find-user';
import { formatTable } from './format-table';

const LEDGER_ROWS = 10;

export const creditsShow: Command<{ email: string }> = {
  parse(argv) {
    return readCommandLine(argv, { usage: 'Usage: credits show <email>', positionals: ['email'] }).args;
  },
  async run(db, { email }, print) {
    const user = await findUserOrFail(db, email);
    print(`${user.email} (user ${user.id}): ${user.credits} credit${user.credits === 1 ? '' : 's'}`);
    const rows = await recentLedger(db, user.id, LEDGER_ROWS);
    if (rows.length === 0) {
      print('No ledger rows yet.');
      return;
    }
    print(`Last ${rows.length} change${rows.length === 1 ? '' : 's'}, newest first (UTC):`);
    print(
      formatTable(
        ['when', 'delta', 'balance', 'reason', 'reference'],
        rows.map((r) => [
          formatTimestamp(r.createdAt),
          r.delta > 0 ? `+${r.delta}` : String(r.delta),
          String(r.balanceAfter),
          r.reason,
          r.reference ?? '',
        ]),
      ),
    );
  },
};
