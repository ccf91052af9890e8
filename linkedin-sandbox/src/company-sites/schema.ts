import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * The employer's own questions on a company-site form, in the kinds the three systems offer:
 * short and long text, number, date, a single choice (select), several choices (multi-select), one
 * checkbox to tick (an acknowledgement), yes/no, and a file.
 */
const COMPANY_QUESTION_KINDS = [
  'text',
  'textarea',
  'number',
  'date',
  'select',
  'multi-select',
  'checkbox',
  'yes-no',
  'file',
] as const;
type CompanyQuestionKind = (typeof COMPANY_QUESTION_KINDS)[number];
const WITH_OPTIONS = new Set<CompanyQuestionKind>(['select', 'multi-select']);

const companyQuestionSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'question ids are letters, digits, "_" or "-"'),
    kind: z.enum(COMPANY_QUESTION_KINDS),
    label: z.string().trim().min(1, 'a question needs a label'),
    required: z.boolean().default(true),
    options: z.array(z.string().trim().min(1)).optional(),
    /** A help line under the label (units, formats, a link's text). */
    description: z.string().trim().min(1).optional(),
  })
  .superRefine((q, ctx) => {
    if (WITH_OPTIONS.has(q.kind) && (!q.options || q.options.length < 2))
      ctx.addIssue({ code: 'custom', path: ['options'], message: `a ${q.kind} question needs at least two options` });
    if (!WITH_OPTIONS.has(q.kind) && q.options)
      ctx.addIssue({ code: 'custom', path: ['options'], message: `a ${q.kind} question takes no options` });
    if (q.options && new Set(q.options).size !== q.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'options must be distinct' });
  });

const COMPANY_SYSTEMS = ['greenhouse', 'lever', 'ashby'] as const;
export type CompanySystem = (typeof COMPANY_SYSTEMS)[number];

/**
 * Where an external-apply posting leads: which applicant-tracking system hosts the company's form,
 * in which layout, with which questions and obstacles.
 */
export const companySiteSchema = z
  .object({
    system: z.enum(COMPANY_SYSTEMS),
    /**
     * Greenhouse only: "classic" (boards.greenhouse.io, #application_form), "job-boards" (the newer
     * React board on job-boards.greenhouse.io) or "embed" (the company's own careers page with the
     * board in Greenhouse's #grnhse_app iframe, reached with ?gh_jid=).
     */
    layout: z.enum(['classic', 'job-boards', 'embed']).optional(),
    /** The board's slug in the system's URLs (boards.greenhouse.io/<board>); default from the company name. */
    board: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'a board slug is lowercase letters, digits and "-"')
      .optional(),
    /** The posting's id in the system (digits on Greenhouse, a UUID on Lever and Ashby); default derived. */
    postingId: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'a posting id is letters, digits and "-"')
      .optional(),
    /** The company's own domain for an embed (www.acme.com); default www.<board>.com. */
    companyDomain: z
      .string()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a domain like www.acme.com')
      .optional(),
    /** The form carries a CAPTCHA a bot cannot pass (reCAPTCHA on Greenhouse and Ashby, hCaptcha on Lever). */
    captcha: z.boolean().default(false),
    /**
     * Greenhouse job-boards only: the board asks for the security code it emails to the applicant
     * before it accepts the application (an identity wall only the applicant's mailbox opens).
     */
    emailVerification: z.boolean().default(false),
    /** The voluntary self-identification (EEO) section. */
    eeo: z.boolean().default(true),
    /** Whether the form asks for the applicant's location (a place autocomplete). */
    askLocation: z.boolean().default(true),
    questions: z.array(companyQuestionSchema).default([]),
  })
  .superRefine((site, ctx) => {
    if (site.system !== 'greenhouse' && site.layout)
      ctx.addIssue({ code: 'custom', path: ['layout'], message: 'layout applies to Greenhouse only' });
    if (site.emailVerification && !(site.system === 'greenhouse' && (site.layout ?? 'job-boards') !== 'classic'))
      ctx.addIssue({
        code: 'custom',
        path: ['emailVerification'],
        message: 'email verification is a Greenhouse job-boards (or embed) step',
      });
    if (site.system === 'greenhouse' && site.postingId && !/^\d+$/.test(site.postingId))
      ctx.addIssue({ code: 'custom', path: ['postingId'], message: 'Greenhouse job ids are digits' });
    if (site.system === 'lever' && site.questions.some((q) => q.kind === 'file'))
      ctx.addIssue({ code: 'custom', path: ['questions'], message: 'Lever forms have no file questions' });
    const seen = new Set<string>();
    site.questions.forEach((q, i) => {
      if (seen.has(q.id))
        ctx.addIssue({ code: 'custom', path: ['questions', i, 'id'], message: `duplicate question id "${q.id}"` });
      seen.add(q.id);
    });
  });

export type CompanySiteInput = z.input<typeof companySiteSchema>;
export type CompanySite = z.output<typeof companySiteSchema>;
export type CompanyQuestion = CompanySite['questions'][number];

/** A UUID-shaped id, the same for the same seed (Lever and Ashby ids are UUIDs). */
export function stableUuid(seed: string): string {
  const hex = createHash('sha1').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** "Acme & Sons" → "acmesons", as boards name themselves. */
const boardSlug = (company: string) => company.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'company';

/** A posting on a company site with every default filled in. */
export interface CompanyPosting {
  /** The LinkedIn posting that leads here. */
  jobId: string;
  title: string;
  company: string;
  location: string;
  description: string;
  system: CompanySystem;
  layout: 'classic' | 'job-boards' | 'embed' | null;
  board: string;
  postingId: string;
  companyDomain: string;
  site: CompanySite;
}

export function resolvePosting(job: {
  id: string;
  title: string;
  company: string;
  location: string;
  description: string;
  companySite: CompanySite;
}): CompanyPosting {
  const site = job.companySite;
  const board = site.board ?? boardSlug(job.company);
  const postingId =
    site.postingId ??
    (site.system === 'greenhouse'
      ? String(
          4_000_000_000 +
            (parseInt(createHash('sha1').update(`greenhouse:${job.id}`).digest('hex').slice(0, 8), 16) % 900_000_000),
        )
      : stableUuid(`${site.system}:${board}:${job.id}`));
  return {
    jobId: job.id,
    title: job.title,
    company: job.company,
    location: job.location,
    description: job.description,
    system: site.system,
    layout: site.system === 'greenhouse' ? (site.layout ?? 'job-boards') : null,
    board,
    postingId,
    companyDomain: site.companyDomain ?? `www.${board}.com`,
    site,
  };
}
