import { Input, Rating, Stack } from '@mantine/core';
import { MentorReviewBody, mentorLimits } from '../../../../common/contracts/mentors';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import { useReviewMentorship } from '../api/requests';

interface Values extends Record<string, unknown> {
  rating: number;
  text: string;
}

/** The mentee's review of an accepted mentorship: 1 to 5 stars and a text, once. */
export function ReviewForm({ requestId, onDone }: { requestId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const review = useReviewMentorship(requestId);
  const { form, handleSubmit, inputProps, errorOf, failure, isPending } = useContractForm(
    MentorReviewBody,
    (values: Values) => values,
    review,
    {
      initialValues: { rating: 0, text: '' },
      onSuccess: () => {
        notify({ color: 'teal', message: t('mentors.review.success') });
        onDone();
      },
    },
  );
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Input.Wrapper label={t('mentors.review.rating')} error={errorOf('rating')} withAsterisk>
          <Rating
            value={form.values.rating}
            onChange={(value) => form.setFieldValue('rating', value)}
            size="lg"
            aria-label={t('mentors.review.rating')}
          />
        </Input.Wrapper>
        <GrowingTextarea
          label={t('mentors.review.text')}
          placeholder={t('mentors.review.textPlaceholder')}
          minRows={3}
          maxLength={mentorLimits.reviewMax}
          withAsterisk
          {...inputProps('text')}
        />
        <FormFailure message={failure} />
        <FormActions isBusy={isPending} submitLabel={t('mentors.review.submit')} />
      </Stack>
    </form>
  );
}
