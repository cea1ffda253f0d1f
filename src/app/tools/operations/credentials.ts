// The tokens the consoles send with. The bot token is the send panel's (one place to type it, kept
// only if "remember" was ticked there); a Bearer token is held in this page's memory only, shared by
// the consoles that need one, and gone when the page closes.
import { useSyncExternalStore } from 'react';
import type { OperationAuth } from '../../../model/operations';
import type { BearerPurpose, TokenCheck } from '../../commands/permissions/bearer-token';
import { checkBearerToken } from '../../commands/permissions/bearer-token';
import { botToken } from '../../send/requests';
import { sendFormStore } from '../../send/form-store';

let bearer = '';
const listeners = new Set<() => void>();

export const bearerStore = {
  get: (): string => bearer,
  set(value: string): void {
    bearer = value;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The token an operation of `auth` sends with, and a way to change it. */
export function useToken(auth: OperationAuth): [string, (value: string) => void] {
  const store = sendFormStore();
  const bot = useSyncExternalStore(store.subscribe, () => store.getState().token);
  const user = useSyncExternalStore(bearerStore.subscribe, bearerStore.get);
  return auth === 'bot'
    ? [bot, (token: string) => store.set({ token })]
    : [user, (value: string) => bearerStore.set(value)];
}

const OPERATION_BEARER: BearerPurpose = {
  help: "These operations take a user's OAuth2 access token (Bearer) with the scope the console names: authorize the application with that scope and exchange the code for an access token.",
  botRefused: "a bot token cannot stand in for a user's token here.",
};

/**
 * The token to send, or what is wrong with it: the Send panel's check for a bot token (a leading
 * "Bot " is fine), the permissions editor's for a Bearer token (a bot token is caught).
 */
export function checkToken(auth: OperationAuth, typed: string): TokenCheck {
  if (auth === 'bearer')
    return checkBearerToken(typed, sendFormStore().getState().token, OPERATION_BEARER);
  const bot = botToken(typed);
  return bot.ok ? { ok: true, token: bot.value } : bot;
}
