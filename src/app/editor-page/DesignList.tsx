// The design switcher's open list: the designs of this browser (or, in the studio, the files of
// the bot's folder and the JSON files that are not designs). In the switcher's chunk
// (DesignDialogs.tsx), loaded when the list first opens: the first screen shows only its button.
import type { DesignsSnapshot } from '../designs/design-manager';
import { useStudio } from './studio-context';

export function DesignList({
  snapshot,
  onSwitch,
  onOther,
}: {
  snapshot: DesignsSnapshot;
  onSwitch: (id: string) => void;
  onOther: (path: string) => void;
}) {
  const { currentId, designs } = snapshot;
  const studio = useStudio();
  return (
    <ul
      className={studio ? 'design-list folder-list' : 'design-list'}
      aria-label={studio ? `The files of ${studio.root}` : 'Your designs'}
      data-testid="design-list"
    >
      {designs.map((d) => (
        <li
          key={d.id}
          data-testid="design-item"
          data-design-id={d.id}
          data-current={d.id === currentId}
        >
          <button
            type="button"
            aria-current={d.id === currentId ? 'true' : undefined}
            onClick={() => onSwitch(d.id)}
          >
            <span className="file-name">{d.name}</span>
            {studio?.labels[d.id] && <span className="file-kind">{studio.labels[d.id]}</span>}
          </button>
        </li>
      ))}
      {studio?.others.map((o) => (
        <li key={o.path} data-testid="other-file" data-path={o.path}>
          <button
            type="button"
            className="other-file"
            title={o.reason}
            onClick={() => onOther(o.path)}
          >
            <span className="file-name">{o.path}</span>
            <span className="file-kind">{o.label}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
