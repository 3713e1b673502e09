import { screen, waitFor, within } from '@testing-library/react';
import type { ResumeDownloadResponse } from '@marketplace/contracts';
import { deferred, renderWithProviders } from '@marketplace/testing';
import { Button } from '@marketplace/ui';
import { useResumeViewer } from './ResumeViewer';

const PDF: ResumeDownloadResponse = {
  downloadUrl: 'https://storage.test/bucket/users/u1/uploads/r1/original?X-Amz-Signature=abc',
  fileName: 'Maya Thompson CV.pdf',
  viewable: true,
  saveUrl: 'https://storage.test/bucket/users/u1/uploads/r1/original?X-Amz-Signature=def&save',
};

function Opener({ fetchLink, onError }: { fetchLink: () => Promise<ResumeDownloadResponse>; onError: jest.Mock }) {
  const resume = useResumeViewer('Resume', onError);
  return (
    <>
      <Button onClick={() => resume.open(fetchLink)}>View Resume</Button>
      {resume.viewer}
    </>
  );
}

describe('the resume viewer', () => {
  it('shows the resume under its file name while the link is fetched, then the PDF in place', async () => {
    const link = deferred<ResumeDownloadResponse>();
    const { user } = renderWithProviders(<Opener fetchLink={() => link.promise} onError={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'View Resume' }));
    const loading = screen.getByRole('dialog', { name: 'Resume' });
    expect(within(loading).getByLabelText('Loading the resume…')).toHaveAttribute('aria-busy', 'true');

    link.resolve(PDF);
    const viewer = await screen.findByRole('dialog', { name: 'Maya Thompson CV.pdf' });
    expect(within(viewer).getByTitle('Maya Thompson CV.pdf')).toHaveAttribute('src', PDF.downloadUrl);
    // Saving it keeps its name; nothing opens the bare storage link in a tab.
    const download = within(viewer).getByRole('link', { name: 'Download Maya Thompson CV.pdf' });
    expect(download).toHaveAttribute('href', PDF.saveUrl);
    expect(download).not.toHaveAttribute('target');
    expect(within(viewer).getAllByRole('link')).toHaveLength(1);
  });

  it('offers a file browsers cannot show for download under its name', async () => {
    const docx = {
      downloadUrl: 'https://storage.test/d?sig',
      fileName: 'Maya Thompson CV.docx',
      viewable: false,
      saveUrl: 'https://storage.test/d?sig&save',
    };
    const { user } = renderWithProviders(<Opener fetchLink={async () => docx} onError={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'View Resume' }));
    const viewer = await screen.findByRole('dialog', { name: 'Maya Thompson CV.docx' });
    const download = within(viewer).getByRole('link', { name: 'Download Maya Thompson CV.docx' });
    expect(download).toHaveAttribute('href', docx.saveUrl);
    expect(download).toHaveAttribute('download', 'Maya Thompson CV.docx');
    expect(viewer.querySelector('iframe')).toBeNull();
  });

  it('closes and hands a failed fetch to the screen', async () => {
    const onError = jest.fn();
    const failure = new Error('gone');
    const { user } = renderWithProviders(<Opener fetchLink={() => Promise.reject(failure)} onError={onError} />);
    await user.click(screen.getByRole('button', { name: 'View Resume' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
