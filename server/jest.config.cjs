const base = require('@app/jest-config/node');

module.exports = {
  ...base,
  displayName: process.env.TEST_DATABASE_URL ? 'server (postgresql)' : 'server (pglite)',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testTimeout: 60000,
  // `@test/x` is test/x, the shared test helpers (tsconfig's `paths`), besides the base's `@/`.
  moduleNameMapper: { ...base.moduleNameMapper, '^@test/(.*)$': '<rootDir>/test/$1' },
};
