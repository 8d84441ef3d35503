import { Anchor, Button, Checkbox, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DoneNotice } from '../../../components/DoneNotice';
import { FormFailure } from '../../../components/FormFailure';
import { HoneypotField } from '../../../components/HoneypotField';
import { Notice } from '../../../components/Notice';
import { PublicPage } from '../../../components/PublicPageHeader';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useContractForm } from '../../../lib/use-contract-form';
import { SubscribeBody, useNewsletterLink, useSubscribe } from '../api/newsletter';

interface Values extends Record<string, unknown> {
  email: string;
  acceptTerms: boolean;
  honeypot: string;
}

/**
 * /newsletter (002 §2, §5, §8): the address, the consent box ('Vous devez accepter de recevoir des
 * emails'), a hidden honeypot, links to the terms and privacy pages. A confirmation or unsubscribe link
 * of its mails lands here (`?confirmation=` / `?desinscription=`) and is followed at once.
 */
export function NewsletterPage() {
  const { t } = useTranslation();
  usePageTitle(t('newsletter.title'));
  const subscribe = useSubscribe();
  const [isDone, setIsDone] = useState(false);
  const form = useContractForm(
    SubscribeBody,
    (values: Values) => ({
      email: values.email,
      acceptTerms: values.acceptTerms,
      ...(values.honeypot ? { honeypot: values.honeypot } : {}),
    }),
    subscribe,
    {
      initialValues: { email: '', acceptTerms: false, honeypot: '' },
      onSuccess: () => setIsDone(true),
      failureKey: (error) =>
        isApiError(error) && error.code === 'network' ? 'newsletter.networkError' : null,
    },
  );

  return (
    <PublicPage title={t('newsletter.title')} intro={t('newsletter.intro')} size="sm">
      <Stack gap="lg">
        <LinkOutcome />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          {isDone ? (
            <DoneNotice>
              <Text fw={600}>{t('newsletter.success')}</Text>
              <Text size="sm" mt={4}>
                {t('newsletter.successCheck')}
              </Text>
            </DoneNotice>
          ) : (
            <form onSubmit={form.handleSubmit} noValidate aria-label={t('newsletter.formLabel')}>
              <Stack gap="md">
                <TextInput
                  label={t('newsletter.emailLabel')}
                  placeholder={t('newsletter.emailPlaceholder')}
                  type="email"
                  autoComplete="email"
                  leftSection={<IconMail size={16} aria-hidden />}
                  withAsterisk
                  {...form.inputProps('email')}
                />
                <Checkbox
                  label={t('newsletter.consentLabel')}
                  {...form.form.getInputProps('acceptTerms', { type: 'checkbox' })}
                  error={form.errorOf('acceptTerms')}
                />
                <HoneypotField
                  label={t('newsletter.honeypotLabel')}
                  {...form.form.getInputProps('honeypot')}
                />
                <Text size="sm" c="dimmed">
                  {t('newsletter.legalBefore')}{' '}
                  <Anchor component={Link} to="/page/terms" inherit>
                    {t('newsletter.terms')}
                  </Anchor>{' '}
                  {t('newsletter.legalBetween')}{' '}
                  <Anchor component={Link} to="/page/privacy" inherit>
                    {t('newsletter.privacy')}
                  </Anchor>
                  .
                </Text>
                <FormFailure message={form.failure} />
                <Button type="submit" loading={form.isPending} size="md" style={{ alignSelf: 'flex-start' }}>
                  {t('newsletter.submit')}
                </Button>
              </Stack>
            </form>
          )}
        </Paper>
      </Stack>
    </PublicPage>
  );
}

/** The result of a confirmation or unsubscribe link, followed once when the page opens with one. */
function LinkOutcome() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const link = useNewsletterLink();
  const confirmation = params.get('confirmation');
  const unsubscribe = params.get('desinscription');
  const kind = confirmation ? 'confirm' : unsubscribe ? 'unsubscribe' : null;
  const token = confirmation ?? unsubscribe;
  const followed = useRef<string | null>(null);
  const { mutate } = link;

  useEffect(() => {
    if (!kind || !token || followed.current === token) return;
    followed.current = token;
    mutate({ kind, token });
  }, [kind, token, mutate]);

  if (!kind) return null;
  if (link.isError) {
    return <FormFailure message={t('newsletter.linkInvalid')} />;
  }
  if (link.isSuccess) {
    return (
      <DoneNotice>
        {t(kind === 'confirm' ? 'newsletter.confirmed' : 'newsletter.unsubscribed', {
          email: link.data.email,
        })}
      </DoneNotice>
    );
  }
  return (
    <Notice role="status">
      {t(kind === 'confirm' ? 'newsletter.confirming' : 'newsletter.unsubscribing')}
    </Notice>
  );
}
