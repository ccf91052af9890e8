import { getApiClient } from '@app/shared/api';
import type { Feedback } from '@app/shared/contract';

// Only the shell's feedback dialog sends feedback: compiled into the shell (CONTRIBUTING, "Who owns
// an endpoint"), its answer checked with the contract loaded on demand as the dialog's form is.
export async function submitFeedback(comment: string): Promise<Feedback> {
  const { data } = await getApiClient().post('/accounts/users/submit-feedback/', { comment });
  const { checkAnswer, feedbackSchema } = await import('@app/shared/contract');
  return checkAnswer(feedbackSchema, data, 'submit-feedback');
}
