import { screen } from '@testing-library/react';
import { LINKEDIN_CREDENTIALS_EXIST, type LinkedinCredentials } from '@app/shared/contract';
import { type Handler, serveApiForTests } from '@app/shared/test-support';
import { renderWithUi } from '../../../../test-support/render-with-ui';
import { LinkedinCredentialsDialog } from '../linkedin-credentials-dialog';

// The dialog through the real api client and a real HTTP server: what goes on the wire.
const record: LinkedinCredentials = {
  id: 3,
  username: 'ada@example.com',
  created_at: '2026-01-01 10:00:00',
  updated_at: '2026-01-01 10:00:00',
  cookies_saved: false,
  cookies_saved_at: null,
};

let handler: Handler;
const api = serveApiForTests((request) => handler(request));
beforeEach(() => {
  api.server.requests.length = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const calls = () => api.server.requests.map((r) => `${r.method} ${r.path}${r.body ? ` ${r.body}` : ''}`);
const email = () => screen.getByLabelText('LinkedIn Email') as HTMLInputElement;
const password = () => screen.getByLabelText('LinkedIn Password') as HTMLInputElement;

async function open() {
  const view = renderWithUi(<LinkedinCredentialsDialog open onClose={jest.fn()} />);
  await screen.findByRole('form', { name: 'LinkedIn credentials' });
  return view;
}

test('first save POSTs username and password; with credentials saved an empty password is left out of the PATCH', async () => {
  let saved: LinkedinCredentials | null = null;
  handler = (request) => {
    if (request.method === 'GET') return { status: 200, body: saved ? [saved] : [] };
    if (request.method === 'POST') return { status: 201, body: (saved = record) };
    return { status: 200, body: { ...record, username: JSON.parse(request.body).username } };
  };

  const first = await open();
  await first.user.type(email(), 'ada@example.com');
  await first.user.type(password(), 'secret');
  await first.user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('LinkedIn credentials saved successfully');
  first.unmount();

  const second = await open();
  expect(email().value).toBe('ada@example.com');
  await second.user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('LinkedIn credentials updated successfully');

  expect(calls()).toEqual([
    'GET /django/api/job-search/linkedin-credentials/',
    'POST /django/api/job-search/linkedin-credentials/ {"username":"ada@example.com","password":"secret"}',
    'GET /django/api/job-search/linkedin-credentials/',
    'PATCH /django/api/job-search/linkedin-credentials/3/ {"username":"ada@example.com"}',
  ]);
});

test('a POST refused because credentials exist shows the failure, then the next Save updates them', async () => {
  let posted = false;
  handler = (request) => {
    if (request.method === 'GET') return { status: 200, body: posted ? [record] : [] };
    if (request.method === 'POST') {
      posted = true;
      return { status: 400, body: { non_field_errors: [LINKEDIN_CREDENTIALS_EXIST] } };
    }
    return { status: 200, body: record };
  };

  const { user } = await open();
  await user.type(email(), 'ada@example.com');
  await user.type(password(), 'secret');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Failed to save LinkedIn credentials. Please try again.');
  expect(password().value).toBe('');

  await user.type(password(), 'secret2');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('LinkedIn credentials updated successfully');
  expect(calls().at(-1)).toBe(
    'PATCH /django/api/job-search/linkedin-credentials/3/ {"username":"ada@example.com","password":"secret2"}',
  );
});
