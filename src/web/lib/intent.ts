/**
 * A control's handlers that start loading what its click will need once the person shows the intent:
 * the pointer over it, or the focus on it (a keyboard, a screen reader), so the click finds it ready.
 */
export const intentHandlers = (load: (() => void) | undefined) => ({ onPointerEnter: load, onFocus: load });
