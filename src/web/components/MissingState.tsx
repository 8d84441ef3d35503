import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { FormFailure } from './FormFailure';

interface MissingStateProps {
  title: string;
  message?: string;
  /** The way back to the area's list ('Retour aux offres d'emploi'). */
  back: { to: string; label: string };
  /** A 'Retour' (history back) beside it, when the message is about an ID (002 §2). */
  historyBackLabel?: string;
}

/**
 * The view of a record that cannot be shown (not found, forbidden, failed to load): the title, the
 * message in a red alert and the way back to the area's list.
 */
export function MissingState({ title, message, back, historyBackLabel }: MissingStateProps) {
  const navigate = useNavigate();
  return (
    <Container size="sm" w="100%" py="xl">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {title}
        </Title>
        <FormFailure message={message} />
        <Group gap="sm">
          <Button component={Link} to={back.to}>
            {back.label}
          </Button>
          {historyBackLabel && (
            <Button variant="default" onClick={() => void navigate(-1)}>
              {historyBackLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}

/**
 * An area's missing view: `title` and `message` from the page, the way back to the area's list
 * (catalog key), and with `withBack` the history back where the area has one.
 */
export const areaMissingState =
  (back: { to: string; labelKey: string }, historyBackKey?: string) =>
  ({ title, message, withBack = false }: { title: string; message?: string; withBack?: boolean }) => {
    const { t } = useTranslation();
    return (
      <MissingState
        title={title}
        message={message}
        back={{ to: back.to, label: t(back.labelKey) }}
        historyBackLabel={withBack && historyBackKey ? t(historyBackKey) : undefined}
      />
    );
  };
