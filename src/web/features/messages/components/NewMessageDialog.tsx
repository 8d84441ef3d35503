import { Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messagingLimits } from '../../../../common/contracts/messages';
import { displayName } from '../../../../common/format';
import { Modal } from '../../../components/Modal';
import { Note } from '../../../components/Note';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import pickRow from '../../../components/pick-row.module.css';
import { useTranslation } from '../../../lib/i18n';
import { useRecipientSearch } from '../api/search-recipients';
import { messageMemberPath, messagesPath } from '../paths';
import classes from './Messages.module.css';

interface NewMessageDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Nouveau message' (000 §2.8, §5): members by name or username from 2 characters, at most 10, never
 * oneself (the server applies all three). Choosing one opens the conversation with them, or an empty
 * one when they have never written to each other.
 */
export function NewMessageDialog({ opened, onClose }: NewMessageDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const search = useRecipientSearch(debounced);
  const isTooShort = Array.from(query.trim()).length < messagingLimits.searchMin;
  const items = search.data?.items ?? [];

  const handleClose = () => {
    setQuery('');
    onClose();
  };

  const handlePick = (member: (typeof items)[number]) => {
    handleClose();
    void navigate(member.conversationId ? messagesPath(member.conversationId) : messageMemberPath(member.id));
  };

  return (
    <Modal opened={opened} onClose={handleClose} title={t('messages.newMessage')} size="md">
      <Stack gap="sm">
        <TextInput
          data-autofocus
          type="search"
          label={t('messages.search.label')}
          placeholder={t('messages.search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          leftSection={<IconSearch size={16} stroke={1.8} aria-hidden />}
          rightSection={search.isFetching && !isTooShort ? <Loader size={14} aria-hidden /> : null}
          maxLength={messagingLimits.searchMax}
          autoComplete="off"
        />
        <div aria-live="polite" style={{ minHeight: 120 }}>
          {isTooShort ? (
            <Note>{t('messaging.validation.searchTooShort')}</Note>
          ) : search.isError ? (
            <Text size="sm" c="red.8" role="alert">
              {t('messages.error')}
            </Text>
          ) : search.isPending || debounced !== query.trim() ? (
            search.data ? null : (
              <Note>{t('messages.loading')}</Note>
            )
          ) : items.length === 0 ? (
            <Note>{t('messages.search.empty')}</Note>
          ) : null}
          {!isTooShort && !search.isError && items.length > 0 && (
            <ul className={classes.results} aria-label={t('messages.search.results')}>
              {items.map((member) => {
                const name = displayName(member);
                return (
                  <li key={member.id}>
                    <UnstyledButton
                      className={`${classes.result} ${pickRow.pickRow}`}
                      onClick={() => handlePick(member)}
                    >
                      <ProfileAvatar src={member.avatarUrl} name={name} size={40} />
                      <div style={{ minWidth: 0 }}>
                        <Text fw={600} size="sm" truncate>
                          {name}
                        </Text>
                        <Text size="xs" c="dimmed" truncate>
                          {member.title ?? `@${member.username}`}
                        </Text>
                      </div>
                    </UnstyledButton>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </Stack>
    </Modal>
  );
}
