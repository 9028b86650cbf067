/** Reading time is words / 200, rounded up, in minutes (docs/product.md#business-constants). */
export const WORDS_PER_MINUTE = 200;

/** Words of a text or of HTML (tags, entities and script/style bodies left out). */
export function countWords(textOrHtml: string): number {
  const text = textOrHtml
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#a-z\d]+;/gi, ' ');
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read: words / 200 rounded up; at least 1 for any text with a word, 0 for none. */
export function readingMinutes(textOrHtml: string): number {
  return Math.ceil(countWords(textOrHtml) / WORDS_PER_MINUTE);
}
