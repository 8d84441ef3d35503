import { useEffect, useState } from 'react';

/**
 * A local address showing `file` (a picked picture's preview) for as long as it is held, revoked when
 * the file changes or the component goes; null without a file.
 */
export const useObjectUrl = (file: File | null | undefined): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
};
