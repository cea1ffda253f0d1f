// Problem codes of messages and modals (docs/problem-codes.md, "Messages and modals").
import type { ProblemCodeEntry } from './entry';
import { WHY, entry } from './entry';

const m = (code: string, meaning: string, fix: string, why?: string) =>
  entry('message', code, meaning, fix, why);

export const MESSAGE_CODES: readonly ProblemCodeEntry[] = [
  m(
    'empty-message',
    'The message has nothing to show.',
    'Add content, an embed, a component, a poll, a sticker or a file.',
    'Discord refuses a message with nothing in it (HTTP 400, code 50006, "Cannot send an empty message").',
  ),
  m(
    'too-many-components',
    'A Components V2 message holds more than 40 components.',
    'Remove components (every one counts, at every depth), or split the message in two.',
  ),
  m(
    'too-many-action-rows',
    'A legacy message holds more than 5 Action Rows.',
    'Merge rows (up to 5 buttons each), or switch to Components V2.',
  ),
  m(
    'v2-forbidden-field',
    'A Components V2 message has `content`, `embeds`, `poll` or `sticker_ids`.',
    'Move the text into Text Displays and the embeds into Containers (convert_embeds_to_v2 does it), or drop the IS_COMPONENTS_V2 flag.',
  ),
  m(
    'invalid-flags',
    '`flags` has bits that may not be sent in this envelope (EPHEMERAL outside a response…).',
    'Remove the bits the message names; EPHEMERAL only in an interaction response or follow-up.',
  ),
  m(
    'mentions-conflict',
    '`allowed_mentions` allows a type in `parse` and lists ids of it too.',
    'Either keep the type in `parse` or list its ids in `users`/`roles`, not both.',
  ),
  m(
    'text-display-total',
    'The Text Displays together pass 4000 characters (a pending change); a warning.',
    'Shorten the texts, or split the message.',
    WHY.warning,
  ),
  m(
    'missing-attachment',
    'An `attachment://` reference to a file that is not attached; a warning.',
    'Attach the file with that name in the same request, or use an https URL.',
    'A warning: the request may pass, but the media shows as broken.',
  ),
  m(
    'duplicate-id',
    'Two components share an `id`.',
    'Give each component its own `id`, or leave `id` out and Discord numbers them.',
  ),
  m(
    'duplicate-custom-id',
    'Two components share a `custom_id`.',
    'Give each interactive component its own `custom_id`.',
  ),
  m(
    'empty-action-row',
    'An Action Row with no components.',
    'Add a button or a select to the row, or remove the row.',
  ),
  m(
    'select-not-alone',
    'A select shares its Action Row with other components.',
    'Put the select in an Action Row of its own.',
  ),
  m(
    'too-many-buttons',
    'An Action Row with more than 5 Buttons.',
    'Move the extra buttons to another Action Row.',
  ),
  m(
    'multiple-primary',
    "More than one Primary button in a row; a warning (Discord's advice).",
    'Keep one Primary button per row and make the others Secondary.',
    WHY.warning,
  ),
  m(
    'button-style-field',
    'A button has a field its style may not have (a `url` on a Primary…).',
    'Link buttons (style 5) take `url` and no `custom_id`; Premium (6) takes `sku_id` only; the others take `custom_id`.',
  ),
  m(
    'button-empty',
    'A button with neither `label` nor `emoji`.',
    'Give the button a `label`, an `emoji`, or both.',
  ),
  m(
    'button-label-long',
    'A label longer than Discord advises; a warning.',
    'Shorten the label; past about 34 characters (38 without an emoji) it is cut off on phones.',
    WHY.warning,
  ),
  m(
    'invalid-emoji',
    'An emoji with neither `name` nor `id`.',
    'Give a Unicode emoji as `name`, or a custom emoji’s `id` (and its `name`).',
  ),
  m(
    'disabled-in-modal',
    '`disabled: true` on a select in a modal (`false` is accepted).',
    'Remove `disabled` or set it to false; a modal’s fields cannot be disabled.',
    'Discord refuses a disabled component in a modal (MODAL_COMPONENT_DISABLED, "Modals do not support disabled components").',
  ),
  m(
    'media-url-scheme',
    'A media URL that is neither http(s):// nor attachment://; a warning.',
    'Use an https:// URL or attach the file and use attachment://<filename>.',
    'A warning: Discord documents any URL for media, but it loads only http(s) URLs and attached files, so the picture will not show.',
  ),
  m(
    'max-values-over-options',
    '`max_values` above the number of options.',
    'Lower `max_values`, or add options.',
  ),
  m(
    'min-values-over-options',
    '`min_values` above the number of options.',
    'Lower `min_values`, or add options.',
  ),
  m(
    'min-greater-than-max',
    'A minimum above its maximum (`min_values`, `min_length`, `min_value`).',
    'Make the minimum at most the maximum.',
  ),
  m(
    'min-values-required',
    'A required modal field with `min_values` 0.',
    'Set `min_values` to 1 or more, or make the field optional (`required: false`).',
  ),
  m(
    'defaults-out-of-range',
    'More or fewer defaults than the component lets a person choose.',
    'Mark between `min_values` and `max_values` options as default.',
  ),
  m(
    'duplicate-option-value',
    'Two options of one component share a `value`.',
    'Give each option its own `value`.',
  ),
  m(
    'multiple-defaults',
    'More than one default in a Radio Group.',
    'Mark one option at most as default.',
  ),
  m(
    'invalid-default-type',
    'A default value of a type the select does not offer (a role in a User Select…).',
    'Use default values of the select’s own type (users in a User Select, roles in a Role Select…).',
  ),
  m(
    'label-in-label',
    'A Text Input inside a Label has its own `label`.',
    'Remove the Text Input’s `label`; the Label gives it.',
  ),
  m(
    'value-too-long',
    "A Text Input's pre-filled `value` is longer than its `max_length`.",
    'Shorten the `value`, or raise `max_length`.',
  ),
  m(
    'value-too-short',
    "A Text Input's pre-filled `value` is shorter than its `min_length`; a warning.",
    'Lengthen the `value`, or lower `min_length`.',
    'A warning: Discord shows the modal, but the person cannot submit it as it is.',
  ),
  m(
    'section-texts',
    'A Section without 1 to 3 Text Displays.',
    'Give the Section 1 to 3 Text Displays.',
  ),
  m(
    'missing-accessory',
    'A Section without an accessory.',
    'Add a Button or a Thumbnail as the Section’s `accessory`, or use plain Text Displays.',
  ),
  m(
    'empty-container',
    'A Container with no components.',
    'Put components in the Container, or remove it.',
  ),
  m(
    'missing-component',
    'A Label without its component.',
    'Give the Label its `component` (a Text Input, a select, a File Upload…).',
  ),
  m(
    'empty-embed',
    'An embed with nothing to show; a warning.',
    'Give the embed a title, a description, fields, an image or remove it.',
    WHY.warning,
  ),
  m(
    'too-many-embeds',
    'More than 10 embeds.',
    'Keep 10 embeds at most; send the rest in another message.',
  ),
  m(
    'embed-total',
    'The embeds together pass 6000 characters.',
    'Shorten titles, descriptions, fields, footers and author names, or split the embeds over two messages.',
  ),
  m('too-many-polls', 'More than one poll.', 'Send one poll per message.'),
];
