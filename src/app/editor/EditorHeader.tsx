// The top of the editor: the app, the designs, and a toolbar that stays in view with the surface,
// undo / redo and the document counters.
import { Counters, NoticeBar, SurfaceSwitch, UndoRedo } from '../../editor';
import type { DesignManager, DesignsSnapshot } from '../designs/design-manager';
import { DesignSwitcher } from './DesignSwitcher';

export function EditorHeader({
  manager,
  snapshot,
}: {
  manager: DesignManager;
  snapshot: DesignsSnapshot;
}) {
  return (
    <>
      <header className="editor-header">
        <div className="editor-brand">
          <h1>Component Studio</h1>
          <nav aria-label="Pages" className="editor-nav">
            <a href="/" aria-current="page">
              Editor
            </a>
            <a href="/validate" data-testid="nav:validate">
              Validator
            </a>
          </nav>
        </div>
        <DesignSwitcher manager={manager} snapshot={snapshot} />
      </header>
      <div className="editor-toolbar" role="toolbar" aria-label="Design">
        <SurfaceSwitch />
        <UndoRedo />
        <Counters />
        <NoticeBar />
      </div>
    </>
  );
}
