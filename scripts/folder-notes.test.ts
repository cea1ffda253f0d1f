// Every folder under src/ has a README.md of a few lines saying what lives there and what it may
// import (ARCHITECTURE.md). A folder counts when it, or a folder below it, holds a tracked .ts or
// .tsx file, so src/ and the layer folders need a note too. The note starts with `# <its path>`
// and has a line starting with `May import:`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** src/ and every folder under it that holds a tracked .ts or .tsx file, itself or below. */
function sourceFolders(): string[] {
  const files = execFileSync('git', ['ls-files', '-z', 'src'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((f) => /\.tsx?$/.test(f));
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/').slice(0, -1);
    for (let i = 1; i <= parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  return [...folders].sort();
}

function noteOf(folder: string): string | null {
  const path = join(ROOT, folder, 'README.md');
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

const folders = sourceFolders();

describe('folder notes', () => {
  it('finds the layers', () => {
    expect(folders).toEqual(
      expect.arrayContaining([
        'src',
        'src/model',
        'src/preview',
        'src/editor',
        'src/app',
        'src/cli',
      ]),
    );
  });

  it.each(folders)('%s has a README.md naming it and saying what it may import', (folder) => {
    const note = noteOf(folder);
    expect(note, `${folder}/README.md is missing`).not.toBeNull();
    const lines = (note ?? '').split('\n');
    expect(lines[0]).toBe(`# ${folder}`);
    expect(lines.some((line) => line.startsWith('May import:'))).toBe(true);
  });
});
