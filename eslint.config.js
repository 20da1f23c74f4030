import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverOnly = [
  'fastify',
  'fastify-*',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/*',
  'sharp',
  'nodemailer',
  'node:*',
];

const webPatterns = [
  { group: ['#server/*', '**/server/**'], message: 'web/ must not import server/: share code through domain/.' },
  { group: serverOnly, message: 'Server-only package in web/.' },
];

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'coverage/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X }` keeps the module import at run time (and, in the browser, its zod).
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Architecture boundaries: domain/ is pure and imports neither side; web/ never imports server/.
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#server/*', '#web/*', '**/server/**', '**/web/**'],
              message: 'domain/ must not import server/ or web/.',
            },
            {
              group: ['react', 'react-*', ...serverOnly],
              message: 'domain/ is pure TypeScript: no I/O, framework or UI imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/vite.config.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: webPatterns }],
    },
  },
  // Imports flow shared code -> features -> app: nothing below app/ reaches up into it.
  {
    files: ['web/src/{features,components,lib,config,hooks}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webPatterns,
            {
              group: ['**/app/**', '#web/app/*'],
              message: 'Features and shared code never import from app/: move the piece down.',
            },
          ],
        },
      ],
    },
  },
);
