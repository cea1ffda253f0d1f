// Default values of a user, role, mentionable or channel select: ids, each with its type (fixed by
// the select's kind; a mentionable select picks user or role).
import type { NodeKind } from '../../../model';
import { useId } from 'react';
import { LIMITS } from '../../../model';
import { ListHead, RowControls } from './ListControls';
import { SubText } from './SubText';
import type { FieldEditorProps } from './types';
import { testId } from './types';
import { SNOWFLAKE, asArray, asRecord, moveItem } from '../values';

function fixedType(nodeType: NodeKind | null): string | null {
  if (nodeType === 'user-select') return 'user';
  if (nodeType === 'role-select') return 'role';
  if (nodeType === 'channel-select') return 'channel';
  return null;
}

export function DefaultValuesField({ spec, binding, nodeType }: FieldEditorProps) {
  const headingId = useId();
  const values = asArray(binding.value);
  const fixed = fixedType(nodeType);
  // An emptied list goes away rather than exporting `default_values: []`.
  const write = (next: unknown[], discrete: boolean) => {
    const v = next.length === 0 ? undefined : next;
    if (discrete) binding.commit(v);
    else binding.set(v);
  };
  const edit = (i: number, patch: Record<string, unknown>, discrete = false) =>
    write(
      values.map((v, j) => (j === i ? { ...asRecord(v), ...patch } : v)),
      discrete,
    );

  return (
    <div className="insp-field" onFocus={binding.onFocus} onBlur={binding.onBlur}>
      <ListHead
        headingId={headingId}
        label={spec.label}
        n={values.length}
        max={LIMITS.selectValues.max}
        addLabel="Add default"
        onAdd={() => write([...values, { id: '', type: fixed ?? 'user' }], true)}
      />
      <ol
        className="insp-list"
        aria-labelledby={headingId}
        tabIndex={-1}
        data-testid={testId(spec.name)}
      >
        {values.map((raw, i) => {
          const v = asRecord(raw);
          const id = typeof v.id === 'string' ? v.id : '';
          const at = `${spec.name}.${i}`;
          return (
            <li key={i} className="insp-item insp-item-inline">
              {fixed === null ? (
                <select
                  className="insp-input insp-type"
                  aria-label={`Default ${i + 1} type`}
                  data-testid={testId(`${at}.type`)}
                  value={typeof v.type === 'string' ? v.type : 'user'}
                  onChange={(e) => edit(i, { type: e.target.value }, true)}
                >
                  <option value="user">User</option>
                  <option value="role">Role</option>
                </select>
              ) : (
                <span className="insp-type">{fixed}</span>
              )}
              <SubText
                label={`${fixed ?? (v.type === 'role' ? 'role' : 'user')} id`}
                testId={testId(`${at}.id`)}
                value={v.id}
                required
                placeholder="digits"
                invalid={id !== '' && !SNOWFLAKE.test(id)}
                onChange={(text) => edit(i, { id: text.trim() })}
              />
              <RowControls
                what={`default ${i + 1}`}
                index={i}
                count={values.length}
                onMove={(by) => write(moveItem(values, i, by), true)}
                onRemove={() =>
                  write(
                    values.filter((_, j) => j !== i),
                    true,
                  )
                }
              />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
