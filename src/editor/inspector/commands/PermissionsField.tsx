// Who may use a command (`default_member_permissions`): everyone, administrators only, or members
// holding every ticked permission, picked from all of Discord's permission bits in the groups of
// its role settings. Bits Discord does not name stay ticked and named until unticked.
import { useId, useState } from 'react';
import { describeMemberPermissions, parsePermissions } from '../../../model/commands';
import { PermissionGrid } from '../../permissions/PermissionGrid';
import { FieldFrame } from '../FieldFrame';
import type { FieldEditorProps } from '../inputs/types';
import { testId } from '../inputs/types';
import { useFieldProblems } from './field-problems';
import { ProblemNotes } from './ProblemNotes';
import type { PermissionMode } from './permission-value';
import { readPermissions, togglePermission } from './permission-value';
import './commands.css';

const MODES: readonly { mode: PermissionMode; label: string }[] = [
  { mode: 'everyone', label: 'Everyone' },
  { mode: 'admins', label: 'Administrators only' },
  { mode: 'custom', label: 'Members with these permissions…' },
];

export function PermissionsField({ spec, binding }: FieldEditorProps) {
  const headingId = useId();
  const summaryId = useId();
  const problems = useFieldProblems(binding.nodeKey, spec.name);
  const read = readPermissions(binding.value);
  // "0" is administrators only; picking "Members with…" before ticking anything stores "0" too,
  // so which of the two the user chose is remembered here.
  const [wantCustom, setWantCustom] = useState(false);
  const mode: PermissionMode = read.mode === 'admins' && wantCustom ? 'custom' : read.mode;

  const pick = (next: PermissionMode) => {
    setWantCustom(next === 'custom');
    if (next === mode) return;
    if (next === 'everyone') binding.commit(undefined);
    // Administrators only, or "Members with…" while nothing is ticked: "0" either way.
    else if (next === 'admins' || read.bits === 0n) binding.commit('0');
  };
  const toggle = (bit: number, on: boolean) => {
    setWantCustom(true);
    binding.commit(togglePermission(read.unreadable ? '0' : binding.value, bit, on));
  };
  // A value that is no permission set is the model's problem, shown below in its words.
  const summary =
    binding.value === undefined ||
    binding.value === null ||
    (typeof binding.value === 'string' && parsePermissions(binding.value).ok)
      ? describeMemberPermissions(binding.value)
      : 'Not a permission set Discord accepts; untick what is wrong or pick again.';

  return (
    <FieldFrame label={spec.label} headingId={headingId} binding={binding}>
      <div
        className="perm"
        role="group"
        aria-labelledby={headingId}
        aria-describedby={summaryId}
        tabIndex={-1}
        data-testid={testId(spec.name)}
      >
        <div className="perm-modes" role="radiogroup" aria-labelledby={headingId}>
          {MODES.map((m) => (
            <label key={m.mode} className="insp-check">
              <input
                type="radio"
                name={`${headingId}-mode`}
                data-testid={`permissions-mode:${m.mode}`}
                checked={mode === m.mode}
                onChange={() => pick(m.mode)}
              />
              {m.label}
            </label>
          ))}
        </div>
        <p className="insp-hint" id={summaryId}>
          {summary}
          {mode === 'custom' &&
            read.bits === 0n &&
            !read.unreadable &&
            ' Tick at least one permission; until then only administrators can use it.'}
        </p>
        <ProblemNotes problems={problems} />
        {mode === 'custom' && (
          <PermissionGrid
            bits={read.bits}
            onToggle={toggle}
            unknown={read.unknown}
            unknownLabel={(bit) => `Bit ${bit} (kept as imported)`}
          />
        )}
      </div>
    </FieldFrame>
  );
}
