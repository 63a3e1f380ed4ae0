/**
 * Hands a file made in the page to the browser's downloads under `name` (a link clicked for it),
 * then lets the browser forget the data once the download has taken it.
 */
export function saveFile(name: string, data: Blob): void {
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
