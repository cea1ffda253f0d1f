// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, exportFileName } from './export-actions';

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('exportFileName', () => {
  it('names the file after the design', () => {
    expect(exportFileName('Launch day', 'json', 'message')).toBe('Launch day.json');
  });

  it('replaces characters file systems refuse, and trims dots and spaces', () => {
    expect(exportFileName('a/b\\c:d*e?f"g<h>i|j', 'py', 'message')).toBe('a-b-c-d-e-f-g-h-i-j.py');
    expect(exportFileName(' ..hidden.. ', 'js', 'message')).toBe('hidden.js');
    expect(exportFileName('tab\there', 'json', 'message')).toBe('tab-here.json');
  });

  it('falls back when the design has no usable name', () => {
    expect(exportFileName(undefined, 'json', 'message')).toBe('message.json');
    expect(exportFileName('  ...  ', 'json', 'modal')).toBe('modal.json');
  });

  it('keeps long names to 100 characters', () => {
    expect(exportFileName('x'.repeat(300), 'json', 'message')).toBe(`${'x'.repeat(100)}.json`);
  });
});

describe('copyText', () => {
  it('uses the Clipboard API when the page has it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await expect(copyText('hello')).resolves.toBeNull();
    expect(writeText).toHaveBeenCalledWith('hello');
  });

  it('falls back to copying a selection, and gives focus back', async () => {
    const exec = vi.fn((command: string) => {
      const area = document.querySelector('textarea')!;
      expect(command).toBe('copy');
      expect(area.value).toBe('selected');
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    await expect(copyText('selected')).resolves.toBeNull();
    expect(exec).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);
    expect(document.querySelector('textarea')).toBeNull();
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('says why when neither way works', async () => {
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    await expect(copyText('x')).resolves.toBe('this browser gives the page no clipboard');
    const writeText = vi.fn().mockRejectedValue(new Error('Document is not focused.'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await expect(copyText('x')).resolves.toBe('the browser refused (Document is not focused.)');
    Reflect.deleteProperty(document, 'execCommand');
  });
});
