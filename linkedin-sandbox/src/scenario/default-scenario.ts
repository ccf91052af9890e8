import { demoCompanySite } from '../company-sites/demo';
import { CITY_SUGGESTIONS, COMPANIES, LOCATIONS, TITLES, type LocationEntry, type TitleEntry } from './catalog';
import { fieldKindsPostings } from './field-kinds-postings';
import { parseScenario } from './load';
import type { Scenario, ScenarioInput, ScenarioQuestion } from './schema';

type QuestionInput = Omit<ScenarioQuestion, 'required' | 'step' | 'decimal'> & {
  required?: boolean;
  step?: number;
  decimal?: boolean;
};

/** mulberry32: a tiny seeded generator, so the default scenario is the same on every start. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const YES_NO = ['Yes', 'No'];

/** The typical questions LinkedIn employers ask, as a pool each posting draws from. */
function questionPool(entry: TitleEntry, place: LocationEntry, random: () => number): QuestionInput[][] {
  const skill = (i: number) => entry.skills[i % entry.skills.length]!;
  const first = Math.floor(random() * entry.skills.length);
  return [
    // Always asked: years with the role's main skill and work authorization.
    [
      {
        id: 'years-main-skill',
        type: 'numeric',
        label: `How many years of work experience do you have with ${skill(first)}?`,
      },
      {
        id: 'work-authorization',
        type: 'radio',
        label: `Are you legally authorized to work in ${place.country}?`,
        options: YES_NO,
      },
    ],
    [
      {
        id: 'years-second-skill',
        type: 'numeric',
        label: `How many years of work experience do you have with ${skill(first + 1)}?`,
      },
    ],
    [
      {
        id: 'sponsorship',
        type: 'radio',
        label: 'Will you now or in the future require sponsorship for employment visa status (e.g. H-1B visa status)?',
        options: YES_NO,
      },
    ],
    [{ id: 'notice-period', type: 'numeric', label: 'What is your notice period in days?', min: 0, max: 365 }],
    [
      {
        id: 'current-salary',
        type: 'numeric',
        label: 'What is your current annual salary (USD)?',
        min: 0,
        max: 9999999,
        required: false,
      },
      {
        id: 'expected-salary',
        type: 'numeric',
        label: 'What is your expected annual salary (USD)?',
        min: 0,
        max: 9999999,
      },
    ],
    [
      place.remote
        ? {
            id: 'remote-setting',
            type: 'radio',
            label: 'Are you comfortable working in a remote setting?',
            options: YES_NO,
          }
        : {
            id: 'relocate',
            type: 'radio',
            label: `Are you willing to relocate to ${place.location.split(',')[0]}?`,
            options: YES_NO,
          },
    ],
    [
      {
        id: 'english-level',
        type: 'select',
        label: 'What is your level of proficiency in English?',
        options: ['None', 'Conversational', 'Professional', 'Native or bilingual'],
      },
    ],
    [
      {
        id: 'education',
        type: 'radio',
        label: "Have you completed the following level of education: Bachelor's Degree?",
        options: YES_NO,
      },
    ],
    [{ id: 'city', type: 'text', label: 'Which city do you currently live in?' }],
    // A city typeahead: only one of its suggestions is an answer.
    [{ id: 'location-city', type: 'typeahead', label: 'Location (city)', options: CITY_SUGGESTIONS }],
    [
      {
        id: 'heard-from',
        type: 'select',
        label: 'How did you hear about this job?',
        options: ['LinkedIn', 'Company website', 'Referral', 'Other'],
        required: false,
      },
    ],
    [{ id: 'cover-letter', type: 'textarea', label: 'Cover letter', required: random() < 0.5 }],
    [
      {
        id: 'acknowledgement',
        type: 'checkbox',
        label: 'I confirm that the information I provided in this application is accurate and complete.',
        options: ['I agree'],
      },
    ],
    // A lone required checkbox outside a fieldset: consent to the employer's terms.
    [
      {
        id: 'terms-consent',
        type: 'consent',
        label: 'By submitting this application I agree to the terms and privacy policy of this employer.',
        options: ['I Agree Terms & Conditions'],
      },
    ],
  ];
}

