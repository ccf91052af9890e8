import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXCLUSION_LIMITS, exclusionMessages } from '@app/shared/contract';
import { queryClient } from '@app/shared/query';
import { type Handler, serveApiForTests } from '@app/shared/test-support';
import { UiProvider } from '@app/shared/ui';
import { ExcludedCompaniesSection } from '../excluded-companies-section';

const URL = '/django/api/accounts/users/me/excluded-companies/';
let stored: { companies: string[] };
let handler: Handler;

const api = serveApiForTests((request) => handler(request));

beforeEach(() => {
  api.server.requests.length = 0;
  queryClient.clear();
  stored = { companies: ['Initech'] };
  // A small stand-in for the server's list, so what the section shows is what it saved.
  handler = (request) => {
    if (request.path !== URL) return { status: 404, body: { detail: 'Not found.' } };
    if (request.method === 'GET') return { status: 200, body: stored };
    if (request.method === 'PUT') {
      stored = JSON.parse(String(request.body)) as typeof stored;
      return { status: 200, body: stored };
    }
    return { status: 405, body: { detail: 'Method not allowed.' } };
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function openSection() {
  render(
    <UiProvider>
      <ExcludedCompaniesSection />
    </UiProvider>,
  );
  const section = await screen.findByRole('region', { name: 'Companies excluded on every search' });
  await within(section).findByRole('textbox', { name: 'Company' });
  return section;
}

const puts = () => api.server.requests.filter((r) => r.method === 'PUT').map((r) => JSON.parse(String(r.body)));
const chips = (section: HTMLElement) =>
  within(within(section).getByRole('list', { name: 'Companies excluded on every search' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

test('shows the saved list; a company added by Enter and one typed but not added are saved, a repeat once', async () => {
  const section = await openSection();
  expect(chips(section)).toEqual(['Initech']);
  const ui = userEvent.setup();
  const input = within(section).getByRole('textbox', { name: 'Company' });
  await ui.type(input, 'Acme{Enter}');
  await ui.type(input, ' initech ');
  await ui.click(within(section).getByRole('button', { name: 'Save excluded companies' }));
  expect(await screen.findByText('Excluded companies saved.')).toBeInTheDocument();
  expect(puts()).toEqual([{ companies: ['Initech', 'Acme'] }]);
  expect(chips(section)).toEqual(['Initech', 'Acme']);

  await ui.click(within(section).getByRole('button', { name: 'Remove Initech' }));
  await ui.click(within(section).getByRole('button', { name: 'Save excluded companies' }));
  await waitFor(() => expect(puts()).toHaveLength(2));
  expect(puts()[1]).toEqual({ companies: ['Acme'] });
  expect(chips(section)).toEqual(['Acme']);
});

test('a name too long is refused under the field in plain words, and nothing is sent', async () => {
  const section = await openSection();
  const ui = userEvent.setup();
  const input = within(section).getByRole('textbox', { name: 'Company' });
  await ui.click(input);
  await ui.paste('x'.repeat(EXCLUSION_LIMITS.length + 1));
  await ui.click(within(section).getByRole('button', { name: 'Save excluded companies' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent(exclusionMessages.tooLong);
  expect(input).toHaveAccessibleDescription(exclusionMessages.tooLong);
  expect(puts()).toEqual([]);
});

test("the server's refusal shows under the field; the saved list stays as it was", async () => {
  handler = (request) =>
    request.method === 'GET'
      ? { status: 200, body: stored }
      : { status: 400, body: { companies: [exclusionMessages.tooMany] } };
  const section = await openSection();
  const ui = userEvent.setup();
  await ui.type(within(section).getByRole('textbox', { name: 'Company' }), 'Acme{Enter}');
  await ui.click(within(section).getByRole('button', { name: 'Save excluded companies' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent(exclusionMessages.tooMany);
  expect(await screen.findByText('Could not save your excluded companies. Please try again.')).toBeInTheDocument();
  expect(stored).toEqual({ companies: ['Initech'] });
});
