// Every OAuth2 scope of docs/discord-rules.md, with what Discord documents it grants and who may
// ask for it. An install link's form lists these; the link builder refuses any other name.

export type ScopeGroup = 'Install' | 'The user' | 'The app' | 'Local RPC' | 'Social SDK';

/** The checklist's sections, the install scopes first since most links are installs. */
export const SCOPE_GROUPS: readonly ScopeGroup[] = [
  'Install',
  'The user',
  'The app',
  'Local RPC',
  'Social SDK',
];

/**
 * Who can use a scope: anyone; only after Discord approves the app; only Discord's partners;
 * not available to apps at all; or only through the social SDK's client-side authorization.
 */
export type ScopeAccess = 'open' | 'approval' | 'partner' | 'unavailable' | 'sdk';

export interface OAuthScope {
  name: string;
  group: ScopeGroup;
  access: ScopeAccess;
  /** One line: what the scope lets the app do. */
  about: string;
}

type Row = [name: string, group: ScopeGroup, access: ScopeAccess, about: string];

// A table reads better than the one-field-a-line Prettier would make of it.
// prettier-ignore
const ROWS: readonly Row[] = [
  ['bot', 'Install', 'open', 'Adds the app’s bot user to the server picked on the screen; includes applications.commands.'],
  ['applications.commands', 'Install', 'open', 'Lets the app add its commands to a server or, with a user install, to the user.'],
  ['applications.commands.update', 'Install', 'open', 'Lets the app edit its own commands with a Bearer token; used with the client credentials grant.'],
  ['applications.commands.permissions.update', 'Install', 'open', 'Lets the app edit its commands’ permissions in servers where the user may manage them.'],
  ['webhook.incoming', 'Install', 'open', 'Creates a webhook in a channel the user picks; it comes back in the token response.'],
  ['identify', 'The user', 'open', 'Reads the user’s account (/users/@me) without the email address.'],
  ['email', 'The user', 'open', 'Adds the user’s email address to /users/@me.'],
  ['identify.premium', 'The user', 'partner', 'Gives the user’s real Nitro type (premium_type, else 0); approved partners only.'],
  ['connections', 'The user', 'open', 'Reads the third-party accounts linked to the user (/users/@me/connections).'],
  ['guilds', 'The user', 'open', 'Lists the servers the user is in, with basic information on each.'],
  ['guilds.join', 'The user', 'open', 'Lets the app’s bot add the user to a server it is in.'],
  ['guilds.members.read', 'The user', 'open', 'Reads the user’s member details (nickname, roles…) in their servers.'],
  ['gdm.join', 'The user', 'open', 'Lets the app add the user to a group DM.'],
  ['role_connections.write', 'The user', 'open', 'Updates the user’s connection and metadata for the app’s linked roles.'],
  ['relationships.read', 'The user', 'approval', 'Reads the user’s friends and implicit relationships; needs Discord’s approval.'],
  ['dm_channels.read', 'The user', 'approval', 'Reads information on the user’s DMs and group DMs; needs Discord’s approval.'],
  ['voice', 'The user', 'approval', 'Joins voice on the user’s behalf and sees who is in it; needs Discord’s approval.'],
  ['activities.read', 'The user', 'unavailable', 'Reads the user’s Now Playing / Recently Played list; not available to apps.'],
  ['activities.write', 'The user', 'approval', 'Updates the user’s activity; needs Discord’s approval (not for the Game SDK’s activity manager).'],
  ['applications.builds.read', 'The app', 'open', 'Reads build data of the user’s applications.'],
  ['applications.builds.upload', 'The app', 'approval', 'Uploads and updates builds of the user’s applications; needs Discord’s approval.'],
  ['applications.entitlements', 'The app', 'open', 'Reads the entitlements of the user’s applications.'],
  ['applications.store.update', 'The app', 'open', 'Reads and updates store data (SKUs, listings, achievements) of the user’s applications.'],
  ['rpc', 'Local RPC', 'approval', 'Controls the user’s local Discord client; needs Discord’s approval.'],
  ['rpc.activities.write', 'Local RPC', 'approval', 'Updates the user’s activity through the local client; needs Discord’s approval.'],
  ['rpc.notifications.read', 'Local RPC', 'approval', 'Receives the notifications pushed to the user; needs Discord’s approval.'],
  ['rpc.voice.read', 'Local RPC', 'approval', 'Reads the user’s voice settings and listens for voice events; needs Discord’s approval.'],
  ['messages.read', 'Local RPC', 'open', 'Reads messages in all of the local client’s channels, not only the app’s own.'],
  ['rpc.voice.write', 'Local RPC', 'approval', 'Changes the user’s voice settings; needs Discord’s approval.'],
  ['openid', 'Social SDK', 'sdk', 'Social SDK: an OpenID Connect ID token for the user, next to the access token.'],
  ['sdk.social_layer', 'Social SDK', 'sdk', 'Social SDK: communication (friends, DMs, lobbies); expands into every scope it needs.'],
  ['sdk.social_layer_presence', 'Social SDK', 'sdk', 'Social SDK: presence only; expands into every scope it needs.'],
];

/** Every scope, in the checklist's order. */
export const OAUTH_SCOPES: readonly OAuthScope[] = ROWS.map(([name, group, access, about]) => ({
  name,
  group,
  access,
  about,
}));

const BY_NAME = new Map(OAUTH_SCOPES.map((s) => [s.name, s]));

/** The scope of that name, or undefined for one Discord does not document. */
export function scopeByName(name: string): OAuthScope | undefined {
  return BY_NAME.get(name);
}

/** The scopes an install link may ask for without a redirect: the app is added, no code comes back. */
export const INSTALL_ONLY_SCOPES: readonly string[] = ['bot', 'applications.commands'];

/** Whether asking for these scopes takes `response_type=code` and a `redirect_uri`. */
export function needsRedirect(scopes: readonly string[]): boolean {
  return scopes.some((s) => !INSTALL_ONLY_SCOPES.includes(s));
}
