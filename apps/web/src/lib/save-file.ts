/** Hands a file made or downloaded by the page to the browser under a chosen name (an `<a download>` click). */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Later, not at once: some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
