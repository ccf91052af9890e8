import { z } from 'zod';
import { companySiteSchema } from '../company-sites/schema';
import { DEFAULT_ACCOUNT_COUNTRY, PHONE_COUNTRY_NAMES, PHONE_PATTERN } from '../easy-apply/rules';

/** The kinds of Easy Apply questions LinkedIn's form builder renders. */
const QUESTION_TYPES = ['text', 'numeric', 'textarea', 'select', 'radio', 'checkbox', 'typeahead', 'consent'] as const;
/**
 * typeahead: a city typeahead (role=combobox); its options are the suggestions LinkedIn knows, and
 * only a chosen suggestion is an answer. consent: one required-style checkbox outside a fieldset;
 * its one option is the checkbox's label.
 */
const WITH_OPTIONS = new Set(['select', 'radio', 'checkbox', 'typeahead', 'consent']);
/** The kinds a person types into, which may show a placeholder. */
const TYPED = new Set(['text', 'numeric', 'textarea']);

const questionSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'question ids are letters, digits, "_" or "-"'),
    type: z.enum(QUESTION_TYPES),
    label: z.string().trim().min(1, 'a question needs a label'),
    required: z.boolean().default(true),
    options: z.array(z.string().trim().min(1)).optional(),
    /** Which question step (1, 2, …) of the modal shows it; steps come after contact info and resume. */
    step: z.number().int().min(1).max(10).default(1),
    /**
     * numeric only: the accepted range. A whole-number field takes min and max ("Enter a whole
     * number between 0 and 99"); a decimal one takes a lower bound only ("Enter a decimal number
     * larger than 0.0"), as LinkedIn's message names no upper one.
     */
    min: z.number().int().optional(),
    max: z.number().int().optional(),
    /** numeric only: the field takes decimal numbers (1.5), not only whole ones. */
    decimal: z.boolean().default(false),
    /** The help line under the label, where employers put units and formats ("In years, e.g. 2.5"). */
    description: z.string().trim().min(1).optional(),
    /** text, numeric and textarea: the input's placeholder. */
    placeholder: z.string().trim().min(1).optional(),
    /**
     * The member's answer LinkedIn saved from an earlier application and fills in ("We
     * automatically save your answers…"): the text typed, the option chosen, the boxes ticked, the
     * city suggestion chosen.
     */
    saved: z.union([z.string().trim().min(1), z.array(z.string().trim().min(1)).min(1)]).optional(),
  })
  .superRefine((q, ctx) => {
    if (WITH_OPTIONS.has(q.type) && (!q.options || q.options.length === 0)) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: `a ${q.type} question needs options` });
    }
    if (!WITH_OPTIONS.has(q.type) && q.options) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: `a ${q.type} question takes no options` });
    }
    if (q.type === 'consent' && q.options && q.options.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'a consent question has exactly one option (its checkbox)',
      });
    }
    if (q.options && new Set(q.options).size !== q.options.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'options must be distinct' });
    }
    if (q.options?.includes('Select an option')) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: '"Select an option" is the placeholder, not an option',
      });
    }
    if ((q.min !== undefined || q.max !== undefined) && q.type !== 'numeric') {
      ctx.addIssue({ code: 'custom', path: ['min'], message: 'min and max apply to numeric questions only' });
    }
    if (q.min !== undefined && q.max !== undefined && q.min > q.max) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'max must not be below min' });
    }
    if (q.decimal && q.type !== 'numeric') {
      ctx.addIssue({ code: 'custom', path: ['decimal'], message: 'decimal applies to numeric questions only' });
    }
    if (q.decimal && q.max !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'a decimal question takes a lower bound only' });
    }
    if (q.placeholder && !TYPED.has(q.type)) {
      ctx.addIssue({ code: 'custom', path: ['placeholder'], message: `a ${q.type} question has no placeholder` });
    }
    if (q.saved !== undefined) {
      const saved = Array.isArray(q.saved) ? q.saved : [q.saved];
      if (Array.isArray(q.saved) && q.type !== 'checkbox') {
        ctx.addIssue({ code: 'custom', path: ['saved'], message: 'only a checkbox question saves several answers' });
      }
      if (WITH_OPTIONS.has(q.type) && !saved.every((a) => q.options?.includes(a))) {
        ctx.addIssue({ code: 'custom', path: ['saved'], message: 'a saved answer is one of the options' });
      }
    }
  });

