// The document counters, always in view: what the design uses against Discord's limits.
import { useShallow } from 'zustand/react/shallow';
import { COMMAND_LIMITS, LIMITS } from '../../model';
import { useEditor } from '../state/context';
import { docCounts, selectSurface } from '../state/selectors';
import type { EditorState } from '../state/store';
import type { SurfaceChoice } from '../../model';

export type CounterTone = 'ok' | 'near' | 'over';

/** Amber from 90 % of a limit, red past it. */
export function counterTone(n: number, max: number): CounterTone {
  if (n > max) return 'over';
  return n >= Math.ceil(max * 0.9) ? 'near' : 'ok';
}

interface Numbers {
  components: number;
  textChars: number;
  rows: number;
  embeds: number;
  embedChars: number;
  topLevel: number;
}

// The counters draw again only when a number changes (useShallow), with the key that changed it:
// drawn in the next frame instead, their text cost the page a layout pass of its own in that
// frame on every key (bench/editor/PROFILE.md, sixth pass).
const selectNumbers = (s: EditorState): Numbers => {
  const { components, textChars, rows, embeds, embedChars } = docCounts(s.doc);
  return { components, textChars, rows, embeds, embedChars, topLevel: s.doc.nodes.length };
};
/** 4,000: by hand, because the first Intl formatter costs tens of ms while the page loads. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** One counter: "Label n / max", amber near the limit, red past it. */
export function Counter({
  id,
  label,
  n,
  max,
}: {
  id: string;
  label: string;
  n: number;
  max: number;
}) {
  const tone = counterTone(n, max);
  return (
    <span className={`counter counter-${tone}`} data-testid={`counter:${id}`} data-tone={tone}>
      <span className="counter-label">{label}</span>{' '}
      <span className="counter-value">
        {grouped(n)} / {grouped(max)}
      </span>
      {tone === 'over' && <span className="visually-hidden"> (over the limit)</span>}
    </span>
  );
}

const COMMAND_COUNTERS = [
  { kind: 'chat-input-command', id: 'slash-commands', label: 'Slash commands' },
  { kind: 'user-command', id: 'user-commands', label: 'User commands' },
  { kind: 'message-command', id: 'message-commands', label: 'Message commands' },
  { kind: 'entry-point-command', id: 'entry-points', label: 'Entry point' },
] as const;

// A string, so the counters draw again only when a count changes.
const selectCommandCounts = (s: EditorState): string =>
  COMMAND_COUNTERS.map(({ kind }) => s.doc.nodes.filter((n) => n.kind === kind).length).join(',');

/** Slash commands against their limit, and each other type once the set has one. */
function CommandCounters() {
  const counts = useEditor(selectCommandCounts).split(',').map(Number);
  return (
    <>
      {COMMAND_COUNTERS.map(({ kind, id, label }, i) =>
        i > 0 && !counts[i] ? null : (
          <Counter
            key={id}
            id={id}
            label={label}
            n={counts[i] ?? 0}
            max={COMMAND_LIMITS.perSet[kind]}
          />
        ),
      )}
    </>
  );
}

export function Counters() {
  const surface = useEditor(selectSurface);
  if (surface === 'commands')
    return (
      <div className="counters" aria-label="Document counters" role="group">
        <CommandCounters />
      </div>
    );
  return <DesignCounters surface={surface} />;
}

function DesignCounters({ surface }: { surface: SurfaceChoice }) {
  const { components, textChars, rows, embeds, embedChars, topLevel } = useEditor(
    useShallow(selectNumbers),
  );
  return (
    <div className="counters" aria-label="Document counters" role="group">
      {surface === 'v2' && (
        <>
          <Counter id="components" label="Components" n={components} max={LIMITS.v2Components} />
          <Counter id="text" label="Text characters" n={textChars} max={LIMITS.textDisplayTotal} />
        </>
      )}
      {surface === 'legacy' && (
        <>
          <Counter id="rows" label="Action Rows" n={rows} max={LIMITS.legacyActionRows} />
          {embeds > 0 && <Counter id="embeds" label="Embeds" n={embeds} max={LIMITS.embeds} />}
          {embeds > 0 && (
            <Counter
              id="embed-chars"
              label="Embed characters"
              n={embedChars}
              max={LIMITS.embed.total}
            />
          )}
        </>
      )}
      {surface === 'modal' && (
        <Counter id="components" label="Components" n={topLevel} max={LIMITS.modalComponents.max} />
      )}
    </div>
  );
}
