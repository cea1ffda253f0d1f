// The panels below the editor's columns: the problems and the export (the payload's JSON). They are
// below the fold and drawn after the first frame, so they are a chunk of their own, loaded right
// after the page is usable (EditorPage): the first load carries neither them nor the payload's
// serializer.
import { ProblemsPanel } from '../../editor';
import { ExportPanel } from '../export/ExportPanel';

export default function EditorBottom({ designName }: { designName?: string }) {
  return (
    <div className="editor-bottom">
      <ProblemsPanel />
      <ExportPanel designName={designName} />
    </div>
  );
}
