import { totpCode } from '../apps/api/test/totp.js';
import { signUnsubscribeToken } from '../apps/api/src/services/email/envelope.js';
import { expect, expectNoA11yViolations, seeToast, signUpAs, test } from './fixtures.js';

/** The secret e2e/server.mjs gives the server (AUTH_SECRET). */
const E2E_AUTH_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e-0001';

/*
 * Settings (issue 16): Save Changes persists the profile (a reload shows it), and two-factor sign-in
 * set up from the page is then asked for at sign-in. The code is made here from the secret the page
 * shows, as an authenticator app would (RFC 6238).
 */
test('a lawyer saves their profile, turns on two-factor sign-in and signs in with a code', async ({
  page,
}) => {
  const me = await signUpAs(page, 'lawyer', 'Tama Settings');
  await page.goto('/dashboard/settings');
  await page.getByLabel('Full name').fill('Tama Tūhoe');
  await page.getByLabel('Time zone').selectOption('America/Chicago');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await seeToast(page, 'Settings saved');
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Tama Tūhoe');
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Chicago');
  // Moments are shown in the chosen time zone, named: this sign-in in Central Time.
  await expect(page.getByText(/Signed in .*, \d{1,2}:\d{2} [ap]m C[SD]T$/)).toBeVisible();
  await expect(page.getByText('Not configured')).toBeVisible();

  await page.getByRole('button', { name: 'Configure' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
  await dialog.getByLabel('Password').fill(me.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await dialog.getByTestId('totp-secret').textContent()) ?? '';
  await dialog.getByLabel('6-digit code').fill(totpCode(secret));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  // Turning it on ended every other session of hers (issue 41), and the page says so.
  await expect(dialog.getByText('You have been signed out everywhere else.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // Sign-out ends on the home page once the server has ended the session ("Signing out..." is at
  // /logout first, and /login would send a still signed-in person back to the dashboard).
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Password').fill(me.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor code' })).toBeVisible();
  await page.getByLabel('Two-factor code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('Tama Tūhoe').first()).toBeVisible();
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();
});

/**
 * An email's one-click unsubscribe link (decision 078) opened in a browser, as a mail app without
 * one-click support opens it: the API sends the browser on to the Email preferences page, which says
 * what the link stops and changes nothing until its button is pressed. The token is signed here with
 * the e2e server's secret (e2e/server.mjs), as the outbox worker signs the one in an email.
 */
test('an unsubscribe link opened in a browser stops that email with one button, at 390 px, and Settings shows it off', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAs(page, 'executor', 'Ari Unsubscribe');
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const token = signUnsubscribeToken(E2E_AUTH_SECRET, { userId: me.user.id, kind: 'message' });

  await page.goto(`/api/email/unsubscribe/${token}`);
  await expect(page).toHaveURL(`/email/unsubscribe/${token}`);
  await expect(page.getByRole('heading', { name: 'Email preferences', level: 1 })).toBeVisible();
  await expect(page.getByText('This link stops emails about: New messages.')).toBeVisible();
  await expectNoA11yViolations(page, 'the unsubscribe page at 390 px');
  await page.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(page.getByRole('status')).toContainText('Done. You no longer get emails about: New messages.');
  await expectNoA11yViolations(page, 'the unsubscribe page, done');

  // Opened again later, it says so without the button.
  await page.reload();
  await expect(page.getByText('You no longer get emails about: New messages.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop these emails' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Settings › Notifications' }).click();
  await expect(page.getByRole('checkbox', { name: 'New messages: by email' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'New messages: in app' })).toBeChecked();

  // A link that does not verify says what to do instead, kindly.
  await page.goto(`/email/unsubscribe/${token.slice(0, -2)}xx`);
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid or has expired.');
  await expectNoA11yViolations(page, 'the unsubscribe page, a bad link');
});
