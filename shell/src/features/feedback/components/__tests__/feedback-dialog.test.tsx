import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { loadContract } from '@app/shared/api';
import { type Answer, serveApiForTests } from '@app/shared/test-support';
import { UiProvider } from '@app/shared/ui';
import { FeedbackDialog } from '../feedback-dialog';

let answer: Answer;

const api = serveApiForTests(() => answer);
// The form checks with the contract's schemas, fetched on first use (loadContract); fetched here once,
// so a slow first transform of zod does not eat into the first test's waits.
beforeAll(() => loadContract());
beforeEach(() => {
  api.server.requests.length = 0;
});

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <UiProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Feedback
      </button>
      <FeedbackDialog open={open} onClose={() => setOpen(false)} />
    </UiProvider>
  );
}

describe('feedback dialog', () => {
  it('refuses a blank comment without calling the API', async () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Send Feedback' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your feedback'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your feedback');
    expect(api.server.requests).toHaveLength(0);
    // The message stays until the text is edited, and focus is back on the field to fix it.
    expect(screen.getByLabelText('Your feedback')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Your feedback'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens with the text field focused', () => {
    render(<Harness />);
    expect(screen.getByLabelText('Your feedback')).toHaveFocus();
  });

  it('refuses more than the server’s 5000 characters in the server’s words', async () => {
    render(<Harness />);
    const field = screen.getByLabelText('Your feedback');
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(5001));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ensure this field has no more than 5000 characters.');
    expect(api.server.requests).toHaveLength(0);
  });

  it('sends the trimmed comment, thanks, closes and clears', async () => {
    answer = { status: 201, body: { id: 1, comment: 'Great app', created_at: '2026-11-22 10:00:00' } };
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Your feedback'), '  Great app  ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/django/api/accounts/users/submit-feedback/',
    });
    expect(JSON.parse(api.server.requests[0]!.body)).toEqual({ comment: 'Great app' });
    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    expect((screen.getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe('');
  });

  it('says so when sending fails and keeps the text', async () => {
    answer = { status: 500, body: { detail: 'boom' } };
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Your feedback'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Failed to submit feedback. Please try again.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect((screen.getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('Cancel closes without sending', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.server.requests).toHaveLength(0);
  });
});
