// The Send panel's own fields (how to send, the message to edit or load, a webhook's thread and
// overrides), held at module level like the tokens so that they outlive the panel and design
// switches. None is a secret: they persist in the settings record beside the tokens' ids. The
// token, the webhook URL and the channel are the token store's (src/app/discord), shared with the
// other panels.
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { StorageLike } from '../designs/storage-io';
import { browserStorage } from '../designs/storage-io';
import { readSettings, settingsFields, writeSettings } from '../discord/token-store';
import type { SendMode } from './requests';

export interface SendFields {
  mode: SendMode;
  messageId: string;
  threadId: string;
  threadName: string;
  username: string;
  avatarUrl: string;
}

export type SendFormStore = StoreApi<SendFields>;

const PLAIN_FIELDS = ['messageId', 'threadId', 'threadName', 'username', 'avatarUrl'] as const;

export const EMPTY_FIELDS: SendFields = {
  mode: 'bot',
  messageId: '',
  threadId: '',
  threadName: '',
  username: '',
  avatarUrl: '',
};

/** The stored fields; anything unreadable falls back to the empty field. */
export function loadSendFields(storage: StorageLike | null): SendFields {
  const settings = readSettings(storage);
  const mode = settings.mode === 'bot' || settings.mode === 'webhook' ? settings.mode : 'bot';
  return { ...EMPTY_FIELDS, ...settingsFields(settings, PLAIN_FIELDS), mode };
}

/** The Send panel's fields over `storage` (null: nothing is kept past the tab). */
export function createSendFormStore(storage: StorageLike | null): SendFormStore {
  const store = createStore<SendFields>()(() => loadSendFields(storage));
  store.subscribe((state) => writeSettings(storage, { ...state }));
  return store;
}

let shared: SendFormStore | null = null;
/** The page's one Send form, over localStorage, made when the Send panel first opens. */
export function sendFormStore(): SendFormStore {
  shared ??= createSendFormStore(browserStorage('localStorage'));
  return shared;
}
