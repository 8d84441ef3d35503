import { Anchor, Button, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { SocialIcon, type SocialLink } from '../../../../common/contracts/pages';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import {
  DeleteConfirm,
  EditDialog,
  RowActions,
  useCrudState,
  useDoneToast,
} from '../../../components/admin/crud';
import { type DataColumn, DataTable } from '../../../components/admin/DataTable';
import { useTranslation } from '../../../lib/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import {
  SocialLinkBody,
  useAdminSocialLinks,
  useDeleteSocialLink,
  useSaveSocialLink,
} from '../api/social-links';

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
  const { editing, setEditing, deleting, setDeleting } = useCrudState<SocialLink>();
  const items = links.data?.items;
  const nextOrder = items && items.length > 0 ? Math.min(9999, (items.at(-1)?.order ?? 0) + 1) : 1;

  const columns: DataColumn<SocialLink>[] = [
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
        <Anchor
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {link.url}
        </Anchor>
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
    {
      key: 'actions',
      header: t('admin.socialLinks.columns.actions'),
      nowrap: true,
      cell: (link) => (
        <RowActions
          editLabel={t('admin.socialLinks.editNamed', { name: link.name })}
          deleteLabel={t('admin.socialLinks.deleteNamed', { name: link.name })}
          onEdit={() => setEditing(link)}
          onDelete={() => setDeleting(link)}
        />
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('admin.nav.social-links')}
        description={t('admin.socialLinks.description')}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('admin.socialLinks.new')}
          </Button>
        }
      />
      <DataTable
        label={t('admin.nav.social-links')}
        columns={columns}
        rowKey={(link) => link.id}
        rows={items}
        isPending={links.isPending}
        error={links.error}
        errorTitle={() => t('admin.socialLinks.loadError')}
        onRetry={() => void links.refetch()}
        emptyMessage={t('admin.socialLinks.empty')}
        minWidth={640}
      />
      {editing && (
        <SocialLinkForm
          link={editing === 'new' ? null : editing}
          nextOrder={nextOrder}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteConfirm
        prefix="admin.socialLinks"
        target={deleting?.id}
        detail={deleting?.name}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

interface Values extends Record<string, unknown> {
  name: string;
  url: string;
  icon: string;
  order: number | string;
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
  const done = useDoneToast();
  const save = useSaveSocialLink(link?.id ?? null);
  const form = useContractForm(SocialLinkBody, (values: Values) => values, save, {
    initialValues: {
      name: link?.name ?? '',
      url: link?.url ?? '',
      icon: link?.icon ?? '',
      order: link?.order ?? nextOrder,
    },
    onSuccess: () => {
      done('admin.socialLinks.saved');
      onClose();
    },
    failureKey: () => 'admin.socialLinks.saveError',
  });
  return (
    <EditDialog prefix="admin.socialLinks" isNew={!link} form={form} onClose={onClose}>
      <TextInput
        label={t('admin.socialLinks.nameLabel')}
        withAsterisk
        data-autofocus
        {...form.inputProps('name')}
      />
      <TextInput
        label={t('admin.socialLinks.urlLabel')}
        type="url"
        withAsterisk
        {...form.inputProps('url')}
      />
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
