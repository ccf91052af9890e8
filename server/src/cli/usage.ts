export const USAGE = `Usage: pnpm --filter server cli <command>

Commands:
  credits grant <email> <n>   add n credits (1 to 1000000) to a user and print the new balance
  credits show <email>        print a user's balance and the last changes to it
  feedback list [--limit N]   print the newest feedback (default 20)
  mail list                   print the messages in the outbox (DATA_DIR/outbox), newest first
  mail show <file>            print one outbox message: its headers and text

\`<command> --help\` prints that command's usage.

Reads the same configuration as the server (environment and .env: DATA_DIR, DATABASE_URL, SMTP_URL).`;
