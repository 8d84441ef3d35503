import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { wrappingButton } from '../../../components/button-styles';
import { useTranslation } from '../../../lib/i18n';

/** Where a member enrols a second factor (the account area's security settings). */
const securitySettingsPath = '/settings/security';

/**
 * What a staff member without a second factor meets at `/admin` (issue 33 §4): the server keeps the
 * back office closed to them (`two_factor_required`); this page says why and leads to the enrolment.
 */
export function EnrolFirst() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder radius="lg" p="xl" maw={520} w="100%">
        <Stack gap="md">
          <ThemeIcon size={48} radius="xl" variant="light" color="ochre" aria-hidden>
            <IconShieldLock size={26} />
          </ThemeIcon>
          <Title order={1} size="h3">
            {t('admin.enrolFirst.title')}
          </Title>
          <Text>{t('admin.enrolFirst.body')}</Text>
          <Stack gap="sm">
            <Button component={Link} to={securitySettingsPath} fullWidth styles={wrappingButton}>
              {t('admin.enrolFirst.action')}
            </Button>
            <Button component={Link} to="/" variant="default" fullWidth>
              {t('admin.enrolFirst.back')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Center>
  );
}
