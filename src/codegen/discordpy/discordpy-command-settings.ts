// A discord.py command's own settings (permissions, contexts, installs, the deprecated
// dm_permission, nsfw) as decorators of a command function and keyword arguments of a Group.
import type { FlagName } from '../common/commands-shared';
import {
  CONTEXTS,
  INSTALLS,
  PY_PERMISSIONS,
  enumList,
  permissionBits,
} from '../common/commands-shared';
import type { CmdNode, PyCmdCtx } from './discordpy-command-params';
import { call } from '../common/source';
import { shown } from '../common/shared';

/** Fields every command kind writes through its own code below. */
export const NAMED = new Set([
  'type',
  'name',
  'name_localizations',
  'description',
  'description_localizations',
]);

/** A command's own settings: as decorators of a function, and as keyword arguments of a Group. */
export interface Settings {
  decorators: string[];
  kwargs: string[];
  /** Where the command only runs in servers: its users are discord.Member. */
  member: string;
}

function permissions(value: unknown, path: string, ctx: PyCmdCtx): [string, string] | null {
  if (value === undefined || value === null) return null;
  const bits = permissionBits(value);
  if (!bits) {
    ctx.notes.leftOut(
      `${path}.default_member_permissions`,
      `not a permission set (${shown(value)})`,
    );
    return null;
  }
  const names = bits.map((b) => PY_PERMISSIONS.get(b));
  if (bits.length === 0)
    return [
      '@app_commands.default_permissions()',
      'default_permissions=discord.Permissions.none()',
    ];
  if (names.every((n) => n !== undefined)) {
    const kwargs = names.map((n) => `${n}=True`);
    return [
      call('@app_commands.default_permissions', kwargs, 'py'),
      `default_permissions=${call('discord.Permissions', kwargs, 'py')}`,
    ];
  }
  // A bit discord.py 2.4 has no keyword for: the whole set as a number.
  const perms = `discord.Permissions(${value as string})`;
  return [`@app_commands.default_permissions(${perms})`, `default_permissions=${perms}`];
}

function flags(
  value: unknown,
  names: Readonly<Record<number, FlagName>>,
  field: string,
  path: string,
  ctx: PyCmdCtx,
): { name: FlagName; on: boolean }[] | null {
  if (value === undefined || value === null) return null;
  const found = enumList(value, names);
  if (!found) {
    ctx.notes.leftOut(`${path}.${field}`, `discord.py cannot send it (${shown(value)})`);
    return null;
  }
  return Object.values(names).map((name) => ({ name, on: found.includes(name) }));
}

/** Where a command runs and who installs it: decorator, Group keyword and class for each. */
const FLAG_FIELDS = [
  ['contexts', CONTEXTS, 'allowed_contexts', 'AppCommandContext'],
  ['integration_types', INSTALLS, 'allowed_installs', 'AppInstallationType'],
] as const;

const py = (on: boolean) => (on ? 'True' : 'False');

/** The command-level fields of a top-level command. */
export function settings(n: CmdNode, guildId: string | null, ctx: PyCmdCtx): Settings {
  const { path } = n;
  const p = n.props;
  const out: Settings = { decorators: [], kwargs: [], member: 'discord.User' };
  const perms = permissions(p.default_member_permissions, path, ctx);
  if (perms) {
    out.decorators.push(perms[0]);
    out.kwargs.push(perms[1]);
  }
  let contexts: { name: FlagName; on: boolean }[] | null = null;
  for (const [field, names, decorator, cls] of FLAG_FIELDS) {
    const found = flags(p[field], names, field, path, ctx);
    if (!found) continue;
    if (field === 'contexts') contexts = found;
    const args = (key: 'py' | 'pyAttr') => found.map((f) => `${f.name[key]}=${py(f.on)}`);
    out.decorators.push(call(`@app_commands.${decorator}`, args('py'), 'py'));
    out.kwargs.push(`${decorator}=${call(`app_commands.${cls}`, args('pyAttr'), 'py')}`);
  }
  if (p.dm_permission === false) {
    if (contexts)
      ctx.notes.leftOut(
        `${path}.dm_permission`,
        'deprecated, and `contexts` already says where it runs',
      );
    else {
      out.decorators.push('@app_commands.guild_only()');
      out.kwargs.push('guild_only=True');
      ctx.notes.leftOut(
        `${path}.dm_permission`,
        'written as guild_only(), which discord.py also sends as contexts [0] (servers only)',
      );
    }
  }
  if (p.nsfw === true) out.kwargs.push('nsfw=True');
  const guildOnly =
    guildId !== null ||
    p.dm_permission === false ||
    (contexts !== null && contexts.every((c) => c.on === (c.name.pyAttr === 'guild')));
  out.member = guildOnly ? 'discord.Member' : 'discord.User';
  const handled = new Set([
    ...NAMED,
    'default_member_permissions',
    'contexts',
    'integration_types',
    'dm_permission',
    'nsfw',
  ]);
  for (const [k, v] of Object.entries(p)) {
    if (k === 'dm_permission' && v !== false && v !== true)
      ctx.notes.leftOut(`${path}.${k}`, `discord.py cannot send it (${shown(v)})`);
    else if (!handled.has(k))
      ctx.notes.leftOut(`${path}.${k}`, `discord.py has no way to send it (${shown(v)})`);
  }
  return out;
}
