// The Mention button. Its panel (the list, the timestamp picker, loading a guild) is a chunk of
// its own, fetched when the button is first pointed at, focused or pressed.
import { useCallback, useId, useRef, useState } from 'react';
import { lazyModule } from '../../../preview';
import type { TextToolProps } from './TextTools';

const panel = lazyModule(() => import('./mention/MentionPopover'));
const prefetch = () => void panel.load().catch(() => undefined);

export function MentionTool({ insert, fieldLabel }: TextToolProps) {
  const [open, setOpen] = useState(false);
  const loaded = panel.useLoaded(false);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  const pick = useCallback(
    (text: string) => {
      setOpen(false);
      insert(text);
    },
    [insert],
  );
  const toggle = () => {
    if (open) return close();
    setOpen(true);
    setFailed(false);
    // After a failure, pressing Mention again loads again (the hint below says so).
    if (!loaded) panel.load().catch(() => setFailed(true));
  };

  const Popover = loaded?.MentionPopover;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="text-tool"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="text-tool:mention"
        onClick={toggle}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <span aria-hidden="true">@</span> Mention
      </button>
      {open && (
        <div className="text-tool-panel" id={panelId}>
          {Popover ? (
            <Popover fieldLabel={fieldLabel} onPick={pick} onClose={close} />
          ) : failed ? (
            <p className="insp-hint" role="alert">
              The mention helper could not be loaded. Check the connection and press Mention again.
            </p>
          ) : (
            <p className="insp-hint" aria-busy="true">
              Loading…
            </p>
          )}
        </div>
      )}
    </>
  );
}
