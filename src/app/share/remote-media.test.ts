import { describe, expect, it } from 'vitest';
import { FakeStorage } from '../designs/fake-storage';
import { REMOTE_MEDIA_KEY, createRemoteMedia, mediaAllowed } from './remote-media';

const allowed = (media: ReturnType<typeof createRemoteMedia>, id: string) =>
  mediaAllowed(media.getState(), id);

describe('createRemoteMedia', () => {
  it('lets the designs the person made load their pictures', () => {
    expect(allowed(createRemoteMedia(new FakeStorage()), 'mine')).toBe(true);
  });

  it('holds back a shared design until the person allows it, and remembers both', () => {
    const storage = new FakeStorage();
    const media = createRemoteMedia(storage);
    let told = 0;
    media.subscribe(() => (told += 1));
    media.getState().holdBack('shared');
    expect(allowed(media, 'shared')).toBe(false);
    expect(allowed(createRemoteMedia(storage), 'shared')).toBe(false);
    media.getState().allow('shared');
    expect(allowed(media, 'shared')).toBe(true);
    expect(allowed(createRemoteMedia(storage), 'shared')).toBe(true);
    expect(storage.getItem(REMOTE_MEDIA_KEY)).toBeNull();
    expect(told).toBe(2);
  });

  it('holds back a copy of a shared design and forgets a deleted one', () => {
    const storage = new FakeStorage();
    const media = createRemoteMedia(storage);
    media.getState().holdBack('a');
    media.getState().copied('a', 'b');
    media.getState().copied('mine', 'c');
    expect([allowed(media, 'b'), allowed(media, 'c')]).toEqual([false, true]);
    media.getState().removed('a');
    expect(JSON.parse(storage.getItem(REMOTE_MEDIA_KEY)!)).toEqual(['b']);
  });

  it('keeps holding back for the tab when storage is refused or unreadable', () => {
    const broken = new FakeStorage();
    broken.broken = true;
    const media = createRemoteMedia(broken);
    media.getState().holdBack('shared');
    expect(allowed(media, 'shared')).toBe(false);
    const garbled = new FakeStorage();
    garbled.setItem(REMOTE_MEDIA_KEY, '{not json');
    expect(allowed(createRemoteMedia(garbled), 'x')).toBe(true);
  });
});
