const { createAppConfig } = require('@app/web-build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'profile',
  kind: 'remote',
  serverState: true,
  exposes: { './routes': './src/app/routes.ts' },
});
