const { createAppConfig } = require('@app/web-build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'settings',
  kind: 'remote',
  exposes: { './components': './src/app/components.ts' },
});
