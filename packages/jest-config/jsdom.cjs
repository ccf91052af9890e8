// Jest for a browser app (shell, remotes): the node base in jsdom, plus the web globals jsdom lacks.
const node = require('./node.cjs');

module.exports = {
  ...node,
  testEnvironment: require.resolve('jest-environment-jsdom'),
  setupFiles: [require.resolve('./jsdom-globals.cjs')],
  setupFilesAfterEnv: [require.resolve('./jest-dom.cjs')],
  // Room for a few of the 5 s waits above in one test on a loaded machine.
  testTimeout: 20_000,
};
