// The tokens the page sends with, and the ids the Discord panels share: the bot token (the Send
// and Register panels, the consoles and the mention helper all use it), a webhook URL (which holds
// a token), the channel the Send panel sends to (the mention helper reads its guild) and the
// application the Register panel works on. Held at module level so that they outlive the panels
// and design switches. The two secrets stay in memory unless the person ticks "remember on this
// device"; unticking deletes them. The ids persist freely, in the settings record the Send panel's
// own fields share (see settings below).
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { StorageLike } from '../designs/storage-io';
import { browserStorage, removeItem, writeItem } from '../designs/storage-io';

export const TOKEN_KEY = 'component-studio:send:token';
export const WEBHOOK_KEY = 'component-studio:send:webhook';
export const SETTINGS_KEY = 'component-studio:send:settings';

export interface Tokens {
  /** The bot token as typed. */
  token: string;
  webhookUrl: string;
  /** Keep both secrets on this device. */
  remember: boolean;
  channelId: string;
  /** The application whose commands the Register panel works on ('' until known). */
  applicationId: string;
}

export type TokenStore = StoreApi<Tokens>;

export const NO_TOKENS: Tokens = {
  token: '',
  webhookUrl: '',
  remember: false,
  channelId: '',
  applicationId: '',
};

const MAX_FIELD = 2000;

function read(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The settings record (the plain fields of every Discord panel); {} when unreadable. */
export function readSettings(storage: StorageLike | null): Record<string, unknown> {
  try {
    const settings: unknown = JSON.parse(read(storage, SETTINGS_KEY) ?? 'null');
    return typeof settings === 'object' && settings !== null && !Array.isArray(settings)
      ? (settings as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Writes `fields` into the settings record, keeping the other panels' fields. */
export function writeSettings(storage: StorageLike | null, fields: Record<string, unknown>): void {
  if (!storage) return;
  writeItem(storage, SETTINGS_KEY, JSON.stringify({ ...readSettings(storage), ...fields }));
}

/** The string fields `names` of the settings record, cut short; others stay as they are. */
export function settingsFields<K extends string>(
  settings: Record<string, unknown>,
  names: readonly K[],
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = settings[name];
    if (typeof value === 'string') out[name] = value.slice(0, MAX_FIELD);
  }
  return out;
}

const PLAIN_FIELDS = ['channelId', 'applicationId'] as const;

/** The stored tokens and ids; anything unreadable falls back to the empty field. */
export function loadTokens(storage: StorageLike | null): Tokens {
  const settings = readSettings(storage);
  const state: Tokens = { ...NO_TOKENS, ...settingsFields(settings, PLAIN_FIELDS) };
  state.remember = settings.remember === true;
  const token = read(storage, TOKEN_KEY);
  const webhook = read(storage, WEBHOOK_KEY);
  if (token !== null || webhook !== null) state.remember = true;
  if (state.remember) {
    state.token = token ?? '';
    state.webhookUrl = webhook ?? '';
  }
  return state;
}

function save(storage: StorageLike | null, state: Tokens): void {
  if (!storage) return;
  const plain: Record<string, unknown> = { remember: state.remember };
  for (const field of PLAIN_FIELDS) plain[field] = state[field];
  writeSettings(storage, plain);
  const secret = (key: string, value: string) => {
    if (state.remember && value !== '') writeItem(storage, key, value);
    else removeItem(storage, key);
  };
  secret(TOKEN_KEY, state.token);
  secret(WEBHOOK_KEY, state.webhookUrl);
}

/** A token store over `storage` (null: nothing is kept past the tab). */
export function createTokenStore(storage: StorageLike | null): TokenStore {
  const store = createStore<Tokens>()(() => loadTokens(storage));
  store.subscribe((state) => save(storage, state));
  return store;
}

let shared: TokenStore | null = null;
/** The page's one token store, over localStorage, made when a Discord panel first needs it. */
export function tokenStore(): TokenStore {
  shared ??= createTokenStore(browserStorage('localStorage'));
  return shared;
}
