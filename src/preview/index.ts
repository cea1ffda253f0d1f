// The preview's public API: React renderers that draw a document the way Discord shows it.
// The editor and the app import from here, never from the files behind it.
export { MessagePreview } from './message/MessagePreview';
export type { MessagePreviewProps } from './message/MessagePreview';
export { SelectMenu } from './select/SelectMenu';
export type { SelectMenuProps } from './select/SelectMenu';
export { nodeFrame, kindOf } from './message/frame';
export type { NodeFrame } from './message/frame';
export { RemoteImage, MediaPlaceholder } from './media/RemoteImage';
export { RemoteMediaProvider, remoteHost } from './media/remote-media';
export type { RemoteMediaPolicy } from './media/remote-media';
export { Emoji } from './media/Emoji';
export { Avatar, DefaultAvatar } from './media/Avatar';
export { AppTag } from './media/AppTag';
export { galleryLayout } from './media/gallery-layout';
export type { GalleryLayout, TileShape } from './media/gallery-layout';
export { formatFileSize, resolveMedia } from './media/read';
export { Markdown } from './markdown';
// Chunks loaded once, on demand, and tried again after a failed load; work left for idle moments.
export { lazyModule } from './lazy/lazy-module';
export type { Ask, LazyModule } from './lazy/lazy-module';
export { lazyComponent } from './lazy/lazy-component';
export { afterThisTask, whenIdle } from './lazy/when-idle';
// Emoji data loads on demand (its own chunk); these are the loader and the data's types.
export { getEmojiData, loadEmojiData, useEmojiData } from './emoji/load-emoji';
export type { EmojiModule } from './emoji/load-emoji';
export { EMOJI_GROUPS } from './emoji/emoji-data';
export type { EmojiGroup, UnicodeEmoji } from './emoji/emoji-data';
export type { ShortcodeMatch } from './emoji/search';
export { ThemeSwitch } from './ThemeSwitch';
export { themeSetting } from './theme-setting';
export { useTheme } from './use-theme';
export type { MarkdownContext } from './markdown';
export type { PreviewAttachment, PreviewAuthor, PreviewCallbacks, Theme } from './types';

// Modal and simulator exports go below this line.
export { ModalPreview } from './modal/ModalPreview';
export type { ModalPreviewProps } from './modal/ModalPreview';
export { InteractionSimulator } from './simulator/InteractionSimulator';
export { DeferredInteractionSimulator } from './simulator/DeferredSimulator';
export type { InteractionSimulatorProps } from './simulator/InteractionSimulator';
export { copyText, copyTextOrReason } from './simulator/copy-text';
// The commands preview loads its own chunk when drawn (see LazyCommandsPreview).
export { CommandsPreview } from './commands/LazyCommandsPreview';
export type { CommandsPreviewProps } from './commands/CommandsPreview';
