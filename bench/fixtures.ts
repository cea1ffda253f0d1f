// Payload builders for the benchmark: the valid payloads both validators are timed on, and the
// invalid cases whose catch rate is compared. Each invalid case breaks exactly one rule of an
// otherwise valid payload, so "caught" means caught for that rule.

type Json = Record<string, unknown>;

export const V2 = 1 << 15;

// Small component makers; custom ids come from the caller so every payload keeps them unique.
export const text = (content: string): Json => ({ type: 10, content });
export const button = (customId: string, label: string, style = 2): Json => ({
  type: 2,
  style,
  custom_id: customId,
  label,
});
export const linkButton = (label: string, url: string): Json => ({ type: 2, style: 5, label, url });
export const row = (...components: Json[]): Json => ({ type: 1, components });
export const section = (accessory: Json, ...texts: Json[]): Json => ({
  type: 9,
  components: texts,
  accessory,
});
export const thumbnail = (url: string): Json => ({ type: 11, media: { url } });
export const separator = (spacing = 1): Json => ({ type: 14, divider: true, spacing });
export const container = (components: Json[], accentColor = 0x5865f2): Json => ({
  type: 17,
  accent_color: accentColor,
  components,
});
export const selectOptions = (n: number): Json[] =>
  Array.from({ length: n }, (_, i) => ({
    label: `Option ${i + 1}`,
    value: `opt_${i + 1}`,
    description: `Description of option ${i + 1}`,
  }));
export const stringSelect = (customId: string, options = selectOptions(3)): Json => ({
  type: 3,
  custom_id: customId,
  placeholder: 'Pick one',
  options,
});
export const label = (labelText: string, component: Json): Json => ({
  type: 18,
  label: labelText,
  component,
});
export const choiceOptions = (n: number): Json[] =>
  Array.from({ length: n }, (_, i) => ({ value: `choice_${i + 1}`, label: `Choice ${i + 1}` }));
export const radioGroup = (customId: string, options = choiceOptions(3)): Json => ({
  type: 21,
  custom_id: customId,
  options,
});

export const v2Message = (components: Json[]): Json => ({ flags: V2, components });
export const modal = (components: Json[], title = 'Character sheet'): Json => ({
  type: 9,
  data: { custom_id: 'character_sheet', title, components },
});

/** Components at every depth: the count the 40-component limit applies to. */
export function countComponents(components: readonly unknown[]): number {
  let n = 0;
  for (const c of components) {
    if (typeof c !== 'object' || c === null) continue;
    n += 1;
    const { components: children, accessory, component } = c as Json;
    if (Array.isArray(children)) n += countComponents(children);
    if (accessory) n += countComponents([accessory]);
    if (component) n += countComponents([component]);
  }
  return n;
}

/**
 * A realistic V2 message with exactly 40 components counted at every depth: two Containers with
 * Sections (button and thumbnail accessories), a gallery, a file, separators, a select and rows of
 * buttons.
 */
export function message40(): Json {
  const img = (name: string) => `https://cdn.example.com/images/${name}.png`;
  return {
    flags: V2,
    attachments: [{ id: 0, filename: 'patch-notes.pdf' }],
    components: [
      container([
        text('# Patch 7.3 is live'),
        section(
          button('details_open', 'Details'),
          text('Fixed the treasure chests that would not open.'),
          text('-# Thanks to everyone who reported it.'),
        ),
        separator(),
        section(thumbnail(img('moon')), text('A new kind of gravity applies when the moon is up.')),
        {
          type: 12,
          items: [
            { media: { url: img('shot-1') }, description: 'The new map' },
            { media: { url: img('shot-2') }, spoiler: true },
          ],
        },
        row(
          button('vote_1', 'Love it', 3),
          button('vote_2', 'Fine'),
          button('vote_3', 'Meh'),
          button('vote_4', 'Hate it', 4),
          linkButton('Forum', 'https://forum.example.com/patch-7-3'),
        ),
        row(stringSelect('region_select')),
        { type: 13, file: { url: 'attachment://patch-notes.pdf' } },
      ]),
      text('Questions? Ask in the thread below.'),
      container(
        [
          section(
            button('faq_open', 'Open FAQ', 1),
            text('## FAQ'),
            text('Will my save survive? Yes.'),
            text('Does the furniture really scream? No.'),
          ),
          row(
            button('faq_1', 'Saves'),
            button('faq_2', 'Gravity'),
            button('faq_3', 'Furniture'),
            button('faq_4', 'Other'),
          ),
          separator(2),
          text('-# Last updated today'),
        ],
        0xfee75c,
      ),
      section(thumbnail(img('team')), text('Made by the Real Game team.')),
      separator(),
      row({ type: 5, custom_id: 'tester_pick', placeholder: 'Nominate a tester', max_values: 3 }),
    ],
  };
}

