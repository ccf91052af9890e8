import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

async function onServer(serverUrl: string, statement: string) {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A throwaway database on the PostgreSQL server at `serverUrl`, so tests and benchmarks never write
 * to a real one: its URL, and `drop()` to remove it (connections are forced closed).
 */
export async function createScratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}
