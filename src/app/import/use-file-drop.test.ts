// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILE_DRAG_ATTR, useFileDrop } from './use-file-drop';

// jsdom has no DragEvent or DataTransfer: a plain event carrying the fields the hook reads.
function drag(type: string, target: EventTarget, types: string[], files: File[] = []) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', {
    value: { types, files, dropEffect: 'none' },
  });
  target.dispatchEvent(event);
  return event;
}

const hinted = () => document.documentElement.hasAttribute(FILE_DRAG_ATTR);
const json = new File(['{"content":"hi"}'], 'hello.json', { type: 'application/json' });

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('useFileDrop', () => {
  it('shows the hint while a file is over the page and hands the dropped file over', () => {
    const onFile = vi.fn();
    renderHook(() => useFileDrop(onFile));
    drag('dragenter', document.body, ['Files']);
    const over = drag('dragover', document.body, ['Files']);
    expect(over.defaultPrevented).toBe(true);
    expect(hinted()).toBe(true);
    const drop = drag('drop', document.body, ['Files'], [json]);
    expect(drop.defaultPrevented).toBe(true);
    expect(onFile).toHaveBeenCalledWith(json);
    expect(hinted()).toBe(false);
  });

  it('hides the hint when the file leaves the page', () => {
    renderHook(() => useFileDrop(vi.fn()));
    const child = document.body.appendChild(document.createElement('div'));
    drag('dragenter', document.body, ['Files']);
    drag('dragover', document.body, ['Files']);
    drag('dragenter', child, ['Files']);
    drag('dragleave', document.body, ['Files']);
    expect(hinted()).toBe(true);
    drag('dragleave', child, ['Files']);
    expect(hinted()).toBe(false);
  });

  it('ignores drags of text or links', () => {
    const onFile = vi.fn();
    renderHook(() => useFileDrop(onFile));
    const over = drag('dragover', document.body, ['text/plain']);
    expect(over.defaultPrevented).toBe(false);
    drag('drop', document.body, ['text/plain']);
    expect(hinted()).toBe(false);
    expect(onFile).not.toHaveBeenCalled();
  });

  it('ignores a drag that started on the page, such as a picture', () => {
    const onFile = vi.fn();
    renderHook(() => useFileDrop(onFile));
    const img = document.body.appendChild(document.createElement('img'));
    drag('dragstart', img, ['Files', 'text/uri-list']);
    expect(drag('dragover', document.body, ['Files']).defaultPrevented).toBe(false);
    drag('drop', document.body, ['Files'], [json]);
    expect(onFile).not.toHaveBeenCalled();
    drag('dragend', img, ['Files']);
    drag('drop', document.body, ['Files'], [json]);
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  it('leaves drops on file inputs and on drop zones that took them alone', () => {
    const onFile = vi.fn();
    renderHook(() => useFileDrop(onFile));
    const input = document.body.appendChild(document.createElement('input'));
    input.type = 'file';
    expect(drag('dragover', input, ['Files']).defaultPrevented).toBe(false);
    expect(drag('drop', input, ['Files'], [json]).defaultPrevented).toBe(false);

    const zone = document.body.appendChild(document.createElement('div'));
    zone.addEventListener('dragover', (e) => e.preventDefault());
    zone.addEventListener('drop', (e) => e.preventDefault());
    drag('dragover', zone, ['Files']);
    expect(hinted()).toBe(false);
    drag('drop', zone, ['Files'], [json]);
    expect(onFile).not.toHaveBeenCalled();
  });

  it('stops listening when unmounted', () => {
    const onFile = vi.fn();
    const { unmount } = renderHook(() => useFileDrop(onFile));
    unmount();
    expect(drag('dragover', document.body, ['Files']).defaultPrevented).toBe(false);
    drag('drop', document.body, ['Files'], [json]);
    expect(onFile).not.toHaveBeenCalled();
  });
});
