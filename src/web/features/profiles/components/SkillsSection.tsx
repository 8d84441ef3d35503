import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { type Skill, type SkillCategory, skillCategories } from '../../../../common/contracts/profiles';
import { limits } from '../../../../common/limits';
import { LazyTooltip } from '../../../components/overlays/LazyTooltip';
import { lazyPart } from '../../../components/overlays/lazy-part';
import { RowActions } from '../../../components/RowActions';
import { useTranslation } from '../../../lib/i18n';
import { truncate } from '../../../lib/text';
import { useProfileItems } from '../api/get-profile-items';
import { useItemEditor } from '../utils/use-item-editor';
import columnList from './ColumnList.module.css';
import { ItemDeleteConfirm } from './ItemDeleteConfirm';
import { ItemSection } from './ItemSection';
import { Loading } from './Loading';
import classes from './SkillsSection.module.css';
import { skillCategoryKey } from './skill-labels';

// The form (and @mantine/form) loads when the owner opens it, not with the profile (DESIGN §6).
const loadSkillForm = () => import('./SkillForm');
const SkillForm = lazyPart(loadSkillForm, 'SkillForm');

const p = limits.profile;

/** Five dots, the first `level` filled; read as "Niveau 3 sur 5". */
function ProficiencyDots({ level }: { level: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={classes.dots}
      role="img"
      aria-label={t('profiles.skills.levelLabel', { level, max: p.proficiencyMax })}
    >
      {Array.from({ length: p.proficiencyMax }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, never reordered.
        <span key={index} className={classes.dot} data-filled={index < level || undefined} />
      ))}
    </span>
  );
}

interface SubListProps {
  profileId: string;
  isOwner: boolean;
}

/**
 * The profile's skills grouped by category (000 §5 "Skills"), each with its proficiency dots. A stored
 * name above 80 characters is shown cut with the 'À éditer' hint.
 */
export function SkillsSection({ profileId, isOwner }: SubListProps) {
  const { t } = useTranslation();
  const items = useProfileItems(profileId, 'skills');
  const editor = useItemEditor(profileId, 'skills');
  const list = items.data ?? [];

  const byCategory = new Map<SkillCategory, Skill[]>();
  for (const skill of list)
    byCategory.set(skill.category, [...(byCategory.get(skill.category) ?? []), skill]);
  const fullCategories = new Set(
    skillCategories.filter((category) => (byCategory.get(category)?.length ?? 0) >= p.skillsPerCategoryMax),
  );

  const form = (item?: Skill) => (
    <Suspense key={item?.id ?? 'new'} fallback={<Loading py="md" />}>
      <SkillForm
        item={item}
        fullCategories={fullCategories}
        isPending={editor.isSaving}
        onSave={editor.save}
        onCancel={editor.close}
      />
    </Suspense>
  );

  return (
    <>
      <ItemSection
        id="skills"
        title={t('profiles.skills.title')}
        addLabel={isOwner && !editor.isOpen ? t('profiles.skills.add') : undefined}
        onAdd={editor.openNew}
        onAddIntent={() => void loadSkillForm()}
        isLoading={items.isPending}
        isError={items.isError}
        isEmpty={list.length === 0}
        emptyText={t(isOwner ? 'profiles.skills.emptyOwn' : 'profiles.skills.empty')}
        form={editor.state.mode === 'new' && form()}
      >
        <Stack gap="lg">
          {skillCategories
            .filter((category) => byCategory.has(category))
            .map((category) => (
              <div key={category}>
                <Title order={3} fz="sm" c="dimmed" tt="uppercase" mb="xs" className={classes.category}>
                  {t(skillCategoryKey[category])}
                </Title>
                <ul className={`${columnList.list} ${classes.list}`}>
                  {(byCategory.get(category) ?? []).map((skill) => {
                    if (editor.isEditing(skill.id)) return <li key={skill.id}>{form(skill)}</li>;
                    const isTooLong = Array.from(skill.name).length > p.skillNameMax;
                    const name = isTooLong ? truncate(skill.name, p.skillNameMax) : skill.name;
                    return (
                      <li key={skill.id} className={classes.item}>
                        <Group gap="xs" wrap="wrap" className={classes.name}>
                          <Text size="sm" fw={500} title={isTooLong ? skill.name : undefined}>
                            {name}
                          </Text>
                          {isTooLong && isOwner && (
                            <LazyTooltip
                              label={t('profiles.skills.toEditHint', { max: p.skillNameMax })}
                              withArrow
                              multiline
                              w={240}
                            >
                              <Badge size="xs" color="ochre" variant="light" tabIndex={0}>
                                {t('profiles.skills.toEdit')}
                              </Badge>
                            </LazyTooltip>
                          )}
                        </Group>
                        <Group gap="xs" wrap="nowrap">
                          <ProficiencyDots level={skill.proficiency} />
                          {isOwner && (
                            <RowActions
                              editLabel={t('profiles.skills.editLabel', { name })}
                              deleteLabel={t('profiles.skills.deleteLabel', { name })}
                              onEdit={() => editor.openEdit(skill.id)}
                              onDelete={() => editor.askDelete(skill)}
                              disabled={editor.isOpen}
                            />
                          )}
                        </Group>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
        </Stack>
      </ItemSection>
      <ItemDeleteConfirm
        editor={editor}
        title={t('profiles.skills.deleteTitle')}
        detail={(skill) => truncate(skill.name, p.skillNameMax)}
      />
    </>
  );
}
