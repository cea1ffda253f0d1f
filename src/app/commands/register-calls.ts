// How the register panel's requests are made: the checked token, the application and scope of
// the design, one request at a time through the relay with the send panel's rate-limit handling
// (a countdown and one retry), what the page believes is registered kept up to date by every
// answer, and a failure said in words with a 50035's errors placed on the design's nodes.
import { commandLabel, commandRefOf, findRegistered } from '../../model/commands';
import type { CommandsDoc, Node } from '../../model';
import { formatPath, isPlainObject, nodeKeyAtPath, nodeToPayload } from '../../model';
import type { Outcome } from '../send/answers';
import { redact } from '../send/answers';
import { itemOf } from '../send/design-problems';
import type { FormStore } from '../send/form-store';
import type { RelayRequest } from '../send/requests';
import { botToken, snowflake } from '../send/requests';
import { runRequest } from '../send/run';
import { PanelSession } from '../send/panel-session';
import type {
  RegisterContext,
  RegisterDeps,
  RegisterOp,
  RegisterState,
  RegisteredCommand,
} from './register-state';
import { IDLE, registeredList, sameScope, scopeWords, selectedCommand } from './register-state';
import { explainCommandAnswer } from './register-answers';
import type { Scope } from './register-requests';
import { applicationRequest, listRequest } from './register-requests';

export class RegisterCalls extends PanelSession<RegisterState> {
  protected controller: AbortController | null = null;

  constructor(
    protected readonly deps: RegisterDeps,
    protected readonly form: FormStore,
  ) {
    super(IDLE);
  }

  /** What the page believes `scope` has registered, or null when it has not looked. */
  registeredIn(scope: Scope): RegisteredCommand[] | null {
    const r = this.state.registered;
    return r && sameScope(r.scope, scope) ? r.commands : null;
  }

  /** Reads the token's application and fills the form's application id with it. */
  async findApplication(): Promise<void> {
    const token = this.token();
    if (token === null) return;
    const outcome = await this.run('app', token, applicationRequest(token));
    if (outcome.kind !== 'ok') return this.fail(outcome, token);
    const id = isPlainObject(outcome.body) ? outcome.body.id : undefined;
    if (typeof id !== 'string' || snowflake(id, 'id', '') !== null)
      return this.report('error', 'Discord did not say which application the token belongs to.');
    this.form.set({ applicationId: id });
    const name = isPlainObject(outcome.body) ? outcome.body.name : undefined;
    this.report(
      'success',
      `The token belongs to application ${id}${typeof name === 'string' ? ` (${redact(name, [token])})` : ''}.`,
    );
  }

  /** The token, checked; null (with the reason shown) when there is none to use. */
  protected token(): string | null {
    const token = botToken(this.form.getState().token);
    if (token.ok) return token.value;
    this.report('error', token.reason);
    return null;
  }

  /** The token and the design's scope, finding the application first when it is not known. */
  protected async ready(ctx: RegisterContext): Promise<{ token: string; scope: Scope } | null> {
    if (this.state.busy) return null;
    const token = this.token();
    if (token === null) return null;
    if (this.form.getState().applicationId.trim() === '') {
      await this.findApplication();
      if (this.state.result?.tone === 'error') return null;
    }
    const applicationId = this.form.getState().applicationId.trim();
    const bad = snowflake(
      applicationId,
      'application id',
      'Developer Portal › General Information › Application ID',
    );
    if (bad) {
      this.report('error', bad);
      return null;
    }
    return { token, scope: { applicationId, guildId: ctx.doc.guildId } };
  }

  protected picked(ctx: RegisterContext): { node: Node; index: number } | null {
    const picked = selectedCommand(ctx.doc, ctx.selectedKey);
    if (!picked) this.report('error', 'Select a command in the outline first.');
    return picked;
  }

  /** The registered command of the selected one's type and name (listing the scope if need be). */
  protected async match(ctx: RegisterContext, node: Node) {
    const ready = await this.ready(ctx);
    if (!ready) return null;
    const designed = nodeToPayload(node);
    const ref = commandRefOf(designed);
    const list =
      this.registeredIn(ready.scope) ?? (await this.fetchList(ready.token, ready.scope, 'list'));
    if (list === null) return null;
    const registered = findRegistered(list, ref);
    if (!registered) {
      this.report(
        'error',
        `${commandLabel(ref)} is not registered as one of the ${scopeWords(ready.scope)}: Create it, or Sync the set.`,
      );
      return null;
    }
    return { ...ready, registered, designed, ref };
  }

  /** GETs a scope's list; on success it becomes what the page believes is registered there. */
  protected async fetchList(
    token: string,
    scope: Scope,
    busy: RegisterOp,
    remember = true,
  ): Promise<RegisteredCommand[] | null> {
    const outcome = await this.run(busy, token, listRequest(token, scope));
    if (outcome.kind !== 'ok') {
      this.fail(outcome, token);
      return null;
    }
    if (!Array.isArray(outcome.body)) {
      this.report('error', 'Discord answered the list with something other than a list.');
      return null;
    }
    const commands = registeredList(outcome.body);
    if (remember) this.set({ registered: { scope, commands } });
    return commands;
  }

  protected upsert(scope: Scope, command: Record<string, unknown>): void {
    const [made] = registeredList([command]);
    const list = this.registeredIn(scope);
    if (!made || !list) return;
    const at = list.findIndex((c) => c.id === made.id);
    const commands = at === -1 ? [...list, made] : list.map((c, i) => (i === at ? made : c));
    this.set({ registered: { scope, commands } });
  }

  /** Runs one request with busy, countdown and cancel; never rejects. */
  protected async run(busy: RegisterOp, token: string, request: RelayRequest): Promise<Outcome> {
    const controller = new AbortController();
    this.controller = controller;
    this.set({ busy, retryAt: null, result: null });
    try {
      return await runRequest(request, this.deps, {
        mode: 'bot',
        secrets: [token],
        signal: controller.signal,
        explain: explainCommandAnswer,
        onWait: (seconds) => this.set({ retryAt: this.deps.now() + seconds * 1000 }),
      });
    } finally {
      if (this.controller === controller) this.controller = null;
      this.set({ busy: null, retryAt: null });
    }
  }

  /**
   * Reports a failed request. A 50035's errors are placed on the design's nodes: a bulk body's
   * paths start at the command's index, a single command's (`root`) at its own fields.
   */
  protected fail(
    outcome: Outcome,
    token: string,
    design: {
      doc: CommandsDoc | null;
      designId: string;
      root?: { node: Node; index: number };
    } | null = null,
  ): void {
    switch (outcome.kind) {
      case 'ok':
        return;
      case 'cancelled':
        return this.report('info', 'Cancelled: nothing more was sent.');
      case 'invalid': {
        const doc = design?.doc ?? null;
        const root = design?.root;
        const items = outcome.errors.map((e) => {
          const segments = root ? [root.index, ...e.segments] : e.segments;
          const key = doc ? nodeKeyAtPath(doc, segments) : null;
          return itemOf(doc, { ...e, path: formatPath(segments), severity: 'error' }, key);
        });
        return this.report('error', outcome.message, { items, designId: design?.designId ?? null });
      }
      case 'rate-limited':
      case 'failed':
        return this.report('error', redact(outcome.message, [token]));
    }
  }
}
