import { createBotUser } from '@test/helpers/bot-user';
import {
  applicationsOf,
  EXTRA,
  newLinkedinAccount,
  posting,
  recordLiveEvents,
  RESUME_TEXT,
  startBotHarness,
  waitForRunEnd,
  type BotHarness,
} from '@test/helpers/bot-harness';
import { postingReasons } from '../run-notes';

// product §4.2 and §4.5: every attempt is pushed live with its application, the bot says what it is
// doing, and a run that applied to nothing does not end as a green "Completed". Real Chromium
// against the sandbox, through the real API; pacing off.
let h: BotHarness;

beforeAll(async () => {
  h = await startBotHarness();
});
afterAll(() => h.close());

const linkedinAccount = () => newLinkedinAccount('outcomes');

const LICENCE = 'Do you have a valid driving licence?';

/** Page jargon a note must never carry: selectors, element descriptions, the operator. */
const JARGON = /operator|snapshot|selector|\[data-|#job|was not found|ERR_/i;

async function runToEnd(jobs: ReturnType<typeof posting>[], preference = {}) {
  await h.reset({ jobs });
  const u = await createBotUser(h.t, {
    linkedin: linkedinAccount(),
    resumeText: RESUME_TEXT,
    extra: EXTRA,
    preference,
  });
  const live = await recordLiveEvents(h.t, u.user.id);
  try {
    const res = await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token });
    expect(res.status).toBe(200);
    const search = await waitForRunEnd(h.t, u.token, u.searchId);
    await live.waitFor((event, data) => event === 'job_search_status_updated' && data.status !== 'running');
    return { u, search, events: live.events(), applications: await applicationsOf(h.t, u.token, u.searchId) };
  } finally {
    live.close();
  }
}

describe('honest outcomes and live attempts', () => {
  it('a run where every posting was skipped or waited: each attempt is pushed with its application; the end counts the reasons', async () => {
    const { search, events, applications } = await runToEnd([
      posting('701', { closed: true }),
      posting('702', {
        questions: [
          ...posting('702').questions!,
          { id: 'licence', type: 'radio', label: LICENCE, options: ['Yes', 'No'] },
        ],
      }),
      posting('703', {
        questions: [
          ...posting('703').questions!,
          { id: 'licence', type: 'radio', label: LICENCE, options: ['Yes', 'No'] },
        ],
      }),
    ]);

    expect(search).toMatchObject({
      status: 'nothing_applied',
      num_applied_jobs: 0,
      notes:
        "Finished without applying to any job this time: 2 waited for your answer, 1 was closed or applied to on the company's website.",
    });
    expect(search.notes).not.toMatch(JARGON);

    // One job_application_recorded per attempt, carrying the application exactly as the API lists it.
    const recorded = events.filter((e) => e.event === 'job_application_recorded').map((e) => e.data);
    expect(recorded).toEqual(applications.map((application) => ({ job_search_id: search.id, application })));
    expect(applications.map((a) => [a.company_name, a.status, a.error_message])).toEqual([
      ['Company 701', 'skipped', postingReasons.closed],
      ['Company 702', 'waiting', `Waiting for your answer to "${LICENCE}".`],
      ['Company 703', 'waiting', `Waiting for your answer to "${LICENCE}".`],
    ]);
    expect(events.some((e) => e.event === 'job_application_success')).toBe(false);

    // What the bot is doing, in order: signing in, the result page, then each job it opens.
    const activities = events.filter((e) => e.event === 'job_search_activity').map((e) => e.data.activity);
    expect(activities).toEqual([
      { step: 'signing_in' },
      { step: 'reading_results', search_term: 'Software Engineer', page: 1 },
      { step: 'applying', job_title: 'Senior Software Engineer', company_name: 'Company 701' },
      { step: 'applying', job_title: 'Senior Software Engineer', company_name: 'Company 702' },
      { step: 'applying', job_title: 'Senior Software Engineer', company_name: 'Company 703' },
    ]);
    expect(events.at(-1)).toEqual({
      event: 'job_search_status_updated',
      data: { job_search_id: search.id, status: 'nothing_applied', notes: search.notes },
    });
  });

  it('a run where LinkedIn finds nothing ends as no matching jobs', async () => {
    const { search, applications } = await runToEnd([]);
    expect(search).toMatchObject({
      status: 'no_matches',
      num_applied_jobs: 0,
      notes: 'No matching jobs: LinkedIn found no new jobs for this search; applied to 0 jobs in all.',
    });
    expect(applications).toEqual([]);
  });

  it('a run that applied to some jobs still completes, with what it skipped pushed live as well', async () => {
    const { search, events } = await runToEnd([posting('711'), posting('712', { closed: true })]);
    expect(search).toMatchObject({
      status: 'completed',
      num_applied_jobs: 1,
      notes: 'Completed: LinkedIn has no more matching jobs; applied to 1 job in all.',
    });
    expect(events.filter((e) => e.event === 'job_application_recorded').map((e) => e.data.application.status)).toEqual([
      'applied',
      'skipped',
    ]);
  });
});
