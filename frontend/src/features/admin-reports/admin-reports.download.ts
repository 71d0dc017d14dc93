/** Saves a file the browser received, as if its link had been clicked. */
export type SaveFile = (file: Blob, fileName: string) => void;

export const browserSaveFile: SaveFile = (file, fileName) => {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
