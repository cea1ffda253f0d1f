// What follows the pointer during a drag: the component's name and, over a place that refuses
// it, the reason, so a person sees why before letting go.
import { useDndContext } from '@dnd-kit/core';
import { useEditorStore } from '../state/context';
import { sourceName } from './announcements';
import type { DragPlan } from './plan';

export function DragPreview({ plan }: { plan: DragPlan }) {
  const { over } = useDndContext();
  const store = useEditorStore();
  const status = over ? plan.status.get(String(over.id)) : undefined;
  const name = sourceName(store.getState().doc, plan.source);
  return (
    <div
      className={`dnd-preview${status?.state === 'refused' ? ' is-refused' : ''}`}
      data-testid="drag-preview"
    >
      <span className="dnd-preview-name">{name.charAt(0).toUpperCase() + name.slice(1)}</span>
      {status?.state === 'refused' && (
        <span className="dnd-preview-reason" data-testid="drag-reason">
          {status.reason}
        </span>
      )}
    </div>
  );
}
