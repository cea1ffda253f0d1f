// A command permissions body (`PUT …/commands/{id}/permissions`): `{ permissions: [...] }`, at
// most 100 entries of `{ id, type, permission }`. It is checked, not designed: no document.
import { isPlainObject } from '../../payload/envelope';
import type { Problem } from '../../rules/problems';
import { formatPath } from '../../rules/problems';
import { fieldIssues } from '../../rules/field-issues';
import { commandPermissionsBody } from '../schema-parts';

const TYPE_NAMES = new Map<unknown, string>([
  [1, 'role'],
  [2, 'user'],
  [3, 'channel'],
]);
const BODY_FIELDS = new Set(Object.keys(commandPermissionsBody.shape));

/** Whether a value looks like a permissions body rather than a message or a command. */
export function isPermissionsBody(value: unknown): boolean {
  return (
    isPlainObject(value) &&
    Array.isArray(value.permissions) &&
    Object.keys(value).every((k) => BODY_FIELDS.has(k))
  );
}

/** Every problem of a permissions body, with paths. Never throws. */
export function permissionsBodyProblems(value: unknown): Problem[] {
  const result = commandPermissionsBody.safeParse(value);
  const problems: Problem[] = result.success
    ? []
    : fieldIssues(result.error, value, 'this permissions body').map((i) => ({
        path: formatPath(i.path),
        severity: i.severity ?? 'error',
        code: i.code,
        message: i.message,
      }));
  // The same role, user or channel twice: Discord keeps one of them, and which is not said.
  const list = isPlainObject(value) && Array.isArray(value.permissions) ? value.permissions : [];
  const seen = new Map<string, number>();
  list.forEach((entry: unknown, i) => {
    if (!isPlainObject(entry) || typeof entry.id !== 'string') return;
    const key = `${String(entry.type)}:${entry.id}`;
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, i);
      return;
    }
    problems.push({
      path: formatPath(['permissions', i, 'id']),
      severity: 'warning',
      code: 'duplicate-permission',
      message: `This ${TYPE_NAMES.get(entry.type) ?? 'entry'} (${entry.id}) is already set at permissions[${first}]; list each one once.`,
    });
  });
  return problems;
}
