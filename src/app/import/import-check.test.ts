import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importJsonText } from '../../model';
import { button, message, modal, row } from '../../model/testing/fixtures';
import {
  MAX_IMPORT_BYTES,
  designNameFor,
  fileRefusal,
  orderProblems,
  problemLine,
  readImportFile,
  textRefusal,
  verdictOf,
} from './import-check';

const file = (text: string, name: string, type = 'application/json') =>
  new File([text], name, { type });

describe('fileRefusal', () => {
  it('lets JSON and plain text files through', () => {
    expect(fileRefusal({ name: 'a.json', size: 10, type: 'application/json' })).toBeNull();
    expect(fileRefusal({ name: 'a.JSON', size: 10, type: '' })).toBeNull();
    expect(fileRefusal({ name: 'payload.txt', size: 10, type: 'text/plain' })).toBeNull();
    expect(fileRefusal({ name: 'no-extension', size: 10, type: '' })).toBeNull();
  });

  it('refuses a file over 2 MB, saying how big it is', () => {
    expect(fileRefusal({ name: 'big.json', size: MAX_IMPORT_BYTES + 1, type: '' })).toBe(
      'big.json is 2.0 MB; a message or modal is far smaller, and files up to 2.0 MB are read.',
    );
  });

  it('refuses a picture, naming its type', () => {
    expect(fileRefusal({ name: 'cat.png', size: 100, type: 'image/png' })).toBe(
      'cat.png is not a JSON file (it is image/png); choose a .json file.',
    );
  });
});

describe('textRefusal', () => {
  it('refuses text with NUL characters or undecodable bytes', () => {
    expect(textRefusal('x.json', '{"a":\u0000}')).toMatch(/not a text file/);
    expect(textRefusal('x.json', '\uFFFD\uFFFD\uFFFD')).toMatch(/not a text file/);
    expect(textRefusal('x.json', '{"content":"héllo �"}')).toBeNull();
  });
});

describe('readImportFile', () => {
  it('reads a JSON file', async () => {
    expect(await readImportFile(file('{"content":"hi"}', 'hello.json'))).toEqual({
      ok: true,
      name: 'hello.json',
      text: '{"content":"hi"}',
    });
  });

  it('refuses a binary file with a sentence', async () => {
    const read = await readImportFile(file('PK\u0003\u0004\u0000\u0000', 'archive.json'));
    expect(read).toEqual({
      ok: false,
      message: 'archive.json is not a text file, so it cannot be JSON.',
    });
  });

  it('refuses a file that is not UTF-8 with the byte offset, rather than import U+FFFD', async () => {
    // {"content":"Café"} saved as Latin-1 (or Windows-1252): é is the one byte 0xE9, at offset 15.
    const latin1 = new File(
      [Uint8Array.from(Buffer.from('{"content":"Café"}', 'latin1'))],
      'cafe.json',
    );
    expect(await readImportFile(latin1)).toEqual({
      ok: false,
      message:
        'cafe.json cannot be imported: it is not UTF-8 text: the byte at offset 15 (0xE9) is not valid UTF-8 (saved as Latin-1 or Windows-1252?); save the file as UTF-8, then import it again.',
    });
  });

  it('says when the browser cannot read the file', async () => {
    const broken = {
      name: 'gone.json',
      size: 10,
      type: 'application/json',
      arrayBuffer: () => Promise.reject(new Error('The file was moved')),
    } as unknown as File;
    expect(await readImportFile(broken)).toEqual({
      ok: false,
      message: 'gone.json could not be read: The file was moved.',
    });
  });
});

describe('designNameFor', () => {
  it('names the design after the file, without .json', () => {
    expect(designNameFor('Welcome card.json', 'message')).toBe('Welcome card');
    expect(designNameFor('  spaced.JSON ', 'modal')).toBe('spaced');
  });

  it('falls back to what was imported', () => {
    expect(designNameFor(null, 'message')).toBe('Imported message');
    expect(designNameFor(null, 'modal')).toBe('Imported modal');
    expect(designNameFor('.json', null)).toBe('Imported message');
  });

  it('keeps names short and free of control characters', () => {
    const name = designNameFor(`${'x'.repeat(300)}\n.json`, 'message');
    expect(name).toHaveLength(100);
    expect(designNameFor('a\tb.json', 'message')).toBe('a b');
  });
});

describe('verdictOf', () => {
  it('opens a valid message at once', () => {
    const result = importJsonText(JSON.stringify(message({ type: 10, content: 'hi' })));
    expect(verdictOf(result)).toEqual({
      state: 'open',
      errors: 0,
      warnings: 0,
      summary: 'A valid message body.',
    });
  });

  it('names the interaction response a payload came in', () => {
    const body = { type: 9, data: modal({ type: 10, content: 'hi' }) };
    expect(verdictOf(importJsonText(JSON.stringify(body))).summary).toBe(
      'A valid modal response (type 9).',
    );
  });

  it('counts errors when a document can still be built', () => {
    const payload = { components: [row(button({ label: '' }))] };
    const verdict = verdictOf(importJsonText(JSON.stringify(payload)));
    expect(verdict.state).toBe('partial');
    expect(verdict.summary).toMatch(/^A message body with \d+ errors?/);
  });

  it('says there is nothing to open for text that is not JSON or not a payload', () => {
    expect(verdictOf(importJsonText('{"flags": 1,')).summary).toBe(
      'This is not JSON, so there is nothing to open.',
    );
    expect(verdictOf(importJsonText('[1, 2]')).state).toBe('unusable');
  });
});

describe('problems', () => {
  it('puts errors before warnings and writes each with its path', () => {
    const warning = { path: '$.a', severity: 'warning', code: 'w', message: 'W.' } as const;
    const error = { path: '$.b', severity: 'error', code: 'e', message: 'E.' } as const;
    expect(orderProblems([warning, error])).toEqual([error, warning]);
    expect(problemLine(error)).toBe('$.b — E.');
  });
});

describe('checking junk', () => {
  it('never throws on random text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const result = importJsonText(text);
        const verdict = verdictOf(result);
        expect(verdict.summary).toEqual(expect.any(String));
        orderProblems(result.problems).forEach((p) => expect(problemLine(p)).toContain(' — '));
      }),
    );
  });

  it('never throws on random JSON, and only a built document is offered', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const result = importJsonText(JSON.stringify(value));
        const verdict = verdictOf(result);
        expect(verdict.state === 'unusable').toBe(result.doc === null);
      }),
    );
  });

  it('never throws on random file names and text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string({ maxLength: 200 }), async (name, text) => {
        const read = await readImportFile(new File([text], name));
        expect(typeof read.ok).toBe('boolean');
        expect(designNameFor(name, 'message').length).toBeGreaterThan(0);
      }),
      { numRuns: 100 },
    );
  });
});
