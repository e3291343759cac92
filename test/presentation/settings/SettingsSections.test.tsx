// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResolverProvider } from '../../../src/presentation/kit/Resolver';
import { PasswordSection } from '../../../src/presentation/settings/PasswordSection';
import { ProfileSection } from '../../../src/presentation/settings/ProfileSection';
import { QUESTIONS, settingsPage, settled, type SettingsOptions } from './settingsHarness';

function renderSections(options: SettingsOptions = {}) {
  const h = settingsPage({ questions: QUESTIONS, ...options });
  const unmount = h.presenter.mount();
  render(
    <ResolverProvider resolver={{ get: <T,>() => h.i18n as T }}>
      <ProfileSection form={h.presenter.profile} avatar={h.presenter.avatar} networkName="Harbour Runners" />
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

  it('the picture: initials and Choose a picture without one; the picture, Change and Remove with one; the upload’s share while it travels', async () => {
    const h = renderSections();
    await act(() => settled(h));
    const picture = screen.getByRole('region', { name: 'Your picture' });
    expect(picture).toHaveAccessibleDescription(/Shown beside your name/);
    expect(picture).toHaveTextContent('AR');
    expect(screen.queryByRole('button', { name: 'Remove the picture' })).toBeNull();

    await userEvent.upload(screen.getByLabelText('Choose a picture'), new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }));
    await screen.findByRole('button', { name: 'Cancel the upload' });
    act(() => h.uploader.progress(0.25));
    expect(screen.getByRole('progressbar', { name: 'Sending the picture: 25%' })).toBeInTheDocument();
    await act(async () => void h.uploader.finish());
    await screen.findByRole('button', { name: 'Remove the picture' });
    expect(picture.querySelector('img')?.getAttribute('src')).toMatch(/^https:\/\/uploads\.test\//);
    expect(screen.getByRole('button', { name: 'Change the picture' })).toBeInTheDocument();
    h.unmount();
  });
});
