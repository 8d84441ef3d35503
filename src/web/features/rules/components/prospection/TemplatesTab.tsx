import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconCopy, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { ProspectTemplate } from '../../../../../common/contracts/prospection';
import { ListEmptyPanel, QueryList } from '../../../../components/admin/ListState';
import { useTranslation } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notify';
import { useDeleteTemplate, useProspectTemplates } from '../../api/prospection';
import { MailText } from '../MailText';
import { DeleteIcon, NamedButton } from '../RowButtons';
import { ProspectionDeleteConfirm } from './ProspectionDialogs';
import { TemplateForm } from './TemplateForm';

/** The templates, with their variables, a copy button and edit or delete. */
export function TemplatesTab() {
  const { t } = useTranslation();
  const templates = useProspectTemplates();
  const [editing, setEditing] = useState<ProspectTemplate | null | 'new'>(null);
  const [deleting, setDeleting] = useState<ProspectTemplate | null>(null);
  const remove = useDeleteTemplate();
  const items = templates.data?.items ?? [];
  return (
    <Stack gap="md">
      <Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('admin.prospection.templateAdd')}
        </Button>
      </Group>
      <QueryList
        query={templates}
        items={items}
        errorTitle={t('admin.prospection.loadError')}
        empty={<ListEmptyPanel message={t('admin.prospection.templatesEmpty')} />}
      >
        {items.map((template) => (
          <Paper key={template.id} withBorder radius="lg" p="md" component="article">
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap">
                <Title order={2} fz="lg">
                  {template.name}
                </Title>
                <Badge variant="light">{t(`admin.prospection.types.${template.type}`)}</Badge>
              </Group>
              <MailText subject={template.subject} body={template.body} />
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconCopy size={14} aria-hidden />}
                  aria-label={t('admin.prospection.copyNamed', { name: template.name })}
                  onClick={() => {
                    void navigator.clipboard?.writeText(`${template.subject}\n\n${template.body}`);
                    notify({
                      color: 'teal',
                      message: t('admin.prospection.copied'),
                    });
                  }}
                >
                  {t('admin.prospection.copy')}
                </Button>
                <NamedButton
                  label={t('admin.prospection.edit')}
                  named={t('admin.prospection.editNamed', { name: template.name })}
                  onClick={() => setEditing(template)}
                />
                <DeleteIcon
                  named={t('admin.prospection.deleteNamed', { name: template.name })}
                  onClick={() => setDeleting(template)}
                />
              </Group>
            </Stack>
          </Paper>
        ))}
      </QueryList>
      {editing && (
        <TemplateForm template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ProspectionDeleteConfirm
        title={t('admin.prospection.deleteTitle')}
        message={t('admin.prospection.templateDeleteConfirm')}
        target={deleting}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
