import { Badge, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPhoto } from '@tabler/icons-react';
import { Suspense } from 'react';
import { ExternalLink } from '../../../components/ExternalLink';
import { lazyPart } from '../../../components/overlays/lazy-part';
import { RowActions } from '../../../components/RowActions';
import { useTranslation } from '../../../lib/i18n';
import { imageSizes, responsiveImage } from '../../../lib/responsive-image';
import { useProfileItems } from '../api/get-profile-items';
import { useItemEditor } from '../utils/use-item-editor';
import { ItemDeleteConfirm } from './ItemDeleteConfirm';
import { ItemSection } from './ItemSection';
import { Loading } from './Loading';
import classes from './PortfolioSection.module.css';

// The form (and @mantine/form) loads when the owner opens it, not with the profile (DESIGN §6).
const loadPortfolioForm = () => import('./PortfolioForm');
const PortfolioForm = lazyPart(loadPortfolioForm, 'PortfolioForm');

interface SubListProps {
  profileId: string;
  isOwner: boolean;
}

/** The profile's portfolio, newest first: projects, publications, certifications, awards (000 §5). */
export function PortfolioSection({ profileId, isOwner }: SubListProps) {
  const { t } = useTranslation();
  const items = useProfileItems(profileId, 'portfolio');
  const editor = useItemEditor(profileId, 'portfolio');
  const list = items.data ?? [];

  return (
    <>
      <ItemSection
        id="portfolio"
        title={t('profiles.portfolio.title')}
        addLabel={isOwner && !editor.isOpen ? t('profiles.portfolio.add') : undefined}
        onAdd={editor.openNew}
        onAddIntent={() => void loadPortfolioForm()}
        isLoading={items.isPending}
        isError={items.isError}
        isEmpty={list.length === 0}
        emptyText={t(isOwner ? 'profiles.portfolio.emptyOwn' : 'profiles.portfolio.empty')}
        form={
          editor.state.mode === 'new' && (
            <Suspense fallback={<Loading py="md" />}>
              <PortfolioForm isPending={editor.isSaving} onSave={editor.save} onCancel={editor.close} />
            </Suspense>
          )
        }
      >
        <ul className={classes.grid}>
          {list.map((item) =>
            editor.isEditing(item.id) ? (
              <li key={item.id} className={classes.wide}>
                <Suspense fallback={<Loading py="md" />}>
                  <PortfolioForm
                    item={item}
                    isPending={editor.isSaving}
                    onSave={editor.save}
                    onCancel={editor.close}
                  />
                </Suspense>
              </li>
            ) : (
              <li key={item.id} className={classes.card}>
                {/* Only an uploaded image, served by the site (issue 33). */}
                {item.imageUrl && (
                  <Image
                    {...responsiveImage(item.imageUrl, imageSizes.thumbnail)}
                    alt=""
                    h={140}
                    fit="cover"
                    radius="sm"
                    loading="lazy"
                  />
                )}
                <Stack gap={4} p="sm">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <Title order={3} fz="md" className={classes.title}>
                      {item.title}
                    </Title>
                    {isOwner && (
                      <RowActions
                        editLabel={t('profiles.portfolio.editLabel', { name: item.title })}
                        deleteLabel={t('profiles.portfolio.deleteLabel', { name: item.title })}
                        onEdit={() => editor.openEdit(item.id)}
                        onDelete={() => editor.askDelete(item)}
                        disabled={editor.isOpen}
                      />
                    )}
                  </Group>
                  <Badge size="sm" variant="light" color="indigo" w="fit-content">
                    {t(`profiles.portfolio.types.${item.type}`)}
                  </Badge>
                  {item.description && (
                    <Text size="sm" className={classes.description}>
                      {item.description}
                    </Text>
                  )}
                  {item.url && (
                    <ExternalLink href={item.url} className={classes.link} size="sm">
                      {t('profiles.portfolio.open', { name: item.title })}
                      <IconExternalLink size={14} stroke={1.8} aria-hidden />
                    </ExternalLink>
                  )}
                  {item.imageLink && (
                    // An older image address on another site: a link, never loaded here (issue 33).
                    <ExternalLink
                      href={item.imageLink}
                      referrerPolicy="no-referrer"
                      className={classes.link}
                      size="sm"
                    >
                      <IconPhoto size={14} stroke={1.8} aria-hidden />
                      {t('profiles.portfolio.imageLink', { name: item.title })}
                    </ExternalLink>
                  )}
                </Stack>
              </li>
            ),
          )}
        </ul>
      </ItemSection>
      <ItemDeleteConfirm
        editor={editor}
        title={t('profiles.portfolio.deleteTitle')}
        detail={(item) => item.title}
      />
    </>
  );
}
