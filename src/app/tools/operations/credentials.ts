// The tokens the consoles send with. The bot token is the token store's (one place to type it,
// shared with the Send panel and kept only if "remember" was ticked there); a Bearer token is held
// in this page's memory only, shared by the consoles that need one, and gone when the page closes.
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { OperationAuth } from '../../../model/operations';
import type { BearerPurpose, TokenCheck } from '../../commands/permissions/bearer-token';
import { checkBearerToken } from '../../commands/permissions/bearer-token';
import { botToken } from '../../discord/requests';
import { tokenStore } from '../../discord/token-store';

/** The consoles' Bearer token, in memory only. */
export const bearerStore = createStore<{ bearer: string }>()(() => ({ bearer: '' }));

/** The token an operation of `auth` sends with, and a way to change it. */
export function useToken(auth: OperationAuth): [string, (value: string) => void] {
  const tokens = tokenStore();
  const bot = useStore(tokens, (s) => s.token);
  const user = useStore(bearerStore, (s) => s.bearer);
  return auth === 'bot'
    ? [bot, (token: string) => tokens.setState({ token })]
    : [user, (bearer: string) => bearerStore.setState({ bearer })];
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
    return checkBearerToken(typed, tokenStore().getState().token, OPERATION_BEARER);
  const bot = botToken(typed);
  return bot.ok ? { ok: true, token: bot.value } : bot;
}
