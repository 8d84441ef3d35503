import {
  Badge,
  Button,
  CloseButton,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  GroupBody,
  type GroupDetail,
  type GroupImageKind,
  groupLimits,
} from '../../../../common/contracts/groups';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { FormFailure } from '../../../components/FormFailure';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { usePendingImage } from '../../../components/image-field/use-pending-image';
import { KeptDraftNotices } from '../../../components/KeptDraftNotices';
import { TitledCard } from '../../../components/TitledCard';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useContractForm } from '../../../lib/use-contract-form';
import { groupKeys, removeGroupImage, uploadGroupImage, useCreateGroup } from '../api/groups';
import { GroupBasicFields, type GroupFormValues, GroupTypeField } from '../components/GroupFields';
import { GroupImageFields, type PendingGroupImages } from '../components/GroupImageFields';

interface Values extends GroupFormValues {
  tags: string[];
}

/**
 * `/groups/create` (002 §2, §5): basic information, type, images, rules and tags. Members only (the
 * route's guard). The logo and banner are sent once the group exists; a failed image does not undo the
 * group (002 §7: "image failures there are only logged"), the member is told and lands on the group.
 */
export function CreateGroupPage() {
  const { t } = useTranslation();
  usePageTitle(t('groups.form.createTitle'));
  const navigate = useNavigate();
  const mutation = useCreateGroup();
  const [tag, setTag] = useState('');
  const queryClient = useQueryClient();
  const pendingImage = (kind: GroupImageKind) => ({
    current: null,
    maxBytes: kind === 'logo' ? groupLimits.logoMaxBytes : groupLimits.coverMaxBytes,
    texts: {
      notImage: t('groups.form.imageType'),
      tooLarge: `${t('groups.images.tooLarge')}. ${t(`groups.images.${kind}Max`)}`,
      uploadFailed: (error: unknown) => t('groups.form.imageFailed', { message: t(errorMessageKey(error)) }),
    },
    upload: (id: string, file: File) => uploadGroupImage(id, kind, file),
    remove: (id: string) => removeGroupImage(id, kind),
    pictureOf: (saved: GroupDetail) => (kind === 'logo' ? saved.logoUrl : saved.coverImageUrl),
  });
  const images: PendingGroupImages = {
    logo: usePendingImage<GroupDetail>(pendingImage('logo')),
    cover: usePendingImage<GroupDetail>(pendingImage('cover')),
  };

  const { form, handleSubmit, inputProps, errorOf, failure, isPending, draft } = useContractForm(
    GroupBody,
    (values: Values) => values,
    mutation,
    {
      initialValues: { name: '', description: '', type: 'public', categoryId: null, rules: '', tags: [] },
      keepDraft: 'group.new',
      // The images go once the group exists, one after the other; one that fails is told and the
      // member still lands on the group.
      onSuccess: (group) =>
        images.logo.afterSave(group, (withLogo) =>
          images.cover.afterSave(withLogo, (final) => {
            queryClient.setQueryData(groupKeys.detail(final.id), final);
            void queryClient.invalidateQueries({ queryKey: ['groups', 'list'] });
            notify({ color: 'teal', message: t('groups.form.created') });
            navigate(`/groups/${final.id}`);
          }),
        ),
    },
  );
  const tags = form.values.tags;
  const addTag = () => {
    const value = tag.trim();
    if (value && !tags.includes(value) && tags.length < groupLimits.tagsMax) {
      form.setFieldValue('tags', [...tags, value.slice(0, groupLimits.tagMax)]);
    }
    setTag('');
  };
  const onTagKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addTag();
    }
  };
  const hasFieldErrors = Object.keys(form.errors).length > 0;

  return (
    <Container size="sm" w="100%" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs
          items={[{ label: t('groups.title'), to: '/groups' }, { label: t('groups.form.createTitle') }]}
        />
        <Title order={1}>{t('groups.form.createTitle')}</Title>
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="lg">
            <KeptDraftNotices draft={draft} />
            {hasFieldErrors && (
              <Text c="red.8" role="alert" size="sm">
                {t('groups.form.requiredFields')}
              </Text>
            )}
            <TitledCard title={t('groups.form.basics')}>
              <GroupBasicFields
                inputProps={inputProps}
                errorOf={errorOf}
                description={form.values.description}
              />
            </TitledCard>
            <Paper withBorder radius="lg" p="lg">
              <GroupTypeField inputProps={inputProps} />
            </Paper>
            <GroupImageFields images={images} />
            <TitledCard title={t('groups.form.rulesSection')}>
              <GrowingTextarea
                label={t('groups.form.rules')}
                placeholder={t('groups.form.rulesPlaceholder')}
                minRows={3}
                maxLength={groupLimits.rulesMax}
                {...inputProps('rules')}
              />
              <Stack gap="xs">
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    label={t('groups.form.tags')}
                    placeholder={t('groups.form.tagPlaceholder')}
                    value={tag}
                    onChange={(event) => setTag(event.currentTarget.value)}
                    onKeyDown={onTagKey}
                    maxLength={groupLimits.tagMax}
                    error={errorOf('tags')}
                    flex={1}
                  />
                  <Button variant="default" onClick={addTag} disabled={tag.trim() === ''}>
                    {t('groups.form.addTag')}
                  </Button>
                </Group>
                {tags.length > 0 && (
                  <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {tags.map((value) => (
                      <li key={value}>
                        <Badge
                          size="lg"
                          variant="light"
                          color="sankofa"
                          c="sankofa.9"
                          tt="none"
                          rightSection={
                            <CloseButton
                              size="xs"
                              c="sankofa.9"
                              aria-label={t('groups.form.removeTag', { tag: value })}
                              onClick={() =>
                                form.setFieldValue(
                                  'tags',
                                  tags.filter((other) => other !== value),
                                )
                              }
                            />
                          }
                        >
                          {value}
                        </Badge>
                      </li>
                    ))}
                  </Group>
                )}
              </Stack>
            </TitledCard>
            <FormFailure
              message={
                failure && mutation.error
                  ? t('groups.form.createFailed', { message: t(errorMessageKey(mutation.error)) })
                  : null
              }
            />
            <Group justify="flex-end">
              <Button variant="default" component={Link} to="/groups">
                {t('groups.form.cancel')}
              </Button>
              <Button type="submit" loading={isPending || images.logo.isSending || images.cover.isSending}>
                {t('groups.form.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
