// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Ask, LazyModule } from './lazy-module';
import { lazyModule } from './lazy-module';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const MODULE = { name: 'chunk' };
type Chunk = typeof MODULE;

/** An importer that fails its first `failures` calls, then answers the module. */
function flaky(failures: number) {
  let calls = 0;
  return vi.fn(() => {
    calls += 1;
    return calls <= failures
      ? Promise.reject(new Error(`Failed to fetch chunk (try ${calls})`))
      : Promise.resolve(MODULE);
  });
}

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));

function Shows({ chunk, ask }: { chunk: LazyModule<Chunk>; ask?: Ask }) {
  const loaded = chunk.useLoaded(ask);
  return <p data-testid="shown">{loaded?.name ?? 'waiting'}</p>;
}

describe('lazyModule', () => {
  it('loads once for callers that ask at the same time, and keeps the module', async () => {
    const importer = flaky(0);
    const chunk = lazyModule(importer);
    expect(chunk.get()).toBeNull();
    const first = chunk.load();
    expect(chunk.load()).toBe(first);
    expect(await Promise.all([first, chunk.load()])).toEqual([MODULE, MODULE]);
    expect(chunk.get()).toBe(MODULE);
    expect(chunk.load()).toBe(first);
    expect(importer).toHaveBeenCalledOnce();
  });

  it('tries a failed load again on the next call, and every caller then gets the module', async () => {
    const importer = flaky(1);
    const chunk = lazyModule(importer);
    const failed = [chunk.load(), chunk.load()];
    expect(failed[0]).toBe(failed[1]);
    for (const attempt of failed) await expect(attempt).rejects.toThrow('try 1');
    expect(chunk.get()).toBeNull();
    expect(await Promise.all([chunk.load(), chunk.load()])).toEqual([MODULE, MODULE]);
    expect(await chunk.arrived).toBe(MODULE);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('does not try again on its own after a failure', async () => {
    const importer = flaky(5);
    const chunk = lazyModule(importer);
    await expect(chunk.load()).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(importer).toHaveBeenCalledOnce();
  });
});

describe('lazyModule useLoaded', () => {
  it('asks when the browser is idle and draws the module once it is there', async () => {
    vi.useFakeTimers();
    const importer = flaky(0);
    const chunk = lazyModule(importer);
    render(<Shows chunk={chunk} />);
    expect(importer).not.toHaveBeenCalled();
    await act(() => vi.runAllTimersAsync());
    expect(importer).toHaveBeenCalledOnce();
    expect(screen.getByTestId('shown').textContent).toBe('chunk');
  });

  it('asks at once for "now" and not at all for false', async () => {
    const importer = flaky(0);
    const chunk = lazyModule(importer);
    const { rerender } = render(<Shows chunk={chunk} ask={false} />);
    await settle();
    expect(importer).not.toHaveBeenCalled();
    rerender(<Shows chunk={chunk} ask="now" />);
    expect(importer).toHaveBeenCalledOnce();
    await settle();
    expect(screen.getByTestId('shown').textContent).toBe('chunk');
  });

  it('asks "soon" in a task of its own, after the effects of the same commit', async () => {
    vi.useFakeTimers();
    const importer = flaky(0);
    const chunk = lazyModule(importer);
    const order: string[] = [];
    importer.mockImplementation(() => (order.push('asked'), Promise.resolve(MODULE)));
    function Parent() {
      useEffect(() => void order.push('parent effect'), []);
      return <Shows chunk={chunk} ask="soon" />;
    }
    render(<Parent />);
    expect(order).toEqual(['parent effect']);
    await act(() => vi.runAllTimersAsync());
    expect(order).toEqual(['parent effect', 'asked']);
    expect(screen.getByTestId('shown').textContent).toBe('chunk');
  });

  it('leaves a failed load to the next ask: a component mounted again loads it', async () => {
    const importer = flaky(1);
    const chunk = lazyModule(importer);
    const { unmount } = render(<Shows chunk={chunk} ask="now" />);
    await settle();
    expect(screen.getByTestId('shown').textContent).toBe('waiting');
    expect(importer).toHaveBeenCalledOnce();
    unmount();
    render(<Shows chunk={chunk} ask="now" />);
    await settle();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('shown').textContent).toBe('chunk');
  });

  it('draws the module that someone else loaded after a failure', async () => {
    const importer = flaky(1);
    const chunk = lazyModule(importer);
    render(<Shows chunk={chunk} ask="now" />);
    await settle();
    expect(screen.getByTestId('shown').textContent).toBe('waiting');
    await act(() => chunk.load());
    expect(screen.getByTestId('shown').textContent).toBe('chunk');
  });
});
