const { createAppConfig } = require('@app/web-build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'profile',
  kind: 'remote',
  serverState: true,
  exposes: { './routes': './src/app/federated-routes.ts' },
  routeTable: './src/app/routes.ts',
});
