import { and, eq } from 'drizzle-orm';
import { EXTRA_INFORMATION_FIELDS, type ExtraInformation, type ExtraInformationField } from '@app/shared/contract';
import { formatTimestamp } from '@app/shared/format';
import type { DbOrTx } from '../client';
import { fieldsOfRow, type PropertyOf } from '../field-columns';
import { extraInformation } from '../schema';

export type ExtraInformationRow = typeof extraInformation.$inferSelect;
/** The columns a save may set: one per field of the contract's table. */
export type ExtraInformationValues = Partial<Pick<ExtraInformationRow, PropertyOf<ExtraInformationField>>>;

/** The answer: every field of the contract's table from its column (see field-columns.ts). */
export const toExtraInformation = (row: ExtraInformationRow): ExtraInformation => ({
  id: row.id,
  ...fieldsOfRow(EXTRA_INFORMATION_FIELDS, row),
  created_at: formatTimestamp(row.createdAt),
  updated_at: formatTimestamp(row.updatedAt),
});

/** The user's one record, if saved: the bot reads its answers from here too. */
export async function findExtraInformation(db: DbOrTx, userId: number): Promise<ExtraInformationRow | undefined> {
  const [row] = await db.select().from(extraInformation).where(eq(extraInformation.userId, userId)).limit(1);
  return row;
}

/**
 * The user's record, created empty if they had none, locked until the transaction ends: every
 * read-modify-write of it (an answer merged into the custom answers, a PATCH) goes through here,
 * so concurrent writers wait for each other instead of overwriting each other's changes.
 */
export async function lockExtraInformation(tx: DbOrTx, userId: number): Promise<ExtraInformationRow> {
  await tx.insert(extraInformation).values({ userId }).onConflictDoNothing({ target: extraInformation.userId });
  const [row] = await tx
    .select()
    .from(extraInformation)
    .where(eq(extraInformation.userId, userId))
    .limit(1)
    .for('update');
  return row!;
}

/** The user's record with this id, locked until the transaction ends; undefined when it is not theirs. */
export async function lockOwnExtraInformation(
  tx: DbOrTx,
  userId: number,
  id: number,
): Promise<ExtraInformationRow | undefined> {
  const [row] = await tx
    .select()
    .from(extraInformation)
    .where(and(eq(extraInformation.id, id), eq(extraInformation.userId, userId)))
    .limit(1)
    .for('update');
  return row;
}

/** Undefined when the user already has a record: the unique index decides, so a race cannot make two. */
export async function createExtraInformation(
  db: DbOrTx,
  userId: number,
  values: ExtraInformationValues,
): Promise<ExtraInformationRow | undefined> {
  const [row] = await db
    .insert(extraInformation)
    .values({ ...values, userId })
    .onConflictDoNothing({ target: extraInformation.userId })
    .returning();
  return row;
}

/** Changes only the given fields; undefined when the user has no record with this id. */
export async function updateExtraInformation(
  db: DbOrTx,
  userId: number,
  id: number,
  values: ExtraInformationValues,
): Promise<ExtraInformationRow | undefined> {
  const [row] = await db
    .update(extraInformation)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(extraInformation.id, id), eq(extraInformation.userId, userId)))
    .returning();
  return row;
}
