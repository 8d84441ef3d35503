import { useState } from 'react';

/**
 * The open state of a dialog or drawer whose code loads on its first opening: `isMounted` turns true
 * then and stays so, so that the dialog can play its closing transition and keeps what was typed in it.
 */
export function useFirstOpen(initiallyOpen = false) {
  const [state, setState] = useState({ isOpen: initiallyOpen, isMounted: initiallyOpen });
  return {
    isOpen: state.isOpen,
    isMounted: state.isMounted,
    open: () => setState({ isOpen: true, isMounted: true }),
    close: () => setState((current) => ({ ...current, isOpen: false })),
  };
}
