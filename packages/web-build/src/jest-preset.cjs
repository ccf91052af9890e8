// Jest for a browser app (shell, remotes): the workspace base, jsdom, JSX through React's automatic
// runtime, and the web globals jsdom lacks.
const path = require('node:path');
const base = require('../../../jest.base.cjs');

const [pattern, [swcJest, swcOptions]] = Object.entries(base.transform)[0];

/** @param {string} displayName */
module.exports = function browserAppJestConfig(displayName) {
  return {
    ...base,
    displayName,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    setupFiles: [path.join(__dirname, 'jest-globals.cjs')],
    transform: {
      [pattern]: [
        swcJest,
        { ...swcOptions, jsc: { ...swcOptions.jsc, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
  };
};
