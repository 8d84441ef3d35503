import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogin, IconQuote } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type PublicTestimonial, testimonialContentMax } from '../../../../common/contracts/testimonials';
import { DoneNotice } from '../../../components/DoneNotice';
import { ErrorState } from '../../../components/ErrorState';
import { FormFailure } from '../../../components/FormFailure';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { NumberedPagination } from '../../../components/NumberedPagination';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { PublicPage } from '../../../components/PublicPageHeader';
import { SectionLoader } from '../../../components/SectionLoader';
import { StarInput, Stars } from '../../../components/StarRating';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useContractForm } from '../../../lib/use-contract-form';
import { useAuthDialog } from '../../auth';
import { SubmitTestimonialBody, usePublicTestimonials, useSubmitTestimonial } from '../api/testimonials';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/**
 * /temoignages (002 §2, 001 §1, §5, §8): the approved testimonials, 5 a page, newest first; a member
 * shares theirs (text and rating, published once approved); a visitor is asked to sign in.
 */
export function TestimonialsPage() {
  const { t } = useTranslation();
  usePageTitle(t('testimonials.title'));
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const testimonials = usePublicTestimonials(page);
  const isMember = Boolean(useSession().data?.user);

  const setPage = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    document.getElementById('testimonials-list')?.scrollIntoView({ block: 'start' });
  };

  return (
    <PublicPage title={t('testimonials.title')} intro={t('testimonials.intro')}>
      <Stack gap="xl">
        {isMember ? <SubmitForm /> : <SignInPrompt />}
        <section
          id="testimonials-list"
          aria-label={t('testimonials.listLabel')}
          aria-busy={testimonials.isFetching}
        >
          {testimonials.isPending ? (
            <SectionLoader py="xl" />
          ) : testimonials.isError ? (
            <ErrorState
              messageKey={errorMessageKey(testimonials.error)}
              onRetry={() => void testimonials.refetch()}
            />
          ) : testimonials.data.items.length === 0 ? (
            <Paper withBorder radius="lg" p="xl">
              <Text ta="center" c="dimmed">
                {t('testimonials.empty')}
              </Text>
            </Paper>
          ) : (
            <Stack gap="md">
              <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {testimonials.data.items.map((testimonial) => (
                  <li key={testimonial.id}>
                    <TestimonialCard testimonial={testimonial} />
                  </li>
                ))}
              </Stack>
              <NumberedPagination of={{ ...testimonials.data, page }} onChange={setPage} />
            </Stack>
          )}
        </section>
      </Stack>
    </PublicPage>
  );
}

function TestimonialCard({ testimonial }: { testimonial: PublicTestimonial }) {
  const { t, language } = useTranslation();
  const name = testimonial.author.fullName?.trim() || t('testimonials.memberFallback');
  return (
    <Paper component="figure" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} m={0}>
      <Group justify="space-between" align="flex-start" mb="sm">
        <Stars value={testimonial.rating} label={t('testimonials.rating', { rating: testimonial.rating })} />
        <IconQuote size={28} color="var(--mantine-color-sankofa-2)" aria-hidden />
      </Group>
      <Text
        component="blockquote"
        m={0}
        size="md"
        lh={1.65}
        style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      >
        {testimonial.content}
      </Text>
      <Group component="figcaption" gap="sm" mt="md">
        <ProfileAvatar src={testimonial.author.avatarUrl} name={name} size={40} />
        <div>
          <Text fw={600} size="sm">
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatLongDate(testimonial.createdAt, language)}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** 002 §8: 'Veuillez vous connecter pour ajouter un témoignage', with the sign-in dialog. */
function SignInPrompt() {
  const { t } = useTranslation();
  const authDialog = useAuthDialog();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="sankofa.0">
      <Group justify="space-between" gap="md">
        <Text fw={500}>{t('testimonials.loginPrompt')}</Text>
        <Button
          leftSection={<IconLogin size={16} aria-hidden />}
          onClick={() => authDialog.open('login', { redirect: '/temoignages' })}
        >
          {t('testimonials.signIn')}
        </Button>
      </Group>
    </Paper>
  );
}

/** A member's testimonial: pending until the team approves it (001 §4). */
function SubmitForm() {
  const { t } = useTranslation();
  const submit = useSubmitTestimonial();
  const [isSent, setIsSent] = useState(false);
  const form = useContractForm(
    SubmitTestimonialBody,
    (values: { content: string; rating: number }) => values,
    submit,
    {
      initialValues: { content: '', rating: 0 },
      onSuccess: () => {
        setIsSent(true);
        form.form.reset();
      },
      // 001 §5/§8: a lost session and any other failure have their own texts; a limit says when.
      failureKey: (error) =>
        isApiError(error) && error.code === 'unauthenticated'
          ? 'testimonials.unauthenticated'
          : isApiError(error) && error.code === 'rate_limited'
            ? null
            : 'testimonials.error',
    },
  );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h3" mb={4}>
        {t('testimonials.formTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('testimonials.formNote')}
      </Text>
      {isSent && (
        <DoneNotice mb="md" onClose={() => setIsSent(false)}>
          {t('testimonials.success')}
        </DoneNotice>
      )}
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          <GrowingTextarea
            label={t('testimonials.contentLabel')}
            placeholder={t('testimonials.contentPlaceholder')}
            minRows={4}
            maxLength={testimonialContentMax}
            {...form.inputProps('content')}
          />
          <StarInput
            label={t('testimonials.ratingLabel')}
            value={form.form.values.rating}
            onChange={(value) => form.form.setFieldValue('rating', value)}
            starLabel={(value) => t('testimonials.rating', { rating: value })}
            error={form.errorOf('rating')}
          />
          <FormFailure message={form.failure} />
          <Button type="submit" loading={form.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('testimonials.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
