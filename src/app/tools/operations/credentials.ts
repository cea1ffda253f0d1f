// The tokens the consoles send with. The bot token is the send panel's (one place to type it, kept
// only if "remember" was ticked there); a Bearer token is held in this page's memory only, shared by
// the consoles that need one, and gone when the page closes.
import { useSyncExternalStore } from 'react';
import type { OperationAuth } from '../../../model/operations';
import { looksLikeBotToken } from '../../commands/permissions/bearer-token';
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

/** What is wrong with the token, in a sentence; null when it can be sent. */
export function tokenProblem(auth: OperationAuth, token: string): string | null {
  const t = token.trim();
  if (t === '')
    return auth === 'bot'
      ? "Enter the bot's token (Developer Portal › your app › Bot › Reset Token)."
      : "Enter a Bearer token: a user's OAuth2 access token with the scope this operation needs.";
  if (/^(Bot|Bearer)$/i.test(t) || /^(Bot|Bearer)\s/i.test(token.trim()))
    return 'Enter the token alone, without "Bot" or "Bearer" in front.';
  // What an HTTP header value may hold; anything else makes fetch throw before sending.
  if (!/^[\x21-\x7e]+$/.test(t))
    return 'The token holds spaces or characters a token never has; copy it again.';
  if (auth === 'bearer' && (looksLikeBotToken(t) || t === sendFormStore().getState().token.trim()))
    return "This is a bot token; this operation takes a user's OAuth2 access token (Bearer), which the bot token cannot stand in for.";
  return null;
}
