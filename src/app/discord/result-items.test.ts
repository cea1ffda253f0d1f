import { describe, expect, it } from 'vitest';
import {
  button,
  container,
  docOf,
  message,
  modal,
  nodeAt,
  row,
  section,
  text,
  textInput,
  thumbnail,
  label,
} from '../../model/testing/fixtures';
import { designErrors, whereInWords } from './result-items';

describe('whereInWords', () => {
  const doc = docOf(
    message(
      text('Intro'),
      container(
        section([text('Ridge Loop')], thumbnail()),
        row(button({ label: 'Go', custom_id: 'go' }), button({ label: 'Stay', custom_id: 's' })),
      ),
    ),
  );

  it('names the node and every component above it, counting from 1', () => {
    expect(whereInWords(doc, nodeAt(doc, 1, 'components', 1, 'components', 1).key)).toBe(
      'Container 2 › Action Row 2 › Button "Stay"',
    );
    expect(whereInWords(doc, nodeAt(doc, 1, 'components', 0, 'accessory').key)).toBe(
      'Container 2 › Section 1 › Thumbnail',
    );
    expect(whereInWords(doc, nodeAt(doc, 0).key)).toBe('Text Display "Intro"');
  });

  it('says the message or the modal for the document itself or a node that is gone', () => {
    expect(whereInWords(doc, null)).toBe('The message');
    expect(whereInWords(doc, 'gone')).toBe('The message');
    expect(whereInWords(docOf(modal(label('Name', textInput()))), null)).toBe('The modal');
  });
});

describe('designErrors', () => {
  it('lists the errors only, each with its node and where it is', () => {
    const doc = docOf(
      message(
        row(button({ label: 'x'.repeat(92), custom_id: 'a' })),
        row(button({ label: 'y'.repeat(60), custom_id: 'b' })),
      ),
    );
    const items = designErrors(doc);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      severity: 'error',
      path: '$.components[0].components[0].label',
      nodeKey: nodeAt(doc, 0, 'components', 0).key,
      where: expect.stringMatching(/^Action Row 1 › Button "x+…"$/),
      message: expect.stringContaining('92 characters'),
    });
  });
});
