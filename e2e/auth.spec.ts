import {
  DEMO,
  expect,
  outboxFor,
  signInAs,
  signUpAs,
  test,
  toast,
  uniqueEmail,
  verificationLink,
} from './fixtures.js';

test.describe('sign-up', () => {
  test('a lawyer signs up at /signup, opens the emailed link and lands on the dashboard', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Hana Lawyer');
    const email = uniqueEmail('hana');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('a long and unusual passphrase');
    const type = page.getByLabel('Account type');
    await expect(type).toHaveValue('executor');
    await type.selectOption({ label: 'Lawyer' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText('Check your email');
    await expect(page.getByRole('status')).toContainText(email);
    await page.goto(await verificationLink(baseURL!, email));
    await expect(page).toHaveURL(/\/dashboard$/);
    // Her first visit: "Welcome", not "Welcome back".
    await expect(page.getByText(/^Welcome, Hana/)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'New Estate' })).toBeVisible();
  });

  test('an executor (the default account type) signs up and lands on the dashboard', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Rawiri Executor');
    const email = uniqueEmail('rawiri');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('a long and unusual passphrase');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText('Check your email');
    await page.goto(await verificationLink(baseURL!, email));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'New Estate' })).toHaveCount(0);
  });

  test('a common password is refused with the reason, and nothing typed is lost', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Common Choice');
    const email = uniqueEmail('common');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('password123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'too common' })).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByLabel('Email address')).toHaveValue(email);
  });

  test('NotifyFlow sign-up at /notify/signup lands on /notify once the email is confirmed', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/notify/signup');
    await expect(page.getByRole('heading', { name: 'Sign up for NotifyFlow' })).toBeVisible();
    await expect(page.getByText('Notify multiple organizations with a single form.')).toBeVisible();
    await page.getByLabel('Full name').fill('Nikau Notify');
    const email = uniqueEmail('nikau');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('a long and unusual passphrase');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText('Check your email');
    await page.goto(await verificationLink(baseURL!, email));
    await expect(page).toHaveURL(/\/notify$/);
  });
});

test.describe('sign-in', () => {
  test('shows "Signing in..." while busy and the service message on failure', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.lawyer.email);
    await page.getByLabel('Password').fill('not the password');
    await page.route('**/api/auth/sign-in/email', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);
    await expect(page).toHaveURL(/\/login/);
  });

  test('a lawyer goes to /dashboard; Remember me is on by default', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Remember me')).toBeChecked();
    await page.getByLabel('Email', { exact: true }).fill(DEMO.lawyer.email);
    await page.getByLabel('Password').fill(DEMO.lawyer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('after the dashboard guard, sign-in returns to the page the person came from', async ({ page }) => {
    await page.goto('/dashboard/tasks');
    await expect(toast(page, 'Please login to continue.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('Email', { exact: true }).fill(DEMO.executor.email);
    await page.getByLabel('Password').fill(DEMO.executor.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/tasks$/);
  });

  test('a notifyflow account goes to /notify, and opening /login again welcomes it back', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.notifyflow.email);
    await page.getByLabel('Password').fill(DEMO.notifyflow.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/notify$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/notify$/);
    await expect(toast(page, 'Welcome back to NotifyFlow!')).toBeVisible();
  });

  test('a signed-in lawyer opening /login is sent to /dashboard', async ({ page }) => {
    await signInAs(page, DEMO.lawyer);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('demo accounts are listed on the sign-in page in demo mode', async ({ page }) => {
    await page.goto('/login');
    for (const who of Object.values(DEMO)) await expect(page.getByText(who.email)).toBeVisible();
  });
});

test.describe('guards (spec 1 §6)', () => {
  test('a NotifyFlow-only account is sent from the dashboard to /notify', async ({ page }) => {
    await signInAs(page, DEMO.notifyflow);
    await page.goto('/dashboard');
    await expect(toast(page, 'Your account is limited to NotifyFlow only.')).toBeVisible();
    await expect(page).toHaveURL(/\/notify$/);
  });

  test('a lawyer is refused the admin pages', async ({ page }) => {
    await signInAs(page, DEMO.lawyer);
    await page.goto('/dashboard/admin/dashboard');
    await expect(toast(page, 'Access Denied: Only admin can access.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an admin reaches the admin pages', async ({ page }) => {
    await signInAs(page, DEMO.admin);
    await page.goto('/dashboard/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });

  test('a signed-out visitor to /notify is sent to /notify/signup', async ({ page }) => {
    await page.goto('/notify');
    await expect(toast(page, 'Please sign up to use NotifyFlow.')).toBeVisible();
    await expect(page).toHaveURL(/\/notify\/signup$/);
  });
});

test.describe('sign-out and callback', () => {
  test('Sign out from the user menu shows "Signing out..." and ends the session on the server', async ({
    page,
  }) => {
    await signInAs(page, DEMO.beneficiary);
    await page.goto('/dashboard');
    await page.route('**/api/auth/sign-out', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByText('Signing out...')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(200);
    expect(await me.json()).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
  });

  test('/auth/callback goes to the dashboard when signed in, to /login otherwise', async ({ page }) => {
    await page.goto('/auth/callback');
    await expect(page).toHaveURL(/\/login$/);
    await signInAs(page, DEMO.executor);
    await page.goto('/auth/callback');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('forgot password: the emailed link sets a new password and the old one stops working', async ({
  page,
  baseURL,
}) => {
  const person = await signUpAs(page, 'executor', 'Tama Reset');
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('link', { name: /forgot your password/i }).click();
  await page.getByLabel('Email address').fill(person.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();

  const mails = await outboxFor(baseURL!, person.email);
  const reset = mails.find((m) => m.kind === 'password-reset');
  expect(reset?.link).toBeTruthy();
  await page.goto(new URL(reset!.link!).pathname + new URL(reset!.link!).search);
  await page.getByLabel('New password', { exact: true }).fill('a different long passphrase');
  await page.getByLabel('Confirm new password').fill('a different long passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login/);
  // A reset ends every session of the person (issue 41), and the page says so.
  await expect(toast(page, 'you have been signed out everywhere')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Password').fill('a different long passphrase');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // the link works once
  await page.context().clearCookies();
  await page.goto(new URL(reset!.link!).pathname + new URL(reset!.link!).search);
  await page.getByLabel('New password', { exact: true }).fill('yet another long passphrase');
  await page.getByLabel('Confirm new password').fill('yet another long passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();
});
