import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@app/shared/stores';
import { user } from '@/testing/fixtures';
import { renderPage } from '@/testing/render-page';
import { ApplyMoreDialog } from '../apply-more-dialog';

const WARNING = /^You need/;
let submitted: number[];

beforeEach(() => {
  submitted = [];
});

function open({ credits, currentMax, applied }: { credits: number | null; currentMax: number; applied: number }) {
  useSession.setState({ user: credits === null ? null : { ...user, credits }, isAuthenticated: credits !== null });
  renderPage(
    <ApplyMoreDialog
      open
      currentMax={currentMax}
      applied={applied}
      onClose={() => undefined}
      onSubmit={async (additional) => {
        submitted.push(additional);
      }}
    />,
  );
  return screen.getByRole('spinbutton', { name: 'Number of additional jobs' });
}

describe('Apply to More Jobs: the credit warning (product §5)', () => {
  test('20 more jobs with 7 credits are warned about, with the credits still to find; starting stays possible', async () => {
    const input = open({ credits: 7, currentMax: 5, applied: 5 });
    const ui = userEvent.setup();
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument(); // 5 proposed, 7 credits
    await ui.clear(input);
    await ui.type(input, '20');
    expect(screen.getByText('The search will apply to up to 25 jobs in total.')).toBeInTheDocument();
    expect(
      screen.getByText('You need 20 credits to complete this job search, but you only have 7 credits available.'),
    ).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Start Applying' }));
    expect(submitted).toEqual([20]);
  });

  test('says "1 credit" for one, and counts from the jobs already applied', async () => {
    const input = open({ credits: 1, currentMax: 4, applied: 5 });
    const ui = userEvent.setup();
    await ui.clear(input);
    await ui.type(input, '3'); // 4 + 3 = 7, 5 applied: 2 credits needed
    expect(
      screen.getByText('You need 2 credits to complete this job search, but you only have 1 credit available.'),
    ).toBeInTheDocument();
    await ui.clear(input);
    await ui.type(input, '2'); // 6 − 5 = 1 ≤ 1
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });

  test('no warning while the number is not valid', async () => {
    const input = open({ credits: 0, currentMax: 5, applied: 5 });
    const ui = userEvent.setup();
    expect(screen.getByText(WARNING)).toHaveTextContent(
      'You need 5 credits to complete this job search, but you only have 0 credits available.',
    );
    await ui.clear(input);
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Applying' })).toBeDisabled();
  });

  test('a user not loaded yet sees no warning', () => {
    open({ credits: null, currentMax: 5, applied: 5 });
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });
});
