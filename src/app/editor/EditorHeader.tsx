// The top of the editor: the app, the designs, and a toolbar that stays in view with the surface,
// undo / redo and the document counters.
import { Counters, NoticeBar, SurfaceSwitch, UndoRedo } from '../../editor';
import type { DesignManager, DesignsSnapshot } from '../designs/design-manager';
import { DesignSwitcher } from './DesignSwitcher';
import { PageNav } from '../components/PageNav';

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
          <PageNav current="editor" className="editor-nav" />
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
