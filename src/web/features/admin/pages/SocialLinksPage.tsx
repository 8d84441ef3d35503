import { NumberInput, Select, Text, TextInput } from '@mantine/core';
import { SocialIcon, type SocialLink } from '../../../../common/contracts/pages';
import { CrudScreen, EditDialog, useCrudForm } from '../../../components/admin/crud';
import { ExternalLink } from '../../../components/ExternalLink';
import { UrlInput } from '../../../components/UrlInput';
import { useTranslation } from '../../../lib/i18n';
import {
  SocialLinkBody,
  useAdminSocialLinks,
  useDeleteSocialLink,
  useSaveSocialLink,
} from '../api/social-links';

const prefix = 'admin.socialLinks';

/** The icons the footer draws (000 §3, 001 §3), by their brand names. */
const iconNames: Record<SocialIcon, string> = {
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  x: 'X',
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
};

/**
 * /admin/social-links (001 §2.5): the footer's links in their order, a form (name, URL, icon, order) in
 * a dialog, delete after confirmation; 'Nom et URL obligatoires' (§5). Admin only.
 */
export function SocialLinksPage() {
  const { t } = useTranslation();
  const links = useAdminSocialLinks();
  const remove = useDeleteSocialLink();
  const items = links.data?.items;
  const nextOrder = items && items.length > 0 ? Math.min(9999, (items.at(-1)?.order ?? 0) + 1) : 1;

  return (
    <CrudScreen<SocialLink, string>
      title={t('admin.nav.social-links')}
      description={t('admin.socialLinks.description')}
      newLabel={t('admin.socialLinks.new')}
      list={links}
      rows={items}
      rowKey={(link) => link.id}
      columns={[
        {
          key: 'order',
          header: t('admin.socialLinks.columns.order'),
          nowrap: true,
          cell: (link) => <Text size="sm">{link.order}</Text>,
        },
        {
          key: 'name',
          header: t('admin.socialLinks.columns.name'),
          isCardTitle: true,
          cell: (link) => (
            <Text size="sm" fw={600}>
              {link.name}
            </Text>
          ),
        },
        {
          key: 'url',
          header: t('admin.socialLinks.columns.url'),
          maxWidth: 320,
          cell: (link) => (
            <ExternalLink href={link.url} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {link.url}
            </ExternalLink>
          ),
        },
        {
          key: 'icon',
          header: t('admin.socialLinks.columns.icon'),
          nowrap: true,
          cell: (link) => (
            <Text size="sm">{link.icon ? iconNames[link.icon] : t('admin.socialLinks.noIcon')}</Text>
          ),
        },
      ]}
      actionsHeader={t('admin.socialLinks.columns.actions')}
      editLabel={(link) => t('admin.socialLinks.editNamed', { name: link.name })}
      deleteLabel={(link) => t('admin.socialLinks.deleteNamed', { name: link.name })}
      errorTitle={() => t('admin.socialLinks.loadError')}
      emptyMessage={t('admin.socialLinks.empty')}
      minWidth={640}
      form={(link, onClose) => <SocialLinkForm link={link} nextOrder={nextOrder} onClose={onClose} />}
      deletion={{ prefix, remove, target: (link) => link.id, detail: (link) => link.name }}
    />
  );
}

function SocialLinkForm({
  link,
  nextOrder,
  onClose,
}: {
  link: SocialLink | null;
  nextOrder: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useCrudForm(SocialLinkBody, useSaveSocialLink(link?.id ?? null), {
    initialValues: {
      name: link?.name ?? '',
      url: link?.url ?? '',
      icon: link?.icon ?? '',
      order: link?.order ?? nextOrder,
    },
    savedKey: `${prefix}.saved`,
    onClose,
    failureKey: () => `${prefix}.saveError`,
  });
  return (
    <EditDialog prefix={prefix} isNew={!link} form={form} onClose={onClose}>
      <TextInput
        label={t('admin.socialLinks.nameLabel')}
        withAsterisk
        data-autofocus
        {...form.inputProps('name')}
      />
      <UrlInput label={t('admin.socialLinks.urlLabel')} withAsterisk {...form.inputProps('url')} />
      <Select
        label={t('admin.socialLinks.iconLabel')}
        data={[
          { value: '', label: t('admin.socialLinks.noIcon') },
          ...SocialIcon.options.map((icon) => ({ value: icon, label: iconNames[icon] })),
        ]}
        allowDeselect={false}
        comboboxProps={{ shadow: 'md' }}
        {...form.inputProps('icon')}
      />
      <NumberInput
        label={t('admin.socialLinks.orderLabel')}
        min={0}
        max={9999}
        allowDecimal={false}
        w={160}
        {...form.inputProps('order')}
      />
    </EditDialog>
  );
}
