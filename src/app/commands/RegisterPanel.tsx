// Registering a Commands design with Discord: the bot token (the token store's, shared with the
// Send panel, with the same secret handling), the application, the design's scope; list what is
// registered, sync the set after a diff the person confirms, or create, edit, delete or fetch the
// selected command; and the guild's command permissions. Its own chunk, loaded when the panel first opens.
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { lazyComponent } from '../../preview';
import { useEditor, useEditorStore } from '../../editor';
import type { CommandsDoc } from '../../model';
import { ResultLine } from '../components/CallStatus';
import { Field, RememberSecret, SecretField } from '../components/FormFields';
import { PanelFrame } from '../components/PanelFrame';
import { focusResultItem } from '../components/focus-item';
import type { DesignManager } from '../designs/design-manager';
import { PAGE_DEPS } from '../discord/call-runner';
import { snowflake } from '../discord/requests';
import { studioKey } from '../folder/studio-key';
import type { ResultItem } from '../discord/result-items';
import { tokenStore } from '../discord/token-store';
import { EnvironmentChoice, environmentWhere } from './EnvironmentChoice';
import { InstallLinks } from './InstallLinks';
import { RegisterPlanView } from './RegisterPlanView';
import { RegisteredList } from './RegisteredList';
import type { RegisterContext, RegisterOp } from './register-state';
import { scopeWords, selectedCommand } from './register-state';
import { registerSession } from './register-session';
import { environmentsStore, loadEnvironments, studioChoice } from './studio-environments';
import { commandLabel, commandRefOf } from '../../model/commands';
import { nodeToPayload } from '../../model';
import '../components/forms.css';
import './register.css';

const PermissionsEditor = lazyComponent(
  () => import('./permissions/PermissionsEditor'),
  (m) => m.PermissionsEditor,
);

export interface RegisterPanelProps {
  manager: DesignManager;
  onClose: () => void;
}

const BUSY_TEXT: Record<RegisterOp, string> = {
  app: 'Looking the application up…',
  list: 'Reading the registered commands…',
  diff: 'Comparing the design with what is registered…',
  sync: 'Registering the set…',
  create: 'Creating the command…',
  edit: 'Editing the command…',
  delete: 'Deleting the command…',
  get: 'Fetching the command…',
};

