import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docsExample } from '../../model/testing/examples';
import { lengthNote, localFileNames } from './share-notes';

describe('localFileNames', () => {
  it('finds the files a payload refers to as attachment://name', () => {
    // 13: two File components, attachment://game.zip and attachment://manual.pdf.
    expect(localFileNames(docsExample('13'), [])).toEqual(['game.zip', 'manual.pdf']);
  });

  it('adds the files attached in this browser, each name once', () => {
    const payload = { components: [{ type: 11, media: { url: 'attachment://cat.png' } }] };
    expect(localFileNames(payload, ['cat.png', 'banner.gif'])).toEqual(['banner.gif', 'cat.png']);
  });

  it('finds nothing in a design without files', () => {
    expect(localFileNames({ content: 'attachment://', embeds: [] }, [])).toEqual([]);
  });

  it('never throws on any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(Array.isArray(localFileNames(value, []))).toBe(true);
      }),
    );
  });
});

describe('lengthNote', () => {
  it('gives the length of a short link', () => {
    expect(lengthNote(812)).toBe('812 characters.');
  });

  it('warns when the link is longer than a Discord message', () => {
    expect(lengthNote(2450)).toBe(
      '2,450 characters: longer than a Discord message can hold (2,000), so paste it somewhere else or export the JSON instead.',
    );
  });
});
