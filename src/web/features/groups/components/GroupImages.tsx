import { Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { type GroupDetail, type GroupImageKind, groupLimits } from '../../../../common/contracts/groups';
import { imageAccept } from '../../../components/image-field/ImageField';
import { Note } from '../../../components/Note';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useGroupImage } from '../api/groups';

/** A group's pictures may also be GIFs (002 §5). */
export const groupImageAccept = `${imageAccept},image/gif`;

/**
 * The image management block of À propos (002 §5, §6: the creator and admins): the logo (5 MB,
 * 200×200 recommended) and the banner (10 MB, 1200×400), checked here for size and by the server
 * for their bytes.
 */
export function GroupImages({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const images = useGroupImage(group.id);

  const upload = (kind: GroupImageKind, file: File | null) => {
    if (!file) return;
    const max = kind === 'logo' ? groupLimits.logoMaxBytes : groupLimits.coverMaxBytes;
    if (file.size > max) {
      notify({
        color: 'red',
        title: t('groups.images.tooLarge'),
        message: t(kind === 'logo' ? 'groups.images.logoMax' : 'groups.images.coverMax'),
      });
      return;
    }
    images.upload.mutate(
      { kind, file },
      {
        onSuccess: () =>
          notify({
            color: 'teal',
            message: t(kind === 'logo' ? 'groups.images.logoDone' : 'groups.images.coverDone'),
          }),
        onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
      },
    );
  };

  const row = (kind: GroupImageKind, current: string | null) => (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Stack gap={0}>
        <Text fw={600}>{t(`groups.images.${kind}`)}</Text>
        <Note>{t(`groups.images.${kind}Hint`)}</Note>
      </Stack>
      <Group gap="xs">
        <FileButton accept={groupImageAccept} onChange={(file) => upload(kind, file)}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="sm"
              leftSection={<IconPhotoUp size={16} aria-hidden />}
              loading={images.upload.isPending && images.upload.variables?.kind === kind}
            >
              {t(current ? `groups.images.${kind}Change` : `groups.images.${kind}Add`)}
            </Button>
          )}
        </FileButton>
        {current && (
          <Button
            variant="subtle"
            color="red"
            size="sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={images.remove.isPending && images.remove.variables === kind}
            onClick={() =>
              images.remove.mutate(kind, {
                onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
              })
            }
          >
            {t(`groups.images.${kind}Remove`)}
          </Button>
        )}
      </Group>
    </Group>
  );

  return (
    <section>
      <Title order={2} size="h4" mb="xs">
        {t('groups.images.title')}
      </Title>
      <Stack gap="md">
        {row('logo', group.logoUrl)}
        {row('cover', group.coverImageUrl)}
      </Stack>
    </section>
  );
}
