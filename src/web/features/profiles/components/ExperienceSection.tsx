import { Stack } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileItems } from '../api/get-profile-items';
import { useItemEditor } from '../utils/use-item-editor';
import { DatedItemRow } from './DatedItemRow';
import { DeleteItemDialog } from './DeleteItemDialog';
import { ItemActions } from './ItemActions';
import { ItemSection } from './ItemSection';
import { Loading } from './Loading';

// The form (and @mantine/form) loads when the owner opens it, not with the profile (DESIGN §6).
const loadExperienceForm = () => import('./ExperienceForm');
const ExperienceForm = lazy(() =>
  loadExperienceForm().then((module) => ({ default: module.ExperienceForm })),
);

interface SubListProps {
  profileId: string;
  isOwner: boolean;
}

/** The profile's experiences, newest first; the owner adds, edits and deletes them (000 §5). */
export function ExperienceSection({ profileId, isOwner }: SubListProps) {
  const { t } = useTranslation();
  const items = useProfileItems(profileId, 'experiences');
  const editor = useItemEditor(profileId, 'experiences');
  const list = items.data ?? [];
  const nameOf = (item: { role: string; companyName: string }) =>
    t('profiles.experiences.itemName', { role: item.role, company: item.companyName });

  return (
    <>
      <ItemSection
        id="experiences"
        title={t('profiles.experiences.title')}
        addLabel={isOwner && !editor.isOpen ? t('profiles.experiences.add') : undefined}
        onAdd={editor.openNew}
        onAddIntent={() => void loadExperienceForm()}
        isLoading={items.isPending}
        isError={items.isError}
        isEmpty={list.length === 0}
        emptyText={t(isOwner ? 'profiles.experiences.emptyOwn' : 'profiles.experiences.empty')}
        form={
          editor.state.mode === 'new' && (
            <Suspense fallback={<Loading py="md" />}>
              <ExperienceForm isPending={editor.isSaving} onSave={editor.save} onCancel={editor.close} />
            </Suspense>
          )
        }
      >
        <Stack gap="md">
          {list.map((item) =>
            editor.isEditing(item.id) ? (
              <Suspense key={item.id} fallback={<Loading py="md" />}>
                <ExperienceForm
                  item={item}
                  isPending={editor.isSaving}
                  onSave={editor.save}
                  onCancel={editor.close}
                />
              </Suspense>
            ) : (
              <DatedItemRow
                key={item.id}
                icon={<IconBriefcase size={20} stroke={1.7} />}
                title={item.role}
                subtitle={item.companyName}
                startDate={item.startDate}
                endDate={item.endDate}
                current={item.current}
                location={item.location}
                description={item.description}
                actions={
                  isOwner && (
                    <ItemActions
                      editLabel={t('profiles.experiences.editLabel', { name: nameOf(item) })}
                      deleteLabel={t('profiles.experiences.deleteLabel', { name: nameOf(item) })}
                      onEdit={() => editor.openEdit(item.id)}
                      onDelete={() => editor.askDelete(item)}
                      disabled={editor.isOpen}
                    />
                  )
                }
              />
            ),
          )}
        </Stack>
      </ItemSection>
      <DeleteItemDialog
        opened={editor.toDelete !== null}
        title={t('profiles.experiences.deleteTitle')}
        name={editor.toDelete ? nameOf(editor.toDelete) : ''}
        isPending={editor.isDeleting}
        error={editor.deleteError}
        onConfirm={editor.confirmDelete}
        onClose={editor.cancelDelete}
      />
    </>
  );
}
