import { fetchFile } from '../../lib/api-client';

/**
 * Saves what an API path answers as a file (the admin lists' CSV exports), under the server's file
 * name. Fetched first, so a refusal throws its message instead of saving an error as the file.
 */
export const downloadFile = async (apiPath: string, fallbackName: string): Promise<void> => {
  const { blob, fileName } = await fetchFile(apiPath);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
