export interface ProfileValues {
  first_name: string;
  last_name: string;
  password: string;
  confirm: string;
  /** Asked for (and sent) only with a new password. */
  current_password: string;
}

export type ProfileErrors = Partial<Record<'first_name' | 'last_name' | 'confirm' | 'current_password', string>>;

const FIRST_NAME_REQUIRED = 'First name cannot be empty.';
const LAST_NAME_REQUIRED = 'Last name cannot be empty.';
const PASSWORDS_DIFFER = 'Passwords do not match';
const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change it.';

/** product §5 Profile rules; an empty new password means "keep the current one". */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!values.first_name.trim()) errors.first_name = FIRST_NAME_REQUIRED;
  if (!values.last_name.trim()) errors.last_name = LAST_NAME_REQUIRED;
  if ((values.password || values.confirm) && values.password !== values.confirm) errors.confirm = PASSWORDS_DIFFER;
  if (values.password && !values.current_password) errors.current_password = CURRENT_PASSWORD_REQUIRED;
  return errors;
}
