import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MentorshipRequestBody, mentorLimits } from '../../../../common/contracts/mentors';
import { FormFailure } from '../../../components/FormFailure';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { useTranslation } from '../../../lib/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import { useRequestMentorship } from '../api/requests';

interface Values extends Record<string, unknown> {
  message: string;
}

/**
 * The request form of a mentor's page (002 §5 "message required", §8): on success 'Demande envoyée avec
 * succès !' and the field is cleared; a refusal reads 'Erreur lors de l'envoi de la demande : ' and why.
 */
export function MentorshipRequestForm({ mentorId, onSent }: { mentorId: string; onSent: () => void }) {
  const { t } = useTranslation();
  const send = useRequestMentorship(mentorId);
  const [isSent, setSent] = useState(false);
  const { form, handleSubmit, inputProps, failure, isPending } = useContractForm(
    MentorshipRequestBody,
    (values: Values) => values,
    send,
    {
      initialValues: { message: '' },
      onSuccess: () => {
        form.reset();
        setSent(true);
        onSent();
      },
    },
  );
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <GrowingTextarea
          label={t('mentors.form.message')}
          placeholder={t('mentors.form.messagePlaceholder')}
          minRows={4}
          maxRows={10}
          maxLength={mentorLimits.messageMax}
          withAsterisk
          {...inputProps('message')}
          onFocus={() => setSent(false)}
        />
        {isSent && (
          <Text size="sm" c="teal.9" role="status">
            {t('mentors.form.success')}
          </Text>
        )}
        <FormFailure message={failure ? t('mentors.form.error', { message: failure }) : null} />
        <Button type="submit" loading={isPending} disabled={!form.values.message.trim()}>
          {t('mentors.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
