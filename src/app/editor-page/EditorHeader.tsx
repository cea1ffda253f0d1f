// The top of the editor: the app, the designs, and a toolbar that stays in view with the surface,
// undo / redo, the document counters and the
// import / share / send tools.
import { Counters, NoticeBar, SurfaceSwitch, UndoRedo } from '../../editor';
import type { DesignManager, DesignsSnapshot } from '../designs/design-manager';
import { DesignSwitcher } from './DesignSwitcher';
import { PageNav } from '../components/PageNav';
import { EditorTools } from './EditorTools';
import type { EditorToolsProps } from './EditorTools';

export function EditorHeader({
  manager,
  snapshot,
  tools,
}: {
  manager: DesignManager;
  snapshot: DesignsSnapshot;
  tools: EditorToolsProps;
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
      <div
        className="editor-toolbar"
        role="toolbar"
        aria-label="Design"
        data-testid="editor-toolbar"
      >
        <SurfaceSwitch />
        <UndoRedo />
        <NoticeBar />
        <Counters />
        <EditorTools {...tools} />
      </div>
    </>
  );
}
