import { readdirSync } from 'node:fs';
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

const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webPatterns = [
  { regex: '^(#server/|(\\.\\./)+server/)', message: 'web/ must not import server/: share code through domain/.' },
  { group: serverOnly, message: 'Server-only package in web/.' },
];

const noAppImports = {
  // A regex: gitignore-style groups read a leading # as a comment, so '#web/…' never matched.
  regex: '^(#web/app/|(\\.\\./)+app/)',
  message: 'Features and shared code never import from app/: move the piece down.',
};

// Below app/, whatever lies outside the importer's own folder is named from the top (#web/lib/…).
const noDeepRelatives = { group: ['../../*'], message: 'Use the #web/ alias instead of climbing ../../.' };

/** The import rules of everything below web/src/app/, with one more pattern (a later block replaces, not merges, a rule). */
const belowApp = (pattern) => ({
  'no-restricted-imports': ['error', { patterns: [...webPatterns, noAppImports, noDeepRelatives, pattern] }],
});

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
              regex: '^(#(server|web)/|(\\.\\./)+(server|web)/)',
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
    // Build tooling runs in Node, not in the browser.
    ignores: ['web/vite.config.ts', 'web/vite-plugins/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: webPatterns }],
    },
  },
  // Imports flow shared code -> features -> app: nothing below app/ reaches up into it.
  {
    files: ['web/src/{components,lib,config,hooks}/**/*.{ts,tsx}'],
    rules: belowApp({
      regex: '^(#web/features/|(\\.\\./)+features/)',
      message: 'Shared code never imports a feature: move the piece down beside it.',
    }),
  },
  // A feature never imports another: what two features share moves down to components/, hooks/ or lib/.
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: belowApp({
      regex: `^#web/features/(?!${feature}/)`,
      message: `web/src/features/${feature} must not import another feature: move what both use to components/, hooks/ or lib/.`,
    }),
  })),
);
