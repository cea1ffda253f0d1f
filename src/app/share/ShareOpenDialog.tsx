// What opening a share link found when it could not simply open it: why the link was refused, or
// the problems of the design in it, with the choice to open what can be opened.
import { Dialog } from '../../editor';
import { plural } from '../../model';
import type { Problem } from '../../model';
import { ProblemList } from '../import/ProblemList';
import '../import/import.css';

export type ShareOpenContent =
  | { kind: 'refused'; reason: string }
  | { kind: 'problems'; name: string; problems: readonly Problem[]; onOpen: () => void };
export type ShareOpenProps = ShareOpenContent & { onClose: () => void };

export function ShareOpenDialog(props: ShareOpenProps) {
  const { onClose } = props;
  return (
    <Dialog
      title="Open a shared design"
      onCancel={onClose}
      testId="share-open-dialog"
      role="alertdialog"
      className="import-dialog"
    >
      {props.kind === 'refused' ? (
        <>
          <p className="import-verdict is-unusable" data-testid="share-open-reason">
            {props.reason}
          </p>
          <p className="import-hint">Nothing was opened; your designs are as they were.</p>
        </>
      ) : (
        <>
          <p className="import-verdict is-partial" data-testid="share-open-reason">
            The shared design “{props.name}” has {plural(props.problems.length, 'problem')}. Nothing
            is opened unless you choose to open what can be.
          </p>
          <ProblemList
            problems={props.problems}
            testId="share-open-problems"
            itemTestId="share-open-problem"
          />
        </>
      )}
      <div className="dialog-buttons">
        <button
          type="button"
          className="button-secondary"
          data-testid="share-open-cancel"
          data-autofocus=""
          onClick={onClose}
        >
          {props.kind === 'refused' ? 'Close' : 'Cancel'}
        </button>
        {props.kind === 'problems' && (
          <button
            type="button"
            data-testid="share-open-anyway"
            onClick={() => {
              props.onOpen();
              onClose();
            }}
          >
            Open what can be opened ({plural(props.problems.length, 'problem')})
          </button>
        )}
      </div>
    </Dialog>
  );
}
