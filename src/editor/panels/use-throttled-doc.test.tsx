// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyMessage, makeNode } from '../../model';
import { renderWithStore } from './test-helpers';
import { useThrottledDoc } from './use-throttled-doc';

afterEach(cleanup);

let renders = 0;
function Probe() {
  renders += 1;
  const doc = useThrottledDoc();
  const text = doc.nodes[0]?.props.content;
  return <p data-testid="probe">{typeof text === 'string' ? text : ''}</p>;
}

describe('useThrottledDoc', () => {
  it('follows a burst of changes with a few renders, ending on the latest document', async () => {
    const text = makeNode('text-display', { content: '' });
    const { store } = renderWithStore(<Probe />, { ...emptyMessage(), nodes: [text] });
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe(''));
    renders = 0;
    act(() => {
      for (let i = 1; i <= 50; i += 1) {
        store
          .getState()
          .dispatch({ type: 'update', key: text.key, patch: { content: 'x'.repeat(i) } });
      }
    });
    // Nothing is drawn inside the burst itself: the panels never cost a keystroke.
    expect(renders).toBe(0);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('x'.repeat(50)));
    expect(renders).toBeLessThanOrEqual(2);
  });
});
