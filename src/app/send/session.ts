// Sending, editing and loading, from the click to the result shown: checks the fields, builds the
// request, asks about a design with errors and about a plain webhook, and puts Discord's answer in
// words. Each call goes through the call runner (src/app/discord), which shows it under way, waits
// out a rate limit and says a failure; what is particular to sending (the questions, a 50035's
// errors found on the design) is here.
// Held at module level like the form, so a design switch (a loaded message opens a new design)
// keeps the result on screen. A failed request never touches the design.
import { SELECT_KINDS, importPayload, walk } from '../../model';
import type { Doc } from '../../model';
import type { PreviewAttachment } from '../../preview';
import { explain } from '../discord/answers';
import type { Outcome } from '../discord/answers';
import type { CallDeps, CallState } from '../discord/call-runner';
import { CallRunner, PAGE_DEPS } from '../discord/call-runner';
import { messageToBody } from '../discord/loaded-message';
import type { RelayRequest } from '../discord/requests';
import type { Placement, ResultItem } from '../discord/result-items';
import { designErrors, itemOf, listed, onDesign } from '../discord/result-items';
import type { TokenStore } from '../discord/token-store';
import { tokenStore } from '../discord/token-store';
import type { SendFormStore } from './form-store';
import { sendFormStore } from './form-store';
import type { FilePlan, ReadFile } from './multipart';
import { planFiles, readObjectUrl, withBody } from './multipart';
import type { Checked, SendForm } from './requests';
import {
  checkForm,
  editRequest,
  loadRequest,
  messageBody,
  secretsOf,
  sendRequest,
  webhookInfoRequest,
} from './requests';

export type SendOp = 'send' | 'edit' | 'load' | 'check';

/**
 * Asked before sending: the design has errors (listed, with the design they belong to), or the
 * webhook belongs to no application and the design has buttons or selects.
 */
export type Warning =
  | { kind: 'invalid'; op: 'send' | 'edit'; items: ResultItem[]; designId: string }
  | { kind: 'webhook'; op: 'send' | 'edit' };

interface Asking {
  warning: Warning | null;
}

export type SessionState = CallState<SendOp> & Asking;

export interface DesignContext {
  designId: string;
  doc: Doc;
  attachments: Record<string, PreviewAttachment>;
}

/** What a loaded message needs from the designs: a new design, opened. */
export interface DesignOpener {
  create: (name: string, doc: Doc) => string;
  switchTo: (id: string) => void;
}

export interface SessionDeps extends CallDeps {
  readFile: ReadFile;
}

interface Pending {
  op: 'send' | 'edit';
  checked: Checked;
  plan: FilePlan;
  design: DesignContext;
}

/** Whether Discord would refuse the design from a webhook no application owns. */
export function hasInteractive(doc: Doc): boolean {
  let found = false;
  walk(doc.nodes, (node) => {
    if (node.kind === 'button' && node.props.style !== 5 && node.props.style !== 6) found = true;
    if (SELECT_KINDS.includes(node.kind)) found = true;
  });
  return found;
}

const messageIdOf = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && typeof (body as { id?: unknown }).id === 'string'
    ? (body as { id: string }).id
    : null;

export class SendSession {
  private readonly calls: CallRunner<SendOp, Asking>;
  /** What the panel shows: the call (busy, countdown, result) and the question asked. */
  readonly store: CallRunner<SendOp, Asking>['store'];
  private pending: Pending | null = null;

  constructor(
    private readonly deps: SessionDeps,
    private readonly tokens: TokenStore,
    private readonly form: SendFormStore,
  ) {
    this.calls = new CallRunner<SendOp, Asking>(deps, { warning: null });
    this.store = this.calls.store;
  }

  getState = (): SessionState => this.calls.getState();

  /** Puts the last answer away. */
  dismiss(): void {
    this.calls.dismiss();
  }

  /** The fields as typed: the shared tokens and channel, and the Send panel's own. */
  private fields(): SendForm {
    const { token, channelId, webhookUrl } = this.tokens.getState();
    return { ...this.form.getState(), token, channelId, webhookUrl };
  }

  private ask(warning: Warning, pending: Pending): void {
    this.pending = pending;
    this.calls.dismiss();
    this.calls.set({ warning });
  }

