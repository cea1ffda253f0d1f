// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';
import { lazyModule } from './lazy-module';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
const CHUNK = { default: Greeting, Farewell: ({ name }: { name: string }) => <p>Bye {name}</p> };

/** An importer that fails its first `failures` calls, then answers the chunk. */
function flaky(failures: number) {
  let calls = 0;
  return vi.fn(() => {
    calls += 1;
    return calls <= failures
      ? Promise.reject(new Error('Failed to fetch'))
      : Promise.resolve(CHUNK);
  });
}

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));

function Page({ children, version = 0 }: { children: React.ReactNode; version?: number }) {
  return (
    <div data-version={version}>
      <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>
    </div>
  );
}

describe('lazyComponent', () => {
  it('shows the fallback, then the default export with its props', async () => {
    const Lazy = lazyComponent(flaky(0));
    render(
      <Page>
        <Lazy name="Ada" />
      </Page>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('draws components of one module with one load', async () => {
    const importer = flaky(0);
    const chunk = lazyModule(importer);
    const Hello = lazyComponent(chunk, (m) => m.default);
    const Bye = lazyComponent(chunk, (m) => m.Farewell);
    render(
      <Page>
        <Hello name="Ada" />
        <Bye name="Bob" />
      </Page>,
    );
    expect(await screen.findByText('Bye Bob')).toBeTruthy();
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(importer).toHaveBeenCalledOnce();
  });

  it('keeps the fallback after a failed load without trying again on its own', async () => {
    const importer = flaky(1);
    const Lazy = lazyComponent(importer);
    render(
      <Page>
        <Lazy name="Ada" />
      </Page>,
    );
    await settle();
    await settle();
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(importer).toHaveBeenCalledOnce();
  });

  it('loads again when drawn again after a failure, and then draws', async () => {
    const importer = flaky(1);
    const Lazy = lazyComponent(importer);
    const { rerender } = render(
      <Page>
        <Lazy name="Ada" />
      </Page>,
    );
    await settle();
    expect(importer).toHaveBeenCalledOnce();
    rerender(
      <Page version={1}>
        <Lazy name="Ada" />
      </Page>,
    );
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
