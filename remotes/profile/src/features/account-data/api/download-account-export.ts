import { getApiClient } from '@app/shared/api';
import { ACCOUNT_EXPORT_FILE_NAME } from '@app/shared/contract';
import type { FileToSave } from '@app/shared/ui';

/** Everything of the account as JSON (product §7 `users/me/export/`), to be saved by the browser. */
export async function downloadAccountExport(): Promise<FileToSave> {
  const { data } = await getApiClient().get<string>('/accounts/users/me/export/', { asText: true });
  return { fileName: ACCOUNT_EXPORT_FILE_NAME, text: data, type: 'application/json;charset=utf-8' };
}
