import { Suspense } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../components/LogoMark';
import { lazyPart } from '../../components/overlays/lazy-part';
import primitives from '../../components/primitives.module.css';
import { pagePath } from '../../features/pages/paths';
import { useTranslation } from '../../lib/i18n';
import { usePageSettled } from '../../lib/page-settled';
import { usePublicSettings, useSiteName } from '../../lib/public-settings';
import { footerAreaLinks, type NavLinkItem } from '../nav';
import classes from './Footer.module.css';
import { LanguageSelect } from './LanguageSelect';

/**
 * The social icons (seven icons and the read of their list) are a chunk of their own, fetched once the
 * page has settled: they showed nothing before then anyway, and the landing's first load is smaller.
 */
const SocialLinks = lazyPart(() => import('./SocialLinks'), 'SocialLinks');

interface FooterColumn {
  key: string;
  titleKey: string;
  links: readonly NavLinkItem[];
}

/** The three columns of 000 §2.4; Navigation lists only the areas that exist (nav.ts). */
const columns: readonly FooterColumn[] = [
  {
    key: 'navigation',
    titleKey: 'footer.navigation',
    links: [{ to: '/', labelKey: 'footer.home' }, ...footerAreaLinks],
  },
  {
    key: 'resources',
    titleKey: 'footer.resources',
    links: [
      { to: pagePath('fonctionnalites'), labelKey: 'footer.features' },
      { to: pagePath('help'), labelKey: 'footer.help' },
      { to: pagePath('a-propos'), labelKey: 'footer.about' },
      { to: '/pricing', labelKey: 'footer.pricing' },
      { to: '/faq', labelKey: 'footer.faq' },
      { to: '/contact', labelKey: 'footer.contact' },
    ],
  },
  {
    key: 'legal',
    titleKey: 'footer.legal',
    links: [
      { to: pagePath('terms'), labelKey: 'footer.terms' },
      { to: pagePath('privacy'), labelKey: 'footer.privacy' },
      { to: pagePath('cookies'), labelKey: 'footer.cookies' },
      { to: pagePath('rgpd'), labelKey: 'footer.rgpd' },
      { to: pagePath('mentions-legales'), labelKey: 'footer.legalNotice' },
      { to: pagePath('accessibilite'), labelKey: 'footer.accessibility' },
    ],
  },
];

/** Every link the footer shows (nav.test.ts checks each one is routed). */
export const footerLinks: readonly NavLinkItem[] = columns.flatMap((column) => column.links);

/**
 * Site footer (000 §2.4): the brand with the social links, the Navigation / Ressources / Légal columns,
 * then the copyright and the language selector. Columns stack on small screens.
 */
export function Footer() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const footerLogo = usePublicSettings().data?.assets.footerLogo;
  const hasSettled = usePageSettled();

  return (
    <footer className={classes.footer}>
      <div className={primitives.containerLg}>
        <div className={classes.grid}>
          <div className={classes.brand}>
            <Link to="/" className={classes.brandLink} aria-label={t('shell.homeLink', { site: siteName })}>
              {footerLogo ? (
                <img src={footerLogo} alt="" height={32} className={classes.logo} />
              ) : (
                <>
                  <LogoMark size={32} />
                  <span className={classes.name}>{siteName}</span>
                </>
              )}
            </Link>
            <p className={`${primitives.text} ${primitives.dimmed} ${classes.tagline}`} data-size="sm">
              {t('app.tagline')}
            </p>
            {hasSettled && (
              <Suspense fallback={null}>
                <SocialLinks />
              </Suspense>
            )}
          </div>

          <nav aria-label={t('footer.label')} className={classes.columns}>
            {columns.map((column) => (
              <div key={column.key} className={classes.column}>
                <h2 className={classes.columnTitle} id={`footer-${column.key}`}>
                  {t(column.titleKey)}
                </h2>
                <ul className={classes.links} aria-labelledby={`footer-${column.key}`}>
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className={classes.link}>
                        {t(link.labelKey)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className={classes.bottom}>
          <p className={`${primitives.text} ${primitives.dimmed}`} data-size="sm">
            {t('footer.copyright', { year: new Date().getFullYear(), site: siteName })}
          </p>
          <LanguageSelect />
        </div>
      </div>
    </footer>
  );
}
