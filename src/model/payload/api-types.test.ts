// Exported payloads type-check against discord-api-types: each payload is written as a literal
// with the library's type and compiled with the TypeScript compiler, in the test run.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../catalog/catalog';
import type { Doc, Envelope } from '../document/document';
import { walk } from '../document/document';
import { emptyCommands, emptyMessage, emptyModal } from '../catalog/factory';
import { newNode } from '../catalog/new-node';
import { importPayload } from './import';
import { toPayload } from './to-payload';
import { kindsForSurface } from '../document/kind-homes';
import { designExamples } from '../testing/examples';
import { typeErrors } from '../testing/type-check';
import { insertNode, legalTargets } from '../document/tree';

const TYPE_OF: Record<Envelope, string> = {
  message: 'RESTPostAPIChannelMessageJSONBody',
  webhook: 'RESTPostAPIWebhookWithTokenJSONBody',
  'response-4': 'APIInteractionResponse',
  'response-7': 'APIInteractionResponse',
  'modal-9': 'APIInteractionResponse',
  modal: 'APIModalInteractionResponseCallbackData',
  command: 'RESTPostAPIApplicationCommandsJSONBody',
  commands: 'RESTPutAPIApplicationCommandsJSONBody',
};

function typeCheck(payloads: { envelope: Envelope; payload: unknown }[]): string[] {
  const source = [
    `import type { ${[...new Set(Object.values(TYPE_OF))].join(', ')} } from 'discord-api-types/v10';`,
    ...payloads.map(
      ({ envelope, payload }, i) =>
        `export const p${i}: ${TYPE_OF[envelope]} = ${JSON.stringify(payload)};`,
    ),
  ].join('\n');
  return typeErrors(source);
}

function generatedDocs(): Doc[] {
  const docs: Doc[] = [];
  const blanks: (() => Doc)[] = [
    () => emptyMessage(true),
    () => emptyMessage(false),
    () => emptyModal(),
    () => emptyCommands(),
  ];
  for (const blank of blanks) {
    // One of every kind the surface offers, each where canPlace first allows it.
    let doc = blank();
    for (const entry of kindsForSurface(doc)) {
      const node = newNode(doc, entry.kind);
      const target = legalTargets(doc, node)[0];
      const result = target ? insertNode(doc, node, target) : null;
      if (result?.ok) doc = result.doc;
    }
    docs.push(doc);
    // And random ones.
    for (const seq of fc.sample(fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 25 }), {
      numRuns: 10,
      seed: 42,
    })) {
      let d = blank();
      for (const [a, b] of seq) {
        const kinds = kindsForSurface(d);
        const node = newNode(d, kinds[a % kinds.length]!.kind);
        const targets = legalTargets(d, node);
        const result = targets.length ? insertNode(d, node, targets[b % targets.length]!) : null;
        if (result?.ok) d = result.doc;
      }
      if (d.nodes.length) docs.push(d);
    }
  }
  return docs;
}

describe('exported payloads', () => {
  it('type-check against discord-api-types in every envelope', { timeout: 60_000 }, () => {
    const payloads: { envelope: Envelope; payload: unknown }[] = [];
    const docs = [...designExamples().map((e) => importPayload(e.json).doc!), ...generatedDocs()];
    for (const doc of docs) {
      const envelopes: Envelope[] =
        doc.surface === 'message'
          ? ['message', 'webhook', 'response-4', 'response-7']
          : doc.surface === 'modal'
            ? ['modal', 'modal-9']
            : ['command', 'commands'];
      for (const envelope of envelopes)
        payloads.push({ envelope, payload: toPayload(doc, envelope) });
    }
    // Every kind of the catalog, components, commands and options alike, is in some payload.
    const kinds = new Set<string>();
    for (const doc of docs) walk(doc.nodes, (node) => kinds.add(node.kind));
    expect([...kinds].sort()).toEqual(CATALOG.map((e) => e.kind).sort());
    expect(payloads.length).toBeGreaterThan(60);
    expect(typeCheck(payloads)).toEqual([]);
  });

  it('the check itself catches a payload the types refuse', { timeout: 60_000 }, () => {
    const wrong = { flags: 32768, components: [{ type: 2, style: 1, label: 5 }] };
    expect(typeCheck([{ envelope: 'message', payload: wrong }]).length).toBeGreaterThan(0);
  });
});