function questionsFor(entry: TitleEntry, place: LocationEntry, random: () => number): QuestionInput[] {
  const [always, ...rest] = questionPool(entry, place, random);
  const picked = rest.filter(() => random() < 0.45).flat();
  const questions = [...always!, ...picked];
  // One to three steps, as LinkedIn splits longer forms.
  const steps = questions.length > 6 ? 3 : questions.length > 3 ? 2 : 1;
  return questions.map((q, i) => ({ ...q, step: 1 + Math.floor((i * steps) / questions.length) }));
}

function describe(entry: TitleEntry, company: string, place: LocationEntry): string {
  const where = place.remote ? `fully remote (${place.location})` : `based in ${place.location}`;
  return [
    `${company} is hiring a ${entry.title}. This role is ${where}.`,
    '',
    'What you will do:',
    ...entry.duties.map((d) => `• ${d[0]!.toUpperCase()}${d.slice(1)}.`),
    '',
    'What we are looking for:',
    ...entry.skills.map((s) => `• Hands-on experience with ${s}.`),
    '• Clear written and spoken English.',
    '',
    `Why ${company}: flexible hours, learning budget and a friendly team.`,
  ].join('\n');
}

/**
 * Builds the default scenario: every title posted by four companies in four places, a seeded
 * mix of posting ages, Easy Apply and question sets. The same on every run.
 */
export function generateDefaultScenario(seed = 20260101): Scenario {
  const random = seededRandom(seed);
  const jobs: ScenarioInput['jobs'] = [];
  TITLES.forEach((entry, t) => {
    for (let k = 0; k < 4; k += 1) {
      const index = t * 4 + k;
      const company = COMPANIES[(t * 5 + k * 3) % COMPANIES.length]!;
      // The first posting of every title is remote, so a "Remote" search always finds each title.
      const place =
        k === 0 ? LOCATIONS.filter((l) => l.remote)[t % 3]! : LOCATIONS[(t * 7 + k * 5) % LOCATIONS.length]!;
      jobs.push({
        id: String(4100000000 + index * 104729),
        title: entry.title,
        company,
        location: place.location,
        remote: place.remote,
        // A spread of ages, so each "Date posted" filter narrows the list: a few today, most this month.
        postedDaysAgo: index % 9 === 0 ? 0 : Math.floor(random() * (index % 3 === 0 ? 45 : 20)),
        description: describe(entry, company, place),
        easyApply: index % 7 !== 3,
        // Today's LinkedIn, mixed as a new user meets it: half the postings on the SDUI page (some
        // with a bare "Apply" link), a few closed or behind the safety reminder, and half the
        // external-apply ones listed under the Easy Apply filter anyway.
        layout: index % 2 === 1 ? 'sdui' : 'classic',
        sduiApplyText: index % 8 === 7 ? 'Apply' : 'Easy Apply',
        closed: index % 11 === 5,
        safetyReminder: index % 9 === 4,
        listedAsEasyApply: index % 14 === 3,
        questions: questionsFor(entry, place, random),
        // External postings lead to Greenhouse, Lever or Ashby replicas (some to an unknown site).
        ...(index % 7 === 3 && demoCompanySite((index - 3) / 7)
          ? { companySite: demoCompanySite((index - 3) / 7)! }
          : {}),
      });
    }
  });
  // What 2026 forms hold beside plain questions: help lines, decimals, saved answers, self-identification.
  jobs.push(...fieldKindsPostings());
  // The 2026 React sign-in page; results occluded past the first 7 cards (the schema's default).
  // New accounts get the "Mark this job as a top choice" step (a step only some accounts see), and
  // LinkedIn's default member country, so a new user's run meets both.
  return parseScenario(
    { accounts: [], newAccounts: { country: 'United States', topChoiceStep: true }, signInPage: 'react', jobs },
    'default scenario',
  );
}

/** The default scenario (≥ 60 postings), used when no scenario is given. */
export const defaultScenario: Scenario = generateDefaultScenario();
