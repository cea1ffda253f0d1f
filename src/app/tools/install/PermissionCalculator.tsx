// The bot's permissions: an integer box that takes a pasted value and ticks its bits, the shared
// permission grid (the command inspector's) that writes the integer back, and the bits named.
import { useId } from 'react';
import { PermissionGrid } from '../../../editor';
import { ALL_KNOWN_PERMISSIONS, bitNumbers } from '../../../model/commands';
import { permissionByBit } from '../../../model/commands';
import { withBit } from '../../../model/oauth';
import { FormField } from './FormField';

export interface PermissionCalculatorProps {
  value: string;
  onChange: (permissions: string) => void;
  problems: readonly string[];
}

/** The bits of what is typed when it is digits (bad bits included, to untick), else none. */
function rawBits(value: string): bigint {
  const v = value.trim();
  return /^\d+$/.test(v) ? BigInt(v) : 0n;
}

export function PermissionCalculator({ value, onChange, problems }: PermissionCalculatorProps) {
  const id = useId();
  const bits = rawBits(value);
  const numbers = bitNumbers(bits);
  const unknown = numbers.filter((b) => !permissionByBit(b));
  const toggle = (bit: number, on: boolean) => onChange(withBit(bits, bit, on).toString());

  return (
    <section className="install-calculator" aria-label="Bot permissions">
      <FormField
        id={id}
        name="permissions"
        label="Permissions integer"
        problems={problems}
        hint="Paste an integer to tick its permissions, or tick them below to make one. The bot gets a role with these; empty sends none."
      >
        <input
          id={id}
          className="form-input"
          data-testid="install-permissions"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problems.length > 0}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </FormField>
      <p className="install-bits" data-testid="install-permission-bits">
        {numbers.length === 0
          ? 'No bits set.'
          : `Bits set: ${numbers
              .map((b) => `${b} ${permissionByBit(b)?.name ?? '(not a permission)'}`)
              .join(', ')}.`}
      </p>
      <div className="install-row">
        <button
          type="button"
          className="button-secondary"
          data-testid="install-permissions-all"
          onClick={() => onChange(ALL_KNOWN_PERMISSIONS.toString())}
        >
          Select all
        </button>
        <button
          type="button"
          className="button-secondary"
          data-testid="install-permissions-clear"
          onClick={() => onChange('')}
        >
          Clear
        </button>
      </div>
      <PermissionGrid
        bits={bits}
        onToggle={toggle}
        unknown={unknown}
        unknownLabel={(bit) => `Bit ${bit} (not a permission: untick it)`}
        detailed
      />
    </section>
  );
}
