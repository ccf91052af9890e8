import { z } from 'zod';
import { EXCLUSION_LIMITS, exclusionMessages, uniqueExclusions } from './exclusion-limits';

/**
 * A list of companies or keywords to exclude (product §4.11): names trimmed, a repeat in another
 * case dropped, at most EXCLUSION_LIMITS.items of at most EXCLUSION_LIMITS.length characters. A
 * refusal names the list, not the position of a name in it, so the form shows it under its field.
 */
export const exclusionListSchema = z
  .array(z.string({ error: exclusionMessages.notText }).trim())
  .max(EXCLUSION_LIMITS.items, { error: exclusionMessages.tooMany })
  .superRefine((names, ctx) => {
    if (names.some((name) => name === '')) ctx.addIssue({ code: 'custom', message: exclusionMessages.blank });
    if (names.some((name) => name.length > EXCLUSION_LIMITS.length))
      ctx.addIssue({ code: 'custom', message: exclusionMessages.tooLong });
  })
  .overwrite(uniqueExclusions);

/** The companies never applied to on any of the user's searches (Profile, product §4.11). PUT sends the whole list. */
export const excludedCompaniesSchema = z.object({ companies: exclusionListSchema });
export type ExcludedCompanies = z.infer<typeof excludedCompaniesSchema>;
