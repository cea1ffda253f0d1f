// Exported payloads type-check against discord-api-types: each payload is written as a literal
// with the library's type and compiled with the TypeScript compiler, in the test run.
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog';
import type { Doc, Envelope } from './document';
import { emptyMessage, emptyModal, newComponent } from './factory';
import { importPayload } from './import';
import { toPayload } from './payload';
import { kindsForSurface } from './placement';
import { designExamples } from './testing/examples';
import { insertNode, legalTargets } from './tree';

const TYPE_OF: Record<Envelope, string> = {
  message: 'RESTPostAPIChannelMessageJSONBody',
  webhook: 'RESTPostAPIWebhookWithTokenJSONBody',
  'response-4': 'APIInteractionResponse',
  'response-7': 'APIInteractionResponse',
  'modal-9': 'APIInteractionResponse',
  modal: 'APIModalInteractionResponseCallbackData',
};

function typeCheck(payloads: { envelope: Envelope; payload: unknown }[]): string[] {
  const file = fileURLToPath(new URL('./__exported_payloads__.ts', import.meta.url));
  const source = [
    `import type { ${[...new Set(Object.values(TYPE_OF))].join(', ')} } from 'discord-api-types/v10';`,
    ...payloads.map(
      ({ envelope, payload }, i) =>
        `export const p${i}: ${TYPE_OF[envelope]} = ${JSON.stringify(payload)};`,
    ),
  ].join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, lang, ...rest) =>
    name === file ? ts.createSourceFile(name, source, lang) : getSourceFile(name, lang, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.start !== undefined ? source.slice(0, d.start).split('\n').length : '?'}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
}

function generatedDocs(): Doc[] {
  const docs: Doc[] = [];
  for (const blank of [() => emptyMessage(true), () => emptyMessage(false), () => emptyModal()]) {
    // One of every kind the surface offers, each where canPlace first allows it.
    let doc: Doc = blank();
    for (const entry of kindsForSurface(doc)) {
      const node = newComponent(doc, entry.type);
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
      let d: Doc = blank();
      for (const [a, b] of seq) {
        const kinds = kindsForSurface(d);
        const node = newComponent(d, kinds[a % kinds.length]!.type);
        const targets = legalTargets(d, node);
        const result = targets.length ? insertNode(d, node, targets[b % targets.length]!) : null;
        if (result?.ok) d = result.doc;
      }
      if (d.components.length) docs.push(d);
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
          : ['modal', 'modal-9'];
      for (const envelope of envelopes)
        payloads.push({ envelope, payload: toPayload(doc, envelope) });
    }
    expect(
      new Set(docs.flatMap((d) => JSON.stringify(toPayload(d)).match(/"type":\d+/g) ?? [])).size,
    ).toBeGreaterThanOrEqual(CATALOG.length);
    expect(payloads.length).toBeGreaterThan(60);
    expect(typeCheck(payloads)).toEqual([]);
  });

  it('the check itself catches a payload the types refuse', { timeout: 60_000 }, () => {
    const wrong = { flags: 32768, components: [{ type: 2, style: 1, label: 5 }] };
    expect(typeCheck([{ envelope: 'message', payload: wrong }]).length).toBeGreaterThan(0);
  });
});
