// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttachmentStore } from './attachments';
import { inOrder, memoryAttachments, uniqueAttachmentName } from './attachments';
import { useAttachmentServices } from './use-attachment-services';

afterEach(cleanup);

const file = (name: string, text = 'x') => new File([text], name, { type: 'text/plain' });

describe('uniqueAttachmentName', () => {
  it('keeps a free name, and numbers a taken one before its extension', () => {
    expect(uniqueAttachmentName('cat.png', [])).toBe('cat.png');
    expect(uniqueAttachmentName('cat.png', ['cat.png'])).toBe('cat-2.png');
    expect(uniqueAttachmentName('cat.png', ['cat.png', 'cat-2.png'])).toBe('cat-3.png');
    expect(uniqueAttachmentName('README', ['README'])).toBe('README-2');
  });

  it('replaces characters an attachment:// name cannot hold', () => {
    expect(uniqueAttachmentName('my photo (1).jpg', [])).toBe('my_photo_1_.jpg');
    expect(uniqueAttachmentName('../../etc', [])).toBe('_.._etc');
    expect(uniqueAttachmentName('', [])).toBe('file');
  });
});

describe('memoryAttachments', () => {
  it('keeps files per design, copies and forgets them', async () => {
    const store = memoryAttachments();
    await store.put('a', 'one.txt', file('one.txt'));
    await store.put('a', 'two.txt', file('two.txt'));
    await store.copyDesign('a', 'b');
    await store.remove('a', 'one.txt');
    expect((await store.list('a')).map((f) => f.name)).toEqual(['two.txt']);
    expect((await store.list('b')).map((f) => f.name)).toEqual(['one.txt', 'two.txt']);
    await store.removeDesign('b');
    expect(await store.list('b')).toEqual([]);
  });
});

describe('useAttachmentServices', () => {
  it('loads a design’s stored files, and attaches new ones under unique names', async () => {
    const store = memoryAttachments();
    await store.put('d1', 'logo.png', file('logo.png', 'png bytes'));
    const { result } = renderHook(() => useAttachmentServices('d1', store, () => {}));
    await waitFor(() => expect(Object.keys(result.current.attachments)).toEqual(['logo.png']));
    expect(result.current.attachments['logo.png']).toMatchObject({ name: 'logo.png', size: 9 });

    let name = '';
    await act(async () => {
      name = await result.current.attachFile(file('logo.png'));
    });
    expect(name).toBe('logo-2.png');
    expect(Object.keys(result.current.attachments).sort()).toEqual(['logo-2.png', 'logo.png']);
    expect((await store.list('d1')).map((f) => f.name).sort()).toEqual(['logo-2.png', 'logo.png']);

    await act(async () => {
      await result.current.detachFile('logo.png');
    });
    expect(Object.keys(result.current.attachments)).toEqual(['logo-2.png']);
    expect((await store.list('d1')).map((f) => f.name)).toEqual(['logo-2.png']);
  });

  it('keeps a file attached for the tab when the browser cannot store it, and says so', async () => {
    const failing: AttachmentStore = {
      ...memoryAttachments(),
      put: () => Promise.reject(new Error('quota')),
    };
    const onError = vi.fn();
    const { result } = renderHook(() => useAttachmentServices('d1', failing, onError));
    await act(async () => {
      await result.current.attachFile(file('notes.txt'));
    });
    expect(Object.keys(result.current.attachments)).toEqual(['notes.txt']);
    expect(onError).toHaveBeenCalledWith(expect.stringContaining('notes.txt'));
  });

  it('shows another design’s files after a switch', async () => {
    const store = memoryAttachments();
    await store.put('a', 'a.txt', file('a.txt'));
    await store.put('b', 'b.txt', file('b.txt'));
    const { result, rerender } = renderHook(
      ({ id }) => useAttachmentServices(id, store, () => {}),
      {
        initialProps: { id: 'a' },
      },
    );
    await waitFor(() => expect(Object.keys(result.current.attachments)).toEqual(['a.txt']));
    rerender({ id: 'b' });
    await waitFor(() => expect(Object.keys(result.current.attachments)).toEqual(['b.txt']));
  });
});

describe('inOrder', () => {
  it('lists a duplicated design’s files only after the copy is done', async () => {
    const slow = memoryAttachments();
    const copyDesign = slow.copyDesign;
    slow.copyDesign = (from, to) =>
      new Promise((resolve) => setTimeout(() => resolve(copyDesign(from, to)), 20));
    const store = inOrder(slow);
    await store.put('a', 'a.txt', file('a.txt'));
    void store.copyDesign('a', 'b');
    expect((await store.list('b')).map((f) => f.name)).toEqual(['a.txt']);
  });

  it('goes on after an operation fails', async () => {
    const store = inOrder({ ...memoryAttachments(), put: () => Promise.reject(new Error('no')) });
    await expect(store.put('a', 'x', file('x'))).rejects.toThrow('no');
    expect(await store.list('a')).toEqual([]);
  });
});
