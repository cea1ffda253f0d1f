// @vitest-environment jsdom
// The run's key: kept for the tab, out of the address bar, and nothing at all without one.
import { afterEach, describe, expect, it } from 'vitest';
import { STUDIO_KEY, studioKey } from './studio-key';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('studioKey', () => {
  it('is null without a key: the page is as it always was', () => {
    window.history.replaceState(null, '', '/?x=1');
    expect(studioKey()).toBeNull();
    expect(sessionStorage.getItem(STUDIO_KEY)).toBeNull();
  });

  it('keeps the key for the tab and takes it out of the address bar', () => {
    window.history.replaceState(null, '', '/?key=abc_DEF-123&x=1#top');
    expect(studioKey()).toBe('abc_DEF-123');
    expect(window.location.search).toBe('?x=1');
    expect(window.location.hash).toBe('#top');
    expect(sessionStorage.getItem(STUDIO_KEY)).toBe('abc_DEF-123');
    // A reload (no key in the address any more) still has it.
    expect(studioKey()).toBe('abc_DEF-123');
  });
});
