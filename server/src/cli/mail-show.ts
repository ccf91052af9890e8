import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatTimestamp } from '@app/shared/format';
import { readOutboxMessage } from '../services/mail/outbox';
import { CliError } from './cli-error';
import type { FilesCommand } from './command';
import { readCommandLine } from './arguments';

export const mailShow: FilesCommand<{ name: string }> = {
  parse(argv) {
    const { args } = readCommandLine(argv, {
      usage: 'Usage: mail show <file> (a name that mail list prints)',
      positionals: ['file'],
    });
    return { name: args.file };
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