const jobSchema = z
  .object({
    id: z.string().regex(/^\d{1,19}$/, 'job ids are digits, as LinkedIn job ids'),
    title: z.string().trim().min(1),
    company: z.string().trim().min(1),
    location: z.string().trim().min(1),
    remote: z.boolean().default(false),
    postedDaysAgo: z.number().int().min(0).default(0),
    description: z.string().trim().min(1),
    easyApply: z.boolean().default(true),
    /**
     * Which job page LinkedIn serves for this posting: the classic two-pane (Ember) page or the
     * 2026 server-driven (SDUI) standalone page, whose Easy Apply is a link opening a role=dialog.
     */
    layout: z.enum(['classic', 'sdui']).default('classic'),
    /** The SDUI apply link's text: "Easy Apply", or just "Apply" as some accounts see it. */
    sduiApplyText: z.enum(['Easy Apply', 'Apply']).default('Easy Apply'),
    /** "No longer accepting applications": the page shows no apply button at all. */
    closed: z.boolean().default(false),
    /** The "Job search safety reminder" dialog ("Continue applying") before the form. */
    safetyReminder: z.boolean().default(false),
    /**
     * An external-apply posting (easyApply false) that LinkedIn still lists under the Easy Apply
     * filter, as it does: its button carries the same class as Easy Apply, only its label differs.
     */
    listedAsEasyApply: z.boolean().default(false),
    appliedBy: z.array(z.email()).default([]),
    questions: z.array(questionSchema).default([]),
    /** An external posting whose apply leads to a company site on Greenhouse, Lever or Ashby. */
    companySite: companySiteSchema.optional(),
  })
  .superRefine((job, ctx) => {
    if (job.companySite && job.easyApply)
      ctx.addIssue({
        code: 'custom',
        path: ['companySite'],
        message: 'a company site is for external postings (easyApply false)',
      });
    const seen = new Set<string>();
    job.questions.forEach((q, i) => {
      if (seen.has(q.id))
        ctx.addIssue({ code: 'custom', path: ['questions', i, 'id'], message: `duplicate question id "${q.id}"` });
      seen.add(q.id);
    });
  });

/** What LinkedIn shows an account in the Easy Apply dialog beyond its email. */
const accountSettings = {
  /**
   * The member's country: the contact step's "Phone country code" is pre-selected with it. null: a
   * profile that names no country, where LinkedIn pre-selects nothing ("Select an option").
   */
  country: z
    .string()
    .refine((c) => PHONE_COUNTRY_NAMES.includes(c), 'a country of the phone country list')
    .nullable()
    .default(DEFAULT_ACCOUNT_COUNTRY),
  /** Whether the dialog asks "Mark this job as a top choice" (a step only some accounts get). */
  topChoiceStep: z.boolean().default(false),
  /**
   * What this account's Easy Apply buttons read on both job-page layouts: "Easy Apply", or just
   * "Apply" (aria-label "Apply to <title> at <company>"), as some accounts see it since April 2026.
   */
  applyButtonText: z.enum(['Easy Apply', 'Apply']).default('Easy Apply'),
  /** The member's saved mobile number, which LinkedIn fills in on the contact step; null: none. */
  phone: z.string().regex(PHONE_PATTERN, 'a phone number').nullable().default(null),
};

const accountSchema = z.object({
  email: z.email(),
  password: z.string().min(1, 'a password is required'),
  requirePin: z.boolean().default(false),
  ...accountSettings,
});

/** The settings of accounts created at their first sign-in (the default rule). */
const newAccountsSchema = z.object(accountSettings).prefault({});

export const scenarioSchema = z
  .object({
    accounts: z.array(accountSchema).default([]),
    newAccounts: newAccountsSchema,
    dailyLimit: z.number().int().min(0).optional(),
    /** Which sign-in page /login serves: the classic form or the 2026 React page (no <form>). */
    signInPage: z.enum(['classic', 'react']).default('classic'),
    /**
     * How many result cards LinkedIn renders up front; the rest are empty li's filled in when
     * scrolled into view (occlusion). LinkedIn renders about 7.
     */
    renderedCards: z.number().int().min(1).max(25).default(7),
    /** Every class name on every page rewritten to a random build hash (a LinkedIn restyle). */
    scrambleClasses: z.boolean().default(false),
    jobs: z.array(jobSchema),
  })
  .superRefine((scenario, ctx) => {
    const ids = new Set<string>();
    scenario.jobs.forEach((job, i) => {
      if (ids.has(job.id))
        ctx.addIssue({ code: 'custom', path: ['jobs', i, 'id'], message: `duplicate job id "${job.id}"` });
      ids.add(job.id);
    });
    const emails = new Set<string>();
    scenario.accounts.forEach((account, i) => {
      const email = account.email.toLowerCase();
      if (emails.has(email))
        ctx.addIssue({ code: 'custom', path: ['accounts', i, 'email'], message: `duplicate account "${email}"` });
      emails.add(email);
    });
  });

/** A scenario as written in a file (defaults optional). */
export type ScenarioInput = z.input<typeof scenarioSchema>;
/** A validated scenario, defaults filled in. */
export type Scenario = z.output<typeof scenarioSchema>;
export type ScenarioJob = Scenario['jobs'][number];
export type ScenarioQuestion = ScenarioJob['questions'][number];
export type ScenarioAccount = Scenario['accounts'][number];
export type NewAccountSettings = Scenario['newAccounts'];
