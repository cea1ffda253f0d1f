// The editor's one message line: why a drop or command was refused (an alert), or a note (a
// status). It clears itself after a while, or on dismiss.
import { useEffect } from 'react';
import { useEditor, useEditorStore } from '../state/context';
import { selectNotice } from '../state/selectors';
import './notice.css';

/** How long a notice stays, in milliseconds. */
export const NOTICE_MS = 6000;

export function NoticeBar() {
  const store = useEditorStore();
  const notice = useEditor(selectNotice);
  const seq = notice?.seq;

  useEffect(() => {
    if (seq === undefined) return undefined;
    const timer = setTimeout(() => {
      // A newer notice keeps its own full time.
      if (store.getState().notice?.seq === seq) store.getState().dismissNotice();
    }, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [store, seq]);

  return (
    <div className="notice-area">
      {notice && (
        <div
          key={notice.seq}
          className={`notice notice-${notice.tone}`}
          role={notice.tone === 'refused' ? 'alert' : 'status'}
          data-testid="notice"
          data-tone={notice.tone}
        >
          <span className="notice-message">{notice.message}</span>
          <button
            type="button"
            className="notice-dismiss"
            aria-label="Dismiss"
            onClick={() => store.getState().dismissNotice()}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      )}
    </div>
  );
}
