import { z } from 'zod';
import { isValidChannelName } from '../socket/channel-name';

/** Pusher's limits: at most 10 KB of data per event, 100 channels per event, 10 events per batch. */
export const MAX_DATA_BYTES = 10 * 1024;
const MAX_CHANNELS_PER_EVENT = 100;
const MAX_BATCH_EVENTS = 10;

const channelName = z.string().refine(isValidChannelName, {
  message: 'Invalid channel name: at most 164 characters of A-Z, a-z, 0-9 and _ - = @ , . ;',
});
// pusher: and pusher_internal: events are the protocol's own: a client would take them as such.
const eventName = z
  .string()
  .min(1, { message: 'The event name may not be blank' })
  .max(200, { message: 'Event names are at most 200 characters' })
  .refine((name) => !name.startsWith('pusher:') && !name.startsWith('pusher_internal:'), {
    message: 'Event names starting with pusher: or pusher_internal: are reserved',
  });
const data = z.string({ message: 'data must be a string (JSON-encode objects)' });
const socketId = z.string().regex(/^\d+\.\d+$/, { message: 'socket_id must look like 123.456' });

/** POST /apps/{app_id}/events: one event to one or more channels. */
export const eventsBodySchema = z
  .object({
    name: eventName,
    data,
    channels: z
      .array(channelName)
      .min(1, { message: 'channels may not be empty' })
      .max(MAX_CHANNELS_PER_EVENT, { message: `At most ${MAX_CHANNELS_PER_EVENT} channels per event` })
      .optional(),
    channel: channelName.optional(),
    socket_id: socketId.optional(),
  })
  .refine((body) => (body.channels === undefined) !== (body.channel === undefined), {
    message: 'Give either channels or channel',
  });

/** POST /apps/{app_id}/batch_events: up to 10 events, each to one channel. */
export const batchBodySchema = z.object({
  batch: z
    .array(z.object({ name: eventName, channel: channelName, data, socket_id: socketId.optional() }))
    .min(1, { message: 'batch may not be empty' })
    .max(MAX_BATCH_EVENTS, { message: `At most ${MAX_BATCH_EVENTS} events per batch` }),
});

/** One line naming each problem, as Pusher's HTTP API answers in its error body. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ` : '') + issue.message).join('; ');
}
