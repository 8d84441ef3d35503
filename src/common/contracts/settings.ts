import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Registered } from '../registry';

/** Image slots of the admin dashboard (000 §2.9): their setting key holds the public URL. */
export const assetSlots = {
  siteLogo: 'website_logo_url',
  footerLogo: 'footer_logo_url',
  squareLogo: 'square_logo_url',
  squareLogoWhite: 'square_logo_white_url',
  heroMain: 'hero_image_url',
  hero1: 'hero_image_1_url',
  hero2: 'hero_image_2_url',
  hero3: 'hero_image_3_url',
  hero4: 'hero_image_4_url',
  hero5: 'hero_image_5_url',
  hero6: 'hero_image_6_url',
} as const;
export const AssetSlot = z.enum(
  Object.keys(assetSlots) as [keyof typeof assetSlots, ...(keyof typeof assetSlots)[]],
);
export type AssetSlot = z.infer<typeof AssetSlot>;
export const AssetSlotParams = z.object({ slot: AssetSlot });

/** Settings every visitor's page needs: the site name, the feature switch and the uploaded images. */
export const PublicSettings = z.object({
  siteName: z.string(),
  /** The address visitors may write to (the /contact page), set on /admin/settings; null: none shown. */
  contactEmail: z.string().nullable(),
  aiEnabled: z.boolean(),
  assets: z.record(AssetSlot, z.string().nullable()),
});
export type PublicSettings = z.infer<typeof PublicSettings>;

export const settingsEndpoints = {
  /** What every page needs: site name, AI switch and the uploaded images. */
  getPublic: endpoint('GET', '/settings/public', { response: PublicSettings, access: 'public' }),
};

/** The admin dashboard toggles (000 §2.9), both off by default. */
export const AdminSettings = z.object({ loggingEnabled: z.boolean(), aiEnabled: z.boolean() });
export type AdminSettings = z.infer<typeof AdminSettings>;
export const UpdateAdminSettingsBody = AdminSettings.partial();
export type UpdateAdminSettingsBody = z.infer<typeof UpdateAdminSettingsBody>;

/** Limits of the site configuration (/admin/settings): not in the spec, bounds on what is shown. */
export const siteConfigurationLimits = { siteNameMax: 60 } as const;

/**
 * 'Configuration du site' (001 §2.1; D§5 "settings admin page is a placeholder → real"): the settings
 * that had no screen. `siteName` names the site in mails, titles and share previews; `contactEmail` is
 * shown on the contact page. Blank `contactEmail`: none.
 */
export const SiteConfigurationBody = z.object({
  siteName: z
    .string({ error: 'admin.siteSettings.validation.siteNameRequired' })
    .trim()
    .min(1, { error: 'admin.siteSettings.validation.siteNameRequired' })
    .max(siteConfigurationLimits.siteNameMax, { error: 'admin.siteSettings.validation.siteNameTooLong' }),
  contactEmail: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : value),
    z.email({ error: 'admin.siteSettings.validation.contactEmail' }).max(254).nullable(),
  ),
});
export type SiteConfigurationBody = z.input<typeof SiteConfigurationBody>;
export type SiteConfigurationValues = z.output<typeof SiteConfigurationBody>;

/** How this install runs, read-only (never a secret): what the team may need to know. */
export const SiteEnvironment = z.object({
  publicUrl: z.string(),
  /** `smtp`: mails leave through SMTP_URL; `outbox`: they stay in the back office's outbox. */
  mailMode: z.enum(['smtp', 'outbox']),
  mailFrom: z.string(),
  storage: z.enum(['local', 's3']),
  database: z.enum(['pglite', 'postgresql']),
  aiConfigured: z.boolean(),
  stripeConfigured: z.boolean(),
});
export type SiteEnvironment = z.infer<typeof SiteEnvironment>;

export const SiteConfiguration = z.object({
  siteName: z.string(),
  contactEmail: z.string().nullable(),
  environment: SiteEnvironment,
});
export type SiteConfiguration = z.infer<typeof SiteConfiguration>;

export const AssetUploadResponse = z.object({ slot: AssetSlot, url: z.string().nullable() });
export type AssetUploadResponse = z.infer<typeof AssetUploadResponse>;

/** Uploads in the dashboard: 5 MB, PNG, JPG or SVG (000 §5 "Uploads in the admin dashboard"). */
export const assetMaxBytes = 5 * 1024 * 1024;

/** Log actions of the site settings (the admin dashboard's toggles and images). */
export const settingsLogActions = ['settings_updated', 'asset_uploaded', 'asset_removed'] as const;

declare module '../registry' {
  interface LogActions extends Registered<typeof settingsLogActions> {}
}
