import { NumberInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { eventTypes, eventLimits as l } from '../../../../common/contracts/events';
import { UrlInput } from '../../../components/UrlInput';
import { useTranslation } from '../../../lib/i18n';
import type { ContractForm } from '../../../lib/use-contract-form';
import { PlaceField } from '../../profiles';
import type { EventFormValues } from '../utils/event-form-values';
import classes from './EventCard.module.css';

/**
 * The event form's 'when and where' (002 §5): start and end, the type, the full address for présentiel
 * and hybride, the link for online (required there), and the capacity.
 */
export function EventWhenFields({ fields }: { fields: ContractForm<EventFormValues> }) {
  const { t } = useTranslation();
  const { form, inputProps, errorOf } = fields;
  const isOnline = form.values.type === 'en_ligne';

  return (
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
        <UrlInput
          label={t('events.form.onlineUrl')}
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
  );
}