/** A full modal: five Labels, each around a different kind of input. */
export function fullModal(): Json {
  return modal([
    label('Character name', {
      type: 4,
      custom_id: 'name',
      style: 1,
      min_length: 2,
      max_length: 32,
      placeholder: 'Thrall',
    }),
    label('Class', stringSelect('class', selectOptions(8))),
    { ...label('Alignment', radioGroup('alignment', choiceOptions(3))), description: 'Be honest.' },
    label('Skills', {
      type: 22,
      custom_id: 'skills',
      options: choiceOptions(6),
      min_values: 1,
      max_values: 3,
    }),
    label('Portrait', {
      type: 19,
      custom_id: 'portrait',
      min_values: 0,
      max_values: 1,
      required: false,
    }),
  ]);
}

export const MB = 1024 * 1024;

/**
 * About `bytes` of JSON in one V2 Text Display: far past the 4000-character limit, so both
 * validators reject it. The point is the time it takes to say so, not the verdict.
 */
export function hugeTextMessage(bytes = 10 * MB): Json {
  return v2Message([container([text('x'.repeat(bytes))])]);
}

export interface InvalidCase {
  name: string;
  /** JSON path of the one error a validator should report. */
  errorAt: string;
  payload: Json;
}

const long = (n: number) => 'x'.repeat(n);

/** One broken rule each; every other part of the payload is valid. */
export function invalidCases(): InvalidCase[] {
  const inContainer = (...components: Json[]) => v2Message([container(components)]);
  const modalOne = (component: Json) => modal([label('Field', component)]);
  return [
    {
      name: 'Button label of 81 characters',
      errorAt: '$.components[0].components[0].components[0].label',
      payload: inContainer(row(button('b', long(81)))),
    },
    {
      name: 'String Select with 26 options',
      errorAt: '$.components[0].components[0].components[0].options',
      payload: inContainer(row(stringSelect('s', selectOptions(26)))),
    },
    {
      name: '41 components in a V2 message',
      errorAt: '$.components',
      payload: v2Message([container(Array.from({ length: 40 }, (_, i) => text(`Line ${i}`)))]),
    },
    {
      name: 'Section with 4 Text Displays',
      errorAt: '$.components[0].components[0].components',
      payload: inContainer(section(button('b', 'Go'), text('1'), text('2'), text('3'), text('4'))),
    },
    {
      name: 'Link button with a custom_id',
      errorAt: '$.components[0].components[0].components[0].custom_id',
      payload: inContainer(
        row({ ...linkButton('Docs', 'https://example.com'), custom_id: 'docs' }),
      ),
    },
    {
      name: 'Duplicate custom_id',
      errorAt: '$.components[0].components[0].components[1].custom_id',
      payload: inContainer(row(button('same', 'One'), button('same', 'Two'))),
    },
    {
      name: 'Modal title of 46 characters',
      errorAt: '$.data.title',
      payload: modal([label('Name', { type: 4, custom_id: 'name', style: 1 })], long(46)),
    },
    {
      name: 'Radio Group with 1 option',
      errorAt: '$.data.components[0].component.options',
      payload: modalOne(radioGroup('r', choiceOptions(1))),
    },
    {
      name: 'Thumbnail at the top level',
      errorAt: '$.components[1]',
      payload: v2Message([text('Look:'), thumbnail('https://cdn.example.com/a.png')]),
    },
    {
      name: 'Select min_values > max_values',
      errorAt: '$.components[0].components[0].components[0].min_values',
      payload: inContainer(row({ ...stringSelect('s'), min_values: 3, max_values: 2 })),
    },
    {
      name: 'Text Display in a legacy message',
      errorAt: '$.components[0]',
      payload: { content: 'Hello', components: [text('Not without IS_COMPONENTS_V2')] },
    },
    {
      name: 'accent_color 0x1000000',
      errorAt: '$.components[0].accent_color',
      payload: v2Message([container([text('Hi')], 0x1000000)]),
    },
    {
      name: 'Text Display of 4001 characters',
      errorAt: '$.components[0].components[0].content',
      payload: inContainer(text(long(4001))),
    },
    {
      name: 'Media Gallery with 11 items',
      errorAt: '$.components[0].components[0].items',
      payload: inContainer({
        type: 12,
        items: Array.from({ length: 11 }, (_, i) => ({
          media: { url: `https://cdn.example.com/${i}.png` },
        })),
      }),
    },
    {
      name: 'Action Row with 6 buttons',
      errorAt: '$.components[0].components[0].components',
      payload: inContainer(row(...Array.from({ length: 6 }, (_, i) => button(`b${i}`, `B${i}`)))),
    },
    {
      name: 'Container inside a Container',
      errorAt: '$.components[0].components[1]',
      payload: v2Message([container([text('Outer'), container([text('Inner')])])]),
    },
    {
      name: 'Label around a Button',
      errorAt: '$.data.components[0].component',
      payload: modalOne(button('b', 'Click')),
    },
    {
      name: 'File with an https URL',
      errorAt: '$.components[0].components[0].file.url',
      payload: inContainer({ type: 13, file: { url: 'https://cdn.example.com/notes.pdf' } }),
    },
  ];
}
