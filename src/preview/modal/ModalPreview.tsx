// A modal as Discord draws it since August 2025: app icon, title and close,
// the warning box, the fields, and Cancel / Submit. Every control works; Submit hands the answers
// to onInteract, and errors passed back are shown under their fields.
import type { FormEvent, ReactElement } from 'react';
import { useId, useMemo, useRef } from 'react';
import type { Answer, GuildDirectory, ModalDoc, NodeKey } from '../../model';
import type { MarkdownContext } from '../markdown';
import { Avatar } from '../media/Avatar';
import { str } from '../media/read';
import type { PreviewAuthor, PreviewCallbacks, Theme } from '../types';
import { useEventCallback } from '../use-event-callback';
import { useLiveValue } from '../use-live-value';
import type { ModalContext, ModalForm } from './context';
import { ModalContextProvider } from './context';
import { CloseGlyph, WarningIcon } from './icons';
import { ModalField } from './ModalField';
import { keepSameAnswers, useModalAnswers } from './use-modal-answers';
import '../theme.css';
import './modal.css';

export interface ModalPreviewProps extends PreviewCallbacks {
  doc: ModalDoc;
  theme?: Theme;
  /** The app that opened the modal: its icon and the name in the warning. */
  author?: PreviewAuthor;
  /** Controlled answers by field node key; when absent the modal keeps its own. */
  answers?: Record<NodeKey, Answer>;
  /** Every change of an answer, with all answers and the key of the one that changed. */
  onAnswersChange?: (answers: Record<NodeKey, Answer>, changedKey: NodeKey) => void;
  /** Messages to show under fields, by node key (the field's control or its Label). */
  errors?: Record<NodeKey, string>;
  /** Cancel or ×: Discord closes the modal and sends nothing. Own answers go back to defaults. */
  onCancel?: () => void;
  /** Users, roles and channels the selects offer; the model's sample guild when absent. */
  guild?: GuildDirectory;
  markdownContext?: MarkdownContext;
  /** Largest file (bytes) a File Upload takes; Discord's default upload limit when absent. */
  attachmentSizeLimit?: number;
}

const DEFAULT_AUTHOR: PreviewAuthor = { name: 'Studio Bot' };
/** Discord's default upload limit (10 MiB), as in the model's interaction context. */
const DEFAULT_SIZE_LIMIT = 10 * 1024 * 1024;
const NO_ERRORS: Record<NodeKey, string> = {};

const mergeForm = (prev: ModalForm, next: ModalForm): ModalForm => {
  const answers = keepSameAnswers(prev.answers, next.answers);
  return answers === prev.answers && next.errors === prev.errors ? prev : { ...next, answers };
};

export function ModalPreview({
  doc,
  theme = 'dark',
  author = DEFAULT_AUTHOR,
  answers: controlled,
  onAnswersChange,
  errors = NO_ERRORS,
  onCancel,
  guild,
  markdownContext,
  attachmentSizeLimit = DEFAULT_SIZE_LIMIT,
  selectedKey,
  onSelect,
  onInteract,
}: ModalPreviewProps): ReactElement {
  const titleId = useId();
  const labelClick = useRef(false);
  const { answers, setAnswer, reset } = useModalAnswers(doc, guild, controlled, onAnswersChange);
  // Edits, answers, errors and selection changes leave the context as it is; see context.ts.
  const form = useLiveValue<ModalForm>({ answers, errors }, mergeForm);
  const selection = useLiveValue(selectedKey);
  const storeAnswer = useEventCallback(setAnswer);
  const select = useEventCallback(onSelect);
  const ctx = useMemo<ModalContext>(
    () => ({
      ...(guild ? { guild } : {}),
      ...(markdownContext ? { markdownContext } : {}),
      form,
      setAnswer: storeAnswer,
      selection,
      onSelect: select,
      attachmentSizeLimit,
      labelClick,
    }),
    [guild, markdownContext, form, storeAnswer, selection, select, attachmentSizeLimit],
  );
  const title = str(doc.body.title) ?? '';
  const fields = useMemo(
    () => doc.nodes.map((node) => <ModalField key={node.key} node={node} />),
    [doc.nodes],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onInteract?.({ kind: 'submit', answers });
  };
  const cancel = () => {
    reset();
    onCancel?.();
  };

  return (
    <div className="dp dp-modal-preview" data-theme={theme}>
      <form className="dp-modal" aria-labelledby={titleId} onSubmit={submit} noValidate>
        <header className="dp-modal-header">
          <span className="dp-modal-icon">
            <Avatar size={24} url={author.avatarUrl ?? null} alt="" />
          </span>
          <h2 className="dp-modal-title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="dp-modal-close" aria-label="Close" onClick={cancel}>
            <CloseGlyph />
          </button>
        </header>
        <div className="dp-modal-warning" role="note">
          <WarningIcon />
          <p>
            This form will be submitted to <strong>{author.name}</strong>. Do not share passwords or
            other sensitive information.
          </p>
        </div>
        <ModalContextProvider value={ctx}>
          <div className="dp-modal-body">{fields}</div>
        </ModalContextProvider>
        <footer className="dp-modal-footer">
          <button
            type="button"
            className="dp-modal-button dp-modal-button--cancel"
            onClick={cancel}
          >
            Cancel
          </button>
          <button type="submit" className="dp-modal-button dp-modal-button--submit">
            Submit
          </button>
        </footer>
      </form>
    </div>
  );
}
