import type { FastifyPluginAsync } from 'fastify';
import accountsUsers from './accounts/users';
import accountsToken from './accounts/token';
import jobSearches from './job-search';
import resumes from './job-search/resumes';
import extraInformation from './job-search/extra-information';
import jobPreferences from './job-search/job-preferences';
import linkedinCredentials from './job-search/linkedin-credentials';
import jobApplications from './job-search/job-applications';
import answersNeeded from './job-search/answers-needed';
import submitVerificationCode from './job-search/submit-verification-code';
import jobs from './jobs';
import live from './live';

/** Everything under /django/api; each folder below is one segment of the URL. */
const api: FastifyPluginAsync = async (app) => {
  await app.register(accountsUsers, { prefix: '/accounts/users' });
  await app.register(accountsToken, { prefix: '/accounts/token' });
  await app.register(jobSearches, { prefix: '/job-search' });
  await app.register(resumes, { prefix: '/job-search/resumes' });
  await app.register(extraInformation, { prefix: '/job-search/extra-information' });
  await app.register(jobPreferences, { prefix: '/job-search/job-preferences' });
  await app.register(linkedinCredentials, { prefix: '/job-search/linkedin-credentials' });
  await app.register(jobApplications, { prefix: '/job-search/job-applications' });
  await app.register(answersNeeded, { prefix: '/job-search/answers-needed' });
  await app.register(submitVerificationCode, { prefix: '/job-search/submit-verification-code' });
  await app.register(jobs, { prefix: '/jobs' });
  await app.register(live, { prefix: '/live' });
};
export default api;
