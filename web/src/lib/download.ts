/** Browser downloads of signed links. */

/** Starts the browser's download of a signed URL (an anchor click: no CORS read of the bytes needed). */
export function startDownload(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}
