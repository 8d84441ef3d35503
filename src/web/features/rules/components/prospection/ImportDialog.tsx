import { FileInput, List, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { prospectLimits } from '../../../../../common/contracts/prospection';
import { DoneNotice } from '../../../../components/DoneNotice';
import { FormActions } from '../../../../components/FormActions';
import { FormFailure } from '../../../../components/FormFailure';
import { Modal } from '../../../../components/Modal';
import { Notice } from '../../../../components/Notice';
import { useTranslation } from '../../../../lib/i18n';
import { useImportProspects } from '../../api/prospection';
import { explain } from '../explain';

/** A CSV of prospects (nom;entreprise;poste;ville;email[;statut]) read in the browser and sent whole. */
export function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const run = useImportProspects();
  const close = () => {
    setFile(null);
    setTooLarge(false);
    run.reset();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const csv = await file.text();
    setTooLarge(csv.length > prospectLimits.importCharsMax);
    if (csv.length <= prospectLimits.importCharsMax) run.mutate(csv);
  };
  const result = run.data;
  return (
    <Modal opened={opened} onClose={close} title={t('admin.prospection.import.title')} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('admin.prospection.import.help')}</Text>
          <FileInput
            label={t('admin.prospection.import.file')}
            accept=".csv,text/csv"
            value={file}
            onChange={(value) => {
              setFile(value);
              run.reset();
            }}
            clearable
          />
          <FormFailure
            message={
              tooLarge
                ? t('errors.prospect_import_too_large')
                : run.isError && (explain(run.error) ?? t('admin.prospection.actionError'))
            }
          />
          {result && result.ignored.length === 0 && (
            <DoneNotice>
              {t('admin.prospection.import.result', { imported: result.imported, ignored: 0 })}
            </DoneNotice>
          )}
          {result && result.ignored.length > 0 && (
            <Notice
              tone="caution"
              role="status"
              title={t('admin.prospection.import.result', {
                imported: result.imported,
                ignored: result.ignored.length,
              })}
            >
              <List size="sm">
                {result.ignored.map((row) => (
                  <List.Item key={row.line}>
                    {t('admin.prospection.import.line', { line: row.line })}
                    {row.email ? ` (${row.email})` : ''} : {t(row.reason)}
                  </List.Item>
                ))}
              </List>
            </Notice>
          )}
          <FormActions
            isBusy={run.isPending}
            onCancel={close}
            cancelLabel={t('admin.prospection.import.cancel')}
            submitLabel={t('admin.prospection.import.submit')}
            submitDisabled={!file}
          />
        </Stack>
      </form>
    </Modal>
  );
}
