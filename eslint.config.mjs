import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import testingLibrary from 'eslint-plugin-testing-library';
import jestDom from 'eslint-plugin-jest-dom';

const here = import.meta.dirname;
const remotes = readdirSync(`${here}/remotes`).map((name) => `remotes/${name}`);
const browserApps = ['shell', ...remotes];
const featuresOf = (app) => {
  try {
    return readdirSync(`${here}/${app}/src/features`);
  } catch {
    return [];
  }
};

// Imports flow one way: shell → remotes → packages/shared. A remote reaches another remote only
// through federation (a run-time specifier, not a file), and inside an app one feature never reaches
// into another: what two features share moves to the app's src/components or src/utils, or to @app/shared.
const boundaryZones = [
  {
    target: './packages/shared',
    from: ['./shell', './remotes'],
    message: 'packages/shared is imported by the apps, never the other way.',
  },
  {
    target: './shell',
    from: './remotes',
    message: 'The shell loads remotes through federation, never from their source.',
  },
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: ['./shell', ...remotes.filter((other) => other !== remote).map((other) => `./${other}`)],
    message: 'A remote never imports the shell or another remote’s source (use federation).',
  })),
  ...browserApps.flatMap((app) =>
    featuresOf(app).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message:
        'A feature never imports another feature; move the shared piece to src/components, src/utils or @app/shared.',
    })),
  ),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/drizzle/meta/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'remotes/**/*.{ts,tsx}', 'packages/shared/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', '*/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    files: ['shell/**/*.tsx', 'remotes/**/*.tsx', 'packages/shared/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['{shell,remotes,packages/shared}/**/__tests__/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['{shell,remotes,packages/shared}/**/__tests__/**/*.{ts,tsx}'],
    ...jestDom.configs['flat/recommended'],
  },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Scripts served to the browser as they are (the LinkedIn sandbox's page scripts).
  { files: ['linkedin-sandbox/src/**/assets/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    // Browser apps reach react-router only through @app/shared/router: one instance, tree-shaken.
    // Toasts go through @app/shared/ui's `toast`, which loads react-toastify on first use and mounts
    // its container then (a toast from react-toastify directly would wait for a container).
    files: ['shell/**/*.{ts,tsx}', 'remotes/**/*.{ts,tsx}', 'packages/shared/src/ui/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', 'packages/shared/src/ui/toast.ts', 'packages/shared/src/ui/ui-provider.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message: 'Import from @app/shared/router (one router instance at run time, tree-shaken).',
            })),
            {
              name: 'react-toastify',
              message: 'Use `toast` from @app/shared/ui (react-toastify is loaded on the first toast).',
            },
          ],
        },
      ],
    },
  },
);
