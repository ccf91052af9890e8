const { createAppConfig } = require('@app/web-build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'settings',
  kind: 'remote',
  serverState: true,
  exposes: { './components': './src/app/components.ts', './routes': './src/app/federated-routes.ts' },
  routeTable: './src/app/routes.ts',
});
