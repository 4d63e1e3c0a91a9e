import { useCallback, useState } from 'react';

/** Which of a form's uploads are still running: Save waits until none is. */
export function useUploadTracker(): { uploading: boolean; setUploading: (key: string, uploading: boolean) => void } {
  const [uploads, setUploads] = useState<ReadonlySet<string>>(new Set());
  const setUploading = useCallback((key: string, uploading: boolean) => {
    setUploads((current) => {
      if (uploading === current.has(key)) return current;
      const next = new Set(current);
      if (uploading) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  return { uploading: uploads.size > 0, setUploading };
}
