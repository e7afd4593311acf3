/** Texts the user sees that the spec gives word for word. Tests assert these. */
export const TEXTS = {
  guards: {
    pleaseLogin: 'Please login to continue.',
    notifyflowOnly: 'Your account is limited to NotifyFlow only.',
    adminOnly: 'Access Denied: Only admin can access.',
    notifySignUp: 'Please sign up to use NotifyFlow.',
    newEstateOnly: 'Access Denied: Only admin and lawyers can access.',
  },
  auth: {
    signInFailed: 'Failed to sign in',
    signingIn: 'Signing in...',
    signUpFailed: 'Signup failed',
    signingOut: 'Signing out...',
    completingLogin: 'Completing login...',
    notifySignUpHeading: 'Sign up for NotifyFlow',
    notifySignUpSubtitle: 'Notify multiple organizations with a single form.',
    creatingAccount: 'Creating account...',
    welcomeBackNotify: 'Welcome back to NotifyFlow!',
    sessionMissing: 'Auth session missing!',
    /** After sign-up: the emailed link finishes it (decision 012; the spec went straight in). */
    checkEmailHeading: 'Check your email',
    checkEmail: (email: string) =>
      `We have sent a link to ${email}. Open it to confirm your address and sign in.`,
    confirmEmailFirst:
      'Please confirm your email address first: we have just emailed you a new link. Open it to sign in.',
    checkEmailHint: 'No email after a few minutes? Check your spam folder, or sign in to be sent a new link.',
  },
  errors: {
    unexpected: 'Unexpected Application Error!',
    rateLimited: 'Too many attempts. Please wait a minute and try again.',
    commonPassword: 'This password is too common and easy to guess. Please choose a different one.',
    passwordTooShort: 'Password must be at least 8 characters.',
    passwordTooLong: 'Password must be at most 128 characters.',
    generic: 'Something went wrong. Please try again.',
  },
  shell: {
    noNewMessages: 'No new messages',
    searchPlaceholder: 'Search matters, clients, documents...',
  },
  tagline: 'Streamlining estate administration for executors and lawyers.',
} as const;
