import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatTimestamp } from '@app/shared/format';
import { readOutboxMessage } from '../services/mail/outbox';
import { CliError } from './cli-error';
import type { FilesCommand } from './command';

export const mailShow: FilesCommand<{ name: string }> = {
  parse(args) {
    if (args.length !== 1) throw new CliError('Usage: mail show <file> (a name that mail list prints)');
    return { name: args[0]! };
  },
  async runOnFiles(config, { name }, print) {
    // Only a file of the outbox, whatever path is given.
    const file = path.join(config.mail.outboxDir, path.basename(name));
    if (!file.endsWith('.eml') || !existsSync(file))
      throw new CliError(`No message ${path.basename(name)} in ${config.mail.outboxDir}.`);
    const message = await readOutboxMessage(file);
    print(`Date:    ${message.date ? `${formatTimestamp(message.date)} UTC` : ''}`);
    print(`From:    ${message.from?.text ?? ''}`);
    print(`To:      ${message.to?.text ?? ''}`);
    print(`Subject: ${message.subject ?? ''}`);
    print('');
    print((message.text ?? '').trimEnd());
  },
};
