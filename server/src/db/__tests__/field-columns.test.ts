import { getTableColumns } from 'drizzle-orm';
import { EXTRA_INFORMATION_FIELDS } from '@app/shared/contract';
import { columnsOfRequest, fieldsOfRow, propertyOf } from '../field-columns';
import { extraInformation } from '../schema';

describe('field columns', () => {
  it('stores each Additional Information field in the column of its own name', () => {
    const columns = getTableColumns(extraInformation) as Record<string, { name: string }>;
    for (const field of Object.keys(EXTRA_INFORMATION_FIELDS)) expect(columns[propertyOf(field)]?.name).toBe(field);
  });

  it('names properties as drizzle does', () => {
    expect(propertyOf('follow_companies')).toBe('followCompanies');
    expect(propertyOf('notice_period')).toBe('noticePeriod');
    expect(propertyOf('data')).toBe('data');
  });

  it('reads every field of the table from a row, and nothing else', () => {
    const table = { notice_period: 1, follow_companies: 1 };
    expect(fieldsOfRow(table, { noticePeriod: 30, followCompanies: true, userId: 7 })).toEqual({
      notice_period: 30,
      follow_companies: true,
    });
  });

  it('turns only the fields a request gave into columns', () => {
    const table = { notice_period: 1, current_pay: 1, follow_companies: 1 };
    expect(
      columnsOfRequest(table, { notice_period: null, follow_companies: false, data_base: {} } as Record<
        string,
        unknown
      >),
    ).toEqual({ noticePeriod: null, followCompanies: false });
  });
});
