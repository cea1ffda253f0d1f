// The designs kept in this browser (or, in the studio, the files of the bot's folder): which one
// is open, switching, and new / rename / duplicate / delete for the open one.
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyComponent, lazyModule } from '../../preview';
import type { DesignManager, DesignsSnapshot } from '../designs/design-manager';
import { useStudio } from './studio-context';
import './designs.css';

// What the switcher opens (the list, the rename field, the dialogs) is one chunk, loaded when one
// first opens or the pointer or focus reaches the switcher: the first screen shows none of them.
const dialogs = lazyModule(() => import('./DesignDialogs'));
const preload = () => void dialogs.load().catch(() => undefined);
const DesignList = lazyComponent(dialogs, (m) => m.DesignList);
const RenameField = lazyComponent(dialogs, (m) => m.RenameField);
const NewDesignDialog = lazyComponent(dialogs, (m) => m.NewDesignDialog);
const DeleteDesignDialog = lazyComponent(dialogs, (m) => m.DeleteDesignDialog);

interface Props {
  manager: DesignManager;
  snapshot: DesignsSnapshot;
}

export function DesignSwitcher({ manager, snapshot }: Props) {
  const [listOpen, setListOpen] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const { currentId, designs } = snapshot;
  const current = designs.find((d) => d.id === currentId);
  const studio = useStudio();
  const currentButton = (
    <button
      type="button"
      className="design-current"
      data-testid="design-switcher"
      aria-haspopup="true"
      aria-expanded={listOpen}
      aria-label={`Design: ${current?.name ?? ''}. Switch design`}
      onClick={() => setListOpen((open) => !open)}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <span className="design-current-name">{current?.name}</span>
      <span aria-hidden="true"> ▾</span>
    </button>
  );

  useEffect(() => {
    if (!listOpen) return;
    const close = (e: Event) => {
      if (
        e instanceof KeyboardEvent
          ? e.key === 'Escape'
          : !boxRef.current?.contains(e.target as Node)
      )
        setListOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [listOpen]);

  return (
    <div className="design-switcher">
      <div className="design-picker" ref={boxRef}>
        {renaming ? (
          <Suspense fallback={currentButton}>
            <RenameField
              name={current?.name ?? ''}
              onDone={(name) => {
                if (name !== null) manager.rename(currentId, name);
                setRenaming(false);
              }}
            />
          </Suspense>
        ) : (
          currentButton
        )}
        {listOpen && (
          <Suspense fallback={null}>
            <DesignList
              snapshot={snapshot}
              onSwitch={(id) => {
                manager.switchTo(id);
                setListOpen(false);
              }}
              onOther={(path) => {
                studio?.openOther(path);
                setListOpen(false);
              }}
            />
          </Suspense>
        )}
      </div>
      <div
        className="design-actions"
        role="group"
        aria-label="Design"
        onPointerEnter={preload}
        onFocus={preload}
      >
        <button type="button" data-testid="design:new" onClick={() => setCreating(true)}>
          New
        </button>
        {!studio && (
          <button
            type="button"
            className="button-secondary"
            data-testid="design:rename"
            onClick={() => setRenaming(true)}
          >
            Rename
          </button>
        )}
        <button
          type="button"
          className="button-secondary"
          data-testid="design:duplicate"
          onClick={() => manager.duplicate(currentId)}
        >
          Duplicate
        </button>
        <button
          type="button"
          className="button-secondary"
          data-testid="design:delete"
          onClick={() => setDeleting(true)}
        >
          Delete
        </button>
      </div>
      <Suspense fallback={null}>
        {creating && <NewDesignDialog manager={manager} onClose={() => setCreating(false)} />}
        {deleting && (
          <DeleteDesignDialog
            name={current?.name ?? ''}
            studioRoot={studio?.root ?? null}
            onConfirm={() => {
              setDeleting(false);
              manager.remove(currentId);
            }}
            onCancel={() => setDeleting(false)}
          />
        )}
      </Suspense>
    </div>
  );
}
