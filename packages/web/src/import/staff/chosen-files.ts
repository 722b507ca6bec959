// The file each dry run was made from, held in the page's memory only, so "Check again" with a changed mapping sends
// the same file without asking for it again. After a reload it is gone and the page asks for the file once more.

const files = new Map<number, File>();

/** Remember the file an import's dry run was made from. */
export function rememberFile(importId: number, file: File): void {
  files.set(importId, file);
}

/** The file an import's dry run was made from, when this page still holds it. */
export function fileOf(importId: number): File | undefined {
  return files.get(importId);
}
