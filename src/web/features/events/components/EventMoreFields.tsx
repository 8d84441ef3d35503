import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { type EventDetail, eventLimits as l } from '../../../../common/contracts/events';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { ImageField } from '../../../components/image-field/ImageField';
import type { PendingImage } from '../../../components/image-field/use-pending-image';
import { UrlInput } from '../../../components/UrlInput';
import { useTranslation } from '../../../lib/i18n';
import type { ContractForm } from '../../../lib/use-contract-form';
import type { EventFormValues } from '../utils/event-form-values';
import classes from './EventCard.module.css';

interface EventMoreFieldsProps {
  fields: ContractForm<EventFormValues>;
  /** The cover, sent once the event is saved. */
  cover: PendingImage<EventDetail>;
}

/**
 * The event form's 'more' (002 §5): the organizer and how to reach them, price, language, website,
 * accessibility, cancellation policy and the cover.
 */
export function EventMoreFields({ fields: { inputProps }, cover }: EventMoreFieldsProps) {
  const { t } = useTranslation();

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('events.form.sectionMore')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label={t('events.form.organizer')} maxLength={l.textMax} {...inputProps('organizer')} />
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
        <UrlInput label={t('events.form.website')} maxLength={l.urlMax} {...inputProps('website')} />
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
            <img src={shown} alt="" className={classes.cover} style={{ maxWidth: 420, borderRadius: 8 }} />
          )
        }
      />
    </Stack>
  );
}
