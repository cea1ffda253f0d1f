// Search guild messages: every filter Discord's search takes, checked before sending; the hits
// drawn by the message preview, page by page. While Discord builds the server's index (202, code
// 110000) the console counts down to when it may search again.
import { useEffect, useRef, useState } from 'react';
import type { SearchForm } from '../../../model/operations';
import { EMPTY_SEARCH, readSearchAnswer, searchRequest } from '../../../model/operations';
import type { ToolProps } from '../tool-list';
import { OperationConsole } from '../operations/OperationConsole';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';
import './search.css';

export default function SearchTool({ params }: ToolProps) {
  const [form, setForm] = useState<SearchForm>(() => ({
    ...EMPTY_SEARCH,
    guildId: params.get('guild_id') ?? '',
  }));
  // The page the shown answer is of: the offset and limit that were sent, not those typed since.
  const [sent, setSent] = useState({ offset: 0, limit: 25 });
  const sendRef = useRef<(() => void) | null>(null);
  const pending = useRef(false);
  const set = (patch: Partial<SearchForm>) => setForm((f) => ({ ...f, ...patch }));

  // A page asked for is sent once the form holds its offset.
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    sendRef.current?.();
  });

  return (
    <OperationConsole
      id="message-search"
      title="Search guild messages"
      auth="bot"
      needs={
        <>
          <p>
            A bot with <strong>READ_MESSAGE_HISTORY</strong> in the channels searched, and the{' '}
            <strong>MESSAGE_CONTENT</strong> privileged intent turned on (Developer Portal › your
            app › Bot).
          </p>
          <p>
            Sends <code>GET /guilds/{'{guild}'}/messages/search</code>. While Discord builds the
            server&rsquo;s search index it answers 202 (code 110000) and says when to search again.
          </p>
        </>
      }
      sendLabel="Search"
      busy="Searching…"
      sendRef={sendRef}
      build={() => {
        const built = searchRequest(form);
        if (built.ok) setSent({ offset: Number(form.offset), limit: Number(form.limit) });
        return built;
      }}
      success={(_, body) => {
        const read = readSearchAnswer(body);
        if (!read.ok) return read.reason;
        const { total } = read.answer;
        return total === 0
          ? 'Discord found no message matching these filters.'
          : `Discord found ${total} message${total === 1 ? '' : 's'}.`;
      }}
      drawAnswer={(body) => (
        <SearchResults
          body={body}
          paging={{
            ...sent,
            goTo: (offset) => {
              pending.current = true;
              set({ offset: String(offset), limit: String(sent.limit) });
            },
          }}
        />
      )}
    >
      <SearchFilters form={form} set={set} />
    </OperationConsole>
  );
}
