import mammoth from 'mammoth';

/**
 * A Word document's text as mammoth reads it (a DOCX reader the product does not use): the file
 * opens as a word processor opens it, or this throws. Paragraphs are joined with one line break.
 */
export async function readDocx(file: Buffer): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: file });
  return value.replace(/\n{2,}/g, '\n').trim();
}