  /** Sends the design as a new message, or edits the message whose id is in the form. */
  async deliver(op: 'send' | 'edit', design: DesignContext): Promise<void> {
    if (this.getState().busy) return;
    const report = (text: string) => this.calls.report('error', text);
    if (design.doc.surface === 'modal')
      return report(
        'A modal cannot be sent to a channel: a bot shows it in answer to an interaction. Switch to a message design to send.',
      );
    if (design.doc.surface === 'commands')
      return report(
        'Application commands are registered, not sent to a channel. Switch to a message design to send.',
      );
    const checked = checkForm(this.fields(), op);
    if (!checked.ok) return report(checked.reason);
    const planned = planFiles(
      messageBody(design.doc, op, checked.value),
      design.attachments,
      op === 'edit',
    );
    if (!planned.ok) return report(planned.reason);
    const pending: Pending = { op, checked: checked.value, plan: planned.plan, design };
    const errors = designErrors(design.doc);
    if (errors.length > 0)
      return this.ask({ kind: 'invalid', op, items: errors, designId: design.designId }, pending);
    await this.proceed(pending);
  }

  /** Past the design's own check: asks about a plain webhook if need be, then sends. */
  private async proceed(pending: Pending): Promise<void> {
    const { op, design, checked } = pending;
    const { target } = checked;
    if (target.kind === 'webhook' && hasInteractive(design.doc)) {
      const outcome = await this.run('check', checked, () => webhookInfoRequest(target), design);
      if (outcome.kind !== 'ok') return;
      const app = (outcome.body as { application_id?: unknown } | null)?.application_id;
      if (app === null || app === undefined) return this.ask({ kind: 'webhook', op }, pending);
    }
    await this.execute(pending);
  }

  /** The person read the question (errors, or a plain webhook) and sends all the same. */
  async sendAnyway(): Promise<void> {
    const pending = this.pending;
    const asked = this.getState().warning;
    this.pending = null;
    if (!pending || this.getState().busy) return;
    this.calls.set({ warning: null });
    if (asked?.kind === 'invalid') await this.proceed(pending);
    else await this.execute(pending);
  }

  /** Stops the wait for a rate limit, or puts the question away; nothing more is sent. */
  cancel(): void {
    if (this.pending) {
      this.pending = null;
      this.calls.set({ warning: null });
      this.calls.report('info', 'Not sent.');
      return;
    }
    this.calls.cancel();
  }

  /** Loads a message from Discord into a new design, opened. */
  async load(opener: DesignOpener): Promise<void> {
    if (this.getState().busy) return;
    const checked = checkForm(this.fields(), 'load');
    if (!checked.ok) return this.calls.report('error', checked.reason);
    const outcome = await this.run('load', checked.value, () => loadRequest(checked.value), null);
    if (outcome.kind !== 'ok') return;
    const messageId = checked.value.messageId ?? '';
    const imported = importPayload(messageToBody(outcome.body), { as: 'message' });
    if (!imported.doc)
      return this.calls.report(
        'error',
        `Discord's answer could not be read as a message: ${imported.problems[0]?.message ?? 'it was empty.'}`,
      );
    const id = opener.create(`Message ${messageId}`, imported.doc);
    opener.switchTo(id);
    this.form.setState({ messageId });
    const problems = imported.problems;
    const note =
      problems.length === 0
        ? ''
        : ` It has ${problems.length === 1 ? '1 problem' : `${problems.length} problems`}; the design opened all the same.`;
    this.calls.report(
      'success',
      `Loaded message ${messageId} into a new design, “Message ${messageId}”: change it, then Edit message sends the change.${note}`,
      {
        designId: id,
        items: problems.map((p) => itemOf(imported.doc, p, p.nodeId ?? null)),
      },
    );
  }

  private async execute({ op, checked, plan, design }: Pending): Promise<void> {
    const request =
      op === 'send' ? sendRequest(checked, plan.body) : editRequest(checked, plan.body);
    const outcome = await this.run(
      op,
      checked,
      () => withBody(request, plan, this.deps.readFile),
      design,
    );
    if (outcome.kind !== 'ok') return;
    const id = messageIdOf(outcome.body);
    if (id) this.form.setState({ messageId: id });
    const what = op === 'send' ? 'Sent' : 'Edited';
    this.calls.report('success', id ? `${what}: message ${id}.` : `${what}.`);
  }

  /** One call (built lazily: reading files can fail); a 50035's errors found on the design. */
  private run(
    busy: SendOp,
    checked: Checked,
    request: () => Promise<RelayRequest> | RelayRequest,
    design: DesignContext | null,
  ): Promise<Outcome> {
    const secrets = secretsOf(checked.target);
    const place: Placement = design ? onDesign(design) : listed;
    this.calls.set({ warning: null });
    return this.calls.run({
      busy,
      request,
      secrets,
      explain: (answer) => explain(answer, checked.target.kind, secrets),
      place,
    });
  }
}

let shared: SendSession | null = null;
/** The page's one session, sending through this origin's relay. */
export function sendSession(): SendSession {
  shared ??= new SendSession(
    { ...PAGE_DEPS, readFile: readObjectUrl },
    tokenStore(),
    sendFormStore(),
  );
  return shared;
}
