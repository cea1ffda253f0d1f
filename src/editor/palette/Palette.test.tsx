// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptyMessage, emptyModal } from '../../model';
import { container, docOf, legacy, message, row, button, text } from '../../model/testing/fixtures';
import { renderEditor } from '../outline/test-utils';
import { loadPlacing } from './PaletteItem';

afterEach(cleanup);
// Where a click puts a kind loads after the palette is drawn; these tests click at once.
beforeAll(() => loadPlacing());

const kinds = () =>
  screen
    .getAllByTestId(/^palette-item:/)
    .map((el) => el.getAttribute('data-testid')!.slice('palette-item:'.length));

describe('Palette', () => {
  it('offers a V2 message’s kinds in Layout, Content and Interactive groups', () => {
    renderEditor(emptyMessage());
    expect(kinds()).toContain('container');
    expect(kinds()).toContain('thumbnail');
    expect(kinds()).not.toContain('text-input');
    const layout = screen.getByRole('list', { name: 'Layout' });
    expect(within(layout).getByTestId('palette-item:section')).toBeTruthy();
    const content = screen.getByRole('list', { name: 'Content' });
    expect(within(content).getByTestId('palette-item:text-display')).toBeTruthy();
    const interactive = screen.getByRole('list', { name: 'Interactive' });
    expect(within(interactive).getByTestId('palette-item:button')).toBeTruthy();
  });

  it('offers only Action Row kinds in a legacy message and modal kinds in a modal', () => {
    renderEditor(docOf(legacy(row(button()))));
    expect(kinds()).not.toContain('container');
    expect(kinds()).toContain('action-row');
    cleanup();
    renderEditor(emptyModal());
    expect(kinds()).toContain('label');
    expect(kinds()).toContain('text-input');
    expect(kinds()).not.toContain('button');
  });

  it('adds a kind at the end of the top level on click', () => {
    const { store } = renderEditor(emptyMessage());
    fireEvent.click(screen.getByTestId('palette-item:text-display'));
    fireEvent.click(screen.getByTestId('palette-item:separator'));
    expect(store.getState().doc.nodes.map((n) => n.kind)).toEqual(['text-display', 'separator']);
    expect(screen.getAllByTestId('node')).toHaveLength(2);
    expect(store.getState().history.past).toHaveLength(2);
  });

  it('adds inside the selected Container with Enter', () => {
    const doc = docOf(message(container(text('In'))));
    const box = doc.nodes[0]!.key;
    const { store } = renderEditor(doc, box);
    fireEvent.keyDown(screen.getByTestId('palette-item:text-display'), { key: 'Enter' });
    expect(store.getState().doc.nodes[0]!.slots.components).toHaveLength(2);
  });

  it('says why a kind fits nowhere', () => {
    const { store } = renderEditor(emptyMessage());
    fireEvent.click(screen.getByTestId('palette-item:thumbnail'));
    expect(store.getState().doc.nodes).toHaveLength(0);
    expect(screen.getByTestId('notice').textContent).toContain(
      "A Thumbnail can only be a Section's accessory.",
    );
  });

  it('describes each kind', () => {
    renderEditor(emptyMessage());
    const item = screen.getByTestId('palette-item:media-gallery');
    expect(item.textContent).toContain('A grid of up to 10 images or videos.');
    expect(item.getAttribute('title')).toContain('top level');
  });
});
