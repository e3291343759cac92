// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResolverProvider } from '../../../src/presentation/kit/Resolver';
import { PasswordSection } from '../../../src/presentation/settings/PasswordSection';
import { ProfileSection } from '../../../src/presentation/settings/ProfileSection';
import { QUESTIONS, settingsPage, settled } from './settingsHarness';

function renderSections() {
  const h = settingsPage({ questions: QUESTIONS });
  const unmount = h.presenter.mount();
  render(
    <ResolverProvider resolver={{ get: <T,>() => h.i18n as T }}>
      <ProfileSection form={h.presenter.profile} networkName="Harbour Runners" />
      <PasswordSection form={h.presenter.password} email="ada@example.com" />
    </ResolverProvider>,
  );
  return { ...h, unmount };
}

describe('the settings sections', () => {
  it("the profile's fields say what 'About you' says, and that the network's questions are loading", async () => {
    const h = renderSections();
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Last name/ })).toBeRequired();
    expect(screen.getByText('Loading the questions of this network…')).toHaveAttribute('role', 'status');
    await act(() => settled(h));
    expect(screen.queryByText('Loading the questions of this network…')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Your favourite race distance/ })).toBeInTheDocument();
    h.unmount();
  });

  it('a form is named by its section, saves on submit, and a refused save puts the keyboard on the first field in error', async () => {
    const h = renderSections();
    await act(() => settled(h));
    expect(screen.getByRole('form', { name: 'Password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText(/Current password/)).toHaveFocus();
    expect(h.accounts.calls).toEqual([]);
    h.unmount();
  });
});
