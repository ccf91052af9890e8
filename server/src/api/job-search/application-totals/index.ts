import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationTotalsSchema, type ApplicationTotals } from '@app/shared/contract';
import { countApplications } from '@/db/repositories/application-totals';
import { dailyLimitDayStart } from '@/services/daily-limit-day';
import { routeSchemas } from '@/api/route-schema';

const schema = routeSchemas({ tag: 'job-applications', errors: [] });

/** The user's applications across every search: the dashboard's "Your applications". */
const applicationTotals: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: schema({ response: { 200: applicationTotalsSchema } }) }, async (request) => {
    const now = new Date();
    const counts = await countApplications(app.db, request.user.id, dailyLimitDayStart(now), now);
    return {
      applied_today: counts.appliedToday,
      daily_limit: app.config.bot.dailyApplyLimit,
      applied_last_7_days: counts.appliedLast7Days,
      applied_in_all: counts.appliedInAll,
      failed_in_all: counts.failedInAll,
      jobs_waiting: counts.jobsWaiting,
    } satisfies ApplicationTotals;
  });
};
export default applicationTotals;
