import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const readKept = <V>(key: string, revive: (kept: Partial<V>) => V): V | undefined => {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? revive(JSON.parse(raw) as Partial<V>) : undefined;
  } catch {
    return undefined;
  }
};

const write = (key: string, value: unknown) => {
  try {
    if (value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private browsing or a full storage: the unsaved-changes guard still holds.
  }
};

/**
 * A form's values kept on this device while they are typed (after a pause of 400 ms), so that nothing
 * typed is lost to a closed tab or an ended session, and a guard on leaving the page with unsaved
 * changes (`blocker`, react-router's, for a confirm dialog). `restored` says the values came back from
 * an earlier visit; `saved()` forgets them once the server has them. `revive` completes a draft kept by
 * an older version of the form.
 */
export function useKeptDraft<V>(key: string, initial: V, revive: (kept: Partial<V>) => V) {
  const [restored] = useState(() => {
    const kept = readKept(key, revive);
    return kept && !same(kept, initial) ? kept : undefined;
  });
  const [values, setValues] = useState<V>(restored ?? initial);
  const [isSaved, setSaved] = useState(false);
  const isDirty = !same(values, initial);

  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    window.clearTimeout(timer.current);
    if (isSaved) return;
    timer.current = window.setTimeout(() => write(key, isDirty ? values : undefined), 400);
    return () => window.clearTimeout(timer.current);
  }, [values, isDirty, key, isSaved]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isSaved && currentLocation.pathname !== nextLocation.pathname,
  );

  return {
    values,
    setValues,
    isDirty,
    isSaved,
    isRestored: restored !== undefined,
    blocker,
    /** The server has the values: the draft goes, and leaving the page is free. */
    saved: () => {
      setSaved(true);
      write(key, undefined);
    },
  };
}
