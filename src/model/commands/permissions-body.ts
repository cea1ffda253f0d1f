// A command permissions body (`PUT …/commands/{id}/permissions`): `{ permissions: [...] }`, at
// most 100 entries of `{ id, type, permission }`. It is checked, not designed: no document.
import { isPlainObject } from '../payload';
import type { PathSegment, Problem } from '../problems';
import { formatPath } from '../problems';
import { LIMITS } from '../limits';
import { describeValue } from '../rules/context';

const ENTRY_TYPES: Record<number, string> = { 1: 'ROLE', 2: 'USER', 3: 'CHANNEL' };
/** Fields a GET adds around the list; accepted when a returned body is checked. */
const RETURNED = new Set(['id', 'application_id', 'guild_id']);
const SNOWFLAKE = /^\d{1,20}$/;

/** Whether a value looks like a permissions body rather than a message or a command. */
export function isPermissionsBody(value: unknown): boolean {
  return (
    isPlainObject(value) &&
    Array.isArray(value.permissions) &&
    Object.keys(value).every((k) => k === 'permissions' || RETURNED.has(k))
  );
}

/** Every problem of a permissions body, with paths. Never throws. */
export function permissionsBodyProblems(value: unknown): Problem[] {
  const problems: Problem[] = [];
  const error = (path: PathSegment[], code: string, message: string) =>
    problems.push({ path: formatPath(path), severity: 'error', code, message });
  if (!isPlainObject(value)) {
    error(
      [],
      'payload-not-object',
      `A permissions body is a JSON object; this is ${describeValue(value)}.`,
    );
    return problems;
  }
  for (const key of Object.keys(value)) {
    if (key === 'permissions') continue;
    if (RETURNED.has(key)) {
      if (typeof value[key] !== 'string' || !SNOWFLAKE.test(value[key] as string))
        error([key], 'invalid-snowflake', `\`${key}\` must be a snowflake: a string of digits.`);
      continue;
    }
    problems.push({
      path: formatPath([key]),
      severity: 'warning',
      code: 'unknown-field',
      message: `\`${key}\` is not a field of a permissions body; Discord will ignore or reject it.`,
    });
  }
  const list = value.permissions;
  if (!Array.isArray(list)) {
    error(
      ['permissions'],
      'missing-field',
      `\`permissions\` must be an array of permission entries; it is ${list === undefined ? 'missing' : describeValue(list)}.`,
    );
    return problems;
  }
  const max = LIMITS.commandPermissions;
  if (list.length > max)
    error(
      ['permissions'],
      'too-many',
      `\`permissions\` has ${list.length} entries; a command takes at most ${max}.`,
    );
  const seen = new Map<string, number>();
  list.forEach((entry, i) => {
    const at = (...rest: PathSegment[]) => ['permissions', i, ...rest];
    if (!isPlainObject(entry)) {
      error(
        at(),
        'invalid-entry',
        `Each permission is an object { id, type, permission }; this is ${describeValue(entry)}.`,
      );
      return;
    }
    const { id, type, permission } = entry;
    if (typeof id !== 'string' || !SNOWFLAKE.test(id))
      error(
        at('id'),
        'invalid-snowflake',
        `\`id\` must be the snowflake of a role, user or channel (a string of digits); it is ${id === undefined ? 'missing' : describeValue(id)}.`,
      );
    if (typeof type !== 'number' || !(type in ENTRY_TYPES))
      error(
        at('type'),
        'invalid-enum',
        `\`type\` must be 1 (ROLE), 2 (USER) or 3 (CHANNEL); it is ${type === undefined ? 'missing' : describeValue(type)}.`,
      );
    if (typeof permission !== 'boolean')
      error(
        at('permission'),
        'invalid-type',
        `\`permission\` must be true (allow) or false (deny); it is ${permission === undefined ? 'missing' : describeValue(permission)}.`,
      );
    for (const key of Object.keys(entry)) {
      if (key !== 'id' && key !== 'type' && key !== 'permission')
        problems.push({
          path: formatPath(at(key)),
          severity: 'warning',
          code: 'unknown-field',
          message: `\`${key}\` is not a field of a permission entry; Discord will ignore or reject it.`,
        });
    }
    if (typeof id === 'string' && typeof type === 'number') {
      const k = `${type}:${id}`;
      const first = seen.get(k);
      if (first !== undefined)
        problems.push({
          path: formatPath(at('id')),
          severity: 'warning',
          code: 'duplicate-permission',
          message: `This ${ENTRY_TYPES[type] ?? 'entry'} ${id} is already set at permissions[${first}]; list each target once.`,
        });
      else seen.set(k, i);
    }
  });
  return problems;
}
