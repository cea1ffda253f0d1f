import { describe, expect, it } from 'vitest';
import { FakeStorage } from '../designs/fake-storage';
import { SETTINGS_KEY, TOKEN_KEY, WEBHOOK_KEY, createFormStore, loadForm } from './form-store';
import { TOKEN, WEBHOOK_URL } from './send-test-helpers';

describe('the send form store', () => {
  it('keeps the token and webhook URL in memory only, by default', () => {
    const storage = new FakeStorage();
    const store = createFormStore(storage);
    store.set({ token: TOKEN, webhookUrl: WEBHOOK_URL, channelId: '112233445566778899' });
    expect(store.getState().token).toBe(TOKEN);
    expect([...storage.items.keys()]).toEqual([SETTINGS_KEY]);
    expect(storage.items.get(SETTINGS_KEY)).not.toContain(TOKEN);
    expect(storage.items.get(SETTINGS_KEY)).not.toContain(WEBHOOK_URL);
    expect(loadForm(storage)).toMatchObject({
      token: '',
      webhookUrl: '',
      channelId: '112233445566778899',
    });
  });

  it('remembers both on this device when asked, and forgets them when unticked', () => {
    const storage = new FakeStorage();
    const store = createFormStore(storage);
    store.set({ token: TOKEN, webhookUrl: WEBHOOK_URL, remember: true });
    expect(storage.items.get(TOKEN_KEY)).toBe(TOKEN);
    expect(storage.items.get(WEBHOOK_KEY)).toBe(WEBHOOK_URL);
    expect(createFormStore(storage).getState()).toMatchObject({
      token: TOKEN,
      webhookUrl: WEBHOOK_URL,
      remember: true,
    });

    store.set({ remember: false });
    expect(storage.items.has(TOKEN_KEY)).toBe(false);
    expect(storage.items.has(WEBHOOK_KEY)).toBe(false);
    // Still in memory for this tab.
    expect(store.getState().token).toBe(TOKEN);
  });

  it('falls back to empty fields for unreadable settings', () => {
    const storage = new FakeStorage();
    storage.items.set(SETTINGS_KEY, '{"mode":"carrier pigeon","channelId":7,');
    expect(loadForm(storage)).toMatchObject({ mode: 'bot', channelId: '', remember: false });
    storage.items.set(
      SETTINGS_KEY,
      JSON.stringify({ mode: 'webhook', username: 'Hook', remember: 'yes' }),
    );
    expect(loadForm(storage)).toMatchObject({ mode: 'webhook', username: 'Hook', remember: false });
  });

  it('works without storage, and with storage that refuses every access', () => {
    const broken = new FakeStorage();
    broken.broken = true;
    for (const storage of [null, broken]) {
      const store = createFormStore(storage);
      store.set({ token: TOKEN, remember: true });
      expect(store.getState().token).toBe(TOKEN);
    }
  });

  it('tells subscribers about every change', () => {
    const store = createFormStore(null);
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    store.set({ channelId: '1' });
    stop();
    store.set({ channelId: '2' });
    expect(calls).toBe(1);
  });
});
