// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteImage } from '../../preview';
import { RemoteMediaGate } from './RemoteMediaGate';

afterEach(cleanup);

const pictures = (
  <>
    <RemoteImage src="https://tracker.example:8443/pixel.png?who=you" alt="" name="pixel.png" />
    <RemoteImage src="blob:http://127.0.0.1/local" alt="local" name="mine.png" />
  </>
);

describe('RemoteMediaGate', () => {
  it('draws pictures on other hosts as placeholders naming the host, until allowed', () => {
    const allow = vi.fn();
    const { container, rerender } = render(
      <RemoteMediaGate remoteMedia={{ allowed: false, allow }}>{pictures}</RemoteMediaGate>,
    );
    const held = screen.getByTestId('remote-media-held');
    expect(held.getAttribute('aria-label')).toBe(
      'Remote image from tracker.example:8443, not loaded',
    );
    expect(held.textContent).toBe('tracker.example:8443');
    // The attached file is local: it is drawn.
    expect([...container.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      'blob:http://127.0.0.1/local',
    ]);
    expect(screen.getByTestId('remote-media-bar').textContent).toContain(
      'a picture from the web is not loaded',
    );
    fireEvent.click(screen.getByTestId('remote-media-allow'));
    expect(allow).toHaveBeenCalledOnce();

    rerender(<RemoteMediaGate remoteMedia={{ allowed: true, allow }}>{pictures}</RemoteMediaGate>);
    expect(screen.queryByTestId('remote-media-held')).toBeNull();
    expect(screen.queryByTestId('remote-media-bar')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });

  it('says nothing for a held-back design without remote pictures, and loads when not asked', () => {
    render(
      <RemoteMediaGate remoteMedia={{ allowed: false, allow: () => undefined }}>
        <RemoteImage src="data:image/png;base64,AAAA" alt="" name="x.png" />
      </RemoteMediaGate>,
    );
    expect(screen.queryByTestId('remote-media-bar')).toBeNull();
    cleanup();
    const { container } = render(
      <RemoteMediaGate remoteMedia={undefined}>{pictures}</RemoteMediaGate>,
    );
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });
});
