/**
 * A button whose label wraps on a phone rather than being cut ("Se déconnecter de tous les appareils"
 * at 390 px): the label may take two lines, and the button grows with it.
 */
export const wrappingButton = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  label: { whiteSpace: 'normal' as const, textAlign: 'center' as const, lineHeight: 1.3 },
};
