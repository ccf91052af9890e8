import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { resumes, users } from '../schema';

export type ResumeRow = typeof resumes.$inferSelect;
export type NewResume = Pick<
  ResumeRow,
  'title' | 'fileName' | 'mimeType' | 'size' | 'sha256' | 'content' | 'text' | 'textRead'
>;

/** What a list or an answer needs: never the file bytes or the extracted text. */
const summaryColumns = {
  id: resumes.id,
  title: resumes.title,
  size: resumes.size,
  isDefault: resumes.isDefault,
  textRead: resumes.textRead,
  updatedAt: resumes.updatedAt,
};
export type ResumeSummary = Pick<ResumeRow, keyof typeof summaryColumns>;

const newestFirst = [desc(resumes.updatedAt), desc(resumes.id)];
const owned = (userId: number, id: number) => and(eq(resumes.id, id), eq(resumes.userId, userId));

/**
 * Moving the default flag reads then writes the user's resumes; locking the user row makes two
 * concurrent uploads or set-defaults take turns, so exactly one resume stays the default.
 */
async function lockUser(tx: DbOrTx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Stores a new upload as the user's default, clearing the flag on the others, in one transaction. */
export async function createResume(db: DbOrTx, userId: number, values: NewResume): Promise<ResumeSummary> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await tx
      .update(resumes)
      .set({ isDefault: false })
      .where(and(eq(resumes.userId, userId), eq(resumes.isDefault, true)));
    // Stamped after the lock, not at transaction start (now()), so the default is also the newest.
    const now = new Date();
    const [row] = await tx
      .insert(resumes)
      .values({ ...values, userId, isDefault: true, createdAt: now, updatedAt: now })
      .returning(summaryColumns);
    return row!;
  });
}

export async function listResumes(db: DbOrTx, userId: number): Promise<ResumeSummary[]> {
  return db
    .select(summaryColumns)
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(...newestFirst);
}

/** Makes one resume the default and bumps its updated_at; undefined when the user has no such resume. */
export async function setDefaultResume(db: DbOrTx, userId: number, id: number): Promise<ResumeSummary | undefined> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [row] = await tx
      .update(resumes)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(owned(userId, id))
      .returning(summaryColumns);
    if (!row) return undefined;
    await tx
      .update(resumes)
      .set({ isDefault: false })
      .where(and(eq(resumes.userId, userId), ne(resumes.id, id), eq(resumes.isDefault, true)));
    return row;
  });
}

/** Removes a resume; when it was the default, the newest remaining one takes the flag. */
export async function deleteResume(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [removed] = await tx.delete(resumes).where(owned(userId, id)).returning({ isDefault: resumes.isDefault });
    if (!removed) return false;
    if (removed.isDefault) {
      const [next] = await tx
        .select({ id: resumes.id })
        .from(resumes)
        .where(eq(resumes.userId, userId))
        .orderBy(...newestFirst)
        .limit(1);
      if (next) await tx.update(resumes).set({ isDefault: true }).where(eq(resumes.id, next.id));
    }
    return true;
  });
}

export type ResumeFile = Pick<ResumeRow, 'fileName' | 'mimeType' | 'size' | 'content'>;

/** The bytes and download headers of one of the user's resumes. */
export async function findResumeFile(db: DbOrTx, userId: number, id: number): Promise<ResumeFile | undefined> {
  const [row] = await db
    .select({
      fileName: resumes.fileName,
      mimeType: resumes.mimeType,
      size: resumes.size,
      content: resumes.content,
    })
    .from(resumes)
    .where(owned(userId, id))
    .limit(1);
  return row;
}

/** The resume the bot uploads and reads answers from: the user's default, whole. */
export async function findDefaultResume(db: DbOrTx, userId: number): Promise<ResumeRow | undefined> {
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.userId, userId), eq(resumes.isDefault, true)))
    .limit(1);
  return row;
}

/** Stores the text read again from a resume whose first reading did not finish. */
export async function saveResumeText(
  db: DbOrTx,
  userId: number,
  id: number,
  text: string,
): Promise<ResumeSummary | undefined> {
  const [row] = await db
    .update(resumes)
    .set({ text, textRead: true })
    .where(owned(userId, id))
    .returning(summaryColumns);
  return row;
}
