import type { auth as en } from '../en/auth';

type Translated<T> = { [K in keyof T]: T[K] extends string ? string : Translated<T[K]> };

/** Écrans de connexion et de compte en français. */
export const auth: Translated<typeof en> = {
  required: 'Ce champ est obligatoire',
  backToSignIn: 'Retour à la connexion',
  signIn: {
    title: 'Connexion',
    noAccount: "Vous n'avez pas de compte ?",
    signUpLink: "S'inscrire",
    userName: "Nom d'utilisateur",
    password: 'Mot de passe',
    rememberMe: 'Se souvenir de moi',
    forgotPassword: 'Mot de passe oublié ?',
    submit: 'Se connecter',
    alreadyLoggedIn: "L'utilisateur est déjà connecté.",
    continue: 'Continuer vers mon travail',
    signOut: 'Se déconnecter',
  },
  signUp: {
    title: 'Inscription',
    haveAccount: 'Vous avez déjà un compte ?',
    signInLink: 'Se connecter',
    firstName: 'Prénom',
    lastName: 'Nom',
    userName: "Nom d'utilisateur",
    emailAddress: 'E-mail',
    countryCode: 'Indicatif du pays',
    phoneNumber: 'Numéro de téléphone',
    password: 'Mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    submit: 'Créer votre compte',
    emailInvalid: 'Saisissez une adresse e-mail valide',
  },
  forgotPassword: {
    title: 'Mot de passe oublié ?',
    subtitle: 'Remplissez le formulaire pour réinitialiser votre mot de passe',
    userName: "Nom d'utilisateur",
    submit: 'Envoyer le lien',
    sent: 'Demande envoyée ! Vous recevrez un e-mail si vous êtes inscrit dans notre système.',
  },
  resetPassword: {
    title: 'Réinitialiser votre mot de passe',
    subtitle: 'Créez un nouveau mot de passe pour votre compte',
    password: 'Mot de passe',
    confirmPassword: 'Mot de passe (confirmation)',
    submit: 'Réinitialiser votre mot de passe',
    done: 'Votre mot de passe a été réinitialisé.',
    missingToken: 'Ce lien ne contient pas de jeton de réinitialisation. Veuillez en demander un nouveau.',
  },
  confirmationRequired: {
    title: 'Confirmation requise',
    body: 'Un e-mail de confirmation avec des instructions a été envoyé à votre adresse. Suivez ces instructions pour confirmer votre adresse e-mail et activer votre compte.',
  },
  signOut: {
    title: 'Vous êtes déconnecté !',
    redirecting: 'Redirection vers la connexion dans %{seconds} s',
    now: 'Aller à la connexion maintenant',
    sessionEnded: 'Votre session a pris fin : elle a expiré, ou un administrateur vous a déconnecté. Reconnectez-vous pour continuer.',
  },
  unlockSession: {
    title: 'Déverrouiller votre session',
    subtitle: 'Votre session est verrouillée. Saisissez votre mot de passe pour continuer.',
    userName: "Nom d'utilisateur",
    password: 'Mot de passe',
    submit: 'Déverrouiller',
    notYou: 'Je ne suis pas %{name}',
  },
};
