import {
  createExtraInformationRequestSchema,
  EXTRA_INFORMATION_EXISTS,
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
import { editExtraInformation } from '@/services/edit-extra-information';

const toValues = (body: {
  notice_period?: number | null;
  current_pay?: string | null;
  expected_pay?: string;
  data?: Record<string, string>;
  follow_companies?: boolean;
}): ExtraInformationValues => ({
  noticePeriod: body.notice_period,
  currentPay: body.current_pay,
  expectedPay: body.expected_pay,
  data: body.data,
  followCompanies: body.follow_companies,
});

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
