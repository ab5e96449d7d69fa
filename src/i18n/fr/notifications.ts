import type { notifications as en } from '../en/notifications';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Textes envoyés par la file SMS et e-mail, en français. */
export const notifications: Shape<typeof en> = {
  passwordReset: {
    subject: 'Mapato : réinitialisez votre mot de passe',
    body: "Bonjour %{name}, ouvrez ce lien dans les 30 minutes pour choisir un nouveau mot de passe Mapato : %{link}. Si vous ne l'avez pas demandé, ignorez ce message.",
  },
  accountFailures: {
    subject: 'Mapato : connexions échouées',
    body: "Mapato : %{count} connexions échouées sur votre compte %{userName} dans l'heure. Les connexions sont ralenties. Pas vous ? Prévenez votre administrateur.",
  },
  signUpReceived: {
    subject: 'Mapato : votre compte attend une confirmation',
    body: 'Bonjour %{name}, votre compte Mapato a été créé. Un administrateur doit le confirmer avant que vous puissiez vous connecter.',
  },
  taxNoteIssued: {
    subject: "Note d'imposition émise",
    body: "Note d'imposition %{reference} : %{amount} à payer avant le %{dueDate}. Vérifiez ou payez : %{url}",
  },
  taxNoteReminder: {
    subject: "Rappel de note d'imposition",
    body: "Rappel : note %{reference}, %{amount} reste à payer, échéance %{dueDate}. Une pénalité de 4% s'applique après l'échéance. Payez ou vérifiez : %{url}",
  },
};
