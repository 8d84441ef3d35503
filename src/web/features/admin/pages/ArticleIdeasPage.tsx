import { Group, Select, Text, TextInput } from '@mantine/core';
import { type ArticleIdea, articleIdeaLimits } from '../../../../common/contracts/article-ideas';
import { CellLines } from '../../../components/admin/CellLines';
import { CrudScreen, EditDialog, useCrudForm } from '../../../components/admin/crud';
import { UrlSearchField } from '../../../components/admin/url-table';
import { useUrlListState } from '../../../components/admin/use-url-list-state';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { errorMessageKey } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import {
  ArticleIdeaBody,
  useArticleIdeas,
  useDeleteArticleIdea,
  useSaveArticleIdea,
} from '../api/article-ideas';

const listFilters = ['occasion'] as const;
/** 001 §2.6: the success messages fade after 2 seconds. */
const successMs = 2000;

/**
 * /admin/article-ideas (001 §2.6, `pages.edit`): the team's ideas, newest first; search in the title
 * and draft and the occasion filter in the URL (the options are the occasions in use); a form (title,
 * draft, ideal date, occasion) in a dialog; delete after confirmation.
 */
export function ArticleIdeasPage() {
  const { t, language } = useTranslation();
  const list = useUrlListState({ filters: listFilters });
  const occasion = list.filters.occasion || undefined;
  const ideas = useArticleIdeas({ q: list.query.q, occasion });
  const remove = useDeleteArticleIdea();
  const data = ideas.data;

  return (
    <CrudScreen<ArticleIdea, string>
      title={t('admin.nav.article-ideas')}
      description={t('admin.articleIdeas.description')}
      newLabel={t('admin.articleIdeas.new')}
      list={ideas}
      rows={data?.items}
      rowKey={(idea) => idea.id}
      columns={[
        {
          key: 'title',
          header: t('admin.articleIdeas.columns.title'),
          isCardTitle: true,
          isWide: true,
          cell: (idea) => <CellLines main={idea.title} sub={idea.draft} weight={600} subLines={2} />,
        },
        {
          key: 'idealDate',
          header: t('admin.articleIdeas.columns.idealDate'),
          nowrap: true,
          cell: (idea) => (
            <Text size="sm">
              {idea.idealDate
                ? // A calendar day: read at noon so no time zone moves it to the day before.
                  formatLongDate(`${idea.idealDate}T12:00:00`, language)
                : t('admin.articleIdeas.noDate')}
            </Text>
          ),
        },
        {
          key: 'occasion',
          header: t('admin.articleIdeas.columns.occasion'),
          cell: (idea) => <Text size="sm">{idea.occasion ?? t('admin.articleIdeas.noDate')}</Text>,
        },
      ]}
      actionsHeader={t('admin.articleIdeas.columns.actions')}
      editLabel={(idea) => t('admin.articleIdeas.editNamed', { title: idea.title })}
      deleteLabel={(idea) => t('admin.articleIdeas.deleteNamed', { title: idea.title })}
      errorTitle={() => t('admin.articleIdeas.loadError')}
      isRefreshing={ideas.isPlaceholderData && ideas.isFetching}
      emptyMessage={list.isFiltered ? t('admin.articleIdeas.emptyFiltered') : t('admin.articleIdeas.empty')}
      minWidth={640}
      toolbar={
        <Group align="flex-end" gap="sm" wrap="wrap" w="100%">
          <UrlSearchField
            label={t('admin.articleIdeas.searchLabel')}
            placeholder={t('admin.articleIdeas.searchPlaceholder')}
            list={list}
            query={ideas}
          />
          <Select
            label={t('admin.articleIdeas.occasion')}
            placeholder={t('admin.articleIdeas.allOccasions')}
            data={data?.occasions ?? []}
            value={occasion ?? null}
            onChange={(value) => list.setFilter('occasion', value ?? '')}
            clearable
            w={{ base: '100%', sm: 240 }}
          />
        </Group>
      }
      form={(idea, onClose) => <IdeaForm idea={idea} onClose={onClose} />}
      deletion={{
        prefix: 'admin.articleIdeas',
        remove,
        target: (idea) => idea.id,
        detail: (idea) => idea.title,
        failure: (error) => t('admin.articleIdeas.error', { message: t(errorMessageKey(error)) }),
        autoClose: successMs,
      }}
    />
  );
}

function IdeaForm({ idea, onClose }: { idea: ArticleIdea | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useCrudForm(ArticleIdeaBody, useSaveArticleIdea(idea?.id ?? null), {
    initialValues: {
      title: idea?.title ?? '',
      draft: idea?.draft ?? '',
      idealDate: idea?.idealDate ?? '',
      occasion: idea?.occasion ?? '',
    },
    savedKey: idea ? 'admin.articleIdeas.updated' : 'admin.articleIdeas.created',
    autoClose: successMs,
    onClose,
  });
  return (
    <EditDialog
      prefix="admin.articleIdeas"
      isNew={!idea}
      form={{ ...form, failure: form.failure && t('admin.articleIdeas.error', { message: form.failure }) }}
      onClose={onClose}
      size="lg"
    >
      <TextInput
        label={t('admin.articleIdeas.titleLabel')}
        withAsterisk
        maxLength={articleIdeaLimits.titleMax}
        data-autofocus
        {...form.inputProps('title')}
      />
      <GrowingTextarea
        label={t('admin.articleIdeas.draftLabel')}
        placeholder={t('admin.articleIdeas.draftPlaceholder')}
        minRows={4}
        maxRows={12}
        maxLength={articleIdeaLimits.draftMax}
        {...form.inputProps('draft')}
      />
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label={t('admin.articleIdeas.idealDateLabel')}
          {...form.inputProps('idealDate')}
        />
        <TextInput
          label={t('admin.articleIdeas.occasionLabel')}
          placeholder={t('admin.articleIdeas.occasionPlaceholder')}
          maxLength={articleIdeaLimits.occasionMax}
          {...form.inputProps('occasion')}
        />
      </Group>
    </EditDialog>
  );
}
