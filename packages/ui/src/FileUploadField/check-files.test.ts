import { describe, expect, it } from 'vitest';
import { checkFiles, fileMatchesAccept, findFileProblem } from './check-files';

const pdf = { name: 'Marriage certificate.PDF', type: 'application/pdf', size: 200_000 };
const photo = { name: 'birth-certificate.jpeg', type: 'image/jpeg', size: 3_000_000 };
const unknown = { name: 'notes.pages', type: '', size: 1_000 };
const messages = {
  type: 'The selected file must be a PDF, JPG or PNG.',
  size: (fileName: string) => `${fileName} must be smaller than 2 MB.`,
};

describe('fileMatchesAccept', () => {
  it('accepts every file when there is no accept list', () => {
    expect(fileMatchesAccept(unknown, undefined)).toBe(true);
    expect(fileMatchesAccept(unknown, ' , ')).toBe(true);
  });

  it('matches extensions at the end of the name, whatever their case', () => {
    expect(fileMatchesAccept(pdf, '.pdf')).toBe(true);
    expect(fileMatchesAccept(pdf, '.PNG, .Pdf')).toBe(true);
    expect(fileMatchesAccept({ ...pdf, name: 'pdf.txt' }, '.pdf')).toBe(false);
  });

  it('matches whole MIME types and type/* wildcards, ignoring parameters', () => {
    expect(fileMatchesAccept(photo, 'image/jpeg')).toBe(true);
    expect(fileMatchesAccept(photo, 'image/*')).toBe(true);
    expect(fileMatchesAccept(photo, 'image/png,application/pdf')).toBe(false);
    expect(
      fileMatchesAccept({ ...pdf, type: 'application/pdf; charset=binary' }, 'application/pdf'),
    ).toBe(true);
    expect(fileMatchesAccept(pdf, 'application/*')).toBe(true);
    expect(fileMatchesAccept(pdf, 'image/*')).toBe(false);
  });

  it('matches a file of unknown type by its extension only', () => {
    expect(fileMatchesAccept(unknown, 'application/*')).toBe(false);
    expect(fileMatchesAccept(unknown, '.pages')).toBe(true);
  });
});

describe('findFileProblem', () => {
  it('finds nothing when every file passes, or when there are no files', () => {
    expect(
      findFileProblem([pdf, photo], { accept: '.pdf,image/*', maxFileSize: 5_000_000 }),
    ).toBeUndefined();
    expect(findFileProblem([], { accept: '.pdf', maxFileSize: 1 })).toBeUndefined();
    expect(findFileProblem([photo], {})).toBeUndefined();
  });

  it('reports the first failing file, its type before its size', () => {
    const tooBigAndWrongType = { ...photo, name: 'scan.tiff', type: 'image/tiff' };
    expect(
      findFileProblem([pdf, tooBigAndWrongType], { accept: '.pdf,.jpeg', maxFileSize: 2_000_000 }),
    ).toEqual({ reason: 'type', file: tooBigAndWrongType });
    expect(findFileProblem([pdf, photo], { accept: '.pdf,.jpeg', maxFileSize: 2_000_000 })).toEqual(
      {
        reason: 'size',
        file: photo,
      },
    );
  });

  it('allows a file of exactly the limit', () => {
    expect(findFileProblem([pdf], { maxFileSize: pdf.size })).toBeUndefined();
    expect(findFileProblem([pdf], { maxFileSize: pdf.size - 1 })?.reason).toBe('size');
  });
});

describe('checkFiles', () => {
  it("returns the caller's text for the problem, naming the file when asked", () => {
    const rules = { accept: '.pdf,.jpg,.jpeg,.png', maxFileSize: 2_000_000 };
    expect(checkFiles([pdf], rules, messages)).toBeUndefined();
    expect(checkFiles([unknown], rules, messages)).toBe(
      'The selected file must be a PDF, JPG or PNG.',
    );
    expect(checkFiles([photo], rules, messages)).toBe(
      'birth-certificate.jpeg must be smaller than 2 MB.',
    );
  });
});
