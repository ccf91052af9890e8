import type { FastifyPluginAsync } from 'fastify';
import accountsUsers from './accounts/users';
import registerAndLogin from './accounts/users/register-and-login';
import accountsToken from './accounts/token';
import passwordReset from './accounts/users/password-reset';
import passwordResetConfirm from './accounts/users/password-reset/confirm';
import jobSearches from './job-search';
import resumes from './job-search/resumes';
import extraInformation from './job-search/extra-information';
import jobPreferences from './job-search/job-preferences';
import linkedinCredentials from './job-search/linkedin-credentials';
import jobApplications from './job-search/job-applications';
import applicationTotals from './job-search/application-totals';
import answersNeeded from './job-search/answers-needed';
import myAnswers from './job-search/my-answers';
import submitVerificationCode from './job-search/submit-verification-code';
import cancelVerification from './job-search/cancel-verification';
import jobs from './jobs';
import accountsUsersMe from './accounts/users/me';
import accountsUsersMeExport from './accounts/users/me/export';
import jobApplicationsExport from './job-search/job-applications/export';
import channelAuth from './live/channel-auth';
import clientConfig from './live/client-config';
import credits from './accounts/users/credits';
import stripeWebhook from './billing/stripe/webhook';
import notificationSettings from './accounts/users/me/notifications';
import excludedCompanies from './accounts/users/me/excluded-companies';
import jobSearchSchedule from './job-search/schedule';
import schedulerClock from './test-mode/scheduler-clock';
import { signedIn } from './signed-in';

/**
 * Everything under /django/api; each folder below is one segment of the URL. A new endpoint goes
 * into the signed-in scope unless anyone may call it.
 */
const api: FastifyPluginAsync = async (app) => {
  // Answers carry personal data (tokens, profiles, applications): no browser or proxy keeps a
  // copy, unless a route says otherwise (downloads set `private, no-store` themselves).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  // Anyone: these are how a user gets a token, and what pusher-js needs before it has one.
  await app.register(registerAndLogin, { prefix: '/accounts/users' });
  await app.register(accountsToken, { prefix: '/accounts/token' });
  await app.register(clientConfig, { prefix: '/live' });
  // Stripe signs its calls instead of sending a token.
  await app.register(stripeWebhook, { prefix: '/billing/stripe/webhook' });
  // The link from the mail is the credential of a user who cannot sign in.
  await app.register(passwordReset, { prefix: '/accounts/users/password-reset' });
  await app.register(passwordResetConfirm, { prefix: '/accounts/users/password-reset/confirm' });

  // Only with SCHEDULER_TEST_CLOCK=on (tests): the schedules' clock.
  if (app.schedulerTestClock) await app.register(schedulerClock, { prefix: '/__test/scheduler-clock' });

  await app.register(
    signedIn(async (scope) => {
      await scope.register(accountsUsers, { prefix: '/accounts/users' });
      await scope.register(jobSearches, { prefix: '/job-search' });
      await scope.register(jobSearchSchedule, { prefix: '/job-search' });
      await scope.register(resumes, { prefix: '/job-search/resumes' });
      await scope.register(extraInformation, { prefix: '/job-search/extra-information' });
      await scope.register(jobPreferences, { prefix: '/job-search/job-preferences' });
      await scope.register(linkedinCredentials, { prefix: '/job-search/linkedin-credentials' });
      await scope.register(jobApplications, { prefix: '/job-search/job-applications' });
      await scope.register(applicationTotals, { prefix: '/job-search/application-totals' });
      await scope.register(answersNeeded, { prefix: '/job-search/answers-needed' });
      await scope.register(myAnswers, { prefix: '/job-search/my-answers' });
      await scope.register(submitVerificationCode, { prefix: '/job-search/submit-verification-code' });
      await scope.register(cancelVerification, { prefix: '/job-search/cancel-verification' });
      await scope.register(jobs, { prefix: '/jobs' });
      await scope.register(channelAuth, { prefix: '/live' });
      await scope.register(credits, { prefix: '/accounts/users/credits' });
      await scope.register(notificationSettings, { prefix: '/accounts/users/me/notifications' });
      await scope.register(excludedCompanies, { prefix: '/accounts/users/me/excluded-companies' });
      await scope.register(accountsUsersMe, { prefix: '/accounts/users/me' });
      await scope.register(accountsUsersMeExport, { prefix: '/accounts/users/me/export' });
      await scope.register(jobApplicationsExport, { prefix: '/job-search/job-applications/export' });
    }),
  );
};
export default api;
