import { describe, expect, it } from 'vitest';
import { FakeStorage } from '../designs/fake-storage';
import { TOKEN } from './test-kit';
import {
  SETTINGS_KEY,
  TOKEN_KEY,
  WEBHOOK_KEY,
  createTokenStore,
  loadTokens,
  writeSettings,
} from './token-store';

const WEBHOOK_URL =
  'https://discord.com/api/webhooks/123456789012345678/hook-TOKEN_abcdefghijklmnop';

describe('the token store', () => {
  it('keeps the token and webhook URL in memory only, by default', () => {
    const storage = new FakeStorage();
    const store = createTokenStore(storage);
    store.setState({ token: TOKEN, webhookUrl: WEBHOOK_URL, channelId: '112233445566778899' });
    expect(store.getState().token).toBe(TOKEN);
    expect([...storage.items.keys()]).toEqual([SETTINGS_KEY]);
    expect(storage.items.get(SETTINGS_KEY)).not.toContain(TOKEN);
    expect(storage.items.get(SETTINGS_KEY)).not.toContain(WEBHOOK_URL);
    expect(loadTokens(storage)).toMatchObject({
      token: '',
      webhookUrl: '',
      channelId: '112233445566778899',
    });
  });

  it('remembers both on this device when asked, and forgets them when unticked', () => {
    const storage = new FakeStorage();
    const store = createTokenStore(storage);
    store.setState({ token: TOKEN, webhookUrl: WEBHOOK_URL, remember: true });
    expect(storage.items.get(TOKEN_KEY)).toBe(TOKEN);
    expect(storage.items.get(WEBHOOK_KEY)).toBe(WEBHOOK_URL);
    expect(createTokenStore(storage).getState()).toMatchObject({
      token: TOKEN,
      webhookUrl: WEBHOOK_URL,
      remember: true,
    });

    store.setState({ remember: false });
    expect(storage.items.has(TOKEN_KEY)).toBe(false);
    expect(storage.items.has(WEBHOOK_KEY)).toBe(false);
    // Still in memory for this tab.
    expect(store.getState().token).toBe(TOKEN);
  });

  it('falls back to empty fields for unreadable settings', () => {
    const storage = new FakeStorage();
    storage.items.set(SETTINGS_KEY, '{"mode":"carrier pigeon","channelId":7,');
    expect(loadTokens(storage)).toMatchObject({ channelId: '', remember: false });
    storage.items.set(SETTINGS_KEY, JSON.stringify({ applicationId: 7, remember: 'yes' }));
    expect(loadTokens(storage)).toMatchObject({ applicationId: '', remember: false });
  });

  it('shares the settings record with the other panels, keeping their fields', () => {
    const storage = new FakeStorage();
    writeSettings(storage, { mode: 'webhook', username: 'Hook' });
    createTokenStore(storage).setState({ applicationId: '1300000000000000001' });
    expect(JSON.parse(storage.items.get(SETTINGS_KEY) ?? '')).toEqual({
      mode: 'webhook',
      username: 'Hook',
      remember: false,
      channelId: '',
      applicationId: '1300000000000000001',
    });
  });

  it('works without storage, and with storage that refuses every access', () => {
    const broken = new FakeStorage();
    broken.broken = true;
    for (const storage of [null, broken]) {
      const store = createTokenStore(storage);
      store.setState({ token: TOKEN, remember: true });
      expect(store.getState().token).toBe(TOKEN);
    }
  });

  it('tells subscribers about every change', () => {
    const store = createTokenStore(null);
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    store.setState({ channelId: '1' });
    stop();
    store.setState({ channelId: '2' });
    expect(calls).toBe(1);
  });
});
