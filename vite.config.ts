import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { discordRelay } from './server/relay-plugin.ts';
import { securityHeadersPlugin } from './server/security-headers.ts';

/**
 * The code that changes the tree of components (editor/state/tree-later.ts): placement, the tree
 * operations and where a drop or a move goes. The first frame draws without it; the first load's
 * index reaches it through `export *` only.
 */
const TREE_CHUNK =
  /[\\/]src[\\/](model[\\/]document[\\/](tree|placement)\.ts|model[\\/]commands[\\/]placement\.ts|model[\\/]catalog[\\/]button-style\.ts|editor[\\/]state[\\/]reduce-tree\.ts|editor[\\/]dnd[\\/]resolve-drop\.ts)/;

/**
 * The catalog's fields (catalog/fields.ts and the tables it gathers): what the inspector's form
 * shows for each kind. The first screen draws no form; the first load's index reaches them through
 * `export *` only.
 */
const KIND_FIELDS =
  /[\\/]src[\\/]model[\\/](catalog[\\/](fields|catalog-fields)|commands[\\/]command-fields|embeds[\\/]part-fields)\.ts/;

export default defineConfig({
  plugins: [react(), securityHeadersPlugin(), discordRelay()],
  build: {
    target: 'es2022',
    sourcemap: true,
    // The one chunk past 500 kB is the emoji data (emojibase, about 800 kB raw, 123 kB gzip),
    // loaded only when the emoji picker opens or a :shortcode: is typed or shown; the bench keeps
    // the first load in check. The limit still warns about any chunk larger than that.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // The editor draws its preview after the page is usable, from a lazy import. Left alone,
        // Rolldown puts the renderers and the markdown parser in a chunk shared with modules the
        // first load needs, so the page would load them anyway; their own groups keep them out.
        codeSplitting: {
          groups: [
            {
              name: 'markdown',
              test: /node_modules[\\/]discord-markdown-parser|src[\\/]preview[\\/]markdown/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'preview',
              test: /src[\\/](preview[\\/](select|message|modal)|model[\\/]interactions)/,
              includeDependenciesRecursively: false,
            },
            // Everything else the first load needs, in one chunk. Left to itself Rolldown made a
            // dozen small chunks shared with the lazy ones; over HTTP/1.1 (six connections a
            // host) the browser fetched them in three rounds. The preview's files stay out: only
            // the theme switch with the theme setting and the lazy-loading mechanism (lazy/) are
            // needed before the preview loads. `$initial` takes in whatever the first load's
            // modules reach, also through an index's `export *` that only lazy chunks use:
            // toPayload is such a module (the export, the share link, the send panel), so it
            // stays out too, and goes with them; so do the tree actions' code (TREE_CHUNK) and the
            // kinds' fields (KIND_FIELDS).
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) =>
                (!/[\\/]src[\\/]preview[\\/]/.test(id) &&
                  !/[\\/]src[\\/]model[\\/]payload[\\/]to-payload/.test(id) &&
                  !TREE_CHUNK.test(id) &&
                  !KIND_FIELDS.test(id)) ||
                /[\\/]src[\\/]preview[\\/](ThemeSwitch|theme-switch|theme-setting|use-theme|lazy[\\/])/.test(
                  id,
                ),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'e2e/fake-discord/**/*.test.ts',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    // The editor's tests start with the tree actions' chunk loaded, as the page is once drawn.
    setupFiles: ['src/editor/state/tree-loaded.setup.ts', 'src/waits.setup.ts'],
    // The code checks compile and run programs (python3, javac, mcs, g++, rustc, go) that take
    // seconds each on a busy machine; speed is measured by `npm run bench`, never by a timeout.
    testTimeout: 30_000,
  },
});
