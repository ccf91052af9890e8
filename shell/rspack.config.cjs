const { createAppConfig } = require('@app/web-build');

module.exports = createAppConfig({ dir: __dirname, name: 'shell', kind: 'host' });
