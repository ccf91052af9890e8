import { grantCredits } from '../services/credits';
import { parseWholeNumber, readCommandLine } from './arguments';
import type { Command } from './command';
import { findUserOrFail } from './find-user';
import { publishFromCli } from './publish-from-cli';

/** Large enough for any real grant, small enough that a typo cannot overflow a balance. */
const MAX_GRANT = 1_000_000;

export const creditsGrant: Command<{ email: string; amount: number }> = {
  parse(argv) {
    const { args } = readCommandLine(argv, { usage: 'Usage: credits grant <email> <n>', positionals: ['email', 'n'] });
    return { email: args.email, amount: parseWholeNumber(args.n, 'n', 1, MAX_GRANT) };
  },
  async run(db, { email, amount }, print, config) {
    const user = await findUserOrFail(db, email);
    const balance = await grantCredits(db, user.id, amount, 'operator_grant');
    print(`Granted ${amount} credit${amount === 1 ? '' : 's'} to ${user.email}. New balance: ${balance}.`);
    // Their open pages show the new balance at once (product §2.10) when a server can be told; else
    // when they come back to them (the Credits page reloads on focus), so a failure stays quiet.
    await publishFromCli(config, db, user.id, 'user_credits_changed', { credits: balance });
  },
};
