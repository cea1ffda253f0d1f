// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { richInputs } from './RichField';
import { docOf, docWithThumbnail, fakeServices, renderInspector } from './test-utils';

// The larger editors load after the editor is usable; here they are there from the start.
beforeAll(() => richInputs.load());

afterEach(cleanup);

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe('text fields', () => {
  it('sets a button label and counts it against 80', () => {
    const { doc, node } = docOf('button');
    const { props, field } = renderInspector(doc, node.key);
    type(field('label'), 'Click me');
    expect(props().label).toBe('Click me');
    expect(screen.getByText('8 / 80')).toBeTruthy();
    expect(field('label').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a label over its limit in the error colour and as invalid', () => {
    const { doc, node } = docOf('button');
    const { field } = renderInspector(doc, node.key);
    type(field('label'), 'x'.repeat(81));
    expect(field('label').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('81 / 80').hasAttribute('data-bad')).toBe(true);
  });

  it('removes an optional field when emptied and keeps a required one', () => {
    const { doc, node } = docOf('button');
    const { props, field } = renderInspector(doc, node.key);
    type(field('label'), '');
    expect('label' in props()).toBe(false);
    const { doc: doc2, node: select } = docOf('string-select');
    cleanup();
    const second = renderInspector(doc2, select.key);
    type(second.field('custom_id'), '');
    expect(second.props().custom_id).toBe('');
    expect(second.field('custom_id').getAttribute('aria-required')).toBe('true');
  });

  it('edits a Text Display content as markdown with a counter against 4000', () => {
    const { doc, node } = docOf('text-display');
    const { props, field } = renderInspector(doc, node.key);
    expect(field('content').tagName).toBe('TEXTAREA');
    type(field('content'), '# Hello');
    expect(props().content).toBe('# Hello');
    expect(screen.getByText('7 / 4000')).toBeTruthy();
  });

  it('hints when a snowflake is not digits', () => {
    const { doc, node } = docOf('button');
    const { props, field } = renderInspector(doc, node.key);
    type(field('style'), '6');
    type(field('sku_id'), '12ab');
    expect(props().sku_id).toBe('12ab');
    expect(field('sku_id').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/digits only/)).toBeTruthy();
  });
});

