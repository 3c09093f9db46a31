/**
 * The English texts of the sign-in page and of what every page shows (layout, errors, 404): in
 * the entry chunk. The rest (rest.ts) loads with the first other screen (decision 059).
 */
export const enSignIn = {
  common: {
    back: 'Back',
    close: 'Close',
    show: 'Show',
    hide: 'Hide',
    homeLink: 'Resona home',
    language: 'Language',
    loading: 'Loading…',
    notifications: 'Notifications',
    toastRegion: 'Messages ({hotkey})',
    skipToContent: 'Skip to content',
  },
  fields: {
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    accessCode: 'Access code',
  },
  appStatus: {
    offlineSessionSaved:
      'You can keep practising. Your session will be saved when you are back online.',
    offlineSignedOut: 'Pages you have opened before still work; signing in needs a connection.',
    updateReady: 'A new version is ready',
    updateReload: 'Reload',
  },
  botCheck: {
    checking: 'Checking if the site connection is secure...',
    passed: 'Connection is secure. One moment…',
    configError: 'We could not reach the server. Please check your connection and try again.',
    widget: {
      label: 'I am human',
      loading: 'Loading…',
      verifying: 'Checking…',
      verified: 'Checked',
      error: 'The check failed. Please try again later.',
      expired: 'The check expired. Please try again.',
      required: 'Please wait for the security check.',
      wait: 'Checking… please wait.',
      reload: 'Reload',
      verify: 'Check',
    },
  },
  login: {
    title: 'Welcome back',
    subtitle: 'Sign in to continue your breathing practice.',
    forgot: 'Forgot password?',
    submit: 'Sign in',
    noAccount: 'New to Resona?',
    signupLink: 'Create an account',
    // The second step, for an account with an authenticator app (issue 32).
    secondFactor: {
      title: 'One more step',
      codeLead: 'Enter the 6-digit code from your authenticator app.',
      codeLabel: 'Code from the app',
      recoveryLead:
        'Enter one of the recovery codes you saved when you added the app. Each code works once.',
      recoveryLabel: 'Recovery code',
      submit: 'Continue',
      useRecovery: 'Use a recovery code instead',
      useApp: 'Use a code from the app instead',
      restart: 'Start again',
      passkeyLead: 'Use the passkey you added to your account to finish signing in.',
      usePasskey: 'Use your passkey',
      passkeyDismissed: 'No passkey was used. Try again, or choose another way below.',
      passkeyFailed:
        'Your passkey could not be used. Please try again, or choose another way below.',
    },
    // Sign-in with a passkey alone (issue 32).
    passkey: {
      signIn: 'Sign in with a passkey',
      dismissed: 'No passkey was used. You can try again, or sign in with your email and password.',
      failed:
        'Your passkey could not be used. Please try again, or sign in with your email and password.',
    },
  },
  social: {
    or: 'or',
    google: 'Continue with Google',
    facebook: 'Continue with Facebook',
    signingIn: 'Signing you in…',
    failedTitle: 'Sign-in did not work',
    backToLogin: 'Back to sign in',
    expired: 'This sign-in attempt has expired. Please start again.',
    cancelled: 'Sign-in was cancelled.',
  },
  footer: {
    label: 'Footer',
    about: 'About Us',
    terms: 'Terms',
    termsOfUse: 'Terms of use',
    support: 'Support',
    privacy: 'Privacy',
  },
  error: {
    title: 'Something went wrong',
    body: 'This page could not be shown. Please try again.',
    retry: 'Try again',
    home: 'Go to the start page',
  },
  notFound: {
    body: 'The page you are looking for does not exist or has moved.',
  },
};
