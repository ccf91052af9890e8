// Contract and format tests run in node (the server imports them); api and stores tests opt into a
// browser with a `@jest-environment jsdom` docblock.
module.exports = {
  ...require('@app/jest-config/node'),
  displayName: 'shared',
  globalSetup: '<rootDir>/jest.time-zone.cjs',
};
