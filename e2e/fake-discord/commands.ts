// The application command endpoints: the bot's application, global and guild commands (list, get,
// create as an upsert by type and name, edit, delete, bulk overwrite) and guild command
// permissions. The model's validator stands in for Discord's 50035 checks; the limits it cannot
// see (creates per day, commands per type in what is already registered) are checked here.
import type { PayloadKind, Problem } from '../../src/model';
import { COMMAND_LIMITS, importPayload, isPlainObject } from '../../src/model';
import type { StoredCommand } from './command-store';
import {
  DAILY_CREATES,
  bodiesDiffer,
  capOfType,
  commandObject,
  countCreates,
  createsLeft,
  dropPermissions,
  findByTypeName,
  scopeCommands,
  storedBody,
  typeOf,
} from './command-store';
import { FAKE_APPLICATION_ID, FAKE_BEARER_TOKEN, FAKE_BOT_TOKEN } from './constants';
import { invalidFormBody } from './error-tree';
import type { FakeRequest, FakeResponse } from './routes';
import type { FakeState } from './state';
import { BOT_AUTHOR } from './state';
import { MISSING_ACCESS, UNAUTHORIZED, fail } from './answers';

const UNKNOWN_COMMAND = fail(404, 'Unknown application command', 10063);
const UNKNOWN_PERMISSIONS = fail(404, 'Unknown application command permissions', 10066);
const TOO_MANY = fail(400, 'Maximum number of application commands reached', 30032);
const DAILY_LIMIT = fail(
  400,
  `Max number of daily application command creates has been reached (${DAILY_CREATES})`,
  30034,
);
const NAME_TAKEN = fail(400, 'Application command with that name already exists', 40041);

const BOT = `Bot ${FAKE_BOT_TOKEN}`;
const BEARER = `Bearer ${FAKE_BEARER_TOKEN}`;

type Handler = (state: FakeState, req: FakeRequest, ids: string[]) => FakeResponse;

const SNOWFLAKE = '(\\d{15,21})';
const APP = `^/applications/${SNOWFLAKE}`;
const GUILD = `${APP}/guilds/${SNOWFLAKE}`;

/** The routes of this file, for routes.ts. */
export const COMMAND_ROUTES: { pattern: RegExp; methods: string[]; handle: Handler }[] = [
  { pattern: /^\/applications\/@me$/, methods: ['GET'], handle: application },
  {
    pattern: new RegExp(`${APP}/commands$`),
    methods: ['GET', 'POST', 'PUT'],
    handle: (s, r, [app = '']) => commandList(s, r, app, null),
  },
  {
    pattern: new RegExp(`${APP}/commands/${SNOWFLAKE}$`),
    methods: ['GET', 'PATCH', 'DELETE'],
    handle: (s, r, [app = '', id = '']) => oneCommand(s, r, app, null, id),
  },
  {
    // Discord disabled the batch PUT here, so only GET.
    pattern: new RegExp(`${GUILD}/commands/permissions$`),
    methods: ['GET'],
    handle: (s, r, [app = '', guild = '']) => guildPermissions(s, r, app, guild),
  },
  {
    pattern: new RegExp(`${GUILD}/commands$`),
    methods: ['GET', 'POST', 'PUT'],
    handle: (s, r, [app = '', guild = '']) => commandList(s, r, app, guild),
  },
  {
    pattern: new RegExp(`${GUILD}/commands/${SNOWFLAKE}$`),
    methods: ['GET', 'PATCH', 'DELETE'],
    handle: (s, r, [app = '', guild = '', id = '']) => oneCommand(s, r, app, guild, id),
  },
  {
    pattern: new RegExp(`${GUILD}/commands/${SNOWFLAKE}/permissions$`),
    methods: ['GET', 'PUT'],
    handle: (s, r, [app = '', guild = '', id = '']) => commandPermissions(s, r, app, guild, id),
  },
];

