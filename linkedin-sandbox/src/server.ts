import { readFileSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { rewriteCompanySiteUrl, ATS_PREFIX } from './company-sites/hosts';
import { companySiteRoutes } from './company-sites/routes';
import { controlRoutes } from './control/control-routes';
import { RESUME_MAX_BYTES } from './easy-apply/rules';
import { submitRoutes } from './easy-apply/submit-route';
import { checkpointRoutes } from './pages/checkpoint';
import { feedRoutes } from './pages/feed';
import { jobViewRoutes } from './pages/job-view';
import { jobsSearchRoutes } from './pages/jobs-search';
import { loginRoutes } from './pages/login';
import { mailboxRoutes } from './pages/mailbox';
import { defaultScenario } from './scenario/default-scenario';
import { stylesheetClasses } from './restyle';
import { parseScenario } from './scenario/load';
import type { ScenarioInput } from './scenario/schema';
import { SandboxState } from './state/sandbox-state';

export interface SandboxOptions {
  /** 0 = any free port (tests). Default 0. */
  port?: number;
  host?: string;
  /** Validated here (defaults filled in); an invalid one throws a ScenarioError listing the problems. */
  scenario?: ScenarioInput;
  /** Submissions per account per day before LinkedIn's limit message (overrides the scenario's). */
  dailyLimit?: number;
  /** Log requests (the CLI does). */
  logger?: boolean;
}

export interface RunningSandbox {
  /** e.g. http://127.0.0.1:41234, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

const ASSETS = path.join(__dirname, 'assets');
const asset = (name: string) => readFileSync(path.join(ASSETS, name), 'utf8');

/** Builds the sandbox app with its own in-memory state (not listening yet). */
export async function buildSandboxApp(options: SandboxOptions = {}): Promise<FastifyInstance> {
  const scenario = options.scenario ? parseScenario(options.scenario) : defaultScenario;
  const state = new SandboxState(scenario, options.dailyLimit);
  // A request for a company site's host name (boards.greenhouse.io.localhost) is routed to its replica.
  const app = Fastify({ logger: options.logger ?? false, rewriteUrl: rewriteCompanySiteUrl });

  // The company sites link to each other by *.localhost name and port, known once listening.
  app.addHook('onListen', async () => {
    const address = app.server.address();
    state.port = typeof address === 'object' && address ? address.port : undefined;
  });
  await app.register(cookie);
  await app.register(formbody);
  // An oversized resume is cut at 2 MB and flagged rather than thrown, so it gets LinkedIn's message.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: RESUME_MAX_BYTES, files: 2, fields: 5, fieldSize: 200_000 },
  });

  const assets = {
    'sandbox.css': 'text/css',
    'easy-apply.js': 'text/javascript',
    'login.js': 'text/javascript',
    'occlusion.js': 'text/javascript',
  };
  const bodies = Object.fromEntries(Object.keys(assets).map((name) => [name, asset(name)]));
  const cssClasses = stylesheetClasses(bodies['sandbox.css']!);

  // The outage switch comes before any page: a busy site fails the request before it is served.
  app.addHook('onRequest', async (request, reply) => {
    if (state.outages.failIfDown(request, reply)) return reply;
  });

  // The restyle switch works on every response, whoever rendered it: HTML, stylesheet, scripts.
  app.addHook('onSend', async (request, reply, payload) => {
    const restyle = state.restyle;
    if (!restyle || typeof payload !== 'string' || request.url.startsWith(ATS_PREFIX)) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) return restyle.rewriteHtml(payload);
    if (type.startsWith('text/css')) return restyle.rewriteCss(payload);
    if (type.startsWith('text/javascript')) return restyle.rewriteScript(payload, cssClasses);
    return payload;
  });
  app.get<{ Params: { name: string } }>('/__sandbox/static/:name', async (request, reply) => {
    const type = assets[request.params.name as keyof typeof assets];
    if (!type) return reply.code(404).send({ error: 'Not found' });
    return reply.type(`${type}; charset=utf-8`).send(bodies[request.params.name]);
  });

  const deps = { state };
  await app.register(loginRoutes, deps);
  await app.register(checkpointRoutes, deps);
  await app.register(feedRoutes, deps);
  await app.register(jobsSearchRoutes, deps);
  await app.register(jobViewRoutes, deps);
  await app.register(submitRoutes, deps);
  await app.register(mailboxRoutes, deps);
  await app.register(companySiteRoutes, deps);
  await app.register(controlRoutes, { state, initialScenario: () => scenario });
  return app;
}

/** Starts a sandbox on its own port; every instance has its own accounts, sessions and submissions. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const app = await buildSandboxApp(options);

  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return { url: `http://${shownHost}:${port}`, close: () => app.close() };
}
