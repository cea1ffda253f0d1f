// The designer on a bot's folder (studio mode, loaded only then): reads the folder through the
// studio server, opens its designs in the editor page as it is, and adds what the folder needs:
// the list's files that are not designs, new designs as named files, and a write that failed.
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import type { Doc } from '../../model';
import { memoryAttachments } from '../designs/attachments';
import { EditorApp } from '../editor-page/EditorApp';
import { StudioContext } from '../editor-page/studio-context';
import type { StudioFolder } from '../editor-page/studio-context';
import { FileDialog } from './FileDialog';
import { newFilePath } from './file-kinds';
import { FolderDesigns } from './folder-designs';
import { httpFolderApi } from './http-folder-api';
import './folder.css';

const surfaceLabel = (doc: Doc) => (doc.surface === 'commands' ? 'command set' : doc.surface);

function Studio({ folder }: { folder: FolderDesigns }) {
  const state = useStore(folder.state);
  const [open, setOpen] = useState<string | null>(null);
  const [attachments] = useState(memoryAttachments);
  const studio = useMemo<StudioFolder>(
    () => ({
      root: state.root,
      labels: state.labels,
      others: state.others,
      openOther: setOpen,
      checkName: (typed) => newFilePath(typed, folder.paths()),
      create: (path, doc) => void folder.create(path, doc, surfaceLabel(doc)),
    }),
    [folder, state],
  );
  const other = state.others.find((o) => o.path === open);
  return (
    <StudioContext.Provider value={studio}>
      {state.error && (
        <div className="storage-banner folder-error" role="alert" data-testid="folder-error">
          <p>
            {state.error} Your edits are kept in this page.{' '}
            <button type="button" className="link-button" onClick={() => folder.retry()}>
              Try again
            </button>
          </p>
        </div>
      )}
      <EditorApp manager={folder.manager} attachments={attachments} />
      {other && (
        <FileDialog
          key={other.path}
          {...other}
          text={folder.textOf(other.path)}
          onSave={(text) => folder.saveOther(other.path, text)}
          onClose={() => setOpen(null)}
        />
      )}
    </StudioContext.Provider>
  );
}

/** The studio's page, once its folder has been read; a sentence when it cannot be. */
export function FolderStudio({ studioKey }: { studioKey: string }) {
  const [folder, setFolder] = useState<FolderDesigns | string | null>(null);
  useEffect(() => {
    let live = true;
    let opened: FolderDesigns | null = null;
    void FolderDesigns.open(httpFolderApi(studioKey)).then((f) => {
      if (typeof f !== 'string') opened = f;
      if (live) setFolder(f);
      else opened?.dispose();
    });
    return () => {
      live = false;
      opened?.dispose();
    };
  }, [studioKey]);
  if (folder === null) return <p className="loading">Reading the folder…</p>;
  if (typeof folder === 'string')
    return (
      <div className="storage-banner" role="alert" data-testid="folder-error">
        <p>
          {folder} Open the address `component-studio studio` printed (it holds this run’s key).
        </p>
      </div>
    );
  return <Studio folder={folder} />;
}
