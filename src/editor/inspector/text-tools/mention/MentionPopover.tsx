// The Mention button's panel: the list of everything a mention can name, and the forms behind
// its "…" rows (a timestamp, a command by id, a guild to load). Escape closes it from anywhere
// inside and gives focus back to the button; a pick inserts at the field's caret and closes it.
import { useEffect, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { SAMPLE_GUILD } from '../../../../model/interactions/sample-guild';
import { useEditorServices } from '../../../services';
import { CommandForm } from './CommandForm';
import { GuildLoader } from './GuildLoader';
import { assertNever } from '../../../../model';
import type { Action, Entry } from './mention-entries';
import { allGroups } from './mention-entries';
import { sampleDirectory } from './sample-directory';
import { MentionList } from './MentionList';
import type { MentionDirectory, MentionSources } from './sources';
import { TimestampPicker } from './TimestampPicker';
import './mention.css';

type View =
  | { name: 'list' }
  | { name: 'timestamp' }
  | { name: 'command'; path?: string[] }
  | { name: 'guild' };

export interface MentionPopoverProps {
  fieldLabel: string;
  onPick: (text: string) => void;
  onClose: () => void;
}

const SAMPLE = sampleDirectory(SAMPLE_GUILD);

function viewOf(action: Action): View {
  switch (action) {
    case 'timestamp':
      return { name: 'timestamp' };
    case 'command':
      return { name: 'command' };
    case 'guild':
      return { name: 'guild' };
    default:
      return assertNever(action);
  }
}

export function MentionPopover({ fieldLabel, onPick, onClose }: MentionPopoverProps) {
  const { mentionSources } = useEditorServices();
  const [sources, setSources] = useState<MentionSources | null>(null);
  const [guild, setGuild] = useState<MentionDirectory | null>(null);
  const [view, setView] = useState<View>({ name: 'list' });

  useEffect(() => {
    if (!mentionSources) return undefined;
    let live = true;
    mentionSources().then(
      (s) => {
        if (!live) return;
        setSources(s);
        setGuild(s.loadedGuild());
      },
      // Without the app's sources the sample guild, @everyone, timestamps and typed commands remain.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [mentionSources]);

  const directory = guild ?? SAMPLE;
  const groups = useMemo(
    () => allGroups(directory, sources?.commands() ?? [], sources !== null),
    [directory, sources],
  );
  const toList = () => setView({ name: 'list' });

  const choose = (entry: Entry) => {
    if (entry.kind === 'mention') onPick(entry.text);
    else if (entry.kind === 'command-without-id') setView({ name: 'command', path: entry.path });
    else setView(viewOf(entry.action));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    // The editor's own Escape (deselect) must not also run.
    e.preventDefault();
    e.stopPropagation();
    onClose();
  };

  const header = (
    <div className="mention-source">
      <span data-testid="mention-source">{directory.label}</span>
      {guild && (
        <button
          type="button"
          className="mention-link"
          onClick={() => {
            sources?.forgetGuild();
            setGuild(null);
          }}
        >
          Use the sample guild
        </button>
      )}
    </div>
  );

  return (
    <div
      role="dialog"
      aria-label={`Insert a mention into ${fieldLabel}`}
      className="mention-popover"
      data-testid="mention-popover"
      onKeyDown={onKeyDown}
    >
      {view.name === 'list' && (
        <MentionList
          groups={groups}
          header={header}
          notes={directory.notes}
          onChoose={choose}
          autoFocus
        />
      )}
      {view.name === 'timestamp' && <TimestampPicker onPick={onPick} onBack={toList} />}
      {view.name === 'command' && <CommandForm path={view.path} onPick={onPick} onBack={toList} />}
      {view.name === 'guild' && sources && (
        <GuildLoader
          sources={sources}
          onLoaded={(loaded) => {
            setGuild(loaded);
            toList();
          }}
          onBack={toList}
        />
      )}
      <button type="button" className="mention-close" aria-label="Close" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
