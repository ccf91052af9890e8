import { screen, waitFor, within } from '@testing-library/react';
import type { ExtraInformation } from '@app/shared/contract';
import { serveApiForTests } from '@app/shared/test-support';
import { renderWithUi } from '@/test-support/render-with-ui';
import { ExtraInformationDialog } from '../extra-information-dialog';

// The dialog through the real api client and a real HTTP server holding the user's one record.
let stored: ExtraInformation;
const api = serveApiForTests((request) => {
  if (request.path.endsWith('/offers/')) return { status: 200, body: { cover_letter_writer: false } };
  if (request.method === 'GET') return { status: 200, body: [stored] };
  stored = { ...stored, ...(JSON.parse(request.body) as Partial<ExtraInformation>) };
  return { status: 200, body: stored };
});

beforeEach(() => {
  api.server.requests.length = 0;
  stored = {
    id: 4,
    notice_period: 30,
    current_pay: '8 LPA',
    expected_pay: '12 LPA',
    data: { 'Willing to relocate?': 'Yes', 'Visa status?': 'Citizen' },
    cover_letter: '',
    follow_companies: false,
    write_cover_letter: false,
    created_at: '2026-01-01 10:00:00',
    updated_at: '2026-01-01 10:00:00',
  };
});

async function openDialog() {
  const view = renderWithUi(<ExtraInformationDialog open onClose={jest.fn()} onSaved={jest.fn()} />);
  await screen.findByRole('form', { name: 'Additional Information' });
  return view;
}
const items = () =>
  within(screen.getByRole('list', { name: 'Custom information' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const patches = () => api.server.requests.filter((r) => r.method === 'PATCH').map((r) => JSON.parse(r.body).data);

test('a saved answer is edited in its row and reaches the server with Save', async () => {
  const { user } = await openDialog();
  await user.click(screen.getByRole('button', { name: 'Edit "Willing to relocate?"' }));
  const row = screen.getByRole('group', { name: 'Edit "Willing to relocate?"' });
  const answer = within(row).getByLabelText('Edited answer');
  expect(answer).toHaveValue('Yes');
  await user.clear(answer);
  await user.type(answer, ' Only within Europe ');
  await user.click(within(row).getByRole('button', { name: 'Done' }));
  expect(items()).toEqual(['Willing to relocate?Only within Europe', 'Visa status?Citizen']);
  // Nothing is sent until Save.
  expect(patches()).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Save Information' }));
  await waitFor(() => expect(patches()).toHaveLength(1));
  expect(patches()[0]).toEqual({ 'Willing to relocate?': 'Only within Europe', 'Visa status?': 'Citizen' });
});

test('the question can be reworded; asking another pair’s question replaces that pair', async () => {
  const { user } = await openDialog();
  await user.click(screen.getByRole('button', { name: 'Edit "Willing to relocate?"' }));
  const question = screen.getByLabelText('Edited question');
  await user.clear(question);
  await user.type(question, 'Visa status?{Enter}');
  expect(items()).toEqual(['Visa status?Yes']);

  await user.click(screen.getByRole('button', { name: 'Edit "Visa status?"' }));
  await user.clear(screen.getByLabelText('Edited question'));
  await user.type(screen.getByLabelText('Edited question'), 'Work permit?');
  await user.click(screen.getByRole('button', { name: 'Done' }));
  await user.click(screen.getByRole('button', { name: 'Save Information' }));
  await waitFor(() => expect(patches()).toEqual([{ 'Work permit?': 'Yes' }]));
});

test('Done is disabled while either is blank; Cancel leaves the pair as it was', async () => {
  const { user } = await openDialog();
  await user.click(screen.getByRole('button', { name: 'Edit "Visa status?"' }));
  const row = screen.getByRole('group', { name: 'Edit "Visa status?"' });
  await user.clear(within(row).getByLabelText('Edited answer'));
  await user.type(within(row).getByLabelText('Edited answer'), '   ');
  expect(within(row).getByRole('button', { name: 'Done' })).toBeDisabled();
  await user.click(within(row).getByRole('button', { name: 'Cancel' }));
  expect(items()).toEqual(['Willing to relocate?Yes', 'Visa status?Citizen']);
});

test('a saved answer is deleted and Save sends the map without it', async () => {
  const { user } = await openDialog();
  await user.click(screen.getByRole('button', { name: 'Delete "Visa status?"' }));
  expect(items()).toEqual(['Willing to relocate?Yes']);
  await user.click(screen.getByRole('button', { name: 'Save Information' }));
  await waitFor(() => expect(patches()).toEqual([{ 'Willing to relocate?': 'Yes' }]));
});
