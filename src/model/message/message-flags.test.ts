import { describe, expect, it } from 'vitest';
import { embedsSuppressed, flagsOf, isEphemeral, webhookIdentity } from './message-flags';
import type { MessageDoc } from '../document/document';
import { docOf } from '../testing/fixtures';

const msg = (payload: unknown) => docOf(payload) as MessageDoc;

describe('flagsOf', () => {
  it('reads whole numbers only', () => {
    expect(flagsOf({ flags: 4 })).toBe(4);
    expect(flagsOf({ flags: 1.5 })).toBe(0);
    expect(flagsOf({ flags: '4' })).toBe(0);
    expect(flagsOf({})).toBe(0);
  });
});

describe('isEphemeral', () => {
  it('is true for EPHEMERAL in a type 4 or 7 response only', () => {
    expect(isEphemeral(msg({ type: 4, data: { content: 'Hi', flags: 64 } }))).toBe(true);
    expect(isEphemeral(msg({ type: 7, data: { content: 'Hi', flags: 64 | 4 } }))).toBe(true);
    expect(isEphemeral(msg({ type: 4, data: { content: 'Hi', flags: 4 } }))).toBe(false);
    expect(isEphemeral(msg({ content: 'Hi', flags: 64 }))).toBe(false);
    expect(isEphemeral(msg({ content: 'Hi', username: 'Hook', flags: 64 }))).toBe(false);
  });
});

describe('embedsSuppressed', () => {
  it('follows SUPPRESS_EMBEDS', () => {
    expect(embedsSuppressed(msg({ content: 'Hi', flags: 4 }))).toBe(true);
    expect(embedsSuppressed(msg({ content: 'Hi', flags: 4096 }))).toBe(false);
  });
});

describe('webhookIdentity', () => {
  it('reads a webhook body’s username and an http(s) avatar_url', () => {
    const doc = msg({ content: 'Hi', username: 'Hook', avatar_url: 'https://a.example/p.png' });
    expect(webhookIdentity(doc)).toEqual({
      username: 'Hook',
      avatarUrl: 'https://a.example/p.png',
    });
  });

  it('ignores a blank name and an avatar that is not http(s)', () => {
    const doc = msg({ content: 'Hi', username: '  ', avatar_url: 'javascript:alert(1)' });
    expect(webhookIdentity(doc)).toEqual({ username: null, avatarUrl: null });
  });

  it('has no overrides outside a webhook body', () => {
    const doc = msg({ type: 4, data: { content: 'Hi', username: 'Hook' } });
    expect(webhookIdentity(doc)).toEqual({ username: null, avatarUrl: null });
  });
});
