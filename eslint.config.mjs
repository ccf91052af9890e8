import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

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
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Scripts served to the browser as they are (the LinkedIn sandbox's page scripts).
  { files: ['linkedin-sandbox/src/assets/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
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
