export { Markdown } from './Markdown';
export type { MarkdownContext, MarkdownProps, SampleGuild } from './types';
