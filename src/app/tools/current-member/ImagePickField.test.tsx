// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImageValue } from './ImagePickField';
import { ImagePickField } from './ImagePickField';

const MIB = 1024 * 1024;
let seen: ImageValue[] = [];

function Harness({ start }: { start?: ImageValue }) {
  const [value, setValue] = useState<ImageValue>(start);
  return (
    <ImagePickField
      field="avatar"
      label="Avatar"
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

const pick = (file: File) =>
  fireEvent.change(screen.getByTestId('op:avatar'), { target: { files: [file] } });

afterEach(() => {
  cleanup();
  seen = [];
});

describe('ImagePickField', () => {
  it('reads a picked PNG as a data URI and shows it', async () => {
    render(<Harness />);
    expect(screen.getByTestId('avatar-state').textContent).toBe('Unchanged: not sent.');
    pick(new File([new Uint8Array([137, 80, 78, 71])], 'dot.png', { type: 'image/png' }));
    await screen.findByTestId('avatar-preview');
    expect(seen).toEqual(['data:image/png;base64,iVBORw==']);
    expect(screen.getByTestId('avatar-state').textContent).toBe('New avatar: dot.png (1 KiB).');
  });

  it('refuses another type and a file over 10 MiB before reading it, keeping the value', () => {
    render(<Harness />);
    pick(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }));
    expect(screen.getByTestId('avatar-pick-problem').textContent).toBe(
      'The avatar is a PNG, JPEG, GIF or WebP image; this file is image/svg+xml.',
    );
    pick(new File([new Uint8Array(10 * MIB + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByTestId('avatar-pick-problem').textContent).toBe(
      'The avatar takes an image of at most 10 MiB; this one is 10.0 MiB.',
    );
    expect(seen).toEqual([]);
  });

  it('takes a file of exactly 10 MiB', async () => {
    render(<Harness />);
    pick(new File([new Uint8Array(10 * MIB)], 'ten.webp', { type: 'image/webp' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(screen.queryByTestId('avatar-pick-problem')).toBeNull();
  });

  it('clears to null and goes back to unchanged', () => {
    render(<Harness start="data:image/png;base64,iVBORw==" />);
    fireEvent.click(screen.getByTestId('avatar-clear'));
    expect(screen.getByTestId('avatar-state').textContent).toBe(
      "Cleared: sends null, resetting the avatar to the bot's own.",
    );
    expect(screen.queryByTestId('avatar-preview')).toBeNull();
    fireEvent.click(screen.getByTestId('avatar-keep'));
    expect(seen).toEqual([null, undefined]);
    expect((screen.getByTestId('avatar-keep') as HTMLButtonElement).disabled).toBe(true);
  });
});
