// Sending, editing and loading, from the click to the result shown: checks the fields, builds the
// request, asks about a design with errors and about a plain webhook, waits out a rate limit, and
// puts Discord's answer in words.
// Held at module level like the form, so a design switch (a loaded message opens a new design)
// keeps the result on screen. A failed request never touches the design.
import { SELECT_KINDS, importPayload, nodeKeyAtPath, walk } from '../../model';
import type { Doc } from '../../model';
import type { PreviewAttachment } from '../../preview';
import type { Outcome } from './answers';
import { redact } from './answers';
import type { ResultItem } from './design-problems';
import type { SendResult } from './panel-session';
import { PanelSession } from './panel-session';
import { designErrors, itemOf } from './design-problems';
import type { FormStore } from './form-store';
import { sendFormStore } from './form-store';
import { messageToBody } from './loaded-message';
import type { FilePlan, ReadFile } from './multipart';
import { planFiles, readObjectUrl, withBody } from './multipart';
import type { Checked, Operation, RelayRequest } from './requests';
import {
  checkForm,
  editRequest,
  loadRequest,
  messageBody,
  secretsOf,
  sendRequest,
  webhookInfoRequest,
} from './requests';
import type { RunDeps } from './run';
import { runRequest, sleep } from './run';

export type { ResultItem } from './design-problems';
export type { SendResult } from './panel-session';

export interface SessionState {
  busy: Operation | 'check' | null;
  /** While a 429 is waited out: when the retry goes (ms, the session's clock). */
  retryAt: number | null;
  /**
   * Asked before sending: the design has errors (listed, with the design they belong to), or the
   * webhook belongs to no application and the design has buttons or selects.
   */
  warning:
    | { kind: 'invalid'; op: 'send' | 'edit'; items: ResultItem[]; designId: string }
    | { kind: 'webhook'; op: 'send' | 'edit' }
    | null;
  result: SendResult | null;
}

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

export interface SessionDeps extends RunDeps {
  readFile: ReadFile;
  now: () => number;
}

interface Pending {
  op: 'send' | 'edit';
  checked: Checked;
  plan: FilePlan;
  design: DesignContext;
}

const IDLE: SessionState = { busy: null, retryAt: null, warning: null, result: null };

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

export class SendSession extends PanelSession<SessionState> {
  private controller: AbortController | null = null;
  private pending: Pending | null = null;

  constructor(
    private readonly deps: SessionDeps,
    private readonly form: FormStore,
  ) {
    super(IDLE);
  }

  /** Sends the design as a new message, or edits the message whose id is in the form. */
  async deliver(op: 'send' | 'edit', design: DesignContext): Promise<void> {
    if (this.state.busy) return;
    if (design.doc.surface === 'modal')
      return this.report(
        'error',
        'A modal cannot be sent to a channel: a bot shows it in answer to an interaction. Switch to a message design to send.',
      );
    if (design.doc.surface === 'commands')
      return this.report(
        'error',
        'Application commands are registered, not sent to a channel. Switch to a message design to send.',
      );
    const form = this.form.getState();
    const checked = checkForm(form, op);
    if (!checked.ok) return this.report('error', checked.reason);
    const planned = planFiles(
      messageBody(design.doc, op, checked.value),
      design.attachments,
      op === 'edit',
    );
    if (!planned.ok) return this.report('error', planned.reason);
    const pending: Pending = { op, checked: checked.value, plan: planned.plan, design };
    const errors = designErrors(design.doc);
    if (errors.length > 0) {
      this.pending = pending;
      const warning = { kind: 'invalid' as const, op, items: errors, designId: design.designId };
      return this.set({ busy: null, retryAt: null, warning, result: null });
    }
    await this.proceed(pending);
  }

  /** Past the design's own check: asks about a plain webhook if need be, then sends. */
  private async proceed(pending: Pending): Promise<void> {
    const { op, design } = pending;
    const { target } = pending.checked;
    if (target.kind === 'webhook' && hasInteractive(design.doc)) {
      const outcome = await this.run('check', pending.checked, () => webhookInfoRequest(target));
      if (outcome.kind !== 'ok') return this.finish(outcome, pending.checked, design);
      const app = (outcome.body as { application_id?: unknown } | null)?.application_id;
      if (app === null || app === undefined) {
        this.pending = pending;
        const warning = { kind: 'webhook' as const, op };
        return this.set({ busy: null, retryAt: null, warning, result: null });
      }
    }
    await this.execute(pending);
  }

