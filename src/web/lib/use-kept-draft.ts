import { useEffect, useRef, useState } from 'react';
import { useSession } from './session';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const draftPrefix = 'sankofa.draft.';
/** Where drafts were kept before they were the member's (the blog editor's alone). */
const legacyPrefix = 'sankofa.blog-draft.';

const readKept = <V>(key: string | undefined, revive: (kept: Partial<V>) => V): V | undefined => {
  if (!key) return undefined;
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
 * After a sign-out: no draft stays on this device, so the next person to use it finds none. (Each
 * member's drafts are also under their own key, for a session that ends without a sign-out.)
 */
export const forgetDrafts = () => {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i));
    for (const key of keys) {
      if (key?.startsWith(draftPrefix) || key?.startsWith(legacyPrefix)) window.localStorage.removeItem(key);
    }
  } catch {
    // No storage: nothing was kept.
  }
};

/** The storage key of one form's draft for the signed-in member; none for a visitor. */
const useDraftKey = (form: string | undefined) => {
  const userId = useSession().data?.user?.id;
  return form && userId ? `${draftPrefix}${userId}.${form}` : undefined;
};

/** The draft kept by an earlier visit, read once; none when it is what the form starts from. */
const useRestored = <V>(key: string | undefined, initial: V, revive: (kept: Partial<V>) => V) =>
  useState(() => {
    const kept = readKept(key, revive);
    return kept && !same(kept, initial) ? kept : undefined;
  })[0];

export interface DraftKeeping {
  /** The values differ from those the form started from. */
  isDirty: boolean;
  /** The server has the values. */
  isSaved: boolean;
  /** The values came back from an earlier visit. */
  isRestored: boolean;
  /**
   * Leaving the page now would leave changes the server does not have (`KeptDraftNotices` asks first).
   * Read when asked, so that a navigation right after `saved()` goes through.
   */
  hasUnsavedChanges: () => boolean;
  /** The server has the values: the draft goes, and leaving the page is free. */
  saved: () => void;
  /**
   * The server has these values, and the form goes on (a wizard's step): the draft goes, and changes
   * made from now on are kept again.
   */
  stored: (values: unknown) => void;
  /** The kept draft is removed now (not after the pause of typing). */
  forget: () => void;
}

/** A kept draft the member can also set aside, back to the saved version. */
export interface KeptDraft extends DraftKeeping {
  discard: () => void;
}

/** `keeping`, set aside by `reset` (the form back to its saved values) and removed from the device at once. */
export const withDiscard = (keeping: DraftKeeping, reset: () => void): KeptDraft => ({
  ...keeping,
  discard: () => {
    reset();
    keeping.forget();
  },
});

/** Keeps `values` under `key` while they differ from `initial`. */
const useKeeping = <V>(key: string | undefined, values: V, initial: V, isRestored: boolean): DraftKeeping => {
  const [isSaved, setSaved] = useState(false);
  const [stored, setStored] = useState<{ values: unknown }>();
  const isDirty = !same(values, stored ? stored.values : initial);
  const unsaved = useRef(false);
  unsaved.current = key !== undefined && isDirty && !isSaved;

  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    window.clearTimeout(timer.current);
    if (isSaved || !key) return;
    timer.current = window.setTimeout(() => write(key, isDirty ? values : undefined), 400);
    return () => window.clearTimeout(timer.current);
  }, [values, isDirty, key, isSaved]);

  return {
    isDirty,
    isSaved,
    isRestored,
    hasUnsavedChanges: () => unsaved.current,
    saved: () => {
      unsaved.current = false;
      setSaved(true);
      if (key) write(key, undefined);
    },
    stored: (values) => {
      unsaved.current = false;
      setStored({ values });
      if (key) write(key, undefined);
    },
    forget: () => {
      window.clearTimeout(timer.current);
      if (key) write(key, undefined);
    },
  };
};

/**
 * A form's values kept on this device while they are typed (after a pause of 400 ms), so that nothing
 * typed is lost to a closed tab or an ended session; `KeptDraftNotices` shows it and asks before the
 * page is left with unsaved changes. `form` names the form ('blog.new', `project.${id}`); the
 * draft is the signed-in member's own, and forgotten at sign-out. `revive` completes a draft kept by an
 * older version of the form.
 */
export function useKeptDraft<V>(form: string, initial: V, revive: (kept: Partial<V>) => V) {
  const key = useDraftKey(form);
  const restored = useRestored(key, initial, revive);
  const [values, setValues] = useState<V>(restored ?? initial);
  const keeping = useKeeping(key, values, initial, restored !== undefined);
  return { values, setValues, ...withDiscard(keeping, () => setValues(initial)) };
}

export interface KeptStart<V> {
  key: string | undefined;
  /** The values to start from: the kept draft, or the form's own. */
  values: V;
  isRestored: boolean;
}

/**
 * For a form whose values another hook holds (Mantine's `useForm`): the values to start it from. Only
 * the fields the form still has come back, each completed from `initial`. Then `useDraftKeeping`.
 */
export function useKeptStart<V extends Record<string, unknown>>(
  form: string | undefined,
  initial: V,
): KeptStart<V> {
  const key = useDraftKey(form);
  const restored = useRestored(key, initial, (kept) => {
    const known = Object.entries(kept).filter(([field]) => field in initial);
    return { ...initial, ...Object.fromEntries(known) };
  });
  return { key, values: restored ?? initial, isRestored: restored !== undefined };
}

/** Keeps the values of a form started with `useKeptStart`, as they are typed. */
export const useDraftKeeping = <V>(start: KeptStart<V>, values: V, initial: V): DraftKeeping =>
  useKeeping(start.key, values, initial, start.isRestored);
