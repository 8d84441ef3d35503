import { MultiSelect, Stack, TagsInput, TextInput, Title } from '@mantine/core';
import { EventBody, type EventDetail, eventLimits } from '../../../../common/contracts/events';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { usePendingImage } from '../../../components/image-field/use-pending-image';
import { useContractFormWithImage } from '../../../components/image-field/use-save-with-image';
import { KeptDraftNotices } from '../../../components/KeptDraftNotices';
import { Notice } from '../../../components/Notice';
import { QueryFailure } from '../../../components/QueryFailure';
import { UploadProgress } from '../../../components/UploadProgress';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useBlogCategories } from '../../blog';
import { removeEventCover, uploadEventCover } from '../api/cover';
import { eventKeys } from '../api/query-keys';
import { useSaveEvent } from '../api/save-event';
import { toBody, valuesOf } from '../utils/event-form-values';
import { EventMoreFields } from './EventMoreFields';
import { EventWhenFields } from './EventWhenFields';

const l = eventLimits;

interface EventFormProps {
  /** The event being edited; a new one when absent. */
  event?: EventDetail;
  onSaved: (event: EventDetail) => void;
  onCancel: () => void;
}

/**
 * The event form (002 §5): title, dates and type required; the full address for présentiel and hybride;
 * the link for online; up to 4 categories from the blog's list; capacity, organizer, cover. Checked by
 * the contract on blur and on submit exactly as the server checks it.
 */
export function EventForm({ event, onSaved, onCancel }: EventFormProps) {
  const { t } = useTranslation();
  const save = useSaveEvent(event?.id);
  const categories = useBlogCategories();
  // The cover goes once the event is saved (a new event has no id before).
  const cover = usePendingImage<EventDetail>({
    current: event?.coverImageUrl,
    maxBytes: l.coverMaxBytes,
    texts: {
      notImage: t('events.form.imageType'),
      tooLarge: t('events.form.imageSize'),
      uploadFailed: (error) => t('events.form.uploadError', { message: t(errorMessageKey(error)) }),
    },
    upload: uploadEventCover,
    remove: removeEventCover,
    pictureOf: (saved) => saved.coverImageUrl,
    withProgress: true,
  });

  const fields = useContractFormWithImage(EventBody, toBody, save, {
    initialValues: valuesOf(event),
    image: cover,
    detailKey: eventKeys.detail,
    onSaved,
    keepDraft: `event.${event?.id ?? 'new'}`,
  });
  const { handleSubmit, inputProps, failure, isPending, draft } = fields;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xl">
        <KeptDraftNotices draft={draft} />
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('events.form.sectionWhat')}
          </Title>
          <TextInput
            label={t('events.form.title')}
            withAsterisk
            maxLength={l.titleMax}
            {...inputProps('title')}
          />
          <GrowingTextarea
            label={t('events.form.description')}
            minRows={5}
            maxRows={18}
            maxLength={l.descriptionMax}
            {...inputProps('description')}
          />
          {categories.isError ? (
            <QueryFailure
              message={t('events.form.categoriesError')}
              onRetry={() => void categories.refetch()}
            />
          ) : categories.data && categories.data.length === 0 ? (
            <Notice tone="caution">{t('events.form.categoriesEmpty')}</Notice>
          ) : (
            <MultiSelect
              label={t('events.form.categories')}
              description={t('events.form.categoriesHint')}
              data={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
              maxValues={l.categoriesMax}
              searchable
              {...inputProps('categoryIds')}
            />
          )}
          <TagsInput
            label={t('events.form.tags')}
            description={t('events.form.tagsHint')}
            maxTags={l.tagsMax}
            maxLength={l.tagMax}
            {...inputProps('tags')}
          />
        </Stack>
        <EventWhenFields fields={fields} />
        <EventMoreFields fields={fields} cover={cover} />

        <FormFailure message={failure} />
        <UploadProgress transfer={cover.transfer} />
        <FormActions
          isBusy={isPending || cover.isSending}
          onCancel={onCancel}
          cancelLabel={t('events.form.cancel')}
          submitLabel={event ? t('events.form.save') : t('events.form.create')}
        />
      </Stack>
    </form>
  );
}
