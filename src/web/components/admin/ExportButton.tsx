import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageKey } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { notify } from '../../lib/notify';

/**
 * A list's CSV export: busy while the file is made; if it fails, a toast `errorKey` with the reason
 * (`{message}`).
 */
export function ExportButton({
  label,
  errorKey,
  onExport,
}: {
  label: string;
  errorKey: string;
  onExport: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [isExporting, setIsExporting] = useState(false);
  const handleExport = async () => {
    setIsExporting(true);
    try {
      await onExport();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : t(errorMessageKey(error));
      notify({
        color: 'red',
        message: t(errorKey, { message }),
      });
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={isExporting}
      onClick={() => void handleExport()}
    >
      {label}
    </Button>
  );
}
