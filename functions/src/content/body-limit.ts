/**
 * PUT /admin/content carries a whole section. The largest the content schema allows (50 FAQ answers of
 * 2 x 4000 characters with their titles) is about 2.6 MB of JSON when every character is written as a \u
 * escape (6 bytes each, the most JSON spends on one), so 3 MB admits any valid section; body-limit.test.ts
 * builds the largest of each section and checks it.
 */
export const CONTENT_BODY_BYTES = 3 * 1024 * 1024;
