const base = require('../../jest.base.cjs');

// Browser code: jsdom, and JSX through React's automatic runtime.
const [pattern, [swcJest, swcOptions]] = Object.entries(base.transform)[0];

module.exports = {
  ...base,
  displayName: 'searches',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFiles: ['<rootDir>/jest.setup.cjs'],
  // Dates shown in the viewer's zone: the same fixed zone as the shared package's tests.
  globalSetup: '<rootDir>/../../packages/shared/jest.time-zone.cjs',
  transform: {
    [pattern]: [swcJest, { ...swcOptions, jsc: { ...swcOptions.jsc, transform: { react: { runtime: 'automatic' } } } }],
  },
};
