import type { z } from 'zod';
import {
  createExtraInformationRequestSchema,
  EXTRA_INFORMATION_EXISTS,
  EXTRA_INFORMATION_FIELDS,
  extraInformationListSchema,
  extraInformationSchema,
  updateExtraInformationRequestSchema,
} from '@app/shared/contract';
import {
  createExtraInformation,
  findExtraInformation,
  toExtraInformation,
  type ExtraInformationValues,
} from '@/db/repositories/extra-information';
import { oneRecordPerUser } from '@/api/one-record-per-user';
import { columnsOfRequest } from '@/db/field-columns';
import { editExtraInformation } from '@/services/edit-extra-information';

/** The request's fields as columns, each field of the contract's table to its own (see field-columns.ts). */
const toValues = (body: Partial<z.output<typeof createExtraInformationRequestSchema>>): ExtraInformationValues =>
  columnsOfRequest(EXTRA_INFORMATION_FIELDS, body);

/** The user's additional information (product §3): what the bot answers screening questions from. */
export default oneRecordPerUser({
  tag: 'extra-information',
  schemas: {
    record: extraInformationSchema,
    list: extraInformationListSchema,
    create: createExtraInformationRequestSchema,
    update: updateExtraInformationRequestSchema,
  },
  alreadyExists: EXTRA_INFORMATION_EXISTS,
  find: (app, userId) => findExtraInformation(app.db, userId),
  create: (app, userId, body) => createExtraInformation(app.db, userId, toValues(body)),
  // Custom answers merged under the row lock when the client says what it read (data_base).
  update: (app, userId, id, body) => editExtraInformation(app.db, userId, id, toValues(body), body.data_base),
  toResponse: toExtraInformation,
});
