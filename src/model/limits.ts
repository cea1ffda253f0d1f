// Every number the code takes from Discord's documentation, once (docs/discord-rules.md, Limits).
// Schemas, rules, the inspector's counters and the docs read them from here.
import type { Envelope } from './document/document';

export const INT32_MAX = 2147483647;

export const LIMITS = {
  /** Components per IS_COMPONENTS_V2 message, counted at every depth. */
  v2Components: 40,
  /** Action Rows at the top level of a legacy message. */
  legacyActionRows: 5,
  buttonsPerRow: 5,
  sectionTexts: { min: 1, max: 3 },
  galleryItems: { min: 1, max: 10 },
  customId: { min: 1, max: 100 },
  componentId: { min: 0, max: INT32_MAX },
  buttonLabel: 80,
  buttonUrl: 512,
  /** Discord's guideline for button text; longer text is accepted but truncated on mobile. */
  buttonLabelGuideline: { withEmoji: 34, withoutEmoji: 38 },
  selectOptions: { min: 1, max: 25 },
  selectValues: { min: 0, max: 25 },
  selectPlaceholder: 150,
  selectOptionText: 100,
  textDisplay: { min: 1, max: 4000 },
  /** Pending documentation change: all Text Displays of one message together. A warning only. */
  textDisplayTotal: 4000,
  textInputLength: { min: 0, max: 4000 },
  textInputMaxLength: { min: 1, max: 4000 },
  textInputValue: 4000,
  textInputPlaceholder: 100,
  labelLabel: 45,
  labelDescription: 100,
  mediaDescription: 1024,
  mediaUrl: 2048,
  fileUploadValues: { min: 0, max: 10 },
  fileTypes: 10,
  radioOptions: { min: 2, max: 10 },
  checkboxOptions: { min: 1, max: 10 },
  checkboxValues: { min: 0, max: 10 },
  choiceOptionText: 100,
  accentColor: { min: 0, max: 0xffffff },
  modalTitle: 45,
  modalComponents: { min: 1, max: 5 },
  messageContent: 2000,
  embeds: 10,
  embed: {
    title: 256,
    description: 4096,
    fields: 25,
    fieldName: 256,
    fieldValue: 1024,
    footer: 2048,
    author: 256,
    total: 6000,
  },
  poll: {
    question: 300,
    answers: { min: 1, max: 10 },
    answerText: 55,
    duration: { min: 1, max: 768, default: 24 },
  },
  allowedMentionIds: 100,
  stickers: 3,
  attachments: 10,
  /** A webhook's `username` override: 1 to 80 characters. */
  username: 80,
  threadName: 100,
  /** Role or user ids listed in `allowed_mentions` (each list). */
  mentionIds: 100,
} as const;

export const IS_COMPONENTS_V2 = 1 << 15;
export const EPHEMERAL = 1 << 6;
export const SUPPRESS_EMBEDS = 1 << 2;
export const SUPPRESS_NOTIFICATIONS = 1 << 12;
export const IS_VOICE_MESSAGE = 1 << 13;

/** Flags a message create or webhook body may carry. */
export const SENDABLE_MESSAGE_FLAGS =
  SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_VOICE_MESSAGE | IS_COMPONENTS_V2;
/** Interaction responses may also be ephemeral. */
export const SENDABLE_RESPONSE_FLAGS = SENDABLE_MESSAGE_FLAGS | EPHEMERAL;

/** The flags a message may be sent with in an envelope (EPHEMERAL only in a response). */
export function sendableFlags(envelope: Envelope): number {
  return envelope === 'response-4' || envelope === 'response-7'
    ? SENDABLE_RESPONSE_FLAGS
    : SENDABLE_MESSAGE_FLAGS;
}

// Application commands (docs/discord-rules.md, Application commands). Lengths are counted
// like every other text limit here: in UTF-16 code units, JavaScript's `length`.
export const COMMAND_LIMITS = {
  /** Command and option names. */
  name: { min: 1, max: 32 },
  /** Chat input command and option descriptions (user and message commands take none). */
  description: { min: 1, max: 100 },
  /** Options of a command, a subcommand group or a subcommand. */
  options: 25,
  /** Choices of one String, Integer or Number option (and of an autocomplete answer). */
  choices: 25,
  choiceName: { min: 1, max: 100 },
  choiceStringValue: { min: 1, max: 100 },
  /** INTEGER option values, choices and bounds: -(2^53 - 1) to 2^53 - 1. */
  integer: { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER },
  /** NUMBER option values, choices and bounds: -2^53 to 2^53. */
  number: { min: -(2 ** 53), max: 2 ** 53 },
  minLength: { min: 0, max: 6000 },
  maxLength: { min: 1, max: 6000 },
  /** Names, descriptions and choice names and values of one slash command, longest localization counted. */
  combinedSize: 8000,
  /** Commands of each kind in one set (global, or one guild's; a guild takes no entry point). */
  perSet: {
    'chat-input-command': 100,
    'user-command': 15,
    'message-command': 15,
    'entry-point-command': 1,
  },
  /** Entries of one command's permissions in a guild. */
  permissions: 100,
  /** Command creates per day per guild (a bulk overwrite counts each new command). */
  createsPerDay: 200,
} as const;
