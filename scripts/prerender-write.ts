import { renameSync, writeFileSync } from 'node:fs';

/**
 * Writes a file of the build beside its place and renames it into place: `npm start` serves the build while the
 * pre-render still writes it (decision 049), and a server reading the folder never reads half a file.
 */
export function writeWhole(path: string, content: string | Uint8Array): void {
  const part = `${path}.${process.pid}.part`;
  writeFileSync(part, content);
  renameSync(part, path);
}
