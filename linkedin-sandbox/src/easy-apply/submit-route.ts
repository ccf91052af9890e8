import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { currentAccount } from '../session';
import type { SandboxState } from '../state/sandbox-state';
import { MESSAGES } from './rules';
import { applicationSchema, validateApplication, type Application } from './validate';

const formError = (message: string, field = 'application') => ({ errors: [{ field, label: '', message }] });

/**
 * POST /jobs/view/:id/easy-apply — the modal's submission (multipart: an "application" JSON field
 * and the "resume" file). Validated again here, then recorded for /__sandbox/submissions.
 */
export const submitRoutes: FastifyPluginAsync<{ state: SandboxState }> = async (app, { state }) => {
  app.post<{ Params: { id: string } }>('/jobs/view/:id/easy-apply', async (request, reply) => {
    const account = currentAccount(request, state);
    if (!account) return reply.code(401).send(formError('Please sign in again.'));
    const job = state.job(request.params.id);
    if (!job) return reply.code(404).send(formError('This job is no longer available.'));
    if (!job.easyApply) return reply.code(400).send(formError('This job does not take Easy Apply applications.'));
    if (state.appliedAt(account, job)) return reply.code(409).send(formError(MESSAGES.alreadyApplied));
    if (state.limitReached(account)) return reply.code(429).send({ code: 'daily_limit', message: MESSAGES.dailyLimit });
    if (!request.isMultipart()) return reply.code(415).send(formError('Send the application as multipart/form-data.'));

    let applicationText: string | undefined;
    let resume: { fileName: string; size: number; sha256: string } | null = null;
    let tooLarge = false;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer().catch(() => undefined);
        if (part.fieldname !== 'resume') continue;
        if (!data || part.file.truncated) {
          tooLarge = true;
          continue;
        }
        resume = {
          fileName: part.filename,
          size: data.length,
          sha256: createHash('sha256').update(data).digest('hex'),
        };
      } else if (part.fieldname === 'application') {
        applicationText = String(part.value);
      }
    }
    if (tooLarge) return reply.code(400).send(formError(MESSAGES.resumeSize, 'resume'));

    let application: Application;
    try {
      application = applicationSchema.parse(JSON.parse(applicationText ?? ''));
    } catch {
      return reply.code(400).send(formError('The application field must be JSON: {contact, answers, followCompany}.'));
    }
    // No file: the application names one of the account's saved resumes (a card), if any.
    const saved =
      !resume && application.resumeId !== undefined
        ? state.accounts.get(account)?.resumes.find((r) => r.id === application.resumeId)
        : undefined;
    if (!resume && application.resumeId !== undefined && !saved) {
      return reply.code(400).send(formError('This resume is no longer available. Please choose another.', 'resume'));
    }
    const chosen = resume ?? (saved ? { fileName: saved.fileName, size: saved.size, sha256: saved.sha256 } : null);
    const { errors, answers, contact } = validateApplication(job, account, application, chosen);
    if (errors.length) return reply.code(400).send({ errors });

    // LinkedIn keeps every uploaded resume in the account, identical ones too.
    if (resume) state.accounts.addResume(account, resume);
    else if (saved) state.accounts.useResume(account, saved.id);
    const topChoiceStep = state.accounts.get(account)?.topChoiceStep ?? false;
    const submission = state.submissions.add({
      jobId: job.id,
      account,
      answers,
      contact,
      resume: chosen,
      resumeSource: resume ? 'upload' : saved ? 'saved' : null,
      followCompany: application.followCompany,
      topChoice: topChoiceStep ? (application.topChoice ?? false) : null,
    });
    return { id: submission.id };
  });
};
