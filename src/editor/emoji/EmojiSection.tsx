// One category of the grid (or the search results). Memoised: moving the active emoji draws only
// the one or two sections it leaves and enters, not all ~1,900 emoji.
import { memo } from 'react';
import type { UnicodeEmoji } from '../../preview';

interface EmojiSectionProps {
  index: number;
  label: string;
  emojis: readonly UnicodeEmoji[];
  /** The number of this section's first emoji in the whole grid. */
  offset: number;
  /** The active emoji's place in this section; outside 0..length-1 when it is elsewhere. */
  active: number;
  optionId: (n: number) => string;
  onPick: (emoji: UnicodeEmoji) => void;
  onHover: (n: number) => void;
}

export const EmojiSection = memo(function EmojiSection(props: EmojiSectionProps) {
  const { index, label, emojis, offset, active, optionId, onPick, onHover } = props;
  if (emojis.length === 0) return null;
  return (
    <div className="emoji-picker-section" role="group" aria-label={label} data-section={index}>
      <div className="emoji-picker-heading" aria-hidden="true">
        {label}
      </div>
      {/* A press keeps the focus in the search box, where the keys work. */}
      <div className="emoji-picker-cells" onMouseDown={(e) => e.preventDefault()}>
        {emojis.map((e, i) => (
          <div
            key={e.char}
            id={optionId(offset + i)}
            role="option"
            aria-selected={i === active}
            aria-label={e.label}
            title={e.shortcodes[0] ? `:${e.shortcodes[0]}:` : e.label}
            className="emoji-picker-cell"
            data-testid="emoji-option"
            data-shortcode={e.shortcodes[0]}
            onClick={() => onPick(e)}
            onMouseEnter={() => onHover(offset + i)}
          >
            {e.char}
          </div>
        ))}
      </div>
    </div>
  );
});
