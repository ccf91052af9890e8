const base = require('../jest.base.cjs');

module.exports = {
  ...base,
  displayName: 'linkedin-sandbox',
  roots: ['<rootDir>/src'],
  testTimeout: 30000,
};
