// The inspector's larger editors: colour, emoji, media, lists of options, gallery items and
// default values, file types. They load after the editor is usable (see rich-inputs.ts); the
// plain text, number, boolean and choice editors stay in the first load.
export { ColorField } from './ColorField';
export { DefaultValuesField } from './DefaultValuesField';
export { EmojiField } from './EmojiEditor';
export { FileTypesField } from './FileTypesField';
export { GalleryField } from './GalleryField';
export { MediaField } from './MediaEditor';
export { OptionsField } from './OptionsField';
