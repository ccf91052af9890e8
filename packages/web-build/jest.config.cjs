module.exports = { ...require('@app/jest-config/node'), displayName: 'web-build' };
