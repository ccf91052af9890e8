import type { FastifyBaseLogger } from 'fastify';
import { splitSearchTerms, type JobSearchStatus } from '@app/shared/contract';
import type { Db } from '../../db/client';
import { listOpenAnswersNeeded } from '../../db/repositories/answers-needed';
import { findNotificationSettings } from '../../db/repositories/notification-settings';
import { layoutMessage, type MessageContent } from '../mail/layout';
import type { Mailer } from '../mail/mailer';
import { answersNeededMessage } from './answers-needed-mail';
import { runEndedMessage, searchName, type RunTally } from './run-ended-mail';

export interface NotificationDeps {
  db: Db;
  mailer: Mailer;
  /** Read when a mail is written: with PORT=0 the public URL is known only once the server listens. */
  publicUrl: () => string;
  log: FastifyBaseLogger;
}

/**
 * The emails one run of a search sends to its user, each only if the user opted in (read at the
 * time, so a switch turned on mid-run counts): at most one "answers needed" mail, at the run's
 * first new question, listing every open question; and one mail when the run ends. A problem
 * while notifying is logged and never disturbs the run.
 */
export function createRunNotifications(
  deps: NotificationDeps,
  run: { searchId: number; userId: number; searchTerm: string; location: string },
) {
  const name = searchName(splitSearchTerms(run.searchTerm), run.location);
  let answersMailed = false;
  let endMailed = false;

  const mail = async (to: string, content: MessageContent) => {
    await deps.mailer.send({ to, ...layoutMessage(deps.publicUrl(), content) });
  };
  const quietly = async (what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      deps.log.error({ err: error, jobSearchId: run.searchId }, `could not send the ${what} notification`);
    }
  };

  return {
    /** The bot put a question in the user's "Answers needed" list. */
    questionAdded: () =>
      quietly('answers needed', async () => {
        if (answersMailed) return;
        const settings = await findNotificationSettings(deps.db, run.userId);
        if (!settings?.answers_needed_email) return;
        answersMailed = true;
        const open = await listOpenAnswersNeeded(deps.db, run.userId);
        if (open.length === 0) return;
        await mail(settings.email, answersNeededMessage({ name, questions: open.map(({ row }) => row.question) }));
      }),

    /** The run ended in `status` (never called for a run handed over to another worker). */
    runEnded: (status: JobSearchStatus, notes: string, tally: RunTally) =>
      quietly('run ended', async () => {
        if (endMailed) return;
        endMailed = true;
        const settings = await findNotificationSettings(deps.db, run.userId);
        if (!settings?.run_ended_email) return;
        await mail(settings.email, runEndedMessage({ searchId: run.searchId, name, status, notes, tally }));
      }),
  };
}

export type RunNotifications = ReturnType<typeof createRunNotifications>;
