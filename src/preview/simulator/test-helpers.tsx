// Test helpers for the simulator: docs' examples as documents, and the payload the panel shows.
import { screen } from '@testing-library/react';
import type { Doc } from '../../model';
import { importPayload } from '../../model';
import { docsExample } from '../../model/testing/examples';

/** The docs' example whose file name starts with `prefix` ("18_"), imported. */
export function exampleDoc(prefix: string): Doc {
  const { doc } = importPayload(docsExample(prefix.replace(/_$/, '')));
  if (!doc) throw new Error(`Example ${prefix} is not a document.`);
  return doc;
}

/** The docs' example JSON whose file name starts with `prefix`. */
export function exampleJson(prefix: string): { type: number; data: unknown } {
  return docsExample(prefix.replace(/_$/, '')) as { type: number; data: unknown };
}

/** The interaction in the payload panel, parsed. */
export function shownPayload(): { type: number; data: Record<string, unknown> } {
  return JSON.parse(screen.getByTestId('interaction-payload').textContent ?? '') as {
    type: number;
    data: Record<string, unknown>;
  };
}
