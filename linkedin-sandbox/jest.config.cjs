module.exports = { ...require('@app/jest-config/node'), displayName: 'linkedin-sandbox', testTimeout: 30000 };
