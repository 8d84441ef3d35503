import type { AssetSlot } from '../../../../common/contracts/settings';

/** How a slot's image is previewed: on the surface where the site shows it, at its display size. */
export type AssetPreview = 'headerLogo' | 'footerLogo' | 'square' | 'squareWhite' | 'hero';

export interface AssetSlotView {
  slot: AssetSlot;
  /** Catalog keys of the card's title and of its recommendation. */
  titleKey: string;
  hintKey: string;
  preview: AssetPreview;
  /** Which prefix an upload error gets (000 §8 "Admin dashboard"). */
  kind: 'logo' | 'image';
  /** For the carousel slots: the number shown in the title. */
  number?: number;
}

/** The logos of the dashboard, with their recommended sizes (000 §9). */
export const logoSlots: readonly AssetSlotView[] = [
  {
    slot: 'siteLogo',
    titleKey: 'admin.dashboard.assets.siteLogo.title',
    hintKey: 'admin.dashboard.assets.siteLogo.hint',
    preview: 'headerLogo',
    kind: 'logo',
  },
  {
    slot: 'footerLogo',
    titleKey: 'admin.dashboard.assets.footerLogo.title',
    hintKey: 'admin.dashboard.assets.footerLogo.hint',
    preview: 'footerLogo',
    kind: 'logo',
  },
  {
    slot: 'squareLogo',
    titleKey: 'admin.dashboard.assets.squareLogo.title',
    hintKey: 'admin.dashboard.assets.squareLogo.hint',
    preview: 'square',
    kind: 'logo',
  },
  {
    slot: 'squareLogoWhite',
    titleKey: 'admin.dashboard.assets.squareLogoWhite.title',
    hintKey: 'admin.dashboard.assets.squareLogoWhite.hint',
    preview: 'squareWhite',
    kind: 'logo',
  },
];

export const heroMainSlot: AssetSlotView = {
  slot: 'heroMain',
  titleKey: 'admin.dashboard.assets.heroMain.title',
  hintKey: 'admin.dashboard.assets.heroMain.hint',
  preview: 'hero',
  kind: 'image',
};

/** The six carousel images (000 §9 "Six hero image slots"). */
export const carouselSlots: readonly AssetSlotView[] = (
  ['hero1', 'hero2', 'hero3', 'hero4', 'hero5', 'hero6'] as const
).map((slot, index) => ({
  slot,
  titleKey: 'admin.dashboard.assets.carousel.title',
  hintKey: 'admin.dashboard.assets.carousel.hint',
  preview: 'hero',
  kind: 'image',
  number: index + 1,
}));
