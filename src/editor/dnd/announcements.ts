// What a screen reader hears during a drag, naming components by their label ("Button "Click
// me"") and places by their position ("position 2 of 3 in Container").
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { Doc } from '../../model';
import { findNode, kindName } from '../../model';
import { describeNode, describeSpot } from '../describe';
import type { DragPlan } from './plan';
import type { DragSource } from './types';

/** The dragged thing as a person would say it: `Button "Click me"`, or `a new Text Display`. */
export function sourceName(doc: Doc, source: DragSource): string {
  if (source.kind === 'palette') return `a new ${kindName(source.type)}`;
  const node = findNode(doc, source.key)?.node;
  return node ? describeNode(node) : 'the component';
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Said when the drag moves onto a gap, or off every gap. */
export function overText(doc: Doc, plan: DragPlan, overId: string | null): string {
  const name = capital(sourceName(doc, plan.source));
  const spot = overId === null ? undefined : plan.spots.get(overId);
  const status = overId === null ? undefined : plan.status.get(overId);
  if (!spot || !status) return `${name} is not over a place it can go.`;
  if (status.state === 'refused') return `Cannot drop here: ${status.reason}`;
  const where = describeSpot(doc, spot);
  return status.state === 'same'
    ? `${name} is over ${where}, where it is now.`
    : `${name} is over ${where}.`;
}

/** Said when the drag ends; worked out before the drop changes the document. */
export function dropText(doc: Doc, plan: DragPlan, overId: string | null): string {
  const name = sourceName(doc, plan.source);
  const spot = overId === null ? undefined : plan.spots.get(overId);
  const status = overId === null ? undefined : plan.status.get(overId);
  if (!spot || !status) return `Dropped ${name} outside any place; nothing changed.`;
  if (status.state === 'refused') return `Cannot drop here: ${status.reason}`;
  if (status.state === 'same') return `Dropped ${name} where it was; nothing changed.`;
  return `Dropped ${name} at ${describeSpot(doc, spot)}.`;
}

export function cancelText(doc: Doc, plan: DragPlan): string {
  const name = sourceName(doc, plan.source);
  return plan.source.kind === 'palette'
    ? `Cancelled. ${capital(name)} was not added.`
    : `Cancelled. ${capital(name)} was not moved.`;
}

export interface AnnouncementSource {
  doc: () => Doc;
  plan: () => DragPlan | null;
  /** The sentence dropText or cancelText gave as the drag that just ended finished. */
  finished: () => string | null;
}

/** dnd-kit announcements reading the current drag plan. */
export function makeAnnouncements(src: AnnouncementSource): Announcements {
  const withPlan = (say: (doc: Doc, plan: DragPlan) => string) => () => {
    const plan = src.plan();
    return plan ? say(src.doc(), plan) : undefined;
  };
  return {
    onDragStart: withPlan((doc, plan) => `Picked up ${sourceName(doc, plan.source)}.`),
    onDragOver: ({ over }) =>
      withPlan((doc, plan) => overText(doc, plan, over ? String(over.id) : null))(),
    // The drag's handlers run first and may already have changed the document and dropped the plan.
    onDragEnd: () => src.finished() ?? undefined,
    onDragCancel: () => src.finished() ?? undefined,
  };
}

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move a component, press Space on its drag handle to pick it up. ' +
    'Press Down or Right for the next place it may go, Up or Left for the previous one. ' +
    'Press Space again to drop it there, or Escape to cancel.',
};
