// Small sample payloads for the "Load example" buttons. Each says what the validator should make of
// it, so a reader (and the e2e specs) can tell at a glance whether the page agrees.
import { IS_COMPONENTS_V2, LIMITS } from '../model';

export interface Example {
  id: string;
  label: string;
  /** What the example shows; also the button's accessible description. */
  description: string;
  expect: 'valid' | 'invalid';
  text: string;
}

const json = (value: unknown): string => JSON.stringify(value, null, 2);

const v2Container = {
  flags: IS_COMPONENTS_V2,
  components: [
    {
      type: 17,
      accent_color: 0x5865f2,
      components: [
        { type: 10, content: '## Release 1.4 is out' },
        {
          type: 9,
          components: [{ type: 10, content: 'Faster imports, a new validator page and fixes.' }],
          accessory: {
            type: 2,
            style: 5,
            label: 'Changelog',
            url: 'https://example.com/changelog',
          },
        },
        { type: 14, divider: true, spacing: 1 },
        {
          type: 1,
          components: [
            { type: 2, style: 1, label: 'Subscribe', custom_id: 'subscribe' },
            { type: 2, style: 2, label: 'Not now', custom_id: 'dismiss' },
          ],
        },
      ],
    },
  ],
};

const modal = {
  type: 9,
  data: {
    custom_id: 'feedback',
    title: 'Send feedback',
    components: [
      {
        type: 18,
        label: 'What went well?',
        component: { type: 4, custom_id: 'good', style: 2, required: true, max_length: 1000 },
      },
      {
        type: 18,
        label: 'Rating',
        component: {
          type: 3,
          custom_id: 'rating',
          options: [
            { label: 'Great', value: 'great' },
            { label: 'Fine', value: 'fine' },
            { label: 'Poor', value: 'poor' },
          ],
        },
      },
    ],
  },
};

const legacy = {
  content: 'Pick a role:',
  components: [
    {
      type: 1,
      components: [
        { type: 2, style: 1, label: 'Red', custom_id: 'role:red' },
        { type: 2, style: 3, label: 'Green', custom_id: 'role:green' },
      ],
    },
  ],
};

const longLabel = {
  flags: IS_COMPONENTS_V2,
  components: [
    { type: 10, content: 'The button below has a label one character over the limit.' },
    {
      type: 1,
      components: [
        { type: 2, style: 1, label: 'x'.repeat(LIMITS.buttonLabel + 1), custom_id: 'too-long' },
      ],
    },
  ],
};

export const EXAMPLES: readonly Example[] = [
  {
    id: 'v2-container',
    label: 'V2 container message',
    description:
      'A Components V2 message: Container with text, a Section, a Separator and buttons.',
    expect: 'valid',
    text: json(v2Container),
  },
  {
    id: 'modal',
    label: 'Modal',
    description: 'A modal interaction response (type 9) with a text input and a select in Labels.',
    expect: 'valid',
    text: json(modal),
  },
  {
    id: 'legacy',
    label: 'Legacy message',
    description: 'A classic message with content and one Action Row of buttons.',
    expect: 'valid',
    text: json(legacy),
  },
  {
    id: 'long-label',
    label: 'Invalid: long label',
    description: `A button label of ${LIMITS.buttonLabel + 1} characters; the limit is ${LIMITS.buttonLabel}.`,
    expect: 'invalid',
    text: json(longLabel),
  },
  {
    id: 'malformed',
    label: 'Invalid: malformed JSON',
    description: 'A trailing comma, which JSON does not allow.',
    expect: 'invalid',
    text: '{\n  "content": "Hello",\n}\n',
  },
];
