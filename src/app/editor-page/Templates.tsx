// The template list, loaded after the editor is usable: the templates' documents are not needed
// to open a design that exists, only for a first visit and the New dialog. Until they are there
// (a moment after the first load) a line says so.
import { lazyModule } from '../../preview';
import type { Template } from '../../model';

/** The template list's module, loaded once; `templateList.load()` has it ready before a render. */
export const templateList = lazyModule(() => import('./TemplateList'));

export function Templates({ onPick }: { onPick: (template: Template) => void }) {
  const loaded = templateList.useLoaded();
  if (!loaded)
    return (
      <p className="hint" aria-busy="true" data-testid="templates-loading">
        Loading the templates…
      </p>
    );
  return <loaded.TemplateList onPick={onPick} />;
}
