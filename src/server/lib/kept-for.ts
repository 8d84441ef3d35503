/**
 * Values kept `ttlMs` by key, at most `max` (the oldest out first): the short-lived memory of counts
 * and reference lookups that a list asks again page after page (a pager's total, a sector's
 * specialities). The promise is what is kept, so requests asking at once share one read; a failed read
 * is not kept. Per instance: another instance's value may lag by `ttlMs`.
 */
export const keptFor = <T>(options: { ttlMs: number; max: number; now?: () => number }) => {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<T>; at: number }>();
  const loadInto = (key: string, load: () => Promise<T>): Promise<T> => {
    entries.delete(key);
    if (entries.size >= options.max) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    const value = load();
    entries.set(key, { value, at: now() });
    value.catch(() => entries.delete(key));
    return value;
  };
  const kept = (key: string) => {
    const entry = entries.get(key);
    return entry && now() - entry.at < options.ttlMs ? entry.value : undefined;
  };
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      return kept(key) ?? loadInto(key, load);
    },
    /**
     * The kept value while `holds` accepts it, else read again now. A list's total uses it so that a
     * kept count never hides rows a live read returns (issue 38 §3): the total is read again whenever
     * the page asked for reaches its end, so a new item shows at once on the last page (the only one
     * of most lists) and an empty list is never an old zero.
     */
    async checked(key: string, load: () => Promise<T>, holds: (value: T) => boolean): Promise<T> {
      const found = kept(key);
      if (!found) return loadInto(key, load);
      const value = await found;
      return holds(value) ? value : loadInto(key, load);
    },
    /** Forgets everything (a write changed what the values count). */
    clear: () => entries.clear(),
  };
};
