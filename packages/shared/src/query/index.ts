export { queryClient } from './query-client';
export { queryKeys } from './query-keys';
export { queries } from './queries';
export { storeSearch, updateCachedSearch } from './cached-searches';
export { useServerMutation, useServerQuery } from './use-server-state';
export { useSaveOneRecord, type OneRecordResource } from './use-save-one-record';
