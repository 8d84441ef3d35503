/**
 * Values kept `ttlMs` by key, at most `max` (the oldest out first): the short-lived memory of counts
 * and reference lookups that a list asks again page after page (a pager's total, a sector's
 * specialities). The promise is what is kept, so requests asking at once share one read; a failed read
 * is not kept. Per instance: another instance's value may lag by `ttlMs`.
 */
export const keptFor = <T>(options: { ttlMs: number; max: number; now?: () => number }) => {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<T>; at: number }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && now() - entry.at < options.ttlMs) return entry.value;
      entries.delete(key);
      if (entries.size >= options.max) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const value = load();
      entries.set(key, { value, at: now() });
      value.catch(() => entries.delete(key));
      return value;
    },
    /** Forgets everything (a write changed what the values count). */
    clear: () => entries.clear(),
  };
};
