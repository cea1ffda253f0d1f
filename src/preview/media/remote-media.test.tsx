// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomEmoji } from '../markdown/CustomEmoji';
import { Emoji } from './Emoji';
import { RemoteImage } from './RemoteImage';
import { RemoteMediaProvider, remoteHost } from './remote-media';

afterEach(cleanup);

function drawHeldBack(allowed: boolean) {
  let held = 0;
  const onHeldBack = () => {
    held += 1;
    return () => (held -= 1);
  };
  const view = render(
    <RemoteMediaProvider value={{ allowed, onHeldBack }}>
      <RemoteImage src="https://pics.example/a.png" alt="" name="a.png" />
      <Emoji emoji={{ id: '123456', name: 'blob' }} />
      <Emoji emoji={{ name: '🐜' }} />
      <CustomEmoji id="654321" name="wave" animated={false} />
    </RemoteMediaProvider>,
  );
  const srcs = [...view.container.querySelectorAll('img')].map((i) => i.getAttribute('src'));
  return { view, srcs, held: () => held };
}

describe('remote media in the preview', () => {
  it('loads nothing from the web while held back, and names what it would contact', () => {
    const { view, srcs, held } = drawHeldBack(false);
    expect(srcs).toEqual([]);
    expect(held()).toBe(3);
    expect(view.getByText('pics.example')).toBeTruthy();
    expect(view.getByText(':blob:').getAttribute('title')).toBe(
      'Not loaded: showing it would contact cdn.discordapp.com',
    );
    expect(view.getByText(':wave:')).toBeTruthy();
    expect(view.getByText('🐜')).toBeTruthy();
    view.unmount();
    expect(held()).toBe(0);
  });

  it('loads every picture when allowed', () => {
    const { srcs, held } = drawHeldBack(true);
    expect(srcs).toHaveLength(3);
    expect(srcs[0]).toBe('https://pics.example/a.png');
    expect(held()).toBe(0);
  });

  it('knows the host of web URLs only', () => {
    expect(remoteHost('HTTPS://Pics.Example:8080/x')).toBe('pics.example:8080');
    expect(remoteHost('blob:http://127.0.0.1/x')).toBeNull();
    expect(remoteHost('data:image/png;base64,AA')).toBeNull();
    expect(remoteHost('https://')).toBeNull();
  });
});
