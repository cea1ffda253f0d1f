// The steps the register actions share: the checked token, the application and scope of the
// design (found from the token first when unknown), the selected command and the registered one
// matching it, and a scope's list, read and kept as what the page believes is registered there.
// Each call goes through the call runner (src/app/discord: busy, cancel, the rate-limit countdown
// and its one retry, a failure said), with register's own reading of Discord's answers and a
// 50035's errors placed on the design's nodes.
import { commandLabel, commandRefOf, findRegistered } from '../../model/commands';
import type { Node } from '../../model';
import { isPlainObject, nodeToPayload } from '../../model';
import type { Outcome } from '../discord/answers';
import { redact } from '../discord/answers';
import type { CallDeps } from '../discord/call-runner';
import { CallRunner } from '../discord/call-runner';
import type { BotCredential, RelayRequest } from '../discord/requests';
import { botToken, secretsOf, snowflake } from '../discord/requests';
import type { Placement } from '../discord/result-items';
import type { TokenStore } from '../discord/token-store';
import type {
  RegisterContext,
  RegisterOp,
  RegisterState,
  RegisteredCommand,
  Registering,
} from './register-state';
import {
  NOTHING_REGISTERED,
  registeredList,
  sameScope,
  scopeWords,
  selectedCommand,
} from './register-state';
import { explainCommandAnswer } from './register-answers';
import type { Scope } from './register-requests';
import { applicationRequest, listRequest } from './register-requests';
import type { StudioChoice } from './studio-environments';

export class RegisterSteps {
  protected readonly calls: CallRunner<RegisterOp, Registering>;
  /** What the panel shows: the call (busy, countdown, result) and what is registered. */
  readonly store: CallRunner<RegisterOp, Registering>['store'];

  constructor(
    deps: CallDeps,
    protected readonly tokens: TokenStore,
    /** Under `component-studio studio`, the environment chosen instead of a token (or null). */
    protected readonly studio: () => StudioChoice | null = () => null,
  ) {
    this.calls = new CallRunner<RegisterOp, Registering>(deps, NOTHING_REGISTERED);
    this.store = this.calls.store;
  }

  getState = (): RegisterState => this.calls.getState();

  /** Puts the last answer away. */
  dismiss(): void {
    this.calls.dismiss();
  }

  /** What the page believes `scope` has registered, or null when it has not looked. */
  registeredIn(scope: Scope): RegisteredCommand[] | null {
    const r = this.getState().registered;
    return r && sameScope(r.scope, scope) ? r.commands : null;
  }

  /** Reads the token's application and fills the form's application id with it. */
  async findApplication(): Promise<void> {
    const token = this.token();
    if (token === null) return;
    const outcome = await this.run('app', token, applicationRequest(token));
    if (outcome.kind !== 'ok') return;
    const id = isPlainObject(outcome.body) ? outcome.body.id : undefined;
    if (typeof id !== 'string' || snowflake(id, 'id', '') !== null)
      return this.calls.report(
        'error',
        'Discord did not say which application the token belongs to.',
      );
    this.tokens.setState({ applicationId: id });
    const name = isPlainObject(outcome.body) ? outcome.body.name : undefined;
    this.calls.report(
      'success',
      `The token belongs to application ${id}${typeof name === 'string' ? ` (${redact(name, secretsOf(token))})` : ''}.`,
    );
  }

  /** The chosen environment, else the token, checked; null (with the reason shown) when neither. */
  protected token(): BotCredential | null {
    const chosen = this.studio();
    if (chosen) return chosen.credential;
    const token = botToken(this.tokens.getState().token);
    if (token.ok) return token.value;
    this.calls.report('error', token.reason);
    return null;
  }

  /** The token and the design's scope, finding the application first when it is not known. */
  protected async ready(
    ctx: RegisterContext,
  ): Promise<{ token: BotCredential; scope: Scope } | null> {
    if (this.getState().busy) return null;
    // An environment names its application and where its set goes (a test guild, with globalToGuild).
    const chosen = this.studio();
    if (chosen) return { token: chosen.credential, scope: chosen.scope };
    const token = this.token();
    if (token === null) return null;
    if (this.tokens.getState().applicationId.trim() === '') {
      await this.findApplication();
      if (this.getState().result?.tone === 'error') return null;
    }
    const applicationId = this.tokens.getState().applicationId.trim();
    const bad = snowflake(
      applicationId,
      'application id',
      'Developer Portal › General Information › Application ID',
    );
    if (bad) {
      this.calls.report('error', bad);
      return null;
    }
    return { token, scope: { applicationId, guildId: ctx.doc.guildId } };
  }

  protected picked(ctx: RegisterContext): { node: Node; index: number } | null {
    const picked = selectedCommand(ctx.doc, ctx.selectedKey);
    if (!picked) this.calls.report('error', 'Select a command in the outline first.');
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
      this.calls.report(
        'error',
        `${commandLabel(ref)} is not registered as one of the ${scopeWords(ready.scope)}: Create it, or Sync the set.`,
      );
      return null;
    }
    return { ...ready, registered, designed, ref };
  }

  /** GETs a scope's list; on success it becomes what the page believes is registered there. */
  protected async fetchList(
    token: BotCredential,
    scope: Scope,
    busy: RegisterOp,
    remember = true,
  ): Promise<RegisteredCommand[] | null> {
    const outcome = await this.run(busy, token, listRequest(token, scope));
    if (outcome.kind !== 'ok') return null;
    if (!Array.isArray(outcome.body)) {
      this.calls.report('error', 'Discord answered the list with something other than a list.');
      return null;
    }
    const commands = registeredList(outcome.body);
    if (remember) this.calls.set({ registered: { scope, commands } });
    return commands;
  }

  protected upsert(scope: Scope, command: Record<string, unknown>): void {
    const [made] = registeredList([command]);
    const list = this.registeredIn(scope);
    if (!made || !list) return;
    const at = list.findIndex((c) => c.id === made.id);
    const commands = at === -1 ? [...list, made] : list.map((c, i) => (i === at ? made : c));
    this.calls.set({ registered: { scope, commands } });
  }

  /** One call as the bot; a 50035's errors listed, or placed as `place` says. */
  protected run(
    busy: RegisterOp,
    token: BotCredential,
    request: RelayRequest,
    place?: Placement,
  ): Promise<Outcome> {
    const secrets = secretsOf(token);
    return this.calls.run({
      busy,
      request,
      secrets,
      explain: (answer) => explainCommandAnswer(answer, 'bot', secrets),
      place,
    });
  }
}
