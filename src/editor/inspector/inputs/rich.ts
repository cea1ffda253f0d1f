// The inspector's larger editors: colour, emoji, media, lists of options, gallery items and
// default values, a message's allowed mentions, file types, and every field of application
// commands (localizations, permissions, contexts, choices). They load after the editor is usable
// (../RichField.tsx); the plain text, number, boolean and choice editors stay in the first load.
export { ChoicesField } from '../commands/ChoicesField';
export { EnumListField } from '../commands/EnumListField';
export { LocalizationsField } from '../commands/LocalizationsField';
export { PermissionsField } from '../commands/PermissionsField';
export { ColorField } from './ColorField';
export { DefaultValuesField } from './DefaultValuesField';
export { EmojiField } from './EmojiEditor';
export { FileTypesField } from './FileTypesField';
export { GalleryField } from './GalleryField';
export { MediaField } from './MediaEditor';
export { MentionsField } from './MentionsField';
export { OptionsField } from './OptionsField';
export { TimestampField } from './TimestampField';
