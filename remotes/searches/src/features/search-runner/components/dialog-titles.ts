/** The titles of the dialogs loaded on demand: the dialog standing in while one loads has the same. */
export const APPLY_MORE_TITLE = 'Apply to More Jobs';
export const VERIFICATION_CODE_TITLE = 'LinkedIn Verification Required';
