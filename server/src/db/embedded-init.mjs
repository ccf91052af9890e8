// Runs PostgreSQL's initdb for a new embedded data directory, in a child process of the server.
// initdb grows PGlite's WebAssembly memory to ~700 MB, and a process never gives that back;
// doing it here keeps the server's own footprint to what a reopened database needs.
// Usage: node embedded-init.mjs <pglite dir> <postgresql.conf lines as JSON>
import { PGlite } from '@electric-sql/pglite';

const [location, conf] = process.argv.slice(2);
const db = new PGlite(location, { postgresqlconf: JSON.parse(conf ?? '[]') });
await db.query('select 1');
await db.close();
