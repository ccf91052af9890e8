import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatTimestamp } from '@app/shared/format';

/**
 * Test mode only (SCHEDULER_TEST_CLOCK=on, registered nowhere else): sets the clock the schedules
 * read and starts what has come by it, so an end-to-end test sees a scheduled search start "at
 * 08:00" without waiting for it (product §4.12).
 */
const schedulerClock: FastifyPluginAsyncZod = async (app) => {
  const control = app.schedulerTestClock;
  if (!control) return;
  app.post(
    '/',
    {
      schema: {
        hide: true,
        body: z.object({ now: z.iso.datetime({ offset: true }) }),
        response: { 200: z.object({ now: z.string() }) },
      },
    },
    async (request) => {
      control.clock.set(new Date(request.body.now));
      await control.check();
      return { now: formatTimestamp(control.clock.now()) };
    },
  );
};
export default schedulerClock;
