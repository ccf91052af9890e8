import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadContract } from '@app/shared/api';
import type { Credits } from '@app/shared/contract';
import { formatDateTime } from '@app/shared/format';
import { queryClient } from '@app/shared/query';
import { MemoryRouter, Route, Routes, useLocation } from '@app/shared/router';
import { emitLiveEvent, useSession } from '@app/shared/stores';
import { type Handler, serveApiForTests } from '@app/shared/test-support';
import { UiProvider } from '@app/shared/ui';
import { CreditsPage } from '../credits-page';

const URL = '/django/api/accounts/users/credits/';
const user = { id: 5, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', credits: 8 };
const ledger: Credits = {
  balance: 8,
  entries: [
    {
      id: 3,
      date: '2026-03-02 10:04:05',
      change: -1,
      balance_after: 8,
      kind: 'job_applied',
      reason: 'Applied to Data Analyst at Globex',
      job_application: { id: 41, job_search: 7, job_title: 'Data Analyst', company_name: 'Globex' },
      receipt_url: null,
    },
    {
      id: 2,
      date: '2026-03-02 09:00:00',
      change: -1,
      balance_after: 9,
      kind: 'job_applied',
      reason: 'Applied to a job (since deleted)',
      job_application: null,
      receipt_url: null,
    },
    {
      id: 1,
      date: '2026-03-01 08:00:00',
      change: 10,
      balance_after: 10,
      kind: 'signup',
      reason: 'Welcome credits',
      job_application: null,
      receipt_url: null,
    },
  ],
  total_entries: 3,
  packs: [],
};
const packs = [
  { credits: 10, amount: 500, currency: 'usd' },
  { credits: 50, amount: 2000, currency: 'usd' },
];
let credits: Credits;
let handler: Handler;

const api = serveApiForTests((request) => handler(request));
beforeAll(() => loadContract());
beforeEach(() => {
  api.server.requests.length = 0;
  queryClient.clear();
  useSession.setState({ user, isAuthenticated: true });
  credits = { ...ledger, entries: [...ledger.entries], packs: [] };
  handler = (request) => {
    if (request.method === 'GET' && request.path === URL) return { status: 200, body: credits };
    if (request.method === 'POST' && request.path === `${URL}checkout/`) {
      const { pack } = JSON.parse(request.body);
      if (!credits.packs.some((p) => p.credits === pack))
        return { status: 400, body: { pack: ['Please choose one of the credit packs.'] } };
      return { status: 200, body: { url: `https://checkout.stripe.com/c/pay/cs_test_${pack}` } };
    }
    return { status: 404, body: { detail: 'Not found.' } };
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const Landed = () => <p>landed on {useLocation().pathname}</p>;

async function openPage(entry = '/credits', redirect: (url: string) => void = () => undefined) {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/credits" element={<CreditsPage redirect={redirect} />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
  const page = await screen.findByRole('region', { name: 'Credits' });
  await within(page).findByText(/^You have/);
  return page;
}

const rowsOf = (page: HTMLElement) =>
  within(page)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Credits page', () => {
  it('shows the balance and the ledger, newest first, with date and time, change and reason', async () => {
    const page = await openPage();
    expect(within(page).getByText('You have 8 credits.')).toBeInTheDocument();
    expect(rowsOf(page)).toEqual([
      [formatDateTime('2026-03-02 10:04:05'), '−1', 'Applied to Data Analyst at Globex', '8'],
      [formatDateTime('2026-03-02 09:00:00'), '−1', 'Applied to a job (since deleted)', '9'],
      [formatDateTime('2026-03-01 08:00:00'), '+10', 'Welcome credits', '10'],
    ]);
    expect(formatDateTime('2026-03-02 10:04:05')).toMatch(/\d:\d\d:\d\d/); // the time, not only the day
  });

  it('links a charge to the search it paid for', async () => {
    const page = await openPage();
    await userEvent.setup().click(within(page).getByRole('link', { name: 'Applied to Data Analyst at Globex' }));
    expect(await screen.findByText('landed on /job-search/7')).toBeInTheDocument();
  });

  it('says what a job costs', async () => {
    const page = await openPage();
    expect(within(page).getByText('1 Job for 1 Credit')).toBeInTheDocument();
  });

  it('without buying set up, says in plain words who adds credits, with no command to run', async () => {
    const page = await openPage();
    expect(within(page).queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();
    expect(
      within(page).getByText(
        'Buying credits is not available on this JobPilot. Credits are added by the administrator of this JobPilot.',
      ),
    ).toBeInTheDocument();
    expect(page).not.toHaveTextContent(/pnpm|cli credits grant/);
  });

  it('a pack’s button asks for a Checkout session and goes to it', async () => {
    credits.packs = packs;
    const visited: string[] = [];
    const page = await openPage('/credits', (url) => visited.push(url));
    expect(within(page).getByRole('button', { name: 'Buy 10 credits for $5.00' })).toBeEnabled();
    await userEvent.setup().click(within(page).getByRole('button', { name: 'Buy 50 credits for $20.00' }));
    await screen.findByRole('button', { name: 'Buy 50 credits for $20.00', busy: true });
    // Busy shows as soon as it is pressed; the browser leaves once the session's address is back.
    await waitFor(() => expect(visited).toEqual(['https://checkout.stripe.com/c/pay/cs_test_50']));
    const posted = api.server.requests.filter((r) => r.method === 'POST');
    expect(posted.map((r) => [r.path, JSON.parse(r.body)])).toEqual([[`${URL}checkout/`, { pack: 50 }]]);
  });

  it('a refused purchase says why and lets the user try again', async () => {
    credits.packs = packs;
    const visited: string[] = [];
    const page = await openPage('/credits', (url) => visited.push(url));
    credits.packs = []; // the operator took the packs away meanwhile
    await userEvent.setup().click(within(page).getByRole('button', { name: 'Buy 10 credits for $5.00' }));
    expect(await screen.findByText('Please choose one of the credit packs.')).toBeInTheDocument();
    expect(visited).toEqual([]);
    expect(within(page).getByRole('button', { name: 'Buy 10 credits for $5.00' })).toBeEnabled();
  });

  it.each([
    ['success', 'Payment received — your credits will appear in a moment.'],
    ['cancelled', 'Payment cancelled. No money was taken.'],
  ])('back from Checkout (%s) says so', async (outcome, message) => {
    const page = await openPage(`/credits?checkout=${outcome}`);
    expect(within(page).getByRole('status')).toHaveTextContent(message);
  });

  it('a live user_credits_changed reloads the ledger', async () => {
    const page = await openPage('/credits?checkout=success');
    credits = {
      ...credits,
      balance: 58,
      total_entries: 4,
      entries: [
        {
          id: 4,
          date: '2026-03-03 12:00:00',
          change: 50,
          balance_after: 58,
          kind: 'purchase',
          reason: 'Bought 50 credits',
          job_application: null,
          receipt_url: 'https://pay.stripe.com/receipts/payment/cs_test_1',
        },
        ...credits.entries,
      ],
    };
    act(() => emitLiveEvent('user_credits_changed', { credits: 58 }));
    expect(await within(page).findByText('You have 58 credits.')).toBeInTheDocument();
    expect(rowsOf(page)[0]).toEqual([
      formatDateTime('2026-03-03 12:00:00'),
      '+50',
      'Bought 50 credits · Receipt',
      '58',
    ]);
    // The purchase links to its Stripe receipt, in a new tab; nothing else has one.
    const receipt = within(page).getByRole('link', { name: /^Receipt for Bought 50 credits on / });
    expect(receipt).toHaveAttribute('href', 'https://pay.stripe.com/receipts/payment/cs_test_1');
    expect(receipt).toHaveAttribute('target', '_blank');
    expect(within(page).getAllByRole('link', { name: /^Receipt/ })).toHaveLength(1);
    expect(useSession.getState().user?.credits).toBe(58); // the header's balance
  });

  it('says so when the ledger cannot be loaded', async () => {
    handler = () => ({ status: 500, body: { detail: 'A server error occurred.' } });
    render(
      <UiProvider>
        <MemoryRouter initialEntries={['/credits']}>
          <CreditsPage />
        </MemoryRouter>
      </UiProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your credits. Please try again.');
  });
});
