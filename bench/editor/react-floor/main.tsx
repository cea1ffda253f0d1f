// The React floor of time to usable: React 19 and nothing else drawing what the editor's first
// screen has most of (a palette of 30 buttons and 40 outline rows with the editor's markup, and a
// text field), then setting the usable mark in an effect as the editor does. What the editor takes
// beyond this page is the editor's own; what this page takes beyond the bare one is React's.
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';

const DOTS = 'M6 3.5h.01M10 3.5h.01M6 8h.01M10 8h.01M6 12.5h.01M10 12.5h.01';

function Row({ n }: { n: number }) {
  const label = `**Update ${n}.** The *new* build fixes ite…`;
  return (
    <li role="none" className="outline-item">
      <div role="treeitem" aria-level={2} aria-label={`Text Display "${label}"`} tabIndex={-1}>
        <button type="button" aria-label={`Drag Text Display "${label}"`} tabIndex={-1}>
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
            <path d={DOTS} />
          </svg>
        </button>
        <span className="outline-toggle-space" />
        <span className="outline-kind">Text Display</span>
        <span className="outline-label">{label}</span>
      </div>
    </li>
  );
}

function Page() {
  useEffect(() => {
    performance.mark('component-studio:usable');
  }, []);
  return (
    <main>
      <nav aria-label="Palette">
        {Array.from({ length: 30 }, (_, n) => (
          <button key={n} type="button">
            Component {n}
          </button>
        ))}
      </nav>
      <ul role="tree">
        {Array.from({ length: 40 }, (_, n) => (
          <Row key={n} n={n} />
        ))}
      </ul>
      <textarea aria-label="Content" />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Page />);
