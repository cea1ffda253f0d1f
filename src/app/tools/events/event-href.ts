// Links into the events reference, for the tools and panels where those events arise.
import { toolHref } from '../tool-list';

/** The events reference scrolled to one event (`/tools#events?event=RATE_LIMITED`). */
export function eventHref(key: string): string {
  return toolHref('events', { event: key });
}

/** The events reference from the top. */
export const EVENTS_HREF = toolHref('events');
