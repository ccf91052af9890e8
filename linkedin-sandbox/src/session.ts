import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxState } from './state/sandbox-state';

const SESSION_COOKIE = 'li_at';

/** The signed-in account's email, from the li_at cookie. */
export const currentAccount = (request: FastifyRequest, state: SandboxState): string | undefined =>
  state.sessions.emailFor(request.cookies[SESSION_COOKIE]);

export function startSession(reply: FastifyReply, state: SandboxState, email: string): void {
  reply.setCookie(SESSION_COOKIE, state.sessions.create(email), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: 365 * 24 * 3600,
  });
}

/** Only same-site paths are followed after sign-in, never another origin. */
export const safeRedirect = (target: unknown): string =>
  typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : '/feed/';

/** Signed-out visitors of a member page go to the sign-in page, which brings them back. */
export function redirectToLogin(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.redirect(`/login?session_redirect=${encodeURIComponent(request.url)}`);
}
