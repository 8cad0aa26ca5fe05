import { vi } from 'vitest';

/**
 * Catches the files a page saves (declarations/save-file.ts): the object URL made, the link
 * clicked with its file name, the URL let go. Undo with `vi.restoreAllMocks()`.
 */
export function watchSavedFiles() {
  const saved: { name: string; href: string }[] = [];
  const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:declarations');
  const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
  });
  return { saved, created, revoked };
}
