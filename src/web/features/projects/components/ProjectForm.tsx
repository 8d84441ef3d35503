import {
  Button,
  FileButton,
  Group,
  Image,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  ProjectBody,
  type ProjectDetail,
  type ProjectStatus,
  projectLimits,
  projectStatuses,
} from '../../../../common/contracts/projects';
import { FormFailure } from '../../../components/FormFailure';
import { UploadProgress } from '../../../components/UploadProgress';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { isAbortError } from '../../../lib/upload';
import { useContractForm } from '../../../lib/use-contract-form';
import { useUploadTransfer } from '../../../lib/use-upload-transfer';
import { LocationField } from '../../profiles';
import { removeProjectCover, uploadProjectCover, useSaveProject } from '../api/projects';
import { projectKeys } from '../api/query-keys';

interface ProjectFormValues extends Record<string, unknown> {
  title: string;
  description: string;
  /** Comma-separated, as the spec's form (002 §5). */
  tags: string;
  startDate: string;
  endDate: string;
  location: string;
  status: ProjectStatus;
}

const l = projectLimits;
const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

const valuesOf = (project: ProjectDetail | undefined): ProjectFormValues => ({
  title: project?.title ?? '',
  description: project?.description ?? '',
  tags: project?.tags.join(', ') ?? '',
  startDate: project?.startDate ?? '',
  endDate: project?.endDate ?? '',
  location: project?.location ?? '',
  status: project?.status ?? 'published',
});

interface ProjectFormProps {
  /** The project being edited; a new one when absent. */
  project?: ProjectDetail;
  onSaved: (project: ProjectDetail) => void;
  onCancel: () => void;
}

/**
 * The project form (002 §2, §5): title required, description, dates, comma-separated tags, place,
 * status and the cover (checked here for type and size with the spec's texts, then by its bytes on the
 * server). The cover is sent once the project is saved: a new project has no id before.
 */
export function ProjectForm({ project, onSaved, onCancel }: ProjectFormProps) {
  const { t } = useTranslation();
  const save = useSaveProject(project?.id);
  const queryClient = useQueryClient();
  const [cover, setCover] = useState<File | null>(null);
  const [isCoverRemoved, setCoverRemoved] = useState(false);
  const [coverError, setCoverError] = useState<string | null>(null);
  const [isSendingCover, setSendingCover] = useState(false);
  const transfer = useUploadTransfer();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!cover) return setPreview(null);
    const url = URL.createObjectURL(cover);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [cover]);

  const sendCover = async (saved: ProjectDetail): Promise<ProjectDetail> => {
    if (cover) {
      try {
        return await transfer.run(cover.name, (hooks) => uploadProjectCover(saved.id, cover, hooks));
      } catch (error) {
        // Cancelled: the project is saved without the cover, and the member is told so.
        notify(
          isAbortError(error)
            ? { message: t('common.upload.cancelled', { name: cover.name }) }
            : { color: 'red', message: t('projects.form.coverUploadError') },
        );
      }
    } else if (isCoverRemoved && saved.coverImageUrl) {
      try {
        return await removeProjectCover(saved.id);
      } catch {
        notify({ color: 'red', message: t('projects.form.coverRemoveError') });
      }
    }
    return saved;
  };

  const { form, handleSubmit, inputProps, errorOf, failure, isPending } = useContractForm(
    ProjectBody,
    (values: ProjectFormValues) => values,
    save,
    {
      initialValues: valuesOf(project),
      onSuccess: (saved) => {
        setSendingCover(true);
        void sendCover(saved).then((final) => {
          setSendingCover(false);
          queryClient.setQueryData(projectKeys.detail(final.id), final);
          onSaved(final);
        });
      },
    },
  );
  const shownCover = preview ?? (isCoverRemoved ? null : (project?.coverImageUrl ?? null));
  const busy = isPending || isSendingCover;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('projects.form.requiredNote')}
        </Text>
        <TextInput
          label={t('projects.form.title')}
          withAsterisk
          maxLength={l.titleMax}
          {...inputProps('title')}
        />
        <Textarea
          label={t('projects.form.description')}
          autosize
          minRows={6}
          maxRows={20}
          maxLength={l.descriptionMax}
          {...inputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('projects.form.startDate')} type="date" {...inputProps('startDate')} />
          <TextInput
            label={t('projects.form.endDate')}
            type="date"
            min={form.values.startDate || undefined}
            {...inputProps('endDate')}
          />
        </SimpleGrid>
        <TextInput
          label={t('projects.form.tags')}
          description={t('projects.form.tagsHint')}
          placeholder="énergie, agriculture"
          {...inputProps('tags')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <LocationField
            value={form.values.location}
            onChange={(value) => form.setFieldValue('location', value)}
            onPick={(place) => form.setFieldValue('location', place.adresse_complete)}
            onBlur={() => form.validateField('location')}
            error={errorOf('location')}
          />
          <Select
            label={t('projects.form.status')}
            data={projectStatuses.map((status) => ({ value: status, label: t(`projects.status.${status}`) }))}
            value={form.values.status}
            onChange={(value) => form.setFieldValue('status', (value ?? 'published') as ProjectStatus)}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="project-cover-label">
            {t('projects.form.cover')}
          </Text>
          {shownCover && (
            <Image
              src={shownCover}
              alt={t('projects.form.coverPreview')}
              radius="md"
              h={160}
              w="100%"
              fit="cover"
            />
          )}
          <Group gap="sm">
            <FileButton
              accept={imageTypes.join(',')}
              onChange={(file) => {
                setCoverError(null);
                if (!file) return;
                if (!file.type.startsWith('image/')) {
                  setCoverError(t('projects.form.coverNotImage'));
                  return;
                }
                if (file.size > l.coverMaxBytes) {
                  setCoverError(t('projects.form.coverTooLarge'));
                  return;
                }
                setCover(file);
                setCoverRemoved(false);
              }}
            >
              {(props) => (
                <Button variant="default" size="xs" aria-describedby="project-cover-label" {...props}>
                  {t('projects.form.coverPick')}
                </Button>
              )}
            </FileButton>
            {shownCover && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => {
                  setCover(null);
                  setCoverRemoved(true);
                }}
              >
                {t('projects.form.coverRemove')}
              </Button>
            )}
          </Group>
          <Text size="xs" c={coverError ? 'red.8' : 'dimmed'} role={coverError ? 'alert' : undefined}>
            {coverError ?? t('projects.form.coverHint')}
          </Text>
        </Stack>
        <FormFailure
          message={
            // A session that ended while the form was open (002 §5: 'Erreur : utilisateur non connecté').
            isApiError(save.error) && save.error.code === 'unauthenticated'
              ? t('projects.form.notSignedIn')
              : failure
                ? t('projects.form.sendError', { message: failure })
                : null
          }
        />
        <UploadProgress transfer={transfer} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('projects.form.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {project ? t('projects.form.submitEdit') : t('projects.form.submitNew')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
