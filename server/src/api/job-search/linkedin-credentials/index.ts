import {
  createLinkedinCredentialsRequestSchema,
  LINKEDIN_CREDENTIALS_EXIST,
  linkedinCredentialsListSchema,
  linkedinCredentialsSchema,
  updateLinkedinCredentialsRequestSchema,
} from '@app/shared/contract';
import {
  createLinkedinCredentials,
  deleteLinkedinCredentials,
  findLinkedinCredentials,
  toLinkedinCredentials,
  updateLinkedinCredentials,
} from '@/db/repositories/linkedin-credentials';
import { oneRecordPerUser } from '@/api/one-record-per-user';

/**
 * The user's LinkedIn login; the password is write-only (product §3), and DELETE disconnects. Timestamps and cookies_saved
 * sent by the client are dropped by the contract: the server owns them.
 */
export default oneRecordPerUser({
  tag: 'linkedin-credentials',
  schemas: {
    record: linkedinCredentialsSchema,
    list: linkedinCredentialsListSchema,
    create: createLinkedinCredentialsRequestSchema,
    update: updateLinkedinCredentialsRequestSchema,
  },
  alreadyExists: LINKEDIN_CREDENTIALS_EXIST,
  find: (app, userId) => findLinkedinCredentials(app.db, userId),
  create: (app, userId, body) => createLinkedinCredentials(app.db, app.secretBox, userId, body),
  update: (app, userId, id, body) => updateLinkedinCredentials(app.db, app.secretBox, userId, id, body),
  toResponse: toLinkedinCredentials,
  // Disconnect (product §2.8): the credentials and the saved LinkedIn session go together.
  remove: (app, userId, id) => deleteLinkedinCredentials(app.db, userId, id),
});
