// Switches the design between a Components V2 message, a legacy message, a modal and a command set.
// When the switch would drop something, every loss is named and nothing changes until it is confirmed.
// Converting loads on first use (it starts loading when the switch is focused or hovered).
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import type { SurfaceChoice } from '../../model';
import { lazyComponent, lazyModule } from '../../preview';
import { useEditor, useEditorStore } from '../state/context';
import { selectSurface } from '../state/selectors';

export const SURFACE_LABELS: Record<SurfaceChoice, string> = {
  v2: 'Message (Components V2)',
  legacy: 'Message (legacy)',
  modal: 'Modal',
  commands: 'Commands',
};

const SURFACES = Object.keys(SURFACE_LABELS) as SurfaceChoice[];

const isSurface = (value: string): value is SurfaceChoice =>
  (SURFACES as readonly string[]).includes(value);

const conversion = lazyModule(() => import('./conversion'));
const preload = () => void conversion.load();
// Shown only once the converter has loaded (it is in the same chunk), so it never waits.
const ConfirmDialog = lazyComponent(conversion, (m) => m.ConfirmDialog);

interface Pending {
  to: SurfaceChoice;
  lost: string[];
}

export function SurfaceSwitch() {
  const store = useEditorStore();
  const surface = useEditor(selectSurface);
  const [pending, setPending] = useState<Pending | null>(null);

  const onChange = async (e: ChangeEvent<HTMLSelectElement>) => {
    const to = e.target.value;
    if (!isSurface(to) || to === surface) return;
    const { convertDoc } = await conversion.load();
    // The design as it is once the converter has loaded, not as it was when the switch was picked.
    const { doc, lost } = convertDoc(store.getState().doc, to);
    if (lost.length === 0) store.getState().dispatch({ type: 'convert', to, doc });
    else setPending({ to, lost });
  };

  const confirm = () => {
    const convertDoc = conversion.get()?.convertDoc;
    if (pending && convertDoc) {
      const { doc } = convertDoc(store.getState().doc, pending.to);
      store.getState().dispatch({ type: 'convert', to: pending.to, doc });
    }
    setPending(null);
  };

  return (
    <>
      <label className="surface-switch">
        <span className="surface-switch-label">Surface</span>
        <select
          data-testid="surface"
          value={surface}
          onChange={(e) => void onChange(e)}
          onFocus={preload}
          onPointerEnter={preload}
        >
          {SURFACES.map((value) => (
            <option key={value} value={value}>
              {SURFACE_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      {pending && (
        <ConfirmDialog
          title={`Switch to ${SURFACE_LABELS[pending.to]}?`}
          confirmLabel="Switch and drop them"
          cancelLabel="Keep the design as it is"
          danger
          onConfirm={confirm}
          onCancel={() => setPending(null)}
          testId="convert-dialog"
          confirmTestId="convert-confirm"
          cancelTestId="convert-cancel"
        >
          <p>This switch cannot keep everything. These would be dropped:</p>
          <ul className="convert-losses">
            {pending.lost.map((sentence) => (
              <li key={sentence} data-testid="convert-loss">
                {sentence}
              </li>
            ))}
          </ul>
          <p className="hint">Undo brings them back afterwards.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
