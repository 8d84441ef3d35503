import {
  Alert,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { EventBody, type EventDetail, eventLimits, eventTypes } from '../../../../common/contracts/events';
import { type LocationSuggestion, placeOfField } from '../../../../common/contracts/profiles';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { ImageField } from '../../../components/image-field/ImageField';
import { usePendingImage } from '../../../components/image-field/use-pending-image';
import { useContractFormWithImage } from '../../../components/image-field/use-save-with-image';
import { KeptDraftNotices } from '../../../components/KeptDraftNotices';
import { UploadProgress } from '../../../components/UploadProgress';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useBlogCategories } from '../../blog';
import { PlaceField } from '../../profiles';
import { removeEventCover, uploadEventCover } from '../api/cover';
import { eventKeys } from '../api/query-keys';
import { useSaveEvent } from '../api/save-event';
import { fromLocalInput, toLocalInput } from '../utils/when';
import classes from './EventCard.module.css';

interface EventFormValues extends Record<string, unknown> {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  type: string;
  adresse: string;
  codePostal: string;
  /** The city field's text ("Dakar, Sénégal"). */
  place: string;
  /** The city picked from the list, while the text is still its label. */
  picked: LocationSuggestion | null;
  onlineUrl: string;
  capacity: number | string;
  categoryIds: string[];
  organizer: string;
  organizerEmail: string;
  organizerPhone: string;
  language: string;
  price: string;
  website: string;
  accessibility: string;
  cancellationPolicy: string;
  tags: string[];
}

const l = eventLimits;

/** Tomorrow at 18:00, and three hours later: a new event's default times. */
const defaultStart = () => {
  const at = new Date(Date.now() + 86_400_000);
  at.setHours(18, 0, 0, 0);
  return at;
};

const valuesOf = (event: EventDetail | undefined): EventFormValues => {
  const start = defaultStart();
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    startDate: toLocalInput(event?.startDate ?? start.toISOString()),
    endDate: toLocalInput(event?.endDate ?? new Date(start.getTime() + 3 * 3_600_000).toISOString()),
    type: event?.type ?? 'presentiel',
    adresse: event?.adresse ?? '',
    codePostal: event?.codePostal ?? '',
    place: event?.place?.adresse_complete ?? '',
    picked: event?.place ? { ...event.place, lat: event.place.lat ?? 0, lon: event.place.lon ?? 0 } : null,
    onlineUrl: event?.onlineUrl ?? '',
    capacity: event?.capacity ?? '',
    categoryIds: event?.categories.map((category) => category.id) ?? [],
    organizer: event?.organizer ?? '',
    organizerEmail: event?.organizerEmail ?? '',
    organizerPhone: event?.organizerPhone ?? '',
    language: event?.language ?? '',
    price: event?.price ?? '',
    website: event?.website ?? '',
    accessibility: event?.accessibility ?? '',
    cancellationPolicy: event?.cancellationPolicy ?? '',
    tags: event?.tags ?? [],
  };
};

