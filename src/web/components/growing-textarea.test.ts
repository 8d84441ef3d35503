import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles, withoutComments } from '../../import-graph-test-support';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

describe('growing text fields', () => {
  // Mantine's `autosize` lays out the whole page after every render of the field (issue 34: 283 ms of the
  // feed's first seconds on a phone's CPU); GrowingTextarea grows without measuring.
  it('use GrowingTextarea, never Mantine’s autosize', () => {
    const offenders = sourceFiles(web)
      .filter((file) => file.endsWith('.tsx'))
      .filter((file) => /(?<!['"])\bautosize\b(?!['"])/.test(withoutComments(readFileSync(file, 'utf8'))))
      .map((file) => path.relative(web, file));
    expect(offenders).toEqual([]);
  });
});
