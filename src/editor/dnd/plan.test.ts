import { describe, expect, it } from 'vitest';
import {
  button,
  container,
  docOf,
  message,
  nodeAt,
  row,
  section,
  text,
  thumbnail,
} from '../../model/testing/fixtures';
import { legalSpots } from './resolve-drop';
import { isCandidate, planDrag, stepSpot } from './plan';
import { spotId } from './types';

const richDoc = () =>
  docOf(message(text('Intro'), container(text('Inside')), section([text('Side')], button())));

describe('planDrag', () => {
  it('marks every gap legal, refused with its reason, or the node’s own place', () => {
    const doc = richDoc();
    const intro = doc.nodes[0]!.key;
    const plan = planDrag(doc, { kind: 'node', key: intro });
    expect(plan.ids).toHaveLength(plan.status.size);
    expect(plan.status.get(spotId({ parentKey: null, slot: 'components', index: 0 }))).toEqual({
      state: 'same',
    });
    const box = doc.nodes[1]!.key;
    expect(plan.status.get(spotId({ parentKey: box, slot: 'components', index: 1 }))?.state).toBe(
      'legal',
    );
    const side = doc.nodes[2]!.key;
    expect(plan.status.get(spotId({ parentKey: side, slot: 'accessory', index: 0 }))).toEqual({
      state: 'refused',
      reason: "A Section's accessory is a Button or a Thumbnail.",
    });
  });

  it('keeps the refusal reason canPlace gives for a Thumbnail at the top level', () => {
    const plan = planDrag(richDoc(), { kind: 'palette', type: 'thumbnail' });
    expect(plan.status.get('spot:root:components:0')).toEqual({
      state: 'refused',
      reason: "A Thumbnail can only be a Section's accessory.",
    });
    expect(plan.origin).toBeNull();
  });

  it('lists exactly the gaps legalSpots finds as legal, in the same order', () => {
    const doc = richDoc();
    const source = { kind: 'palette', type: 'text-display' } as const;
    const plan = planDrag(doc, source);
    const legal = plan.ids.filter((id) => plan.status.get(id)?.state === 'legal');
    expect(legal).toEqual(legalSpots(doc, source).map((s) => spotId(s.spot)));
  });

  it('lets the pointer aim at legal gaps and the node’s own place, never refused ones', () => {
    const doc = richDoc();
    const plan = planDrag(doc, { kind: 'node', key: doc.nodes[0]!.key });
    expect(isCandidate(plan, 'spot:root:components:0')).toBe(true);
    const side = doc.nodes[2]!.key;
    expect(isCandidate(plan, `spot:${side}:accessory:0`)).toBe(false);
    expect(isCandidate(plan, 'spot:nowhere:components:0')).toBe(false);
  });
});

describe('stepSpot', () => {
  it('walks a palette drag through legal gaps only, from the first or the last', () => {
    const doc = docOf(message(text('A'), row(button())));
    const plan = planDrag(doc, { kind: 'palette', type: 'button' });
    const rowKey = doc.nodes[1]!.key;
    const legal = plan.ids.filter((id) => plan.status.get(id)?.state === 'legal');
    expect(stepSpot(plan, null, 1)).toBe(legal[0]);
    expect(stepSpot(plan, null, -1)).toBe(legal[legal.length - 1]);
    expect(legal).toContain(`spot:${rowKey}:components:0`);
    let id: string | null = null;
    const visited: string[] = [];
    for (let i = 0; i < legal.length + 2; i += 1) {
      id = stepSpot(plan, id, 1);
      if (id && !visited.includes(id)) visited.push(id);
    }
    expect(visited).toEqual(legal);
  });

  it('starts a node’s keyboard drag from where the node is', () => {
    const doc = docOf(message(text('A'), text('B'), text('C')));
    const b = doc.nodes[1]!.key;
    const plan = planDrag(doc, { kind: 'node', key: b });
    // Gaps 1 and 2 surround B (no change); the nearest real moves are 0 and 3.
    expect(stepSpot(plan, null, -1)).toBe('spot:root:components:0');
    expect(stepSpot(plan, null, 1)).toBe('spot:root:components:3');
  });

  it('skips gaps that are not on screen', () => {
    const doc = docOf(message(text('A'), container(text('In')), text('B')));
    const box = doc.nodes[1]!.key;
    const plan = planDrag(doc, { kind: 'palette', type: 'separator' });
    const hidden = (id: string) => !id.startsWith(`spot:${box}:`);
    expect(stepSpot(plan, 'spot:root:components:1', 1)).toBe(`spot:${box}:components:0`);
    expect(stepSpot(plan, 'spot:root:components:1', 1, hidden)).toBe('spot:root:components:2');
  });

  it('stays put at either end', () => {
    const doc = docOf(message(text('A'), text('B')));
    const plan = planDrag(doc, { kind: 'node', key: doc.nodes[0]!.key });
    const last = stepSpot(plan, null, 1);
    expect(last).toBe('spot:root:components:2');
    expect(stepSpot(plan, last, 1)).toBe(last);
  });

  it('moves a Text Display from a Container into a Section in reading order', () => {
    const doc = docOf(
      message(container(text('Box'), text('Other')), section([text('S')], thumbnail())),
    );
    const moving = nodeAt(doc, 0, 'components', 0).key;
    const side = doc.nodes[1]!.key;
    const plan = planDrag(doc, { kind: 'node', key: moving });
    let id: string | null = null;
    const seen: string[] = [];
    for (let i = 0; i < 10; i += 1) seen.push((id = stepSpot(plan, id, 1))!);
    expect(seen).toContain(`spot:${side}:components:1`);
    expect(seen).not.toContain(`spot:${side}:accessory:0`);
  });
});
