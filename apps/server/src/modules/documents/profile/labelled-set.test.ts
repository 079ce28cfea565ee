import { afterAll, describe, expect, it } from 'vitest';
import { closeDocumentParsers, extractDocumentText } from '#src/platform/documents/extract-text.js';
import { type LabelledDocument, makeLabelledSet, scoreProfile } from './labelled-set.js';
import { readDeterministic } from './read-profile.js';

/*
 * The parser on a slice of the accuracy bench's labelled set (docs/product/documents.md#accuracy): every
 * contact detail of each layout, and every LinkedIn export's positions, read exactly. The bench measures the
 * whole set (bench:parse).
 */

afterAll(closeDocumentParsers);

const slice = await makeLabelledSet({
  seed: 7,
  counts: { 'single-column': 2, 'two-column': 2, table: 2, docx: 2, linkedin: 3, scanned: 0 },
});

async function read(doc: LabelledDocument) {
  const { text, pages } = await extractDocumentText({ bytes: doc.bytes });
  return readDeterministic(text, pages);
}

describe('the parser on the labelled set', () => {
  it.each(slice.map((d) => [d.id, d] as const))('reads %s as its truth says', async (_id, doc) => {
    const { profile, source } = await read(doc);
    expect(source).toBe(doc.layout === 'linkedin' ? 'linkedin' : 'cv');
    const scores = scoreProfile(doc, profile);
    for (const field of ['email', 'phone', 'linkedin_url', 'website', 'employer', 'title', 'dates']) {
      const count = scores[field];
      if (!count) continue;
      expect({ field, ...count }).toEqual({
        field,
        truth: count.truth,
        predicted: count.truth,
        correct: count.truth,
      });
    }
  });
});
