const base = require('../../jest.base.cjs');
module.exports = { ...base, displayName: 'shared', roots: ['<rootDir>/src'] };
