import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { SEEKER_PROFILE_LIMITS, SEEKER_PROFILE_MESSAGES, type SeekerProfile } from '@marketplace/contracts';
import { renderWithProviders } from '@marketplace/testing';
import { BasicsSection } from './BasicsSection';
import { EducationSection } from './EducationSection';
import { PortfolioSection } from './PortfolioSection';
import { SaveBar } from './SaveBar';
import { useProfileForm, type ProfileForm } from './useProfileForm';

const PROFILE: SeekerProfile = {
  userId: 'seeker-1',
  name: 'Maya Thompson',
  email: 'maya@example.com',
  headline: null,
  location: null,
  phone: null,
  availability: null,
  experienceLevel: null,
  aboutMe: null,
  salaryExpectations: null,
  showSalaryExpectations: false,
  visibleToEmployers: false,
  skills: [],
  portfolioUrls: [],
  workExperience: null,
  education: [],
  profilePictureUrl: null,
  resumes: [],
  resumeLimit: 1,
  membershipPlan: 'trial',
  updatedAt: null,
};

/** One section on the real form hook, with a button that tries a save as the page's Save does. */
function Harness({ saved = PROFILE, section }: { saved?: SeekerProfile; section(form: ProfileForm): ReactNode }) {
  const form = useProfileForm(saved);
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      {section(form)}
      <button type="button" onClick={() => form.submit()}>
        Try to save
      </button>
      <SaveBar formError={form.formError} dirty={form.dirty} saving={false} />
    </form>
  );
}

function renderSection(section: (form: ProfileForm) => ReactNode, saved?: SeekerProfile) {
  return renderWithProviders(<Harness saved={saved} section={section} />);
}

describe('BasicsSection', () => {
  it('formats the phone as it is typed and shows its message once the box is left', async () => {
    const { user } = renderSection((form) => <BasicsSection form={form} />);
    const phone = screen.getByLabelText('Phone');
    await user.type(phone, '5551234567');
    expect(phone).toHaveValue('(555) 123-4567');
    expect(screen.getByRole('status')).toHaveTextContent('You have unsaved changes.');

    await user.clear(phone);
    await user.type(phone, '12');
    expect(screen.queryByText(SEEKER_PROFILE_MESSAGES.phoneInvalid)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      expect.stringContaining(SEEKER_PROFILE_MESSAGES.phoneInvalid),
    );
  });
});

describe('PortfolioSection', () => {
  it('adds a box with focus, names a bad link in its own box, and stops adding at the limit', async () => {
    const { user } = renderSection((form) => <PortfolioSection form={form} />);
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    const first = screen.getByLabelText('Portfolio link 1');
    expect(first).toHaveFocus();

    await user.type(first, 'not a link');
    await user.click(screen.getByRole('button', { name: 'Try to save' }));
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription(SEEKER_PROFILE_MESSAGES.portfolioInvalid);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the highlighted fields.');
    // The list's own copy of the message is not said twice.
    expect(screen.getAllByText(SEEKER_PROFILE_MESSAGES.portfolioInvalid)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove portfolio link 1' }));
    expect(screen.queryByLabelText('Portfolio link 1')).not.toBeInTheDocument();
    for (let added = 0; added < SEEKER_PROFILE_LIMITS.portfolioUrlsMax; added += 1) {
      await user.click(screen.getByRole('button', { name: 'Add a link' }));
    }
    expect(screen.getByLabelText(`Portfolio link ${SEEKER_PROFILE_LIMITS.portfolioUrlsMax}`)).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Add a link' })).not.toBeInTheDocument();
  });
});

describe('EducationSection', () => {
  it('focuses a new entry, says at once when its end month is before its start, and removes it', async () => {
    const { user } = renderSection((form) => <EducationSection form={form} />);
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    const group = screen.getByRole('group', { name: 'Education 1' });
    expect(screen.getByRole('textbox', { name: /Institution/ })).toHaveFocus();
    expect(group).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Institution/ }), 'Portland Community College');
    await user.type(screen.getByLabelText('Start month'), '2020-09');
    await user.type(screen.getByLabelText('End month'), '2019-06');
    expect(screen.getByLabelText('End month')).toHaveAccessibleDescription(SEEKER_PROFILE_MESSAGES.endBeforeStart);

    await user.click(screen.getByRole('button', { name: 'Remove education 1' }));
    expect(screen.queryByRole('group', { name: 'Education 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('SaveBar', () => {
  it('says Saving… on a disabled button while a save is on its way', () => {
    renderWithProviders(<SaveBar formError={null} dirty saving />);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('You have unsaved changes.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
