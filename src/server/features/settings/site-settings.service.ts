import {
  type AdminSettings,
  type AssetSlot,
  assetMaxBytes,
  assetSlots,
  type PublicSettings,
  type SiteConfiguration,
  SiteConfigurationBody,
  type SiteEnvironment,
  type UpdateAdminSettingsBody,
} from '../../../common/contracts/settings';
import type { AreaDeps } from '../../area';
import { processImage } from '../../lib/images';
import type { Actor } from '../../platform/actor';

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;

const slots = Object.keys(assetSlots) as AssetSlot[];

/** The site settings members see and admins change: toggles and the dashboard's images. */
export const createSiteSettingsService = (
  deps: Pick<AreaDeps, 'settings' | 'storage' | 'logs'> & {
    /** How this install runs (from its configuration), shown read-only on /admin/settings. */
    environment: SiteEnvironment;
  },
) => {
  const { settings, storage } = deps;

  const getAdmin = async (): Promise<AdminSettings> => ({
    loggingEnabled: await settings.getBoolean('logging_enabled'),
    aiEnabled: await settings.getBoolean('ai_enabled'),
  });

  const getConfiguration = async (): Promise<SiteConfiguration> => ({
    siteName: await settings.siteName(),
    contactEmail: (await settings.get('contact_email')) || null,
    environment: deps.environment,
  });

  return {
    async getPublic(): Promise<PublicSettings> {
      const values = await settings.getMany(Object.values(assetSlots));
      const assets = Object.fromEntries(
        slots.map((slot) => [slot, values[assetSlots[slot]] || null]),
      ) as PublicSettings['assets'];
      return {
        siteName: await settings.siteName(),
        contactEmail: (await settings.get('contact_email')) || null,
        aiEnabled: await settings.getBoolean('ai_enabled'),
        assets,
      };
    },

    getAdmin,

    /** 'Configuration du site' (/admin/settings, admin only through `admin.settings`). */
    getConfiguration,

    /** Saves the site's name and contact address (validated again here: the route is not the only caller). */
    async updateConfiguration(actor: Actor, body: SiteConfigurationBody): Promise<SiteConfiguration> {
      const values = SiteConfigurationBody.parse(body);
      await settings.set('site_name', values.siteName);
      await settings.set('contact_email', values.contactEmail ?? '');
      await deps.logs.record(actor.id, 'settings_updated', values);
      return getConfiguration();
    },

    /** Saves the toggles given, at once (upsert on the key, 000 §4 "Settings"). */
    async updateAdmin(actor: Actor, body: UpdateAdminSettingsBody): Promise<AdminSettings> {
      if (body.loggingEnabled !== undefined)
        await settings.set('logging_enabled', String(body.loggingEnabled));
      if (body.aiEnabled !== undefined) await settings.set('ai_enabled', String(body.aiEnabled));
      await deps.logs.record(actor.id, 'settings_updated', body);
      return getAdmin();
    },

    /**
     * Stores an uploaded image for a slot (type checked by its bytes, SVG sanitized, raster re-encoded)
     * and points the slot's setting at it; the replaced file is removed.
     */
    async uploadAsset(actor: Actor, slot: AssetSlot, data: Buffer): Promise<string> {
      const image = await processImage(data, {
        allowed: ['png', 'jpg', 'svg'],
        maxBytes: assetMaxBytes,
        maxWidth: slot.startsWith('hero') ? 2400 : 1200,
        notImage: { code: 'unsupported_file_type', messageKey: 'admin.dashboard.unsupportedType' },
      });
      const prefix = slot.startsWith('hero') ? 'hero-image' : 'website-logo';
      const key = `${prefix}-${Date.now()}-${slot}.${image.ext}`;
      await storage.put('public-assets', key, image.data);
      const url = storage.publicUrl('public-assets', key);
      const previous = await settings.get(assetSlots[slot]);
      await settings.set(assetSlots[slot], url);
      const previousKey = previous ? storage.keyOf('public-assets', previous) : undefined;
      if (previousKey) await storage.delete('public-assets', previousKey);
      await deps.logs.record(actor.id, 'asset_uploaded', { slot, url });
      return url;
    },

    /** Empties a slot: the site goes back to its default image. */
    async removeAsset(actor: Actor, slot: AssetSlot): Promise<void> {
      const previous = await settings.get(assetSlots[slot]);
      await settings.set(assetSlots[slot], '');
      const previousKey = previous ? storage.keyOf('public-assets', previous) : undefined;
      if (previousKey) await storage.delete('public-assets', previousKey);
      await deps.logs.record(actor.id, 'asset_removed', { slot });
    },
  };
};
