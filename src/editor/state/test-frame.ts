// For tests of views that follow the store in an animation frame (use-editor-later.ts): lets the next
// animation frame run, with the renders it asks for.
import { act } from '@testing-library/react';

export async function nextFrame(): Promise<void> {
  await act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
}
