import { describe, expect, it } from 'vitest';
import { container, docOf, message, text } from '../testing/fixtures';
import type { StoredDesign } from './format';
import { DESIGN_FORMAT } from './format';
import { encodeHistory } from './history-encode';
import { restoreDesign, restoreHistory } from './restore';
import { openSealedDesign, openSealedHistory, seal, unseal } from './sealed';
import { recordsOf, storedFixtures } from '../testing/stored-fixtures';

const design = (): StoredDesign => {
  const doc = docOf(message(container(text('Sealed'))));
  return { version: DESIGN_FORMAT, rev: 3, doc, selectedKey: doc.nodes[0]!.key, name: 'A' };
};

describe('seal', () => {
  it('gives back the very object it sealed, without the seal', () => {
    const text = JSON.stringify({ version: 4, text: 'é😀"\\\n' });
    expect(seal(text)).toMatch(/,"seal":"[0-9a-f]{8}"\}$/);
    expect(unseal(seal(text))).toEqual(JSON.parse(text));
  });

  it('knows a text changed anywhere after it was sealed', () => {
    const sealed = seal(JSON.stringify(design()));
    const at = sealed.indexOf('Sealed');
    expect(unseal(`${sealed.slice(0, at)}Z${sealed.slice(at + 1)}`)).toBeNull();
    expect(
      unseal(sealed.replace(/"seal":"(.)/, (_, c: string) => `"seal":"${c === '0' ? '1' : '0'}`)),
    ).toBeNull();
    expect(unseal(sealed.slice(0, -25) + sealed.slice(-20))).toBeNull();
  });

  it('refuses what is not sealed: plain JSON, an array, not JSON at all', () => {
    expect(unseal(JSON.stringify(design()))).toBeNull();
    expect(unseal('[1,"seal":"00000000"}')).toBeNull();
    expect(unseal('')).toBeNull();
  });
});

describe('openSealedDesign', () => {
  it('opens a design as it was sealed, and as restore reads the same record', () => {
    const stored = design();
    const text = seal(JSON.stringify(stored));
    expect(openSealedDesign(text)).toEqual(stored);
    const restored = restoreDesign(JSON.parse(text));
    expect(restored.ok && restored.value).toEqual(stored);
  });

  it('drops a selection the document does not hold, as restore does', () => {
    const text = seal(JSON.stringify({ ...design(), selectedKey: 'gone' }));
    expect(openSealedDesign(text)?.selectedKey).toBeNull();
  });

  it('leaves a record of another format to restore', () => {
    expect(openSealedDesign(seal(JSON.stringify({ ...design(), version: 3 })))).toBeNull();
    expect(openSealedDesign(seal(JSON.stringify({ ...design(), version: 5 })))).toBeNull();
  });

  it('opens every design an earlier version kept once restore has read it and it was saved again', () => {
    const fixtures = storedFixtures();
    expect(fixtures.length).toBeGreaterThan(0);
    for (const fixture of fixtures)
      for (const [, value] of recordsOf(fixture, 'local', 'component-studio:design:')) {
        const restored = restoreDesign(value);
        if (!restored.ok) continue;
        expect(openSealedDesign(seal(JSON.stringify(restored.value)))).toEqual(restored.value);
      }
  });
});

describe('openSealedHistory', () => {
  it('gives the steps back sharing their nodes, as restore does', () => {
    const a = design();
    const b = { doc: { ...a.doc, body: { content: 'x' } }, selectedKey: null };
    const steps = { past: [{ doc: a.doc, selectedKey: a.selectedKey }, b], future: [] };
    const text = seal(JSON.stringify(encodeHistory(steps)));
    const opened = openSealedHistory(text);
    expect(opened).toEqual(steps);
    expect(opened!.past[1]!.doc.nodes[0]).toBe(opened!.past[0]!.doc.nodes[0]);
    const restored = restoreHistory(JSON.parse(text));
    expect(restored.ok && restored.value).toEqual(steps);
  });

  it('leaves an unsealed or damaged history to restore', () => {
    const text = JSON.stringify(encodeHistory({ past: [], future: [] }));
    expect(openSealedHistory(text)).toBeNull();
    expect(openSealedHistory(seal(text).replace('"past"', '"pest"'))).toBeNull();
  });
});
