module.exports = {
  ...require('@app/jest-config/jsdom'),
  displayName: 'searches',
  // Dates are shown in the viewer's zone: tests run in the same fixed zone as the shared package's.
  globalSetup: '<rootDir>/../../packages/shared/jest.time-zone.cjs',
};
