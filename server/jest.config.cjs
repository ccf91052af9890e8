module.exports = {
  ...require('@app/jest-config/node'),
  displayName: process.env.TEST_DATABASE_URL ? 'server (postgresql)' : 'server (pglite)',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testTimeout: 60000,
};
