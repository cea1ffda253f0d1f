// Test helpers for the simulator: docs' examples as documents, and the payload the panel shows.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { screen } from '@testing-library/react';
import type { Doc } from '../../model';
import { importPayload } from '../../model';

// Under jsdom import.meta.url is not a file URL, so the model's loader cannot find the examples;
// vitest runs from the project root, which sits next to ../shared.
const EXAMPLES_DIR = resolve(process.cwd(), '..', 'shared', 'spec', 'examples');

function loadExamples(filter: RegExp): { file: string; json: unknown }[] {
  return readdirSync(EXAMPLES_DIR)
    .filter((file) => file.endsWith('.json') && filter.test(file))
    .map((file) => ({ file, json: JSON.parse(readFileSync(join(EXAMPLES_DIR, file), 'utf8')) }));
}

/** The docs' example whose file name starts with `prefix` ("18_"), imported. */
export function exampleDoc(prefix: string): Doc {
  const [example] = loadExamples(new RegExp(`^${prefix}`));
  if (!example) throw new Error(`No example ${prefix}.`);
  const { doc } = importPayload(example.json);
  if (!doc) throw new Error(`Example ${prefix} is not a document.`);
  return doc;
}

/** The docs' example JSON whose file name starts with `prefix`. */
export function exampleJson(prefix: string): { type: number; data: unknown } {
  const [example] = loadExamples(new RegExp(`^${prefix}`));
  if (!example) throw new Error(`No example ${prefix}.`);
  return example.json as { type: number; data: unknown };
}

/** The interaction in the payload panel, parsed. */
export function shownPayload(): { type: number; data: Record<string, unknown> } {
  return JSON.parse(screen.getByTestId('interaction-payload').textContent ?? '') as {
    type: number;
    data: Record<string, unknown>;
  };
}
