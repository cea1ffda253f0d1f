// The send panel's fields, held at module level so that they outlive the panel and design
// switches. The bot token and the webhook URL (which holds a token) stay in memory unless the
// person ticks "remember on this device"; unticking deletes them. Other fields persist freely.
import type { StorageLike } from '../designs/storage-io';
import { browserStorage, removeItem, writeItem } from '../designs/storage-io';
import type { SendForm, SendMode } from './requests';

export const TOKEN_KEY = 'component-studio:send:token';
export const WEBHOOK_KEY = 'component-studio:send:webhook';
export const SETTINGS_KEY = 'component-studio:send:settings';

export interface FormState extends SendForm {
  remember: boolean;
  /** The application whose commands the Register panel works on ('' until known). */
  applicationId: string;
}

export interface FormStore {
  getState: () => FormState;
  subscribe: (listener: () => void) => () => void;
  set: (patch: Partial<FormState>) => void;
}

const PLAIN_FIELDS = [
  'channelId',
  'messageId',
  'threadId',
  'threadName',
  'username',
  'avatarUrl',
  'applicationId',
] as const;

export const EMPTY_FORM: FormState = {
  mode: 'bot',
  token: '',
  channelId: '',
  webhookUrl: '',
  messageId: '',
  threadId: '',
  threadName: '',
  username: '',
  avatarUrl: '',
  remember: false,
  applicationId: '',
};

function read(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The stored form; anything unreadable falls back to the empty field. */
export function loadForm(storage: StorageLike | null): FormState {
  const state: FormState = { ...EMPTY_FORM };
  let settings: unknown;
  try {
    settings = JSON.parse(read(storage, SETTINGS_KEY) ?? 'null');
  } catch {
    settings = null;
  }
  if (typeof settings === 'object' && settings !== null) {
    const s = settings as Record<string, unknown>;
    if (s.mode === 'bot' || s.mode === 'webhook') state.mode = s.mode as SendMode;
    for (const field of PLAIN_FIELDS)
      if (typeof s[field] === 'string') state[field] = (s[field] as string).slice(0, 2000);
    state.remember = s.remember === true;
  }
  const token = read(storage, TOKEN_KEY);
  const webhook = read(storage, WEBHOOK_KEY);
  if (token !== null || webhook !== null) state.remember = true;
  if (state.remember) {
    state.token = token ?? '';
    state.webhookUrl = webhook ?? '';
  }
  return state;
}

function save(storage: StorageLike | null, state: FormState): void {
  if (!storage) return;
  const settings: Record<string, unknown> = { mode: state.mode, remember: state.remember };
  for (const field of PLAIN_FIELDS) settings[field] = state[field];
  writeItem(storage, SETTINGS_KEY, JSON.stringify(settings));
  const secret = (key: string, value: string) => {
    if (state.remember && value !== '') writeItem(storage, key, value);
    else removeItem(storage, key);
  };
  secret(TOKEN_KEY, state.token);
  secret(WEBHOOK_KEY, state.webhookUrl);
}

/** A form store over `storage` (null: nothing is kept past the tab). */
export function createFormStore(storage: StorageLike | null): FormStore {
  let state = loadForm(storage);
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(patch) {
      state = { ...state, ...patch };
      save(storage, state);
      for (const listener of listeners) listener();
    },
  };
}

let shared: FormStore | null = null;
/** The page's one form store, over localStorage, made when the send panel first opens. */
export function sendFormStore(): FormStore {
  shared ??= createFormStore(browserStorage('localStorage'));
  return shared;
}
