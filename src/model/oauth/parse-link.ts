// A pasted authorize link back into the install form, so that a person with a link already can
// check and change it. Only Discord's authorize addresses are read; the form's own rules
// (buildInstallLink) then judge the values, so this only says what could not be read at all.
import type { InstallForm } from './install-link';
import { EMPTY_INSTALL_FORM } from './install-link';

export type ParsedLink =
  { ok: true; form: InstallForm; notes: string[] } | { ok: false; message: string };

const HOSTS = new Set([
  'discord.com',
  'www.discord.com',
  'ptb.discord.com',
  'canary.discord.com',
  'discordapp.com',
  'www.discordapp.com',
]);
// The documented address, and the older ones under /api (with or without a version) that still work.
const PATH = /^\/(api\/(v\d+\/)?)?oauth2\/authorize\/?$/;

const KNOWN = new Set([
  'client_id',
  'scope',
  'permissions',
  'guild_id',
  'disable_guild_select',
  'integration_type',
  'response_type',
  'redirect_uri',
  'state',
  'prompt',
]);

/** The form a Discord authorize link fills in, or why the text is not one. */
export function parseInstallLink(text: string): ParsedLink {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: 'Paste a link to read it.' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return {
      ok: false,
      message:
        'That is not a link: paste the whole address, starting with https://discord.com/oauth2/authorize?',
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, message: 'An install link starts with https://.' };
  if (!HOSTS.has(url.hostname))
    return {
      ok: false,
      message: `That link goes to ${url.hostname.slice(0, 60)}, not to Discord’s authorize page (discord.com/oauth2/authorize).`,
    };
  if (!PATH.test(url.pathname))
    return {
      ok: false,
      message: `That is a Discord link, but not to the authorize page: ${url.pathname.slice(0, 60)} is not /oauth2/authorize.`,
    };

  return { ok: true, ...formFromQuery(url.searchParams) };
}

/**
 * The install form from query parameters named as Discord names them (a link's, or the Tools
 * page's `#install?client_id=…`), with a note for each one it could not take as it was.
 */
export function formFromQuery(q: URLSearchParams): { form: InstallForm; notes: string[] } {
  const get = (key: string) => q.get(key) ?? '';
  const notes: string[] = [];
  const unknown = [...new Set(q.keys())].filter((k) => !KNOWN.has(k));
  if (unknown.length > 0)
    notes.push(
      `Left out what the form does not know: ${unknown.map((k) => k.slice(0, 30)).join(', ')}.`,
    );
  const disable = get('disable_guild_select');
  if (disable !== '' && disable !== 'true' && disable !== 'false')
    notes.push(`disable_guild_select was “${disable.slice(0, 20)}”; it is true or false.`);
  const responseType = get('response_type');
  if (responseType !== '' && responseType !== 'code')
    notes.push(
      `response_type was “${responseType.slice(0, 20)}”; the form always asks for a code when one is needed.`,
    );
  const form: InstallForm = {
    ...EMPTY_INSTALL_FORM,
    clientId: get('client_id'),
    // URLSearchParams reads both %20 and + as a space.
    scopes: get('scope')
      .split(' ')
      .filter((s) => s !== ''),
    permissions: get('permissions'),
    guildId: get('guild_id'),
    disableGuildSelect: disable === 'true',
    integrationType: get('integration_type'),
    redirectUri: get('redirect_uri'),
    state: get('state'),
    prompt: get('prompt'),
  };
  return { form, notes };
}
