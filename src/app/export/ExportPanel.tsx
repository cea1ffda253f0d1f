// The export panel under the editor: the current design's JSON (data-testid="payload-json", always
// up to date) for the chosen target, pretty or minified, or code that builds it. The page loads
// only this and the JSON; the controls follow when the browser is idle, and the code generators
// when a code tab is chosen.
import { Suspense, lazy, useEffect, useState } from 'react';
import { PayloadJson } from '../../editor';
import type { ExportView } from './export-view';
import './export.css';

const ExportTools = lazy(() => import('./ExportTools'));
const ExportCode = lazy(() => import('./ExportTools').then((m) => ({ default: m.ExportCode })));

/** True once the browser has been idle (or half a second has passed) after the first render. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true), { timeout: 500 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(id);
  }, []);
  return idle;
}

export function ExportPanel({ designName }: { designName?: string }) {
  const [view, setView] = useState<ExportView>({ tab: 'json', target: null, minify: false });
  const idle = useIdle();
  return (
    <section className="panel export-panel" aria-labelledby="export-title">
      <div className="export-head">
        <h2 id="export-title">Export</h2>
        {idle && (
          <Suspense fallback={null}>
            <ExportTools view={view} onChange={setView} designName={designName} />
          </Suspense>
        )}
      </div>
      <div role="tabpanel" id="export-body" aria-labelledby={`export-tab-${view.tab}`}>
        {view.tab === 'json' ? (
          <PayloadJson envelope={view.target} minify={view.minify} />
        ) : (
          <Suspense fallback={<p className="hint">Loading the code generator…</p>}>
            <ExportCode view={view} designName={designName} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
