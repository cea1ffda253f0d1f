// A page of search results: "page n of m" from Discord's total, Previous and Next (which move the
// offset by the page size and never past 9975), and each hit drawn by the message preview.
import { useMemo } from 'react';
import { ThemeSwitch, useTheme } from '../../../preview';
import { readSearchAnswer, searchPages } from '../../../model/operations';
import { HitPreview } from './HitPreview';
import { hitMessage } from './hit-message';

export interface Paging {
  offset: number;
  limit: number;
  /** Sends the search again at this offset. */
  goTo: (offset: number) => void;
}

export function SearchResults({ body, paging }: { body: unknown; paging: Paging }) {
  const [theme, setTheme] = useTheme();
  // Read and imported once per answer: the console re-renders on every keystroke in its form.
  const read = useMemo(() => {
    const answer = readSearchAnswer(body);
    return answer.ok
      ? { ok: true as const, total: answer.answer.total, hits: answer.answer.hits.map(hitMessage) }
      : answer;
  }, [body]);
  if (!read.ok)
    return (
      <p className="form-problem" role="alert">
        {read.reason}
      </p>
    );
  const { total, hits } = read;
  const pages = searchPages(total, paging.offset, paging.limit);
  return (
    <div className="search-results" data-testid="search-results">
      <div className="search-paging">
        <p data-testid="search-page">
          Page {pages.page} of {pages.pages} · {total} result{total === 1 ? '' : 's'}
        </p>
        <button
          type="button"
          data-testid="search-previous"
          disabled={pages.previous === null}
          onClick={() => pages.previous !== null && paging.goTo(pages.previous)}
        >
          Previous
        </button>
        <button
          type="button"
          data-testid="search-next"
          disabled={pages.next === null}
          onClick={() => pages.next !== null && paging.goTo(pages.next)}
        >
          Next
        </button>
        <ThemeSwitch theme={theme} onChange={setTheme} />
      </div>
      {hits.length > 0 && (
        <ol className="search-hits">
          {hits.map((hit, i) => (
            <HitPreview key={`${i}:${hit.id}`} hit={hit} theme={theme} />
          ))}
        </ol>
      )}
    </div>
  );
}
