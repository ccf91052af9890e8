import { formatTimestamp, plural } from '@app/shared/format';
import path from 'node:path';
import { listOutbox } from '../services/mail/outbox';
import { readCommandLine } from './arguments';
import type { FilesCommand } from './command';
import { formatTable } from './format-table';

export const mailList: FilesCommand<Record<string, never>> = {
  parse(argv) {
    readCommandLine(argv, { usage: 'Usage: mail list', positionals: [] });
    return {};
  },
  async runOnFiles(config, _args, print) {
    const { outboxDir, smtpUrl } = config.mail;
    if (smtpUrl) print('SMTP_URL is set: new mail is sent over SMTP; the outbox keeps what was written before.');
    const entries = await listOutbox(outboxDir);
    if (entries.length === 0) {
      print(`The outbox is empty (${outboxDir}).`);
      return;
    }
    print(
      formatTable(
        ['Date (UTC)', 'To', 'Subject', 'File'],
        entries.map((entry) => [
          entry.date ? formatTimestamp(entry.date) : '',
          entry.to,
          entry.subject,
          path.basename(entry.file),
        ]),
      ),
    );
    print(`\n${plural(entries.length, 'message')} in ${outboxDir}`);
  },
};
