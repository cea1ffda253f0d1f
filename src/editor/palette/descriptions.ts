// One line per kind for the palette's tooltips: what the component or command part is for, in a
// person's words.
import type { NewKind } from '../../model';
import { LIMITS, assertNever } from '../../model';

export function describeKind(type: NewKind): string {
  switch (type) {
    case 'action-row':
      return `A row of up to ${LIMITS.buttonsPerRow} buttons, or one select menu.`;
    case 'button':
      return 'A button that sends an interaction or opens a link.';
    case 'string-select':
      return 'A drop-down of options you write.';
    case 'text-input':
      return 'A field where the person types text.';
    case 'user-select':
      return 'A drop-down of the server’s members.';
    case 'role-select':
      return 'A drop-down of the server’s roles.';
    case 'mentionable-select':
      return 'A drop-down of members and roles.';
    case 'channel-select':
      return 'A drop-down of the server’s channels.';
    case 'section':
      return `Up to ${LIMITS.sectionTexts.max} texts with a button or thumbnail beside them.`;
    case 'text-display':
      return 'Text with Markdown: headings, lists, links, mentions.';
    case 'thumbnail':
      return 'A small image beside a Section’s text.';
    case 'media-gallery':
      return `A grid of up to ${LIMITS.galleryItems.max} images or videos.`;
    case 'file':
      return 'An attached file, shown as a download card.';
    case 'separator':
      return 'Space between components, with or without a line.';
    case 'container':
      return 'A box around components, with an optional accent colour.';
    case 'label':
      return 'A title and description around one modal input.';
    case 'file-upload':
      return 'Lets the person attach files to the modal.';
    case 'radio-group':
      return 'A list of options; the person picks one.';
    case 'checkbox-group':
      return 'A list of options; the person ticks any number.';
    case 'checkbox':
      return 'One box the person ticks or leaves empty.';
    case 'chat-input-command':
      return 'A command people type after /, with a description and options.';
    case 'user-command':
      return "A command in a member's Apps menu (right-click or long-press a user).";
    case 'message-command':
      return "A command in a message's Apps menu (right-click or long-press a message).";
    case 'entry-point-command':
      return "The command that launches the app's Activity; one per app, global only.";
    case 'subcommand-group':
      return 'A group of subcommands under a slash command (/command group subcommand).';
    case 'subcommand':
      return 'One action of a slash command (/command subcommand), with its own options.';
    case 'string-option':
      return 'Text the person types, or picks from choices.';
    case 'integer-option':
      return 'A whole number, optionally between bounds or from choices.';
    case 'number-option':
      return 'A number with decimals, optionally between bounds or from choices.';
    case 'boolean-option':
      return 'True or false.';
    case 'user-option':
      return 'A member of the server (or any user in DMs).';
    case 'channel-option':
      return 'A channel, optionally only of some types.';
    case 'role-option':
      return 'A role of the server.';
    case 'mentionable-option':
      return 'A user or a role.';
    case 'attachment-option':
      return 'A file the person uploads.';
    case 'embed':
      return 'A card with a coloured side: author, title, text, fields, pictures and a footer.';
    case 'embed-field':
      return 'A name and a value in an embed; inline ones sit up to three side by side.';
    case 'poll':
      return 'A question with 1 to 10 answers people vote on, open for up to 32 days.';
    case 'poll-answer':
      return 'One answer of a poll: up to 55 characters and an emoji.';
    default:
      return assertNever(type);
  }
}
