// SCAFFOLD: the import helper implements dropping a file anywhere on the page.
export function useFileDrop(onFile: (file: File) => void): void {
  void onFile;
}
