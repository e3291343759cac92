/** Hands a text file to the browser as a download (the CSV exports of the manager area). */
export function downloadFile(file: { name: string; text: string }, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([file.text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
