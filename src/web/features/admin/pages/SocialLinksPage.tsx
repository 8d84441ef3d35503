import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { SocialIcon, type SocialLink } from '../../../../common/contracts/pages';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { type DataColumn, DataTable } from '../../../components/admin/DataTable';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormFailure } from '../../../components/FormFailure';
import { useTranslation } from '../../../lib/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import {
  SocialLinkBody,
  useAdminSocialLinks,
  useDeleteSocialLink,
  useSaveSocialLink,
} from '../api/social-links';
import { toast } from '../utils/toast';

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
  const [editing, setEditing] = useState<SocialLink | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SocialLink | null>(null);
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
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('admin.socialLinks.editNamed', { name: link.name })}
            onClick={() => setEditing(link)}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('admin.socialLinks.deleteNamed', { name: link.name })}
            onClick={() => setDeleting(link)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
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
      <ConfirmDialog
        opened={deleting !== null}
        title={t('admin.socialLinks.deleteTitle')}
        message={t('admin.socialLinks.deleteConfirm')}
        detail={deleting?.name}
        confirmLabel={t('admin.socialLinks.delete')}
        isPending={remove.isPending}
        error={remove.isError ? t('admin.socialLinks.deleteError') : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({
                color: 'sankofa',
                message: t('admin.socialLinks.deleted'),
                closeLabel: t('common.close'),
              });
              setDeleting(null);
            },
          })
        }
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
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
  const save = useSaveSocialLink(link?.id ?? null);
  const form = useContractForm(SocialLinkBody, (values: Values) => values, save, {
    initialValues: {
      name: link?.name ?? '',
      url: link?.url ?? '',
      icon: link?.icon ?? '',
      order: link?.order ?? nextOrder,
    },
    onSuccess: () => {
      toast({ color: 'sankofa', message: t('admin.socialLinks.saved'), closeLabel: t('common.close') });
      onClose();
    },
    failureKey: () => 'admin.socialLinks.saveError',
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={link ? t('admin.socialLinks.editTitle') : t('admin.socialLinks.createTitle')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
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
          <FormFailure message={form.failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('admin.socialLinks.cancel')}
            </Button>
            <Button type="submit" loading={form.isPending}>
              {t('admin.socialLinks.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
