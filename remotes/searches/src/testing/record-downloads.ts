/**
 * For a describe block: what the page hands the browser to save. jsdom has neither object URLs nor
 * downloads, so each saved Blob and the file name its link asked for are recorded instead.
 */
export function recordDownloads() {
  const downloads = { saved: [] as Blob[], fileNames: [] as string[] };
  beforeEach(() => {
    downloads.saved = [];
    downloads.fileNames = [];
    URL.createObjectURL = (blob: Blob) => {
      downloads.saved.push(blob);
      return 'blob:test';
    };
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.fileNames.push(this.download);
    });
  });
  return downloads;
}

/** The saved file's text, byte-order mark kept (jsdom's Blob has no text(), and readAsText drops it). */
export const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
