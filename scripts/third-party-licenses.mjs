// The licences of the packages an esbuild bundle holds, written beside it as
// THIRD-PARTY-LICENSES.txt: the CLI's bundle and the library's both ship other people's code, and
// its licence goes with it. Fails the build when a bundled package has no licence file to copy.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The package a bundled input belongs to, as the folder that holds its package.json. */
function packageDir(root, input) {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
  return match ? join(root, match[1]) : null;
}

/**
 * Writes `file` naming `bundle` and each package among the metafile's inputs, with its licence
 * text; returns how many packages there were. `tag` prefixes the error (`[build-lib]`).
 */
export function writeLicenceNotices({ root, metafile, file, bundle, tag }) {
  const dirs = [...new Set(Object.keys(metafile.inputs).map((i) => packageDir(root, i)))].filter(
    Boolean,
  );
  const notices = dirs.sort().map((dir) => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const licence = ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'license'].find((f) =>
      existsSync(join(dir, f)),
    );
    if (!licence) {
      console.error(`${tag} ${manifest.name} is bundled but has no licence file to copy`);
      process.exit(1);
    }
    const text = readFileSync(join(dir, licence), 'utf8').trim();
    return `${manifest.name} ${manifest.version} (${manifest.license})\n\n${text}\n`;
  });
  writeFileSync(
    file,
    `${bundle} bundles the following packages.\n\n${notices.join(`\n${'-'.repeat(72)}\n\n`)}`,
  );
  return dirs.length;
}