/** The body: the picked city when the text is still its label, else "Ville, Pays" parsed; ISO dates. */
const toBody = (values: EventFormValues): EventBody => {
  const { picked, place, startDate, endDate, capacity, type, ...rest } = values;
  return {
    ...rest,
    type: type as EventBody['type'],
    startDate: fromLocalInput(startDate),
    endDate: fromLocalInput(endDate),
    place: placeOfField(place, picked),
    capacity: capacity === '' ? null : Number(capacity),
  };
};

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

  const { form, handleSubmit, inputProps, errorOf, failure, isPending, draft } = useContractFormWithImage(
    EventBody,
    toBody,
    save,
    {
      initialValues: valuesOf(event),
      image: cover,
      detailKey: eventKeys.detail,
      onSaved,
      keepDraft: `event.${event?.id ?? 'new'}`,
    },
  );
  const isOnline = form.values.type === 'en_ligne';

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
            <Alert color="red" variant="light" role="alert">
              {t('events.form.categoriesError')}
            </Alert>
          ) : categories.data && categories.data.length === 0 ? (
            <Alert color="yellow" variant="light">
              {t('events.form.categoriesEmpty')}
            </Alert>
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

        <Stack gap="md">
          <Title order={2} size="h4">
            {t('events.form.sectionWhen')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('events.form.startDate')}
              type="datetime-local"
              withAsterisk
              {...inputProps('startDate')}
            />
            <TextInput
              label={t('events.form.endDate')}
              type="datetime-local"
              withAsterisk
              {...inputProps('endDate')}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="event-type-label">
              {t('events.form.type')}{' '}
              <Text span c="red">
                *
              </Text>
            </Text>
            <SegmentedControl
              aria-labelledby="event-type-label"
              data={eventTypes.map((type) => ({ value: type, label: t(`events.types.${type}`) }))}
              value={form.values.type}
              onChange={(value) => form.setFieldValue('type', value)}
              w={{ base: '100%', sm: 'auto' }}
            />
          </Stack>
          {!isOnline && (
            <>
              <PlaceField form={form} error={errorOf('place')} />
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                <TextInput
                  label={t('events.form.adresse')}
                  placeholder={t('events.form.adressePlaceholder')}
                  withAsterisk
                  maxLength={l.textMax}
                  className={classes.street}
                  {...inputProps('adresse')}
                />
                <TextInput
                  label={t('events.form.codePostal')}
                  maxLength={l.postalCodeMax}
                  {...inputProps('codePostal')}
                />
              </SimpleGrid>
            </>
          )}
          {form.values.type !== 'presentiel' && (
            <TextInput
              label={t('events.form.onlineUrl')}
              type="url"
              placeholder="https://"
              withAsterisk={isOnline}
              maxLength={l.urlMax}
              {...inputProps('onlineUrl')}
            />
          )}
          <NumberInput
            label={t('events.form.capacity')}
            description={t('events.form.capacityHint')}
            min={1}
            max={l.capacityMax}
            allowDecimal={false}
            allowNegative={false}
            maw={260}
            {...inputProps('capacity')}
          />
        </Stack>

        <Stack gap="md">
          <Title order={2} size="h4">
            {t('events.form.sectionMore')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label={t('events.form.organizer')}
              maxLength={l.textMax}
              {...inputProps('organizer')}
            />
            <TextInput
              label={t('events.form.organizerEmail')}
              type="email"
              autoComplete="email"
              {...inputProps('organizerEmail')}
            />
            <TextInput
              label={t('events.form.organizerPhone')}
              type="tel"
              maxLength={l.phoneMax}
              {...inputProps('organizerPhone')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label={t('events.form.price')}
              placeholder={t('events.form.pricePlaceholder')}
              maxLength={l.priceMax}
              {...inputProps('price')}
            />
            <TextInput label={t('events.form.language')} maxLength={l.textMax} {...inputProps('language')} />
            <TextInput
              label={t('events.form.website')}
              type="url"
              placeholder="https://"
              maxLength={l.urlMax}
              {...inputProps('website')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <GrowingTextarea
              label={t('events.form.accessibility')}
              minRows={2}
              maxLength={l.longTextMax}
              {...inputProps('accessibility')}
            />
            <GrowingTextarea
              label={t('events.form.cancellationPolicy')}
              minRows={2}
              maxLength={l.longTextMax}
              {...inputProps('cancellationPolicy')}
            />
          </SimpleGrid>
          <ImageField
            image={cover}
            label={t('events.form.cover')}
            pickLabel={t('events.form.cover')}
            removeLabel={t('events.form.coverRemove')}
            hint={t('events.form.coverHint')}
            preview={(shown) =>
              shown && (
                <img
                  src={shown}
                  alt=""
                  className={classes.cover}
                  style={{ maxWidth: 420, borderRadius: 8 }}
                />
              )
            }
          />
        </Stack>

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
