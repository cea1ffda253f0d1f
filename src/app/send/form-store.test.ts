import { describe, expect, it } from 'vitest';
import { FakeStorage } from '../designs/fake-storage';
import { SETTINGS_KEY, createTokenStore } from '../discord/token-store';
import { createSendFormStore, loadSendFields } from './form-store';

describe('the send form store', () => {
  it('keeps its fields in the settings record beside the tokens’ ids', () => {
    const storage = new FakeStorage();
    createTokenStore(storage).setState({ channelId: '112233445566778899' });
    createSendFormStore(storage).setState({ mode: 'webhook', threadName: 'Trail news' });
    expect([...storage.items.keys()]).toEqual([SETTINGS_KEY]);
    expect(loadSendFields(storage)).toMatchObject({ mode: 'webhook', threadName: 'Trail news' });
    expect(createTokenStore(storage).getState().channelId).toBe('112233445566778899');
  });

  it('falls back to empty fields for unreadable settings', () => {
    const storage = new FakeStorage();
    storage.items.set(SETTINGS_KEY, '{"mode":"carrier pigeon","channelId":7,');
    expect(loadSendFields(storage)).toMatchObject({ mode: 'bot', username: '' });
    storage.items.set(
      SETTINGS_KEY,
      JSON.stringify({ mode: 'carrier pigeon', username: 'Hook', threadId: 7 }),
    );
    expect(loadSendFields(storage)).toMatchObject({ mode: 'bot', username: 'Hook', threadId: '' });
  });

  it('works without storage', () => {
    const store = createSendFormStore(null);
    store.setState({ messageId: '998877665544332211' });
    expect(store.getState().messageId).toBe('998877665544332211');
  });
});
