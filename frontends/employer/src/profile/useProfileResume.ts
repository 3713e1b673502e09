import { useResumeViewer } from '@marketplace/uploads';

/** The resume viewer of a profile dialog; a failed download is only logged. */
export function useProfileResume() {
  return useResumeViewer('Resume', (error) => console.error('Could not open the resume', error));
}
