// The export panel under the editor: the current design's JSON (data-testid="payload-json", always
// up to date) for the chosen target, pretty or minified, or code that builds it. The page loads
// only this and the JSON; the controls follow when the browser is idle, and the code generators
// when the Code tab is chosen.
import { Suspense, useState } from 'react';
import { PayloadJson } from '../../editor';
import { lazyComponent, lazyModule } from '../../preview';
import { FIRST_VIEW } from './export-view';
import type { ExportView } from './export-view';
import './export.css';

// One chunk: the controls, asked for when the browser is idle, and the code generators' view.
const exportTools = lazyModule(() => import('./ExportTools'));
const ExportCode = lazyComponent(exportTools, (m) => m.ExportCode);

export function ExportPanel({ designName }: { designName?: string }) {
  const [view, setView] = useState<ExportView>(FIRST_VIEW);
  const ExportTools = exportTools.useLoaded('idle')?.default;
  return (
    <section className="panel export-panel" aria-labelledby="export-title">
      <div className="export-head">
        <h2 id="export-title">Export</h2>
        {ExportTools && <ExportTools view={view} onChange={setView} designName={designName} />}
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
