import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTiktok,
  IconBrandTwitter,
  IconBrandX,
  IconLink,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { SocialIcon } from '../../../common/contracts/pages';
import { useSocialLinks } from '../../features/pages/api/get-social-links';
import { useTranslation } from '../../lib/i18n';
import { usePageSettled } from '../../lib/page-settled';
import classes from './SocialLinks.module.css';

const icons: Record<
  SocialIcon,
  ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>
> = {
  linkedin: IconBrandLinkedin,
  twitter: IconBrandTwitter,
  x: IconBrandX,
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  tiktok: IconBrandTiktok,
};

/** The footer's social icons (000 §2.4), from the admins' list; each opens in a new tab. */
export function SocialLinks() {
  const { t } = useTranslation();
  // The footer's links are read once the page has settled (lib/page-settled.ts).
  const links = useSocialLinks(usePageSettled()).data?.items ?? [];
  if (links.length === 0) return null;
  return (
    <ul className={classes.list} aria-label={t('footer.social')}>
      {links.map((link) => {
        const Icon = link.icon ? icons[link.icon] : IconLink;
        return (
          <li key={link.id}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.link}
              aria-label={t('footer.socialLink', { name: link.name })}
            >
              <Icon size={20} stroke={1.7} aria-hidden />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
