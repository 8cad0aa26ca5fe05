/**
 * Saves a file the page already holds (a PDF fetched with the bearer token, which a plain link
 * could not send): an object URL on a link with `download`, clicked once, then let go. The link
 * is in the document only for the click (some browsers ignore a detached one); the URL is revoked
 * on the next task, once the click has started the download.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
