// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { richInputs } from './RichField';
import { docOf, fakeServices, renderInspector } from './test-utils';

// The larger editors load after the editor is usable; here they are there from the start.
beforeAll(() => richInputs.load());

afterEach(cleanup);

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('select options', () => {
  it('adds, edits and counts options against 25', () => {
    const { doc, node } = docOf('string-select');
    const { props, field } = renderInspector(doc, node.key);
    expect(screen.getByText('2 / 25')).toBeTruthy();
    click('Add option');
    expect(props().options).toEqual([
      { label: 'Option 1', value: 'option_1' },
      { label: 'Option 2', value: 'option_2' },
      { label: 'Option 3', value: 'option_3' },
    ]);
    type(field('options.2.label'), 'Red');
    type(field('options.2.value'), 'red');
    type(field('options.2.description'), 'The warm one');
    fireEvent.click(field('options.2.default'));
    type(field('options.2.emoji'), '🟥');
    expect((props().options as unknown[])[2]).toEqual({
      label: 'Red',
      value: 'red',
      description: 'The warm one',
      default: true,
      emoji: { name: '🟥' },
    });
    expect(screen.getByText('3 / 25')).toBeTruthy();
    type(field('options.2.description'), '');
    expect((props().options as Record<string, unknown>[])[2]).not.toHaveProperty('description');
  });

  it('removes and reorders options', () => {
    const { doc, node } = docOf('string-select');
    const { props } = renderInspector(doc, node.key);
    click('Add option');
    click('Move option 3 up');
    expect((props().options as { value: string }[]).map((o) => o.value)).toEqual([
      'option_1',
      'option_3',
      'option_2',
    ]);
    click('Move option 1 down');
    click('Remove option 3');
    expect((props().options as { value: string }[]).map((o) => o.value)).toEqual([
      'option_3',
      'option_1',
    ]);
  });

  it('keeps at least the minimum and at most the maximum', () => {
    const { doc, node } = docOf('radio-group', 'modal');
    renderInspector(doc, node.key);
    expect(screen.getByRole('button', { name: 'Remove option 1' })).toHaveProperty(
      'disabled',
      true,
    );
    for (let i = 0; i < 8; i += 1) click('Add option');
    expect(screen.getByText('10 / 10')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add option' })).toHaveProperty('disabled', true);
  });

  it('lets only one radio choice start picked, and offers no emoji', () => {
    const { doc, node } = docOf('radio-group', 'modal');
    const { props, field } = renderInspector(doc, node.key);
    fireEvent.click(field('options.0.default'));
    fireEvent.click(field('options.1.default'));
    expect(props().options).toEqual([
      { label: 'Option 1', value: 'option_1' },
      { label: 'Option 2', value: 'option_2', default: true },
    ]);
    expect(screen.queryByTestId('field:options.0.emoji')).toBeNull();
  });

  it('lets several checkbox choices start picked', () => {
    const { doc, node } = docOf('checkbox-group', 'modal');
    const { props, field } = renderInspector(doc, node.key);
    fireEvent.click(field('options.0.default'));
    fireEvent.click(field('options.1.default'));
    expect((props().options as { default?: boolean }[]).map((o) => o.default)).toEqual([
      true,
      true,
    ]);
  });
});

describe('gallery items', () => {
  it('adds, edits, reorders and removes items', () => {
    const { doc, node } = docOf('media-gallery');
    const { props, field } = renderInspector(doc, node.key);
    click('Add item');
    type(field('items.1.media'), 'https://example.com/b.png');
    type(field('items.1.description'), 'A cat');
    fireEvent.click(field('items.1.spoiler'));
    expect((props().items as unknown[])[1]).toEqual({
      media: { url: 'https://example.com/b.png' },
      description: 'A cat',
      spoiler: true,
    });
    click('Move item 2 up');
    expect((props().items as { description?: string }[])[0]?.description).toBe('A cat');
    click('Remove item 1');
    expect(props().items).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove item 1' })).toHaveProperty('disabled', true);
  });

  it('attaches a file to one item', async () => {
    const services = fakeServices();
    const { doc, node } = docOf('media-gallery');
    const { props, field } = renderInspector(doc, node.key, services);
    const file = new File(['hello'], 'dog.jpg', { type: 'image/jpeg' });
    fireEvent.change(field('items.0.media.attach'), { target: { files: [file] } });
    await waitFor(() =>
      expect((props().items as { media: unknown }[])[0]?.media).toEqual({
        url: 'attachment://dog.jpg',
      }),
    );
    expect(field('items.0.media.attachment').textContent).toBe('dog.jpg · 5 bytes');
  });
});

describe('default values', () => {
  it('adds role ids to a role select and removes the list when emptied', () => {
    const { doc, node } = docOf('role-select');
    const { props, field } = renderInspector(doc, node.key);
    click('Add default');
    type(field('default_values.0.id'), '123456789012345678');
    expect(props().default_values).toEqual([{ id: '123456789012345678', type: 'role' }]);
    click('Remove default 1');
    expect('default_values' in props()).toBe(false);
  });

  it('lets a mentionable select choose user or role', () => {
    const { doc, node } = docOf('mentionable-select');
    const { props, field } = renderInspector(doc, node.key);
    click('Add default');
    type(field('default_values.0.type'), 'role');
    type(field('default_values.0.id'), '42');
    expect(props().default_values).toEqual([{ id: '42', type: 'role' }]);
  });

  it('marks an id that is not digits', () => {
    const { doc, node } = docOf('user-select');
    const { field } = renderInspector(doc, node.key);
    click('Add default');
    type(field('default_values.0.id'), 'abc');
    expect(field('default_values.0.id').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('channel types', () => {
  it('ticks channel types in order and removes the field when none is left', () => {
    const { doc, node } = docOf('channel-select');
    const { props, field } = renderInspector(doc, node.key);
    fireEvent.click(field('channel_types.15'));
    fireEvent.click(field('channel_types.0'));
    expect(props().channel_types).toEqual([0, 15]);
    fireEvent.click(field('channel_types.0'));
    fireEvent.click(field('channel_types.15'));
    expect('channel_types' in props()).toBe(false);
  });
});

describe('file types', () => {
  it('reads a comma list and shows each type as a chip', () => {
    const { doc, node } = docOf('file-upload', 'modal');
    const { props, field } = renderInspector(doc, node.key);
    type(field('file_types'), 'image, .pdf, ');
    expect(props().file_types).toEqual(['image', '.pdf']);
    expect((field('file_types') as HTMLInputElement).value).toBe('image, .pdf, ');
    expect(screen.getByText('2 / 10')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['image', '.pdf']);
    type(field('file_types'), 'pdf');
    expect(field('file_types').getAttribute('aria-invalid')).toBe('true');
    type(field('file_types'), '');
    expect('file_types' in props()).toBe(false);
  });
});
