const { createAppConfig } = require('@app/web-build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'searches',
  kind: 'remote',
  serverState: true,
  // The settings remote's dialogs (src/federation).
  loadsRemotes: true,
  exposes: { './routes': './src/app/federated-routes.ts' },
  routeTable: './src/app/routes.ts',
});