  /** The person read the question (errors, or a plain webhook) and sends all the same. */
  async sendAnyway(): Promise<void> {
    const pending = this.pending;
    const asked = this.state.warning;
    this.pending = null;
    if (!pending || this.state.busy) return;
    this.set({ warning: null });
    if (asked?.kind === 'invalid') await this.proceed(pending);
    else await this.execute(pending);
  }

  /** Stops the wait for a rate limit, or puts the question away; nothing more is sent. */
  cancel(): void {
    if (this.pending) {
      this.pending = null;
      this.set({ warning: null });
      this.report('info', 'Not sent.');
      return;
    }
    this.controller?.abort();
  }

  /** Loads a message from Discord into a new design, opened. */
  async load(opener: DesignOpener): Promise<void> {
    if (this.state.busy) return;
    const checked = checkForm(this.form.getState(), 'load');
    if (!checked.ok) return this.report('error', checked.reason);
    const outcome = await this.run('load', checked.value, () => loadRequest(checked.value));
    if (outcome.kind !== 'ok') return this.finish(outcome, checked.value, null);
    const messageId = checked.value.messageId ?? '';
    const imported = importPayload(messageToBody(outcome.body), { as: 'message' });
    if (!imported.doc)
      return this.report(
        'error',
        `Discord's answer could not be read as a message: ${imported.problems[0]?.message ?? 'it was empty.'}`,
      );
    const id = opener.create(`Message ${messageId}`, imported.doc);
    opener.switchTo(id);
    this.form.set({ messageId });
    const problems = imported.problems;
    const note =
      problems.length === 0
        ? ''
        : ` It has ${problems.length === 1 ? '1 problem' : `${problems.length} problems`}; the design opened all the same.`;
    this.report(
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
    const outcome = await this.run(op, checked, () => withBody(request, plan, this.deps.readFile));
    if (outcome.kind !== 'ok') return this.finish(outcome, checked, design);
    const id = messageIdOf(outcome.body);
    if (id) this.form.set({ messageId: id });
    const what = op === 'send' ? 'Sent' : 'Edited';
    this.report('success', id ? `${what}: message ${id}.` : `${what}.`);
  }

  /** Runs one request (built lazily: reading files can fail) with busy, countdown and cancel. */
  private async run(
    busy: SessionState['busy'],
    checked: Checked,
    build: () => Promise<RelayRequest> | RelayRequest,
  ): Promise<Outcome> {
    const controller = new AbortController();
    this.controller = controller;
    this.set({ busy, retryAt: null, warning: null, result: null });
    const secrets = secretsOf(checked.target);
    try {
      const request = await build();
      return await runRequest(request, this.deps, {
        mode: checked.target.kind,
        secrets,
        signal: controller.signal,
        onWait: (seconds) => this.set({ retryAt: this.deps.now() + seconds * 1000 }),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { kind: 'failed', message: redact(message, secrets) };
    } finally {
      if (this.controller === controller) this.controller = null;
      this.set({ busy: null, retryAt: null });
    }
  }

  private finish(outcome: Outcome, checked: Checked, design: DesignContext | null): void {
    switch (outcome.kind) {
      case 'ok':
        return;
      case 'cancelled':
        return this.report('info', 'Cancelled: nothing more was sent.');
      case 'invalid':
        return this.report('error', outcome.message, {
          designId: design?.designId ?? null,
          items: outcome.errors.map((e) =>
            itemOf(
              design?.doc ?? null,
              { ...e, severity: 'error' },
              design ? nodeKeyAtPath(design.doc, e.segments) : null,
            ),
          ),
        });
      case 'rate-limited':
      case 'failed':
        return this.report('error', redact(outcome.message, secretsOf(checked.target)));
    }
  }
}

let shared: SendSession | null = null;
/** The page's one session, sending through this origin's relay. */
export function sendSession(): SendSession {
  shared ??= new SendSession(
    {
      fetch: (url, init) => window.fetch(url, init),
      wait: sleep,
      readFile: readObjectUrl,
      now: () => Date.now(),
    },
    sendFormStore(),
  );
  return shared;
}
