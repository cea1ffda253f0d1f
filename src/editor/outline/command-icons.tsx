// The icons of the row commands' toolbar (NodeCommands.tsx), in its chunk with it.
import { Icon } from './icons';

export const COMMAND_ICONS = {
  'move-up': (
    <Icon>
      <path d="M8 13V3M3.5 7.5 8 3l4.5 4.5" />
    </Icon>
  ),
  'move-down': (
    <Icon>
      <path d="M8 3v10M3.5 8.5 8 13l4.5-4.5" />
    </Icon>
  ),
  duplicate: (
    <Icon>
      <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
      <path d="M10.5 3.5v-.5a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h.5" />
    </Icon>
  ),
  delete: (
    <Icon>
      <path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.7 8.5h5.6l.7-8.5" />
    </Icon>
  ),
  wrap: (
    <Icon>
      <rect x="2" y="2" width="12" height="12" rx="2" />
      <path d="M5 6.5h6M5 9.5h6" />
    </Icon>
  ),
} as const;
