import type { TicketFile } from '../../../machines/adventures/adventures.ports';

// The ticket handed to the traveller as a file: the PDF (base64 in the answer) or the HTML, saved by the browser
// under the server's file name.

function bytesOf(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function saveTicketFile(file: TicketFile): void {
  const blob = file.fileType === 'pdf' ? new Blob([bytesOf(file.content) as BlobPart], { type: 'application/pdf' }) : new Blob([file.content], { type: 'text/html;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The address is not revoked: the browser may still be reading it, and a ticket of a few kilobytes is let go
  // with the page.
}
