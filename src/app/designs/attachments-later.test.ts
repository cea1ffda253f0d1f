import { describe, expect, it } from 'vitest';
import { browserAttachmentsLater } from './attachments-later';

const file = (text: string) => new Blob([text], { type: 'text/plain' });

describe('browserAttachmentsLater', () => {
  it('keeps calls made before its code has loaded, in the order they were made', async () => {
    const store = browserAttachmentsLater();
    // None of these waits: all are asked for before the chunk is there.
    const puts = [store.put('d1', 'a.txt', file('a')), store.put('d1', 'b.txt', file('b'))];
    const copied = store.copyDesign('d1', 'd2');
    const removed = store.remove('d1', 'a.txt');
    const listed = [store.list('d1'), store.list('d2')];
    await Promise.all([...puts, copied, removed]);
    const [first, second] = await Promise.all(listed);
    expect(first!.map((f) => f.name)).toEqual(['b.txt']);
    expect(second!.map((f) => f.name).sort()).toEqual(['a.txt', 'b.txt']);
  });

  it('opens one store for every call', async () => {
    const store = browserAttachmentsLater();
    await store.put('d', 'x.txt', file('x'));
    await store.removeDesign('other');
    expect((await store.list('d')).map((f) => f.name)).toEqual(['x.txt']);
  });
});
