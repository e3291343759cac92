/**
 * Hands a text file to the browser as a download (the CSV exports of the manager area). It starts with a byte order
 * mark, without which Excel reads UTF-8 as another encoding and garbles accented names.
 */
export function downloadFile(file: { name: string; text: string }, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', file.text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
