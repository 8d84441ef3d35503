import { Paper, Stack, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import type { ProfileItemBodyOf, ProfileItemKind, ProfileItemOf } from '../api/get-profile-items';

/** What every sub-list's form takes: the item edited (a new one when absent), its save and the way out. */
export interface ProfileItemFormProps<K extends ProfileItemKind> {
  item?: ProfileItemOf<K>;
  isPending: boolean;
  onSave: (body: ProfileItemBodyOf<K>) => Promise<void>;
  onCancel: () => void;
}

interface ItemFormProps {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  isPending: boolean;
  failure: string | null;
  children: ReactNode;
}

/** The frame of a sub-list item's form: its heading, the fields, "Annuler" and "Enregistrer". */
export function ItemForm({ title, onSubmit, onCancel, isPending, failure, children }: ItemFormProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} bg="gray.0">
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Title order={3} fz="md">
            {title}
          </Title>
          {children}
          <FormFailure message={failure} />
          <FormActions isBusy={isPending} mt="xs" onCancel={onCancel} />
        </Stack>
      </form>
    </Paper>
  );
}