describe('number fields', () => {
  it('sets a whole number and removes the field when emptied', () => {
    const { doc, node } = docOf('string-select');
    const { props, field } = renderInspector(doc, node.key);
    type(field('max_values'), '2');
    expect(props().max_values).toBe(2);
    type(field('id'), '42');
    expect(props().id).toBe(42);
    type(field('max_values'), '');
    expect('max_values' in props()).toBe(false);
  });

  it('carries the bounds and flags a number outside them', () => {
    const { doc, node } = docOf('text-input', 'modal');
    const { props, field } = renderInspector(doc, node.key);
    expect(field('min_length').getAttribute('min')).toBe('0');
    expect(field('max_length').getAttribute('max')).toBe('4000');
    type(field('max_length'), '5000');
    expect(props().max_length).toBe(5000);
    expect(field('max_length').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('boolean fields', () => {
  it('sets disabled and removes it again rather than storing false', () => {
    const { doc, node } = docOf('button');
    const { props, field } = renderInspector(doc, node.key);
    fireEvent.click(field('disabled'));
    expect(props().disabled).toBe(true);
    fireEvent.click(field('disabled'));
    expect('disabled' in props()).toBe(false);
  });

  it('shows required as checked by default and stores false when unticked', () => {
    const { doc, node } = docOf('text-input', 'modal');
    const { props, field } = renderInspector(doc, node.key);
    expect((field('required') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(field('required'));
    expect(props().required).toBe(false);
  });
});

describe('enum fields', () => {
  it('picks a separator spacing and goes back to the default', () => {
    const { doc, node } = docOf('separator');
    const { props, field } = renderInspector(doc, node.key);
    type(field('spacing'), '2');
    expect(props().spacing).toBe(2);
    type(field('spacing'), '');
    expect('spacing' in props()).toBe(false);
  });

  it('turns a button into a link: a URL instead of a custom_id', () => {
    const { doc, node } = docOf('button');
    const { props, field } = renderInspector(doc, node.key);
    type(field('style'), '5');
    expect(props()).toMatchObject({ style: 5, url: 'https://discord.com' });
    expect('custom_id' in props()).toBe(false);
    expect(screen.queryByTestId('field:custom_id')).toBeNull();
    type(field('url'), 'https://example.com');
    type(field('style'), '1');
    expect(props().style).toBe(1);
    expect('url' in props()).toBe(false);
    expect(props().custom_id).toMatch(/^button_\d+$/);
  });
});

describe('button style', () => {
  it('keeps a typed custom_id aside while the button is a link, says so, and gives it back', () => {
    const { doc, node } = docOf('button');
    const { props, field, store } = renderInspector(doc, node.key);
    type(field('custom_id'), 'vote_yes');
    type(field('style'), '5');
    expect('custom_id' in props()).toBe(false);
    expect(screen.getByTestId('held-fields').textContent).toBe(
      'Kept for a switch back, not exported with this style: custom_id “vote_yes”.',
    );
    type(field('style'), '1');
    expect(props().custom_id).toBe('vote_yes');
    expect((field('custom_id') as HTMLInputElement).value).toBe('vote_yes');
    store.getState().undo();
    expect('custom_id' in props()).toBe(false);
  });
});

describe('color field', () => {
  it('sets the accent colour from a hex and clears it with None', () => {
    const { doc, node } = docOf('container');
    const { props, field } = renderInspector(doc, node.key);
    type(field('accent_color'), '#5865f2');
    expect(props().accent_color).toBe(0x5865f2);
    expect((screen.getByLabelText('Accent colour picker') as HTMLInputElement).value).toBe(
      '#5865f2',
    );
    fireEvent.click(screen.getByRole('button', { name: 'None' }));
    expect(props().accent_color).toBeNull();
    expect((field('accent_color') as HTMLInputElement).value).toBe('');
  });

  it('takes a colour from the picker and ignores half-typed hex', () => {
    const { doc, node } = docOf('container');
    const { props, field } = renderInspector(doc, node.key);
    type(screen.getByLabelText('Accent colour picker'), '#ff0000');
    expect(props().accent_color).toBe(0xff0000);
    type(field('accent_color'), '#12');
    expect(props().accent_color).toBe(0xff0000);
    expect((field('accent_color') as HTMLInputElement).value).toBe('#12');
  });
});

describe('emoji field', () => {
  it('sets a unicode emoji and removes it when cleared', () => {
    const { doc, node } = docOf('button');
    const { props, field } = renderInspector(doc, node.key);
    type(field('emoji'), '🔥');
    expect(props().emoji).toEqual({ name: '🔥' });
    type(field('emoji'), '');
    expect('emoji' in props()).toBe(false);
  });

  it('sets a custom emoji by id, name and animated', () => {
    const { doc, node } = docOf('button');
    const { props, field } = renderInspector(doc, node.key);
    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    type(field('emoji'), '123456789012345678');
    type(field('emoji.name'), 'blob');
    fireEvent.click(field('emoji.animated'));
    expect(props().emoji).toEqual({ id: '123456789012345678', name: 'blob', animated: true });
    fireEvent.click(screen.getByRole('button', { name: 'Clear emoji' }));
    expect('emoji' in props()).toBe(false);
  });
});

describe('media fields', () => {
  it('sets a Thumbnail URL', () => {
    const { doc, node } = docWithThumbnail();
    const { props, field } = renderInspector(doc, node.key);
    type(field('media'), 'https://example.com/a.png');
    expect(props().media).toEqual({ url: 'https://example.com/a.png' });
  });

  it('attaches a local file as attachment://name and shows its name and size', async () => {
    const services = fakeServices();
    const { doc, node } = docWithThumbnail();
    const { props, field } = renderInspector(doc, node.key, services);
    const file = new File(['x'.repeat(2048)], 'cat.png', { type: 'image/png' });
    fireEvent.change(field('media.attach'), { target: { files: [file] } });
    await waitFor(() => expect(props().media).toEqual({ url: 'attachment://cat.png' }));
    expect(services.files).toEqual([file]);
    expect(field('media.attachment').textContent).toBe('cat.png · 2.00 KB');
  });

  it('says when attaching fails and keeps the URL', async () => {
    const services = {
      ...fakeServices(),
      attachFile: () => Promise.reject(new Error('Storage is full')),
    };
    const { doc, node } = docWithThumbnail();
    const { props, field } = renderInspector(doc, node.key, services);
    const before = props().media;
    fireEvent.change(field('media.attach'), { target: { files: [new File(['x'], 'a.png')] } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/Storage is full/);
    expect(props().media).toBe(before);
  });

  it('asks a File for an attachment', () => {
    const { doc, node } = docOf('file');
    const { props, field } = renderInspector(doc, node.key);
    type(field('file'), 'https://example.com/a.pdf');
    expect(props().file).toEqual({ url: 'https://example.com/a.pdf' });
    expect(field('file').getAttribute('aria-invalid')).toBe('true');
  });
});
