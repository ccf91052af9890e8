// Jest for code that runs in Node: TypeScript (and JSX, for the shared package's React tests)
// through swc to CommonJS so that jest's module system can load it; tests in __tests__ folders.
const esmOnly = ['content-disposition', 'p-retry', 'is-network-error'];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // A few dependencies ship only ES modules, which jest's CommonJS runtime cannot require on
  // Node 20: swc compiles those too. Everything else in node_modules is loaded as is.
  transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${esmOnly.join('|')})@)`],
  testMatch: ['**/__tests__/**/*.test.ts', '**/__tests__/**/*.test.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'json'],
  // `@/x` is the package's own src/x (tsconfig's `paths`), as in the bundler and tsx.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
};
