// Where the studio finds the built designer, bundled and from source, and what it says when the
// command line is wrong (no server is started for that).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { designerDir, studioCommand } from './studio-main';

describe('designerDir', () => {
  it('is <package>/dist beside the bundle in dist-cli/', () => {
    const url = pathToFileURL(join('/pkg', 'dist-cli', 'component-studio.mjs')).href;
    expect(designerDir(url)).toBe(join('/pkg', 'dist'));
  });

  it("is the repository's dist/ when run from src/cli/", () => {
    const url = pathToFileURL(join('/repo', 'src', 'cli', 'studio-main.ts')).href;
    expect(designerDir(url)).toBe(join('/repo', 'dist'));
  });
});

describe('studioCommand', () => {
  it('prints its help with exit 0', async () => {
    const out = await studioCommand(['--help']);
    expect(out.exitCode).toBe(0);
    expect(out.stdout.join('\n')).toContain('component-studio studio [DIR] [--port N] [--no-open]');
  });

  it('answers a wrong command line with the reason and exit 2', async () => {
    const out = await studioCommand(['--port', 'x']);
    expect(out.exitCode).toBe(2);
    expect(out.stderr[0]).toBe(
      "component-studio: --port must be a whole number from 1 to 65535, not 'x'.",
    );
  });

  it('answers a folder that does not exist with exit 2, before listening', async () => {
    const out = await studioCommand([join('/nonexistent', 'bot'), '--no-open']);
    expect(out.exitCode).toBe(2);
    expect(out.stderr[0]).toContain('is not a folder');
  });
});
