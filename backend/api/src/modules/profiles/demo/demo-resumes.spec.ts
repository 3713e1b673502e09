import { buildDemoResumes, type DemoResumeOwner } from './demo-resumes';

const NOW = new Date('2026-11-28T12:00:00.000Z');
const owners: DemoResumeOwner[] = [
  { id: 'seeker-0', name: 'Maya Thompson', email: 'seeker@demo.local', headline: 'Project coordinator' },
  { id: 'seeker-1', name: 'Olivia Martinez', email: 'olivia.martinez@demo.local', headline: 'Support specialist' },
];

describe('buildDemoResumes', () => {
  it('makes a real PDF per seeker, named after them, and a second version for the demo sign-in', async () => {
    const resumes = await buildDemoResumes(owners, NOW);
    expect(resumes.map((resume) => [resume.userId, resume.name, resume.fileName])).toEqual([
      ['seeker-0', 'Project coordinator resume', 'Maya-Thompson-Resume.pdf'],
      ['seeker-0', 'One-page summary', 'Maya-Thompson-Summary.pdf'],
      ['seeker-1', 'Support specialist resume', 'Olivia-Martinez-Resume.pdf'],
    ]);
    for (const resume of resumes) {
      expect(resume.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(resume.content.subarray(-6).toString('latin1')).toContain('%%EOF');
      expect(resume.createdAt.getTime()).toBeLessThan(NOW.getTime());
    }
    // The full version comes first, so it becomes the default.
    expect(resumes[0]!.createdAt.getTime()).toBeLessThan(resumes[1]!.createdAt.getTime());
  });

  it('makes the same bytes and ids on every run, so a missing file can be put back as it was', async () => {
    const first = await buildDemoResumes(owners, NOW);
    const again = await buildDemoResumes(owners, new Date(NOW.getTime() + 86_400_000));
    expect(again.map((resume) => [resume.id, resume.uploadId])).toEqual(
      first.map((resume) => [resume.id, resume.uploadId]),
    );
    expect(again.map((resume) => resume.content.equals(first.find((r) => r.id === resume.id)!.content))).toEqual(
      first.map(() => true),
    );
  });
});
