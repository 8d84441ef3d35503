import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle, IconPencilPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { isUuid } from '../../../lib/uuid';
import { ConversationList } from '../components/ConversationList';
import classes from '../components/Messages.module.css';
import { NewMessageDialog } from '../components/NewMessageDialog';
import { ConversationThread, DraftThread } from '../components/Thread';
import { PaneError } from '../components/ThreadParts';

/** Nothing open yet (desktop's right pane). */
function NoConversation({ onNew }: { onNew: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.centerState}>
      <IconMessageCircle size={44} stroke={1.3} color="var(--mantine-color-sankofa-7)" aria-hidden />
      <Text fw={600}>{t('messages.thread.none')}</Text>
      <Text size="sm" c="dimmed" maw={340}>
        {t('messages.thread.noneHint')}
      </Text>
      <Button variant="light" mt="xs" onClick={onNew}>
        {t('messages.newMessage')}
      </Button>
    </div>
  );
}

/**
 * `/messages` and `/messages?conversation={id}` (000 §2.8), members only: the conversations on the
 * left, the open thread on the right (one pane at a time on small screens), 'Nouveau message'.
 * `?to={profileId}` opens the (maybe empty) conversation with a member.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [isDialogOpen, setDialogOpen] = useState(false);
  const me = useSession().data?.user?.id ?? '';
  usePageTitle(t('messages.title'));

  const conversationParam = params.get('conversation');
  const toParam = params.get('to');
  const conversationId = conversationParam && isUuid(conversationParam) ? conversationParam : null;
  const recipientId = !conversationParam && toParam && isUuid(toParam) ? toParam : null;
  const isBadParam =
    (conversationParam !== null && !conversationId) ||
    (toParam !== null && !conversationParam && !recipientId);
  const hasSelection = conversationParam !== null || toParam !== null;

  return (
    <Container size="lg" w="100%" py={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="md">
        <Breadcrumbs items={[{ label: t('messages.title') }]} />
        <Group justify="space-between" align="center" wrap="nowrap">
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {t('messages.title')}
          </Title>
          <Button
            leftSection={<IconPencilPlus size={18} stroke={1.8} aria-hidden />}
            onClick={() => setDialogOpen(true)}
            className={classes.newButton}
          >
            {t('messages.newMessage')}
          </Button>
        </Group>
        <div className={classes.layout} data-selected={hasSelection || undefined}>
          <section className={classes.listPane} aria-label={t('messages.list.label')}>
            <ConversationList selectedId={conversationId} />
          </section>
          <section className={classes.threadPane} aria-label={t('messages.title')}>
            {isBadParam ? (
              <PaneError messageKey="messages.thread.notFound" />
            ) : conversationId ? (
              <ConversationThread key={conversationId} conversationId={conversationId} me={me} />
            ) : recipientId ? (
              <DraftThread key={recipientId} profileId={recipientId} me={me} />
            ) : (
              <NoConversation onNew={() => setDialogOpen(true)} />
            )}
          </section>
        </div>
      </Stack>
      <NewMessageDialog opened={isDialogOpen} onClose={() => setDialogOpen(false)} />
    </Container>
  );
}
