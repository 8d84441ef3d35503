import { ActionIcon, Group } from '@mantine/core';
import { type Icon, IconBrandFacebook, IconBrandLinkedin, IconBrandX, IconLink } from '@tabler/icons-react';
import { blogLimits } from '../../../../common/contracts/blog';
import { NamedIcon } from '../../../components/overlays/LazyTooltip';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';

/** A network an article is shared on: its catalog key (tooltip and name) and its share address. */
interface ShareNetwork {
  labelKey: string;
  icon: Icon;
  href: (encodedUrl: string, title: string) => string;
}

const shareNetworks: readonly ShareNetwork[] = [
  {
    labelKey: 'blog.post.facebook',
    icon: IconBrandFacebook,
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  },
  {
    labelKey: 'blog.post.twitter',
    icon: IconBrandX,
    href: (url, title) => `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(title)}`,
  },
  {
    labelKey: 'blog.post.linkedin',
    icon: IconBrandLinkedin,
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
  },
];

/** An article's share links (001 §2.19): one per network, in a new tab, then 'Copier le lien'. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const encoded = encodeURIComponent(url);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ color: 'teal', message: t('blog.linkCopied'), autoClose: blogLimits.toastMs });
    } catch {
      notify({ color: 'red', message: url, autoClose: blogLimits.toastMs });
    }
  };

  return (
    <Group gap={4} aria-label={t('blog.post.share')} role="group">
      {shareNetworks.map(({ labelKey, icon: NetworkIcon, href }) => (
        <NamedIcon key={labelKey} label={t(labelKey)}>
          <ActionIcon
            component="a"
            href={href(encoded, title)}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            size="lg"
            aria-label={t(labelKey)}
          >
            <NetworkIcon size={18} aria-hidden />
          </ActionIcon>
        </NamedIcon>
      ))}
      <NamedIcon label={t('blog.post.copyLink')}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('blog.post.copyLink')}
          onClick={() => void copyLink()}
        >
          <IconLink size={18} aria-hidden />
        </ActionIcon>
      </NamedIcon>
    </Group>
  );
}
