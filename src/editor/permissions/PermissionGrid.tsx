// Every permission bit as a checkbox, in the groups of Discord's role settings: the one picker
// that the command inspector's "Who may use it" and the install link's calculator share. The
// calculator's fuller view adds the channel kinds a permission can be overwritten in, and the
// notes on the permissions Discord split out in 2026.
import { useId } from 'react';
import type { PermissionBit } from '../../model/commands';
import { PERMISSION_BITS, PERMISSION_GROUPS } from '../../model/commands';
import './permission-grid.css';

export interface PermissionGridProps {
  bits: bigint;
  onToggle: (bit: number, on: boolean) => void;
  /** Set bits that are no permission (47, or above the highest): shown ticked, to untick. */
  unknown?: readonly number[];
  /** What an unknown bit is called ("Bit 60 (kept as imported)"). */
  unknownLabel?: (bit: number) => string;
  /** Show the channel kinds (with a legend) and the notes on the 2026 split permissions. */
  detailed?: boolean;
}

export const TWO_FACTOR_TEXT =
  'Needs two-factor authentication on servers that require it for moderation actions.';

const CHANNEL_KINDS: readonly { letter: string; words: string }[] = [
  { letter: 'T', words: 'text-like channels (text, announcement, forum, media)' },
  { letter: 'V', words: 'voice channels' },
  { letter: 'S', words: 'stage channels' },
];

const isSet = (bits: bigint, bit: number) => ((bits >> BigInt(bit)) & 1n) === 1n;

function ChannelMarks({ permission }: { permission: PermissionBit }) {
  if (permission.channels === '')
    return (
      <span className="perm-ch perm-ch-server" title="Server-wide only: no channel overwrites">
        server
      </span>
    );
  return (
    <span className="perm-ch" title={`Can be overwritten in ${permission.channels} channels`}>
      {permission.channels}
    </span>
  );
}

export function PermissionGrid({
  bits,
  onToggle,
  unknown = [],
  unknownLabel = (bit) => `Bit ${bit}`,
  detailed = false,
}: PermissionGridProps) {
  const noteId = useId();
  return (
    <div className={detailed ? 'perm-groups perm-detailed' : 'perm-groups'}>
      {detailed && (
        <p className="perm-legend" data-testid="permission-legend">
          Channel overwrites:{' '}
          {CHANNEL_KINDS.map((k) => (
            <span key={k.letter}>
              <span className="perm-ch">{k.letter}</span> {k.words}
              {'; '}
            </span>
          ))}
          <span className="perm-ch perm-ch-server">server</span> server-wide only.{' '}
          <abbr className="perm-2fa" title={TWO_FACTOR_TEXT}>
            2FA
          </abbr>{' '}
          {TWO_FACTOR_TEXT}
        </p>
      )}
      {PERMISSION_GROUPS.map((group) => (
        <fieldset key={group} className="perm-group">
          <legend className="perm-group-name">{group}</legend>
          <div className="perm-checks">
            {PERMISSION_BITS.filter((p) => p.group === group).map((p) => (
              <label key={p.name} className="perm-check">
                <input
                  type="checkbox"
                  data-testid={`permission:${p.name}`}
                  checked={isSet(bits, p.bit)}
                  aria-describedby={detailed && p.note ? `${noteId}-${p.bit}` : undefined}
                  onChange={(e) => onToggle(p.bit, e.target.checked)}
                />
                <span className="perm-label">
                  {p.label}
                  {p.twoFactor && (
                    <abbr className="perm-2fa" title={TWO_FACTOR_TEXT}>
                      2FA
                    </abbr>
                  )}
                  {detailed && <ChannelMarks permission={p} />}
                  {detailed && p.note && (
                    <span className="perm-note" id={`${noteId}-${p.bit}`}>
                      {p.note}
                    </span>
                  )}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {unknown.length > 0 && (
        <fieldset className="perm-group">
          <legend className="perm-group-name">Not permissions Discord knows</legend>
          <div className="perm-checks">
            {unknown.map((bit) => (
              <label key={bit} className="perm-check">
                <input
                  type="checkbox"
                  data-testid={`permission:bit-${bit}`}
                  checked
                  onChange={(e) => onToggle(bit, e.target.checked)}
                />
                {unknownLabel(bit)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
