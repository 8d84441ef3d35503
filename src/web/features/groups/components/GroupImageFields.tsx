import { Box } from '@mantine/core';
import type { GroupDetail, GroupImageKind } from '../../../../common/contracts/groups';
import { ImageField } from '../../../components/image-field/ImageField';
import type { PendingImage } from '../../../components/image-field/use-pending-image';
import { TitledCard } from '../../../components/TitledCard';
import { useTranslation } from '../../../lib/i18n';
import { groupImageAccept } from './GroupImages';

export type PendingGroupImages = Record<GroupImageKind, PendingImage<GroupDetail>>;

/** A group's logo (a square mark) or banner (a 3:1 frame), as the form previews it. */
const preview = (kind: GroupImageKind) => (shown: string | null) =>
  shown && (
    <Box
      component="img"
      src={shown}
      alt=""
      w={kind === 'logo' ? 96 : '100%'}
      maw={kind === 'logo' ? 96 : 480}
      style={{
        aspectRatio: kind === 'logo' ? '1' : '3 / 1',
        objectFit: 'cover',
        borderRadius: kind === 'logo' ? 12 : 8,
        border: '1px solid var(--mantine-color-gray-3)',
      }}
    />
  );

/**
 * The creation form's images section (002 §2 "/groups/create": basic information, type, images, rules
 * and tags): the logo (5 MB, 200×200) and the banner (10 MB, 1200×400), sent once the group exists.
 */
export function GroupImageFields({ images }: { images: PendingGroupImages }) {
  const { t } = useTranslation();
  return (
    <TitledCard title={t('groups.images.title')}>
      {(['logo', 'cover'] as const).map((kind) => (
        <ImageField
          key={kind}
          image={images[kind]}
          label={t(`groups.images.${kind}`)}
          hint={t(`groups.images.${kind}Hint`)}
          pickLabel={t(images[kind].shown ? `groups.images.${kind}Change` : `groups.images.${kind}Add`)}
          removeLabel={t(`groups.images.${kind}Remove`)}
          preview={preview(kind)}
          accept={groupImageAccept}
        />
      ))}
    </TitledCard>
  );
}
