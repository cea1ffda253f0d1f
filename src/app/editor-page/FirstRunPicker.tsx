// Shown to someone with no designs yet, above their blank design: a template fills that design
// (one undo step away from blank again), "Start blank" puts the offer away, and so does the first
// change to the design, since from then on a template would replace work (templates stay under
// New, where they open as new designs).
import { useEffect } from 'react';
import { useEditorStore } from '../../editor';
import type { Template } from '../../model';
import type { DesignManager } from '../designs/design-manager';
import { Templates } from './Templates';

export function FirstRunPicker({ manager }: { manager: DesignManager }) {
  const store = useEditorStore();
  useEffect(
    () =>
      store.subscribe((state, prev) => {
        if (state.doc !== prev.doc) manager.dismissFirstRun();
      }),
    [store, manager],
  );
  // Shown only while the design is untouched (see above), so a template never replaces work.
  const pick = (template: Template) => {
    manager.dismissFirstRun();
    store.getState().dispatch({ type: 'load', doc: template.build() });
    manager.rename(manager.getSnapshot().currentId, template.name);
  };
  return (
    <section
      className="panel first-run"
      data-testid="template-picker"
      aria-labelledby="first-run-title"
    >
      <div className="first-run-head">
        <h2 id="first-run-title">Start from a template</h2>
        <button
          type="button"
          className="button-secondary"
          data-testid="start-blank"
          onClick={() => manager.dismissFirstRun()}
        >
          Start blank
        </button>
      </div>
      <p className="hint">Or drag components from the palette. Templates stay under New.</p>
      <Templates onPick={pick} />
    </section>
  );
}
