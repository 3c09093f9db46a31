/** Hands a downloaded file to the browser, as a click on a link with `download` would. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the download has taken its copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
