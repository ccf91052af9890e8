const base = require('../jest.base.cjs');

module.exports = {
  ...base,
  displayName: process.env.TEST_DATABASE_URL ? 'server (postgresql)' : 'server (pglite)',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testTimeout: 60000,
};
