/** The calls product §6 makes without a bearer token; they are never refreshed and replayed either. */
const UNAUTHENTICATED_PATHS = [
  '/accounts/users/login/',
  '/accounts/users/register/',
  '/accounts/token/refresh/',
  '/accounts/users/password-reset/',
  '/accounts/users/password-reset/confirm/',
] as const;

export function isUnauthenticatedCall(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return UNAUTHENTICATED_PATHS.some((p) => path === p || path.endsWith(`/django/api${p}`));
}
