import { getApiClient } from '@app/shared/api';
import type { CreateLinkedinCredentialsRequest, LinkedinCredentials } from '@app/shared/contract';

// Only this remote's dialog saves new credentials: compiled into it (CONTRIBUTING, "Who owns an
// endpoint"). Reading and updating them stay in `@app/shared`: Profile uses them too.

export async function createLinkedinCredentials(body: CreateLinkedinCredentialsRequest): Promise<LinkedinCredentials> {
  const { data } = await getApiClient().post('/job-search/linkedin-credentials/', body);
  const { checkAnswer, linkedinCredentialsSchema } = await import('@app/shared/contract');
  return checkAnswer(linkedinCredentialsSchema, data, 'save LinkedIn credentials');
}
