import { describe, expect, it } from 'vitest';
import { toPayload } from '../payload/to-payload';
import {
  button,
  chars,
  container,
  docOf,
  expectOnly,
  expectProblems,
  expectValid,
  file,
  gallery,
  label,
  mediaItem,
  message,
  modal,
  row,
  section,
  stringSelect,
  text,
  textInput,
  thumbnail,
  withAttachments,
} from '../testing/fixtures';

const emoji = { name: '🔥' };

describe('Text Display total', () => {
  it('accepts 4000 characters across the message', () => {
    expectValid(message(text(chars(2000)), container(text(chars(2000)))));
  });

  it('warns at 4001 characters across the message', () => {
    expectOnly(
      message(text(chars(2000)), container(section([text(chars(2001))], button()))),
      'warning text-display-total $.components',
      4001,
      4000,
    );
  });

  it('does not count a modal', () => {
    expectValid(modal(text(chars(2500)), text(chars(2500)), label('Name', textInput())));
  });
});

describe('Deprecated modal Action Row', () => {
  it('warns about a Text Input in an Action Row, without refusing it', () => {
    expectOnly(
      modal(row(textInput({ label: 'Name' }))),
      'warning deprecated $.components[0]',
      'Label',
    );
  });
});

describe('Button label guideline', () => {
  const B = '$.components[0].components[0].label';

  it('accepts 34 characters with an emoji', () => {
    expectValid(message(row(button({ label: chars(34), emoji }))));
  });

  it('warns at 35 characters with an emoji', () => {
    expectOnly(
      message(row(button({ label: chars(35), emoji }))),
      `warning button-label-long ${B}`,
      35,
      34,
    );
  });

  it('accepts 38 characters without an emoji', () => {
    expectValid(message(row(button({ label: chars(38) }))));
  });

  it('warns at 39 characters without an emoji', () => {
    expectOnly(
      message(row(button({ label: chars(39) }))),
      `warning button-label-long ${B}`,
      39,
      38,
    );
  });
});

describe('Primary buttons', () => {
  it('accepts one Primary button per row', () => {
    expectValid(message(row(button({ style: 1 }), button()), row(button({ style: 1 }))));
  });

  it('warns about two Primary buttons in a row', () => {
    expectOnly(
      message(row(button({ style: 1 }), button({ style: 1 }))),
      'warning multiple-primary $.components[0].components',
      2,
    );
  });
});

describe('attachment:// references', () => {
  const pic = 'attachment://pic.png';
  const components = [
    file('report.pdf'),
    section([text()], thumbnail({ media: { url: pic } })),
    gallery(mediaItem('https://example.com/a.png'), mediaItem(pic)),
  ];

  it('accepts references with matching `attachments` entries', () => {
    expectValid(withAttachments(message(...components), 'report.pdf', 'pic.png'));
  });

  it('warns about each reference without an `attachments` entry', () => {
    const problems = expectProblems(withAttachments(message(...components), 'other.txt'), [
      'warning missing-attachment $.components[0].file.url',
      'warning missing-attachment $.components[1].accessory.media.url',
      'warning missing-attachment $.components[2].items[1].media.url',
    ]);
    expect(problems[0]?.message).toContain('report.pdf');
  });

  it('warns when there is no `attachments` list at all', () => {
    expectOnly(message(file('a.txt')), 'warning missing-attachment $.components[0].file.url');
  });
});

describe('Unknown fields', () => {
  it('warns about an unknown component field and keeps it on export', () => {
    const payload = message(row(button({ custom_id: 'b', colour: 'red' })));
    expectOnly(payload, 'warning unknown-field $.components[0].components[0].colour', 'colour');
    expect(toPayload(docOf(payload))).toEqual(payload);
  });

  it('warns about an unknown body field and keeps it on export', () => {
    const payload = { ...message(text()), theme: { dark: true } };
    expectOnly(payload, 'warning unknown-field $.theme', 'theme');
    expect(toPayload(docOf(payload))).toEqual(payload);
  });

  it('warns about a misspelt field in a select option and keeps it on export', () => {
    const opts = [{ label: 'A', value: 'a', defualt: true }];
    const payload = message(row(stringSelect({ custom_id: 's', options: opts })));
    expectOnly(
      payload,
      'warning unknown-field $.components[0].components[0].options[0].defualt',
      'defualt',
    );
    expect(toPayload(docOf(payload))).toEqual(payload);
  });

  it('warns about an unknown field in media and emoji', () => {
    expectProblems(
      message(
        gallery(mediaItem(undefined, { media: { url: 'https://example.com/a.png', alt: 'x' } })),
        row(button({ emoji: { name: '🔥', size: 2 } })),
      ),
      [
        'warning unknown-field $.components[0].items[0].media.alt',
        'warning unknown-field $.components[1].components[0].emoji.size',
      ],
    );
  });

  it('warns about an unknown modal component field and keeps it on export', () => {
    const payload = modal(label('Name', textInput({ custom_id: 'n', hint: 'x' })));
    expectOnly(payload, 'warning unknown-field $.components[0].component.hint', 'hint');
    expect(toPayload(docOf(payload))).toEqual(payload);
  });
});
