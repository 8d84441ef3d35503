import { Anchor, Button, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type ContactBody as ContactValues,
  contactDomains,
  contactLimits,
} from '../../../../common/contracts/contact';
import { DoneNotice } from '../../../components/DoneNotice';
import { FormFailure } from '../../../components/FormFailure';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { HoneypotField } from '../../../components/HoneypotField';
import { PublicPage } from '../../../components/PublicPageHeader';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { usePublicSettings } from '../../../lib/public-settings';
import { useSession } from '../../../lib/session';
import { useContractForm } from '../../../lib/use-contract-form';
import { ContactBody, useSendContact } from '../api/send-contact';

interface Values extends Record<string, unknown> {
  domain: string;
  email: string;
  subject: string;
  message: string;
  honeypot: string;
}

/**
 * `/contact` (002 §2, §5, §8): a domain among the spec's eight, the sender's address (a member's own,
 * filled in), a subject and a message, a hidden honeypot. The team receives it by mail, and a signed-in
 * member a copy at their account's address (a visitor none: issue 33); 'Votre message a été envoyé
 * avec succès!' or the server's message.
 */
export function ContactView() {
  const { t } = useTranslation();
  usePageTitle(t('pages.contact.title'));
  const memberEmail = useSession().data?.user?.email ?? '';
  const send = useSendContact();
  const [isSent, setIsSent] = useState(false);
  const form = useContractForm(
    ContactBody,
    (values: Values) =>
      ({
        domain: values.domain,
        email: values.email,
        subject: values.subject,
        message: values.message,
        ...(values.honeypot ? { honeypot: values.honeypot } : {}),
      }) as ContactValues,
    send,
    {
      initialValues: { domain: '', email: memberEmail, subject: '', message: '', honeypot: '' },
      onSuccess: () => {
        setIsSent(true);
        form.form.setValues({ domain: '', subject: '', message: '' });
      },
      // A limit says when to retry; anything else is the spec's text.
      failureKey: (error) =>
        isApiError(error) && error.code === 'rate_limited' ? null : 'pages.contact.error',
    },
  );

  // The address set on /admin/settings, if any.
  const contactEmail = usePublicSettings().data?.contactEmail;

  return (
    <PublicPage title={t('pages.contact.title')} intro={t('pages.contact.intro')} size="sm">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        {isSent ? (
          <Stack gap="md" align="flex-start">
            <DoneNotice w="100%">{t('pages.contact.success')}</DoneNotice>
            <Button variant="default" onClick={() => setIsSent(false)}>
              {t('pages.contact.again')}
            </Button>
          </Stack>
        ) : (
          <form onSubmit={form.handleSubmit} noValidate>
            <Stack gap="md">
              <Select
                label={t('pages.contact.domainLabel')}
                placeholder={t('pages.contact.domainPlaceholder')}
                data={[...contactDomains]}
                withAsterisk
                allowDeselect={false}
                comboboxProps={{ shadow: 'md' }}
                {...form.inputProps('domain')}
              />
              <TextInput
                label={t('pages.contact.emailLabel')}
                type="email"
                autoComplete="email"
                withAsterisk
                leftSection={<IconMail size={16} aria-hidden />}
                {...form.inputProps('email')}
              />
              <TextInput
                label={t('pages.contact.subjectLabel')}
                withAsterisk
                maxLength={contactLimits.subjectMax}
                {...form.inputProps('subject')}
              />
              <GrowingTextarea
                label={t('pages.contact.messageLabel')}
                withAsterisk
                minRows={6}
                maxLength={contactLimits.messageMax}
                {...form.inputProps('message')}
              />
              <HoneypotField
                label={t('pages.contact.honeypotLabel')}
                {...form.form.getInputProps('honeypot')}
              />
              <FormFailure message={form.failure} />
              <Button type="submit" loading={form.isPending} style={{ alignSelf: 'flex-start' }}>
                {t('pages.contact.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
      {contactEmail && (
        <Text size="sm" c="dimmed" mt="md">
          {t('pages.contact.writeUs')}{' '}
          <Anchor href={`mailto:${contactEmail}`} fw={600} underline="always">
            {contactEmail}
          </Anchor>
        </Text>
      )}
    </PublicPage>
  );
}
