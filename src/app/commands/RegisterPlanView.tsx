// The question before anything changes on Discord: a sync's diff (created, changed field by
// field, deleted, unchanged) with its warnings and the design's own errors, or a delete that takes
// the command's permissions with it.
import { plural } from '../../model';
import type { CommandRef } from '../../model/commands';
import { commandLabel } from '../../model/commands';
import { ItemList } from '../components/CallStatus';
import type { ResultItem } from '../discord/result-items';
import type { DeletePlan, SyncPlan } from './register-state';
import { scopeWords } from './register-state';

export interface RegisterPlanViewProps {
  plan: SyncPlan | DeletePlan;
  onPick: (item: ResultItem, designId: string | null) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

function Group({
  kind,
  title,
  refs,
  detail,
}: {
  kind: 'created' | 'changed' | 'deleted' | 'unchanged';
  title: string;
  refs: readonly CommandRef[];
  detail?: (index: number) => string;
}) {
  if (refs.length === 0) return null;
  return (
    <div className={`register-group register-${kind}`} data-testid={`register-plan-${kind}`}>
      <h4>
        {title} <span className="register-count">{refs.length}</span>
      </h4>
      <ul>
        {refs.map((ref, i) => (
          <li
            key={`${ref.type}:${ref.name}`}
            data-testid={`register-plan-item:${kind}`}
            data-command={commandLabel(ref)}
          >
            <code>{commandLabel(ref)}</code>
            {detail && <span className="register-fields">{detail(i)}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The yes and the no of a question. */
function PlanActions({
  confirm,
  danger = false,
  onConfirm,
  onCancel,
}: {
  confirm: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="form-actions">
      <button
        type="button"
        className={danger ? 'button-danger' : undefined}
        data-testid="register-confirm"
        onClick={onConfirm}
      >
        {confirm}
      </button>
      <button
        type="button"
        className="button-secondary"
        data-testid="register-cancel"
        onClick={onCancel}
      >
        Cancel
      </button>
    </div>
  );
}

export function RegisterPlanView({ plan, onPick, onConfirm, onCancel }: RegisterPlanViewProps) {
  if (plan.kind === 'delete')
    return (
      <div className="form-question" data-testid="register-delete-warning" role="alert">
        <p>
          Delete <code>{commandLabel(plan.ref)}</code> (id {plan.id}) from the{' '}
          {scopeWords(plan.scope)}? Discord deletes its permissions in every guild for good:
          registering it again later makes a new command without them.
        </p>
        <PlanActions danger confirm="Delete" onConfirm={onConfirm} onCancel={onCancel} />
      </div>
    );
  const { diff, warnings, problems } = plan;
  const changes = diff.created.length + diff.changed.length + diff.deleted.length;
  return (
    <div
      className="register-plan"
      data-testid="register-plan"
      role="region"
      aria-label="What a sync would do"
    >
      <p className="register-summary" data-testid="register-plan-summary">
        Sync the {scopeWords(plan.scope)}: {diff.created.length} to create, {diff.changed.length} to
        change, {diff.deleted.length} to delete, {diff.unchanged.length} unchanged. Nothing has been
        sent yet.
      </p>
      <div className="register-groups">
        <Group kind="created" title="Created" refs={diff.created} />
        <Group
          kind="changed"
          title="Changed"
          refs={diff.changed}
          detail={(i) => diff.changed[i]?.fields.join(', ') ?? ''}
        />
        <Group kind="deleted" title="Deleted" refs={diff.deleted} />
        <Group kind="unchanged" title="Unchanged" refs={diff.unchanged} />
      </div>
      {warnings.length > 0 && (
        <ul className="register-warnings" data-testid="register-warnings">
          {warnings.map((w) => (
            <li key={w}>
              <span className="badge badge-warning">Warning</span>{' '}
              <span data-testid="register-warning">{w}</span>
            </li>
          ))}
        </ul>
      )}
      {problems.length > 0 && (
        <div className="form-question" data-testid="register-invalid-warning">
          <p>
            This design has {plural(problems.length, 'error')} that Discord will refuse. Click one
            to find it in the design.
          </p>
          <ItemList
            items={problems}
            testId="register-invalid-item"
            onPick={(item) => onPick(item, plan.designId)}
          />
        </div>
      )}
      <PlanActions
        confirm={
          changes === 0
            ? 'Sync anyway (nothing changes)'
            : problems.length > 0
              ? 'Sync anyway'
              : `Sync: replace with ${plural(plan.body.length, 'command')}`
        }
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </div>
  );
}
