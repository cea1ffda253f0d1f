// The designs kept in this browser (or, in the studio, the files of the bot's folder): which one
// is open, switching, and new / rename / duplicate / delete for the open one.
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyComponent, lazyModule } from '../../preview';
import type { DesignManager, DesignsSnapshot } from '../designs/design-manager';
import { RenameField } from './RenameField';
import { useStudio } from './studio-context';
import './designs.css';

// Loaded when a dialog first opens: the first screen shows neither.
const dialogs = lazyModule(() => import('./DesignDialogs'));
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
          <RenameField
            name={current?.name ?? ''}
            onDone={(name) => {
              if (name !== null) manager.rename(currentId, name);
              setRenaming(false);
            }}
          />
        ) : (
          <button
            type="button"
            className="design-current"
            data-testid="design-switcher"
            aria-haspopup="true"
            aria-expanded={listOpen}
            aria-label={`Design: ${current?.name ?? ''}. Switch design`}
            onClick={() => setListOpen((open) => !open)}
          >
            <span className="design-current-name">{current?.name}</span>
            <span aria-hidden="true"> ▾</span>
          </button>
        )}
        {listOpen && (
          <ul
            className={studio ? 'design-list folder-list' : 'design-list'}
            aria-label={studio ? `The files of ${studio.root}` : 'Your designs'}
            data-testid="design-list"
          >
            {designs.map((d) => (
              <li
                key={d.id}
                data-testid="design-item"
                data-design-id={d.id}
                data-current={d.id === currentId}
              >
                <button
                  type="button"
                  aria-current={d.id === currentId ? 'true' : undefined}
                  onClick={() => {
                    manager.switchTo(d.id);
                    setListOpen(false);
                  }}
                >
                  <span className="file-name">{d.name}</span>
                  {studio?.labels[d.id] && <span className="file-kind">{studio.labels[d.id]}</span>}
                </button>
              </li>
            ))}
            {studio?.others.map((o) => (
              <li key={o.path} data-testid="other-file" data-path={o.path}>
                <button
                  type="button"
                  className="other-file"
                  title={o.reason}
                  onClick={() => {
                    studio.openOther(o.path);
                    setListOpen(false);
                  }}
                >
                  <span className="file-name">{o.path}</span>
                  <span className="file-kind">{o.label}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="design-actions" role="group" aria-label="Design">
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
