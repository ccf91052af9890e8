/** The fields of a user the avatar needs. */
export interface NamedUser {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

/**
 * The avatar's letters (product §2 Header): the first letters of the first and last name, otherwise
 * the first two letters of the email, upper-case. A user with only one name gets that one letter.
 */
export function initials(user: NamedUser | null | undefined): string {
  if (!user) return '';
  const fromNames = [user.first_name, user.last_name].map((name) => name?.trim().charAt(0) ?? '').join('');
  if (fromNames !== '') return fromNames.toUpperCase();
  return (user.email?.trim().slice(0, 2) ?? '').toUpperCase();
}
