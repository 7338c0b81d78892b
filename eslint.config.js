import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'child_process', 'crypto', 'http', 'https'];

export default tseslint.config(
  { ignores: ['dist/', 'out/', 'test-results/', 'playwright-report/', '.data/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message:
            'Render text through React escaping; raw HTML is an XSS risk (docs/threat-model.md #10).',
        },
      ],
    },
  },
  {
    files: ['src/renderer/**/*.{js,ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['electron', ...nodeBuiltins], message: 'The renderer runs in a sandbox.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['electron', 'react', 'react-dom', ...nodeBuiltins],
              message: 'src/shared is pure.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'process', 'Buffer'],
    },
  },
  {
    // Document builders run in the page, the desktop app and an Edge Function alike: web
    // standards only (docs/architecture.md).
    files: ['src/documents/**/*.ts'],
    ignores: ['src/documents/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['electron', 'react', 'react-dom', ...nodeBuiltins],
              message: 'src/documents is web-standard.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'process', 'Buffer'],
    },
  },
  {
    // Content is plain data that every side reads: it imports nothing but its own types.
    files: ['src/content/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(?!\\.{1,2}/)', message: 'src/content imports only src/content.' }],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'process', 'Buffer'],
    },
  },
  {
    // Electron is imported by the main process and the preload only
    // (docs/threat-model.md, Electron checklist 20).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['src/main/**', 'src/preload/**', 'src/renderer/**', 'src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['electron', 'electron/*'],
              message: 'Only src/main and src/preload may import Electron.',
            },
          ],
        },
      ],
    },
  },
  {
    // The preload is sandboxed: Electron's renderer modules and bundled pure code, no Node.
    files: ['src/preload/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: nodeBuiltins, message: 'The sandboxed preload has no Node.' }] },
      ],
    },
  },
  {
    // Tests assert the shape of what they fetched; a failed `!` fails the test, which is the point.
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'tests/**',
      'src/backend/testing/**',
      'scripts/bench.ts',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
