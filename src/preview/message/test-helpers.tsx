// Test helpers: draw a payload (built with the model's fixture builders) as a message preview.
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { MessageDoc } from '../../model';
import { docOf } from '../../model/testing/fixtures';
import type { MessagePreviewProps } from './MessagePreview';
import { MessagePreview } from './MessagePreview';

export const NOW = Date.UTC(2025, 5, 1, 16, 20);

/** The payload imported as a message document. */
export function messageDoc(payload: unknown): MessageDoc {
  const doc = docOf(payload);
  if (doc.surface !== 'message') throw new Error('The fixture is not a message.');
  return doc;
}

const isDoc = (value: unknown): value is MessageDoc =>
  typeof value === 'object' && value !== null && (value as MessageDoc).surface === 'message';

/** Renders a payload (or a document) with spies for the callbacks; returns them and the result. */
export function renderMessage(payload: unknown, props: Partial<MessagePreviewProps> = {}) {
  const doc = isDoc(payload) ? payload : messageDoc(payload);
  const onSelect = vi.fn();
  const onInteract = vi.fn();
  const result = render(
    <MessagePreview
      doc={doc}
      onSelect={onSelect}
      onInteract={onInteract}
      timestamp={new Date(NOW)}
      markdownContext={{ now: NOW, locale: 'en-US', timeZone: 'UTC' }}
      {...props}
    />,
  );
  const byKind = (kind: string) =>
    Array.from(result.container.querySelectorAll<HTMLElement>(`[data-kind="${kind}"]`));
  return { ...result, doc, onSelect, onInteract, byKind };
}