function application(_state: FakeState, req: FakeRequest): FakeResponse {
  if (req.headers.authorization !== BOT) return UNAUTHORIZED;
  return {
    status: 200,
    body: {
      id: FAKE_APPLICATION_ID,
      name: BOT_AUTHOR.username,
      icon: null,
      description: 'The application of the fake Discord.',
      bot_public: true,
      bot_require_code_grant: false,
      flags: 0,
      bot: BOT_AUTHOR,
    },
  };
}

/** A refusal for the caller, or null: a bot or Bearer token of this very application. */
function refused(req: FakeRequest, app: string): FakeResponse | null {
  const auth = req.headers.authorization;
  if (auth !== BOT && auth !== BEARER) return UNAUTHORIZED;
  return app === FAKE_APPLICATION_ID ? null : MISSING_ACCESS;
}

/** The model's errors for a body, in Discord's terms; [] when Discord would take it. */
function bodyProblems(json: unknown, as: PayloadKind, guildId: string | null): Problem[] {
  const out: Problem[] = [];
  for (const p of importPayload(json, { as, guildId }).problems) {
    // The URL's guild is the scope; caps on a set are 30032, not 50035.
    if (p.severity !== 'error' || p.code === 'guild-id' || p.code === 'too-many-commands') continue;
    if (p.code !== 'command-too-large') out.push(p);
    else if (!out.some((o) => o.code === 'application-command-too-large'))
      out.push({
        path: '$',
        severity: 'error',
        code: 'application-command-too-large',
        message: `Command exceeds maximum size (${COMMAND_LIMITS.combinedSize})`,
      });
  }
  return out;
}

const invalid = (problems: Problem[]): FakeResponse => ({
  status: 400,
  body: invalidFormBody(problems),
});

const show = (req: FakeRequest, localizations: boolean) => ({
  applicationId: FAKE_APPLICATION_ID,
  localizations,
  locale: req.headers['x-discord-locale'] ?? null,
});

function commandList(
  state: FakeState,
  req: FakeRequest,
  app: string,
  guildId: string | null,
): FakeResponse {
  const refusal = refused(req, app);
  if (refusal) return refusal;
  const list = scopeCommands(state.commands, guildId);
  if (req.method === 'GET') {
    const opts = show(req, req.query.get('with_localizations') === 'true');
    return { status: 200, body: list.map((c) => commandObject(c, opts)) };
  }
  if (req.method === 'PUT') return bulkOverwrite(state, req, guildId);
  const problems = bodyProblems(req.json, 'command', guildId);
  if (problems.length > 0) return invalid(problems);
  const body = storedBody(req.json as Record<string, unknown>);
  const type = typeOf(body);
  const existing = findByTypeName(list, type, body.name);
  if (existing) {
    // An upsert: same type and name overwrites, keeping the id (and permissions).
    if (bodiesDiffer(existing.body, body)) {
      existing.body = body;
      existing.version = state.nextId();
    }
    return { status: 200, body: commandObject(existing, show(req, true)) };
  }
  const cap = capOfType(type) ?? 0;
  if (list.filter((c) => typeOf(c.body) === type).length >= cap) return TOO_MANY;
  if (createsLeft(state.commands, guildId) <= 0) return DAILY_LIMIT;
  const id = state.nextId();
  const created: StoredCommand = { id, guildId, version: id, body };
  state.commands.commands.set(id, created);
  countCreates(state.commands, guildId, 1);
  return { status: 201, body: commandObject(created, show(req, true)) };
}

function bulkOverwrite(state: FakeState, req: FakeRequest, guildId: string | null): FakeResponse {
  const problems = bodyProblems(req.json, 'commands', guildId);
  if (problems.length > 0) return invalid(problems);
  const bodies = (req.json as Record<string, unknown>[]).map(storedBody);
  for (const type of new Set(bodies.map(typeOf)))
    if (bodies.filter((b) => typeOf(b) === type).length > (capOfType(type) ?? 0)) return TOO_MANY;
  const old = scopeCommands(state.commands, guildId);
  const next = bodies.map((body): StoredCommand => {
    const kept = findByTypeName(old, typeOf(body), body.name);
    if (!kept) {
      const id = state.nextId();
      return { id, guildId, version: id, body };
    }
    const version = bodiesDiffer(kept.body, body) ? state.nextId() : kept.version;
    return { id: kept.id, guildId, version, body };
  });
  const fresh = next.filter((c) => !old.some((o) => o.id === c.id)).length;
  if (fresh > createsLeft(state.commands, guildId)) return DAILY_LIMIT;
  for (const o of old) {
    state.commands.commands.delete(o.id);
    if (!next.some((c) => c.id === o.id)) dropPermissions(state.commands, o.id);
  }
  for (const c of next) state.commands.commands.set(c.id, c);
  countCreates(state.commands, guildId, fresh);
  const opts = show(req, true);
  return { status: 200, body: next.map((c) => commandObject(c, opts)) };
}

