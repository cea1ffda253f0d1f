// A command set's scope: every server and DM the app is in (global), or one server by its id.
// Typing the id is one undo step per focus, like any field.
import { useId, useRef, useState } from 'react';
import type { EditorState } from '../../state/store';
import { useEditor, useEditorStore } from '../../state/context';
import { FieldFrame } from '../FieldFrame';
import { testId } from '../inputs/types';

const selectGuildId = (s: EditorState) => (s.doc.surface === 'commands' ? s.doc.guildId : null);

export function ScopeField() {
  const store = useEditorStore();
  const guildId = useEditor(selectGuildId);
  const id = useId();
  const focusCount = useRef(0);
  // The id typed last, so "One server" → "Global" → "One server" brings it back.
  const [lastId, setLastId] = useState('');
  const set = (next: string | null, typing = false) =>
    store.getState().dispatch({
      type: 'set-scope',
      guildId: next,
      group: typing ? `${id}:${focusCount.current}` : undefined,
    });
  const binding = {
    onFocus: () => {
      focusCount.current += 1;
    },
    onBlur: () => undefined,
  };
  return (
    <FieldFrame label="Where the commands are registered" headingId={`${id}-h`} binding={binding}>
      <div className="insp-checks" role="radiogroup" aria-labelledby={`${id}-h`}>
        <label className="insp-check">
          <input
            type="radio"
            name={`${id}-scope`}
            data-testid="scope:global"
            checked={guildId === null}
            onChange={() => {
              if (guildId) setLastId(guildId);
              set(null);
            }}
          />
          Global: in every server the app is in, and in DMs where its contexts allow
        </label>
        <label className="insp-check">
          <input
            type="radio"
            name={`${id}-scope`}
            data-testid="scope:guild"
            checked={guildId !== null}
            onChange={() => set(lastId)}
          />
          One server only (updates at once; good for testing)
        </label>
      </div>
      {guildId !== null && (
        <label className="insp-subfield" htmlFor={`${id}-guild`}>
          <span className="insp-label">Server id</span>
          <input
            id={`${id}-guild`}
            className="insp-input"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. 1290000000000000001"
            data-testid={testId('guild_id')}
            value={guildId}
            onChange={(e) => set(e.target.value.trim(), true)}
          />
        </label>
      )}
    </FieldFrame>
  );
}
