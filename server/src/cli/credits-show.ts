import { formatTimestamp } from '@app/shared/format';
import { recentLedger } from '../db/repositories/credits';
import { CliError } from './cli-error';
import type { Command } from './command';
import { findUserOrFail } from './find-user';
import { formatTable } from './format-table';

const LEDGER_ROWS = 10;

export const creditsShow: Command<{ email: string }> = {
  parse(args) {
    if (args.length !== 1) throw new CliError('Usage: credits show <email>');
    return { email: args[0]! };
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