function oneCommand(
  state: FakeState,
  req: FakeRequest,
  app: string,
  guildId: string | null,
  id: string,
): FakeResponse {
  const refusal = refused(req, app);
  if (refusal) return refusal;
  const cmd = state.commands.commands.get(id);
  if (!cmd || cmd.guildId !== guildId) return UNKNOWN_COMMAND;
  if (req.method === 'GET') return { status: 200, body: commandObject(cmd, show(req, true)) };
  if (req.method === 'DELETE') {
    state.commands.commands.delete(id);
    dropPermissions(state.commands, id);
    return { status: 204 };
  }
  if (!isPlainObject(req.json)) return invalid(bodyProblems(req.json, 'command', guildId));
  // A partial update; the type of a command never changes.
  const merged = storedBody({ ...cmd.body, ...req.json, type: typeOf(cmd.body) });
  const problems = bodyProblems(merged, 'command', guildId);
  if (problems.length > 0) return invalid(problems);
  const renamed = merged.name !== cmd.body.name;
  if (renamed) {
    const clash = findByTypeName(
      scopeCommands(state.commands, guildId),
      typeOf(merged),
      merged.name,
    );
    if (clash) return NAME_TAKEN;
    dropPermissions(state.commands, id);
  }
  if (bodiesDiffer(cmd.body, merged)) {
    cmd.body = merged;
    cmd.version = state.nextId();
  }
  return { status: 200, body: commandObject(cmd, show(req, true)) };
}

function guildPermissions(
  state: FakeState,
  req: FakeRequest,
  app: string,
  guildId: string,
): FakeResponse {
  const refusal = refused(req, app);
  if (refusal) return refusal;
  const body = [...state.commands.permissions]
    .filter(([key]) => key.startsWith(`${guildId}:`))
    .map(([key, permissions]) =>
      permissionsObject(key.slice(guildId.length + 1), guildId, permissions),
    );
  return { status: 200, body };
}

const permissionsObject = (id: string, guildId: string, permissions: unknown[]) => ({
  id,
  application_id: FAKE_APPLICATION_ID,
  guild_id: guildId,
  permissions,
});

function commandPermissions(
  state: FakeState,
  req: FakeRequest,
  app: string,
  guildId: string,
  id: string,
): FakeResponse {
  const refusal = refused(req, app);
  if (refusal) return refusal;
  const cmd = state.commands.commands.get(id);
  // The application id stands for the default entry of every command without its own.
  const known = id === FAKE_APPLICATION_ID || (cmd && (cmd.guildId ?? guildId) === guildId);
  if (!known) return UNKNOWN_COMMAND;
  const key = `${guildId}:${id}`;
  if (req.method === 'GET') {
    const entries = state.commands.permissions.get(key);
    return entries
      ? { status: 200, body: permissionsObject(id, guildId, entries) }
      : UNKNOWN_PERMISSIONS;
  }
  // Editing permissions takes a person's Bearer token; a bot token is refused.
  if (req.headers.authorization !== BEARER) return MISSING_ACCESS;
  const problems = bodyProblems(req.json, 'permissions', guildId);
  if (problems.length > 0) return invalid(problems);
  const entries = (req.json as { permissions: { id: string; type: number; permission: boolean }[] })
    .permissions;
  state.commands.permissions.set(key, entries);
  return { status: 200, body: permissionsObject(id, guildId, entries) };
}
