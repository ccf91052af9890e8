import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationSettingsRequestSchema, notificationSettingsSchema } from '@app/shared/contract';
import { findNotificationSettings, updateNotificationSettings } from '@/db/repositories/notification-settings';
import { notFound } from '@/errors/api-error';
import { routeSchemas } from '@/api/route-schema';

const schema = routeSchemas({ tag: 'accounts', errors: [400] });

/** The signed-in user's notification opt-ins (product §4.10). */
const notifications: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: schema({ response: { 200: notificationSettingsSchema } }, { errors: [] }) },
    async (request) => {
      const found = await findNotificationSettings(app.db, request.user.id);
      if (!found) throw notFound();
      const { email: _email, ...settings } = found;
      return settings;
    },
  );

  app.put(
    '/',
    { schema: schema({ body: notificationSettingsRequestSchema, response: { 200: notificationSettingsSchema } }) },
    async (request) => {
      const saved = await updateNotificationSettings(app.db, request.user.id, request.body);
      if (!saved) throw notFound();
      return saved;
    },
  );
};
export default notifications;
