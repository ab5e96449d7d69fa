/** Texts the server sends through the SMS and e-mail outbox, in English. */
export const notifications = {
  passwordReset: {
    subject: 'Mapato: reset your password',
    body: 'Hello %{name}, open this link within 30 minutes to choose a new Mapato password: %{link}. If you did not ask for it, ignore this message.',
  },
  // An SMS to the account holder, once an hour at most, when the account-wide sign-in limit is reached.
  accountFailures: {
    subject: 'Mapato: failed sign-ins',
    body: 'Mapato: %{count} failed sign-ins on your account %{userName} in the last hour. Sign-ins are slowed down. Not you? Tell your administrator.',
  },
  signUpReceived: {
    subject: 'Mapato: your account is waiting for confirmation',
    body: 'Hello %{name}, your Mapato account was created. An administrator will confirm it before you can sign in.',
  },
  // An SMS: no subject is sent. Kept short and within the GSM alphabet so it fits one message.
  taxNoteIssued: {
    subject: 'Tax note issued',
    body: 'Tax note %{reference}: %{amount} due by %{dueDate}. Check or pay: %{url}',
  },
  taxNoteReminder: {
    subject: 'Tax note reminder',
    body: 'Reminder: tax note %{reference}, %{amount} still to pay, due %{dueDate}. A 4% penalty applies after the due date. Pay or check: %{url}',
  },
} as const;
