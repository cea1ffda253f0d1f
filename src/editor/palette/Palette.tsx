// The kinds that may be added on the current surface, grouped Layout / Content / Interactive,
// each draggable into the outline or added with a click.
import { useMemo } from 'react';
import type { CatalogEntry, Doc, KindGroup } from '../../model';
import { emptyCommands, emptyMessage, emptyModal, kindsForSurface } from '../../model';
import type { SurfaceChoice } from '../../model';
import { useEditor } from '../state/context';
import { selectSurface } from '../state/selectors';
import { PaletteItem, usePlacing } from './PaletteItem';
import './palette.css';

const GROUPS: readonly { group: KindGroup; title: string }[] = [
  { group: 'layout', title: 'Layout' },
  { group: 'content', title: 'Content' },
  { group: 'interactive', title: 'Interactive' },
  { group: 'body', title: 'Embeds and polls' },
  { group: 'command', title: 'Commands' },
  { group: 'subcommand', title: 'Subcommands' },
  { group: 'value-option', title: 'Options' },
];

const EMPTY: Record<SurfaceChoice, () => Doc> = {
  v2: () => emptyMessage(true),
  legacy: () => emptyMessage(false),
  modal: emptyModal,
  commands: emptyCommands,
};

/** The kinds of a surface; which kinds fit depends on nothing else in the document. */
function kindsFor(surface: SurfaceChoice): readonly CatalogEntry[] {
  return kindsForSurface(EMPTY[surface]());
}

export function Palette() {
  usePlacing();
  const surface = useEditor(selectSurface);
  const kinds = useMemo(() => kindsFor(surface), [surface]);
  const docSurface = surface === 'v2' || surface === 'legacy' ? 'message' : surface;
  const what = surface === 'commands' ? 'Commands and options' : 'Components';
  return (
    <section className="palette" aria-label={`${what} to add`} data-testid="palette">
      {GROUPS.map(({ group, title }) => {
        const entries = kinds.filter((e) => e.group === group);
        if (entries.length === 0) return null;
        return (
          <div key={group} className="palette-group">
            <h3 className="palette-title" id={`palette-${group}`}>
              {title}
            </h3>
            <ul className="palette-list" aria-labelledby={`palette-${group}`}>
              {entries.map((entry) => (
                <PaletteItem key={entry.kind} entry={entry} surface={docSurface} />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
