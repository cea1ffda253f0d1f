// The interaction simulator's body: the message or modal drawn as Discord shows it, and below it
// what the bot receives when someone clicks, chooses or submits, built by the model exactly as
// Discord builds it. A refused modal submit puts its problems under the fields, as Discord's
// client does. The modal preview, the builder and the result views come in as parts, so that a
// caller can load them later than the message preview.
import type { ComponentType, ReactElement } from 'react';
import { useCallback, useRef, useState } from 'react';
import type { buildInteraction, Doc, InteractionContext, NodeKey, UserAction } from '../../model';
import type { MarkdownContext } from '../markdown';
import { MessagePreview } from '../message/MessagePreview';
import type { ModalPreviewProps } from '../modal/ModalPreview';
import type { PreviewAttachment, PreviewAuthor, Theme } from '../types';
import type { SimEntry } from './entries';
import { EMPTY, entryOf, errorsByKey } from './entries';
import type { History, ResultView } from './ResultView';
import '../theme.css';
import './simulator.css';

export interface InteractionSimulatorProps {
  doc: Doc;
  theme?: Theme;
  author?: PreviewAuthor;
  /** Files for attachment://name in a message. */
  attachments?: Record<string, PreviewAttachment>;
  selectedKey?: NodeKey | null;
  onSelect?: (key: NodeKey) => void;
  /** Guild, user, clock and ids of the interactions; the model's sample guild when absent. */
  context?: InteractionContext;
  markdownContext?: MarkdownContext;
  /** How many interactions the history keeps (newest first). */
  historySize?: number;
}

export interface SimulatorParts {
  Modal: ComponentType<ModalPreviewProps>;
  build: typeof buildInteraction;
  ResultView: typeof ResultView;
  History: typeof History;
}

interface FrameProps extends InteractionSimulatorProps {
  /** The parts when they are at hand; otherwise a function that loads them. */
  parts: SimulatorParts | (() => Promise<SimulatorParts>);
}

const CANCELLED = 'Cancel closes the modal; Discord sends your bot nothing.';

export function SimulatorFrame({
  doc,
  theme = 'dark',
  author,
  attachments,
  selectedKey,
  onSelect,
  context,
  markdownContext,
  historySize = 5,
  parts,
}: FrameProps): ReactElement {
  const [entries, setEntries] = useState<SimEntry[]>([]);
  const [shownId, setShownId] = useState<number | null>(null);
  // Field errors belong to the document they were found in; an edited document starts clean.
  const [fieldErrors, setFieldErrors] = useState<{ doc: Doc; errors: Record<NodeKey, string> }>({
    doc,
    errors: {},
  });
  const nextId = useRef(1);

  const record = useCallback(
    (make: (id: number) => SimEntry) => {
      const entry = make(nextId.current);
      nextId.current += 1;
      setEntries((prev) => [entry, ...prev].slice(0, historySize));
      setShownId(null);
    },
    [historySize],
  );
  const onInteract = useCallback(
    (action: UserAction) => {
      const answer = ({ build }: SimulatorParts) => {
        const result = build(doc, action, context);
        const submit = action.kind === 'submit';
        if (submit) setFieldErrors({ doc, errors: result.ok ? {} : errorsByKey(result.errors) });
        record((id) => entryOf(result, id, submit));
      };
      if (typeof parts === 'function') void parts().then(answer);
      else answer(parts);
    },
    [doc, context, record, parts],
  );
  const onCancel = useCallback(() => {
    setFieldErrors({ doc, errors: {} });
    record((id) => ({ id, kind: 'none', title: 'Cancelled', reason: CANCELLED }));
  }, [doc, record]);
  const onAnswersChange = useCallback((_answers: unknown, key: NodeKey) => {
    setFieldErrors((prev) => {
      if (!(key in prev.errors)) return prev;
      const { [key]: _gone, ...rest } = prev.errors;
      return { doc: prev.doc, errors: rest };
    });
  }, []);

  const errors = fieldErrors.doc === doc ? fieldErrors.errors : undefined;
  const shown = entries.find((e) => e.id === shownId) ?? entries[0];
  const callbacks = {
    ...(selectedKey !== undefined ? { selectedKey } : {}),
    ...(onSelect ? { onSelect } : {}),
    onInteract,
  };
  const ready = typeof parts === 'function' ? null : parts;

  return (
    <div className="dp dp-simulator" data-theme={theme}>
      <div className="dp-sim-stage">
        {doc.surface === 'modal' ? (
          ready ? (
            <ready.Modal
              doc={doc}
              theme={theme}
              {...(author ? { author } : {})}
              {...(errors ? { errors } : {})}
              {...(context?.guild ? { guild: context.guild } : {})}
              {...(context?.attachmentSizeLimit
                ? { attachmentSizeLimit: context.attachmentSizeLimit }
                : {})}
              {...(markdownContext ? { markdownContext } : {})}
              onAnswersChange={onAnswersChange}
              onCancel={onCancel}
              {...callbacks}
            />
          ) : (
            <p className="dp-sim-loading" role="status">
              Loading the modal…
            </p>
          )
        ) : doc.surface === 'message' ? (
          <MessagePreview
            doc={doc}
            theme={theme}
            {...(author ? { author } : {})}
            {...(attachments ? { attachments } : {})}
            {...(markdownContext ? { markdownContext } : {})}
            {...callbacks}
          />
        ) : null}
      </div>
      <div className="dp-sim-result" aria-live="polite">
        {ready ? <ready.ResultView entry={shown} /> : <p className="dp-sim-empty">{EMPTY}</p>}
      </div>
      {ready ? <ready.History entries={entries} shownId={shown?.id} onShow={setShownId} /> : null}
    </div>
  );
}
