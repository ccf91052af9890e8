const base = require('../../jest.base.cjs');

// Browser code: jsdom, and JSX through React's automatic runtime.
const [pattern, [swcJest, swcOptions]] = Object.entries(base.transform)[0];

module.exports = {
  ...base,
  displayName: 'searches',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  transform: {
    [pattern]: [swcJest, { ...swcOptions, jsc: { ...swcOptions.jsc, transform: { react: { runtime: 'automatic' } } } }],
  },
};
