const base = require('../../jest.base.cjs');

// Contract and format tests run in node (the server imports them); api and stores tests opt into a
// browser with a `@jest-environment jsdom` docblock. JSX compiles with React's automatic runtime.
const [pattern, [swcJest, swcOptions]] = Object.entries(base.transform)[0];

module.exports = {
  ...base,
  displayName: 'shared',
  roots: ['<rootDir>/src'],
  globalSetup: '<rootDir>/jest.time-zone.cjs',
  transform: {
    [pattern]: [swcJest, { ...swcOptions, jsc: { ...swcOptions.jsc, transform: { react: { runtime: 'automatic' } } } }],
  },
};
