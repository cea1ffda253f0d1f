import { useId } from 'react';
import type { Envelope, NodeKey } from '../../model';
import type { PageImport } from '../page-import';
import { commandWords } from '../page-import';
import { countNodes, isV2 } from '../../model';
import type { Validation } from './use-validation';
import { ProblemTable } from './ProblemTable';

const ENVELOPE_LABELS: Record<Envelope, string> = {
  message: 'Message create body (POST /channels/{id}/messages)',
  webhook: 'Webhook execute body (POST /webhooks/{id}/{token})',
  'response-4': 'Interaction response, type 4 (CHANNEL_MESSAGE_WITH_SOURCE)',
  'response-7': 'Interaction response, type 7 (UPDATE_MESSAGE)',
  'modal-9': 'Interaction response, type 9 (MODAL)',
  modal: 'Bare modal data',
  command: 'Command create body (POST /applications/{id}/commands)',
  commands: 'Bulk overwrite body, a list of commands (PUT /applications/{id}/commands)',
};

const plural = (n: number, word: string) =>
  `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

function kindLabel(result: PageImport, forced: boolean): string {
  const { doc } = result;
  if (result.command) return `Application command: ${commandWords(result.command)}`;
  if (result.kind === 'permissions') return 'Command permissions';
  if (!doc) return 'Unknown';
  const how = forced ? 'chosen' : 'detected';
  if (doc.surface === 'modal') return `Modal (${how})`;
  return `Message, ${isV2(doc) ? 'Components V2' : 'legacy components'} (${how})`;
}

function envelopeLabel(result: PageImport): string {
  if (result.envelope) return ENVELOPE_LABELS[result.envelope];
  if (result.kind === 'permissions')
    return 'Permissions body (PUT /applications/{id}/guilds/{id}/commands/{id}/permissions)';
  if (result.command)
    return result.command.list ? 'Bulk overwrite body (a list of commands)' : 'Command create body';
  return 'Unknown';
}

interface Props {
  validation: Validation;
  forced: boolean;
  selectedKey?: NodeKey | null;
}

export function ResultPanel({ validation, forced, selectedKey = null }: Props) {
  const ids = useId();
  const { result, errors, warnings, stale } = validation;
  return (
    <section
      className="panel result-panel"
      aria-labelledby={`${ids}-title`}
      aria-busy={stale}
      data-stale={stale}
    >
      <h2 id={`${ids}-title`}>Result</h2>
      <div aria-live="polite" aria-atomic="true">
        {result === null ? (
          <p className="verdict verdict-empty" data-testid="verdict" data-state="empty">
            Nothing to check yet
          </p>
        ) : (
          <p
            className={`verdict ${result.valid ? 'verdict-valid' : 'verdict-invalid'}`}
            data-testid="verdict"
            data-state={result.valid ? 'valid' : 'invalid'}
          >
            <strong>{result.valid ? 'Valid' : 'Invalid'}</strong>
            <span className="counts">
              {' '}
              — {plural(errors, 'error')}, {plural(warnings, 'warning')}
            </span>
          </p>
        )}
      </div>
      {result === null ? (
        <p className="hint">Paste a payload, open a .json file or load an example.</p>
      ) : (
        <>
          <dl className="summary">
            <div>
              <dt>Kind</dt>
              <dd data-testid="detected-kind">{kindLabel(result, forced)}</dd>
            </div>
            <div>
              <dt>Envelope</dt>
              <dd data-testid="envelope" data-envelope={result.envelope ?? ''}>
                {envelopeLabel(result)}
              </dd>
            </div>
            {result.doc && (
              <div>
                <dt>{result.doc.surface === 'commands' ? 'Commands and options' : 'Components'}</dt>
                <dd data-testid="component-count">{countNodes(result.doc.nodes)}</dd>
              </div>
            )}
          </dl>
          <h3>Problems</h3>
          <ProblemTable problems={result.problems} selectedKey={selectedKey} />
        </>
      )}
    </section>
  );
}
