// Test helpers: draw a modal payload (built with the model's fixture builders) as a ModalPreview.
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { ModalDoc } from '../../model';
import { docOf } from '../../model/testing/fixtures';
import type { ModalPreviewProps } from './ModalPreview';
import { ModalPreview } from './ModalPreview';

/** The payload imported as a modal document. */
export function modalDoc(payload: unknown): ModalDoc {
  const doc = docOf(payload);
  if (doc.surface !== 'modal') throw new Error('The fixture is not a modal.');
  return doc;
}

const isDoc = (value: unknown): value is ModalDoc =>
  typeof value === 'object' && value !== null && (value as ModalDoc).surface === 'modal';

/** The key of the component inside the index-th top-level Label. */
export const fieldKey = (doc: ModalDoc, index = 0): string =>
  doc.nodes[index]!.slots.component![0]!.key;

/** Renders a modal payload (or document) with spies for the callbacks. */
export function renderModal(payload: unknown, props: Partial<ModalPreviewProps> = {}) {
  const doc = isDoc(payload) ? payload : modalDoc(payload);
  const onSelect = vi.fn();
  const onInteract = vi.fn();
  const result = render(
    <ModalPreview
      doc={doc}
      author={{ name: 'No Soap Radio' }}
      onSelect={onSelect}
      onInteract={onInteract}
      {...props}
    />,
  );
  const byKind = (kind: string) =>
    Array.from(result.container.querySelectorAll<HTMLElement>(`[data-kind="${kind}"]`));
  /** The answers of the last submit. */
  const submitted = () => onInteract.mock.lastCall?.[0]?.answers as Record<string, unknown>;
  return { ...result, doc, onSelect, onInteract, byKind, submitted };
}
