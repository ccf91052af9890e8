const { createAppConfig } = require('@app/web-build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'auth',
  kind: 'remote',
  exposes: { './routes': './src/app/federated-routes.ts' },
  routeTable: './src/app/routes.ts',
});