export default function RegisterPanel({ manager, onClose }: RegisterPanelProps) {
  const form = tokenStore();
  const session = registerSession();
  const fields = useStore(form);
  const state = useStore(session.store);
  const currentId = useStore(manager.snapshot, (s) => s.currentId);
  const editor = useEditorStore();
  const doc = useEditor((s) => s.doc);
  const selectedKey = useEditor((s) => s.selectedKey);
  const [checkGuildId, setCheckGuildId] = useState('');
  const change = form.setState;
  // Under `component-studio studio`: the bot's environments, one of which may stand for the token.
  const [key] = useState(studioKey);
  const envStore = environmentsStore();
  const envs = useStore(envStore);
  useEffect(() => {
    if (key !== null && envStore.getState().status === 'idle')
      void loadEnvironments(envStore, key, PAGE_DEPS.fetch);
  }, [key, envStore]);
  const choice = studioChoice(envs, key);

  const guildId = doc.surface === 'commands' ? doc.guildId : null;
  const chosenScope = choice?.scope ?? null;
  const scope = useMemo(
    () => chosenScope ?? { applicationId: fields.applicationId.trim(), guildId },
    [chosenScope, fields.applicationId, guildId],
  );
  const known = state.registered;
  const registered =
    known?.scope.applicationId === scope.applicationId && known.scope.guildId === scope.guildId
      ? known.commands
      : null;
  // What the permissions editor needs of each registered command.
  const permissionCommands = useMemo(
    () =>
      (registered ?? []).map((c) => ({
        id: c.id,
        ...commandRefOf(c),
        default_member_permissions:
          typeof c.default_member_permissions === 'string' ? c.default_member_permissions : null,
      })),
    [registered],
  );

  if (doc.surface !== 'commands') return null;
  const commandsDoc: CommandsDoc = doc;
  const ctx = (): RegisterContext => ({
    designId: currentId,
    doc: editor.getState().doc as CommandsDoc,
    selectedKey: editor.getState().selectedKey,
    checkGuildId,
  });
  const picked = selectedCommand(doc, selectedKey);
  const pickedLabel = picked ? commandLabel(commandRefOf(nodeToPayload(picked.node))) : null;
  const pick = (item: ResultItem, designId: string | null) =>
    focusResultItem(manager, editor, currentId, item, designId);
  const planDoc = (designId: string): CommandsDoc | null => {
    const known = manager.getSnapshot().designs.some((d) => d.id === designId);
    const target = known ? manager.store(designId).getState().doc : null;
    return target?.surface === 'commands' ? target : null;
  };
  const blocked = state.busy !== null || state.plan !== null;
  // Permissions are set per guild, for guild and global commands alike: a global set's are
  // edited in the guild named above.
  const permissionsGuild =
    commandsDoc.guildId ?? (snowflake(checkGuildId, '', '') === null ? checkGuildId.trim() : null);

  return (
    <PanelFrame
      name="register"
      title="Register with Discord"
      className="register-panel"
      busy={state.busy !== null}
      onClose={onClose}
    >
      <div className="form-grid">
        {key !== null && <EnvironmentChoice store={envStore} tokens={form} disabled={blocked} />}
        {choice === null && (
          <>
            <SecretField
              label="Bot token"
              testId="register-token"
              toggleTestId="register-token-toggle"
              value={fields.token}
              onChange={(token) => change({ token })}
              placeholder="From the Developer Portal: Bot › Reset Token"
            />
            <div className="register-app">
              <Field
                label="Application id"
                testId="register-application-id"
                value={fields.applicationId}
                onChange={(applicationId) => change({ applicationId })}
                placeholder="Read from the token if empty"
                numeric
              />
              <button
                type="button"
                className="button-secondary"
                data-testid="register-find-app"
                disabled={blocked}
                onClick={() => void session.findApplication()}
              >
                From the token
              </button>
            </div>
          </>
        )}
        {commandsDoc.guildId === null && (
          <Field
            label="A guild (optional)"
            testId="register-check-guild"
            value={checkGuildId}
            onChange={setCheckGuildId}
            placeholder="Its id: to find copies there, and edit permissions there"
            numeric
          />
        )}
      </div>
      {choice === null && (
        <>
          <RememberSecret
            what="token"
            checked={fields.remember}
            onChange={(remember) => change({ remember })}
            testId="register-remember"
          />
          <p className="hint form-note">
            The token goes only to this app&rsquo;s relay and on to Discord. It is kept in this tab
            only, unless remembered; never in designs, exports or links. It is the send
            panel&rsquo;s token.
          </p>
        </>
      )}
      <p className="register-scope" data-testid="register-scope">
        This design holds the <strong>{scopeWords(commandsDoc)}</strong>
        {choice !== null
          ? `; environment ${choice.environment.name} sends them to ${environmentWhere(choice.environment)}.`
          : commandsDoc.guildId === null
            ? ' (change the scope in the design’s Scope field to register in one guild).'
            : '.'}
      </p>
      <InstallLinks doc={commandsDoc} applicationId={fields.applicationId} />
      <div className="form-actions">
        <button
          type="button"
          data-testid="register-diff"
          disabled={blocked}
          onClick={() => void session.planSync(ctx())}
        >
          Sync…
        </button>
        <button
          type="button"
          className="button-secondary"
          data-testid="register-list"
          disabled={blocked}
          onClick={() => void session.list(ctx())}
        >
          List registered
        </button>
      </div>
      <div className="form-actions register-one" data-testid="register-one">
        <span className="register-one-label">
          {pickedLabel ? (
            <>
              Selected: <strong data-testid="register-selected">{pickedLabel}</strong>
            </>
          ) : (
            'Select a command in the outline to register it alone.'
          )}
        </span>
        {(
          [
            ['create', 'Create', () => void session.create(ctx())],
            ['edit', 'Edit', () => void session.edit(ctx())],
            ['get', 'Get', () => void session.get(ctx())],
            ['delete', 'Delete…', () => void session.askDelete(ctx())],
          ] as const
        ).map(([op, text, act]) => (
          <button
            key={op}
            type="button"
            className="button-secondary"
            data-testid={`register-${op}`}
            disabled={blocked || !picked}
            onClick={act}
          >
            {text}
          </button>
        ))}
      </div>
      <ResultLine
        prefix="register"
        state={state}
        busyText={BUSY_TEXT}
        onPick={pick}
        onCancel={() => session.cancel()}
      />
      {state.plan && (
        <RegisterPlanView
          plan={state.plan}
          onPick={pick}
          onConfirm={() =>
            void session.confirm(state.plan?.kind === 'sync' ? planDoc(state.plan.designId) : null)
          }
          onCancel={() => session.cancel()}
        />
      )}
      {registered && (
        <RegisteredList
          scope={scope}
          commands={registered}
          beside={state.beside}
          onOpen={(command) => session.openBeside(commandsDoc, command)}
          onCloseBeside={() => session.closeBeside()}
          onLoad={() => session.loadIntoDesign(scope, manager)}
        />
      )}
      {permissionsGuild !== null && scope.applicationId !== '' && (
        <Suspense fallback={<p className="loading">Loading the permissions editor…</p>}>
          <PermissionsEditor
            applicationId={scope.applicationId}
            guildId={permissionsGuild}
            commands={permissionCommands}
            botToken={fields.token}
          />
        </Suspense>
      )}
    </PanelFrame>
  );
}
