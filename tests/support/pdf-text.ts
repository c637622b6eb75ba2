import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text, every page in one string, as a reader copying it would get it. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
  return text;
}
