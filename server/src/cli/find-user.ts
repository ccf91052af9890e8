import type { Db } from '../db/client';
import { findUserByEmail, type UserRow } from '../db/repositories/users';
import { CliError } from './cli-error';
import { normaliseEmail } from './arguments';

export async function findUserOrFail(db: Db, email: string): Promise<UserRow> {
  const user = await findUserByEmail(db, normaliseEmail(email));
  if (!user) throw new CliError(`No user with the email ${JSON.stringify(normaliseEmail(email))}.`);
  return user;
}
