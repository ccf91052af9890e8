export * from './http-test-server';
export * from './api-test-server';
export * from './held-answer';
