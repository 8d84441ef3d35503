import { Stack } from '@mantine/core';
import { type ComponentType, type LazyExoticComponent, type ReactNode, Suspense } from 'react';
import { RowActions } from '../../../components/RowActions';
import { useTranslation } from '../../../lib/i18n';
import { type ProfileItemOf, useProfileItems } from '../api/get-profile-items';
import { useItemEditor } from '../utils/use-item-editor';
import { DatedItemRow } from './DatedItemRow';
import { ItemDeleteConfirm } from './ItemDeleteConfirm';
import type { ProfileItemFormProps } from './ItemForm';
import { ItemSection } from './ItemSection';
import { Loading } from './Loading';

type DatedKind = 'experiences' | 'education';

interface DatedItemSectionProps<K extends DatedKind> {
  profileId: string;
  isOwner: boolean;
  kind: K;
  icon: ReactNode;
  /** The lazily loaded form, and its loader (started when the owner points at 'Ajouter'). */
  Form: LazyExoticComponent<ComponentType<ProfileItemFormProps<K>>>;
  loadForm: () => Promise<unknown>;
  /** The row's title and subtitle, and the item's name in the action labels and the delete dialog. */
  describe: (item: ProfileItemOf<K>) => { title: string; subtitle: string; name: string };
}

/**
 * A profile's dated sub-list (experiences, education; 000 §2.7, §5): newest first; the owner adds,
 * edits (one form at a time) and deletes after confirming. Texts come from `profiles.{kind}.*`.
 */
export function DatedItemSection<K extends DatedKind>({
  profileId,
  isOwner,
  kind,
  icon,
  Form,
  loadForm,
  describe,
}: DatedItemSectionProps<K>) {
  const { t } = useTranslation();
  const items = useProfileItems(profileId, kind);
  const editor = useItemEditor(profileId, kind);
  const list: ProfileItemOf<K>[] = items.data ?? [];
  const text = (key: string, vars?: Record<string, string>) => t(`profiles.${kind}.${key}`, vars);

  return (
    <>
      <ItemSection
        id={kind}
        title={text('title')}
        addLabel={isOwner && !editor.isOpen ? text('add') : undefined}
        onAdd={editor.openNew}
        onAddIntent={() => void loadForm()}
        isLoading={items.isPending}
        isError={items.isError}
        isEmpty={list.length === 0}
        emptyText={text(isOwner ? 'emptyOwn' : 'empty')}
        form={
          editor.state.mode === 'new' && (
            <Suspense fallback={<Loading py="md" />}>
              <Form isPending={editor.isSaving} onSave={editor.save} onCancel={editor.close} />
            </Suspense>
          )
        }
      >
        <Stack gap="md">
          {list.map((item) => {
            if (editor.isEditing(item.id)) {
              return (
                <Suspense key={item.id} fallback={<Loading py="md" />}>
                  <Form
                    item={item}
                    isPending={editor.isSaving}
                    onSave={editor.save}
                    onCancel={editor.close}
                  />
                </Suspense>
              );
            }
            const { title, subtitle, name } = describe(item);
            return (
              <DatedItemRow
                key={item.id}
                icon={icon}
                title={title}
                subtitle={subtitle}
                startDate={item.startDate}
                endDate={item.endDate}
                current={item.current}
                location={item.location}
                description={item.description}
                actions={
                  isOwner && (
                    <RowActions
                      editLabel={text('editLabel', { name })}
                      deleteLabel={text('deleteLabel', { name })}
                      onEdit={() => editor.openEdit(item.id)}
                      onDelete={() => editor.askDelete(item)}
                      disabled={editor.isOpen}
                    />
                  )
                }
              />
            );
          })}
        </Stack>
      </ItemSection>
      <ItemDeleteConfirm editor={editor} title={text('deleteTitle')} detail={(item) => describe(item).name} />
    </>
  );
}
