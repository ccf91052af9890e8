module.exports = { ...require('@app/jest-config/jsdom'), displayName: 'shell' };
