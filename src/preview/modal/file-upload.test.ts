import { describe, expect, it } from 'vitest';
import { acceptOf, addFiles, fitsTypes, formatLimit, uploadHint } from './file-upload';

const file = (name: string, contentType: string, size = 10) => ({ name, size, contentType });

describe('File Upload rules', () => {
  it('turns file_types into an accept attribute', () => {
    expect(acceptOf([])).toBeUndefined();
    expect(acceptOf(['image', '.pdf'])).toBe('image/*,.pdf');
  });

  it('matches types by MIME kind or by extension, ignoring case', () => {
    expect(fitsTypes(file('a.PNG', 'image/png'), ['image'])).toBe(true);
    expect(fitsTypes(file('a.PDF', 'application/pdf'), ['.pdf'])).toBe(true);
    expect(fitsTypes(file('a.txt', 'text/plain'), ['image', '.pdf'])).toBe(false);
    expect(fitsTypes(file('a.txt', 'text/plain'), [])).toBe(true);
  });

  it('adds files up to the limit and says which were left out', () => {
    const picked = [
      file('a.png', 'image/png'),
      file('b.exe', 'application/x'),
      file('c.png', 'image/png'),
    ];
    const { accepted, notes } = addFiles([], picked, ['image'], 1);
    expect(accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(notes).toEqual([
      'b.exe is not one of image.',
      'c.png was left out: this upload takes 1 file.',
    ]);
  });

  it('writes the hint line like Discord', () => {
    expect(uploadHint(10, 500 * 1024 * 1024)).toBe('Upload up to 10 files under 500 MB.');
    expect(uploadHint(1, 10 * 1024 * 1024)).toBe('Upload 1 file under 10 MB.');
    expect(formatLimit(1.5 * 1024 * 1024 * 1024)).toBe('1.5 GB');
  });
});
