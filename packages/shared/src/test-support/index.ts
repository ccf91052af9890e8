export * from './http-test-server';
export * from './api-test-server';
