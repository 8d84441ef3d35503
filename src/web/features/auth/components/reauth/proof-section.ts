import type { ComponentType } from 'react';
import type { ProofMethod } from '../../../../../common/contracts/auth';

/** What each method's section of the re-authentication dialog receives. */
export interface ProofSectionProps {
  /** The session is proven: the dialog closes and the waiting change is sent again. */
  onProven: () => void;
}

/** A method's section, loaded with the dialog (one file per method). */
export type ProofSection = ComponentType<ProofSectionProps>;

/** The dialog shows the sections of the methods the account has, in `ProofMethod`'s order. */
export type ProofSections = Record<ProofMethod, ProofSection>;
