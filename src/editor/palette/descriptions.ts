// One line per kind for the palette's tooltips: what the component is for, in a person's words.
import { ComponentType, LIMITS, assertNever } from '../../model';

const T = ComponentType;

export function describeKind(type: ComponentType): string {
  switch (type) {
    case T.ActionRow:
      return `A row of up to ${LIMITS.buttonsPerRow} buttons, or one select menu.`;
    case T.Button:
      return 'A button that sends an interaction or opens a link.';
    case T.StringSelect:
      return 'A drop-down of options you write.';
    case T.TextInput:
      return 'A field where the person types text.';
    case T.UserSelect:
      return 'A drop-down of the server’s members.';
    case T.RoleSelect:
      return 'A drop-down of the server’s roles.';
    case T.MentionableSelect:
      return 'A drop-down of members and roles.';
    case T.ChannelSelect:
      return 'A drop-down of the server’s channels.';
    case T.Section:
      return `Up to ${LIMITS.sectionTexts.max} texts with a button or thumbnail beside them.`;
    case T.TextDisplay:
      return 'Text with Markdown: headings, lists, links, mentions.';
    case T.Thumbnail:
      return 'A small image beside a Section’s text.';
    case T.MediaGallery:
      return `A grid of up to ${LIMITS.galleryItems.max} images or videos.`;
    case T.File:
      return 'An attached file, shown as a download card.';
    case T.Separator:
      return 'Space between components, with or without a line.';
    case T.Container:
      return 'A box around components, with an optional accent colour.';
    case T.Label:
      return 'A title and description around one modal input.';
    case T.FileUpload:
      return 'Lets the person attach files to the modal.';
    case T.RadioGroup:
      return 'A list of options; the person picks one.';
    case T.CheckboxGroup:
      return 'A list of options; the person ticks any number.';
    case T.Checkbox:
      return 'One box the person ticks or leaves empty.';
    default:
      return assertNever(type);
  }
}
