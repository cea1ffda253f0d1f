// One of Discord's operations as a console: what it needs said up front, the token it sends with,
// the form, and Send. Every field is checked before anything is sent: a problem is shown at its
// field and nothing goes out. The answer is said in words, drawn by the tool when it knows how,
// and shown as Discord's JSON.
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { FieldProblem } from '../../../model';
import type { BuiltRequest, OperationAuth } from '../../../model/operations';
import { SecretField } from '../../components/FormFields';
import { useDiscordCall, useNow } from '../../discord/use-discord-call';
import type { OperationResult } from './run-operation';
import { runOperation } from './run-operation';
import { checkToken, useToken } from './credentials';
import { ProblemsContext } from './fields';
import { OperationAnswer } from './OperationAnswer';
import '../../components/forms.css';
import './operations.css';

export interface OperationConsoleProps {
  /** Names the console's test ids: `console:<id>`. */
  id: string;
  title: string;
  auth: OperationAuth;
  /** The permissions, scopes or intents the operation needs, said before anything is sent. */
  needs: ReactNode;
  sendLabel: string;
  busy: string;
  build: () => BuiltRequest;
  success: (status: number, body: unknown) => string;
  /** Draws a successful answer's body (a table, a preview); the JSON is shown as well. */
  drawAnswer?: (body: unknown) => ReactNode;
  /**
   * Told of each answer and the token it went with, e.g. to carry a created lobby's id to the other
   * consoles, or to read more with the same token.
   */
  onResult?: (result: OperationResult, token: string) => void;
  children: ReactNode;
  /** Set to the console's Send, for a tool that sends again itself (a search's Next page). */
  sendRef?: { current: (() => void) | null };
}

const TOKEN_FIELD = 'token';

export function OperationConsole(props: OperationConsoleProps) {
  const { id, title, auth, needs, sendLabel, children } = props;
  const [token, setToken] = useToken(auth);
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const [call, runner] = useDiscordCall();
  const root = useRef<HTMLElement>(null);
  // A search index being built: Send waits until Discord said to ask again.
  const againAt = call.busy === null ? call.result?.againAt : undefined;
  const now = useNow(againAt, 250);
  const waitLeft = againAt === undefined ? 0 : Math.max(0, Math.ceil((againAt - now) / 1000));
  const busy = call.busy !== null;

  const send = async () => {
    const built = props.build();
    const found: FieldProblem[] = built.ok ? [] : [...built.problems];
    const checked = checkToken(auth, token);
    if (!checked.ok) found.unshift({ field: TOKEN_FIELD, message: checked.reason });
    setProblems(found);
    if (!checked.ok || !built.ok) {
      runner.report(
        'error',
        `Nothing was sent: ${found.length === 1 ? 'one field needs' : `${found.length} fields need`} fixing first.`,
      );
      // The first field with a problem takes the focus, so a keyboard user lands on it.
      queueMicrotask(() =>
        root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const result = await runOperation(runner, built.request, checked.token, {
      busy: props.busy,
      success: props.success,
    });
    props.onResult?.(result, checked.token);
  };

  // Kept current after each render, so that it sends what the form holds now.
  useEffect(() => {
    if (props.sendRef) props.sendRef.current = () => void send();
  });

  return (
    <section ref={root} className="op-console" data-testid={`console:${id}`} aria-label={title}>
      <h3>{title}</h3>
      <div className="op-needs">{needs}</div>
      <ProblemsContext.Provider value={problems}>
        <div className="form-grid">
          <SecretField
            label={auth === 'bot' ? 'Bot token' : 'Bearer token'}
            testId="op:token"
            toggleTestId="op:token-toggle"
            value={token}
            onChange={setToken}
            problem={problems.find((p) => p.field === TOKEN_FIELD)?.message ?? null}
            placeholder={
              auth === 'bot' ? "The Send panel's bot token" : "A user's OAuth2 access token"
            }
          />
          {children}
        </div>
      </ProblemsContext.Provider>
      <p className="hint form-note">
        {auth === 'bot'
          ? 'The same bot token as the Send panel: kept in memory unless you ticked “remember” there, never in designs, links or logs.'
          : 'Kept in this page’s memory only, never stored or logged; gone when the page closes.'}
      </p>
      <div className="form-actions">
        <button
          type="button"
          className="button-primary"
          data-testid="op-send"
          disabled={busy || waitLeft > 0}
          onClick={() => void send()}
        >
          {waitLeft > 0 ? `${sendLabel} (in ${waitLeft} s)` : sendLabel}
        </button>
        {busy && (
          <button type="button" data-testid="op-cancel" onClick={() => runner.cancel()}>
            Cancel
          </button>
        )}
      </div>
      <OperationAnswer state={call} draw={props.drawAnswer} />
    </section>
  );
}
