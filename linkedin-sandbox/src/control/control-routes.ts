import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { driftRequestSchema } from '../drift';
import { outageRequestSchema } from '../outage';
import { Restyle } from '../restyle';
import { ScenarioError, parseScenario } from '../scenario/load';
import type { Scenario } from '../scenario/schema';
import type { SandboxState } from '../state/sandbox-state';

const restyleSchema = z.object({ scrambleClasses: z.boolean() });
const dailyLimitSchema = z.object({ limit: z.number().int().min(0) });

const badRequest = (reply: FastifyReply, problems: string[]) =>
  reply.code(400).send({ error: 'Invalid request', problems });
const zodProblems = (error: z.ZodError) => error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`);

interface ControlOptions {
  state: SandboxState;
  /** The scenario a reset without a body returns to. */
  initialScenario: () => Scenario;
}

/** The inspection and control API tests use: /__sandbox/submissions, accounts, reset, drift, outage, daily-limit. */
export const controlRoutes: FastifyPluginAsync<ControlOptions> = async (app, { state, initialScenario }) => {
  app.get('/__sandbox/submissions', async () => state.submissions.list());

  // What each account holds (country, top-choice step, saved resumes), without passwords.
  app.get('/__sandbox/accounts', async () =>
    state.accounts.list().map(({ password: _password, ...account }) => account),
  );

  app.post('/__sandbox/reset', async (request, reply) => {
    const body = request.body;
    const empty = body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0);
    try {
      state.reset(empty ? initialScenario() : parseScenario(body));
    } catch (error) {
      if (error instanceof ScenarioError) return badRequest(reply, error.problems);
      throw error;
    }
    return { ok: true, jobs: state.scenario.jobs.length };
  });

  app.post('/__sandbox/drift', async (request, reply) => {
    const parsed = driftRequestSchema.safeParse(request.body);
    if (!parsed.success) return badRequest(reply, zodProblems(parsed.error));
    state.drift = parsed.data.rename;
    state.driftJobs = parsed.data.jobs ? new Set(parsed.data.jobs) : null;
    return { rename: state.drift, ...(parsed.data.jobs && { jobs: parsed.data.jobs }) };
  });

  // Every class name on every page becomes a new random build hash (or back to LinkedIn's names).
  app.post('/__sandbox/restyle', async (request, reply) => {
    const parsed = restyleSchema.safeParse(request.body);
    if (!parsed.success) return badRequest(reply, zodProblems(parsed.error));
    state.restyle = parsed.data.scrambleClasses ? new Restyle() : null;
    return { scrambleClasses: state.restyle !== null, buildHash: state.restyle?.seed ?? null };
  });

  // The next loads of a page fail (503, 429, a dropped connection); `times: 0` ends it.
  app.post('/__sandbox/outage', async (request, reply) => {
    const parsed = outageRequestSchema.safeParse(request.body);
    if (!parsed.success) return badRequest(reply, zodProblems(parsed.error));
    state.outages.set(parsed.data);
    return { outages: state.outages.list() };
  });
  app.get('/__sandbox/outages', async () => state.outages.list());

  app.post('/__sandbox/daily-limit', async (request, reply) => {
    const parsed = dailyLimitSchema.safeParse(request.body);
    if (!parsed.success) return badRequest(reply, zodProblems(parsed.error));
    state.dailyLimit = parsed.data.limit;
    return { limit: state.dailyLimit };
  });
};
