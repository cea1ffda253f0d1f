// Get guild role member counts: `GET /guilds/{guild}/roles/member-counts` answers `{ role_id: count }`
// for every role but @everyone. The console joins the counts with the guild's roles (read with the
// same token) to name them; an answer of another shape is reported, never drawn half.
import { isPlainObject } from '../payload/envelope';
import type { BuiltRequest, OperationRequest } from './request';
import { FormChecks, seg } from './request';

export interface RoleCountsForm {
  guildId: string;
}

/** The request for a guild's role member counts, or the form's problems. */
export function roleMemberCountsRequest(form: RoleCountsForm): BuiltRequest {
  const checks = new FormChecks();
  const guild = checks.id('guildId', form.guildId, 'server id');
  return checks.result(() => ({
    method: 'GET',
    path: `/guilds/${seg(guild!)}/roles/member-counts`,
    auth: 'bot',
  }));
}

/** The guild's roles, to name the counted ones (the relay's read of `/guilds/{guild}/roles`). */
export function guildRolesRequest(guildId: string): OperationRequest {
  return { method: 'GET', path: `/guilds/${seg(guildId)}/roles`, auth: 'bot' };
}

export interface RoleCountRow {
  roleId: string;
  /** The role's name when the roles were read; null otherwise. */
  name: string | null;
  /** Higher is higher in the server's role list; null when unknown. */
  position: number | null;
  count: number;
}

export type RoleCounts = { ok: true; rows: RoleCountRow[] } | { ok: false; reason: string };

/**
 * The counts as rows, highest role first when positions are known (else most members first).
 * `roles` is the answer of the roles read, or null when it failed; roles it lacks keep their id.
 */
export function readRoleMemberCounts(body: unknown, roles: unknown): RoleCounts {
  if (!isPlainObject(body))
    return {
      ok: false,
      reason: 'Discord answered with something other than a map of role ids to counts.',
    };
  const named = new Map<string, { name: string; position: number }>();
  if (Array.isArray(roles))
    for (const role of roles)
      if (isPlainObject(role) && typeof role.id === 'string' && typeof role.name === 'string')
        named.set(role.id, {
          name: role.name,
          position: typeof role.position === 'number' ? role.position : 0,
        });
  const rows: RoleCountRow[] = [];
  for (const [roleId, count] of Object.entries(body)) {
    if (
      !/^\d{1,20}$/.test(roleId) ||
      typeof count !== 'number' ||
      !Number.isInteger(count) ||
      count < 0
    )
      return {
        ok: false,
        reason: `Discord's answer has an entry that is not a role id with a member count: "${roleId.slice(0, 40)}".`,
      };
    const role = named.get(roleId);
    rows.push({ roleId, name: role?.name ?? null, position: role?.position ?? null, count });
  }
  rows.sort((a, b) =>
    a.position !== null && b.position !== null ? b.position - a.position : b.count - a.count,
  );
  return { ok: true, rows };
}
