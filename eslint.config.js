import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'child_process', 'crypto', 'http', 'https'];

// Layers (docs/architecture.md#rules-of-the-road), checked on the resolved file, so relative
// imports and aliases (@shared, @content, @documents, #platform) alike: app/ and islands/ compose
// the features; a feature imports only what lies below the features; nothing below imports upwards.
const root = import.meta.dirname;
const renderer = 'src/renderer/src';
const features = readdirSync(`${root}/${renderer}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const belowFeatures = ['components', 'lib', 'session', 'navigation', 'platform'].map(
  (folder) => `${renderer}/${folder}`,
);
const notRenderer = ['src/backend', 'src/main', 'src/preload', 'supabase', 'scripts', 'config'];
const layerZones = [
  ...features.map((feature) => ({
    target: `${renderer}/features/${feature}`,
    from: `${renderer}/features`,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both use to components/, lib/, session/ or navigation/.',
  })),
  {
    target: `${renderer}/features`,
    from: `${renderer}/app`,
    message: 'app/ is composition: features import the services below them, never app/.',
  },
  {
    // A feature marks its interactive parts as islands; the registry and hydration are composition.
    target: `${renderer}/features`,
    from: `${renderer}/islands`,
    except: ['./island.tsx', './plans-for-sale.ts'],
    message: 'islands/ composes the features; a feature uses only its Island component.',
  },
  {
    target: belowFeatures,
    from: [`${renderer}/features`, `${renderer}/app`, `${renderer}/islands`],
    message: 'components, lib, session, navigation and platform lie below the features and app/.',
  },
  {
    target: 'src/shared',
    from: ['src/content', 'src/documents', 'src/renderer', ...notRenderer],
    message: 'src/shared is the bottom: it imports nothing of ours.',
  },
  {
    target: 'src/content',
    from: ['src/documents', 'src/renderer', ...notRenderer],
    message: 'src/content imports only src/content and src/shared.',
  },
  {
    target: 'src/documents',
    from: ['src/renderer', ...notRenderer],
    message: 'src/documents imports only src/documents, src/content and src/shared.',
  },
  {
    target: [...notRenderer, 'tests'],
    from: 'src/renderer',
    message:
      'Only the renderer imports renderer files: give the shared list a home in src/content or src/shared.',
  },
];

const noRawHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message:
    'Render text through React escaping; raw HTML is an XSS risk (docs/threat-model.md #10).',
};
const keysFromKeysFiles = 'Take query keys from the keys files (docs/decisions.md DA1).';

export default tseslint.config(
  { ignores: ['dist/', 'out/', 'test-results/', 'playwright-report/', '.data/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-syntax': ['error', noRawHtml],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // src/shared's tests check it against the limits other layers set.
    ignores: ['src/shared/**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        // tsconfig.json references the web, node and tests projects, with their aliases.
        createTypeScriptImportResolver({ project: `${root}/tsconfig.json` }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }] },
  },
  {
    files: ['src/renderer/**/*.{js,ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        noRawHtml,
        {
          selector:
            "CallExpression[callee.name='useQuery'][arguments.0.type=/^(ArrayExpression|Literal|TemplateLiteral)$/]",
          message: keysFromKeysFiles,
        },
        {
          selector: "CallExpression[callee.name='invalidateQueries'] > ArrayExpression",
          message: keysFromKeysFiles,
        },
      ],
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
    // Content is plain data that every side reads: it imports only content and src/shared's types.
    files: ['src/content/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/)',
              message: 'src/content imports only src/content and src/shared.',
            },
          ],
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
