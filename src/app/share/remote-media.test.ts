import { describe, expect, it } from 'vitest';
import { FakeStorage } from '../designs/fake-storage';
import { REMOTE_MEDIA_KEY, RemoteMediaConsent } from './remote-media';

describe('RemoteMediaConsent', () => {
  it('lets the designs the person made load their pictures', () => {
    expect(new RemoteMediaConsent(new FakeStorage()).allowed('mine')).toBe(true);
  });

  it('holds back a shared design until the person allows it, and remembers both', () => {
    const storage = new FakeStorage();
    const consent = new RemoteMediaConsent(storage);
    let told = 0;
    consent.subscribe(() => (told += 1));
    consent.holdBack('shared');
    expect(consent.allowed('shared')).toBe(false);
    expect(new RemoteMediaConsent(storage).allowed('shared')).toBe(false);
    consent.allow('shared');
    expect(consent.allowed('shared')).toBe(true);
    expect(new RemoteMediaConsent(storage).allowed('shared')).toBe(true);
    expect(storage.getItem(REMOTE_MEDIA_KEY)).toBeNull();
    expect(told).toBe(2);
  });

  it('holds back a copy of a shared design and forgets a deleted one', () => {
    const storage = new FakeStorage();
    const consent = new RemoteMediaConsent(storage);
    consent.holdBack('a');
    consent.copied('a', 'b');
    consent.copied('mine', 'c');
    expect([consent.allowed('b'), consent.allowed('c')]).toEqual([false, true]);
    consent.removed('a');
    expect(JSON.parse(storage.getItem(REMOTE_MEDIA_KEY)!)).toEqual(['b']);
  });

  it('keeps holding back for the tab when storage is refused or unreadable', () => {
    const broken = new FakeStorage();
    broken.broken = true;
    const consent = new RemoteMediaConsent(broken);
    consent.holdBack('shared');
    expect(consent.allowed('shared')).toBe(false);
    const garbled = new FakeStorage();
    garbled.setItem(REMOTE_MEDIA_KEY, '{not json');
    expect(new RemoteMediaConsent(garbled).allowed('x')).toBe(true);
  });
});
