// Shown to someone with no designs yet, above their blank design: a template fills that design
// (one undo step away from blank again), "Start blank" puts the offer away, and so does the first
// change to the design: from then on a template would be work lost, so the offer goes (templates
// stay under New, as new designs).
import { useEffect } from 'react';
import { useEditorStore } from '../../editor';
import type { Template } from '../../editor';
import type { DesignManager } from '../designs/design-manager';
import { TemplateList } from './TemplateList';

export function FirstRunPicker({ manager }: { manager: DesignManager }) {
  const store = useEditorStore();
  useEffect(
    () =>
      store.subscribe((state, prev) => {
        if (state.doc !== prev.doc) manager.dismissFirstRun();
      }),
    [store, manager],
  );
  const pick = (template: Template) => {
    const { doc, history } = store.getState();
    // A design with work in it is never replaced: the template opens beside it.
    if (doc.components.length > 0 || history.past.length > 0) {
      manager.create(template.name, template.build());
      return;
    }
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
      <TemplateList onPick={pick} />
    </section>
  );
}
