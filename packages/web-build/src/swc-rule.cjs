// How every app's TypeScript and JSX is compiled (the federated builds and the single-bundle one).
const swcRule = (isDev) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      // `refresh`: React Refresh's registrations, for hot updates that keep component state.
      transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
      target: 'es2022',
    },
  },
});

module.exports = { swcRule };
