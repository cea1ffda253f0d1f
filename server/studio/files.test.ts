// Atomic writes as they fail: the old file stays and no temporary file is left behind.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { revOf, writeAtomic } from './files.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeAtomic', () => {
  it('writes the text as given', async () => {
    dir = mkdtempSync(join(tmpdir(), 'studio-files-'));
    await writeAtomic(join(dir, 'a.json'), '{\n  "a": 1\n}\n');
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('{\n  "a": 1\n}\n');
    expect(readdirSync(dir)).toEqual(['a.json']);
  });

  it('leaves no temporary file behind when the rename fails', async () => {
    dir = mkdtempSync(join(tmpdir(), 'studio-files-'));
    // A folder in the file's place: the rename over it fails.
    mkdirSync(join(dir, 'a.json'));
    writeFileSync(join(dir, 'a.json', 'inner.json'), '{}');
    await expect(writeAtomic(join(dir, 'a.json'), '{}')).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['a.json']);
    expect(readdirSync(join(dir, 'a.json'))).toEqual(['inner.json']);
  });
});

describe('revOf', () => {
  it('is the first 16 hex characters of the sha256 of the bytes', () => {
    expect(revOf('')).toBe('e3b0c44298fc1c14');
    expect(revOf(Buffer.from('{}'))).toBe(revOf('{}'));
  });
});
