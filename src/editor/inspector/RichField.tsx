// A field whose editor is one of the larger ones (inputs/rich.ts), loaded after the editor is
// usable; until it is there (a moment after the first load) the field says it is loading.
import { lazyModule } from '../../preview';
import type * as Rich from './inputs/rich';
import type { FieldEditorProps } from './inputs/types';

type RichInputs = typeof Rich;

/** The larger editors, loaded once; `richInputs.load()` has them ready before a first render. */
export const richInputs = lazyModule<RichInputs>(() => import('./inputs/rich'));

export type RichKind = keyof RichInputs;

export function RichField({ kind, ...props }: FieldEditorProps & { kind: RichKind }) {
  const inputs = richInputs.useLoaded();
  if (!inputs) {
    return (
      <div className="insp-field" aria-busy="true" data-testid={`field-loading:${props.spec.name}`}>
        <span className="insp-label">{props.spec.label}</span>
        <span className="insp-hint">Loading…</span>
      </div>
    );
  }
  const Editor = inputs[kind];
  return <Editor {...props} />;
}
