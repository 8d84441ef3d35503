import { Stack } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
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
const loadEducationForm = () => import('./EducationForm');
const EducationForm = lazy(() => loadEducationForm().then((module) => ({ default: module.EducationForm })));

interface SubListProps {
  profileId: string;
  isOwner: boolean;
}

/** The profile's education, newest first; the owner adds, edits and deletes entries (000 §5). */
export function EducationSection({ profileId, isOwner }: SubListProps) {
  const { t } = useTranslation();
  const items = useProfileItems(profileId, 'education');
  const editor = useItemEditor(profileId, 'education');
  const list = items.data ?? [];
  const nameOf = (item: { degree: string; institution: string }) =>
    t('profiles.education.itemName', { degree: item.degree, institution: item.institution });

  return (
    <>
      <ItemSection
        id="education"
        title={t('profiles.education.title')}
        addLabel={isOwner && !editor.isOpen ? t('profiles.education.add') : undefined}
        onAdd={editor.openNew}
        onAddIntent={() => void loadEducationForm()}
        isLoading={items.isPending}
        isError={items.isError}
        isEmpty={list.length === 0}
        emptyText={t(isOwner ? 'profiles.education.emptyOwn' : 'profiles.education.empty')}
        form={
          editor.state.mode === 'new' && (
            <Suspense fallback={<Loading py="md" />}>
              <EducationForm isPending={editor.isSaving} onSave={editor.save} onCancel={editor.close} />
            </Suspense>
          )
        }
      >
        <Stack gap="md">
          {list.map((item) =>
            editor.isEditing(item.id) ? (
              <Suspense key={item.id} fallback={<Loading py="md" />}>
                <EducationForm
                  item={item}
                  isPending={editor.isSaving}
                  onSave={editor.save}
                  onCancel={editor.close}
                />
              </Suspense>
            ) : (
              <DatedItemRow
                key={item.id}
                icon={<IconSchool size={20} stroke={1.7} />}
                title={item.degree}
                subtitle={`${item.fieldOfStudy} · ${item.institution}`}
                startDate={item.startDate}
                endDate={item.endDate}
                current={item.current}
                location={item.location}
                description={item.description}
                actions={
                  isOwner && (
                    <ItemActions
                      editLabel={t('profiles.education.editLabel', { name: nameOf(item) })}
                      deleteLabel={t('profiles.education.deleteLabel', { name: nameOf(item) })}
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
        title={t('profiles.education.deleteTitle')}
        name={editor.toDelete ? nameOf(editor.toDelete) : ''}
        isPending={editor.isDeleting}
        error={editor.deleteError}
        onConfirm={editor.confirmDelete}
        onClose={editor.cancelDelete}
      />
    </>
  );
}
