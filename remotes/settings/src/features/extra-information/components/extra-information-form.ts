import { z } from 'zod';
import {
  createExtraInformationRequestSchema,
  EXTRA_INFORMATION_SETTINGS,
  type CreateExtraInformationRequest,
  type ExtraInformation,
  type ExtraInformationSetting,
} from '@app/shared/contract';

const NOTICE_PERIOD_REQUIRED = 'Notice Period is required';
const CURRENT_PAY_REQUIRED = 'Current Pay is required';
const EXPECTED_PAY_REQUIRED = 'Expected Pay is required';
const NOTICE_PERIOD_INVALID = 'Enter the notice period as a whole number of days (0 or more)';

/** One question → answer pair as the form edits it (product §3: "a list of id, key, value"). */
export interface CustomAnswer {
  id: string;
  key: string;
  value: string;
}

export interface ExtraInformationValues {
  fresher: boolean;
  /** As typed: the input is text until saved. */
  noticePeriod: string;
  currentPay: string;
  expectedPay: string;
  answers: CustomAnswer[];
  /** The cover letter the user wrote, as typed ('' for none). */
  coverLetter: string;
  /** The yes/no settings of how the bot applies (the contract's, each off by default), by field. */
  settings: Record<ExtraInformationSetting, boolean>;
}

export type ExtraInformationErrors = Partial<
  Record<'noticePeriod' | 'currentPay' | 'expectedPay' | 'coverLetter', string>
>;

let nextId = 0;
export const newAnswerId = () => `answer-${++nextId}`;

/**
 * The form's values for a saved record, or the empty default before the first save. A record saved
 * with notice 0 and no current pay was saved by a fresher, so the box comes back ticked.
 */
export function toFormValues(record: ExtraInformation | null): ExtraInformationValues {
  const settings = Object.fromEntries(
    EXTRA_INFORMATION_SETTINGS.map(({ name }) => [name, record?.[name] ?? false]),
  ) as ExtraInformationValues['settings'];
  if (!record)
    return {
      fresher: false,
      noticePeriod: '',
      currentPay: '',
      expectedPay: '',
      answers: [],
      coverLetter: '',
      settings,
    };
  const fresher = record.notice_period === 0 && !record.current_pay;
  return {
    fresher,
    noticePeriod: fresher || record.notice_period === null ? '' : String(record.notice_period),
    currentPay: fresher ? '' : (record.current_pay ?? ''),
    expectedPay: record.expected_pay ?? '',
    answers: Object.entries(record.data).map(([key, value]) => ({ id: newAnswerId(), key, value })),
    coverLetter: record.cover_letter,
    settings,
  };
}

/** product §5: notice and current pay are required unless fresher; expected pay always. */
function validateExtraInformation(values: ExtraInformationValues): ExtraInformationErrors {
  const errors: ExtraInformationErrors = {};
  if (!values.fresher) {
    const notice = values.noticePeriod.trim();
    if (!notice) errors.noticePeriod = NOTICE_PERIOD_REQUIRED;
    else if (!/^\d+$/.test(notice)) errors.noticePeriod = NOTICE_PERIOD_INVALID;
    if (!values.currentPay.trim()) errors.currentPay = CURRENT_PAY_REQUIRED;
  }
  if (!values.expectedPay.trim()) errors.expectedPay = EXPECTED_PAY_REQUIRED;
  return errors;
}

/** What is sent: a fresher's notice is 0 and current pay empty (product §5); answers as a map. */
export function toRequest(values: ExtraInformationValues): Required<CreateExtraInformationRequest> {
  return {
    notice_period: values.fresher ? 0 : Number(values.noticePeriod.trim()),
    current_pay: values.fresher ? '' : values.currentPay.trim(),
    expected_pay: values.expectedPay.trim(),
    data: Object.fromEntries(values.answers.map(({ key, value }) => [key, value])),
    cover_letter: values.coverLetter.trim(),
    ...values.settings,
  };
}

/** The request's fields as the form names them, for the server's own rules below. */
const formFieldOf: Record<string, keyof ExtraInformationErrors> = {
  notice_period: 'noticePeriod',
  current_pay: 'currentPay',
  expected_pay: 'expectedPay',
  cover_letter: 'coverLetter',
};

/**
 * The form's rules: product §5's messages for missing values, then the server's own request schema
 * (lengths, ranges) on what would be sent, so a rule the server has is not written again here.
 */
export const extraInformationFormSchema = z
  .object({
    fresher: z.boolean(),
    noticePeriod: z.string(),
    currentPay: z.string(),
    expectedPay: z.string(),
    answers: z.array(z.object({ id: z.string(), key: z.string(), value: z.string() })),
    coverLetter: z.string(),
    settings: z.object(
      Object.fromEntries(EXTRA_INFORMATION_SETTINGS.map(({ name }) => [name, z.boolean()])) as Record<
        ExtraInformationSetting,
        z.ZodBoolean
      >,
    ),
  })
  .superRefine((values, ctx) => {
    const missing = Object.entries(validateExtraInformation(values)).filter(([, message]) => message);
    for (const [field, message] of missing) ctx.addIssue({ code: 'custom', path: [field], message });
    if (missing.length > 0) return;
    const checked = createExtraInformationRequestSchema.safeParse(toRequest(values));
    for (const issue of checked.error?.issues ?? []) {
      const field = formFieldOf[String(issue.path[0])];
      ctx.addIssue({ code: 'custom', path: field ? [field] : ['answers'], message: issue.message });
    }
  });
