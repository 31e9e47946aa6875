import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const spec = JSON.parse(readFileSync(join(root, 'firestore.indexes.json'), 'utf8'));
const { FirestoreApi } = createRequire(import.meta.url)('firebase-tools/lib/firestore/api.js');

describe('firestore.indexes.json', () => {
  it('is what firebase-tools accepts at deploy', () => {
    expect(() => new FirestoreApi().validateSpec(spec)).not.toThrow();
  });

  it.each(['rateLimits', 'smsOutbox'])('deletes %s documents when their expireAt passes (TTL policy)', (group) => {
    // No index on a TTL timestamp: it only grows, and indexing it would only cost writes.
    expect(spec.fieldOverrides).toContainEqual({
      collectionGroup: group,
      fieldPath: 'expireAt',
      ttl: true,
      indexes: [],
    });
  });
});
