export { API_PREFIX, createApiClient, getApiClient, preloadApiClient, setApiClient, type ApiClient } from './client';
export { setNavigator } from './navigation';
export {
  ApiClientError,
  errorMessageFromBody,
  GENERIC_ERROR_MESSAGE,
  isExpiredTokenError,
  NETWORK_ERROR_MESSAGE,
  normalizeApiError,
  type TokenMessage,
} from './api-error';
export { onSessionExpired, SESSION_EXPIRED_MESSAGE } from './session-expiry';
export { NO_REFRESH_TOKEN_MESSAGE, REFRESH_FAILED_MESSAGE } from './token-refresh';
export { toastApiError } from './toast-api-error';
export { showFieldErrors } from './field-errors';
export { loadContract } from './lazy-contract';
export * from './accounts';
export * from './resumes';
export * from './extra-information';
export * from './linkedin-credentials';
export * from './job-searches';
export * from './job-applications';
export * from './answers-needed';
export * from './live';
export * from './credits';
export * from './notifications';
