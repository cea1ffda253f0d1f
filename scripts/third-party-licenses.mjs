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
 * Some small packages (sirv, @polka/url) ship no licence file; their readme's License section is
 * the notice they publish, so that is what goes beside the bundle.
 */
function readmeLicence(dir) {
  const readme = ['readme.md', 'README.md'].find((f) => existsSync(join(dir, f)));
  if (!readme) return null;
  const match = /^##\s+Licen[cs]e\s*\n([^]*?)(?=\n#|$)/im.exec(
    readFileSync(join(dir, readme), 'utf8'),
  );
  const section = match?.[1]?.replace(/\n\[[^\]]+\]:.*$/gm, '').trim();
  return section ? `(from its readme; the package has no licence file)\n${section}` : null;
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
    const text = licence ? readFileSync(join(dir, licence), 'utf8').trim() : readmeLicence(dir);
    if (!text) {
      console.error(`${tag} ${manifest.name} is bundled but has no licence file to copy`);
      process.exit(1);
    }
    return `${manifest.name} ${manifest.version} (${manifest.license})\n\n${text}\n`;
  });
  writeFileSync(
    file,
    `${bundle} bundles the following packages.\n\n${notices.join(`\n${'-'.repeat(72)}\n\n`)}`,
  );
  return dirs.length;
}
