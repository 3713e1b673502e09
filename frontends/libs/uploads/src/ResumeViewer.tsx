import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ResumeDownloadResponse } from '@marketplace/contracts';
import { Dialog, Skeleton } from '@marketplace/ui';

/** The viewer's words. */
export const RESUME_VIEWER_TEXTS = {
  loading: 'Loading the resume…',
  download: (fileName: string) => `Download ${fileName}`,
  notViewable: 'Browsers cannot show this kind of file in the page: download it to open it.',
} as const;

export interface ResumeViewerProps {
  /** Fetches the resume's signed link when the viewer opens; null keeps the viewer closed. */
  load: (() => Promise<ResumeDownloadResponse>) | null;
  /** The dialog's title until the file's own name is known. */
  title: string;
  onClose: () => void;
  /** The link could not be had (the viewer closes); the screen says so its own way. */
  onError: (error: unknown) => void;
}

/**
 * A resume in a dialog, under its own name ('Maya Chen CV.pdf'), never as a bare storage link in a
 * tab (a browser titles that tab after the storage key): a PDF is shown in place; any file can be
 * downloaded under its name, which is how a Word document (or a PDF on a phone) is opened.
 */
export function ResumeViewer({ load, title, onClose, onError }: ResumeViewerProps) {
  const [file, setFile] = useState<ResumeDownloadResponse | null>(null);
  // The screen's latest handler, without fetching again when its identity changes.
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);
  useEffect(() => {
    setFile(null);
    if (!load) return;
    let current = true;
    load().then(
      (loaded) => {
        if (current) setFile(loaded);
      },
      (error: unknown) => {
        if (current) onErrorRef.current(error);
      },
    );
    return () => {
      current = false;
    };
  }, [load]);

  return (
    <Dialog open={load !== null} onClose={onClose} title={file?.fileName ?? title}>
      {file === null ? (
        <div aria-busy="true" aria-label={RESUME_VIEWER_TEXTS.loading}>
          <Skeleton $height="60vh" />
        </div>
      ) : (
        <ResumeFileView file={file} />
      )}
    </Dialog>
  );
}

/**
 * A fetched resume shown in place (a PDF in a frame, anything else as a note) with the link that
 * saves it under its name: the viewer's body, also shown beside a form (the critique workbench).
 */
export function ResumeFileView({ file, height = '60vh' }: { file: ResumeDownloadResponse; height?: string }) {
  return (
    <>
      {file.viewable ? (
        <Frame title={file.fileName} src={file.downloadUrl} $height={height} />
      ) : (
        <p>{RESUME_VIEWER_TEXTS.notViewable}</p>
      )}
      <Links>
        <a href={file.saveUrl} download={file.fileName} rel="noopener noreferrer">
          {RESUME_VIEWER_TEXTS.download(file.fileName)}
        </a>
      </Links>
    </>
  );
}

/**
 * A viewer and the way to open it: `open(fetchLink)` fetches a resume's link and shows the file; a
 * failed fetch closes the viewer and goes to `onError`.
 */
export function useResumeViewer(
  title: string,
  onError: (error: unknown) => void,
): { open: (fetchLink: () => Promise<ResumeDownloadResponse>) => void; viewer: ReactNode } {
  const [load, setLoad] = useState<(() => Promise<ResumeDownloadResponse>) | null>(null);
  return {
    open: (fetchLink) => setLoad(() => fetchLink),
    viewer: (
      <ResumeViewer
        load={load}
        title={title}
        onClose={() => setLoad(null)}
        onError={(error) => {
          setLoad(null);
          onError(error);
        }}
      />
    ),
  };
}

const Frame = styled.iframe<{ $height: string }>`
  width: 100%;
  height: ${({ $height }) => $height};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Links = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
`;
