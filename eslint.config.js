import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Dependencies point one way: model <- preview <- editor <- app, model <- codegen <- app, cli, lib,
// and server <- cli (the studio's server). A wrong arrow is a lint error (see ARCHITECTURE.md).
// zod is set up once, in src/model/zod.ts (no eval under the page's Content-Security-Policy):
// everything else takes `z` from there. Type imports are fine.
const zodOnce = {
  regex: '^zod(/.*)?$',
  allowTypeImports: true,
  message:
    "Import z from src/model/zod.ts, which sets zod up for the page's Content-Security-Policy.",
};
// no-restricted-imports sees only static imports; a dynamic `import('../app/x')` is caught by
// matching the import expression's path, so a lazy chunk cannot point up a layer either.
// `server` (the repository's top-level server/) and `lib` (src/lib) are reached only by `../`
// steps: a package's own `dressed/server` or `highlight.js/lib/core` is not them.
const RELATIVE_ONLY = new Set(['server', 'lib']);
const folder = (f) => (f === 'server' ? 'server/' : `src/${f}`);
const pathPattern = (f) =>
  RELATIVE_ONLY.has(f) ? `^(\\.\\.\\/)+${f}(\\/|$)` : `(^|\\/)${f}(\\/|$)`;
const dynamicImports = (name, forbidden) =>
  forbidden.map((f) => ({
    selector: `ImportExpression > Literal[value=/${pathPattern(f)}/]`,
    message: `src/${name} may not import from ${folder(f)}, not even lazily (dependencies point model <- codegen, preview <- editor <- app, server <- cli).`,
  }));
const layer = (name, forbidden, extra = [], files = [`src/${name}/**/*.{ts,tsx}`]) => ({
  files,
  rules: {
    'no-restricted-syntax': ['error', ...dynamicImports(name, forbidden)],
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbidden.map((f) => ({
            ...(RELATIVE_ONLY.has(f)
              ? { regex: pathPattern(f) }
              : { group: [`**/${f}`, `**/${f}/**`] }),
            message: `src/${name} may not import from ${folder(f)} (dependencies point model <- codegen, preview <- editor <- app, server <- cli).`,
          })),
          ...extra,
          ...(name === 'model' && files.includes('src/model/zod.ts') ? [] : [zodOnce]),
        ],
      },
    ],
  },
});
// src/app/discord is the app's Discord client (see its README): the panels import it, never the
// reverse, and only its hooks file is React.
const discordClient = {
  group: [
    '../send',
    '../send/**',
    '../commands/**',
    '../tools/**',
    '../mentions/**',
    '../components/**',
  ],
  message:
    'src/app/discord is imported by the panels (send, commands, tools, mentions, components), never the reverse.',
};
const discordHooks = 'src/app/discord/use-discord-call.ts';
const uiLibsOf = (folder) =>
  ['react', 'react-dom', 'react-dom/*', 'zustand', 'zustand/*', '@dnd-kit/*'].map((name) => ({
    group: [name],
    message: `src/${folder} is pure TypeScript: no React, DOM, zustand or dnd-kit.`,
  }));
const uiLibs = uiLibsOf('model');
const nodeBuiltins = (folder) => ({
  group: ['node:*'],
  message: `src/${folder} runs in bundlers too: no Node built-ins.`,
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.bench',
      'node_modules',
      'test-results',
      'playwright-report',
      'artifacts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  layer('model', ['codegen', 'preview', 'editor', 'app', 'cli', 'lib', 'server'], uiLibs),
  layer('model', ['codegen', 'preview', 'editor', 'app', 'cli', 'lib', 'server'], uiLibs, [
    'src/model/zod.ts',
  ]),
  // The code printers: text from the model's plan, for the export panel and the CLI alike.
  layer('codegen', ['preview', 'editor', 'app', 'cli', 'lib', 'server'], uiLibsOf('codegen')),
  layer('preview', ['codegen', 'editor', 'app', 'cli', 'lib', 'server']),
  layer('editor', ['codegen', 'app', 'cli', 'lib', 'server']),
  // The package's library (import 'component-studio'): model and printers only, and nothing of
  // Node's, so that it runs in a bundler's browser build as well as in Node.
  layer(
    'lib',
    ['preview', 'editor', 'app', 'cli', 'server'],
    [...uiLibsOf('lib'), nodeBuiltins('lib')],
  ),
  layer('app', ['cli', 'lib', 'server']),
  layer('cli', ['preview', 'editor', 'app']),
  {
    ...layer(
      'app',
      ['cli', 'server'],
      [
        discordClient,
        {
          group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
          message: `src/app/discord runs calls without React; its hooks are ${discordHooks}.`,
        },
      ],
      ['src/app/discord/**/*.{ts,tsx}'],
    ),
    ignores: [discordHooks],
  },
  layer('app', ['cli', 'server'], [discordClient], [discordHooks]),
  // The relay and the studio run in Node next to the page, not in it: they may share model code,
  // never UI code, and the command line that starts the studio imports them, not the reverse.
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...['preview', 'editor', 'app', 'cli'].map((f) => ({
              group: [`**/src/${f}`, `**/src/${f}/**`],
              message: `server/ runs in Node and may not import from src/${f}.`,
            })),
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
              message: 'server/ runs in Node: no React.',
            },
          ],
        },
      ],
    },
  },
);
