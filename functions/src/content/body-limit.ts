/**
 * PUT /admin/content carries a whole section. The largest the content schema allows (50 FAQ answers of
 * 2 x 4000 characters with their titles) is about 2.6 MB of JSON when every character is written as a \u
 * escape (6 bytes each, the most JSON spends on one), so 3 MB admits any valid section; body-limit.test.ts
 * builds the largest of each section and checks it.
 */
export const CONTENT_BODY_BYTES = 3 * 1024 * 1024;

/**
 * Firestore keeps a document of at most 1 MiB, and a save writes the whole content document and a history
 * entry holding the section before and after. The content is kept to 450 KB (its JSON, UTF-8), so both
 * always fit: a save past it is refused as too large, naming the limit, never a failed write.
 */
export const CONTENT_STORED_BYTES = 450 * 1024;

/** Why this content cannot be stored (the too-large refusal's message), or null when it fits. */
export function storedSizeProblem(content: unknown): string | null {
  const bytes = Buffer.byteLength(JSON.stringify(content), 'utf8');
  if (bytes <= CONTENT_STORED_BYTES) return null;
  return `The site's content would take ${Math.ceil(bytes / 1024)} KB, over the ${CONTENT_STORED_BYTES / 1024} KB the site stores: shorten the FAQ, the story or the announcements and save again.`;
}
