// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { docOf, message, text } from '../../model/testing/fixtures';
import { renderEditor, row } from '../outline/test-utils';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const liveRegion = () => document.querySelector('[id^="DndLiveRegion"]')!;
const tick = () => act(() => new Promise((r) => setTimeout(r, 0)));
const key = (code: string, k: string) => {
  fireEvent.keyDown(document.activeElement ?? document.body, { code, key: k });
};

async function pickUp(handle: HTMLElement) {
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'));
  // The keyboard sensor starts listening on the next tick.
  await tick();
}

describe('EditorDnd keyboard dragging', () => {
  it('moves a node through legal places, announcing each, and drops it as one undo step', async () => {
    const doc = docOf(message(text('First'), text('Second'), text('Third')));
    const [first] = doc.nodes.map((n) => n.key);
    const { store, container: root } = renderEditor(doc);
    await pickUp(within(row(root, first!)).getByTestId('drag-handle'));
    await waitFor(() => expect(liveRegion().textContent).toBe('Picked up Text Display "First".'));

    key('ArrowDown', 'ArrowDown');
    await waitFor(() =>
      expect(liveRegion().textContent).toBe(
        'Text Display "First" is over position 3 of 4 at the top level.',
      ),
    );
    const zone = root.querySelector('[data-testid="dropzone"][data-index="2"]')!;
    expect(zone.getAttribute('data-over')).toBe('true');
    expect(store.getState().doc).toBe(doc);

    key('Space', ' ');
    await waitFor(() =>
      expect(liveRegion().textContent).toBe(
        'Dropped Text Display "First" at position 3 of 4 at the top level.',
      ),
    );
    expect(store.getState().doc.nodes.map((n) => n.props.content)).toEqual([
      'Second',
      'First',
      'Third',
    ]);
    expect(store.getState().history.past).toHaveLength(1);
  });

  it('cancels with Escape, leaving the document as it was', async () => {
    const doc = docOf(message(text('First'), text('Second')));
    const { store, container: root } = renderEditor(doc);
    await pickUp(within(row(root, doc.nodes[1]!.key)).getByTestId('drag-handle'));
    key('ArrowUp', 'ArrowUp');
    await waitFor(() => expect(liveRegion().textContent).toMatch(/is over position 1 of 3/));
    key('Escape', 'Escape');
    await waitFor(() =>
      expect(liveRegion().textContent).toBe('Cancelled. Text Display "Second" was not moved.'),
    );
    expect(store.getState().doc).toBe(doc);
  });

  it('drags a new component from the palette with the keyboard', async () => {
    const doc = docOf(message(text('Only')));
    const { store } = renderEditor(doc);
    await pickUp(screen.getByTestId('palette-item:separator'));
    await waitFor(() => expect(liveRegion().textContent).toBe('Picked up a new Separator.'));
    key('ArrowDown', 'ArrowDown');
    await waitFor(() => expect(liveRegion().textContent).toMatch(/position 1 of 2/));
    key('Enter', 'Enter');
    await waitFor(() => expect(store.getState().doc.nodes).toHaveLength(2));
    expect(store.getState().doc.nodes[0]!.kind).toBe('separator');
  });

  it('lights legal zones and dims refused ones during a drag', async () => {
    const doc = docOf(message(text('Only')));
    const { container: root } = renderEditor(doc);
    await pickUp(screen.getByTestId('palette-item:thumbnail'));
    const states = Array.from(root.querySelectorAll('[data-testid="dropzone"]')).map((z) =>
      z.getAttribute('data-state'),
    );
    expect(states).toEqual(['refused', 'refused']);
    key('Escape', 'Escape');
    await waitFor(() => expect(root.querySelector('[data-state]')).toBeNull());
  });
});

describe('EditorDnd while things scroll', () => {
  it('measures the drop zones again on any scroll during a drag, and listens to none when idle', async () => {
    const doc = docOf(message(text('First'), text('Second')));
    const { container: root } = renderEditor(doc);
    const measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const zoneMeasures = () =>
      measured.mock.contexts.filter((el) => (el as HTMLElement).dataset.testid === 'dropzone')
        .length;
    const scroll = (target: EventTarget) =>
      act(() => {
        target.dispatchEvent(new Event('scroll'));
      });

    await scroll(document);
    expect(zoneMeasures()).toBe(0);

    await pickUp(within(row(root, doc.nodes[0]!.key)).getByTestId('drag-handle'));
    expect(document.documentElement.classList.contains('dnd-dragging')).toBe(true);
    const zones = root.querySelectorAll('[data-testid="dropzone"]').length;
    // A scroll of the page, then of a box inside it (the outline's column): every zone each time.
    let before = zoneMeasures();
    await scroll(document);
    expect(zoneMeasures() - before).toBe(zones);
    before = zoneMeasures();
    await scroll(root.querySelector('[data-testid="outline"]')!);
    expect(zoneMeasures() - before).toBe(zones);

    key('Escape', 'Escape');
    await waitFor(() => expect(root.querySelector('[data-state]')).toBeNull());
    expect(document.documentElement.classList.contains('dnd-dragging')).toBe(false);
    before = zoneMeasures();
    await scroll(document);
    expect(zoneMeasures()).toBe(before);
  });
});

describe('EditorDnd loading', () => {
  it('asks for dnd-kit in the task after the first commit, not among its effects', async () => {
    // Fresh modules: drag and drop has not been asked for yet.
    vi.resetModules();
    const { treeOps } = await import('../state/tree-later');
    const asked = vi.spyOn(treeOps, 'load');
    const { renderEditor: fresh } = await import('../outline/test-utils');
    fresh(docOf(message(text('Only'))));
    expect(asked).not.toHaveBeenCalled();
    await tick();
    expect(asked).toHaveBeenCalled();
  });
});
