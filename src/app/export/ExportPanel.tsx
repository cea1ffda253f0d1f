// The export panel under the editor: the current design's JSON (data-testid="payload-json", always
// up to date). SCAFFOLD: the export helper turns this into the full panel.
import { PayloadJson } from '../../editor';

export function ExportPanel() {
  return (
    <section className="panel payload-panel" aria-labelledby="payload-title">
      <h2 id="payload-title">Payload</h2>
      <PayloadJson />
    </section>
  );
}
