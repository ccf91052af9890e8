// Contract and format tests run in node (the server imports them); api and stores tests opt into a
// browser with a `@jest-environment jsdom` docblock.
module.exports = {
  ...require('@app/jest-config/node'),
  displayName: 'shared',
  globalSetup: '<rootDir>/jest.time-zone.cjs',
  // The jsdom tests (by docblock) assert with the DOM matchers; they only extend `expect` in node.
  setupFilesAfterEnv: [require.resolve('@app/jest-config/jest-dom')],
};
