import { Image, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  ProjectBody,
  type ProjectDetail,
  type ProjectStatus,
  projectLimits,
  projectStatuses,
} from '../../../../common/contracts/projects';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { ImageField } from '../../../components/image-field/ImageField';
import { usePendingImage } from '../../../components/image-field/use-pending-image';
import { useContractFormWithImage } from '../../../components/image-field/use-save-with-image';
import { KeptDraftNotices } from '../../../components/KeptDraftNotices';
import { Note } from '../../../components/Note';
import { UploadProgress } from '../../../components/UploadProgress';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
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
  // The cover goes once the project is saved (a new project has no id before).
  const cover = usePendingImage<ProjectDetail>({
    current: project?.coverImageUrl,
    maxBytes: l.coverMaxBytes,
    texts: {
      notImage: t('projects.form.coverNotImage'),
      tooLarge: t('projects.form.coverTooLarge'),
      uploadFailed: () => t('projects.form.coverUploadError'),
      removeFailed: () => t('projects.form.coverRemoveError'),
    },
    upload: uploadProjectCover,
    remove: removeProjectCover,
    pictureOf: (saved) => saved.coverImageUrl,
    withProgress: true,
  });

  const { form, handleSubmit, inputProps, errorOf, failure, isPending, draft } = useContractFormWithImage(
    ProjectBody,
    (values: ProjectFormValues) => values,
    save,
    {
      initialValues: valuesOf(project),
      image: cover,
      detailKey: projectKeys.detail,
      onSaved,
      keepDraft: `project.${project?.id ?? 'new'}`,
    },
  );
  const busy = isPending || cover.isSending;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <KeptDraftNotices draft={draft} />
        <Note>{t('projects.form.requiredNote')}</Note>
        <TextInput
          label={t('projects.form.title')}
          withAsterisk
          maxLength={l.titleMax}
          {...inputProps('title')}
        />
        <GrowingTextarea
          label={t('projects.form.description')}
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
        <ImageField
          image={cover}
          accept={imageTypes.join(',')}
          label={t('projects.form.cover')}
          pickLabel={t('projects.form.coverPick')}
          removeLabel={t('projects.form.coverRemove')}
          hint={t('projects.form.coverHint')}
          preview={(shown) =>
            shown && (
              <Image
                src={shown}
                alt={t('projects.form.coverPreview')}
                radius="md"
                h={160}
                w="100%"
                fit="cover"
              />
            )
          }
        />
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
        <UploadProgress transfer={cover.transfer} />
        <FormActions
          isBusy={busy}
          onCancel={onCancel}
          cancelLabel={t('projects.form.cancel')}
          submitLabel={project ? t('projects.form.submitEdit') : t('projects.form.submitNew')}
        />
      </Stack>
    </form>
  );
}
