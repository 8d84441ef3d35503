import { type GroupImageKind, groupLimits } from '../../../../common/contracts/groups';
import { ImageField, type PendingImage } from '../../../components/ImageField';
import { TitledCard } from '../../../components/TitledCard';
import { useTranslation } from '../../../lib/i18n';

export type PendingGroupImages = Record<GroupImageKind, PendingImage>;

/**
 * The creation form's images section (002 §2 "/groups/create": basic information, type, images, rules
 * and tags): the logo (5 MB, 200×200) and the banner (10 MB, 1200×400), sent once the group exists.
 */
export function GroupImageFields({
  value,
  onChange,
}: {
  value: PendingGroupImages;
  onChange: (kind: GroupImageKind, image: PendingImage) => void;
}) {
  const { t } = useTranslation();
  return (
    <TitledCard title={t('groups.images.title')}>
      {(['logo', 'cover'] as const).map((kind) => (
        <ImageField
          key={kind}
          label={t(`groups.images.${kind}`)}
          hint={t(`groups.images.${kind}Hint`)}
          value={value[kind]}
          onChange={(image) => onChange(kind, image)}
          maxBytes={kind === 'logo' ? groupLimits.logoMaxBytes : groupLimits.coverMaxBytes}
          typeError={t('groups.form.imageType')}
          sizeError={`${t('groups.images.tooLarge')}. ${t(`groups.images.${kind}Max`)}`}
          pickLabel={t(`groups.images.${kind}Add`)}
          changeLabel={t(`groups.images.${kind}Change`)}
          removeLabel={t(`groups.images.${kind}Remove`)}
          shape={kind === 'logo' ? 'square' : 'wide'}
        />
      ))}
    </TitledCard>
  );
}
