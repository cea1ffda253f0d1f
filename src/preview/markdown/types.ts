// What a Markdown renderer needs besides the text: who and what mentions name, and the clock and
// locale that timestamps are formatted with.
import type { GuildDirectory } from '../../model';

/** The guild mentions are named from (users, members, roles, channels). */
export type SampleGuild = GuildDirectory;

export interface MarkdownContext {
  /** Names for `<@id>`, `<@&id>` and `<#id>`; defaults to the model's SAMPLE_GUILD. */
  guild?: SampleGuild;
  /** Locale for timestamps; defaults to navigator.language, then 'en-US'. */
  locale?: string;
  /** Milliseconds since 1970, for relative timestamps; defaults to Date.now(). */
  now?: number;
  /** IANA time zone for timestamps; defaults to the viewer's. Tests pass 'UTC'. */
  timeZone?: string;
}

export interface MarkdownProps {
  content: string;
  context?: MarkdownContext;
  className?: string;
}
