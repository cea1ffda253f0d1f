// The Custom tab: a server's emoji by id and name (both checked) and whether it is animated, with
// its picture from Discord's CDN, unless the design's remote media are held back.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useEditorServices } from '../services';
import type { EmojiChoice } from './emoji-choice';
import { customEmojiPicture, emojiIdProblem, emojiNameProblem } from './emoji-choice';

interface CustomPanelProps {
  initial?: { id: string; name: string; animated: boolean };
  onPick: (choice: EmojiChoice) => void;
}

export function CustomPanel({ initial, onPick }: CustomPanelProps) {
  const base = useId();
  const [id, setId] = useState(initial?.id ?? '');
  const [name, setName] = useState(initial?.name ?? '');
  const [animated, setAnimated] = useState(initial?.animated ?? false);
  // Problems show once a box has text, or for every box after a try to use the emoji.
  const [tried, setTried] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const idProblem = emojiIdProblem(id.trim());
  const nameProblem = emojiNameProblem(name.trim());
  const shownId = tried || id !== '' ? idProblem : null;
  const shownName = tried || name !== '' ? nameProblem : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (idProblem || nameProblem) return;
    onPick({ kind: 'custom', id: id.trim(), name: name.trim(), animated });
  };

  return (
    <form className="emoji-picker-custom" onSubmit={submit} noValidate>
      <label htmlFor={`${base}-id`}>Emoji id</label>
      <input
        ref={first}
        id={`${base}-id`}
        inputMode="numeric"
        autoComplete="off"
        placeholder="e.g. 123456789012345678"
        value={id}
        aria-invalid={shownId !== null || undefined}
        aria-describedby={shownId ? `${base}-id-problem` : undefined}
        data-testid="emoji-custom-id"
        onChange={(e) => setId(e.target.value)}
      />
      {shownId && (
        <p id={`${base}-id-problem`} className="emoji-picker-problem">
          {shownId}
        </p>
      )}
      <label htmlFor={`${base}-name`}>Name</label>
      <input
        id={`${base}-name`}
        autoComplete="off"
        spellCheck={false}
        placeholder="e.g. party_blob"
        value={name}
        aria-invalid={shownName !== null || undefined}
        aria-describedby={shownName ? `${base}-name-problem` : undefined}
        data-testid="emoji-custom-name"
        onChange={(e) => setName(e.target.value)}
      />
      {shownName && (
        <p id={`${base}-name-problem`} className="emoji-picker-problem">
          {shownName}
        </p>
      )}
      <label className="emoji-picker-check">
        <input
          type="checkbox"
          checked={animated}
          data-testid="emoji-custom-animated"
          onChange={(e) => setAnimated(e.target.checked)}
        />
        Animated (a GIF)
      </label>
      <Picture id={idProblem ? null : id.trim()} name={name.trim()} animated={animated} />
      <button type="submit" className="emoji-picker-use" data-testid="emoji-custom-use">
        Use this emoji
      </button>
      <p className="emoji-picker-note">
        To see an emoji’s id, send <code>\:name:</code> in Discord: it shows as{' '}
        <code>&lt;:name:id&gt;</code>.
      </p>
    </form>
  );
}

/** The emoji's picture on Discord's CDN, or why it is not shown. */
function Picture({ id, name, animated }: { id: string | null; name: string; animated: boolean }) {
  const { remoteMedia } = useEditorServices();
  const [failed, setFailed] = useState<string | null>(null);
  if (id === null) return null;
  if (remoteMedia && !remoteMedia.allowed) {
    return (
      <div className="emoji-picker-picture" data-testid="emoji-custom-held">
        <p>
          This design came from a share link, so its pictures from the web are not loaded: showing
          this one would contact cdn.discordapp.com.
        </p>
        <button type="button" onClick={remoteMedia.allow}>
          Load remote media for this design
        </button>
      </div>
    );
  }
  const src = customEmojiPicture(id, animated);
  return (
    <div className="emoji-picker-picture">
      {failed === src ? (
        <p data-testid="emoji-custom-missing">
          Discord’s CDN has no {animated ? 'animated ' : ''}picture for this id: check the id
          {animated ? ' and whether the emoji is animated' : ''}.
        </p>
      ) : (
        <img
          src={src}
          alt={name ? `:${name}:` : 'The custom emoji'}
          width={48}
          height={48}
          data-testid="emoji-custom-picture"
          onError={() => setFailed(src)}
        />
      )}
    </div>
  );
}
